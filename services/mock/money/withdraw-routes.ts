/**
 * Withdrawals in the simulator (spec 002 §7 "Supplier accounts", "Withdrawals"; docs/flows.md "Withdrawals"):
 * a withdrawal holds the amount (frozen), a paid one deducts it from the balance, a rejected one releases it.
 * Pending records settle `withdrawSettleMs` after they were made (checked on every money call, by the
 * simulator clock). Writes need an Idempotency-Key; the same key answers the first result.
 */
import { withdrawFee } from '@/lib/fees';
import { WITHDRAW_STATUS } from '@services/api/money/status';
import { nextId, type Db } from '../db';
import { fail, ok, paginate } from '../envelope';
import type { AuthedContext, RouteDefinition } from '../route';
import { formatDateTime } from '../seed';
import { byId, fenParam, once, okBody, pathOf } from './common';
import { guardedRoute, tenantMaySee } from '../rules';
import { accountTable, findAccount, issueSms, moneySettings, table, consumeSms, type Row, type WithdrawVariant } from './store';

const str = (v: unknown) => (v === null || v === undefined ? '' : String(v));
const num = (v: unknown) => (typeof v === 'number' ? v : Number(v) || 0);

/** Seeded (generic) withdraw rows use codes outside the flow's: fold them onto 0/1/2 once. */
export function withdrawTable(db: Db): Row[] {
  const rows = table(db, 'withdraw-record');
  for (const r of rows) {
    const s = num(r.withdrawStatus);
    if (s > 2) r.withdrawStatus = s === 3 ? WITHDRAW_STATUS.rejected.code : WITHDRAW_STATUS.paid.code;
  }
  return rows;
}

export const flowTable = (db: Db) => table(db, 'supplier-account-flow');

function addFlow(db: Db, now: number, account: Row, amount: number, remark: string, orderNo: string, direction: 1 | 2): void {
  flowTable(db).unshift({
    id: nextId(db),
    flowNo: `LS${now}${String(db.meta.sequence).slice(-4)}`,
    tenantId: account.tenantId,
    tenantName: account.tenantName,
    accountId: account.id,
    flowType: 6,
    direction,
    amount,
    balance: account.balance,
    withdrawableAmount: account.withdrawableAmount,
    orderNo,
    remark,
    createTime: formatDateTime(now),
  });
}

/** Settles every pending withdrawal whose delay has passed; true when something changed. */
export function settleDueWithdrawals(db: Db, now: number): boolean {
  const s = moneySettings(db);
  let changed = false;
  for (const r of withdrawTable(db)) {
    if (num(r.withdrawStatus) !== WITHDRAW_STATUS.pending.code || typeof r.createdAtMs !== 'number') continue;
    if (r.createdAtMs + s.withdrawSettleMs > now) continue;
    const account = findAccount(db, str(r.accountId));
    const amount = num(r.withdrawalAmount);
    if (account) {
      account.frozenAmount = num(account.frozenAmount) - amount;
      if (s.withdrawOutcome === 'paid') {
        account.balance = num(account.balance) - amount;
        account.withdrawnAmount = num(account.withdrawnAmount) + amount;
      } else {
        account.withdrawableAmount = num(account.withdrawableAmount) + amount;
      }
      account.updateTime = formatDateTime(now);
    }
    if (s.withdrawOutcome === 'paid') {
      r.withdrawStatus = WITHDRAW_STATUS.paid.code;
      r.payTime = formatDateTime(now);
    } else {
      r.withdrawStatus = WITHDRAW_STATUS.rejected.code;
      r.rejectReason = '收款账户信息有误';
    }
    r.settleTime = formatDateTime(now);
    if (account)
      addFlow(
        db,
        now,
        account,
        amount,
        s.withdrawOutcome === 'paid' ? '提现打款' : '提现驳回，解冻',
        str(r.withdrawNo),
        s.withdrawOutcome === 'paid' ? 2 : 1,
      );
    changed = true;
  }
  return changed;
}

/** Settles due withdrawals before a money call answers. */
export function settle(ctx: AuthedContext): void {
  if (settleDueWithdrawals(ctx.db, ctx.now)) ctx.changed();
}

/** Variants whose call needs an SMS code, and the purpose the code is issued for. */
export const CODE_PURPOSE: Partial<Record<WithdrawVariant, string>> = { merchantDivide: 'divide' };

function scopedAccount(ctx: AuthedContext, id: string): Row | Response {
  const account = findAccount(ctx.db, id);
  if (!account || !tenantMaySee(ctx, account.tenantId)) return fail('账户不存在');
  return account;
}

/** A read of one of an account's tables (its flows or its withdrawals), the caller's tenant only. */
const accountRows =
  (tableOf: (db: Db) => Row[]) =>
  (ctx: AuthedContext): Response => {
    settle(ctx);
    const a = scopedAccount(ctx, str(ctx.params.id));
    if (a instanceof Response) return a;
    return ok(
      paginate(
        tableOf(ctx.db).filter((r) => str(r.accountId) === str(a.id)),
        ctx.query,
      ),
    );
  };

