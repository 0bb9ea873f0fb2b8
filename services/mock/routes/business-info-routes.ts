/**
 * The companies' business information (services/api/enterprise.ts; spec 001 §7, spec 000 §2 enterprise info pages):
 * the tenant's base info, its business info of one identity (supplier 1, service provider 2, purchaser 3), and the
 * application that saves it for review.
 *
 * Rules a backend keeps:
 * - Every read and write is the caller's tenant's: another tenant's information reads as absent (BladeX's tenant
 *   filter), and a save naming another tenant is refused (403).
 * - Which identities a company may apply for follows the user menu (spec 000 §2 "User dropdown"): supplier and
 *   service provider only a top-level company other than the platform, and never both; purchaser only a child company.
 * - A save validates the fields, stores the information as pending review (待审核) and files it, under the same id, in
 *   the business approval list (POST /api/businessinfo/approval/list), whose decision (POST /api/businessinfo/approval,
 *   services/mock/approvals/review.ts) is then the information's status. A pending one cannot be changed; a rejected
 *   or approved one may be filed again. The applicant cannot approve it (the approval's maker rule).
 * - The identities a company holds (applyType, shell-routes.ts) are its tenant type and those whose information was approved.
 */
import { REVIEW_STATUS } from '@services/api/approvals/status';
import { isRoleType, type RoleType } from '@services/api/types/role-type';
import { resourceByKey } from '@services/resources/registry';
import { findTenant, nextId, tableOf, type Db, type TenantRow } from '../db';
import { ok } from '../envelope';
import { protectedRoute, type AuthedContext, type RouteDefinition } from '../route';
import { forbidden, tenantMaySee } from '../rules';
import { formatDateTime } from '../seed';
import { entry, objectBody, okAnswer, once, record, refusal, str, type Row } from '../approvals/common';
import { auditTable } from '../approvals/review';
import { PLATFORM_TENANT } from './auth-routes';
import { resourceTable } from './resource-routes';

const BI = '/api/businessinfo';
const TABLE = 'enterprise:business-info';

/** Refusals of a save, in the words a backend would use. */
export const BUSINESS_INFO_MSG = {
  otherTenant: '不能提交其他租户的企业信息',
  notAllowed: '当前企业不能申请该身份',
  pending: '企业信息审核中，不能修改',
  missing: '数据不存在',
  required: (label: string) => `${label}不能为空`,
  creditCode: '统一社会信用代码应为15位数字或18位字母数字',
  contactPhone: '联系电话应为11位手机号码',
  bankCardNumber: '银行账号只能是数字',
} as const;

/** The business approval family's review (the one services/mock/approvals/review.ts decides). */
const APPROVAL = { defKey: 'business-approval', statusField: 'auditStatus', action: 'approve' };

/** The fields of a business information and their names in refusals. */
const FIELDS: ReadonlyArray<readonly [field: string, label: string]> = [
  ['companyName', '企业名称'],
  ['creditCode', '统一社会信用代码'],
  ['legalPerson', '法定代表人'],
  ['contactName', '联系人'],
  ['contactPhone', '联系电话'],
  ['address', '企业地址'],
  ['bankName', '开户银行'],
  ['bankCardNumber', '银行账号'],
];
const OPTIONAL = new Set(['licenseUrl']);

/** The seeded information of a company of one identity: approved, made of its tenant's own details. */
function seeded(t: TenantRow, type: RoleType): Row {
  const time = t.createTime || '2024-01-01 09:00:00';
  return {
    // fixed ids: seeding takes nothing from the db's id sequence
    id: `91${t.tenantId}${type}`,
    tenantId: t.tenantId,
    type,
    companyName: t.tenantName,
    creditCode: `91${t.tenantId}${type}MA${t.tenantId}X`,
    legalPerson: t.linkman,
    contactName: t.linkman,
    contactPhone: `139${t.tenantId}${type}0`,
    address: t.address,
    bankName: '中国工商银行',
    bankCardNumber: `6222${t.tenantId}${type}00000`,
    licenseUrl: '',
    auditStatus: REVIEW_STATUS.approved,
    auditRemark: '',
    auditTime: time,
    createTime: time,
  };
}

/** Every company's business information: seeded once, an approved one for each company's own identity. */
export function businessInfoTable(db: Db): Row[] {
  return tableOf(db, TABLE, () => db.tenants.filter((t) => isRoleType(t.tenantType)).map((t) => seeded(t, t.tenantType as RoleType)));
}

/** The approval filed for an information (same id), if it was filed. */
const approvalOf = (db: Db, r: Row): Row | undefined =>
  r.filed === true ? resourceTable(db, resourceByKey(APPROVAL.defKey)!).find((a) => str(a.id) === str(r.id)) : undefined;

/** The information as answered: its review is the approval's, once it was filed. */
function shown(db: Db, r: Row): Row {
  const a = approvalOf(db, r);
  const { filed: _filed, ...own } = r;
  return a ? { ...own, auditStatus: Number(a.auditStatus), auditRemark: str(a.auditRemark), auditTime: str(a.auditTime) } : own;
}

/** The identities a company holds: its tenant type, and those whose information was approved. */
export function heldRoleTypes(db: Db, tenant: TenantRow): RoleType[] {
  const out = new Set<RoleType>(isRoleType(tenant.tenantType) ? [tenant.tenantType] : []);
  for (const r of businessInfoTable(db))
    if (str(r.tenantId) === tenant.tenantId && isRoleType(r.type) && Number(shown(db, r).auditStatus) === REVIEW_STATUS.approved)
      out.add(r.type);
  return [...out].sort();
}

