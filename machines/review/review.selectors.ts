import type { ActorRefFrom, SnapshotFrom } from 'xstate';
import type { commandMachine } from '@machines/command/command.machine';
import type { reviewMachine } from './review.machine';
import { filedBySelf, REVIEW_REASONS, type ReviewDecision } from './review.types';

type Snap = SnapshotFrom<typeof reviewMachine>;

/** 'allowed', or the i18n key of why a decision or a queue move cannot happen now. */
export function reviewAllowance(s: Snap, what: ReviewDecision | 'next' | 'prev' | 'confirm'): 'allowed' | string {
  const c = s.context;
  if (what === 'next')
    return s.can({ type: 'review.next' }) ? 'allowed' : c.index + 1 >= c.queue.length ? REVIEW_REASONS.noNext : REVIEW_REASONS.busy;
  if (what === 'prev') return s.can({ type: 'review.prev' }) ? 'allowed' : c.index <= 0 ? REVIEW_REASONS.noPrev : REVIEW_REASONS.busy;
  if (what === 'confirm')
    return s.can({ type: 'review.confirm', key: '', at: 0 })
      ? 'allowed'
      : s.matches('submitting')
        ? REVIEW_REASONS.busy
        : REVIEW_REASONS.commentRequired;
  if (!c.record) return REVIEW_REASONS.notLoaded;
  if (s.can({ type: `review.${what}` })) return 'allowed';
  if (!s.matches('ready')) return REVIEW_REASONS.busy;
  if (c.status !== 'pending') return REVIEW_REASONS.notPending;
  if (what === 'cancel') return !c.cancellable ? REVIEW_REASONS.noCancel : REVIEW_REASONS.notApplicant;
  if (!c.mayDecide) return REVIEW_REASONS.noPermission;
  return REVIEW_REASONS.self;
}

/** The shown record was filed by the signed-in user. */
const ownRecord = (s: Snap): boolean => filedBySelf(s.context);

/**
 * Whether the screen offers the comment box, approve and reject at all: only to a role with the family's review
 * permission, and never on the user's own application (its applicant sees the application's status page).
 */
export const selectMayDecide = (s: Snap): boolean => s.context.mayDecide && !ownRecord(s);

/** The note a pending application shows its own applicant (they cannot decide it), or null. */
export function selectOwnApplicationNote(s: Snap): string | null {
  const c = s.context;
  return c.record && c.status === 'pending' && ownRecord(s) ? REVIEW_REASONS.self : null;
}

export function selectReviewView(s: Snap): 'loading' | 'failed' | 'record' {
  if (s.matches('failed')) return 'failed';
  return s.context.record ? 'record' : 'loading';
}

/** A decision is on its way to the server. */
export const selectReviewSubmitting = (s: Snap): boolean => s.matches('submitting');

/** The command of the decision being sent, while there is one (its refusal and its check are shown by its dialog). */
export const selectDecisionCommand = (s: Snap) =>
  s.matches('submitting') ? (s.children.command as ActorRefFrom<typeof commandMachine> | undefined) : undefined;
