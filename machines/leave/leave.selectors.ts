import type { ActorRefFrom, SnapshotFrom } from 'xstate';
import type { commandMachine } from '@machines/command/command.machine';
import { stepOf } from '@machines/common/step-of';
import { leaveFormProblem, type leaveMachine } from './leave.machine';
import { LEAVE_REASONS } from './leave.types';

type Snap = SnapshotFrom<typeof leaveMachine>;

/** 'allowed', or the i18n key of why a step cannot start now. */
export function leaveAllowance(s: Snap, what: 'submit' | 'claim' | 'pass' | 'reject'): 'allowed' | string {
  const c = s.context;
  if (what === 'submit')
    return s.can({ type: 'leave.submit' })
      ? 'allowed'
      : s.matches('editing')
        ? (leaveFormProblem(c.values) ?? LEAVE_REASONS.busy)
        : LEAVE_REASONS.busy;
  if (s.can({ type: `leave.${what}` })) return 'allowed';
  if (s.hasTag('busy') || s.hasTag('confirm')) return LEAVE_REASONS.busy;
  if (s.matches('closed')) return LEAVE_REASONS.closed;
  if (what === 'claim') return s.matches('claimed') ? LEAVE_REASONS.alreadyClaimed : LEAVE_REASONS.closed;
  if (s.matches('unclaimed')) return LEAVE_REASONS.notClaimed;
  if (what === 'reject') return LEAVE_REASONS.commentRequired;
  return LEAVE_REASONS.busy;
}

/** The step of a leave screen: started (a new process), claimed (the comment is editable), submitting, failed. */
export type LeavePhase = 'started' | 'claimed' | 'submitting' | 'failed' | 'other';

export function selectLeavePhase(s: Snap): LeavePhase {
  return stepOf(s, ['started', 'claimed', 'submitting', 'failed']);
}

/** The command of the step being sent, while there is one (its refusal and its check are shown by its dialog). */
export const selectStepCommand = (s: Snap) =>
  s.matches('submitting') ? (s.children.command as ActorRefFrom<typeof commandMachine> | undefined) : undefined;
