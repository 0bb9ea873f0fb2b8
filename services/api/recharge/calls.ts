/**
 * Recharge centre and batch purchasing calls (spec 002 §7 "Recharge and staff", "Orders and phones",
 * "Escrow and company capital" user balance and flows). Paths come from the resource registry (the spec's own);
 * amounts travel as integer fen. Money writes carry the operation's Idempotency-Key; nothing is retried, and
 * the SMS-code call (getCode) is a GET that sends a message: it is never repeated on its own.
 */
import * as v from 'valibot';
import { http } from '@services/http/client';
import { decodeBody, getData, pageOf, postData } from '@services/http/decode';
import type { Page, R } from '@services/http/envelope';
import { fen, fenOrNull, id, listOf as listSchema, recordOf, row, text, whole, type Row } from '@services/api/fields';
import { download, page, type Download } from '@services/api/resource-client';
import { requireResource, resourcePath } from '@services/resources/registry';
import type { ActionDefinition } from '@services/resources/types';

export type { Row };

export const def = requireResource;

/** The path of a registry operation or action. */
export const rechargePath = resourcePath;

const STAFF = 'staff-recharge';
const ORDER = 'batch-order';

/** A saved recharge (saveOne / saveOne2). */
export const SavedRechargeSchema = recordOf({ id });
/** A paid recharge: its number, amount and the payer's balance after it (when the server says). */
export const PaidRechargeSchema = recordOf({ id, rechargeNo: text, amount: fenOrNull, fundBalance: fenOrNull });
/** A placed batch order: its number, total and the payer's balance after it (when the server says). */
export const PlacedOrderSchema = recordOf({ id, orderNo: text, totalPayMoney: fenOrNull, fundBalance: fenOrNull });

// ------------------------------------------------------------------------------------------ SMS-code payments

/** Sends the SMS code for a payment of `amountFen` confirmed by `phone` (GET getCode; never retried). Answers the server's text. */
export async function getCode(phone: string, amountFen: number, signal?: AbortSignal): Promise<string> {
  const body = await http.get<R<unknown>>(rechargePath(ORDER, 'getCode'), { params: { phone, amount: amountFen }, signal });
  return body.msg ?? '';
}

export interface RechargeOrder {
  /** saveOne (direct) or saveOne2 (card issuing). */
  kind: 'direct' | 'cardBatch';
  recipients: string[];
  perRecipientFen: number;
  endTime: string;
  batchName: string;
  phone: string;
  totalFen: number;
  /** Where the recharge may be spent: companies of the caller's scope and their stations (none: anywhere). */
  tenantIds?: string[];
  siteIds?: string[];
}

/** The saved recharge record (POST saveOne / saveOne2, status 待支付). */
export async function saveRecharge(order: RechargeOrder, operationKey: string, signal?: AbortSignal) {
  const body = {
    staffPhones: order.recipients,
    amount: order.perRecipientFen,
    totalAmount: order.totalFen,
    endTime: order.endTime,
    phone: order.phone,
    ...(order.kind === 'cardBatch' ? { batchName: order.batchName } : {}),
    ...(order.tenantIds?.length ? { tenantIds: order.tenantIds, siteIds: order.siteIds ?? [] } : {}),
  };
  return postData(rechargePath(STAFF, order.kind === 'direct' ? 'saveOne' : 'saveOne2'), body, SavedRechargeSchema, {
    signal,
    meta: { idempotencyKey: `${operationKey}:save` },
  });
}

/** Pays a saved recharge with the SMS code (POST payment?id; the money moves here). */
export async function payRecharge(id: string, phone: string, code: string, operationKey: string, signal?: AbortSignal) {
  return postData(rechargePath(STAFF, 'payment'), { phone, code }, PaidRechargeSchema, {
    params: { id },
    signal,
    meta: { idempotencyKey: `${operationKey}:pay` },
  });
}

export interface BatchOrderLine {
  goodsId: string;
  goodsName: string;
  quantity: number;
  priceFen: number;
}

