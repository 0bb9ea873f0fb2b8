/** Types of the leave process machine (docs/flows.md "Leave process"). */
import type { ReasonError } from '@machines/common/call-outcome';
import type { Operation, OperationEvent } from '@machines/common/composed-command';
import type { HistoryEntry } from '@services/api/approvals/common';

export type LeaveRow = Record<string, unknown>;

/** One step of the leave's history timeline. */
export type LeaveHistoryEntry = HistoryEntry;

/** Which screen the machine drives: the start form, the handling of a task, or the read-only detail. */
export type LeaveMode = 'form' | 'handle' | 'detail';

/** Where the task being handled stands for the signed-in user. */
export type LeaveTaskState = 'unclaimed' | 'claimed' | 'closed';

export type LeaveStep = 'start' | 'claim' | 'pass' | 'reject';

export interface LeaveValues {
  startTime: string;
  endTime: string;
  reason: string;
  taskUser: string;
}

export interface LoadedLeave {
  record: LeaveRow;
  history: LeaveHistoryEntry[];
  task: LeaveTaskState;
}

export const LEAVE_REASONS = {
  busy: 'approvals:reason.busy',
  invalid: 'approvals:reason.leave.invalid',
  endBeforeStart: 'approvals:reason.leave.endBeforeStart',
  notClaimed: 'approvals:reason.leave.notClaimed',
  commentRequired: 'approvals:reason.leave.commentRequired',
  closed: 'approvals:reason.leave.closed',
  alreadyClaimed: 'approvals:reason.leave.alreadyClaimed',
  loadFailed: 'approvals:error.loadFailed',
} as const;

export interface LeaveInput {
  mode: LeaveMode;
  processDefinitionId?: string;
  taskId?: string;
  processInstanceId?: string;
  businessId?: string;
  userId: string;
}

/** Which leave, task and user a flow is about: the context keeps them, a step's command sends them. */
export interface LeaveIds {
  processDefinitionId: string;
  taskId: string;
  processInstanceId: string;
  /** The leave the task belongs to, and who handles it: what a check after a lost answer reads. */
  businessId: string;
  userId: string;
}

export interface LeaveContext extends LeaveIds {
  mode: LeaveMode;
  values: LeaveValues;
  record: LeaveRow | null;
  history: LeaveHistoryEntry[];
  task: LeaveTaskState | null;
  comment: string;
  pending: LeaveStep | null;
  done: LeaveStep | null;
  /** The started process (after start). */
  started: LeaveRow | null;
  /** The step's operation: its key and time, made by the confirming click (docs/flows.md "Commands"). */
  operation: Operation | null;
  /** A failed read of the leave (a refused step is the command's to show). */
  error: ReasonError | null;
}

export type LeaveEvent =
  | { type: 'leave.change'; values: Partial<LeaveValues> }
  | { type: 'leave.submit' }
  | { type: 'leave.claim' }
  | { type: 'leave.comment'; text: string }
  | { type: 'leave.pass' }
  | { type: 'leave.reject' }
  /** The confirming click: it makes the operation (its Idempotency-Key and time). */
  | OperationEvent<'leave.confirm'>
  | { type: 'leave.dismiss' }
  | { type: 'leave.refresh' }
  | { type: 'leave.retry' };

export interface LoadLeaveInput {
  mode: LeaveMode;
  taskId: string;
  processInstanceId: string;
  businessId: string;
  userId: string;
}

/** A step as its command sends it (the command's payload). */
export interface RunLeaveStepInput extends LeaveIds {
  step: LeaveStep;
  values: LeaveValues;
  comment: string;
}
