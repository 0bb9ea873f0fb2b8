/**
 * Calls of the goods library (spec 001 §7 "Goods", spec 000 §6): the platform tenant's own goods (`goods-v2`, other
 * goods-list endpoints than the tenants'), their batch add, up and down shelf, classification, tax rate by tenant,
 * duplicate check by goods code and export, and the commodity details of a goods record (`commodity-detail`). Paths
 * come from the resource registry. Writes carry the operation's Idempotency-Key and are never retried.
 */
import * as v from 'valibot';
import { getData, pageOf, postData } from '@services/http/decode';
import { flag, id, listOf, recordOf, row, savedRecord, text, type Row } from '@services/api/fields';
import { download, type Download } from '@services/api/resource-client';
import { requireResource, resourcePath } from '@services/resources/registry';

export type { Row };

/** The platform's goods library family and the commodity details of its records. */
export const GOODS = 'goods-v2';
export const COMMODITY = 'commodity-detail';

/** A goods record as the library's detail answers it: its fields, and its commodity details. */
const GoodsRecordSchema = v.looseObject({ id, details: listOf(row) });
export type GoodsRecord = v.InferOutput<typeof GoodsRecordSchema>;

/** A goods classification (spec 001 §3: classifyId, commodityId). */
const ClassificationSchema = recordOf({ classifyId: text, classifyName: text, commodityId: text });
export type Classification = v.InferOutput<typeof ClassificationSchema>;

/** The answer of the duplicate query: whether another record of the tenant has the code. */
const RepeatSchema = recordOf({ skuId: text, repeat: flag, goodsName: text });

/** The tax rate a tenant's goods start with (percent, as text). */
const TaxRateSchema = recordOf({ tenantId: text, taxRate: text });

/** A new goods record of a batch add, or an edited one (with its id). Money in fen; the tax rate in percent. */
export interface GoodsBody {
  id?: string;
  goodsName: string;
  skuId: string;
  classifyId: string;
  classifyName: string;
  brandName: string;
  costPrice: number;
  salePrice: number;
  taxRate: string;
  stock: number;
}

/** The request a write makes, for its confirmation's 请求详情. */
export const goodsRequest = (name: string, payload: unknown, params?: Record<string, string>) => ({
  url: params ? `${resourcePath(GOODS, name)}?${new URLSearchParams(params).toString()}` : resourcePath(GOODS, name),
  payload,
});

/** A goods record with its commodity details (GET detail?id). */
export function goodsDetail(goodsId: string, signal?: AbortSignal): Promise<GoodsRecord> {
  return getData(resourcePath('goods-v2', 'detail'), GoodsRecordSchema, { params: { id: goodsId }, signal });
}

/** The caller's goods whose fields match (GET list with the search fields, first 50): how a lost write is looked for. */
export async function findGoods(filters: Record<string, string>, signal?: AbortSignal): Promise<Row[]> {
  const page = await getData(resourcePath('goods-v2', 'list'), pageOf(row), { params: { ...filters, current: 1, size: 50 }, signal });
  return page.records;
}

/** The goods classifications to choose from (GET classify). */
export function classifications(signal?: AbortSignal): Promise<Classification[]> {
  return getData(resourcePath('goods-v2', 'classify'), listOf(ClassificationSchema), { signal });
}

/** Whether another goods record of the tenant has the code (GET checkRepeat?skuId, with the edited record's id). */
export async function isRepeated(skuId: string, ownId: string | undefined, signal?: AbortSignal): Promise<boolean> {
  const params: Record<string, string> = { skuId };
  if (ownId) params.id = ownId;
  const answer = await getData(resourcePath('goods-v2', 'checkRepeat'), RepeatSchema, { params, signal });
  return answer.repeat;
}

/** The tax rate (percent) a tenant's new goods start with (GET taxRate?tenantId). */
export async function tenantTaxRate(tenantId: string, signal?: AbortSignal): Promise<string> {
  const answer = await getData(resourcePath('goods-v2', 'taxRate'), TaxRateSchema, { params: { tenantId }, signal });
  return answer.taxRate;
}

/** Adds or edits one goods record (POST submit: add without id, edit with it). */
export function submitGoods(body: GoodsBody, key: string, signal?: AbortSignal) {
  return postData(resourcePath('goods-v2', 'submit'), body, savedRecord, { signal, meta: { idempotencyKey: key } });
}

/** Adds several goods records at once (POST saveBatch), all or none. */
export function batchAddGoods(rows: readonly GoodsBody[], key: string, signal?: AbortSignal) {
  return postData(resourcePath('goods-v2', 'batchAdd'), rows, v.unknown(), { signal, meta: { idempotencyKey: key } });
}

/** Puts the goods on the shelf (POST upShelf?ids) or takes them off it (POST downShelf?ids). */
export function setShelf(direction: 'upShelf' | 'downShelf', ids: readonly string[], key: string, signal?: AbortSignal) {
  const path = direction === 'upShelf' ? resourcePath('goods-v2', 'upShelf') : resourcePath('goods-v2', 'downShelf');
  return postData(path, null, v.unknown(), { params: { ids: ids.join(',') }, signal, meta: { idempotencyKey: key } });
}

/** The goods matching the search as a file (GET export), fetched as a blob with the auth header. */
export function exportGoods(query: Record<string, string>, fallbackName: string, signal?: AbortSignal): Promise<Download> {
  const action = requireResource('goods-v2').actions.find((a) => a.name === 'export')!;
  return download(action, { query }, fallbackName, signal);
}
