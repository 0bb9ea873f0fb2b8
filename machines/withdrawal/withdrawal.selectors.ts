import type { SnapshotFrom } from 'xstate';
import { stepOf, VERIFY_STEPS } from '@machines/common/step-of';
import { CODE_PATTERN, payloadOf, type withdrawalMachine } from './withdrawal.machine';
import { WITHDRAW_REASONS, type WithdrawContext } from './withdrawal.types';

type WithdrawSnapshot = SnapshotFrom<typeof withdrawalMachine>;

/** Which body the withdrawal screen shows. */
export type WithdrawView = 'loading' | 'loadFailed' | 'form' | 'unknown' | 'done';

export function selectWithdrawView(s: WithdrawSnapshot): WithdrawView {
  if (s.matches('loading')) return 'loading';
  if (s.matches('loadFailed')) return 'loadFailed';
  if (s.hasTag('unknown')) return 'unknown';
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

/** The step of the withdrawal form a screen tells apart (buttons busy, the verification after a lost answer). */
export type WithdrawStep = 'editing' | 'quoting' | 'submitting' | 'checking' | 'checkFailed' | 'other';

export function selectWithdrawStep(s: WithdrawSnapshot): WithdrawStep {
  return stepOf(s, ['editing', 'quoting', 'submitting', ...VERIFY_STEPS]);
}
