import type { SnapshotFrom } from 'xstate';
import { stepOf, VERIFY_STEPS } from '@machines/common/step-of';
import { STEPS, type settlementMachine } from './settlement.machine';
import { SETTLEMENT_REASONS, type SettlementStep } from './settlement.types';

type SettlementSnapshot = SnapshotFrom<typeof settlementMachine>;

export type SettlementView = 'loading' | 'loadFailed' | 'record';

export function selectSettlementView(s: SettlementSnapshot): SettlementView {
  if (s.matches('loadFailed')) return 'loadFailed';
  return s.context.record ? 'record' : 'loading';
}

/** 'allowed', or the i18n key of why a step's button is disabled. */
export function stepAllowance(s: Pick<SettlementSnapshot, 'context' | 'hasTag' | 'matches'>, step: SettlementStep): 'allowed' | string {
  const r = s.context.record;
  if (!r) return SETTLEMENT_REASONS.busy;
  const i = STEPS.indexOf(step);
  if (i < r.stage) return SETTLEMENT_REASONS.done;
  if (i > r.stage) return SETTLEMENT_REASONS.notYet;
  if (s.hasTag('busy') || s.hasTag('unknown') || !s.matches('ready')) return SETTLEMENT_REASONS.busy;
  return 'allowed';
}

/** The step the confirmation is about. */
export const selectPendingStep = (s: SettlementSnapshot) => s.context.pending;

/** The step of a settlement record's screen: ready, submitting a step, saving the remark, or verifying a lost answer. */
export type SettlementStepView = 'ready' | 'submitting' | 'savingInfo' | 'checking' | 'checkFailed' | 'other';

export function selectSettlementStep(s: SettlementSnapshot): SettlementStepView {
  return stepOf(s, ['ready', 'submitting', 'savingInfo', ...VERIFY_STEPS]);
}
