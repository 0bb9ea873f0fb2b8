/**
 * The simulated recharge applications and their review (docs/flows.md "Recharge audit", spec 002 §7): a company
 * submits a recharge (commpanyrecharge submit), the platform approves (balance credited) or rejects it with a
 * comment (platform recharge/update), the applicant may cancel while pending (cancelRecharge). The applicant
 * cannot approve their own application. The company recharge table of the registry is the one source: the
 * platform approval list and the company recharge lists read it.
 *
 * Segregation of duties: every list answers only the rows the caller's tenant may see (the platform every tenant's,
 * a company its own), and a decision needs the family's review permission in the caller's role, a record of a
 * tenant the caller may see, and a caller who did not apply for it; otherwise HTTP 403 with the reason.
 */
import {
  MSG_COMMENT_REQUIRED,
  MSG_ILLEGAL_STATE,
  MSG_NO_PERMISSION,
  MSG_SELF_APPROVAL,
  REVIEW_STATUS as S,
} from '@services/api/approvals/status';
import { APPLICATION_MAKER_ACTIONS, makersOf } from '@services/api/approvals/duties';
import { reviewFamily } from '@services/api/approvals/review';
import { resourceByKey } from '@services/resources/registry';
import type { ResourceDefinition } from '@services/resources/types';
import { nextId, type Db, tableOf } from '../db';
import { fail, ok, paginate } from '../envelope';
import { decisionRoute, protectedRoute, type AuthedContext, type RouteDefinition } from '../route';
import { filterRows, resourceTable } from '../routes/resource-routes';
import { formatDateTime } from '../seed';
import { STAFFED_FLEETS, fleetWorld, flowNo as fleetFlowNo, table as fleetTable } from '../fleets/world';
import { DIRECTION, FLOW_TYPE } from '@services/api/fleets/status';
import { answer, decisionRefusal, entry, fenParam, idParam, okAnswer, once, record, refusal, seededEntry, str, type Row } from './common';
import { type Answer, forbidden, nameAfterOwner, roleMay, tenantMaySee } from '../rules';
import { PLATFORM_TENANT } from '../routes/auth-routes';

const rechargeDef = (): ResourceDefinition => resourceByKey('company-recharge')!;
const BALANCES = 'approvals:company-balances';
const COMPANIES = ['顺达物流车队', '华北石化能源供应有限公司', '速通车队服务有限公司'];

/** The company of each seeded application (by position) and the account that applies for it. */
const COMPANY_APPLICANTS: Readonly<Record<string, string>> = {
  顺达物流车队: 'purchaser',
  华北石化能源供应有限公司: 'supplier',
  速通车队服务有限公司: 'provider',
};

/** The history of a seeded application: applied, then decided as `decision` says unless it is still pending. */
function seededHistory(
  r: Row,
  status: number,
  applicant: { id: string; realName: string } | undefined,
  decision: { userId: string; userName: string; time: string; comment: string },
): Row[] {
  const apply: Row = { ...seededEntry('apply', applicant, str(r.createTime), S.pending) };
  if (status === S.pending) return [apply];
  return [apply, { action: status === S.approved ? 'approve' : status === S.rejected ? 'reject' : 'cancel', ...decision, status }];
}

/** A new pending application of the caller's tenant, with its 'apply' history entry (the remark as its comment). */
function newApplication(ctx: AuthedContext, statusField: string, remark: string, fields: Row): Row {
  const user = ctx.session.user;
  const r: Row = {
    ...fields,
    id: nextId(ctx.db),
    rechargeNo: `CZ${formatDateTime(ctx.now).replace(/\D/g, '')}`,
    [statusField]: S.pending,
    auditRemark: '',
    createUser: user.id,
    // a family whose form names its applicant (a shop application's contact) keeps that name
    applicantName: str(fields.applicantName) || user.realName || user.name,
    createTime: formatDateTime(ctx.now),
    tenantId: ctx.session.tenant.tenantId,
    history: [],
  };
  record(r, entry(ctx, 'apply', remark, S.pending));
  return r;
}

