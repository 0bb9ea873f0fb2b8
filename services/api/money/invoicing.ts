/**
 * Invoicing and refund calls (spec 001 §7, spec 002 §7 "Invoicing and refunds"; docs/flows.md "Invoicing").
 * Writes are never retried by the transport; each carries its operation's Idempotency-Key (made when the user
 * confirms it, the same for every retry of it).
 */
import * as v from 'valibot';
import { http } from '@services/http/client';
import { getData, pageOf, postData } from '@services/http/decode';
import type { R } from '@services/http/envelope';
import { fen, flag, id, listOf, recordOf, text, whole, type Row } from '@services/api/fields';
import { moneyPath } from './paths';

export type { Row };

export type InvoiceAction = 'issue' | 'cancel' | 'red';

const ACTION_NAMES: Record<InvoiceAction, string> = { issue: 'invoicing', cancel: 'cancelInvoice', red: 'redInvoicing' };

/** One invoice as the invoicing machine uses it. */
export const InvoiceSchema = v.pipe(
  recordOf({ id, invoiceNo: text, orderNo: text, invoiceTitle: text, invoiceAmount: fen, invoiceStatus: whole, failReason: text }),
  v.transform((r) => ({
    id: r.id,
    invoiceNo: r.invoiceNo,
    orderNo: r.orderNo,
    invoiceTitle: r.invoiceTitle,
    amountFen: r.invoiceAmount,
    status: r.invoiceStatus,
    failReason: r.failReason,
  })),
);
export type Invoice = v.InferOutput<typeof InvoiceSchema>;

/** One invoice (selectDetailById). */
export async function readInvoice(id: string, signal?: AbortSignal): Promise<Invoice> {
  return getData(moneyPath('order-invoicing', 'detail'), InvoiceSchema, { params: { id }, signal });
}

/** Where an invoice being issued stands (getInvoicing/{id}). */
export async function pollInvoice(id: string, signal?: AbortSignal): Promise<Invoice> {
  return getData(moneyPath('order-invoicing', 'getInvoicing', { id }), InvoiceSchema, { signal });
}

/** The path of an invoice action (invoicing/{id}, cancelInvoice/{id}, redinvoicing/{id}). */
export const invoiceActionPath = (id: string, action: InvoiceAction) => moneyPath('order-invoicing', ACTION_NAMES[action], { id });

/** The request an invoice action sends, as its confirmation shows it under 请求详情 (no body: the id is in the path). */
export function invoiceActionRequest(id: string, action: InvoiceAction): { method: string; url: string; payload: undefined } {
  return { method: 'POST', url: invoiceActionPath(id, action), payload: undefined };
}

/** Issue, cancel or red-invoice (POST invoicing/{id}, cancelInvoice/{id}, redinvoicing/{id}), once per key. */
export async function actOnInvoice(id: string, action: InvoiceAction, idempotencyKey: string, signal?: AbortSignal): Promise<void> {
  await http.post<R<unknown>>(invoiceActionPath(id, action), undefined, { meta: { idempotencyKey }, signal });
}

/** The order-side calls: issue or cancel the invoice of one order (doinvoicing/{id}, cancelInvoice/{id}). */
export async function orderInvoice(
  orderId: string,
  action: 'issue' | 'cancel',
  idempotencyKey?: string,
  signal?: AbortSignal,
): Promise<string> {
  const body = await http.post<R<unknown>>(orderInvoicePath(orderId, action), undefined, {
    signal,
    ...(idempotencyKey ? { meta: { idempotencyKey } } : {}),
  });
  return body.msg;
}

/** The path of an order-side invoicing call. */
export const orderInvoicePath = (orderId: string, action: 'issue' | 'cancel') =>
  moneyPath('order', action === 'issue' ? 'doInvoicing' : 'cancelInvoice', { id: orderId });

/** The path of a batch invoicing of orders. */
export const batchInvoicePath = (orderIds: readonly string[]) =>
  moneyPath('order', 'batchInvoicing', { id: orderIds.join(',') }).replace(/%2C/g, ',');

/** The invoice states of an order's invoices as the invoice list shows them (after a lost answer). */
export async function orderInvoiceStates(orderNo: string, signal?: AbortSignal): Promise<number[]> {
  const page = await getData(moneyPath('order-invoicing', 'page'), pageOf(InvoiceSchema), {
    params: { current: 1, size: 20, orderNo },
    signal,
  });
  return page.records.filter((r) => r.orderNo === orderNo).map((r) => r.status);
}

/** How one order of a batch went. */
export const BatchResultSchema = v.pipe(
  recordOf({ orderId: id, orderNo: text, success: flag, msg: text }),
  v.transform((r) => ({ orderId: r.orderId, orderNo: r.orderNo, success: r.success, msg: r.msg })),
);
export type BatchResult = v.InferOutput<typeof BatchResultSchema>;

/** Batch invoicing of orders (batchInvoicing/{ids}): which succeeded, per order. */
export async function batchInvoice(orderIds: readonly string[], idempotencyKey?: string, signal?: AbortSignal): Promise<BatchResult[]> {
  return postData(batchInvoicePath(orderIds), undefined, listOf(BatchResultSchema), {
    signal,
    ...(idempotencyKey ? { meta: { idempotencyKey } } : {}),
  });
}

/** Refunds an application's order (POST /api/otherPay/refund), once per key. */
export async function refund(orderNo: string, refundFen: number, idempotencyKey: string, signal?: AbortSignal): Promise<void> {
  await http.post<R<unknown>>(
    moneyPath('order-refund-apply', 'refund'),
    { orderNo, refundAmount: refundFen },
    { meta: { idempotencyKey }, signal },
  );
}

/** Refunds the whole paid amount automatically (POST /api/shell/order/autoRefund), once per key. */
export async function autoRefund(orderNo: string, idempotencyKey: string, signal?: AbortSignal): Promise<void> {
  await http.post<R<unknown>>(moneyPath('order-refund-apply', 'autoRefund'), { orderNo }, { meta: { idempotencyKey }, signal });
}

/** A refund application as the check after a lost refund answer reads it. */
export const RefundApplicationSchema = recordOf({ orderNo: text, refundStatus: whole, refundAmount: fen });
export type RefundApplication = v.InferOutput<typeof RefundApplicationSchema>;

/**
 * The refund application of an order as the server has it now, or null: after a lost refund answer the screen looks
 * here to see whether the refund was done (its status left 待退款) before anything is sent again.
 */
export async function findRefundApplication(orderNo: string, signal?: AbortSignal): Promise<RefundApplication | null> {
  const page = await getData(moneyPath('order-refund-apply', 'page'), pageOf(RefundApplicationSchema), {
    params: { current: 1, size: 10, orderNo },
    signal,
  });
  return page.records.find((r) => r.orderNo === orderNo) ?? null;
}

/** The request a refund sends, as its confirmation shows it under 请求详情. */
export function refundRequest(orderNo: string, refundFen: number, auto: boolean): { method: string; url: string; payload: Row } {
  return auto
    ? { method: 'POST', url: moneyPath('order-refund-apply', 'autoRefund'), payload: { orderNo } }
    : { method: 'POST', url: moneyPath('order-refund-apply', 'refund'), payload: { orderNo, refundAmount: refundFen } };
}
