/**
 * Settlement steps in the simulator (docs/flows.md "Settlement steps"): one record, the same id in the reconciliation,
 * settlement sheet and result tables, walks finishConfirm → update2 → update3 → update4 → doConfirm →
 * confirmAccount, strictly in order; a step out of order answers HTTP 200 {code:400,msg:'当前状态不允许该操作'}.
 * Each step records who did it and when. confirmAccount credits the settlement amount to the tenant's account.
 */
import { RECONCILIATION_STATUS, RESULT_STATUS, SHEET_STATUS } from '@services/api/money/status';
import { nextId, type Db } from '../db';
import { fail, ok, paginate } from '../envelope';
import type { AuthedContext, RouteDefinition } from '../route';
import { formatDateTime, seedBaseOf } from '../seed';
import { createPrng } from '../prng';
import { illegal, once, okBody, pathOf } from './common';
import { guardedRoute, tenantMaySee } from '../rules';
import { HttpResponse } from 'msw';
import { accountTable, table, takeDroppedAnswer, type Row } from './store';
import { flowTable, settle } from './withdraw-routes';
import { byCompany, checkingSummary, groupsByCompany, reconciliationSummary } from './summaries';

const str = (v: unknown) => (v === null || v === undefined ? '' : String(v));
const num = (v: unknown) => (typeof v === 'number' ? v : Number(v) || 0);

const STEPS = ['finishConfirm', 'update2', 'update3', 'update4', 'doConfirm', 'confirmAccount'] as const;
type Step = (typeof STEPS)[number];

/**
 * The walks the simulator starts with: [tenant, supplier account credited, period (months before the month of the
 * seed's time: 1 the month before), orders, stage]. With the seed's own dates the periods are 2024-02 back to 2023-11.
 */
const SEED_WALKS: Array<[string, string, number, number, number]> = [
  ['100001', '1800000000000000101', 1, 12, 0],
  ['100001', '1800000000000000101', 2, 9, 2],
  ['100001', '1800000000000000101', 3, 11, 4],
  ['100001', '1800000000000000101', 4, 7, 6],
  ['200001', '1800000000000000201', 1, 6, 0],
  ['200001', '1800000000000000201', 2, 8, 5],
];
/** The walks are made a day after the seed's base (seed.ts seedBaseOf). */
const AFTER_BASE = 86_400_000;

/** The month ('yyyy-MM') `back` months before the month of `time` (Beijing time). */
function monthBefore(time: number, back: number): string {
  const [y, m] = formatDateTime(time).slice(0, 7).split('-').map(Number) as [number, number];
  const n = y * 12 + (m - 1) - back;
  return `${Math.floor(n / 12)}-${String((n % 12) + 1).padStart(2, '0')}`;
}

function stageFields(stage: number) {
  return {
    reconStatus: stage >= 1 ? RECONCILIATION_STATUS.reconciled.code : RECONCILIATION_STATUS.open.code,
    sheetStatus: Math.min(Math.max(stage, 1), SHEET_STATUS.paid.code),
    resultStatus: stage >= 6 ? RESULT_STATUS.received.code : stage >= 5 ? RESULT_STATUS.confirmed.code : RESULT_STATUS.toConfirm.code,
    // the generic column: 0 待对账, 1 已对账, 2 结算中, 3 已结算
    settlementStatus: stage === 0 ? 0 : stage === 1 ? 1 : stage >= 6 ? 3 : 2,
  };
}

const stageOf = (r: Row) => num(r.stage);

/** The sheet table with the walks in it; the reconciliation and result tables hold the same ids. */
export function walkTable(db: Db): Row[] {
  const rows = table(db, 'money-settlement');
  if (!rows.some((r) => r.moneySeeded)) {
    const p = createPrng(7301);
    const SEED_TIME = seedBaseOf(db) + AFTER_BASE;
    const walks = SEED_WALKS.map(([tenantId, accountId, monthsBack, orderCount, stage], i) => {
      const period = monthBefore(SEED_TIME, monthsBack);
      const tenant = db.tenants.find((t) => t.tenantId === tenantId);
      const totalAmount = p.int(200_000, 3_000_000);
      const fee = Math.round(totalAmount / 200);
      const operators = ['王敏', '平台管理员'];
      const row: Row = {
        id: String(1810000000000000001n + BigInt(i)),
        settlementNo: `JS${period.replace('-', '')}${String(i + 1).padStart(4, '0')}`,
        tenantId,
        tenantName: tenant?.tenantName ?? tenantId,
        accountId,
        period,
        orderCount,
        totalAmount,
        fee,
        settlementAmount: totalAmount - fee,
        stage,
        steps: STEPS.slice(0, stage).map((step, j) => ({
          step,
          operator: operators[j % 2],
          time: formatDateTime(SEED_TIME + j * 3600_000),
        })),
        remark: '',
        bankName: '',
        bankCardNumber: '',
        createTime: formatDateTime(SEED_TIME - i * 86_400_000),
        moneySeeded: true,
        ...stageFields(stage),
      };
      return row;
    });
    rows.unshift(...walks);
    table(db, 'reconciliation-record').unshift(...walks.map((w) => ({ ...w })));
    table(db, 'result-settlement').unshift(...walks.map((w) => ({ ...w })));
  }
  return rows;
}