/** The body of POST /api/commodity/order/place/order (spec 002 §3): buyGoodsList, totalPayMoney (fen), phone, code. */
export function placeOrderBody(lines: readonly BatchOrderLine[], totalFen: number, phone: string, code: string) {
  return {
    buyGoodsList: lines.map((l) => ({ goodsId: l.goodsId, goodsName: l.goodsName, quantity: l.quantity, price: l.priceFen })),
    totalPayMoney: totalFen,
    phone,
    code,
  };
}

/** Places a batch order (POST place/order with the SMS code). */
export async function placeOrder(
  lines: readonly BatchOrderLine[],
  totalFen: number,
  phone: string,
  code: string,
  operationKey: string,
  signal?: AbortSignal,
) {
  return postData(rechargePath(ORDER, 'placeOrder'), placeOrderBody(lines, totalFen, phone, code), PlacedOrderSchema, {
    signal,
    meta: { idempotencyKey: operationKey },
  });
}

/** The phone of the caller's tenant (GET getTenant/phone), used to prefill the code phone. */
export async function tenantPhone(signal?: AbortSignal): Promise<string> {
  return getData(rechargePath(ORDER, 'tenantPhone'), text, { signal });
}

// ------------------------------------------------------------------------------------------ reads

/** A company the caller may recharge for (its own, or one under it). */
export const CompanySchema = recordOf({ tenantId: text, tenantName: text, parentTenantId: text });
export type Company = v.InferOutput<typeof CompanySchema>;
/** A station of such a company. */
export const SiteSchema = recordOf({ id, siteName: text, city: text, tenantId: text, tenantName: text });
export type Site = v.InferOutput<typeof SiteSchema>;

/** The caller's company and its subordinates whose name contains `tenantName` (GET selectAndSubordinateById). */
export async function subordinateCompanies(tenantName: string, signal?: AbortSignal): Promise<Company[]> {
  return getData(rechargePath(STAFF, 'selectAndSubordinateById'), listSchema(CompanySchema), {
    params: tenantName ? { tenantName } : {},
    signal,
  });
}

/** The stations of the picked companies (POST selectSiteByTenantIdList: a read, safe to repeat). */
export async function sitesOfCompanies(tenantIds: readonly string[], signal?: AbortSignal): Promise<Site[]> {
  return postData(rechargePath(STAFF, 'selectSiteByTenantIdList'), { tenantIds }, listSchema(SiteSchema), { signal });
}

/**
 * A page of the company extension list (GET /api/shell/companyext/list, spec 002 §7): `count` is the page, `size` its
 * length; `companyId` is sent unless it is the root tenant (the platform, spec 002 §6).
 */
export async function companyExtPage(
  query: { current: number; size: number },
  companyId: string,
  signal?: AbortSignal,
): Promise<Page<Row>> {
  const params: Record<string, string | number> = { count: query.current, size: query.size };
  if (companyId && companyId !== PLATFORM_TENANT) params.companyId = companyId;
  return getData(rechargePath('company-ext', 'list'), pageOf(row, query), { params, signal });
}

/** The tenant's recharge funds (GET tempMoney): balance and what is held by unpaid recharges, fen. */
export const TempMoneySchema = v.pipe(
  recordOf({ id, balance: fen, pendingAmount: fen, tenantName: text }),
  /** `id` is the fund's id (for tempMoney/details). */
  v.transform((d) => ({ id: d.id, balanceFen: d.balance, pendingFen: d.pendingAmount, tenantName: d.tenantName })),
);
export type TempMoney = v.InferOutput<typeof TempMoneySchema>;

export async function tempMoney(signal?: AbortSignal): Promise<TempMoney> {
  return getData(rechargePath(STAFF, 'tempMoney'), TempMoneySchema, { signal });
}

/** Movements of the recharge funds (GET tempMoney/details?id — id is the tenant's fund id). */
export async function tempMoneyDetails(id: string, current: number, size: number, signal?: AbortSignal): Promise<Page<Row>> {
  return getData(rechargePath(STAFF, 'tempMoneyDetails'), pageOf(row, { current, size }), { params: { id, current, size }, signal });
}

