import type { ActorRefFrom, SnapshotFrom } from 'xstate';
import type { commandMachine } from '@machines/command/command.machine';
import { ACTION_FROM, type invoicingMachine } from './invoicing.machine';
import { INVOICE_REASONS, type InvoiceAction } from './invoicing.types';

type InvoiceSnapshot = SnapshotFrom<typeof invoicingMachine>;

/** 'allowed', or the i18n key of why an action's button is disabled. */
export function invoiceAllowance(s: Pick<InvoiceSnapshot, 'context' | 'matches'>, action: InvoiceAction): 'allowed' | string {
  const inv = s.context.invoice;
  if (!inv || !s.matches('ready')) return INVOICE_REASONS.busy;
  return ACTION_FROM[action].includes(inv.status) ? 'allowed' : INVOICE_REASONS.notNow;
}

/** The step of an invoice's screen: loading it, failed to load, ready, acting on it, or its poll failed. */
export type InvoiceStep = 'loading' | 'loadFailed' | 'ready' | 'acting' | 'pollFailed' | 'other';

export function selectInvoiceStep(s: InvoiceSnapshot): InvoiceStep {
  if (s.matches('loading')) return 'loading';
  if (s.matches('loadFailed')) return 'loadFailed';
  if (s.matches('ready')) return 'ready';
  if (s.matches('acting')) return 'acting';
  if (s.matches({ polling: 'pollFailed' })) return 'pollFailed';
  return 'other';
}

/** The command of the action being sent, while there is one (its refusal and its check are shown by its dialog). */
export const selectInvoiceCommand = (s: InvoiceSnapshot) =>
  s.matches('acting') ? (s.children.command as ActorRefFrom<typeof commandMachine> | undefined) : undefined;
