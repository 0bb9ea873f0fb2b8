import type { SnapshotFrom } from 'xstate';
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
