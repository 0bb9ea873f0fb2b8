import type { SnapshotFrom } from 'xstate';
import type { resourceActionMachine } from './action.machine';

type Snap = SnapshotFrom<typeof resourceActionMachine>;

export type ActionView = 'form' | 'confirm' | 'running' | 'failed' | 'answer' | 'closed';

/** What the action dialog shows. */
export function selectActionView(s: Snap): ActionView {
  if (s.status === 'done') return 'closed';
  if (s.hasTag('screen:form')) return 'form';
  if (s.hasTag('screen:confirm')) return 'confirm';
  if (s.hasTag('screen:failed')) return 'failed';
  if (s.hasTag('screen:answer')) return 'answer';
  return 'running';
}

export const selectActionBusy = (s: Snap) => s.hasTag('busy');
