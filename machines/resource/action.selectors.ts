import type { ActorRefFrom, SnapshotFrom } from 'xstate';
import type { commandMachine } from '@machines/command/command.machine';
import type { resourceActionMachine } from './action.machine';

type Snap = SnapshotFrom<typeof resourceActionMachine>;

/** `command`: a write is with its command (sending it, or its failure or check shown by the command's dialog). */
export type ActionView = 'form' | 'confirm' | 'running' | 'command' | 'failed' | 'answer' | 'closed';

/** What the action dialog shows. */
export function selectActionView(s: Snap): ActionView {
  if (s.status === 'done') return 'closed';
  if (s.hasTag('screen:form')) return 'form';
  if (s.hasTag('screen:confirm')) return 'confirm';
  if (s.hasTag('screen:failed')) return 'failed';
  if (s.hasTag('screen:answer')) return 'answer';
  if (s.hasTag('screen:command')) return 'command';
  return 'running';
}

export const selectActionBusy = (s: Snap) => s.hasTag('busy');

/** The command of the write being sent, while there is one (its steps are shown by the command's dialog). */
export const selectActionCommand = (s: Snap) =>
  s.matches('committing') ? (s.children.command as ActorRefFrom<typeof commandMachine> | undefined) : undefined;
