import type { ActorRefFrom, SnapshotFrom } from 'xstate';
import type { commandMachine } from '@machines/command/command.machine';
import type { resourceEditorMachine } from './editor.machine';

type EditorSnapshot = SnapshotFrom<typeof resourceEditorMachine>;

export type EditorView = 'loading' | 'loadFailed' | 'form';

export function selectEditorView(s: EditorSnapshot): EditorView {
  if (s.matches('loadFailed')) return 'loadFailed';
  if (s.matches('loading') || s.matches('start')) return 'loading';
  return 'form';
}

export const selectDirty = (s: EditorSnapshot) => s.hasTag('dirty');
export const selectSaving = (s: EditorSnapshot) => s.matches('saving');
export const selectConfirmingDiscard = (s: EditorSnapshot) => s.matches('confirmingDiscard');
/** The dialog is finished: saved (`done`) or closed without saving. */
export const selectFinished = (s: EditorSnapshot): 'saved' | 'closed' | null =>
  s.matches('done') ? 'saved' : s.matches('closed') ? 'closed' : null;

/** The command of the save being sent, while there is one (its failure or check is shown by the command's dialog). */
export const selectSaveCommand = (s: EditorSnapshot) =>
  s.matches('saving') ? (s.children.command as ActorRefFrom<typeof commandMachine> | undefined) : undefined;
