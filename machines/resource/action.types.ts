import type { ResourceRow } from '@services/api/types/resource';

/** i18n keys the action machine hands to the screen. */
export const ACTION_REASONS = {
  /** 请输入{{label}} */
  required: 'resourceUi:editor.required',
  failed: 'resourceUi:action.failed',
  /** 文件地址不支持下载 */
  downloadFailed: 'resourceUi:action.downloadFailed',
} as const;

export interface ActionInput {
  /** The definition key and the action name (services/resources). */
  resource: string;
  action: string;
  row?: ResourceRow;
  ids?: readonly string[];
  /** The list's current search, for page actions (exports). */
  query?: Record<string, string | number>;
  /** Parameters the user types (empty: none). */
  inputs: readonly string[];
  /** Asks before running (shows the exact payload). */
  confirm: boolean;
  /** A read: the answer is shown (a lookup, a summary); else the dialog ends on success. */
  read: boolean;
  /** Fresh key of a money write, kept for a retry of the same submission. */
  idempotencyKey?: string;
}

/** A failure: an i18n key, or the server's own message. */
export interface ActionError {
  key?: string;
  text?: string;
}

export interface ActionContext {
  resource: string;
  action: string;
  row: ResourceRow | null;
  ids: readonly string[];
  query: Record<string, string | number>;
  inputs: readonly string[];
  values: Record<string, string>;
  errors: Record<string, string>;
  confirm: boolean;
  read: boolean;
  idempotencyKey: string | null;
  result: unknown;
  message: string | null;
  error: ActionError | null;
}

export type ActionEvent =
  | { type: 'action.change'; field: string; value: string }
  | { type: 'action.submit' }
  | { type: 'action.confirm' }
  | { type: 'action.back' }
  | { type: 'action.close' };

export interface RunActionInput {
  resource: string;
  action: string;
  row: ResourceRow | null;
  ids: readonly string[];
  query: Record<string, string | number>;
  values: Record<string, string>;
  idempotencyKey: string | null;
}

export interface RunActionOutput {
  data: unknown;
  msg?: string;
}
