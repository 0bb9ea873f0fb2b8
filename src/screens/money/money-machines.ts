/**
 * The money flow machines with their services bound in (`.provide()`), and the toasts they ask for.
 * Failures reach the machines as the one `Failure` (services/http/failure.ts).
 */
import { randomId } from '@services/http/random-id';
import { fromPromise } from 'xstate';
import { withdrawalMachine } from '@machines/withdrawal/withdrawal.machine';
import type { WithdrawCommand } from '@machines/withdrawal/withdrawal.types';
import { settlementMachine, STEPS } from '@machines/settlement/settlement.machine';
import type { StepInput } from '@machines/settlement/settlement.types';
import type { VerifyOutput } from '@machines/command/command.types';
import * as settlement from '@services/api/money/settlement';
import { invoicingMachine } from '@machines/invoicing/invoicing.machine';
import * as invoicing from '@services/api/money/invoicing';
import * as withdrawal from '@services/api/money/withdrawal';
import { settle } from '@services/http/settle';
import { bindCommand } from '@/components/use-command';
import { i18next } from '@/i18n/i18n';

export interface MoneyDeps {
  /** Shows a success toast (text already translated). */
  success: (text: string) => void;
  /** A new Idempotency-Key (one per operation). */
  newKey?: () => string;
}

/** The withdrawal machine with the withdrawal calls. */
export function bindWithdrawal(deps: MoneyDeps) {
  const newKey = deps.newKey ?? randomId;
  return withdrawalMachine.provide({
    actors: {
      loadAccount: fromPromise(({ input, signal }) => settle(signal, withdrawal.readAccount(input.accountId, signal))),
      // the quote starts the operation: its key, and the records there were before it (what is new after a lost answer)
      quoteFee: fromPromise(async ({ input, signal }) => {
        const [quote, knownRecords] = await settle(
          signal,
          Promise.all([
            withdrawal.quoteFee(input.accountId, input.amountFen, signal),
            withdrawal.knownWithdrawals(input.accountId, signal),
          ]),
        );
        return { ...quote, operationKey: newKey(), knownRecords };
      }),
      sendCode: fromPromise(({ input, signal }) =>
        settle(signal, withdrawal.sendCode(input.variant as withdrawal.WithdrawVariant, input.accountId, input.amountFen, signal)),
      ),
      // after a lost answer: a record of the amount that was not there when the quote started the operation
      command: bindCommand<WithdrawCommand>(
        (w, key) => withdrawal.submitWithdrawal(w.payload, key),
        async (w, _startedAt, signal) => {
          const found = await withdrawal.findWithdrawal(w.payload.accountId, w.payload.amountFen, w.knownRecords, signal);
          return found ? { found: true, record: found } : { found: false };
        },
      ),
    },
    actions: {
      notifySubmitted: () => deps.success(i18next.t('money:withdraw.submitted')),
    },
  });
}

/**
 * A step's effect after a lost answer: the record read again shows the step done (its stage past the step); the
 * record as it now is is what was found.
 */
export async function findStep(input: StepInput, _startedAt: number, signal: AbortSignal): Promise<VerifyOutput> {
  const record = await settlement.readSettlement(input.id, signal);
  return { found: record.stage > STEPS.indexOf(input.step), record };
}

/** The settlement stepper machine of one record. */
export function bindSettlement(deps: MoneyDeps) {
  return settlementMachine.provide({
    actors: {
      loadRecord: fromPromise(({ input, signal }) => settle(signal, settlement.readSettlement(input.id, signal))),
      // a step is a command: a 401 ends the session and the record is re-read after the next login
      command: bindCommand<StepInput>((input, key) => settlement.runStep(input.id, input.step, key), findStep),
      saveInfo: fromPromise(({ input, signal }) => settle(signal, settlement.saveInfo(input.id, { remark: input.remark }, signal))),
    },
    actions: {
      notifyStep: (_, { step }) => deps.success(i18next.t('money:settlement.done', { step: i18next.t(`money:settlement.step.${step}`) })),
    },
  });
}

/** The invoicing machine of one invoice. */
export function bindInvoicing(deps: MoneyDeps) {
  return invoicingMachine.provide({
    actors: {
      loadInvoice: fromPromise(({ input, signal }) => settle(signal, invoicing.readInvoice(input.id, signal))),
      actOnInvoice: fromPromise(({ input, signal }) => settle(signal, invoicing.actOnInvoice(input.id, input.action, signal))),
      pollInvoice: fromPromise(({ input, signal }) => settle(signal, invoicing.pollInvoice(input.id, signal))),
    },
    actions: {
      notifyDone: (_, { action }) => deps.success(i18next.t(`money:invoice.done.${action}`)),
    },
  });
}
