import type { FailureNote } from '@machines/common/call-outcome';
import type { Operation, OperationEvent } from '@machines/common/composed-command';
import type { SettlementRecord, SettlementStep } from '@services/api/money/settlement';

export type { SettlementRecord, SettlementStep };

/** i18n keys the settlement machine hands to the screen. */
export const SETTLEMENT_REASONS = {
  loadFailed: 'money:settlement.reason.loadFailed',
  notYet: 'money:settlement.reason.notYet',
  done: 'money:settlement.reason.done',
  finished: 'money:settlement.reason.finished',
  busy: 'money:settlement.reason.busy',
} as const;

export interface SettlementInput {
  id: string;
}

export interface SettlementContext extends SettlementInput, FailureNote {
  record: SettlementRecord | null;
  /** The step asked for: being confirmed, sent by its command, or taken and the record not yet read again. */
  pending: SettlementStep | null;
  /**
   * The operation the confirming click (of a step) or the save click (of the remark) made: its key and when; a new
   * confirmation makes a new one.
   */
  operation: Operation | null;
}

export type SettlementEvent =
  | { type: 'settlement.step'; step: SettlementStep }
  | OperationEvent<'settlement.confirm'>
  | { type: 'settlement.cancel' }
  | { type: 'settlement.refresh' }
  | { type: 'settlement.retry' }
  /** Saves the remark; the click makes the operation (its key and when). */
  | OperationEvent<'settlement.saveInfo', { remark: string }>;

/** What a step's command sends: the record and the step. */
export interface StepInput {
  id: string;
  step: SettlementStep;
}

/** What the remark's command sends: the record and the remark typed. */
export interface SaveInfoInput {
  id: string;
  remark: string;
}