/** One recharge with its lines (GET selectOneDetailById?id). */
export async function rechargeDetail(id: string, signal?: AbortSignal): Promise<{ record: Row; lines: Row[] }> {
  const record = await getData(rechargePath(STAFF, 'detail'), recordOf({ lines: listSchema(row) }), { params: { id }, signal });
  return { record, lines: record.lines };
}

/** Recharge lines of the caller's tenant (GET recharge/list), optionally of one recharge or phone. */
export async function rechargeLines(
  query: { current: number; size: number; rechargeId?: string; phone?: string },
  signal?: AbortSignal,
): Promise<Page<Row>> {
  const params: Record<string, string | number> = { current: query.current, size: query.size };
  if (query.rechargeId) params.rechargeId = query.rechargeId;
  if (query.phone) params.phone = query.phone;
  return getData(rechargePath(STAFF, 'rechargeList'), pageOf(row, query), { params, signal });
}

/** A page of a registry family's list with filters (recharges, staff accounts, user balances, flows). */
export function listOf(
  key: string,
  query: { current: number; size: number; filters?: Record<string, string> },
  signal?: AbortSignal,
): Promise<Page<Row>> {
  return page(def(key), { current: query.current, size: query.size, filters: query.filters ?? {} }, signal);
}

// ------------------------------------------------------------------------------------------ changes

/** New end time of a whole recharge (PUT updateOneEndTime) or of one line (PUT updateOneDetailEndTime). */
export async function updateEndTime(
  scope: 'whole' | 'line',
  id: string,
  endTime: string,
  idempotencyKey?: string,
  signal?: AbortSignal,
): Promise<void> {
  const { method, url, payload } = endTimeRequest(scope, id, endTime);
  await http.request<R<unknown>>({ url, method, params: payload, signal, ...(idempotencyKey ? { meta: { idempotencyKey } } : {}) });
}

/** The request of an end-time change, as its confirmation shows it. */
export function endTimeRequest(scope: 'whole' | 'line', id: string, endTime: string) {
  return {
    method: 'PUT',
    url: rechargePath(STAFF, scope === 'whole' ? 'updateOneEndTime' : 'updateOneDetailEndTime'),
    payload: { id, endTime },
  };
}

/** Card status codes of a recharge line (user card). */
export const CARD_STATUS = { active: 1, frozen: 2 } as const;

/** Freezes or unfreezes a user card (POST update/userCard/status). */
export async function setCardStatus(id: string, status: number, idempotencyKey?: string, signal?: AbortSignal): Promise<void> {
  await http.post<R<unknown>>(rechargePath(STAFF, 'updateUserCardStatus'), undefined, {
    params: { id, status },
    signal,
    ...(idempotencyKey ? { meta: { idempotencyKey } } : {}),
  });
}

/** The request of a freeze or unfreeze, as its confirmation shows it. */
export function cardStatusRequest(id: string, status: number) {
  return { method: 'POST', url: rechargePath(STAFF, 'updateUserCardStatus'), payload: { id, status } };
}

/** One recharge line (user card) as read again among the lines of its phone; null when it is not there. */
export async function lineOf(id: string, phone: string, signal?: AbortSignal): Promise<Row | null> {
  const page = await rechargeLines({ current: 1, size: 100, phone }, signal);
  return page.records.find((l) => String(l.id) === id) ?? null;
}

/** Imports the recipients of a recharge as staff accounts (GET importStaffAccount?id: changes state, never retried). */
export async function importStaffAccounts(
  rechargeId: string,
  idempotencyKey?: string,
  signal?: AbortSignal,
): Promise<{ imported: number; msg: string }> {
  const res = await http.get<R<unknown>>(rechargePath(STAFF, 'importStaffAccount'), {
    params: { id: rechargeId },
    signal,
    ...(idempotencyKey ? { meta: { idempotencyKey } } : {}),
  });
  const { imported } = decodeBody(res, v.nullish(recordOf({ imported: whole }), {}), rechargePath(STAFF, 'importStaffAccount'));
  return { imported, msg: res.msg ?? '' };
}