/** The withdrawal of a variant: checks, holds the amount and writes the pending record. */
function withdraw(ctx: AuthedContext, variant: WithdrawVariant, accountId: string, amountText: string | undefined): Response {
  settle(ctx);
  return once(ctx, () => {
    const found = scopedAccount(ctx, accountId);
    if (found instanceof Response) return found;
    const account = found;
    if (account.accountType !== variant) return fail('该账户不支持此提现方式');
    const amount = fenParam(amountText);
    if (amount === null) return fail('提现金额必须为大于0的整数分');
    if (amount > num(account.withdrawableAmount)) return fail('可提现余额不足');
    const purpose = CODE_PURPOSE[variant];
    if (purpose) {
      const why = consumeSms(ctx.db, accountId, purpose, amount, str(ctx.params.code).trim(), ctx.now);
      if (why) return fail(why);
    }
    const { feeFen, netFen } = withdrawFee({ amountFen: amount, feeMode: str(account.feeMode), feeValue: str(account.feeValue) });
    account.frozenAmount = num(account.frozenAmount) + amount;
    account.withdrawableAmount = num(account.withdrawableAmount) - amount;
    account.updateTime = formatDateTime(ctx.now);
    const id = nextId(ctx.db);
    const record: Row = {
      id,
      withdrawNo: `TX${formatDateTime(ctx.now).replace(/\D/g, '')}${id.slice(-4)}`,
      tenantId: account.tenantId,
      tenantName: account.tenantName,
      accountId: account.id,
      accountName: account.accountName,
      variant,
      withdrawalAmount: amount,
      fee: feeFen,
      actualAmount: netFen,
      bankName: account.bankName,
      bankCardNumber: account.bankCardNumber,
      withdrawStatus: WITHDRAW_STATUS.pending.code,
      requestNo: ctx.headers.get('Idempotency-Key'),
      operator: ctx.session.user.realName,
      createTime: formatDateTime(ctx.now),
      createdAtMs: ctx.now,
    };
    withdrawTable(ctx.db).unshift(record);
    addFlow(ctx.db, ctx.now, account, amount, '提现冻结', str(record.withdrawNo), 2);
    return okBody(record, '提现申请已提交');
  });
}

const listFilter = (ctx: AuthedContext, rows: Row[], fields: string[]) => {
  let out = rows.filter((r) => tenantMaySee(ctx, r.tenantId));
  for (const f of fields) {
    const v = ctx.query.get(f)?.trim();
    if (v) out = out.filter((r) => (f.endsWith('No') || f === 'tenantName' ? str(r[f]).includes(v) : str(r[f]) === v));
  }
  const gt = ctx.query.get('createTime_dategt');
  const lt = ctx.query.get('createTime_datelt');
  if (gt) out = out.filter((r) => str(r.createTime).slice(0, 10) >= gt);
  if (lt) out = out.filter((r) => str(r.createTime).slice(0, 10) <= lt);
  return out;
};

const SUP = 'supplier-account';
const WR = 'withdraw-record';

function summary(rows: Row[]) {
  return {
    accountCount: rows.length,
    balance: rows.reduce((s, r) => s + num(r.balance), 0),
    frozenAmount: rows.reduce((s, r) => s + num(r.frozenAmount), 0),
    withdrawableAmount: rows.reduce((s, r) => s + num(r.withdrawableAmount), 0),
    withdrawnAmount: rows.reduce((s, r) => s + num(r.withdrawnAmount), 0),
  };
}

