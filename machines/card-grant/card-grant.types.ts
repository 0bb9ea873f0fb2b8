/** Types of the card grant machine (docs/flows.md "Card grant"). */
import type { ReasonError } from '@machines/common/call-outcome';

export type GrantRow = Record<string, unknown>;

/** The grant's state by name; the binding maps the backend's codes (services/api/approvals/status.ts). */
export type GrantStatusName = 'draft' | 'pending' | 'issued' | 'discontinued' | 'over' | 'unknown';

/** The actions of a grant: ensure (send for approval), send (approve and issue the cards), disuse, over, repeat (resend messages), delete. */
export type GrantAction = 'ensure' | 'send' | 'disuse' | 'over' | 'repeat' | 'delete';

export const GRANT_ACTIONS: readonly GrantAction[] = ['ensure', 'send', 'disuse', 'over', 'repeat', 'delete'];

/** Which states each action starts from (docs/flows.md). */
export const GRANT_ACTION_FROM: Readonly<Record<GrantAction, readonly GrantStatusName[]>> = {
  ensure: ['draft'],
  send: ['pending'],
  disuse: ['pending', 'issued'],
  over: ['issued'],
  repeat: ['issued'],
  delete: ['draft'],
};

/** i18n keys the machine hands to the screen. */
export const GRANT_REASONS = {
  busy: 'approvals:reason.busy',
  notLoaded: 'approvals:reason.notLoaded',
  onlyDraft: 'approvals:reason.grant.onlyDraft',
  onlyPending: 'approvals:reason.grant.onlyPending',
  pendingOrIssued: 'approvals:reason.grant.pendingOrIssued',
  onlyIssued: 'approvals:reason.grant.onlyIssued',
  noPermission: 'approvals:reason.noPermission',
  maker: 'approvals:reason.grant.maker',
  loadFailed: 'approvals:error.loadFailed',
} as const;

/** What went wrong last: an i18n key, or the server's own text. */
export type FlowError = ReasonError;

export interface LoadedGrant {
  record: GrantRow;
  status: GrantStatusName;
  /** Who created, edited or sent the grant for approval: none of them approves it. */
  makers: readonly string[];
}

export interface CardGrantContext extends CardGrantInput {
  record: GrantRow | null;
  status: GrantStatusName;
  makers: readonly string[];
  /** The action waiting for confirmation or running. */
  pending: GrantAction | null;
  /** The action that just succeeded, while the grant is read again. */
  done: GrantAction | 'save' | null;
  error: FlowError | null;
}

export interface CardGrantInput {
  id: string;
  /** The signed-in user (the checker of a grant someone else made). */
  userId: string;
  /** Whether the user's role holds the approve permission (审批发卡) in their button map. */
  mayApprove: boolean;
}

/** Actions that decide on a grant someone else made (maker is not checker). */
export const GRANT_DECISIONS: readonly GrantAction[] = ['send'];

export type CardGrantEvent =
  | { type: 'grant.ensure' }
  | { type: 'grant.send' }
  | { type: 'grant.disuse' }
  | { type: 'grant.over' }
  | { type: 'grant.repeat' }
  | { type: 'grant.delete' }
  | { type: 'grant.confirm' }
  | { type: 'grant.cancel' }
  | { type: 'grant.edit' }
  | { type: 'grant.save'; values: GrantRow }
  | { type: 'grant.refresh' }
  | { type: 'grant.retry' };

export interface RunGrantActionInput {
  action: GrantAction;
  record: GrantRow;
}

export interface SaveGrantInput {
  record: GrantRow;
  values: GrantRow;
}
