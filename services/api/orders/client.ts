/**
 * Order calls (spec 001 §7 "Orders", spec 002 §7 "Orders and phones"). Every path comes from the registry's order
 * families (services/resources/definitions/orders.ts); the generic resource client makes pages, details and
 * downloads. React-free; every call takes a signal.
 */
import { operationKeyOf } from '@services/http/operation-key';
import { http } from '@services/http/client';
import * as v from 'valibot';
import { pageOf, requestData } from '@services/http/decode';
import { fen, madeSince, recordOf, row, whole } from '@services/api/fields';
import type { Page, R } from '@services/http/envelope';
import { ApiError, isPlainObject } from '@services/http/errors';
import * as client from '@services/api/resource-client';
import { resourceByKey } from '@services/resources/registry';
import type { ActionDefinition, ResourceDefinition } from '@services/resources/types';
import { filterParams, type OrderFilters } from './filters';

export type OrderRow = Record<string, unknown>;

/** The order lists the screens show. */
export type OrderListKind = 'platform' | 'goods' | 'oil' | 'tel' | 'huarun';

/** Page size of the oil order list (spec 000 §9: "Oil list uses size 99"). */
export const OIL_LIST_SIZE = 99;

export function orderDefinition(key: string): ResourceDefinition {
  const def = resourceByKey(key);
  if (!def) throw new Error(`unknown resource ${key}`);
  return def;
}

export function orderAction(key: string, name: string): ActionDefinition {
  const a = orderDefinition(key).actions.find((x) => x.name === name);
  if (!a) throw new Error(`${key} has no action ${name}`);
  return a;
}

/** Which family and call each list uses: platform orders pageViewList_v2, goods orders pageViewList_v3, oil orders pageViewList. */
export function listCall(kind: OrderListKind): { key: string; method: 'GET'; path: string } {
  switch (kind) {
    case 'platform':
      return { key: 'order', method: 'GET', path: orderDefinition('order').operations.page!.path };
    case 'goods':
      return { key: 'order', method: 'GET', path: orderAction('order', 'pageViewListV3').path };
    case 'oil':
      return { key: 'oil-order', method: 'GET', path: orderDefinition('oil-order').operations.page!.path };
    case 'tel':
      return { key: 'tel-order', method: 'GET', path: orderDefinition('tel-order').operations.page!.path };
    case 'huarun':
      return { key: 'huarun-order', method: 'GET', path: orderDefinition('huarun-order').operations.page!.path };
  }
}

/** One page of a list with the filters of spec 001 §3 (empty ones dropped). */
export async function pageOrders(
  kind: OrderListKind,
  filters: OrderFilters,
  current: number,
  size: number,
  signal?: AbortSignal,
): Promise<Page<OrderRow>> {
  const call = listCall(kind);
  const params = { current, size, ...filterParams(filters) };
  return requestData(
    { url: call.path, method: call.method, params, signal },
    pageOf(client.rowSchemaOf(orderDefinition(call.key)), { current, size }),
  );
}

/** Order count and money totals of the filtered orders (selectOrderSumPage), in fen. */
export const OrderSumSchema = v.pipe(
  v.nullish(recordOf({ total: whole, totalAmount: fen, discountAmount: fen, payAmount: fen }), {}),
  v.transform((d) => ({
    total: d.total ?? 0,
    totalAmount: d.totalAmount ?? 0,
    discountAmount: d.discountAmount ?? 0,
    payAmount: d.payAmount ?? 0,
  })),
);
export type OrderSum = v.InferOutput<typeof OrderSumSchema>;

export async function orderSum(filters: OrderFilters, signal?: AbortSignal): Promise<OrderSum> {
  const a = orderAction('order', 'selectOrderSumPage');
  return requestData({ url: a.path, method: 'GET', params: filterParams(filters), signal }, OrderSumSchema);
}

