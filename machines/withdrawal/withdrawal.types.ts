import type { FailureNote } from '@machines/common/call-outcome';
import type { Operation, OperationEvent } from '@machines/common/composed-command';
import type { FeeQuote, Row, WithdrawAccount, WithdrawPayload, WithdrawVariant } from '@services/api/money/withdrawal';

export type { FeeQuote, Row, WithdrawAccount, WithdrawPayload, WithdrawVariant };

/** i18n keys the withdrawal machine hands to the screen. */
export const WITHDRAW_REASONS = {
  enterAmount: 'money:withdraw.reason.enterAmount',
  codeRequired: 'money:withdraw.reason.codeRequired',
  sendCodeFirst: 'money:withdraw.reason.sendCodeFirst',
  loadFailed: 'money:withdraw.reason.loadFailed',
  quoteFailed: 'money:withdraw.reason.quoteFailed',
  submitFailed: 'money:withdraw.reason.submitFailed',
  busy: 'money:withdraw.reason.busy',
} as const;

export interface WithdrawInput {
  variant: WithdrawVariant;
  accountId: string;
  /** Whether the variant's call needs an SMS code (merchant divide, withholding). */
  needsCode: boolean;
}

export interface WithdrawContext extends WithdrawInput, FailureNote {
  account: WithdrawAccount | null;
  /** The amount in fen once it parsed and passed the rules, else null. */
  amountFen: number | null;
  /** i18n key of why the typed amount is not usable (null: fine or empty). */
  amountError: string | null;
  quote: FeeQuote | null;
  /**
   * The operation the confirming click made (its Idempotency-Key and when): the command sends every retry of it with
   * that key; a new confirmation (after a give-up, a changed amount or code) is a new operation.
   */
  operation: Operation | null;
  /** The account's newest records when the amount was quoted: verification looks only at records not among them. */
  knownRecords: string[] | null;
  code: string;
  codeSent: boolean;
  /** What the SMS call said (the server's text). */
  codeNotice: string | null;
  /** The pending record the withdrawal made. */
  record: Row | null;
}

export type WithdrawEvent =
  | { type: 'withdraw.amount'; amountFen: number | null; reason: string | null }
  | { type: 'withdraw.quote' }
  | { type: 'withdraw.back' }
  | { type: 'withdraw.confirm' }
  | { type: 'withdraw.cancel' }
  | { type: 'withdraw.sendCode' }
  | { type: 'withdraw.code'; code: string }
  | OperationEvent<'withdraw.submit'>
  | { type: 'withdraw.retry' }
  | { type: 'withdraw.again' };

export interface QuoteInput {
  accountId: string;
  amountFen: number;
}

export interface QuoteOutput extends FeeQuote {
  /** The ids of the account's newest records before the withdrawal (what is new after a lost answer). */
  knownRecords: string[];
}

/** What the withdrawal's command carries: the payload it sends, and the records there were before it. */
export interface WithdrawCommand {
  payload: WithdrawPayload;
  knownRecords: string[];
}