/** The applications, seeded rows made consistent once (company and its tenant, applicant, history matching the status). */
export function rechargeTable(db: Db): Row[] {
  const rows = resourceTable(db, rechargeDef());
  if (rows.every((r) => Array.isArray(r.history))) return rows;
  const admin = db.users.find((u) => u.account === 'admin');
  rows.forEach((r, i) => {
    if (Array.isArray(r.history)) return;
    const companyName = COMPANIES[i % COMPANIES.length]!;
    const staff = db.users.find((u) => u.account === COMPANY_APPLICANTS[companyName]);
    // every eighth application was filed by the platform admin for the company (who then cannot approve it)
    const applicant = i % 8 === 0 && admin ? admin : staff;
    const status = Number(r.rechargeStatus) || 0;
    const amount = 100_000 * ((i % 9) + 1);
    Object.assign(r, {
      rechargeNo: `CZ${str(r.createTime).replace(/\D/g, '').slice(0, 12)}${String(i + 1).padStart(3, '0')}`,
      companyName,
      tenantId: db.tenants.find((t) => t.tenantName === companyName)?.tenantId ?? staff?.tenantId ?? '',
      amount,
      actualAmount: amount,
      rechargeStatus: status,
      createUser: applicant?.id ?? '',
      applicantName: applicant?.realName ?? '',
      auditRemark: status === S.rejected ? '付款凭证不清晰' : '',
      auditTime: status === S.pending ? '' : r.auditTime,
    });
    r.history = seededHistory(r, status, applicant, {
      userId: status === S.cancelled ? (applicant?.id ?? '') : (admin?.id ?? ''),
      userName: status === S.cancelled ? (applicant?.realName ?? '') : '王敏',
      time: str(r.auditTime || r.createTime),
      comment: str(r.auditRemark),
    });
  });
  return rows;
}

function balances(db: Db): Row {
  const t = tableOf(db, BALANCES);
  if (t.length === 0) t.push(Object.fromEntries(COMPANIES.map((c, i) => [c, 5_000_000 * (i + 1)])));
  return t[0]!;
}

/** A row as answered: with the company's current balance. */
const shown = (db: Db, r: Row): Row => ({ ...r, companyBalance: Number(balances(db)[str(r.companyName)] ?? 0) });

/** A row the caller's tenant may see. */
const visible = (ctx: AuthedContext) => (r: Row) => tenantMaySee(ctx, r.tenantId);

function list(ctx: AuthedContext) {
  let rows = filterRows(rechargeDef(), rechargeTable(ctx.db).filter(visible(ctx)), ctx.query);
  const id = ctx.query.get('id')?.trim();
  if (id) rows = rows.filter((r) => str(r.id) === id);
  return ok(
    paginate(
      rows.map((r) => shown(ctx.db, r)),
      ctx.query,
    ),
  );
}

const CR = '/api/commpanyrecharge/commpanyrecharge';

// ------------------------------------------------------------------------------------------ other audit families

interface AuditFamily {
  defKey: string;
  statusField: string;
  /** Registry action (or operation) whose path decides (id, <statusField>, auditRemark). */
  action: string;
  /** Definition whose action it is (second-level agents use the admin agents' audit). */
  actionDef?: string;
  /** Whether approving credits the applicant's balance (recharge families). */
  credits?: boolean;
  /**
   * Registry action or operation that files a new application (with an id it edits the record's own fields; when it
   * is also the decision's call, a body with the status field is the decision).
   */
  apply?: string;
  /** The account that filed the seeded applications (default: the purchaser). */
  applicant?: string;
  /** Why a new application's body is refused (the message), or null. */
  check?: (body: Row) => string | null;
}

/** A shop application names the shop, its contact and phone, and how many cards it asks for. */
const SHOP_APPLY_FIELDS: ReadonlyArray<[string, string]> = [
  ['shopName', '门店名称'],
  ['applicantName', '申请人'],
  ['phone', '手机号'],
  ['cardQuantity', '卡数量'],
];
function shopApplyCheck(body: Row): string | null {
  const missing = SHOP_APPLY_FIELDS.find(([f]) => !str(body[f]).trim());
  if (missing) return `${missing[1]}不能为空`;
  if (!/^1\d{10}$/.test(str(body.phone).trim())) return '手机号格式不正确';
  const n = Number(body.cardQuantity);
  return Number.isSafeInteger(n) && n > 0 ? null : '卡数量必须是正整数';
}

