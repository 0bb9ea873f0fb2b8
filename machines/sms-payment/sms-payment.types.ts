/**
 * Types of the SMS-code payment machine (direct recharge, card issuing, batch order). Amounts are integer fen,
 * phones 11 digits; the screens parse what the user types before they send an event.
 */
import type { Operation, OperationEvent } from '@machines/common/composed-command';

/** Which call pays: direct staff recharge (saveOne → payment), card issuing (saveOne2 → payment), batch order (place/order). */
export type PaymentKind = 'direct' | 'cardBatch' | 'batchOrder';

/** One line of a batch order (buyGoodsList). */
export interface PaymentItem {
  goodsId: string;
  goodsName: string;
  quantity: number;
  /** Unit price, fen. */
  priceFen: number;
}

/** What the user filled in, parsed. The code is tied to `phone` and `amountFen` on the server. */
export interface PaymentDraft {
  /** The phone that receives the SMS code (the payer's). */
  phone: string;
  /** Total to pay, fen. */
  amountFen: number;
  /** Batch order lines (empty for recharges). */
  items: PaymentItem[];
  /** Phones of the staff members recharged (empty for batch orders). */
  recipients: string[];
  /** Amount each recipient gets, fen (recharges). */
  perRecipientFen: number;
  /** End time of the recharged money (recharges), 'yyyy-MM-dd HH:mm:ss'. */
  endTime: string;
  /** Name of the card batch (card issuing). */
  batchName: string;
  /** Where a direct recharge may be spent: picked companies and stations, and their names as shown (none: anywhere). */
  scope?: { tenantIds: string[]; siteIds: string[]; names: string[] };
}

/** i18n keys the machine hands to the screen. */
export const PAY_REASONS = {
  fillForm: 'recharge:pay.reason.fillForm',
  codeRequired: 'recharge:pay.reason.codeRequired',
  busy: 'recharge:pay.reason.busy',
  waitResend: 'recharge:pay.reason.waitResend',
} as const;

export interface SmsPaymentInput {
  kind: PaymentKind;
}

/** What a finished payment answers (the recharge record or the order). */
export interface PaymentResult {
  id: string;
  /** Recharge number or order number. */
  no: string;
  amountFen: number;
  /** The payer's balance after paying, fen (when the server says). */
  balanceFen: number | null;
}

export interface SmsPaymentContext extends SmsPaymentInput {
  /** The parsed form, or null while it is incomplete or invalid. */
  draft: PaymentDraft | null;
  /** i18n key of why the form is not usable (null: fine or still empty). */
  draftError: string | null;
  code: string;
  /** What the SMS-code call said (the server's text). */
  codeNotice: string | null;
  /** The operation the confirming click made (its Idempotency-Key and when); a new confirmation makes a new one. */
  operation: Operation | null;
  result: PaymentResult | null;
}

export type SmsPaymentEvent =
  | { type: 'pay.change'; draft: PaymentDraft | null; reason: string | null }
  | { type: 'pay.requestCode' }
  | { type: 'pay.code'; code: string }
  | { type: 'pay.review' }
  | { type: 'pay.cancel' }
  | OperationEvent<'pay.submit'>
  | { type: 'pay.again' };

/** What the code's command sends: the payment's kind, the phone that gets the code and the amount it is for. */
export interface RequestCodeInput {
  kind: PaymentKind;
  phone: string;
  amountFen: number;
}

/** What the payment's command sends: the kind, the draft as confirmed and the SMS code. */
export interface SubmitPaymentInput {
  kind: PaymentKind;
  draft: PaymentDraft;
  code: string;
}