/** Detail of a platform order (orderDetail_v2) or an oil order (oilOrderDetail_v2). */
export function orderDetail(kind: 'platform' | 'oil', id: string, signal?: AbortSignal): Promise<OrderRow> {
  return client.detail(orderDefinition(kind === 'oil' ? 'oil-order' : 'order'), id, signal);
}

/** Write-off code lookup (selectHXM) of platform or oil orders: the orders carrying the code. */
export async function selectHxm(kind: 'platform' | 'oil', code: string, signal?: AbortSignal): Promise<OrderRow[]> {
  const a = orderAction(kind === 'oil' ? 'oil-order' : 'order', 'selectHxm');
  // a page, a plain list, or the one order carrying the code
  const found = await requestData(
    { url: a.path, method: 'GET', params: { code: code.trim() }, signal },
    v.nullish(v.union([v.array(row), v.looseObject({ records: v.array(row) }), row])),
  );
  if (!found) return [];
  if (Array.isArray(found)) return found;
  return Array.isArray(found.records) ? (found.records as OrderRow[]) : [found];
}

/** The exports of the order screens: [family, action]. */
export const ORDER_EXPORTS = {
  export: ['order', 'export'],
  exportV2: ['order', 'exportV2'],
  exportGoods: ['order', 'exportGoods'],
  oilExport: ['oil-order', 'export'],
  exportHuaRunOrder: ['huarun-order', 'exportHuaRunOrder'],
} as const satisfies Record<string, readonly [string, string]>;

export type OrderExportName = keyof typeof ORDER_EXPORTS;

/** Downloads an export of the filtered orders as a file (blob with the auth header; failure: ApiError 'download'). */
export function exportOrders(
  name: OrderExportName,
  filters: OrderFilters,
  fallbackName: string,
  signal?: AbortSignal,
): Promise<client.Download> {
  const [key, action] = ORDER_EXPORTS[name];
  return client.download(orderAction(key, action), { query: filterParams(filters) }, fallbackName, signal);
}

/** A write on one order: its method, path and the exact query it sends (what the confirm dialog shows). */
export interface OrderCommand {
  name:
    | 'manualNotify'
    | 'updZytOrderState'
    | 'supplementary'
    | 'oilOrderSplit'
    | 'repeatPrintTicket'
    | 'revertOilHistoryOrder'
    | 'invoicing'
    | 'invoicingOrderPush';
  method: 'POST';
  path: string;
  params: Record<string, string>;
  body?: unknown;
  moneyWrite?: boolean;
}

export function notifyCommand(orderNo: string): OrderCommand {
  return { name: 'manualNotify', method: 'POST', path: orderAction('order', 'manualNotify').path, params: { orderNo } };
}

export function stateCommand(orderNo: string, orderState: number): OrderCommand {
  return {
    name: 'updZytOrderState',
    method: 'POST',
    path: orderAction('order', 'updZytOrderState').path,
    params: { orderNo, orderState: String(orderState) },
  };
}

export function supplementaryCommand(orderNo: string): OrderCommand {
  return { name: 'supplementary', method: 'POST', path: orderAction('order', 'supplementary').path, params: { orderNo } };
}

export function reprintCommand(orderNo: string): OrderCommand {
  return { name: 'repeatPrintTicket', method: 'POST', path: orderAction('order', 'repeatPrintTicket').path, params: { orderNo } };
}

/** 撤销历史油单: a completed fuel order back to 已支付 (status.ts revertAllowance). */
export function revertCommand(id: string): OrderCommand {
  return { name: 'revertOilHistoryOrder', method: 'POST', path: orderAction('order', 'revertOilHistoryOrder').path, params: { id } };
}

/** 开票: starts issuing the invoice of the order (order/invoicing, `ids` comma-joined; here one order). */
export function invoicingCommand(id: string): OrderCommand {
  return { name: 'invoicing', method: 'POST', path: orderAction('order', 'invoicing').path, params: { ids: id } };
}

/** 推送开票: files the order's invoice in 开票管理 to be issued there (invoicingOrderPush). */
export function invoicePushCommand(id: string): OrderCommand {
  return { name: 'invoicingOrderPush', method: 'POST', path: orderAction('order', 'invoicingOrderPush').path, params: { id } };
}