const AUDIT_FAMILIES: readonly AuditFamily[] = [
  { defKey: 'fleet-fund', statusField: 'auditStatus', action: 'audit', credits: true, apply: 'recharge' },
  { defKey: 'escrow-recharge', statusField: 'rechargeStatus', action: 'audit', credits: true, apply: 'saveCompanyRecharge' },
  { defKey: 'fleet-account-recharge', statusField: 'auditStatus', action: 'audit', credits: true, apply: 'save' },
  { defKey: 'fleet-member-card', statusField: 'auditStatus', action: 'audit' },
  { defKey: 'shop-apply-record', statusField: 'auditStatus', action: 'audit', apply: 'apply', check: shopApplyCheck },
  { defKey: 'admin-agent', statusField: 'auditStatus', action: 'audit' },
  { defKey: 'second-agent', statusField: 'auditStatus', action: 'audit', actionDef: 'admin-agent' },
  { defKey: 'business-approval', statusField: 'auditStatus', action: 'approve' },
  { defKey: 'interface', statusField: 'auditStatus', action: 'submit', apply: 'save' },
  // shop assistants are the stations' staff: their supplier files them
  { defKey: 'shop-assistant', statusField: 'auditStatus', action: 'updateApplets', apply: 'submit', applicant: 'supplier' },
  {
    defKey: 'merchant-account-recharge',
    statusField: 'rechargeStatus',
    action: 'submit',
    credits: true,
    apply: 'submit',
    check: (body) => (str(body.merchantId).trim() ? null : '商户不能为空'),
  },
];

/** The shop applications, consistent (for the card calls of services/mock/approvals/shop-apply.ts). */
export const shopApplyTable = (db: Db): Row[] => auditTable(db, AUDIT_FAMILIES.find((f) => f.defKey === 'shop-apply-record')!);

const defOf = (key: string) => resourceByKey(key)!;

/** Families whose approved application is money put into a fleet's account (the account card recharges draw on). */
const FLEET_ACCOUNT_FAMILIES: ReadonlySet<string> = new Set(['fleet-fund', 'fleet-account-recharge']);

/** Points a seeded fleet application at one of the simulator's fleets that have members (by its position). */
function toRealFleet(db: Db, r: Row, i: number): void {
  fleetWorld(db);
  const fleets = fleetTable(db, 'fleet');
  if (fleets.some((x) => str(x.id) === str(r.fleetId))) return;
  const f = fleets[i % Math.min(STAFFED_FLEETS, fleets.length)];
  if (f) Object.assign(r, { fleetId: f.id, fleetName: f.fleetName });
}

/**
 * An approved fleet fund / fleet account recharge also credits the fleet account (`fleet-account.balance`, the
 * money member card recharges draw on) and records it as an incoming fleet account flow.
 */
function creditFleetAccount(ctx: AuthedContext, r: Row): void {
  fleetWorld(ctx.db);
  const amount = Number(r.amount);
  if (!Number.isSafeInteger(amount) || amount <= 0) return;
  const account = fleetTable(ctx.db, 'fleet-account').find((a) => str(a.fleetId) === str(r.fleetId));
  if (!account) return;
  const time = formatDateTime(ctx.now);
  account.balance = (Number(account.balance) || 0) + amount;
  account.totalRecharge = (Number(account.totalRecharge) || 0) + amount;
  account.updateTime = time;
  fleetTable(ctx.db, 'fleet-account-flow').unshift({
    id: nextId(ctx.db),
    flowNo: fleetFlowNo(ctx.db, ctx.now, 'FA'),
    fleetId: account.fleetId,
    fleetName: account.fleetName,
    flowType: FLOW_TYPE.recharge.code,
    direction: DIRECTION.in.code,
    amount,
    balance: account.balance,
    orderNo: str(r.rechargeNo),
    remark: '充值审核通过',
    createTime: time,
    tenantId: ctx.session.tenant.tenantId,
  });
}
const balanceKey = (r: Row) => str(r.fleetId || r.companyName || r.merchantId);

/** An approved merchant account recharge credits the merchant's account (the balance its divides draw on). */
function creditMerchantAccount(ctx: AuthedContext, r: Row): void {
  const account = resourceTable(ctx.db, defOf('merchant-account')).find((a) => str(a.merchantId) === str(r.merchantId));
  if (!account) return;
  account.balance = (Number(account.balance) || 0) + (Number(r.amount) || 0);
  account.updateTime = formatDateTime(ctx.now);
}

