/** Types of the company grant card machine (FLOWS.md "Company grant card"). */

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
}

export const COMPANY_REASONS = {
  busy: 'approvals:reason.busy',
  notLoaded: 'approvals:reason.notLoaded',
  onlyDraft: 'approvals:reason.company.onlyDraft',
  noRemain: 'approvals:reason.company.noRemain',
  onlyGranted: 'approvals:reason.company.onlyGranted',
  userInvalid: 'approvals:reason.company.userInvalid',
  loadFailed: 'approvals:error.loadFailed',
} as const;

export interface CompanyGrantContext {
  id: string;
  record: CompanyRow | null;
  status: CompanyGrantStatusName;
  remain: number;
  users: CompanyRow[];
  pending: CompanyGrantAction | null;
  /** The card user an invalidation is for. */
  userId: string;
  done: CompanyGrantAction | null;
  error: { key?: string; text?: string } | null;
}

export type CompanyGrantEvent =
  | { type: 'company.grantCard' }
  | { type: 'company.terminate' }
  | { type: 'company.invalid'; userId: string }
  | { type: 'company.confirm' }
  | { type: 'company.cancel' }
  | { type: 'company.refresh' }
  | { type: 'company.retry' };

export interface RunCompanyActionInput {
  action: CompanyGrantAction;
  record: CompanyRow;
  userId: string;
}
