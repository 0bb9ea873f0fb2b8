/**
 * Invoicing and refunds in the simulator (docs/flows.md "Invoicing"; spec 001 §7, spec 002 §7 "Invoicing and refunds"):
 * 0 未开票 → invoicing → 1 开票中 → (getInvoicing after `invoiceIssueMs`) 2 已开票 | 5 开票失败 (may retry);
 * 2 → cancelInvoice → 3 已作废, or → redinvoicing → 4 已红冲, which writes a negative (red) invoice that reverses
 * the amount. The order-side calls (doinvoicing, batchInvoicing, cancelInvoice on /api/zytorder/order) act on
 * the order's invoice. Refunds: refund / autoRefund move a pending application to 已退款, once per key.
 */
import { INVOICE_STATUS, REFUND_STATUS } from '@services/api/money/status';
import { nextId, type Db } from '../db';
import { fail, ok, paginate } from '../envelope';
import type { AuthedContext, RouteDefinition } from '../route';
import { formatDateTime } from '../seed';
import { fenParam, illegal, once, okBody, pathOf } from './common';
import { guardedRoute, tenantMaySee } from '../rules';
import { moneySettings, table, type Row } from './store';
import { orderTable as fuelOrders } from '../orders/seed';

const str = (v: unknown) => (v === null || v === undefined ? '' : String(v));
const num = (v: unknown) => (typeof v === 'number' ? v : Number(v) || 0);

const I = 'order-invoicing';
const O = 'order';
const RA = 'order-refund-apply';
const TENANTS = ['000000', '100001', '300001'];

/** The invoice table; seeded rows get a tenant, an order and a flow status (once). */
export function invoiceTable(db: Db): Row[] {
  const rows = table(db, I);
  if (!rows.some((r) => r.moneySeeded)) {
    const orders = orderTable(db);
    const ordersOf = (tenant: string) => orders.filter((o) => (str(o.tenantId) || TENANTS[0]) === tenant);
    rows.forEach((r, i) => {
      const s = num(r.invoiceStatus);
      // an invoice is asked for by the company whose order it is
      const own = ordersOf(TENANTS[i % TENANTS.length]!);
      const order = own.length ? own[Math.floor(i / TENANTS.length) % own.length]! : orders[i % orders.length]!;
      Object.assign(r, {
        tenantId: str(order.tenantId) || TENANTS[0],
        orderId: order.id,
        orderNo: order.orderNo,
        invoiceAmount: num(order.payAmount),
        invoiceStatus: s > 5 ? 0 : s === 1 ? 0 : s,
        invoiceNo: s === 2 || s === 3 || s === 4 ? `FP${str(r.id).slice(-10)}` : '',
        moneySeeded: true,
      });
    });
  }
  return rows;
}

/** The orders, as the order screens' simulator seeds them (the same rows the order lists show). */
export const orderTable = (db: Db) => fuelOrders(db, 'order');

export function refundTable(db: Db): Row[] {
  const rows = table(db, RA);
  if (!rows.some((r) => r.moneySeeded)) {
    rows.forEach((r, i) => {
      const pay = num(r.payAmount);
      Object.assign(r, {
        tenantId: TENANTS[i % TENANTS.length],
        refundAmount: Math.min(num(r.refundAmount), pay),
        refundStatus: num(r.refundStatus) % 4,
        moneySeeded: true,
      });
    });
  }
  return rows;
}

/** An invoice being issued settles `invoiceIssueMs` after it started (checked when it is read). */
function advance(db: Db, r: Row, now: number): boolean {
  if (num(r.invoiceStatus) !== INVOICE_STATUS.issuing.code || typeof r.issueStartedMs !== 'number') return false;
  const s = moneySettings(db);
  if (r.issueStartedMs + s.invoiceIssueMs > now) return false;
  if (s.invoiceOutcome === 'issued') {
    Object.assign(r, {
      invoiceStatus: INVOICE_STATUS.issued.code,
      invoiceNo: `FP${now}`.slice(0, 14),
      issueTime: formatDateTime(now),
      failReason: '',
    });
  } else {
    Object.assign(r, { invoiceStatus: INVOICE_STATUS.failed.code, failReason: '税控服务暂不可用' });
  }
  return true;
}

function scoped(ctx: AuthedContext, rows: Row[], id: string): Row | undefined {
  const r = rows.find((x) => str(x.id) === id);
  return r && tenantMaySee(ctx, r.tenantId) ? r : undefined;
}

type Result = Response | { body: Record<string, unknown> };

