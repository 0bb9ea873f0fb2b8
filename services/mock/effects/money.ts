/**
 * Money moves of the simulator beyond the withdrawal, recharge and fleet flows (docs/architecture.md, the simulator
 * section): each one moves an amount between balances (or in from outside), writes the flow row of every balance it
 * touched, refuses an overdraft, checks its SMS code where it has one, and runs once per Idempotency-Key where keys
 * are honoured. Conservation: the change of every balance equals the signed sum of the flow rows written with it.
 */
import { fail, ok } from '../envelope';
import { nextId, tableOf, type Db } from '../db';
import type { AuthedContext } from '../route';
import { formatDateTime } from '../seed';
import { fenParam, once, okBody, pathOf } from '../money/common';
import { PLATFORM_TENANT } from '../routes/auth-routes';
import { tenantMaySee } from '../rules';
import { rechargeTable, reviewRoutes } from '../approvals/review';
import { consumeSms, issueSms, moneySettings } from '../money/store';
import { fundOf, moveFunds, num, table, type Row } from '../recharge/store';
import { fleetWorld, flowNo, str } from '../fleets/world';

/** Flow rows of the merchant accounts (withholding and fee-account moves). */
export const MERCHANT_FLOWS = 'merchant-account-flows';
/** Flow rows of the tenants' total-balance adjustments. */
export const TENANT_BALANCE_FLOWS = 'tenant-balance-flows';

export const MONEY_MSG = {
  amountBad: '金额必须为大于0的整数分',
  fundShort: '资金余额不足',
  balanceShort: '账户可用余额不足',
  platformOnly: '仅平台可操作',
  notFound: '数据不存在',
  flowFixed: '流水已入账，不可修改',
  companyUnknown: '企业不存在',
  ownCompanyOnly: '只能为本企业申请',
  notForPlatform: '请选择要充值的企业',
} as const;

const IN = 1;
const OUT = 2;

/** Adds a flow row for a balance that moved by `delta` (its balance after is on `balance`). */
function flowRow(ctx: AuthedContext, rows: Row[], delta: number, balance: number, fields: Row): Row {
  const row: Row = {
    id: nextId(ctx.db),
    flowNo: flowNo(ctx.db, ctx.now),
    direction: delta >= 0 ? IN : OUT,
    amount: Math.abs(delta),
    balance,
    createTime: formatDateTime(ctx.now),
    tenantId: ctx.session.tenant.tenantId,
    operator: ctx.session.user.realName || ctx.session.user.account,
    ...fields,
  };
  rows.unshift(row);
  return row;
}

/** Moves `delta` on an account row's balance (and its withdrawable part), with its flow row. */
function moveAccount(ctx: AuthedContext, account: Row, field: string, delta: number, flows: Row[], fields: Row): Row {
  account[field] = num(account[field]) + delta;
  if (field === 'balance' && 'withdrawableAmount' in account) account.withdrawableAmount = num(account.withdrawableAmount) + delta;
  account.updateTime = formatDateTime(ctx.now);
  return flowRow(ctx, flows, delta, num(account[field]), { accountId: account.id, balanceField: field, ...fields });
}

/** The amount of a money write, or the refusal. */
const amountOf = (v: string | undefined): number | Response => fenParam(v) ?? fail(MONEY_MSG.amountBad);

const merchantAccount = (ctx: AuthedContext, id: string) =>
  table(ctx.db, 'merchant-account').find((r) => str(r.id) === id && tenantMaySee(ctx, r.tenantId));
const merchantFlows = (db: Db) => tableOf(db, MERCHANT_FLOWS);

/**
 * The discount of a company on an amount (getDiscountAmount): its newest discount record whose span holds today
 * takes `discountRate` basis points off, rounded down to the fen; none: nothing off.
 */
export function discountAmount(ctx: AuthedContext): Response {
  const companyId = str(ctx.params.companyId).trim();
  if (!companyId) return fail(MONEY_MSG.companyUnknown);
  const amount = amountOf(ctx.params.amount);
  if (amount instanceof Response) return amount;
  const today = formatDateTime(ctx.now);
  const held = (r: Row) => (!str(r.startTime) || str(r.startTime) <= today) && (!str(r.endTime) || today <= str(r.endTime));
  const record = table(ctx.db, 'company-discount')
    .filter((r) => str(r.companyId) === companyId && tenantMaySee(ctx, r.tenantId ?? r.companyId) && held(r))
    .sort((a, b) => str(b.createTime).localeCompare(str(a.createTime)))[0];
  const rate = record ? Math.max(0, Math.min(10_000, Math.trunc(num(record.discountRate)))) : 0;
  const off = Math.floor((amount * rate) / 10_000);
  return ok({ companyId, companyName: str(record?.companyName), amount, discountRate: rate, discountAmount: off, payAmount: amount - off });
}

