/**
 * The SMS-code payment machine with the recharge and batch-order calls bound in (`.provide()`). Failures reach
 * the machine as the one `Failure` (services/http/failure.ts).
 */
import { randomId } from '@services/http/random-id';
import { assign, fromPromise } from 'xstate';
import { smsPaymentMachine } from '@machines/sms-payment/sms-payment.machine';
import type { PaymentResult, SubmitPaymentInput } from '@machines/sms-payment/sms-payment.types';
import * as recharge from '@services/api/recharge/calls';
import { settle } from '@services/http/settle';
import { i18next } from '@/i18n/i18n';

export interface SmsPaymentDeps {
  /** Shows a success toast (text already translated). */
  success: (text: string) => void;
  /** A new Idempotency-Key (one per operation). */
  newKey?: () => string;
}

/** The calls one payment makes: a recharge is saved then paid (both with keys derived from the operation's); a batch order is placed. */
export async function submitPayment(input: SubmitPaymentInput, signal: AbortSignal): Promise<PaymentResult> {
  const { draft, kind, code, operationKey } = input;
  if (kind === 'batchOrder') {
    const order = await recharge.placeOrder(draft.items, draft.amountFen, draft.phone, code, operationKey, signal);
    return { id: order.id, no: order.orderNo, amountFen: order.totalPayMoney ?? draft.amountFen, balanceFen: order.fundBalance };
  }
  // a retry with the same key gets the same saved record back, so a failed payment never saves twice
  const saved = await recharge.saveRecharge(
    {
      kind,
      recipients: draft.recipients,
      perRecipientFen: draft.perRecipientFen,
      endTime: draft.endTime,
      batchName: draft.batchName,
      phone: draft.phone,
      totalFen: draft.amountFen,
    },
    operationKey,
    signal,
  );
  const paid = await recharge.payRecharge(saved.id, draft.phone, code, operationKey, signal);
  return { id: paid.id, no: paid.rechargeNo, amountFen: paid.amount ?? draft.amountFen, balanceFen: paid.fundBalance };
}

export function bindSmsPayment(deps: SmsPaymentDeps) {
  const newKey = deps.newKey ?? randomId;
  return smsPaymentMachine.provide({
    actors: {
      // a GET that sends a message: made once per click, never retried
      requestCode: fromPromise(({ input, signal }) => settle(signal, recharge.getCode(input.phone, input.amountFen, signal))),
      // never replayed on its own: a lost answer comes back to the confirmation, and a resubmit reuses the key
      submitPayment: fromPromise(({ input, signal }) => settle(signal, submitPayment(input, signal))),
    },
    actions: {
      stampOperation: assign(({ context }) => ({ operationKey: context.operationKey ?? newKey() })),
      notifyPaid: ({ context }) =>
        deps.success(i18next.t(context.kind === 'batchOrder' ? 'recharge:pay.orderPlaced' : 'recharge:pay.paid')),
    },
  });
}
