/**
 * The order operations of spec 001 §7 "Orders" and the third-party refunds of "Invoicing and refunds" in the
 * simulator, tenant scoped like every order route (an order of another tenant is 订单不存在):
 * - GET findCardFlow?orderNo: the flows of the order's card — the card's payments (消费) and refunds (退款) at the
 *   stations, read from the order tables (the card is the order's `cardNo`, else the card of the user's phone).
 * - POST revertOilHistoryOrder?id: a completed fuel order goes back to 已支付 (services/api/orders/status.ts
 *   revertAllowance); any other state is refused with 当前状态不允许该操作.
 * - POST invoicing?ids and invoicingOrderPush?id: the order's invoice in 开票管理 (the `order-invoicing` table the
 *   money screens read): pushing files it as 未开票, invoicing starts issuing it (开票中, settled by the invoice
 *   routes); only for a paid or completed order without an invoice being issued or issued (orderInvoiceAllowance).
 * - POST /api/fanxing/api/order/refundApply and /api/pingan/api/refundApply (orderNo, refundAmount in fen,
 *   refundReason): a refund application (待退款) of an order of that platform, paid or completed, at most what it
 *   paid, one open application (待退款 or 退款中) per order; a money write, answered once per honoured key.
 * - GET /api/user/option/refund[?orderNo]: the refund reasons to choose from.
 * Each write on an order is written in the order's activity, so a check after a lost answer can find it.
 */
import { INVOICE_STATUS, MSG_ILLEGAL_STEP, REFUND_STATUS } from '@services/api/money/status';
import {
  REVERTED_ORDER_STATE,
  orderInvoiceAllowance,
  refundApplyAllowance,
  revertAllowance,
  thirdPartyPlatform,
  type ThirdPartyPlatform,
} from '@services/api/orders/status';
import { luhnCheckDigit } from '@/lib/card-number';
import { nextId, type Db } from '../db';
import { fail, ok } from '../envelope';
import { keyed, registryRoute } from '../effects/common';
import { fenParam, once, okBody } from '../money/common';
import { fileInvoice, liveInvoiceOf, refundTable } from '../money/invoice-routes';
import type { AuthedContext, RouteDefinition } from '../route';
import { visibleRows } from '../rules';
import { formatDateTime } from '../seed';
import { THIRD_PARTY_NAMES, orderTable } from './seed';

type Row = Record<string, unknown>;

const str = (v: unknown) => (v === null || v === undefined ? '' : String(v));
const num = (v: unknown) => (typeof v === 'number' ? v : Number(v) || 0);

/** The refund reasons of GET /api/user/option/refund, as a dictionary (dictKey, dictValue). */
export const REFUND_REASONS: readonly string[] = ['用户取消加油', '重复支付', '油站无法加油', '加油金额有误', '其他原因'];

export const MSG_NO_ORDER = '订单不存在';
export const MSG_INVOICED = '订单已开票';
export const MSG_PUSHED = '订单已推送开票';
export const MSG_REFUND_OPEN = '该订单已有未完成的退款申请';
export const MSG_REFUND_TOO_MUCH = '退款金额不能超过实付金额';

/** The fuel orders of both tables the caller's tenant may see, with the table each comes from. */
function visibleOrders(ctx: AuthedContext): Row[] {
  return [...visibleRows(ctx, orderTable(ctx.db, 'order')), ...visibleRows(ctx, orderTable(ctx.db, 'oil-order'))];
}

const byOrderNo = (ctx: AuthedContext) => {
  const no = str(ctx.params.orderNo).trim();
  return no ? visibleOrders(ctx).find((r) => r.orderNo === no) : undefined;
};
const byId = (ctx: AuthedContext, id: string) => (id ? visibleOrders(ctx).find((r) => str(r.id) === id) : undefined);

function log(ctx: AuthedContext, row: Row, action: string, detail = ''): void {
  const logs = Array.isArray(row.logs) ? (row.logs as Row[]) : [];
  row.logs = [...logs, { time: formatDateTime(ctx.now), action, operator: ctx.session.user.realName || ctx.session.user.account, detail }];
  row.updateTime = formatDateTime(ctx.now);
}

function hash(text: string): number {
  let h = 2166136261;
  for (const c of text) h = Math.imul(h ^ c.charCodeAt(0), 16777619);
  return h >>> 0;
}

