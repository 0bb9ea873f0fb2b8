/**
 * The SMS-code payment machine with the recharge and batch-order calls bound in (`.provide()`). Failures reach
 * the machine as the one `Failure` (services/http/failure.ts). The code asked for and the payment are commands
 * (docs/flows.md "Commands"): after a lost answer the recharge funds' movements are read for a payment of the amount
 * made since it started; no query shows whether a code went out, so its check finds nothing and the user is told to
 * look at the phone before asking again.
 */
import { smsPaymentMachine } from '@machines/sms-payment/sms-payment.machine';
import type { PaymentResult, RequestCodeInput, SubmitPaymentInput } from '@machines/sms-payment/sms-payment.types';
import type { VerifyOutput } from '@machines/command/command.types';
import * as recharge from '@services/api/recharge/calls';
import { madeSince } from '@services/api/fields';
import { bindCommand } from '@/components/use-command';
import { displayText } from '@/lib/display';
import { i18next } from '@/i18n/i18n';

export interface SmsPaymentDeps {
  /** Shows a success toast (text already translated). */
  success: (text: string) => void;
}

/** Spending from the recharge funds (a movement's direction). */
const SPENT = 2;

/**
 * The calls one payment makes, with the operation's key: a recharge is saved then paid (each with a key derived from
 * the operation's); a batch order is placed.
 */
export async function submitPayment(input: SubmitPaymentInput, operationKey: string, signal?: AbortSignal): Promise<PaymentResult> {
  const { draft, kind, code } = input;
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
      ...(draft.scope ? { tenantIds: draft.scope.tenantIds, siteIds: draft.scope.siteIds } : {}),
    },
    operationKey,
    signal,
  );
  const paid = await recharge.payRecharge(saved.id, draft.phone, code, operationKey, signal);
  return { id: paid.id, no: paid.rechargeNo, amountFen: paid.amount ?? draft.amountFen, balanceFen: paid.fundBalance };
}

/**
 * The payment's effect after a lost answer: a movement out of the caller's recharge funds for the amount, written
 * since the operation started, with the number it names (and, for a recharge, its record: the done step links to it).
 */
export async function findPayment(input: SubmitPaymentInput, startedAt: number, signal: AbortSignal): Promise<VerifyOutput> {
  const fund = await recharge.tempMoney(signal);
  const moves = await recharge.tempMoneyDetails(fund.id, 1, 20, signal);
  const move = moves.records.find(
    (r) => Number(r.direction) === SPENT && Number(r.amount) === input.draft.amountFen && madeSince(r.createTime, startedAt),
  );
  if (!move) return { found: false };
  const no = displayText(move.orderNo);
  // a recharge is found on its list by its number (its detail page opens by id); batch orders have no list
  const records = input.kind === 'batchOrder' ? [] : (await recharge.listOf('staff-recharge', { current: 1, size: 20 }, signal)).records;
  const paid: PaymentResult = {
    id: displayText(records.find((r) => displayText(r.rechargeNo) === no)?.id),
    no,
    amountFen: input.draft.amountFen,
    balanceFen: Number.isFinite(Number(move.balance)) ? Number(move.balance) : null,
  };
  return { found: true, record: paid };
}

/** No query shows whether a code went out: after a lost answer the user looks at the phone before asking again. */
export const codeNotShown = async (): Promise<VerifyOutput> => ({ found: false });

export function bindSmsPayment(deps: SmsPaymentDeps) {
  return smsPaymentMachine.provide({
    actors: {
      // a GET that sends a message: sent once per click, never retried on its own
      codeCommand: bindCommand<RequestCodeInput>((input) => recharge.getCode(input.phone, input.amountFen), codeNotShown),
      command: bindCommand<SubmitPaymentInput>((input, key) => submitPayment(input, key), findPayment),
    },
    actions: {
      notifyPaid: ({ context }) =>
        deps.success(i18next.t(context.kind === 'batchOrder' ? 'recharge:pay.orderPlaced' : 'recharge:pay.paid')),
    },
  });
}