/** Copies a walk's state into the reconciliation and result rows of the same id. */
function mirror(db: Db, walk: Row): void {
  for (const key of ['reconciliation-record', 'result-settlement']) {
    const rows = table(db, key);
    const i = rows.findIndex((r) => str(r.id) === str(walk.id));
    if (i >= 0) rows[i] = { ...structuredClone(walk) };
  }
}

function findWalk(ctx: AuthedContext): Row | undefined {
  const id = str(ctx.params.id);
  const row = walkTable(ctx.db).find((r) => str(r.id) === id);
  return row && tenantMaySee(ctx, row.tenantId) ? row : undefined;
}

/** Takes one step: only the next one, by someone in scope. */
function step(ctx: AuthedContext, name: Step): Response | { body: Record<string, unknown> } {
  const walk = findWalk(ctx);
  if (!walk) return fail('数据不存在');
  if (STEPS[stageOf(walk)] !== name) return illegal();
  const stage = stageOf(walk) + 1;
  if (name === 'confirmAccount') {
    const account = accountTable(ctx.db).find((a) => str(a.id) === str(walk.accountId));
    if (account) {
      const amount = num(walk.settlementAmount);
      account.balance = num(account.balance) + amount;
      account.withdrawableAmount = num(account.withdrawableAmount) + amount;
      account.updateTime = formatDateTime(ctx.now);
      flowTable(ctx.db).unshift({
        id: nextId(ctx.db),
        flowNo: `LS${ctx.now}`,
        tenantId: account.tenantId,
        tenantName: account.tenantName,
        accountId: account.id,
        flowType: 5,
        direction: 1,
        amount,
        balance: account.balance,
        orderNo: walk.settlementNo,
        remark: '结算到账',
        createTime: formatDateTime(ctx.now),
      });
    }
  }
  Object.assign(walk, { stage, ...stageFields(stage), updateTime: formatDateTime(ctx.now) });
  (walk.steps as Row[]).push({ step: name, operator: ctx.session.user.realName, time: formatDateTime(ctx.now) });
  mirror(ctx.db, walk);
  return okBody(walk);
}

/** A plain step: a refusal or the change (no key needed); money steps go through `once`. */
function stepRoute(key: string, name: Step, money: boolean): RouteDefinition {
  return guardedRoute('post', pathOf(key, name), (ctx) => {
    settle(ctx);
    if (money) return once(ctx, () => step(ctx, name));
    const r = step(ctx, name);
    if (r instanceof Response) return r;
    ctx.changed();
    // a configured network drop after the server committed
    if (takeDroppedAnswer(ctx.db, ctx.url.pathname)) return HttpResponse.error();
    return ok(r.body.data);
  });
}

const inScopeRows = (ctx: AuthedContext, rows: Row[]) => {
  let out = rows.filter((r) => tenantMaySee(ctx, r.tenantId));
  for (const f of ['settlementNo', 'tenantName', 'companyName']) {
    const v = ctx.query.get(f)?.trim();
    if (v) out = out.filter((r) => str(r[f]).includes(v));
  }
  for (const f of ['settlementStatus', 'reconStatus', 'sheetStatus', 'resultStatus']) {
    const v = ctx.query.get(f)?.trim();
    if (v) out = out.filter((r) => str(r[f]) === v);
  }
  const gt = ctx.query.get('createTime_dategt');
  const lt = ctx.query.get('createTime_datelt');
  if (gt) out = out.filter((r) => str(r.createTime).slice(0, 10) >= gt);
  if (lt) out = out.filter((r) => str(r.createTime).slice(0, 10) <= lt);
  return out;
};

