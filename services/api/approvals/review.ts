/**
 * The application families one review machine serves (docs/flows.md "Recharge audit" and the other audit actions):
 * where a record is read, how a decision is sent, which field holds the status. Paths from the registry.
 * React-free.
 */
import { detail, listOperation, page } from '@services/api/resource-client';
import * as v from 'valibot';
import { fen, madeSince } from '@services/api/fields';
import { call, family, FlowRecordSchema, pathOf, rowsOf, write, type Row } from './common';
import { reviewPermission, type ButtonPermission } from './duties';
import { REVIEW_STATUS, statusCode } from './status';

export interface ReviewFamily {
  key: string;
  /** Registry definition whose list this family reads. */
  defKey: string;
  /** i18n key (approvals namespace) of its title. */
  titleKey: string;
  statusField: string;
  /** Console path of its list (its review page is `${route}/detail`). */
  route: string;
  /** Whether the applicant can cancel a pending application. */
  cancellable: boolean;
  /** Whether approving credits a balance (the review page shows it). */
  credits: boolean;
  /**
   * Row actions of the family the review page offers on the record besides the decision (the fleet fund's 微信核验,
   * a check of the payment before it is approved), run through the generic action dialog.
   */
  checks?: readonly string[];
  /** The button permission (the role's map) that lets a user approve or reject in this family. */
  permission: ButtonPermission;
  decide: (decision: 'approve' | 'reject', record: Row, comment: string) => { method: 'GET' | 'POST'; url: string; params: Row };
  /** The call that files a new application (a money write), and whether it names a fleet. */
  apply?: { url: () => string; fleet: boolean };
  cancel?: (record: Row) => { method: 'GET' | 'POST'; url: string; params: Row };
}

const code = (d: 'approve' | 'reject') => (d === 'approve' ? 1 : 2);

/** A family decided through its own audit call `(id, <statusField>, auditRemark)`. */
function audited(
  key: string,
  o: {
    statusField: string;
    action: string;
    route: string;
    titleKey: string;
    permission: ButtonPermission;
    credits?: boolean;
    defKey?: string;
  },
): ReviewFamily {
  const defKey = o.defKey ?? key;
  return {
    key,
    defKey,
    titleKey: o.titleKey,
    statusField: o.statusField,
    route: o.route,
    cancellable: false,
    credits: o.credits ?? false,
    permission: o.permission,
    decide: (d, r, comment) => ({
      method: 'POST',
      url: pathOf(defKey, o.action),
      params: { id: r.id, [o.statusField]: code(d), auditRemark: comment },
    }),
  };
}

/**
 * Every family, with the permission its decisions need. Company recharges are decided by the platform's approval
 * call, so they need the platform approval's permission.
 */