/** Platform recharge: money from outside into the platform's funds. */
export function platformRecharge(ctx: AuthedContext): Response {
  if (ctx.session.tenant.tenantId !== PLATFORM_TENANT) return fail(MONEY_MSG.platformOnly);
  return once(ctx, () => {
    const amount = amountOf(ctx.params.amount);
    if (amount instanceof Response) return amount;
    const fund = fundOf(ctx.db, PLATFORM_TENANT);
    const no = flowNo(ctx.db, ctx.now, 'PR');
    moveFunds(ctx.db, ctx.now, fund, amount, IN, '平台充值', no);
    const row = flowRow(ctx, table(ctx.db, 'platform-account-flow'), amount, num(fund.balance), {
      orderNo: no,
      companyName: fund.tenantName,
      flowType: 1,
      remark: '平台充值',
    });
    return okBody(row, '充值成功');
  });
}

/** Divides an amount of the tenant's funds into a fleet's account. */
export function divideAmount(ctx: AuthedContext): Response {
  fleetWorld(ctx.db);
  const fleetId = str(ctx.params.fleetId ?? ctx.params.id);
  const account = table(ctx.db, 'fleet-account').find((a) => str(a.fleetId) === fleetId && tenantMaySee(ctx, a.tenantId));
  if (!account) return fail(MONEY_MSG.notFound);
  return once(ctx, () => {
    const amount = amountOf(ctx.params.amount);
    if (amount instanceof Response) return amount;
    const fund = fundOf(ctx.db, str(account.tenantId) || ctx.session.tenant.tenantId);
    if (num(fund.balance) < amount) return fail(MONEY_MSG.fundShort);
    const no = flowNo(ctx.db, ctx.now, 'DA');
    moveFunds(ctx.db, ctx.now, fund, amount, OUT, '车队分配', no);
    account.totalRecharge = num(account.totalRecharge) + amount;
    const row = moveAccount(ctx, account, 'balance', amount, table(ctx.db, 'fleet-account-flow'), {
      fleetId,
      fleetName: account.fleetName,
      flowType: 1,
      orderNo: no,
      remark: '车队分配',
    });
    return okBody(row, '分配成功');
  });
}

/** Sends the SMS code of a withholding, tied to the account and the amount. */
export function sendWithholdingCode(ctx: AuthedContext): Response {
  const account = merchantAccount(ctx, str(ctx.params.id));
  if (!account) return fail(MONEY_MSG.notFound);
  const amount = amountOf(ctx.params.amount);
  if (amount instanceof Response) return amount;
  const code = String(ctx.prng.int(100000, 999999));
  const ttl = moneySettings(ctx.db).smsTtlMs;
  issueSms(ctx.db, { accountId: str(account.id), purpose: 'withholding', amountFen: amount, code, expiresAt: ctx.now + ttl });
  ctx.changed();
  return ok({ expiresInSeconds: Math.round(ttl / 1000) }, `验证码已发送（演示验证码 ${code}）`);
}

/**
 * A debit of a merchant account: the amount must be whole fen and within the account's available balance; `move`
 * checks what else it needs and moves the money, or answers the refusal.
 */
function merchantDebit(ctx: AuthedContext, move: (account: Row, amount: number) => Response | { body: Record<string, unknown> }): Response {
  const account = merchantAccount(ctx, str(ctx.params.id));
  if (!account) return fail(MONEY_MSG.notFound);
  return once(ctx, () => {
    const amount = amountOf(ctx.params.amount);
    if (amount instanceof Response) return amount;
    if (num(account.withdrawableAmount ?? account.balance) < amount || num(account.balance) < amount) return fail(MONEY_MSG.balanceShort);
    return move(account, amount);
  });
}

/** A withholding order: the code is checked, then the amount leaves the merchant account. */
export const withholdingOrder = (ctx: AuthedContext): Response =>
  merchantDebit(ctx, (account, amount) => {
    const refused = consumeSms(ctx.db, str(account.id), 'withholding', amount, str(ctx.params.code).trim(), ctx.now);
    if (refused) return fail(refused);
    const row = moveAccount(ctx, account, 'balance', -amount, merchantFlows(ctx.db), { flowType: 'withholding', remark: '代扣' });
    return okBody(row, '代扣成功');
  });

/** Moves an amount of the merchant account's balance into its fee account. */
export const feeAccountRecharge = (ctx: AuthedContext): Response =>
  merchantDebit(ctx, (account, amount) => {
    const flows = merchantFlows(ctx.db);
    const fields = { flowType: 'feeRecharge', remark: '手续费账户充值' };
    moveAccount(ctx, account, 'balance', -amount, flows, fields);
    return okBody(moveAccount(ctx, account, 'feeBalance', amount, flows, fields), '充值成功');
  });

