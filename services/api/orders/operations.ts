/**
 * Reads and the third-party refund of the order detail (spec 001 §7 "Orders", "Invoicing and refunds"; spec 002 §7):
 * the card flows of the order's card (findCardFlow), the order's invoice in 开票管理 (the `order-invoicing` page the
 * money screens read), the refund reasons (GET /api/user/option/refund) and the refund application of an order that
 * came from a third-party platform (POST fanxing / pingan refundApply). Paths come from the registry. React-free.
 * The refund application is a money write: it carries the operation's Idempotency-Key and is never retried; after a
 * lost answer the refund list is read to find the application (verifyRefundApply).
 */
import * as v from 'valibot';
import { http } from '@services/http/client';
import { getData, pageOf } from '@services/http/decode';
import type { R } from '@services/http/envelope';
import { fen, id, listOf, recordOf, text, whole } from '@services/api/fields';
import { orderAction, orderDefinition } from './client';
import type { ThirdPartyPlatform } from './status';

/** One flow of a card: a payment (consume, negative) or a refund (positive), in fen. */
export const CardFlowSchema = recordOf({
  flowNo: text,
  cardNo: text,
  orderNo: text,
  flowType: text,
  amount: v.optional(v.union([v.number(), v.pipe(v.string(), v.transform(Number))]), 0),
  siteName: text,
  createTime: text,
});
export type CardFlow = v.InferOutput<typeof CardFlowSchema>;

/** The flows of the card the order was paid with (GET findCardFlow?orderNo), newest first. */
export function cardFlows(orderNo: string, signal?: AbortSignal): Promise<CardFlow[]> {
  return getData(orderAction('order', 'findCardFlow').path, listOf(CardFlowSchema), { params: { orderNo }, signal });
}

const OrderInvoiceSchema = recordOf({ id, orderId: id, orderNo: text, invoiceStatus: whole, invoiceAmount: fen });

/** Invoice states that no longer count for an order (作废, 红冲): the order may be invoiced again. */
const DEAD_INVOICE = new Set([3, 4]);

/**
 * The status of the order's invoice in 开票管理 that is neither cancelled nor red-invoiced, or null when it has none
 * (what status.ts orderInvoiceAllowance needs).
 */
export async function liveInvoiceStatus(order: { id: string; orderNo: string }, signal?: AbortSignal): Promise<number | null> {
  const page = await getData(orderDefinition('order-invoicing').operations.page!.path, pageOf(OrderInvoiceSchema), {
    params: { current: 1, size: 50, orderNo: order.orderNo },
    signal,
  });
  const live = page.records.find(
    (r) => (r.orderId === order.id || r.orderNo === order.orderNo) && !DEAD_INVOICE.has(r.invoiceStatus) && r.invoiceAmount >= 0,
  );
  return live ? live.invoiceStatus : null;
}

/** A refund reason to choose from (a dictionary entry). */
export const RefundReasonSchema = v.pipe(
  recordOf({ dictKey: text, dictValue: text }),
  v.transform((r) => ({ key: r.dictKey, label: r.dictValue })),
);
export type RefundReason = v.InferOutput<typeof RefundReasonSchema>;

/** The refund reasons of an order (GET /api/user/option/refund?orderNo). */
export function refundReasons(orderNo: string, signal?: AbortSignal): Promise<RefundReason[]> {
  return getData(orderAction('order-refund-apply', 'refundOption').path, listOf(RefundReasonSchema), { params: { orderNo }, signal });
}

/** A refund application of a third-party order: the platform it goes to, the amount in fen, the reason in words. */
export interface RefundApplyPayload {
  platform: ThirdPartyPlatform;
  orderNo: string;
  refundFen: number;
  reason: string;
}

const APPLY_ACTION: Record<ThirdPartyPlatform, string> = { fanxing: 'fanxingRefundApply', pingan: 'pinganRefundApply' };

export const refundApplyPath = (platform: ThirdPartyPlatform) => orderAction('order-refund-apply', APPLY_ACTION[platform]).path;

const bodyOf = (p: RefundApplyPayload) => ({ orderNo: p.orderNo, refundAmount: p.refundFen, refundReason: p.reason });

/** The request a refund application sends, as its confirmation shows it under 请求详情. */
export function refundApplyRequest(p: RefundApplyPayload): { method: string; url: string; payload: Record<string, unknown> } {
  return { method: 'POST', url: refundApplyPath(p.platform), payload: bodyOf(p) };
}

/** Sends the refund application once with the operation's key; returns the server's message. */
export async function sendRefundApply(p: RefundApplyPayload, idempotencyKey: string, signal?: AbortSignal): Promise<string> {
  const body = await http.post<R<unknown>>(refundApplyPath(p.platform), bodyOf(p), { meta: { idempotencyKey }, signal });
  return body.msg;
}

const RefundRowSchema = recordOf({ id, orderNo: text, refundAmount: fen, refundStatus: whole, refundReason: text });

/**
 * After a lost answer: the refund list is read for the order; the application is found when an open one (待退款,
 * 退款中) of the same amount and reason is there.
 */
export async function findRefundApply(p: RefundApplyPayload, signal?: AbortSignal): Promise<Record<string, unknown> | null> {
  const page = await getData(orderDefinition('order-refund-apply').operations.page!.path, pageOf(RefundRowSchema), {
    params: { current: 1, size: 50, orderNo: p.orderNo },
    signal,
  });
  return (
    page.records.find(
      (r) =>
        r.orderNo === p.orderNo &&
        (r.refundStatus === 0 || r.refundStatus === 1) &&
        r.refundAmount === p.refundFen &&
        r.refundReason === p.reason,
    ) ?? null
  );
}

/** Whether the order has a refund application still open (待退款 or 退款中): one at a time per order. */
export async function hasOpenRefund(orderNo: string, signal?: AbortSignal): Promise<boolean> {
  const page = await getData(orderDefinition('order-refund-apply').operations.page!.path, pageOf(RefundRowSchema), {
    params: { current: 1, size: 50, orderNo },
    signal,
  });
  return page.records.some((r) => r.orderNo === orderNo && (r.refundStatus === 0 || r.refundStatus === 1));
}