/** The path of a family's action or operation. */
function pathIn(def: ResourceDefinition, name: string): string | undefined {
  return def.actions.find((a) => a.name === name)?.path ?? (def.operations as Record<string, { path: string } | undefined>)[name]?.path;
}

/** The family's rows, made consistent once (a valid status, an applicant, a history). */
export function auditTable(db: Db, f: AuditFamily): Row[] {
  const rows = resourceTable(db, defOf(f.defKey));
  if (rows.every((r) => Array.isArray(r.history))) return rows;
  const purchaser = db.users.find((u) => u.account === (f.applicant ?? 'purchaser'));
  const admin = db.users.find((u) => u.account === 'admin');
  rows.forEach((r, i) => {
    if (Array.isArray(r.history)) return;
    const applicant = i % 8 === 0 && admin ? admin : purchaser;
    const status = Math.min(Number(r[f.statusField]) || 0, S.cancelled);
    Object.assign(r, {
      [f.statusField]: status,
      createUser: applicant?.id ?? '',
      applicantName: applicant?.realName ?? '',
      tenantId: applicant?.tenantId ?? r.tenantId,
      auditRemark: status === S.rejected ? '资料不全' : '',
      auditTime: status === S.pending ? '' : (r.auditTime ?? ''),
    });
    if (f.credits) {
      r.amount = 50_000 * ((i % 9) + 1);
      if ('actualAmount' in r) r.actualAmount = f.defKey === 'escrow-recharge' ? actualAmount(Number(r.amount)) : r.amount;
    }
    if (str(r.tenantId) !== PLATFORM_TENANT) nameAfterOwner(db, r, str(r.tenantId));
    if (FLEET_ACCOUNT_FAMILIES.has(f.defKey)) toRealFleet(db, r, i);
    r.history = seededHistory(r, status, applicant, {
      userId: admin?.id ?? '',
      userName: '王敏',
      time: str(r.createTime),
      comment: status === S.rejected ? '资料不全' : '',
    });
  });
  return rows;
}

const shownFor = (db: Db, f: AuditFamily, r: Row): Row =>
  f.credits ? { ...r, companyBalance: Number(balances(db)[balanceKey(r)] ?? 0) } : r;

/**
 * Why deciding `to` (approve or reject, with `comment`) on the application `r`, whose status is in `field`, is refused:
 * another tenant's record or the caller's own application (403), a result that is neither, a record no longer
 * pending, or a reject without a comment. Null when the decision may go ahead.
 */
function reviewRefusal(ctx: AuthedContext, r: Row, field: string, to: number, comment: string): Answer | null {
  const no = decisionRefusal(ctx, { tenantId: r.tenantId, makers: makersOf(r, APPLICATION_MAKER_ACTIONS), selfMsg: MSG_SELF_APPROVAL });
  if (no) return no;
  if (to !== S.approved && to !== S.rejected) return refusal('审核结果不正确');
  if (Number(r[field]) !== S.pending) return refusal(MSG_ILLEGAL_STATE);
  if (to === S.rejected && !comment) return refusal(MSG_COMMENT_REQUIRED);
  return null;
}

