import type { FailureNote } from '@machines/common/call-outcome';
import type { Operation } from '@machines/common/composed-command';
import type { SplitAccount, SplitAccountDetails, SplitAccountStep } from '@services/api/split-account/calls';

export type { SplitAccount, SplitAccountDetails, SplitAccountStep };

/** i18n keys the split-account machine hands to the screen. */
export const SPLIT_ACCOUNT_REASONS = {
  loadFailed: 'recharge:splitAccount.reason.loadFailed',
  fillDetails: 'recharge:splitAccount.reason.fillDetails',
  choosePictures: 'recharge:splitAccount.reason.choosePictures',
  notYet: 'recharge:splitAccount.reason.notYet',
  done: 'recharge:splitAccount.reason.done',
  busy: 'recharge:splitAccount.reason.busy',
} as const;

/** A write of the flow: saving the details (a new record), or one of the record's steps. */
export type SplitAccountWrite = 'save' | SplitAccountStep;

export interface SplitAccountInput {
  /** The record to continue (`?id=`), or null to start a new one. */
  id: string | null;
}

export interface SplitAccountContext extends FailureNote {
  /** The record: given, or made by the save. */
  id: string | null;
  record: SplitAccount | null;
  /** The details typed (a new record). */
  details: SplitAccountDetails | null;
  /** i18n key of why the typed details cannot be saved (null: complete and valid). */
  detailsError: string | null;
  /** The pictures chosen for `uploadAccPic`. */
  pictures: readonly File[];
  /** The write asked for: being confirmed or sent by its command. */
  pending: SplitAccountWrite | null;
  /** The operation the confirming click made (its Idempotency-Key and when); a new confirmation makes a new one. */
  operation: Operation | null;
}

export type SplitAccountEvent =
  /** The details as typed, with the i18n key of their first problem (null: ready to save). */
  | { type: 'split.details'; details: SplitAccountDetails; problem: string | null }
  | { type: 'split.save' }
  | { type: 'split.pictures'; pictures: readonly File[] }
  | { type: 'split.step'; step: SplitAccountStep }
  | { type: 'split.confirm'; key: string; at: number }
  | { type: 'split.cancel' }
  | { type: 'split.refresh' }
  | { type: 'split.retry' };

/** What a write's command sends: the write, the record (none for a save), the details or the pictures it needs. */
export interface SplitAccountCommand {
  write: SplitAccountWrite;
  id: string | null;
  details?: SplitAccountDetails;
  pictures?: readonly File[];
}
