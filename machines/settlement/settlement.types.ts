import type { FailureNote } from '@machines/common/call-outcome';
import type { SettlementRecord, SettlementStep } from '@services/api/money/settlement';

export type { SettlementRecord, SettlementStep };

/** i18n keys the settlement machine hands to the screen. */
export const SETTLEMENT_REASONS = {
  loadFailed: 'money:settlement.reason.loadFailed',
  stepFailed: 'money:settlement.reason.stepFailed',
  notYet: 'money:settlement.reason.notYet',
  done: 'money:settlement.reason.done',
  finished: 'money:settlement.reason.finished',
  busy: 'money:settlement.reason.busy',
  notReceived: 'money:settlement.reason.notReceived',
  verifyFailed: 'money:settlement.reason.verifyFailed',
  saveFailed: 'money:settlement.reason.saveFailed',
} as const;

export interface SettlementInput {
  id: string;
}

export interface SettlementContext extends SettlementInput, FailureNote {
  record: SettlementRecord | null;
  /** The step asked for (being confirmed, sent or verified). */
  pending: SettlementStep | null;
  /** The Idempotency-Key of the pending step (kept when the same step is sent again after a lost answer). */
  operationKey: string | null;
  /** Stage before the step was sent: a re-read that shows more means the step was taken. */
  stageBefore: number | null;
}

export type SettlementEvent =
  | { type: 'settlement.step'; step: SettlementStep; operationKey: string }
  | { type: 'settlement.confirm' }
  | { type: 'settlement.cancel' }
  | { type: 'settlement.refresh' }
  | { type: 'settlement.retry' }
  | { type: 'settlement.verify' }
  | { type: 'settlement.saveInfo'; remark: string };

export interface StepInput {
  id: string;
  step: SettlementStep;
  operationKey: string;
}