function issue(ctx: AuthedContext, r: Row): Result {
  const s = num(r.invoiceStatus);
  if (s !== INVOICE_STATUS.none.code && s !== INVOICE_STATUS.failed.code) return illegal();
  Object.assign(r, {
    invoiceStatus: INVOICE_STATUS.issuing.code,
    issueStartedMs: ctx.now,
    failReason: '',
    operator: ctx.session.user.realName,
  });
  return okBody(r, '开票申请已提交');
}

function cancel(ctx: AuthedContext, r: Row): Result {
  if (num(r.invoiceStatus) !== INVOICE_STATUS.issued.code) return illegal('只有已开票的发票可以作废');
  Object.assign(r, { invoiceStatus: INVOICE_STATUS.cancelled.code, cancelTime: formatDateTime(ctx.now) });
  return okBody(r);
}

function red(ctx: AuthedContext, r: Row): Result {
  if (num(r.invoiceStatus) !== INVOICE_STATUS.issued.code) return illegal('只有已开票的发票可以红冲');
  Object.assign(r, { invoiceStatus: INVOICE_STATUS.red.code, redTime: formatDateTime(ctx.now) });
  // the red invoice: the same lines with a negative amount, which reverses the invoiced total
  invoiceTable(ctx.db).unshift({
    ...r,
    id: nextId(ctx.db),
    invoiceNo: `HC${str(r.invoiceNo)}`,
    invoiceAmount: -num(r.invoiceAmount),
    redOf: r.id,
    invoiceStatus: INVOICE_STATUS.red.code,
    createTime: formatDateTime(ctx.now),
  });
  return okBody(r);
}

/** A write that answers the change (plain, not keyed). */
function write(ctx: AuthedContext, r: Row | undefined, act: (ctx: AuthedContext, r: Row) => Result): Response {
  if (!r) return fail('数据不存在');
  const out = act(ctx, r);
  if (out instanceof Response) return out;
  ctx.changed();
  return ok(out.body.data, str(out.body.msg));
}

/** The order's invoice in 开票管理 that is neither cancelled nor red-invoiced (nor a red invoice), if any. */
export function liveInvoiceOf(db: Db, order: Row): Row | undefined {
  return invoiceTable(db).find(
    (r) =>
      str(r.orderId) === str(order.id) &&
      !r.redOf &&
      num(r.invoiceStatus) !== INVOICE_STATUS.cancelled.code &&
      num(r.invoiceStatus) !== INVOICE_STATUS.red.code,
  );
}

/** Files the order's invoice in 开票管理 (未开票, for what the order paid), as the invoice list shows it. */
export function fileInvoice(ctx: AuthedContext, order: Row): Row {
  const row: Row = {
    id: nextId(ctx.db),
    tenantId: order.tenantId ?? ctx.session.tenant.tenantId,
    orderId: order.id,
    orderNo: order.orderNo,
    invoiceNo: '',
    invoiceTitle: str(order.tenantName) || '个人',
    taxNo: '',
    invoiceType: 3,
    invoiceAmount: num(order.payAmount),
    email: '',
    invoiceStatus: INVOICE_STATUS.none.code,
    createTime: formatDateTime(ctx.now),
    moneySeeded: true,
  };
  invoiceTable(ctx.db).unshift(row);
  return row;
}

/** The invoice of an order (made, not yet issued, the first time an order is invoiced). */
const invoiceOfOrder = (ctx: AuthedContext, order: Row): Row => liveInvoiceOf(ctx.db, order) ?? fileInvoice(ctx, order);

const filtered = (ctx: AuthedContext, rows: Row[], fields: string[]) => {
  let out = rows.filter((r) => tenantMaySee(ctx, r.tenantId));
  for (const f of fields) {
    const v = ctx.query.get(f)?.trim();
    if (v) out = out.filter((r) => (f.endsWith('Status') ? str(r[f]) === v : str(r[f]).includes(v)));
  }
  return out;
};