export const withdrawRoutes: readonly RouteDefinition[] = [
  // ---- accounts
  guardedRoute('get', pathOf(SUP, 'list'), (ctx) => {
    settle(ctx);
    return ok(listFilter(ctx, accountTable(ctx.db), ['accountType']));
  }),
  guardedRoute('get', pathOf(SUP, 'page'), (ctx) => {
    settle(ctx);
    return ok(paginate(listFilter(ctx, accountTable(ctx.db), ['accountType', 'tenantName']), ctx.query));
  }),
  guardedRoute('get', pathOf(SUP, 'detail'), (ctx) => {
    settle(ctx);
    const a = scopedAccount(ctx, str(ctx.params.id));
    return a instanceof Response ? a : ok(a);
  }),
  guardedRoute('post', pathOf(SUP, 'platformTopTotal'), (ctx) => {
    settle(ctx);
    return ok(summary(listFilter(ctx, accountTable(ctx.db), ['accountType'])));
  }),
  guardedRoute('post', pathOf(SUP, 'calcMoneyFee'), (ctx) => {
    settle(ctx);
    const a = scopedAccount(ctx, str(ctx.params.id));
    if (a instanceof Response) return a;
    const amount = fenParam(ctx.params.withdrawalAmount);
    if (amount === null) return fail('提现金额必须为大于0的整数分');
    if (amount > num(a.withdrawableAmount)) return fail('可提现余额不足');
    const { feeFen, netFen } = withdrawFee({ amountFen: amount, feeMode: str(a.feeMode), feeValue: str(a.feeValue) });
    return ok({ withdrawalAmount: amount, fee: feeFen, actualAmount: netFen, feeMode: a.feeMode, feeValue: a.feeValue });
  }),
  guardedRoute('get', pathOf(SUP, 'orderDetail'), accountRows(flowTable)),
  guardedRoute('get', pathOf(SUP, 'selectFundOrderDetailById'), (ctx) => {
    const r = byId(ctx, flowTable(ctx.db));
    return r && tenantMaySee(ctx, r.tenantId) ? ok(r) : fail('数据不存在');
  }),
  guardedRoute('get', pathOf(SUP, 'selectWithdrawalDetail'), accountRows(withdrawTable)),
  guardedRoute('get', pathOf(SUP, 'selectWithdrawalDetailById'), (ctx) => {
    settle(ctx);
    const r = byId(ctx, withdrawTable(ctx.db), 'flowId');
    return r && tenantMaySee(ctx, r.tenantId) ? ok(r) : fail('数据不存在');
  }),
  // ---- SMS code for a merchant divide: tied to the account and the amount, expires
  guardedRoute('get', pathOf('merchant-account', 'sendDivideCode'), (ctx) => {
    const a = scopedAccount(ctx, str(ctx.params.id));
    if (a instanceof Response) return a;
    const amount = fenParam(ctx.params.amount);
    if (amount === null) return fail('请先输入提现金额');
    const code = String(ctx.prng.int(100000, 999999));
    const ttl = moneySettings(ctx.db).smsTtlMs;
    issueSms(ctx.db, { accountId: str(a.id), purpose: 'divide', amountFen: amount, code, expiresAt: ctx.now + ttl });
    ctx.changed();
    const phone = str(a.phone);
    return ok(
      { expiresInSeconds: Math.round(ttl / 1000), phone: phone.replace(/^(\d{3})\d{4}(\d{4})$/, '$1****$2') },
      `验证码已发送（演示验证码 ${code}）`,
    );
  }),
  // ---- the withdrawal calls of each variant
  guardedRoute('post', pathOf(WR, 'withdraw'), (ctx) => withdraw(ctx, 'supplier', str(ctx.params.accountId), ctx.params.withdrawalAmount)),
  guardedRoute('post', pathOf(WR, 'agentWithdraw'), (ctx) =>
    withdraw(ctx, 'agent', str(ctx.params.accountId), ctx.params.withdrawalAmount),
  ),
  guardedRoute('post', pathOf(WR, 'restockWithdrawal'), (ctx) =>
    withdraw(ctx, 'restock', str(ctx.params.accountId), ctx.params.withdrawalAmount),
  ),
  guardedRoute('post', pathOf(SUP, 'divideWithdrawal'), (ctx) =>
    withdraw(ctx, 'divide', str(ctx.pathParams.id), ctx.params.withdrawalAmount),
  ),
  guardedRoute('post', pathOf('company-capital', 'withdrawal'), (ctx) =>
    withdraw(ctx, 'company', str(ctx.params.accountId), ctx.params.withdrawalAmount),
  ),
  guardedRoute('post', pathOf('ali-shop-withdrawal', 'shopWithdrawal'), (ctx) =>
    withdraw(ctx, 'aliShop', str(ctx.params.id), ctx.params.withdrawalAmount),
  ),
  guardedRoute('post', pathOf('merchant-account', 'divideMoney'), (ctx) =>
    withdraw(ctx, 'merchantDivide', str(ctx.pathParams.id), ctx.params.amount),
  ),
  // ---- records and flows
  guardedRoute('get', pathOf(WR, 'page'), (ctx) => {
    settle(ctx);
    return ok(
      paginate(listFilter(ctx, withdrawTable(ctx.db), ['accountId', 'requestNo', 'withdrawStatus', 'withdrawNo', 'variant']), ctx.query),
    );
  }),
  guardedRoute('get', pathOf(WR, 'detail'), (ctx) => {
    settle(ctx);
    const r = byId(ctx, withdrawTable(ctx.db));
    return r && tenantMaySee(ctx, r.tenantId) ? ok(r) : fail('数据不存在');
  }),
  guardedRoute('get', pathOf('supplier-account-flow', 'page'), (ctx) => {
    settle(ctx);
    return ok(paginate(listFilter(ctx, flowTable(ctx.db), ['accountId', 'flowType', 'orderNo']), ctx.query));
  }),
  guardedRoute('get', pathOf('supplier-account-flow', 'detail'), (ctx) => {
    const r = byId(ctx, flowTable(ctx.db));
    return r && tenantMaySee(ctx, r.tenantId) ? ok(r) : fail('数据不存在');
  }),
];
