/**
 * The rules of agents (spec 001 §7 "Agents"), shared by the console's checks and the simulated backend's: the audit
 * codes (the review flow's, docs/flows.md), the levels, the commission ratio kept in basis points (spec 002 §5) and
 * typed as a percentage, and the messages of refused writes. The spec prints no message for these: they are the
 * console's words. React-free and dependency-free.
 */
import { REVIEW_STATUS } from '../approvals/status';

/** An agent's audit status: a new agent is 待审核 until the agent review decides it. */
export const AGENT_AUDIT = {
  pending: REVIEW_STATUS.pending,
  approved: REVIEW_STATUS.approved,
  rejected: REVIEW_STATUS.rejected,
} as const;

/** Whether an agent row offers 重新提交: only a rejected agent is sent to the review again (else AGENT_MSG.notRejected). */
export const resubmitOffered = (row: { auditStatus?: unknown }): boolean => Number(row.auditStatus) === AGENT_AUDIT.rejected;

/**
 * Whether an agent's sites and its fleets' sites may be changed (代理油站, 车队油站): only an approved agent's (else
 * AGENT_MSG.notApproved); else the i18n key of the reason shown on the disabled buttons.
 */
export function sitesAllowance(row: { auditStatus?: unknown }): 'allowed' | 'agents:row.sitesNeedApproval' {
  return Number(row.auditStatus) === AGENT_AUDIT.approved ? 'allowed' : 'agents:row.sitesNeedApproval';
}

/** First-level agents are chosen from firstAgent; a second-level agent works under one of them. */
export const AGENT_LEVEL = { first: 1, second: 2 } as const;

/** The commission ratio's unit: basis points (10000 = 100 %). */
export const RATIO_MAX_BP = 10000;

/** Messages of refused agent writes (the simulator answers them; the console shows them). */
export const AGENT_MSG = {
  phone: '手机号码格式不正确',
  phoneTaken: '该手机号已被其他代理商使用',
  ratio: '返佣比例须在0到100%之间，最多两位小数',
  level: '请选择代理级别',
  parent: '二级代理商须选择已审核通过的一级代理商',
  hasChildren: '该代理商下有二级代理商，不能删除',
  notApproved: '代理商未审核通过，不能分配油站',
  notOwnSite: '所选油站不属于该代理商',
  notRejected: '只有审核驳回的代理商可以重新提交',
  noSites: '请选择油站',
} as const;

const MOBILE = /^1\d{10}$/;
const PERCENT = /^\d{1,3}(\.\d{1,2})?$/;

/** Whether a phone is a mainland mobile number (11 digits starting with 1). */
export const isMobile = (phone: string): boolean => MOBILE.test(phone.trim());

/** The basis points of a typed percentage ('5.25' → 525), or null when it is not 0-100 with at most two decimals. */
export function percentToBasisPoints(typed: string): number | null {
  const text = typed.trim();
  if (!PERCENT.test(text)) return null;
  const [whole = '0', frac = ''] = text.split('.');
  const bp = Number(whole) * 100 + Number(frac.padEnd(2, '0'));
  return bp <= RATIO_MAX_BP ? bp : null;
}

/** The percentage text of basis points (525 → '5.25', 1000 → '10'); '' for a missing value. */
export function basisPointsToPercent(bp: unknown): string {
  if (bp === null || bp === undefined || String(bp).trim() === '' || !Number.isInteger(Number(bp))) return '';
  const n = Number(bp);
  const whole = Math.trunc(n / 100);
  const frac = String(Math.abs(n % 100))
    .padStart(2, '0')
    .replace(/0+$/, '');
  return frac ? `${whole}.${frac}` : String(whole);
}

/** Whether a stored ratio is whole basis points within 0-10000. */
export const validBasisPoints = (bp: unknown): boolean =>
  String(bp ?? '').trim() !== '' && Number.isInteger(Number(bp)) && Number(bp) >= 0 && Number(bp) <= RATIO_MAX_BP;

/** The ids of a comma-joined list, trimmed, without blanks and repeats. */
export const idList = (joined: unknown): string[] => [
  ...new Set(
    String(joined ?? '')
      .split(',')
      .map((s) => s.trim())
      .filter(Boolean),
  ),
];