/** The card an order was paid with: its own `cardNo`, else the user's card (9000…, Luhn), the same for one phone. */
export function cardOfOrder(row: Row): string {
  if (str(row.cardNo)) return str(row.cardNo);
  const payload = `9000${String(hash(`card:${str(row.userPhone)}`))
    .padStart(11, '0')
    .slice(-11)}`;
  return `${payload}${luhnCheckDigit(payload)}`;
}

/** GET findCardFlow: the card's payments and refunds, newest first. */
function cardFlow(ctx: AuthedContext): Response {
  if (!str(ctx.params.orderNo).trim()) return fail('订单号不能为空');
  const order = byOrderNo(ctx);
  if (!order) return fail(MSG_NO_ORDER);
  const cardNo = cardOfOrder(order);
  const flows: Row[] = [];
  for (const r of visibleOrders(ctx)) {
    if (cardOfOrder(r) !== cardNo) continue;
    const state = num(r.orderState);
    if (state !== 1 && state !== 2 && state !== 3) continue;
    const at = str(r.payTime) || str(r.createTime);
    flows.push({
      flowNo: `CF${str(r.orderNo)}`,
      cardNo,
      orderNo: r.orderNo,
      flowType: 'consume',
      amount: -num(r.payAmount),
      siteName: r.siteName,
      createTime: at,
    });
    if (state === 3)
      flows.push({
        flowNo: `CR${str(r.orderNo)}`,
        cardNo,
        orderNo: r.orderNo,
        flowType: 'refund',
        amount: num(r.refundAmount) || num(r.payAmount),
        siteName: r.siteName,
        createTime: str(r.updateTime) || at,
      });
  }
  flows.sort((a, b) => str(b.createTime).localeCompare(str(a.createTime)));
  return ok(flows);
}

/** POST revertOilHistoryOrder: a completed fuel order back to 已支付. */
function revert(ctx: AuthedContext): Response {
  const order = byId(ctx, str(ctx.params.id).trim());
  if (!order) return fail(MSG_NO_ORDER);
  return keyed(ctx, () => {
    const why = revertAllowance(order);
    if (why === 'orders:reason.revertNotOil') return fail('只有油品订单可以撤销');
    if (why !== 'allowed') return fail(MSG_ILLEGAL_STEP);
    const from = num(order.orderState);
    order.orderState = REVERTED_ORDER_STATE;
    log(ctx, order, 'revertOilHistoryOrder', `${from}→${REVERTED_ORDER_STATE}`);
    return okBody({ id: order.id, orderNo: order.orderNo, orderState: order.orderState }, '撤销成功');
  });
}

function invoiceRefusal(order: Row, live: Row | undefined, action: 'invoicing' | 'invoicingOrderPush'): string | null {
  const why = orderInvoiceAllowance(order, live ? num(live.invoiceStatus) : null, action);
  if (why === 'allowed') return null;
  return why === 'orders:reason.invoiced' ? MSG_INVOICED : why === 'orders:reason.invoicePushed' ? MSG_PUSHED : MSG_ILLEGAL_STEP;
}

/** POST invoicing?ids: starts issuing the invoice of each order (all or none). */
function invoicing(ctx: AuthedContext): Response {
  const ids = str(ctx.params.ids)
    .split(',')
    .map((s) => s.trim())
    .filter(Boolean);
  if (ids.length === 0) return fail('请选择至少一条数据');
  const orders = ids.map((id) => byId(ctx, id));
  if (orders.some((o) => !o)) return fail(MSG_NO_ORDER);
  return keyed(ctx, () => {
    for (const order of orders as Row[]) {
      const why = invoiceRefusal(order, liveInvoiceOf(ctx.db, order), 'invoicing');
      if (why) return fail(ids.length > 1 ? `${str(order.orderNo)}：${why}` : why);
    }
    const issued = (orders as Row[]).map((order) => {
      const invoice = liveInvoiceOf(ctx.db, order) ?? fileInvoice(ctx, order);
      Object.assign(invoice, {
        invoiceStatus: INVOICE_STATUS.issuing.code,
        issueStartedMs: ctx.now,
        failReason: '',
        operator: ctx.session.user.realName,
      });
      log(ctx, order, 'invoicing');
      return { orderId: order.id, orderNo: order.orderNo, invoiceId: invoice.id, invoiceStatus: invoice.invoiceStatus };
    });
    return okBody(issued, '开票申请已提交');
  });
}

