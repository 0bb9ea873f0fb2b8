import type { ActorRefFrom, SnapshotFrom } from 'xstate';
import type { commandMachine } from '@machines/command/command.machine';
import { stepOf } from '@machines/common/step-of';
import { CODE_PATTERN, payloadOf, type withdrawalMachine } from './withdrawal.machine';
import { WITHDRAW_REASONS, type WithdrawContext } from './withdrawal.types';

type WithdrawSnapshot = SnapshotFrom<typeof withdrawalMachine>;

/** Which body the withdrawal screen shows. */
export type WithdrawView = 'loading' | 'loadFailed' | 'form' | 'done';

export function selectWithdrawView(s: WithdrawSnapshot): WithdrawView {
  if (s.matches('loading')) return 'loading';
  if (s.matches('loadFailed')) return 'loadFailed';
  if (s.hasTag('done')) return 'done';
  return 'form';
}

/** 'allowed', or the i18n key of why a button is disabled. */
export function quoteAllowance(s: Pick<WithdrawSnapshot, 'context' | 'hasTag'>): 'allowed' | string {
  if (s.hasTag('busy')) return WITHDRAW_REASONS.busy;
  const c = s.context;
  if (c.amountError) return c.amountError;
  return c.amountFen === null ? WITHDRAW_REASONS.enterAmount : 'allowed';
}

export function confirmCodeAllowance(s: Pick<WithdrawSnapshot, 'context' | 'hasTag'>): 'allowed' | string {
  if (s.hasTag('busy')) return WITHDRAW_REASONS.busy;
  if (!s.context.codeSent) return WITHDRAW_REASONS.sendCodeFirst;
  return CODE_PATTERN.test(s.context.code) ? 'allowed' : WITHDRAW_REASONS.codeRequired;
}

/** What the confirmation shows: exactly what will be sent, with the quoted fee and the masked account. */
export function selectConfirmation(c: WithdrawContext) {
  const payload = payloadOf(c);
  return {
    payload,
    feeFen: c.quote?.feeFen ?? 0,
    netFen: c.quote?.netFen ?? 0,
    bankName: c.account?.bankName ?? '',
    bankCardNumber: c.account?.bankCardNumber ?? '',
  };
}

/** The step of the withdrawal form a screen tells apart (buttons busy while quoting or submitting). */
export type WithdrawStep = 'editing' | 'quoting' | 'submitting' | 'other';

export function selectWithdrawStep(s: WithdrawSnapshot): WithdrawStep {
  return stepOf(s, ['editing', 'quoting', 'submitting']);
}

/** The command of the withdrawal being sent, while there is one (its refusal and its check are shown by its dialog). */
export const selectWithdrawCommand = (s: WithdrawSnapshot) =>
  s.matches('submitting') ? (s.children.command as ActorRefFrom<typeof commandMachine> | undefined) : undefined;
