/**
 * Invoicing and refund calls (spec 001 §7, spec 002 §7 "Invoicing and refunds"; docs/flows.md "Invoicing").
 * Invoice writes are never retried; refunds move money and carry an Idempotency-Key.
 */
import { http } from '@services/http/client';
import type { R } from '@services/http/envelope';
import { ApiError, isPlainObject } from '@services/http/errors';
import { int, text } from './fields';
import { moneyPath } from './paths';

export type Row = Record<string, unknown>;

export type InvoiceAction = 'issue' | 'cancel' | 'red';

const ACTION_NAMES: Record<InvoiceAction, string> = { issue: 'invoicing', cancel: 'cancelInvoice', red: 'redInvoicing' };

export interface Invoice {
  id: string;
  invoiceNo: string;
  orderNo: string;
  invoiceTitle: string;
  amountFen: number;
  status: number;
  failReason: string;
}

export function toInvoice(row: Row): Invoice {
  return { id: text(row.id), invoiceNo: text(row.invoiceNo), orderNo: text(row.orderNo), invoiceTitle: text(row.invoiceTitle), amountFen: int(row.invoiceAmount), status: int(row.invoiceStatus), failReason: text(row.failReason) };
}

function record(body: R<unknown>, what: string): Row {
  if (!isPlainObject(body.data)) throw new ApiError('invalid-body', `${what} without data`, { data: body });
  return body.data;
}

/** One invoice (selectDetailById). */
export async function readInvoice(id: string, signal?: AbortSignal): Promise<Invoice> {
  return toInvoice(record(await http.get<R<unknown>>(moneyPath('order-invoicing', 'detail'), { params: { id }, signal }), 'invoice'));
}

/** Where an invoice being issued stands (getInvoicing/{id}). */
export async function pollInvoice(id: string, signal?: AbortSignal): Promise<Invoice> {
  return toInvoice(record(await http.get<R<unknown>>(moneyPath('order-invoicing', 'getInvoicing', { id }), { signal }), 'invoice'));
}

/** Issue, cancel or red-invoice (POST invoicing/{id}, cancelInvoice/{id}, redinvoicing/{id}). */
export async function actOnInvoice(id: string, action: InvoiceAction, signal?: AbortSignal): Promise<void> {
  await http.post<R<unknown>>(moneyPath('order-invoicing', ACTION_NAMES[action], { id }), undefined, { signal });
}

/** The order-side calls: issue or cancel the invoice of one order (doinvoicing/{id}, cancelInvoice/{id}). */
export async function orderInvoice(orderId: string, action: 'issue' | 'cancel', signal?: AbortSignal): Promise<string> {
  const body = await http.post<R<unknown>>(moneyPath('order', action === 'issue' ? 'doInvoicing' : 'cancelInvoice', { id: orderId }), undefined, { signal });
  return body.msg;
}

export interface BatchResult {
  orderId: string;
  orderNo: string;
  success: boolean;
  msg: string;
}

/** Batch invoicing of orders (batchInvoicing/{ids}): which succeeded, per order. */
export async function batchInvoice(orderIds: readonly string[], signal?: AbortSignal): Promise<BatchResult[]> {
  const body = await http.post<R<unknown>>(moneyPath('order', 'batchInvoicing', { id: orderIds.join(',') }).replace(/%2C/g, ','), undefined, { signal });
  return (Array.isArray(body.data) ? body.data.filter(isPlainObject) : []).map((r) => ({ orderId: text(r.orderId), orderNo: text(r.orderNo), success: r.success === true, msg: text(r.msg) }));
}

/** Refunds an application's order (POST /api/otherPay/refund), once per key. */
export async function refund(orderNo: string, refundFen: number, idempotencyKey: string, signal?: AbortSignal): Promise<void> {
  await http.post<R<unknown>>(moneyPath('order-refund-apply', 'refund'), { orderNo, refundAmount: refundFen }, { meta: { idempotencyKey }, signal });
}

/** Refunds the whole paid amount automatically (POST /api/shell/order/autoRefund), once per key. */
export async function autoRefund(orderNo: string, idempotencyKey: string, signal?: AbortSignal): Promise<void> {
  await http.post<R<unknown>>(moneyPath('order-refund-apply', 'autoRefund'), { orderNo }, { meta: { idempotencyKey }, signal });
}

/**
 * The refund application of an order as the server has it now, or null: after a lost refund answer the screen looks
 * here to see whether the refund was done (its status left 待退款) before anything is sent again.
 */
export async function findRefundApplication(orderNo: string, signal?: AbortSignal): Promise<Row | null> {
  const body = await http.get<R<unknown>>(moneyPath('order-refund-apply', 'page'), { params: { current: 1, size: 10, orderNo }, signal });
  const records = isPlainObject(body.data) && Array.isArray(body.data.records) ? (body.data.records as unknown[]) : [];
  const row = records.find((r): r is Row => isPlainObject(r) && String(r.orderNo) === orderNo);
  return row ?? null;
}

/** The request a refund sends, as its confirmation shows it under 请求详情. */
export function refundRequest(orderNo: string, refundFen: number, auto: boolean): { method: string; url: string; payload: Row } {
  return auto
    ? { method: 'POST', url: moneyPath('order-refund-apply', 'autoRefund'), payload: { orderNo } }
    : { method: 'POST', url: moneyPath('order-refund-apply', 'refund'), payload: { orderNo, refundAmount: refundFen } };
}