function auditRoutes(f: AuditFamily): RouteDefinition[] {
  const def = defOf(f.defKey);
  const listOp = def.operations.page ?? def.operations.list!;
  const actionPath = pathIn(defOf(f.actionDef ?? f.defKey), f.action)!;
  const out: RouteDefinition[] = [
    protectedRoute(listOp.method.toLowerCase() as 'get' | 'post', listOp.path, (ctx) => {
      const query = new URLSearchParams(Object.entries(ctx.params).map(([k, v]) => [k, String(v)]));
      let rows = filterRows(def, auditTable(ctx.db, f).filter(visible(ctx)), query);
      const id = query.get('id')?.trim();
      if (id) rows = rows.filter((r) => str(r.id) === id);
      return ok(
        paginate(
          rows.map((r) => shownFor(ctx.db, f, r)),
          query,
        ),
      );
    }),
  ];
  // second-level agents share the admin agents' audit route: one handler looks in both tables
  if (!f.actionDef) {
    const sharing = AUDIT_FAMILIES.filter((g) => g.actionDef === f.defKey);
    const decide = (ctx: AuthedContext) =>
      once(ctx, () => {
        const id = idParam(ctx);
        const fam = [f, ...sharing].find((g) => auditTable(ctx.db, g).some((x) => str(x.id) === id));
        const r = fam && auditTable(ctx.db, fam).find((x) => str(x.id) === id);
        if (!fam || !r) return refusal('数据不存在');
        // the route serves several families: the caller needs the button of the record's own family
        if (!roleMay(ctx, reviewFamily(fam.defKey).permission)) return forbidden(MSG_NO_PERMISSION);
        const to = Number(ctx.params[fam.statusField]);
        const comment = str(ctx.params.auditRemark).trim();
        const no = reviewRefusal(ctx, r, fam.statusField, to, comment);
        if (no) return no;
        r[fam.statusField] = to;
        r.auditRemark = comment;
        r.auditTime = formatDateTime(ctx.now);
        if (fam.credits && to === S.approved) {
          const b = balances(ctx.db);
          b[balanceKey(r)] = Number(b[balanceKey(r)] ?? 0) + (Number(r.amount) || 0);
          if (FLEET_ACCOUNT_FAMILIES.has(fam.defKey)) creditFleetAccount(ctx, r);
          if (fam.defKey === 'merchant-account-recharge') creditMerchantAccount(ctx, r);
        }
        record(r, entry(ctx, to === S.approved ? 'approve' : 'reject', comment, to));
        ctx.changed();
        return okAnswer(shownFor(ctx.db, fam, r));
      });
    const buttons = [f, ...sharing].map((g) => reviewFamily(g.defKey).permission);
    // a family filed and decided by one call (submit): the decision is the call with the record's id and its status
    if (f.apply && pathIn(def, f.apply) === actionPath) out.push(combinedRoute(f, actionPath, buttons, decide));
    else out.push(decisionRoute('post', actionPath, buttons, decide));
  }
  const applyPath = f.apply ? pathIn(def, f.apply) : undefined;
  if (applyPath && applyPath !== actionPath) out.push(protectedRoute('post', applyPath, (ctx) => fileApplication(ctx, f)));
  // the family's GET-by-id (`?id=`), as its list shows the record; a detail by path is served with its family's routes
  const detailOp = def.operations.detail;
  if (detailOp && !detailOp.path.includes('{')) {
    out.push(
      protectedRoute('get', detailOp.path, (ctx) => {
        const r = auditTable(ctx.db, f).find((x) => str(x.id) === idParam(ctx) && tenantMaySee(ctx, x.tenantId));
        return r ? ok(shownFor(ctx.db, f, r)) : fail('数据不存在');
      }),
    );
  }
  return out;
}

/** The body of a JSON write, else its parameters. */
const bodyOf = (ctx: AuthedContext): Row =>
  (ctx.body && typeof ctx.body === 'object' && !(ctx.body instanceof FormData) ? ctx.body : { ...ctx.params }) as Row;

/**
 * The call that both files (no id) and decides (the id and the status): a decision needs the family's review button
 * (checked here, as familyGuarded does for a decision route); an id without a status would change a filed
 * application, which is refused.
 */
function combinedRoute(
  f: AuditFamily,
  path: string,
  buttons: ReturnType<typeof reviewFamily>['permission'][],
  decide: (ctx: AuthedContext) => Response,
): RouteDefinition {
  return protectedRoute('post', path, (ctx) => {
    const body = bodyOf(ctx);
    const id = str(ctx.params.id ?? body.id).trim();
    if (!id) return fileApplication(ctx, f);
    if (str(ctx.params[f.statusField] ?? body[f.statusField]).trim() === '') return answer(refusal('已提交的申请不能修改'));
    if (!buttons.some((b) => roleMay(ctx, b))) return answer(forbidden(MSG_NO_PERMISSION));
    return decide(ctx);
  });
}

/**
 * A new application of the family, pending, its caller the applicant (its maker); with an id, the caller's edit of
 * the record's own fields (its status, applicant and history stay).
 */