export const REVIEW_FAMILIES: Readonly<Record<string, ReviewFamily>> = {
  'platform-approval': audited('platform-approval', {
    statusField: 'rechargeStatus',
    action: 'rechargeUpdate',
    route: '/rechargeCenter/rechargeaudit',
    titleKey: 'review.families.platformApproval',
    permission: reviewPermission('rechargeAudit'),
    credits: true,
  }),
  'company-recharge': {
    ...audited('company-recharge', {
      statusField: 'rechargeStatus',
      action: 'rechargeUpdate',
      defKey: 'company-recharge',
      route: '/company/recharge',
      titleKey: 'review.families.companyRecharge',
      permission: reviewPermission('rechargeAudit'),
      credits: true,
    }),
    decide: (d, r, comment) => ({
      method: 'POST',
      url: pathOf('platform-approval', 'rechargeUpdate'),
      params: { id: r.id, rechargeStatus: code(d), auditRemark: comment },
    }),
    cancellable: true,
    apply: { url: () => pathOf('company-recharge', 'submit'), fleet: false },
    cancel: (r) => ({ method: 'GET', url: pathOf('company-recharge', 'cancelRecharge'), params: { id: r.id } }),
  },
  'fleet-fund': {
    ...audited('fleet-fund', {
      statusField: 'auditStatus',
      action: 'audit',
      route: '/fleet/fund',
      titleKey: 'review.families.fleetFund',
      permission: reviewPermission('fleetFund'),
      credits: true,
    }),
    checks: ['wechatVerify'],
  },
  'escrow-recharge': audited('escrow-recharge', {
    statusField: 'rechargeStatus',
    action: 'audit',
    route: '/rechargeCenter/escrowRecharge',
    titleKey: 'review.families.escrowRecharge',
    permission: reviewPermission('escrowRecharge'),
    credits: true,
  }),
  'fleet-account-recharge': audited('fleet-account-recharge', {
    statusField: 'auditStatus',
    action: 'audit',
    route: '/fleet/accountRecharge',
    titleKey: 'review.families.fleetAccountRecharge',
    permission: reviewPermission('fleetAccountRecharge'),
    credits: true,
  }),
  'fleet-member-card': audited('fleet-member-card', {
    statusField: 'auditStatus',
    action: 'audit',
    route: '/fleet/memberCardAudit',
    titleKey: 'review.families.fleetMemberCard',
    permission: reviewPermission('memberCardAudit'),
  }),
  'shop-apply-record': audited('shop-apply-record', {
    statusField: 'auditStatus',
    action: 'audit',
    route: '/shop/applyAudit',
    titleKey: 'review.families.shopApply',
    permission: reviewPermission('shopApplyAudit'),
  }),
  'admin-agent': audited('admin-agent', {
    statusField: 'auditStatus',
    action: 'audit',
    route: '/agent/audit',
    titleKey: 'review.families.agent',
    permission: reviewPermission('agentAudit'),
  }),
  'second-agent': audited('second-agent', {
    statusField: 'auditStatus',
    action: 'audit',
    defKey: 'second-agent',
    route: '/agent/secondAudit',
    titleKey: 'review.families.secondAgent',
    permission: reviewPermission('secondAgentAudit'),
  }),
  'business-approval': audited('business-approval', {
    statusField: 'auditStatus',
    action: 'approve',
    route: '/company/businessApproval',
    titleKey: 'review.families.businessApproval',
    permission: reviewPermission('businessApproval'),
  }),
  // interfaces are decided with their `submit` (the record, its auditStatus and the remark), spec 001 §4
  interface: audited('interface', {
    statusField: 'auditStatus',
    action: 'submit',
    route: '/coupons/interfaceAudit',
    titleKey: 'review.families.interface',
    permission: reviewPermission('interfaceAudit'),
  }),
  // shop assistants are approved with `updateApplets` (their access to the mini program), spec 001 §7
  'shop-assistant': audited('shop-assistant', {
    statusField: 'auditStatus',
    action: 'updateApplets',
    route: '/staff/shopAssistantAudit',
    titleKey: 'review.families.shopAssistant',
    permission: reviewPermission('shopAssistantAudit'),
  }),
  // a merchant account recharge is filed with `submit` (no id) and decided with `submit` of the record (spec 002 §7)
  'merchant-account-recharge': audited('merchant-account-recharge', {
    statusField: 'rechargeStatus',
    action: 'submit',
    route: '/accounts/merchantRechargeAudit',
    titleKey: 'review.families.merchantAccountRecharge',
    permission: reviewPermission('merchantRechargeAudit'),
    credits: true,
  }),
};
const withApply = (key: string, name: string) => {
  (REVIEW_FAMILIES as Record<string, ReviewFamily>)[key] = {
    ...REVIEW_FAMILIES[key]!,
    apply: { url: () => pathOf(key, name), fleet: true },
  };
};
withApply('fleet-fund', 'recharge');
withApply('escrow-recharge', 'saveCompanyRecharge');
withApply('fleet-account-recharge', 'save');

/** Files a new application (a money write with the operation's Idempotency-Key). */
export function applyFor(key: string, body: Row, operationKey: string) {
  const a = reviewFamily(key).apply;
  if (!a) throw new Error(`${key} takes no applications here`);
  return write('POST', a.url(), { data: body, key: operationKey }, FlowRecordSchema);
}

/**
 * The application a lost answer may have filed, as the family's list shows it: the same amount (and fleet) created
 * since the operation started; null when there is none.
 */
export async function findNewApplication(key: string, body: Row, startedAt: number, signal?: AbortSignal): Promise<Row | null> {
  const found = await page(family(reviewFamily(key).defKey), { current: 1, size: 20, filters: {} }, signal);
  const same = (r: Row) =>
    Number(r.amount) === Number(body.amount) &&
    (body.fleetId === undefined || String(r.fleetId) === String(body.fleetId)) &&
    madeSince(r.createTime, startedAt);
  return found.records.find(same) ?? null;
}