/** Sets a tenant's total balance; the difference is written as an adjustment flow. */
export function updateTotalBalance(ctx: AuthedContext): Response {
  if (ctx.session.tenant.tenantId !== PLATFORM_TENANT) return fail(MONEY_MSG.platformOnly);
  const row = table(ctx.db, 'tenant-company-info').find((r) => str(r.id) === str(ctx.params.id));
  if (!row) return fail(MONEY_MSG.notFound);
  return once(ctx, () => {
    const target = str(ctx.params.totalBalance).trim();
    if (!/^\d{1,15}$/.test(target)) return fail(MONEY_MSG.amountBad);
    const delta = Number(target) - num(row.totalBalance);
    const flow = moveAccount(ctx, row, 'totalBalance', delta, tableOf(ctx.db, TENANT_BALANCE_FLOWS), { remark: '余额调整' });
    return okBody({ ...row, flowNo: flow.flowNo }, '修改成功');
  });
}

/** The route that files a company's recharge application (the platform audits it, and the money moves then). */
const applicationRoute = () => {
  const path = pathOf('company-recharge', 'submit');
  const route = reviewRoutes.find((r) => r.method === 'post' && r.path === path);
  if (!route) throw new Error(`no route files ${path}`);
  return route;
};

/**
 * A company recharge or discount from the capital screen: files the same application as the recharge screen (listed
 * by /api/company/recharge/list, audited by the platform); a discount's application is marked as one. The company is
 * picked by id (its name sent beside it): a company applies for itself only, the platform for any company, and the
 * application belongs to the company it is for (it sees it, the platform audits it, its balance is credited).
 */
export function companyRecord(kind: 'recharge' | 'discount') {
  return (ctx: AuthedContext): Response => {
    const body = (ctx.body && typeof ctx.body === 'object' && !Array.isArray(ctx.body) ? ctx.body : {}) as Row;
    const own = ctx.session.tenant.tenantId;
    const companyId = str(body.companyId).trim() || own;
    const company = ctx.db.tenants.find((t) => t.tenantId === companyId);
    if (!company) return fail(MONEY_MSG.companyUnknown);
    if (companyId !== own && own !== PLATFORM_TENANT) return fail(MONEY_MSG.ownCompanyOnly);
    if (companyId === PLATFORM_TENANT) return fail(MONEY_MSG.notForPlatform);
    const first = rechargeTable(ctx.db)[0];
    const answer = applicationRoute().handle({ ...ctx, body: { ...body, companyId, companyName: company.tenantName } });
    const filed = rechargeTable(ctx.db)[0];
    if (filed && filed !== first) {
      filed.rechargeType = kind;
      filed.companyId = companyId;
      filed.tenantId = companyId;
      ctx.changed();
    }
    return answer;
  };
}

/** The owner row and balance field a submitted flow row moves, or the refusal. */
type Owner = (ctx: AuthedContext, body: Row) => Row | undefined;

/**
 * A flow submitted by hand: a new one moves its owner's balance by its amount (in or out by `direction`, out refused
 * beyond the balance) and records the balance it left; a submitted flow is never edited afterwards.
 */
export function flowSubmit(key: string, owner: Owner, field = 'balance') {
  return (ctx: AuthedContext): Response => {
    const body = { ...ctx.params };
    if (str(body.id)) return fail(MONEY_MSG.flowFixed);
    return once(ctx, () => {
      const amount = amountOf(body.amount);
      if (amount instanceof Response) return amount;
      const account = owner(ctx, body);
      if (!account) return fail(MONEY_MSG.notFound);
      const delta = num(body.direction) === OUT ? -amount : amount;
      if (num(account[field]) + delta < 0) return fail(MONEY_MSG.balanceShort);
      const { id: _id, amount: _amount, direction: _direction, ...rest } = body;
      const row = moveAccount(ctx, account, field, delta, table(ctx.db, key), rest);
      return okBody(row, '操作成功');
    });
  };
}

export const byField =
  (key: string, field: string, param = field) =>
  (ctx: AuthedContext, body: Row) => {
    if (key.startsWith('fleet')) fleetWorld(ctx.db);
    return table(ctx.db, key).find((r) => str(r[field]) !== '' && str(r[field]) === str(body[param]) && tenantMaySee(ctx, r.tenantId));
  };

/** A deduction from a company's funds (the company by name, else the caller's tenant). */
export function deduction(ctx: AuthedContext): Response {
  const body = { ...ctx.params };
  if (str(body.id)) return fail(MONEY_MSG.flowFixed);
  return once(ctx, () => {
    const amount = amountOf(body.amount);
    if (amount instanceof Response) return amount;
    if (!str(body.reason).trim()) return fail('reason 不能为空');
    const tenant = ctx.db.tenants.find((t) => t.tenantName === str(body.companyName).trim());
    const fund = fundOf(ctx.db, tenant?.tenantId ?? ctx.session.tenant.tenantId);
    if (num(fund.balance) < amount) return fail(MONEY_MSG.fundShort);
    const no = flowNo(ctx.db, ctx.now, 'KK');
    moveFunds(ctx.db, ctx.now, fund, amount, OUT, `扣款：${str(body.reason)}`, no);
    const row: Row = { ...body, id: nextId(ctx.db), deductionNo: no, amount, auditStatus: 1, createTime: formatDateTime(ctx.now) };
    table(ctx.db, 'account-deduction').unshift(row);
    return okBody(row, '扣款成功');
  });
}
