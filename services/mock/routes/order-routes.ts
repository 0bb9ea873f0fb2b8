/**
 * Order routes of the simulated backend (spec 001 §7 "Orders", spec 002 §7 "Orders and phones"): the platform and
 * oil order lists with the filters of spec 001 §3, the sum page, details, write-off code lookup, phone search, the
 * third-party (China Resources) search, CSV exports, and the writes — manual notify, state update (transitions of
 * services/api/orders/status.ts), supplementary, oil order split (idempotent by key). They answer before the
 * generic resource routes of the same paths and use the same tables (`db.resources[<key>]`).
 */
import { ORDER_STATE_TRANSITIONS, notifyAllowance, splitAllowance, supplementaryAllowance } from '@services/api/orders/status';
import { tableOf } from '../db';
import { fail, ok, paginate } from '../envelope';
import type { AuthedContext, RouteDefinition } from '../route';
import { guardedRoute, visibleRows } from '../rules';
import { formatDateTime } from '../seed';
import { FUEL_EXPORT, FUEL_EXPORT_V2, GOODS_EXPORT, csvFile, filterOrders } from '../orders/filter';
import { orderTable } from '../orders/seed';
import { orderOperationRoutes } from '../orders/operation-routes';

type Row = Record<string, unknown>;

const O = '/api/zytorder/order';
const OIL = '/api/oilOrder/oilOrder';
export const MSG_ILLEGAL = '当前状态不允许该操作';

const str = (v: unknown) => (v === null || v === undefined ? '' : String(v));
/** The orders of a table the caller's tenant may see (orderTable deals the seeded ones out to their tenants). */
function orders(ctx: AuthedContext, key: 'order' | 'oil-order' | 'huarun-order'): Row[] {
  return visibleRows(ctx, orderTable(ctx.db, key));
}

const fuelOrders = (ctx: AuthedContext) => orders(ctx, 'order').filter((r) => r.orderType !== 2);
const goodsOrders = (ctx: AuthedContext) => orders(ctx, 'order').filter((r) => r.orderType === 2);
const day = (ctx: AuthedContext) => formatDateTime(ctx.now).slice(0, 10).replace(/-/g, '');

function list(rows: (ctx: AuthedContext) => Row[]) {
  return (ctx: AuthedContext) => ok(paginate(filterOrders(rows(ctx), ctx.query), ctx.query));
}

function detailOf(key: 'order' | 'oil-order') {
  return (ctx: AuthedContext) => {
    const id = str(ctx.params.id);
    const row = orders(ctx, key).find((r) => str(r.id) === id);
    return row ? ok({ ...row, logs: row.logs ?? [] }) : fail('数据不存在');
  };
}

function hxm(key: 'order' | 'oil-order') {
  return (ctx: AuthedContext) => {
    const code = str(ctx.params.code).trim();
    if (!code) return fail('请输入核销码');
    return ok(orders(ctx, key).filter((r) => str(r.writeOffCode) === code));
  };
}

/** An order by number in the platform or oil table. */
function byOrderNo(ctx: AuthedContext): Row | undefined {
  const no = str(ctx.params.orderNo).trim();
  if (!no) return undefined;
  return orders(ctx, 'order').find((r) => r.orderNo === no) ?? orders(ctx, 'oil-order').find((r) => r.orderNo === no);
}

function log(ctx: AuthedContext, row: Row, action: string, detail = ''): void {
  const logs = Array.isArray(row.logs) ? (row.logs as Row[]) : [];
  row.logs = [...logs, { time: formatDateTime(ctx.now), action, operator: ctx.session.user.realName || ctx.session.user.account, detail }];
  row.updateTime = formatDateTime(ctx.now);
  ctx.changed();
}

function write(handle: (ctx: AuthedContext, row: Row) => Response) {
  return (ctx: AuthedContext) => {
    const row = byOrderNo(ctx);
    if (!str(ctx.params.orderNo).trim()) return fail('订单号不能为空');
    return row ? handle(ctx, row) : fail('订单不存在');
  };
}

const SPLIT_KEYS = 'order-split-keys';

/** POST oilOrderSplit: id, body { id, splitAmounts } in fen adding up to the paid amount; repeated keys answer once. */
function split(ctx: AuthedContext): Response {
  const key = ctx.headers.get('idempotency-key') ?? '';
  const seen = key ? (ctx.db.resources[SPLIT_KEYS] ?? []).find((k) => k.key === key) : undefined;
  if (seen) return ok(seen.data);
  const id = str(ctx.params.id);
  const row = orders(ctx, 'oil-order').find((r) => str(r.id) === id) ?? orders(ctx, 'order').find((r) => str(r.id) === id);
  if (!row) return fail('订单不存在');
  const why = splitAllowance(row);
  if (why === 'orders:reason.splitDone') return fail('订单已拆分');
  if (why !== 'allowed') return fail(MSG_ILLEGAL);
  const body = ctx.body && typeof ctx.body === 'object' ? (ctx.body as Row) : {};
  const parts = Array.isArray(body.splitAmounts) ? body.splitAmounts : [];
  if (parts.length < 2 || !parts.every((p) => Number.isSafeInteger(p) && (p as number) > 0)) return fail('拆分金额不正确');
  const sum = (parts as number[]).reduce((a, b) => a + b, 0);
  if (sum !== Number(row.payAmount)) return fail('拆分金额之和须等于实付金额');
  row.splitStatus = 1;
  row.splits = (parts as number[]).map((amount, i) => ({ orderNo: `${str(row.orderNo)}-${i + 1}`, amount }));
  log(ctx, row, 'oilOrderSplit', (parts as number[]).join(','));
  const data = { orderNo: row.orderNo, splits: row.splits };
  if (key) tableOf(ctx.db, SPLIT_KEYS).push({ key, data });
  return ok(data, '拆分成功');
}