export const invoiceRoutes: readonly RouteDefinition[] = [
  guardedRoute('get', pathOf(I, 'page'), (ctx) => {
    const rows = invoiceTable(ctx.db);
    if (rows.filter((r) => advance(ctx.db, r, ctx.now)).length) ctx.changed();
    const out = filtered(ctx, rows, ['orderNo', 'invoiceTitle', 'invoiceStatus', 'orderId']);
    return ok({
      ...paginate(out, ctx.query),
      summary: {
        invoicedAmount: out
          .filter((r) => num(r.invoiceStatus) === INVOICE_STATUS.issued.code || r.redOf || num(r.invoiceStatus) === INVOICE_STATUS.red.code)
          .reduce((s, r) => s + num(r.invoiceAmount), 0),
      },
    });
  }),
  guardedRoute('get', pathOf(I, 'detail'), (ctx) => {
    const r = scoped(ctx, invoiceTable(ctx.db), str(ctx.params.id));
    if (r && advance(ctx.db, r, ctx.now)) ctx.changed();
    return r ? ok(r) : fail('数据不存在');
  }),
  guardedRoute('get', pathOf(I, 'getInvoicing'), (ctx) => {
    const r = scoped(ctx, invoiceTable(ctx.db), str(ctx.pathParams.id));
    if (!r) return fail('数据不存在');
    if (advance(ctx.db, r, ctx.now)) ctx.changed();
    return ok(r);
  }),
  guardedRoute('post', pathOf(I, 'invoicing'), (ctx) => write(ctx, scoped(ctx, invoiceTable(ctx.db), str(ctx.pathParams.id)), issue)),
  guardedRoute('post', pathOf(I, 'cancelInvoice'), (ctx) => write(ctx, scoped(ctx, invoiceTable(ctx.db), str(ctx.pathParams.id)), cancel)),
  guardedRoute('post', pathOf(I, 'redInvoicing'), (ctx) => write(ctx, scoped(ctx, invoiceTable(ctx.db), str(ctx.pathParams.id)), red)),
  // the order side: the same states, on the order's invoice
  guardedRoute('post', pathOf(O, 'doInvoicing'), (ctx) => {
    const order = scoped(ctx, orderTable(ctx.db), str(ctx.pathParams.id));
    return order ? write(ctx, invoiceOfOrder(ctx, order), issue) : fail('订单不存在');
  }),
  guardedRoute('post', pathOf(O, 'cancelInvoice'), (ctx) => {
    const order = scoped(ctx, orderTable(ctx.db), str(ctx.pathParams.id));
    return order ? write(ctx, invoiceOfOrder(ctx, order), cancel) : fail('订单不存在');
  }),
  guardedRoute('post', pathOf(O, 'batchInvoicing'), (ctx) => {
    const ids = str(ctx.pathParams.id)
      .split(',')
      .map((s) => s.trim())
      .filter(Boolean);
    if (ids.length === 0) return fail('请选择至少一条数据');
    const results = ids.map((id) => {
      const order = scoped(ctx, orderTable(ctx.db), id);
      if (!order) return { orderId: id, orderNo: '', success: false, msg: '订单不存在' };
      const r = issue(ctx, invoiceOfOrder(ctx, order));
      return {
        orderId: id,
        orderNo: str(order.orderNo),
        success: !(r instanceof Response),
        msg: r instanceof Response ? '当前状态不允许该操作' : '开票申请已提交',
      };
    });
    ctx.changed();
    return ok(results);
  }),
  // refunds
  guardedRoute('get', pathOf(RA, 'page'), (ctx) =>
    ok(paginate(filtered(ctx, refundTable(ctx.db), ['orderNo', 'userPhone', 'refundStatus']), ctx.query)),
  ),
  guardedRoute('post', pathOf(RA, 'refund'), (ctx) =>
    once(ctx, () => {
      const r = refundTable(ctx.db).find((x) => str(x.orderNo) === str(ctx.params.orderNo) && tenantMaySee(ctx, x.tenantId));
      if (!r) return fail('退款申请不存在');
      if (num(r.refundStatus) !== REFUND_STATUS.pending.code) return illegal();
      const amount = fenParam(ctx.params.refundAmount);
      if (amount === null) return fail('退款金额必须为大于0的整数分');
      if (amount > num(r.payAmount)) return fail('退款金额不能超过实付金额');
      Object.assign(r, {
        refundStatus: REFUND_STATUS.refunded.code,
        refundAmount: amount,
        refundTime: formatDateTime(ctx.now),
        operator: ctx.session.user.realName,
      });
      return okBody(r, '退款成功');
    }),
  ),
  guardedRoute('post', pathOf(RA, 'autoRefund'), (ctx) =>
    once(ctx, () => {
      const r = refundTable(ctx.db).find((x) => str(x.orderNo) === str(ctx.params.orderNo) && tenantMaySee(ctx, x.tenantId));
      if (!r) return fail('退款申请不存在');
      if (num(r.refundStatus) !== REFUND_STATUS.pending.code) return illegal();
      Object.assign(r, {
        refundStatus: REFUND_STATUS.refunded.code,
        refundAmount: num(r.payAmount),
        refundTime: formatDateTime(ctx.now),
        operator: ctx.session.user.realName,
      });
      return okBody(r, '退款成功');
    }),
  ),
];