function fileApplication(ctx: AuthedContext, f: AuditFamily): Response {
  return once(ctx, () => {
    const body = bodyOf(ctx);
    if (str(body.id).trim()) {
      const r = auditTable(ctx.db, f).find((x) => str(x.id) === str(body.id).trim() && tenantMaySee(ctx, x.tenantId));
      if (!r) return refusal('数据不存在');
      const { id: _id, history: _h, createUser: _c, tenantId: _t, [f.statusField]: _s, auditRemark: _a, ...fields } = body;
      Object.assign(r, fields, { updateTime: formatDateTime(ctx.now) });
      ctx.changed();
      return okAnswer(shownFor(ctx.db, f, r));
    }
    const problem = f.check?.(body);
    if (problem) return refusal(problem);
    const amount = fenParam(body.amount);
    if (f.credits && (Number.isNaN(amount) || amount <= 0)) return refusal('充值金额必须大于0');
    const r = newApplication(ctx, f.statusField, str(body.remark), {
      ...body,
      ...(f.credits ? { amount } : {}),
      ...(f.defKey === 'escrow-recharge' ? { actualAmount: actualAmount(amount) } : {}),
    });
    auditTable(ctx.db, f).unshift(r);
    ctx.changed();
    return okAnswer(shownFor(ctx.db, f, r));
  });
}

/** Escrow: what arrives after the 0.6% service fee (basis points, integer fen, fee rounded down). */
export const actualAmount = (amount: number) => amount - Math.floor((amount * 60) / 10_000);

export const reviewRoutes: readonly RouteDefinition[] = [
  ...AUDIT_FAMILIES.flatMap(auditRoutes),
  protectedRoute('get', '/api/escrowRecharge/getActualAmount/:fleetId/:amount', (ctx) => {
    const amount = fenParam(ctx.pathParams.amount);
    return Number.isNaN(amount) || amount <= 0 ? fail('金额必须大于0') : ok(actualAmount(amount));
  }),
  protectedRoute('get', '/api/platform/approval/list', list),
  protectedRoute('get', '/api/company/recharge/list', list),
  protectedRoute('get', `${CR}/list`, list),
  protectedRoute('get', `${CR}/detail`, (ctx) => {
    const r = rechargeTable(ctx.db).find((x) => str(x.id) === idParam(ctx) && tenantMaySee(ctx, x.tenantId));
    return r ? ok(shown(ctx.db, r)) : fail('数据不存在');
  }),
  protectedRoute('post', `${CR}/submit`, (ctx) =>
    once(ctx, () => {
      const body = (ctx.body && typeof ctx.body === 'object' ? ctx.body : {}) as Row;
      if (str(body.id)) return refusal('已提交的申请不能修改');
      const amount = fenParam(body.amount);
      if (Number.isNaN(amount) || amount <= 0) return refusal('充值金额必须大于0');
      const r = newApplication(ctx, 'rechargeStatus', str(body.remark), {
        companyName: str(body.companyName) || ctx.session.tenant.tenantName,
        amount,
        actualAmount: amount,
        payChannel: body.payChannel ?? 1,
      });
      rechargeTable(ctx.db).unshift(r);
      ctx.changed();
      return okAnswer(shown(ctx.db, r));
    }),
  ),
  protectedRoute('get', `${CR}/cancelRecharge`, (ctx) =>
    once(ctx, () => {
      const r = rechargeTable(ctx.db).find((x) => str(x.id) === idParam(ctx) && tenantMaySee(ctx, x.tenantId));
      if (!r) return refusal('数据不存在');
      if (Number(r.rechargeStatus) !== S.pending) return refusal(MSG_ILLEGAL_STATE);
      if (str(r.createUser) !== ctx.session.user.id) return refusal('只有申请人可以取消申请');
      r.rechargeStatus = S.cancelled;
      record(r, entry(ctx, 'cancel', '', S.cancelled));
      ctx.changed();
      return okAnswer(shown(ctx.db, r));
    }),
  ),
  decisionRoute('post', '/api/platform/recharge/update', [reviewFamily('platform-approval').permission], (ctx) =>
    once(ctx, () => {
      const r = rechargeTable(ctx.db).find((x) => str(x.id) === idParam(ctx));
      if (!r) return refusal('数据不存在');
      const to = Number(ctx.params.rechargeStatus);
      const comment = str(ctx.params.auditRemark).trim();
      const no = reviewRefusal(ctx, r, 'rechargeStatus', to, comment);
      if (no) return no;
      r.rechargeStatus = to;
      r.auditRemark = comment;
      r.auditTime = formatDateTime(ctx.now);
      if (to === S.approved) {
        const b = balances(ctx.db);
        b[str(r.companyName)] = Number(b[str(r.companyName)] ?? 0) + Number(r.amount);
      }
      record(r, entry(ctx, to === S.approved ? 'approve' : 'reject', comment, to));
      ctx.changed();
      return okAnswer(shown(ctx.db, r));
    }),
  ),
];
