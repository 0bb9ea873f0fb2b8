/**
 * The money flow machines with their services bound in (`.provide()`), and the toasts they ask for.
 * Failures reach the machines as the one `Failure` (services/http/failure.ts).
 */
import { fromPromise } from 'xstate';
import { withdrawalMachine } from '@machines/withdrawal/withdrawal.machine';
import type { WithdrawCommand } from '@machines/withdrawal/withdrawal.types';
import { settlementMachine, STEPS } from '@machines/settlement/settlement.machine';
import type { SaveInfoInput, StepInput } from '@machines/settlement/settlement.types';
import type { VerifyOutput } from '@machines/command/command.types';
import * as settlement from '@services/api/money/settlement';
import { actionTaken, invoicingMachine } from '@machines/invoicing/invoicing.machine';
import type { InvoiceCommand } from '@machines/invoicing/invoicing.types';
import * as invoicing from '@services/api/money/invoicing';
import * as withdrawal from '@services/api/money/withdrawal';
import { settle } from '@services/http/settle';
import { bindCommand } from '@/components/use-command';
import { i18next } from '@/i18n/i18n';

export interface MoneyDeps {
  /** Shows a success toast (text already translated). */
  success: (text: string) => void;
}

/** The withdrawal machine with the withdrawal calls (the operation's key is made by the click that confirms it). */
export function bindWithdrawal(deps: MoneyDeps) {
  return withdrawalMachine.provide({
    actors: {
      loadAccount: fromPromise(({ input, signal }) => settle(signal, withdrawal.readAccount(input.accountId, signal))),
      // the quote, and the records there were before the withdrawal (what is new after a lost answer)
      quoteFee: fromPromise(async ({ input, signal }) => {
        const [quote, knownRecords] = await settle(
          signal,
          Promise.all([
            withdrawal.quoteFee(input.accountId, input.amountFen, signal),
            withdrawal.knownWithdrawals(input.accountId, signal),
          ]),
        );
        return { ...quote, knownRecords };
      }),
      sendCode: fromPromise(({ input, signal }) =>
        settle(signal, withdrawal.sendCode(input.variant as withdrawal.WithdrawVariant, input.accountId, input.amountFen, signal)),
      ),
      // after a lost answer: a record of the account with the amount that was not there before the withdrawal
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

/** A remark's effect after a lost answer: the record read again holds the remark as sent; that record is what was found. */
export async function findRemark(input: SaveInfoInput, _startedAt: number, signal: AbortSignal): Promise<VerifyOutput> {
  const record = await settlement.readSettlement(input.id, signal);
  return record.remark === input.remark ? { found: true, record } : { found: false };
}

/** The settlement stepper machine of one record. */
export function bindSettlement(deps: MoneyDeps) {
  return settlementMachine.provide({
    actors: {
      loadRecord: fromPromise(({ input, signal }) => settle(signal, settlement.readSettlement(input.id, signal))),
      // a step is a command: a 401 ends the session and the record is re-read after the next login
      command: bindCommand<StepInput>((input, key) => settlement.runStep(input.id, input.step, key), findStep),
      // the remark is a command too: sent once per save, looked for in the record after a lost answer
      infoCommand: bindCommand<SaveInfoInput>((input) => settlement.saveInfo(input.id, { remark: input.remark }), findRemark),
    },
    actions: {
      notifyStep: (_, { step }) => deps.success(i18next.t('money:settlement.done', { step: i18next.t(`money:settlement.step.${step}`) })),
    },
  });
}

/**
 * An invoice action's effect after a lost answer: the invoice read again shows the status the action leads to; the
 * invoice as it now is is what was found.
 */
export async function findInvoiceAction(command: InvoiceCommand, _startedAt: number, signal: AbortSignal): Promise<VerifyOutput> {
  const invoice = await invoicing.readInvoice(command.id, signal);
  return actionTaken(command, invoice.status) ? { found: true, record: invoice } : { found: false };
}

/** The invoicing machine of one invoice. */
export function bindInvoicing(deps: MoneyDeps) {
  return invoicingMachine.provide({
    actors: {
      loadInvoice: fromPromise(({ input, signal }) => settle(signal, invoicing.readInvoice(input.id, signal))),
      // an action is a command: sent once per key, its effect looked for in the invoice's status after a lost answer
      command: bindCommand<InvoiceCommand>((c, key) => invoicing.actOnInvoice(c.id, c.action, key), findInvoiceAction),
      pollInvoice: fromPromise(({ input, signal }) => settle(signal, invoicing.pollInvoice(input.id, signal))),
    },
    actions: {
      notifyDone: (_, { action }) => deps.success(i18next.t(`money:invoice.done.${action}`)),
    },
  });
}
