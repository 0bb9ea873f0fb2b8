import type { Operation, OperationEvent } from '@machines/common/composed-command';
import type { ResourceRow } from '@services/api/types/resource';

/** i18n keys the action machine hands to the screen. */
export const ACTION_REASONS = {
  /** 请输入{{label}} */
  required: 'resourceUi:editor.required',
  /** 请选择文件 */
  chooseFile: 'resourceUi:action.chooseFile',
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
  /** Parameters the user types or, for file parameters of an upload, chooses files for (empty: none). */
  inputs: readonly string[];
  /** Which of `inputs` are files (a multipart upload's `files`). */
  fileInputs?: readonly string[];
  /** Which of `inputs` may be left empty (a remark). */
  optional?: readonly string[];
  /** Asks before running (shows the exact payload). */
  confirm: boolean;
  /** A read: the answer is shown (a lookup, a summary); else the dialog ends on success. */
  read: boolean;
  /** A write (not a read, not a download): it goes through the command machine, one operation per confirmation. */
  write?: boolean;
  /**
   * The click that ran a write that asks nothing (no parameters, no confirmation): that click confirmed it, so it
   * carries the operation's key and time.
   */
  opened?: Operation;
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
  fileInputs: readonly string[];
  optional: readonly string[];
  values: Record<string, string>;
  /** Files chosen for file parameters (multipart uploads), by parameter name. */
  files: Record<string, readonly File[]>;
  errors: Record<string, string>;
  confirm: boolean;
  read: boolean;
  write: boolean;
  /** The operation of the write being sent (made by the event that confirmed it). */
  operation: Operation | null;
  result: unknown;
  message: string | null;
  error: ActionError | null;
}

export type ActionEvent =
  | { type: 'action.change'; field: string; value: string }
  | { type: 'action.files'; field: string; files: readonly File[] }
  /**
   * Sends the typed values; a write sent without a confirmation step carries its operation's key and time. `errors`:
   * what the screen found wrong with typed values it parsed (an amount with three decimals), by field, as i18n keys.
   */
  | (OperationEvent<'action.submit'> & { errors?: Readonly<Record<string, string>> })
  | OperationEvent<'action.confirm'>
  | { type: 'action.back' }
  | { type: 'action.close' };

/** What an action sends: the payload of a write's command, and the input of a read or a download. */
export interface RunActionInput {
  resource: string;
  action: string;
  row: ResourceRow | null;
  ids: readonly string[];
  query: Record<string, string | number>;
  values: Record<string, string>;
  files: Record<string, readonly File[]>;
}

export interface RunActionOutput {
  data: unknown;
  msg?: string;
}
