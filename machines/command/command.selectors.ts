import type { SnapshotFrom } from 'xstate';
import type { commandMachine } from './command.machine';

type CommandSnapshot = SnapshotFrom<typeof commandMachine>;

/** The step a write's dialog tells apart. */
export type CommandStep = 'idle' | 'confirming' | 'submitting' | 'failed' | 'checking' | 'notFound' | 'verifyFailed' | 'done';

export function selectCommandStep(s: CommandSnapshot): CommandStep {
  if (s.matches('outcomeUnknown') || s.matches('verifying')) return 'checking';
  // a composed command the user gave up shows nothing more
  if (s.matches('dropped')) return 'idle';
  return s.value as Exclude<CommandStep, 'checking'>;
}
