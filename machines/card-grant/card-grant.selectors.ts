import type { ActorRefFrom, SnapshotFrom } from 'xstate';
import type { commandMachine } from '@machines/command/command.machine';
import type { cardGrantMachine } from './card-grant.machine';
import { GRANT_ACTION_FROM, GRANT_DECISIONS, GRANT_REASONS, type GrantAction, type GrantStatusName } from './card-grant.types';

type Snap = SnapshotFrom<typeof cardGrantMachine>;

const WHY_NOT: Readonly<Record<GrantAction, string>> = {
  ensure: GRANT_REASONS.onlyDraft,
  send: GRANT_REASONS.onlyPending,
  disuse: GRANT_REASONS.pendingOrIssued,
  over: GRANT_REASONS.onlyIssued,
  repeat: GRANT_REASONS.onlyIssued,
  delete: GRANT_REASONS.onlyDraft,
};

/** 'allowed', or the i18n key of why an action cannot start now. */
export function grantActionAllowance(s: Snap, action: GrantAction | 'edit'): 'allowed' | string {
  if (s.hasTag('busy')) return s.matches('loading') && !s.context.record ? GRANT_REASONS.notLoaded : GRANT_REASONS.busy;
  if (!s.context.record) return GRANT_REASONS.notLoaded;
  if (action === 'edit')
    return s.can({ type: 'grant.edit' }) ? 'allowed' : s.matches('ready') ? GRANT_REASONS.onlyDraft : GRANT_REASONS.busy;
  if (s.can({ type: `grant.${action}` })) return 'allowed';
  const c = s.context;
  if (!GRANT_ACTION_FROM[action].includes(c.status)) return WHY_NOT[action];
  if (!s.matches('ready')) return GRANT_REASONS.busy;
  if (GRANT_DECISIONS.includes(action)) return !c.mayApprove ? GRANT_REASONS.noPermission : GRANT_REASONS.maker;
  return WHY_NOT[action];
}

/** Whether the screen offers an action at all: a decision only to a role with the approve permission. */
export const selectOffersAction = (s: Snap, action: GrantAction): boolean => !GRANT_DECISIONS.includes(action) || s.context.mayApprove;

/** Which body the screen shows. */
export function selectGrantView(s: Snap): 'loading' | 'failed' | 'record' | 'deleted' {
  if (s.matches('deleted')) return 'deleted';
  if (s.matches('failed')) return 'failed';
  return s.context.record ? 'record' : 'loading';
}

export const selectGrantStatus = (s: Snap): GrantStatusName => s.context.status;
export const selectConfirming = (s: Snap) => s.hasTag('confirm');
export const selectSubmitting = (s: Snap) => s.matches('submitting');
export const selectEditing = (s: Snap) => s.hasTag('editing');
export const selectSaving = (s: Snap) => s.matches('saving');
/** The grant is shown and nothing is under way (a refresh may start). */
export const selectGrantReady = (s: Snap): boolean => s.matches('ready');

/** The command of the action or edit being sent, while there is one (its refusal and its check are shown by its dialog). */
export const selectGrantCommand = (s: Snap) =>
  s.matches('submitting') || s.matches('saving') ? (s.children.command as ActorRefFrom<typeof commandMachine> | undefined) : undefined;
