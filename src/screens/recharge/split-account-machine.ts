/**
 * The split-account onboarding machine with its calls bound in (`.provide()`; docs/flows.md "Split-account
 * onboarding"). Every write is a command (`bindCommand`): sent with the key its confirming click made, retried with it
 * after a refusal, and after a lost answer looked for by reading the record again. Failures reach the machine as the
 * one `Failure` (services/http/settle.ts).
 */
import { fromPromise } from 'xstate';
import { splitAccountMachine } from '@machines/split-account/split-account.machine';
import type { SplitAccountCommand } from '@machines/split-account/split-account.types';
import type { VerifyOutput } from '@machines/command/command.types';
import * as api from '@services/api/split-account/calls';
import { statusAfter, stageOfStatus } from '@services/api/split-account/status';
import { settle } from '@services/http/settle';
import { bindCommand } from '@/components/use-command';
import { i18next } from '@/i18n/i18n';

export interface SplitAccountDeps {
  /** Shows a success toast (text already translated) and refreshes what the write changed. */
  success: (text: string) => void;
}

/** Sends a write of the flow: the details (a new record) or a step of the record. */
export async function sendSplitAccountWrite(c: SplitAccountCommand, key: string): Promise<unknown> {
  if (c.write === 'save') return api.saveDetails(c.details!, key);
  await api.runStep(c.write, c.id ?? '', c.pictures ?? [], key);
  return null;
}

/**
 * A write's effect after a lost answer: for a save, the tenant's record of these details; for a step, the record read
 * again past the step's status. What was found is the record as it now is.
 */
export async function findSplitAccountWrite(c: SplitAccountCommand, _startedAt: number, signal: AbortSignal): Promise<VerifyOutput> {
  if (c.write === 'save') {
    const found = c.details ? await api.findSavedDetails(c.details, signal) : null;
    return found ? { found: true, record: found } : { found: false };
  }
  const record = await api.readSplitAccount(c.id ?? '', signal);
  return record.stage >= stageOfStatus(statusAfter(c.write)) ? { found: true, record } : { found: false };
}

/** The onboarding machine of one record (or of a new one). */
export function bindSplitAccount(deps: SplitAccountDeps) {
  return splitAccountMachine.provide({
    actors: {
      loadRecord: fromPromise(({ input, signal }) => settle(signal, api.readSplitAccount(input.id, signal))),
      command: bindCommand<SplitAccountCommand>(sendSplitAccountWrite, findSplitAccountWrite),
    },
    actions: {
      notifyDone: (_, { write }) => deps.success(i18next.t(`recharge:splitAccount.done.${write}`)),
    },
  });
}