/** The identities a company has applied for or holds (pending or approved). */
function claimed(db: Db, tenant: TenantRow): Set<string> {
  const out = new Set<string>(heldRoleTypes(db, tenant));
  for (const r of businessInfoTable(db))
    if (str(r.tenantId) === tenant.tenantId && Number(shown(db, r).auditStatus) === REVIEW_STATUS.pending) out.add(str(r.type));
  return out;
}

/** Whether a company may apply for an identity (the user menu's rules, spec 000 §2). */
function mayApply(db: Db, tenant: TenantRow, type: RoleType): boolean {
  if (type === '3') return tenant.parentTenantId !== '';
  if (tenant.parentTenantId !== '' || tenant.tenantId === PLATFORM_TENANT) return false;
  // a supplier does not also become a service provider, nor the other way round
  return !claimed(db, tenant).has(type === '1' ? '2' : '1');
}

/** The tenant a read asks about: the caller's when it names none. */
const askedTenant = (ctx: AuthedContext) => str(ctx.params.tenantId).trim() || ctx.session.tenant.tenantId;

/** Why a save's values are refused, or null. */
function invalid(body: Row): string | null {
  for (const [field, label] of FIELDS) if (!str(body[field]).trim()) return BUSINESS_INFO_MSG.required(label);
  if (!/^(?:\d{15}|[A-Za-z0-9]{18})$/.test(str(body.creditCode).trim())) return BUSINESS_INFO_MSG.creditCode;
  if (!/^1\d{10}$/.test(str(body.contactPhone).trim())) return BUSINESS_INFO_MSG.contactPhone;
  if (!/^\d{6,32}$/.test(str(body.bankCardNumber).trim())) return BUSINESS_INFO_MSG.bankCardNumber;
  return null;
}

/** The application in the business approval list: the information's fields, pending, with its applicant. */
function fileApproval(ctx: AuthedContext, r: Row): void {
  const approvals = auditTable(ctx.db, APPROVAL);
  const user = ctx.session.user;
  const fields: Row = {
    ...Object.fromEntries(FIELDS.map(([f]) => [f, r[f]])),
    tenantId: r.tenantId,
    tenantType: r.type,
    auditStatus: REVIEW_STATUS.pending,
    auditRemark: '',
    auditTime: '',
    createUser: user.id,
    applicantName: user.realName || user.name,
    createTime: formatDateTime(ctx.now),
  };
  const existing = approvals.find((a) => str(a.id) === str(r.id));
  const a = existing ?? { id: r.id, history: [] };
  Object.assign(a, fields);
  record(a, entry(ctx, 'apply', '', REVIEW_STATUS.pending));
  if (!existing) approvals.unshift(a);
  r.filed = true;
}

function save(ctx: AuthedContext) {
  return once(ctx, () => {
    const body = objectBody(ctx);
    if (!body) return refusal(BUSINESS_INFO_MSG.required('企业信息'));
    const tenant = ctx.session.tenant;
    if (str(body.tenantId) && str(body.tenantId) !== tenant.tenantId) return forbidden(BUSINESS_INFO_MSG.otherTenant);
    const type = str(body.type);
    if (!isRoleType(type)) return refusal(BUSINESS_INFO_MSG.required('身份类型'));
    const table = businessInfoTable(ctx.db);
    const existing = table.find((r) => str(r.tenantId) === tenant.tenantId && str(r.type) === type);
    if (str(body.id) && (!existing || str(existing.id) !== str(body.id))) return refusal(BUSINESS_INFO_MSG.missing);
    if (existing && Number(shown(ctx.db, existing).auditStatus) === REVIEW_STATUS.pending) return refusal(BUSINESS_INFO_MSG.pending);
    if (!existing && !mayApply(ctx.db, tenant, type)) return forbidden(BUSINESS_INFO_MSG.notAllowed);
    const problem = invalid(body);
    if (problem) return refusal(problem);
    const time = formatDateTime(ctx.now);
    const values = Object.fromEntries([...FIELDS.map(([f]) => f), ...OPTIONAL].map((f) => [f, str(body[f]).trim()]));
    const r: Row = existing ?? { id: nextId(ctx.db), tenantId: tenant.tenantId, type, createTime: time };
    Object.assign(r, values, { auditStatus: REVIEW_STATUS.pending, auditRemark: '', auditTime: '', updateTime: time });
    if (!existing) table.unshift(r);
    fileApproval(ctx, r);
    ctx.changed();
    return okAnswer(shown(ctx.db, r));
  });
}

export const businessInfoRoutes: readonly RouteDefinition[] = [
  protectedRoute('get', `${BI}/base/info`, (ctx) => {
    const id = askedTenant(ctx);
    const t = tenantMaySee(ctx, id) ? findTenant(ctx.db, id) : undefined;
    return ok(
      t ? { tenantId: t.tenantId, tenantName: t.tenantName, linkman: t.linkman, contactNumber: t.contactNumber, address: t.address } : null,
    );
  }),
  protectedRoute('get', `${BI}/info`, (ctx) => {
    const id = askedTenant(ctx);
    const type = str(ctx.params.type);
    // another tenant's information reads as absent
    if (!tenantMaySee(ctx, id)) return ok(null);
    const r = businessInfoTable(ctx.db).find((x) => str(x.tenantId) === id && str(x.type) === type);
    return ok(r ? shown(ctx.db, r) : null);
  }),
  protectedRoute('post', `${BI}/saveOrUpdate`, save),
];
