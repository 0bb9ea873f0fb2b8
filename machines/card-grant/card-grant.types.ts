/** Types of the card grant machine (docs/flows.md "Card grant"). */
import type { ReasonError } from '@machines/common/call-outcome';
import type { Operation, OperationEvent } from '@machines/common/composed-command';

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
  /** The values of the edit being saved. */
  edits: GrantRow | null;
  /** The write's operation: its key and time, made by the confirming click (docs/flows.md "Commands"). */
  operation: Operation | null;
  /** A failed read of the grant (a refused write is the command's to show). */
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
  /** The confirming click of an action: it makes the operation (its Idempotency-Key and time). */
  | OperationEvent<'grant.confirm'>
  | { type: 'grant.cancel' }
  | { type: 'grant.edit' }
  /** Saving the edit form is its confirming click: it makes the operation. */
  | OperationEvent<'grant.save', { values: GrantRow }>
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

/** A write of the grant as its command sends it (the command's payload): an action, or the edit saved. */
export type GrantWrite = ({ kind: 'action' } & RunGrantActionInput) | ({ kind: 'save' } & SaveGrantInput);