/** Orders of a phone in both tables (the phone-based search), tagged with the table they come from. */
function tel(ctx: AuthedContext): Response {
  // without a phone every order is listed (the console's own screen asks for a phone first)
  const phone = str(ctx.params.userPhone ?? ctx.params.phone).trim();
  const q = new URLSearchParams(ctx.query);
  q.delete('phone');
  if (phone) q.set('userPhone', phone);
  const rows = filterOrders(
    [
      ...orders(ctx, 'order').map((r) => ({ ...r, orderKind: 'platform' })),
      ...orders(ctx, 'oil-order').map((r) => ({ ...r, orderKind: 'oil' })),
    ],
    q,
  );
  return ok(paginate(rows, ctx.query));
}

export const orderRoutes: readonly RouteDefinition[] = [
  ...orderOperationRoutes,
  guardedRoute('get', `${O}/pageViewList_v2`, list(fuelOrders)),
  guardedRoute('get', `${O}/pageViewList_v3`, list(goodsOrders)),
  guardedRoute('get', `${O}/selectOrderSumPage`, (ctx) => {
    const rows = filterOrders(fuelOrders(ctx), ctx.query);
    const sum = (f: string) => rows.reduce((n, r) => n + (Number(r[f]) || 0), 0);
    return ok({ total: rows.length, totalAmount: sum('totalAmount'), discountAmount: sum('discountAmount'), payAmount: sum('payAmount') });
  }),
  guardedRoute('get', `${O}/orderDetail_v2`, detailOf('order')),
  guardedRoute('get', `${O}/selectHXM`, hxm('order')),
  guardedRoute('get', `${O}/export`, (ctx) => csvFile(`平台订单_${day(ctx)}.csv`, FUEL_EXPORT, filterOrders(fuelOrders(ctx), ctx.query))),
  guardedRoute('get', `${O}/export_v2`, (ctx) =>
    csvFile(`平台订单明细_${day(ctx)}.csv`, FUEL_EXPORT_V2, filterOrders(fuelOrders(ctx), ctx.query)),
  ),
  guardedRoute('get', `${O}/exportGoods`, (ctx) =>
    csvFile(`商品订单_${day(ctx)}.csv`, GOODS_EXPORT, filterOrders(goodsOrders(ctx), ctx.query)),
  ),
  guardedRoute(
    'post',
    `${O}/supplementary`,
    write((ctx, row) => {
      if (supplementaryAllowance(row) !== 'allowed') return fail(MSG_ILLEGAL);
      Object.assign(row, { orderState: 1, payTime: formatDateTime(ctx.now), notifyState: 0 });
      log(ctx, row, 'supplementary');
      return ok(null, '补单成功');
    }),
  ),
  guardedRoute('post', `${O}/oilOrderSplit`, split),
  guardedRoute(
    'post',
    '/api/openApi/emption/manualNotify',
    write((ctx, row) => {
      const why = notifyAllowance(row);
      if (why === 'orders:reason.notifyDone') return fail('订单已通知成功，无需重复通知');
      if (why !== 'allowed') return fail(MSG_ILLEGAL);
      row.notifyState = 1;
      row.notifyTime = formatDateTime(ctx.now);
      log(ctx, row, 'manualNotify');
      return ok(null, '通知成功');
    }),
  ),
  guardedRoute(
    'post',
    '/api/openApi/emption/updZytOrderState',
    write((ctx, row) => {
      const to = Number(ctx.params.orderState);
      const from = Number(row.orderState);
      if (!Number.isInteger(to) || !(ORDER_STATE_TRANSITIONS[from] ?? []).includes(to)) return fail(MSG_ILLEGAL);
      row.orderState = to;
      if (to === 1 && !str(row.payTime)) row.payTime = formatDateTime(ctx.now);
      log(ctx, row, 'updZytOrderState', `${from}→${to}`);
      return ok(null, '更新成功');
    }),
  ),
  guardedRoute(
    'post',
    '/api/openApi/emption/repeatPrintTicket',
    write((ctx, row) => {
      log(ctx, row, 'repeatPrintTicket');
      return ok(null, '已重新打印小票');
    }),
  ),
  // oil orders
  guardedRoute(
    'get',
    `${OIL}/pageViewList`,
    list((ctx) => orders(ctx, 'oil-order')),
  ),
  guardedRoute('get', `${OIL}/oilOrderDetail_v2`, detailOf('oil-order')),
  guardedRoute('get', `${OIL}/selectHXM`, hxm('oil-order')),
  guardedRoute('get', `${OIL}/export`, (ctx) =>
    csvFile(`油品订单_${day(ctx)}.csv`, FUEL_EXPORT, filterOrders(orders(ctx, 'oil-order'), ctx.query)),
  ),
  // phone-based search and the third-party search
  guardedRoute('get', '/api/openApi/tel/fromSizePage', tel),
  guardedRoute(
    'get',
    `${O}/queryHuaRunOrder`,
    list((ctx) => orders(ctx, 'huarun-order')),
  ),
  guardedRoute('get', `${O}/countHuaRunOrder`, (ctx) => ok({ total: filterOrders(orders(ctx, 'huarun-order'), ctx.query).length })),
  guardedRoute('get', `${O}/exportHuaRunOrder`, (ctx) =>
    csvFile(`华润订单_${day(ctx)}.csv`, FUEL_EXPORT, filterOrders(orders(ctx, 'huarun-order'), ctx.query)),
  ),
];
