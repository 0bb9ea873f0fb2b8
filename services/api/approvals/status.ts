/**
 * Status codes of the approval flows (docs/flows.md), each with its zh/en label and the Blueprint intent of its tag.
 * A deployment whose backend uses other codes changes this one file. React-free: the intent is Blueprint's
 * intent value as a plain string.
 */

import type { StatusIntent, StatusLabel, StatusTable } from '../status-info';

export type { StatusIntent, StatusTable };
/** A status's label (the code is the table's key). */
export type StatusInfo = StatusLabel;

/** Card grant (spec 001 §4): 0 草稿 → 1 待审批 → 2 已发放 → 4 已结束; 3 已停用 from 1 or 2. */
export const GRANT_STATUS = { draft: 0, pending: 1, issued: 2, discontinued: 3, over: 4 } as const;
export type GrantStatus = (typeof GRANT_STATUS)[keyof typeof GRANT_STATUS];
export const GRANT_STATUS_INFO: StatusTable<GrantStatus> = {
  0: { zh: '草稿', en: 'Draft', intent: 'none' },
  1: { zh: '待审批', en: 'Pending approval', intent: 'warning' },
  2: { zh: '已发放', en: 'Issued', intent: 'success' },
  3: { zh: '已停用', en: 'Discontinued', intent: 'danger' },
  4: { zh: '已结束', en: 'Over', intent: 'primary' },
};

/** Company grant card: 0 草稿 → 1 已发卡 → 2 已终止. */
export const COMPANY_GRANT_STATUS = { draft: 0, granted: 1, terminated: 2 } as const;
export type CompanyGrantStatus = (typeof COMPANY_GRANT_STATUS)[keyof typeof COMPANY_GRANT_STATUS];
export const COMPANY_GRANT_STATUS_INFO: StatusTable<CompanyGrantStatus> = {
  0: { zh: '草稿', en: 'Draft', intent: 'none' },
  1: { zh: '已发卡', en: 'Cards granted', intent: 'success' },
  2: { zh: '已终止', en: 'Terminated', intent: 'danger' },
};

/** A card user of a company grant card: 1 有效 → 0 已作废. */
export const COMPANY_CARD_USER_STATUS = { invalid: 0, valid: 1 } as const;
export type CompanyCardUserStatus = (typeof COMPANY_CARD_USER_STATUS)[keyof typeof COMPANY_CARD_USER_STATUS];
export const COMPANY_CARD_USER_STATUS_INFO: StatusTable<CompanyCardUserStatus> = {
  0: { zh: '已作废', en: 'Invalidated', intent: 'danger' },
  1: { zh: '有效', en: 'Valid', intent: 'success' },
};

/** Every recharge application and audit record: 0 待审核 → 1 已通过 | 2 已驳回 | 3 已取消. */
export const REVIEW_STATUS = { pending: 0, approved: 1, rejected: 2, cancelled: 3 } as const;
export type ReviewStatus = (typeof REVIEW_STATUS)[keyof typeof REVIEW_STATUS];
export const REVIEW_STATUS_INFO: StatusTable<ReviewStatus> = {
  0: { zh: '待审核', en: 'Pending', intent: 'warning' },
  1: { zh: '已通过', en: 'Approved', intent: 'success' },
  2: { zh: '已驳回', en: 'Rejected', intent: 'danger' },
  3: { zh: '已取消', en: 'Cancelled', intent: 'none' },
};

/** The leave process: running (at 部门审批 or 人事审批), then 已完成 or 已驳回. */
export const LEAVE_STATUS = { running: 'running', approved: 'approved', rejected: 'rejected' } as const;
export type LeaveStatus = (typeof LEAVE_STATUS)[keyof typeof LEAVE_STATUS];
export const LEAVE_STATUS_INFO: StatusTable<LeaveStatus> = {
  running: { zh: '审批中', en: 'In approval', intent: 'primary' },
  approved: { zh: '已完成', en: 'Approved', intent: 'success' },
  rejected: { zh: '已驳回', en: 'Rejected', intent: 'danger' },
};

/** The two approval steps of the leave process, in order. */
export const LEAVE_STEPS = [
  { key: 'deptApproval', zh: '部门审批', en: 'Department approval' },
  { key: 'hrApproval', zh: '人事审批', en: 'HR approval' },
] as const;
export type LeaveStepKey = (typeof LEAVE_STEPS)[number]['key'];

/** The label and intent of a code, or a neutral tag showing the raw code. */
export function statusInfo<C extends string | number>(table: StatusTable<C>, code: unknown): StatusInfo {
  const hit = (table as Record<string, StatusInfo>)[String(code)];
  return hit ?? { zh: String(code ?? '-'), en: String(code ?? '-'), intent: 'none' };
}

/** Reads a status code as a number (the backend may send "1" or 1); NaN when absent. */
export function statusCode(v: unknown): number {
  const n = typeof v === 'number' ? v : typeof v === 'string' && v.trim() !== '' ? Number(v) : Number.NaN;
  return Number.isFinite(n) ? n : Number.NaN;
}

/** Reads a code as its name in a table of codes (`{ draft: 0, … }`); 'unknown' for a code the table lacks. */
export function statusNamer<N extends string>(codes: Readonly<Record<N, number>>): (code: unknown) => N | 'unknown' {
  const names = new Map((Object.entries(codes) as Array<[N, number]>).map(([name, code]) => [code, name]));
  return (code) => names.get(statusCode(code)) ?? 'unknown';
}

/** The message of an illegal transition (the simulator and the screens agree on it). */
export const MSG_ILLEGAL_STATE = '当前状态不允许该操作';
/** The applicant (maker) cannot also approve (check) their own record. */
export const MSG_SELF_APPROVAL = '不能审核自己提交的申请';
/** A reject without a comment. */
export const MSG_COMMENT_REQUIRED = '驳回时必须填写审核意见';
/** HTTP 403: the caller's role has no permission for the decision. */
export const MSG_NO_PERMISSION = '没有审核权限';
/** HTTP 403: the record belongs to a tenant the caller may not see. */
export const MSG_OTHER_TENANT = '无权操作其他企业的数据';
/** HTTP 403: whoever drafted, edited or sent a grant for approval cannot also approve it. */
export const MSG_SELF_GRANT = '不能审批自己创建或送审的发放';
