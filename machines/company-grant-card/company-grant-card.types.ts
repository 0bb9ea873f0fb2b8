/** Types of the company grant card machine (docs/flows.md "Company grant card"). */
import type { ReasonError } from '@machines/common/call-outcome';
import type { Operation, OperationEvent } from '@machines/common/composed-command';

export type CompanyRow = Record<string, unknown>;

export type CompanyGrantStatusName = 'draft' | 'granted' | 'terminated' | 'unknown';

export type CompanyGrantAction = 'grantCard' | 'terminate' | 'invalid';

export interface LoadedCompanyGrant {
  record: CompanyRow;
  status: CompanyGrantStatusName;
  /** getRemainCardQuantity: cards that can still be granted. */
  remain: number;
  /** Card users of the grant, each with `valid`. */
  users: CompanyRow[];
  /** Who drafted or edited the grant card: none of them grants its cards. */
  makers: readonly string[];
}

export interface CompanyGrantInput {
  id: string;
  /** The signed-in user (the checker of a grant card someone else drafted). */
  currentUserId: string;
  /** Whether the user's role holds the grant permission in their button map. */
  mayGrant: boolean;
}

export const COMPANY_REASONS = {
  busy: 'approvals:reason.busy',
  notLoaded: 'approvals:reason.notLoaded',
  onlyDraft: 'approvals:reason.company.onlyDraft',
  noRemain: 'approvals:reason.company.noRemain',
  onlyGranted: 'approvals:reason.company.onlyGranted',
  userInvalid: 'approvals:reason.company.userInvalid',
  noPermission: 'approvals:reason.noPermission',
  maker: 'approvals:reason.company.maker',
  loadFailed: 'approvals:error.loadFailed',
} as const;

export interface CompanyGrantContext extends CompanyGrantInput {
  record: CompanyRow | null;
  status: CompanyGrantStatusName;
  remain: number;
  users: CompanyRow[];
  makers: readonly string[];
  pending: CompanyGrantAction | null;
  /** The card user an invalidation is for. */
  userId: string;
  done: CompanyGrantAction | null;
  /** The action's operation: its key and time, made by the confirming click (docs/flows.md "Commands"). */
  operation: Operation | null;
  /** A failed read of the grant card (a refused action is the command's to show). */
  error: ReasonError | null;
}

export type CompanyGrantEvent =
  | { type: 'company.grantCard' }
  | { type: 'company.terminate' }
  | { type: 'company.invalid'; userId: string }
  /** The confirming click: it makes the operation (its Idempotency-Key and time). */
  | OperationEvent<'company.confirm'>
  | { type: 'company.cancel' }
  | { type: 'company.refresh' }
  | { type: 'company.retry' };

/** An action as its command sends it (the command's payload). */
export interface RunCompanyActionInput {
  action: CompanyGrantAction;
  record: CompanyRow;
  userId: string;
}
