import type { SnapshotFrom } from 'xstate';
import type { commandMachine } from './command.machine';
import { COMMAND_REASONS } from './command.types';

type CommandSnapshot = SnapshotFrom<typeof commandMachine>;

/** The step a write's dialog tells apart. */
export type CommandStep = 'idle' | 'confirming' | 'submitting' | 'failed' | 'checking' | 'notFound' | 'verifyFailed' | 'done';

export function selectCommandStep(s: CommandSnapshot): CommandStep {
  if (s.matches('outcomeUnknown') || s.matches('verifying')) return 'checking';
  return s.value as Exclude<CommandStep, 'checking'>;
}

/** 'allowed', or the i18n key of why the send button is disabled. */
export function confirmAllowance(s: Pick<CommandSnapshot, 'hasTag'>): 'allowed' | string {
  return s.hasTag('busy') ? COMMAND_REASONS.busy : 'allowed';
}

/** True while a write may be in flight or its effect is being looked for: the dialog cannot be dismissed. */
export const selectCommandBusy = (s: Pick<CommandSnapshot, 'hasTag'>): boolean => s.hasTag('busy');