// second-level agents are decided with the admin agents' audit call (spec 001 §4)
(REVIEW_FAMILIES as Record<string, ReviewFamily>)['second-agent'] = {
  ...REVIEW_FAMILIES['second-agent']!,
  decide: (d, r, comment) => ({
    method: 'POST',
    url: pathOf('admin-agent', 'audit'),
    params: { id: r.id, auditStatus: code(d), auditRemark: comment },
  }),
};

export function reviewFamily(key: string): ReviewFamily {
  const f = REVIEW_FAMILIES[key];
  if (!f) throw new Error(`unknown review family ${key}`);
  return f;
}

/** The family's list call with a query (a POST list takes the query as its body). */
async function listRows(key: string, query: Row, signal?: AbortSignal) {
  const def = family(reviewFamily(key).defKey);
  const op = listOperation(def);
  if (!op) throw new Error(`${key} has no list`);
  const rows = rowsOf(FlowRecordSchema);
  return op.method === 'POST'
    ? call('POST', op.path, { data: query, signal }, rows)
    : call('GET', op.path, { params: query, signal }, rows);
}

/**
 * One record of a family by id: the family's own GET-by-id where it has one (spec 000 §7 "Detail: GET with id"),
 * else its list narrowed to the id.
 */
export async function loadReviewRecord(key: string, id: string, signal?: AbortSignal) {
  const def = family(reviewFamily(key).defKey);
  if (def.operations.detail) {
    const row = v.parse(FlowRecordSchema, await detail(def, id, signal));
    if (row.id !== id) throw new Error('数据不存在');
    return row;
  }
  const row = (await listRows(key, { id, current: 1, size: 1 }, signal)).find((r) => r.id === id);
  if (!row) throw new Error('数据不存在');
  return row;
}

/** The ids of a family's records matching the filters, in list order (the review queue). */
export async function loadReviewQueue(key: string, filters: Row, signal?: AbortSignal): Promise<string[]> {
  return (await listRows(key, { ...filters, current: 1, size: 200 }, signal)).map((r) => r.id);
}

/** The request a decision sends (shown in the confirmation). */
export function reviewRequest(key: string, d: 'approve' | 'reject' | 'cancel', record: Row, comment: string) {
  const f = reviewFamily(key);
  const r = d === 'cancel' ? f.cancel?.(record) : f.decide(d, record, comment);
  if (!r) throw new Error(`${key} cannot cancel`);
  return { method: r.method, url: r.url, payload: r.params };
}

/** Sends a decision once with the operation's key (a retry of the same operation sends the same key). */
export function sendDecision(key: string, d: 'approve' | 'reject' | 'cancel', record: Row, comment: string, operationKey: string) {
  const r = reviewRequest(key, d, record, comment);
  return write(r.method as 'GET' | 'POST', r.url, { params: r.payload, key: operationKey });
}

/** The status each decision leaves an application in (docs/flows.md "Recharge applications and other reviews"). */
const DECIDED: Readonly<Record<'approve' | 'reject' | 'cancel', number>> = {
  approve: REVIEW_STATUS.approved,
  reject: REVIEW_STATUS.rejected,
  cancel: REVIEW_STATUS.cancelled,
};

/**
 * A decision's effect after a lost answer: the application read again holds the status the decision gives it (a
 * pending application moves only once: holding that status, the decision needs sending no more). The application as
 * it now is, or null when it has not moved so (still pending, or decided otherwise).
 */
export async function findDecision(
  key: string,
  d: 'approve' | 'reject' | 'cancel',
  record: Row,
  signal?: AbortSignal,
): Promise<Row | null> {
  const now = await loadReviewRecord(key, String(record.id ?? ''), signal);
  return statusCode(now[reviewFamily(key).statusField]) === DECIDED[d] ? now : null;
}

/** Escrow recharge: the amount that will actually arrive for a fleet and an amount (fen). */
export const escrowActualAmount = (fleetId: string, amount: number, signal?: AbortSignal) =>
  call(
    'GET',
    pathOf('escrow-recharge', 'getActualAmount').replace('{fleetId}', encodeURIComponent(fleetId)).replace('{amount}', String(amount)),
    { signal },
    fen,
  );