/** The included orders of a walk: `orderCount` orders adding up to its total (deterministic). */
function includedOrders(walk: Row): Row[] {
  const n = Math.max(1, num(walk.orderCount));
  const total = num(walk.totalAmount);
  const p = createPrng(Number(BigInt(str(walk.id)) % 100000n));
  const weights = Array.from({ length: n }, () => p.int(1, 100));
  const sum = weights.reduce((a, b) => a + b, 0);
  let left = total;
  return weights.map((w, i) => {
    const amount = i === n - 1 ? left : Math.floor((total * w) / sum);
    left -= amount;
    return {
      id: `${str(walk.id)}-${i + 1}`,
      orderNo: `DD${str(walk.period).replace('-', '')}${String(i + 1).padStart(5, '0')}`,
      siteName: p.pick(['北京朝阳加油站', '天津滨海加油站', '石家庄裕华加油站', '保定莲池加油站']),
      totalAmount: amount,
      createTime: `${str(walk.period)}-${String((i % 27) + 1).padStart(2, '0')} 10:00:00`,
    };
  });
}

const RR = 'reconciliation-record';
const MS = 'money-settlement';
const RS = 'result-settlement';

const list = (key: string) => (ctx: AuthedContext) => {
  walkTable(ctx.db);
  return ok(paginate(inScopeRows(ctx, table(ctx.db, key)), ctx.query));
};
const detail = (key: string) => (ctx: AuthedContext) => {
  walkTable(ctx.db);
  const r = table(ctx.db, key).find((x) => str(x.id) === str(ctx.params.id));
  return r && tenantMaySee(ctx, r.tenantId) ? ok(r) : fail('数据不存在');
};

const CA = 'checking-account';

export const settlementRoutes: readonly RouteDefinition[] = [
  // the accounts (or, grouped, one row per company) with the totals of everything that matches (summaries.ts)
  guardedRoute('get', pathOf(CA, 'page'), (ctx) => {
    const rows = inScopeRows(ctx, table(ctx.db, CA));
    return ok({ ...paginate(groupsByCompany(ctx.query) ? byCompany(rows) : rows, ctx.query), summary: checkingSummary(rows) });
  }),
  guardedRoute('get', pathOf(CA, 'detail'), detail(CA)),
  guardedRoute('get', pathOf(RR, 'page'), (ctx) => {
    walkTable(ctx.db);
    const rows = inScopeRows(ctx, table(ctx.db, RR));
    return ok({ ...paginate(rows, ctx.query), summary: reconciliationSummary(rows) });
  }),
  guardedRoute('get', pathOf(RR, 'detail'), detail(RR)),
  stepRoute(RR, 'finishConfirm', false),
  // top: the sheets with the summary figures of everything that matches
  guardedRoute('get', pathOf(MS, 'list'), (ctx) => {
    const rows = inScopeRows(ctx, walkTable(ctx.db));
    const summary = {
      count: rows.length,
      totalAmount: rows.reduce((s, r) => s + num(r.totalAmount), 0),
      fee: rows.reduce((s, r) => s + num(r.fee), 0),
      settlementAmount: rows.reduce((s, r) => s + num(r.settlementAmount), 0),
      paidAmount: rows.filter((r) => stageOf(r) >= 4).reduce((s, r) => s + num(r.settlementAmount), 0),
    };
    return ok({ ...paginate(rows, ctx.query), summary });
  }),
  guardedRoute('get', pathOf(MS, 'detail'), (ctx) => {
    const w = findWalk(ctx);
    return w ? ok(w) : fail('数据不存在');
  }),
  stepRoute(MS, 'update2', false),
  stepRoute(MS, 'update3', false),
  stepRoute(MS, 'update4', true),
  guardedRoute('get', pathOf(MS, 'inDetail'), (ctx) => {
    const w = findWalk(ctx);
    return w ? ok(paginate(includedOrders(w), ctx.query)) : fail('数据不存在');
  }),
  guardedRoute('get', pathOf(RS, 'page'), list(RS)),
  guardedRoute('get', pathOf(RS, 'detail'), detail(RS)),
  stepRoute(RS, 'doConfirm', false),
  stepRoute(RS, 'confirmAccount', true),
  guardedRoute('get', pathOf(RS, 'getBalance'), (ctx) => {
    settle(ctx);
    const w = findWalk(ctx);
    if (!w) return fail('数据不存在');
    const a = accountTable(ctx.db).find((x) => str(x.id) === str(w.accountId));
    return ok({
      accountName: a?.accountName ?? '',
      balance: num(a?.balance),
      withdrawableAmount: num(a?.withdrawableAmount),
      frozenAmount: num(a?.frozenAmount),
    });
  }),
  guardedRoute('post', pathOf(RS, 'saveInfo'), (ctx) => {
    const w = findWalk(ctx);
    if (!w) return fail('数据不存在');
    if (stageOf(w) >= 6) return illegal('已到账的结算不能修改');
    const remark = str(ctx.params.remark).trim();
    if (remark.length > 200) return fail('备注不能超过200个字符');
    w.remark = remark;
    mirror(ctx.db, w);
    ctx.changed();
    return ok(w);
  }),
];
