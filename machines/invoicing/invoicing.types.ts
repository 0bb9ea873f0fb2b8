import type { FailureNote } from '@machines/common/call-outcome';
import type { Operation, OperationEvent } from '@machines/common/composed-command';
import type { Invoice, InvoiceAction } from '@services/api/money/invoicing';

export type { Invoice, InvoiceAction };

/** i18n keys the invoicing machine hands to the screen. */
export const INVOICE_REASONS = {
  loadFailed: 'money:invoice.reason.loadFailed',
  pollFailed: 'money:invoice.reason.pollFailed',
  issueFailed: 'money:invoice.reason.issueFailed',
  notNow: 'money:invoice.reason.notNow',
  busy: 'money:invoice.reason.busy',
} as const;

export interface InvoiceInput {
  id: string;
}

export interface InvoiceContext extends InvoiceInput, FailureNote {
  invoice: Invoice | null;
  /** The action being confirmed or sent. */
  pending: InvoiceAction | null;
  /** The last action that went through (until another is asked for). */
  done: InvoiceAction | null;
  /** The operation the confirming click made (its Idempotency-Key and when); a new confirmation makes a new one. */
  operation: Operation | null;
}

/** What an action's command sends: the invoice, the action, and the status it was confirmed on (what its check compares). */
export interface InvoiceCommand {
  id: string;
  action: InvoiceAction;
  from: number;
}

export type InvoiceEvent =
  | { type: 'invoice.issue' }
  | { type: 'invoice.cancel' }
  | { type: 'invoice.red' }
  | OperationEvent<'invoice.confirm'>
  | { type: 'invoice.dismiss' }
  | { type: 'invoice.retry' };