/** The request of a staff import, as its confirmation shows it. */
export function importStaffRequest(rechargeId: string) {
  return { method: 'GET', url: rechargePath(STAFF, 'importStaffAccount'), payload: { id: rechargeId } };
}

/** Whether every recipient of a recharge has a staff account (how an import whose answer was lost is found). */
export async function staffImported(rechargeId: string, signal?: AbortSignal): Promise<boolean> {
  const { lines } = await rechargeDetail(rechargeId, signal);
  const found = await Promise.all(
    lines.map((l) => listOf('staff-account', { current: 1, size: 10, filters: { phone: String(l.userPhone) } }, signal)),
  );
  return found.every((page, i) => page.records.some((r) => String(r.phone) === String(lines[i]!.userPhone)));
}

// ------------------------------------------------------------------------------------------ flows by phone

/** Recharge and spend flows of one phone (GET flowListByPhone / flowListByPhoneExpense). */
export async function flowsByPhone(
  kind: 'recharge' | 'expense',
  userPhone: string,
  query: { current: number; size: number },
  signal?: AbortSignal,
): Promise<Page<Row>> {
  const path =
    kind === 'recharge' ? rechargePath('phone-account-flow', 'list') : rechargePath('phone-account-flow', 'flowListByPhoneExpense');
  return getData(path, pageOf(row, query), { params: { userPhone, current: query.current, size: query.size }, signal });
}

/**
 * Exports of the user flows. Spec 002 §7 names them ("expense, recharge, and their exports") without paths; the
 * registry has none yet, so these two are marked extra (the simulator serves them) until the registry gets them.
 */
export const FLOW_EXPORTS: Record<'recharge' | 'expense', ActionDefinition> = {
  recharge: {
    name: 'exportRecharge',
    labelKey: 'resources:action.export',
    method: 'GET',
    path: '/api/shell/accountflow/recharge/export',
    kind: 'page',
    download: true,
    read: true,
    extra: true,
    reason: 'spec 002 §7 names the export without a path',
  },
  expense: {
    name: 'exportExpense',
    labelKey: 'resources:action.export',
    method: 'GET',
    path: '/api/shell/accountflow/expense/export',
    kind: 'page',
    download: true,
    read: true,
    extra: true,
    reason: 'spec 002 §7 names the export without a path',
  },
};

/** Downloads the flows of a phone as a file (a blob with the auth header). */
export function exportFlows(kind: 'recharge' | 'expense', userPhone: string, signal?: AbortSignal): Promise<Download> {
  return download(FLOW_EXPORTS[kind], { query: userPhone ? { userPhone } : {} }, `${kind}-flows.csv`, signal);
}

/** The platform tenant, whose goods the purchasing centre sells (spec 000 §6). */
export const PLATFORM_TENANT = '000000';

export const ProductSchema = v.pipe(
  recordOf({ id, goodsName: text, brandName: text, classifyName: text, salePrice: fen, stock: whole }),
  v.transform((r) => ({
    id: r.id,
    goodsName: r.goodsName,
    brandName: r.brandName,
    classifyName: r.classifyName,
    priceFen: r.salePrice,
    stock: r.stock,
  })),
);
export type Product = v.InferOutput<typeof ProductSchema>;

/**
 * The batch products (GET /api/tenant/goods/search/tenant/goods with the platform tenant and an optional name): the
 * platform's goods of the batch classification that are on the shelf.
 */
export async function products(query: { current: number; size: number; goodsName?: string }, signal?: AbortSignal): Promise<Page<Product>> {
  const params: Record<string, string | number> = { tenantId: PLATFORM_TENANT, current: query.current, size: query.size };
  if (query.goodsName) params.goodsName = query.goodsName;
  return getData(rechargePath('tenant-goods', 'searchTenantGoods'), pageOf(ProductSchema, query), { params, signal });
}