/** POST invoicingOrderPush?id: the order's invoice filed in 开票管理 (未开票). */
function push(ctx: AuthedContext): Response {
  const order = byId(ctx, str(ctx.params.id).trim());
  if (!order) return fail(MSG_NO_ORDER);
  return keyed(ctx, () => {
    const why = invoiceRefusal(order, liveInvoiceOf(ctx.db, order), 'invoicingOrderPush');
    if (why) return fail(why);
    const invoice = fileInvoice(ctx, order);
    log(ctx, order, 'invoicingOrderPush');
    return okBody(
      { orderId: order.id, orderNo: order.orderNo, invoiceId: invoice.id, invoiceStatus: invoice.invoiceStatus },
      '已推送至开票管理',
    );
  });
}

const OPEN_REFUND: readonly number[] = [REFUND_STATUS.pending.code, REFUND_STATUS.refunding.code];

/** Whether the order has a refund application still open (待退款 or 退款中). */
export function openRefundOf(db: Db, orderNo: unknown): Row | undefined {
  return refundTable(db).find((r) => str(r.orderNo) === str(orderNo) && OPEN_REFUND.includes(num(r.refundStatus)));
}

/** POST <platform> refundApply: a refund application (待退款) of a paid order of that platform. */
function refundApply(platform: ThirdPartyPlatform) {
  return (ctx: AuthedContext): Response => {
    if (!str(ctx.params.orderNo).trim()) return fail('订单号不能为空');
    const order = byOrderNo(ctx);
    if (!order) return fail(MSG_NO_ORDER);
    return once(ctx, () => {
      if (thirdPartyPlatform(order) !== platform) return fail(`该订单不是${THIRD_PARTY_NAMES[platform]}平台的订单`);
      const why = refundApplyAllowance(order, !!openRefundOf(ctx.db, order.orderNo));
      if (why === 'orders:reason.refundOpen') return fail(MSG_REFUND_OPEN);
      if (why !== 'allowed') return fail(MSG_ILLEGAL_STEP);
      const amount = fenParam(ctx.params.refundAmount);
      if (amount === null) return fail('退款金额必须为大于0的整数分');
      if (amount > num(order.payAmount)) return fail(MSG_REFUND_TOO_MUCH);
      const reason = str(ctx.params.refundReason).trim();
      if (!reason) return fail('请选择退款原因');
      const row: Row = {
        id: nextId(ctx.db),
        tenantId: order.tenantId,
        orderNo: order.orderNo,
        userPhone: order.userPhone,
        siteName: order.siteName,
        payAmount: num(order.payAmount),
        refundAmount: amount,
        refundReason: reason,
        refundStatus: REFUND_STATUS.pending.code,
        platform,
        platformName: THIRD_PARTY_NAMES[platform],
        createTime: formatDateTime(ctx.now),
        moneySeeded: true,
      };
      refundTable(ctx.db).unshift(row);
      log(ctx, order, 'refundApply', `${THIRD_PARTY_NAMES[platform]} ${amount}`);
      return okBody(row, '退款申请已提交');
    });
  };
}

/** GET /api/user/option/refund: the reasons a refund is asked for (of an order the caller may see, when one is named). */
function refundOptions(ctx: AuthedContext): Response {
  if (str(ctx.params.orderNo).trim() && !byOrderNo(ctx)) return fail(MSG_NO_ORDER);
  return ok(REFUND_REASONS.map((dictValue, i) => ({ dictKey: String(i + 1), dictValue })));
}

export const orderOperationRoutes: readonly RouteDefinition[] = [
  registryRoute('order', 'findCardFlow', cardFlow),
  registryRoute('order', 'revertOilHistoryOrder', revert),
  registryRoute('order', 'invoicing', invoicing),
  registryRoute('order', 'invoicingOrderPush', push),
  registryRoute('order-refund-apply', 'fanxingRefundApply', refundApply('fanxing')),
  registryRoute('order-refund-apply', 'pinganRefundApply', refundApply('pingan')),
  registryRoute('order-refund-apply', 'refundOption', refundOptions),
];
