/** Types of the review machine (docs/flows.md "Recharge audit"): one machine for every application family. */
import type { ReasonError } from '@machines/common/call-outcome';
import type { Operation, OperationEvent } from '@machines/common/composed-command';

export type ReviewRow = Record<string, unknown>;

export type ReviewStatusName = 'pending' | 'approved' | 'rejected' | 'cancelled' | 'unknown';

export type ReviewDecision = 'approve' | 'reject' | 'cancel';

export interface LoadedReview {
  record: ReviewRow;
  status: ReviewStatusName;
  /** The user id of the applicant (the maker). */
  applicantId: string;
}

export const REVIEW_REASONS = {
  busy: 'approvals:reason.busy',
  notLoaded: 'approvals:reason.notLoaded',
  notPending: 'approvals:reason.review.notPending',
  self: 'approvals:reason.review.self',
  noPermission: 'approvals:reason.noPermission',
  notApplicant: 'approvals:reason.review.notApplicant',
  noCancel: 'approvals:reason.review.noCancel',
  commentRequired: 'approvals:reason.review.commentRequired',
  noNext: 'approvals:reason.review.noNext',
  noPrev: 'approvals:reason.review.noPrev',
  loadFailed: 'approvals:error.loadFailed',
} as const;

export interface ReviewInput {
  /** The family key (services/api/approvals/review.ts). */
  family: string;
  /** Ids of the queue, in order (the list with its filters); the record shown is queue[index]. */
  queue: readonly string[];
  index: number;
  /** The signed-in user (the checker). */
  userId: string;
  /** Whether the user's role holds the family's review permission (their button map). */
  mayDecide: boolean;
  /** Whether the family lets the applicant cancel a pending application. */
  cancellable: boolean;
}

export interface ReviewContext extends ReviewInput {
  record: ReviewRow | null;
  status: ReviewStatusName;
  applicantId: string;
  pending: ReviewDecision | null;
  comment: string;
  done: ReviewDecision | null;
  /** The decision's operation: its key and time, made by the confirming click (docs/flows.md "Commands"). */
  operation: Operation | null;
  /** A failed read of the record (a refused decision is the command's to show). */
  error: ReasonError | null;
}

export type ReviewEvent =
  | { type: 'review.approve' }
  | { type: 'review.reject' }
  | { type: 'review.cancel' }
  | { type: 'review.comment'; text: string }
  /** The confirming click: it makes the operation (its Idempotency-Key and time). */
  | OperationEvent<'review.confirm'>
  | { type: 'review.dismiss' }
  | { type: 'review.next' }
  | { type: 'review.prev' }
  | { type: 'review.refresh' }
  | { type: 'review.retry' };

/** A decision as its command sends it (the command's payload). */
export interface DecideInput {
  family: string;
  decision: ReviewDecision;
  record: ReviewRow;
  comment: string;
}

/** The record shown was filed by the signed-in user: no one decides on their own application. */
export const filedBySelf = (c: Pick<ReviewContext, 'applicantId' | 'userId'>): boolean =>
  c.applicantId !== '' && c.applicantId === c.userId;