/** Split of an oil order into parts (fen); the parts must add up to the paid amount. A money write. */
export function splitCommand(id: string, parts: readonly number[]): OrderCommand {
  return {
    name: 'oilOrderSplit',
    method: 'POST',
    path: orderAction('order', 'oilOrderSplit').path,
    params: { id },
    body: { id, splitAmounts: [...parts] },
    moneyWrite: true,
  };
}

/** Sends a command with the caller's Idempotency-Key (a money write without one is refused). Returns the server's message. */
export async function runOrderCommand(
  cmd: OrderCommand,
  opts: { idempotencyKey?: string; signal?: AbortSignal } = {},
): Promise<string | undefined> {
  const key = operationKeyOf(opts.idempotencyKey, cmd.moneyWrite, `${cmd.method} ${cmd.path}`);
  const body = await http.request<R<unknown>>({
    url: cmd.path,
    method: cmd.method,
    params: cmd.params,
    data: cmd.body,
    signal: opts.signal,
    ...(key ? { meta: { idempotencyKey: key } } : {}),
  });
  if (!isPlainObject(body)) throw new ApiError('invalid-body', 'answer without a body');
  return typeof body.msg === 'string' ? body.msg : undefined;
}

/** The request a command sends, as its confirmation shows it behind 请求详情. */
export function commandRequest(cmd: OrderCommand): { method: string; url: string; payload: unknown } {
  const query = new URLSearchParams(cmd.params).toString();
  return { method: cmd.method, url: `${cmd.path}${query ? `?${query}` : ''}`, payload: cmd.body ?? cmd.params };
}

/**
 * Whether a command's effect shows on the order as read again after a lost answer: the notify state, the new state,
 * the paid supplementary, the same split parts, or a reprint, a revert or an invoicing in the order's activity since the
 * command started.
 */
export function commandEffectShown(cmd: OrderCommand, row: OrderRow, startedAt: number): boolean {
  switch (cmd.name) {
    case 'manualNotify':
      return Number(row.notifyState) === 1;
    case 'updZytOrderState':
      return String(row.orderState) === cmd.params.orderState;
    case 'supplementary':
      return Number(row.orderState) !== 0;
    case 'oilOrderSplit': {
      const parts = (cmd.body as { splitAmounts: number[] }).splitAmounts;
      const splits = Array.isArray(row.splits) ? (row.splits as OrderRow[]) : [];
      return Number(row.splitStatus) === 1 && splits.length === parts.length && splits.every((s, i) => Number(s.amount) === parts[i]);
    }
    case 'repeatPrintTicket':
    case 'revertOilHistoryOrder':
    case 'invoicing':
    case 'invoicingOrderPush': {
      const logs = Array.isArray(row.logs) ? (row.logs as OrderRow[]) : [];
      return logs.some((l) => l.action === cmd.name && madeSince(l.time, startedAt));
    }
  }
}

/** The count of third-party (China Resources) orders matching the filters. */
export async function huarunCount(filters: OrderFilters, signal?: AbortSignal): Promise<number> {
  const a = orderAction('huarun-order', 'countHuaRunOrder');
  const d = await requestData(
    { url: a.path, method: 'GET', params: filterParams(filters), signal },
    v.union([recordOf({ total: v.optional(whole), count: v.optional(whole) }), whole]),
  );
  return typeof d === 'number' ? d : (d.total ?? d.count ?? 0);
}

/** A station to filter by (siteId). */
export interface SiteOption {
  id: string;
  name: string;
}

/** The stations of the site filter: the first 100 sites (the shell-site family). */
export async function siteOptions(signal?: AbortSignal): Promise<SiteOption[]> {
  const page = await client.page(orderDefinition('shell-site'), { current: 1, size: 100, filters: {} }, signal);
  return page.records.map((r) => ({ id: String(r.id ?? ''), name: String(r.siteName ?? r.id ?? '') })).filter((s) => s.id);
}
