import type { Operation, OperationEvent } from '@machines/common/composed-command';
import type { ResourceRow } from '@services/api/types/resource';

export type { ResourceRow };

export type EditorMode = 'add' | 'edit' | 'view';

/** i18n keys the editor machine hands to the screen. */
export const EDITOR_REASONS = {
  loadFailed: 'resourceUi:editor.loadFailed',
} as const;

export interface EditorInput {
  resource: string;
  mode: EditorMode;
  /** The row clicked (edit/view): its id, and the values shown when the family has no detail call. */
  row?: ResourceRow;
}

/** A failure shown in the form: an i18n key, or the server's own message. */
export interface EditorError {
  key?: string;
  text?: string;
}

export interface EditorContext {
  resource: string;
  mode: EditorMode;
  row: ResourceRow | null;
  /** What the form shows and edits. */
  values: ResourceRow;
  /** Field → i18n key of its validation message. */
  errors: Record<string, string>;
  error: EditorError | null;
  /** The operation of the save being sent: its key (the Idempotency-Key) and when the user saved. */
  operation: Operation | null;
}

export type EditorEvent =
  | { type: 'editor.change'; field: string; value: unknown }
  /**
   * `errors` are the form's validation results for `values` (empty when valid); a valid save is one operation,
   * keyed `key` and started `at` by the click that saved.
   */
  | OperationEvent<'editor.submit', { errors: Record<string, string> }>
  | { type: 'editor.close' }
  | { type: 'editor.discard.confirm' }
  | { type: 'editor.discard.cancel' }
  | { type: 'editor.retry' };

export interface LoadDetailInput {
  resource: string;
  row: ResourceRow;
}

/** The payload of a save's command. */
export interface SaveRowInput {
  resource: string;
  mode: EditorMode;
  /** The record as it was opened (edit), to find it again. */
  row: ResourceRow | null;
  values: ResourceRow;
}

export interface EditorOutput {
  saved: boolean;
}
