/**
 * The simulated goods library of the platform tenant (`goods-v2`, spec 001 §4, §7 "Goods"; services/api/goods):
 * - the list and detail read the caller's goods; a record's detail lists its commodity details (`details`, the rows of
 *   `commodity-detail` with its commodityId; a record that has none gets one from its own prices on first read);
 * - submit adds (off the shelf, with its commodity detail) or edits one record, saveBatch adds several, all or none;
 *   both refuse a goods code the tenant already has (or the same code twice in a batch), a tax rate that is not a
 *   percentage from 0 to 100, an unknown classification and a missing required field, with the messages of
 *   services/api/goods/status.ts;
 * - upShelf / downShelf set the shelf status of the caller's selected goods (another tenant's goods read as absent,
 *   and then nothing changes);
 * - classify answers the classifications, checkRepeat whether a code is taken, taxRate a tenant's tax rate;
 * - the commodity details' costPrice and serviceCharge answer the figure of a commodity.
 * Writes answer once per honoured Idempotency-Key (effects/common `keyed`). The export is the generic CSV file.
 */
import { requireResource } from '@services/resources/registry';
import { resourcesZh } from '@services/resources/texts-zh';
import { BATCH_ADD_MAX, GOODS_MSG, parseTaxRate, repeatedSkus, SHELF_STATUS, skuOf } from '@services/api/goods/status';
import { findTenant, nextId } from '../db';
import { fail, ok, paginate } from '../envelope';
import { keyed, registryRoute } from '../effects/common';
import { okBody } from '../money/common';
import type { AuthedContext, RouteDefinition } from '../route';
import { formatDateTime } from '../seed';
import { filterRows, idSet, resourceTable, tenantRows } from '../routes/resource-routes';

type Row = Record<string, unknown>;

const GOODS = 'goods-v2';
const COMMODITY = 'commodity-detail';
const goodsDef = () => requireResource(GOODS);
const commodityDef = () => requireResource(COMMODITY);
const str = (v: unknown) => (v === null || v === undefined ? '' : String(v));
const now = (ctx: AuthedContext) => formatDateTime(ctx.now);

/** The goods classifications (spec 001 §3: classifyId). */
export const GOODS_CLASSIFICATIONS: readonly { classifyId: string; classifyName: string }[] = [
  { classifyId: '101', classifyName: '润滑油' },
  { classifyId: '102', classifyName: '汽车养护' },
  { classifyId: '103', classifyName: '车载用品' },
  { classifyId: '104', classifyName: '便利食品' },
  { classifyId: '105', classifyName: '饮料' },
  { classifyId: '106', classifyName: '洗车服务' },
];

/** The tax rate (percent) a tenant's new goods start with: general taxpayers 13%, the others 9%. */
export const taxRateOfTenant = (tenantId: string): string => (tenantId === '000000' ? '13' : '9');

const classificationOf = (id: unknown) => GOODS_CLASSIFICATIONS.find((c) => c.classifyId === str(id));

/**
 * The goods table, each record with a known classification and its commodity id (the record's own id where the
 * seeded record has none); a seeded record's free classification text is replaced once.
 */
function goodsTable(ctx: AuthedContext): Row[] {
  const rows = resourceTable(ctx.db, goodsDef());
  let changed = false;
  rows.forEach((r, i) => {
    if (!classificationOf(r.classifyId)) {
      Object.assign(r, GOODS_CLASSIFICATIONS[i % GOODS_CLASSIFICATIONS.length]);
      changed = true;
    }
    if (!str(r.commodityId)) {
      r.commodityId = str(r.id);
      changed = true;
    }
  });
  if (changed) ctx.changed();
  return rows;
}

/** The caller's goods (BladeX's tenant filter). */
const ownGoods = (ctx: AuthedContext): Row[] => {
  goodsTable(ctx);
  return tenantRows(ctx, goodsDef());
};

/** The commodity details of a goods record; one made from its own prices when it has none yet. */
function detailsOf(ctx: AuthedContext, goods: Row): Row[] {
  const table = resourceTable(ctx.db, commodityDef());
  const mine = table.filter((d) => str(d.commodityId) === str(goods.commodityId));
  if (mine.length > 0) return mine;
  const detail = commodityDetailOf(ctx, goods);
  table.unshift(detail);
  ctx.changed();
  return [detail];
}

/** The commodity detail a new goods record starts with: its prices, no service charge yet. */
const commodityDetailOf = (ctx: AuthedContext, goods: Row): Row => ({
  id: nextId(ctx.db),
  commodityId: str(goods.commodityId),
  goodsName: goods.goodsName,
  skuId: goods.skuId,
  costPrice: Number(goods.costPrice) || 0,
  serviceCharge: 0,
  salePrice: Number(goods.salePrice) || 0,
  tenantId: goods.tenantId,
  createTime: now(ctx),
  updateTime: now(ctx),
});

const fieldLabel = (field: string) => (resourcesZh.field as Record<string, string>)[field] ?? field;

/** Why a goods record may not be stored as sent (a message), or null; `others` are the tenant's other goods. */
function refusal(body: Row, others: readonly Row[]): string | null {
  for (const f of goodsDef().formFields) if (f.required && str(body[f.field]).trim() === '') return GOODS_MSG.required(fieldLabel(f.field));
  if (str(body.taxRate).trim() !== '' && parseTaxRate(body.taxRate) === null) return GOODS_MSG.taxRate;
  if (str(body.classifyId) && !classificationOf(body.classifyId)) return GOODS_MSG.classify;
  for (const money of ['costPrice', 'salePrice'])
    if (str(body[money]) !== '' && !/^\d+$/.test(str(body[money]))) return GOODS_MSG.required(fieldLabel(money));
  const sku = skuOf(body.skuId);
  if (others.some((r) => skuOf(r.skuId) === sku)) return `${GOODS_MSG.duplicate}：${sku}`;
  return null;
}

/** The fields of a record as stored: the tax rate as its number of percent, the classification's name by its id. */
function stored(body: Row): Row {
  const out: Row = { ...body, skuId: skuOf(body.skuId) };
  const rate = parseTaxRate(body.taxRate);
  if (rate !== null) out.taxRate = String(rate);
  const c = classificationOf(body.classifyId);
  if (c) out.classifyName = c.classifyName;
  for (const k of ['shelfStatus', 'tenantId', 'createTime', 'commodityId', 'details']) delete out[k];
  return out;
}

/** A new record of the caller's tenant, off the shelf, with its commodity detail. */
function addGoods(ctx: AuthedContext, body: Row): Row {
  const id = nextId(ctx.db);
  const row: Row = {
    ...stored(body),
    id,
    commodityId: id,
    shelfStatus: SHELF_STATUS.off,
    tenantId: ctx.session.tenant.tenantId,
    tenantName: findTenant(ctx.db, ctx.session.tenant.tenantId)?.tenantName ?? '',
    createTime: now(ctx),
  };
  goodsTable(ctx).unshift(row);
  resourceTable(ctx.db, commodityDef()).unshift(commodityDetailOf(ctx, row));
  return row;
}

const jsonBody = (ctx: AuthedContext): unknown =>
  ctx.body && typeof ctx.body === 'object' && typeof (ctx.body as FormData).getAll !== 'function' ? ctx.body : null;

function submit(ctx: AuthedContext): Response {
  const body = jsonBody(ctx);
  if (!body || Array.isArray(body)) return fail('请求体不能为空');
  const b = body as Row;
  return keyed(ctx, () => {
    const mine = ownGoods(ctx);
    if (str(b.id)) {
      const row = mine.find((r) => str(r.id) === str(b.id));
      if (!row) return fail(GOODS_MSG.notFound);
      const merged = { ...row, ...b };
      const why = refusal(
        merged,
        mine.filter((r) => r !== row),
      );
      if (why) return fail(why);
      Object.assign(row, stored(merged), { id: row.id, updateTime: now(ctx) });
      ctx.changed();
      return okBody(row);
    }
    const why = refusal(b, mine);
    if (why) return fail(why);
    const row = addGoods(ctx, b);
    ctx.changed();
    return okBody(row);
  });
}

function saveBatch(ctx: AuthedContext): Response {
  const body = jsonBody(ctx);
  const rows = (Array.isArray(body) ? body : Array.isArray((body as Row | null)?.rows) ? (body as { rows: unknown[] }).rows : []) as Row[];
  if (rows.length === 0 || rows.some((r) => !r || typeof r !== 'object')) return fail(GOODS_MSG.noRows);
  if (rows.length > BATCH_ADD_MAX) return fail(GOODS_MSG.tooMany);
  const twice = repeatedSkus(rows.map((r) => str(r.skuId)));
  if (twice.length) return fail(`${GOODS_MSG.duplicateInBatch}：${twice.join('、')}`);
  return keyed(ctx, () => {
    const mine = ownGoods(ctx);
    for (const r of rows) {
      const why = refusal({ ...r, id: undefined }, mine);
      if (why) return fail(why);
    }
    const added = rows.map((r) => addGoods(ctx, { ...r, id: undefined }));
    ctx.changed();
    return okBody(added);
  });
}

const shelf =
  (status: number) =>
  (ctx: AuthedContext): Response => {
    const ids = idSet(ctx.params.ids);
    if (ids.size === 0) return fail(GOODS_MSG.noSelection);
    return keyed(ctx, () => {
      const mine = ownGoods(ctx);
      const rows = mine.filter((r) => ids.has(str(r.id)));
      // a record of another tenant (or none) reads as absent: nothing of the batch changes
      if (rows.length !== ids.size) return fail(GOODS_MSG.notFound);
      for (const r of rows) Object.assign(r, { shelfStatus: status, updateTime: now(ctx) });
      ctx.changed();
      return okBody(rows.map((r) => ({ id: r.id, shelfStatus: r.shelfStatus })));
    });
  };

function list(ctx: AuthedContext): Response {
  return ok(paginate(filterRows(goodsDef(), ownGoods(ctx), ctx.query), ctx.query));
}

function detail(ctx: AuthedContext): Response {
  const row = ownGoods(ctx).find((r) => str(r.id) === str(ctx.params.id));
  return row ? ok({ ...row, details: detailsOf(ctx, row) }) : fail(GOODS_MSG.notFound);
}

function classify(ctx: AuthedContext): Response {
  const id = str(ctx.params.classifyId);
  return ok(GOODS_CLASSIFICATIONS.filter((c) => !id || c.classifyId === id));
}

function checkRepeat(ctx: AuthedContext): Response {
  const sku = skuOf(ctx.params.skuId);
  if (!sku) return fail(GOODS_MSG.required(fieldLabel('skuId')));
  const hit = ownGoods(ctx).find((r) => skuOf(r.skuId) === sku && str(r.id) !== str(ctx.params.id));
  return ok({ skuId: sku, repeat: Boolean(hit), goodsName: hit ? str(hit.goodsName) : '' });
}

function taxRate(ctx: AuthedContext): Response {
  const tenantId = str(ctx.params.tenantId) || ctx.session.tenant.tenantId;
  if (!findTenant(ctx.db, tenantId)) return fail(GOODS_MSG.notFound);
  return ok({ tenantId, taxRate: taxRateOfTenant(tenantId) });
}

/** A figure (costPrice, serviceCharge) of the caller's commodity. */
const commodityFigure =
  (field: 'costPrice' | 'serviceCharge') =>
  (ctx: AuthedContext): Response => {
    const id = str(ctx.params.commodityId);
    const row = tenantRows(ctx, commodityDef()).find((d) => str(d.commodityId) === id);
    return row ? ok({ commodityId: id, goodsName: row.goodsName, [field]: Number(row[field]) || 0 }) : fail(GOODS_MSG.notFound);
  };

/** The goods library's routes, answered before the generic ones of the same paths (and behind the family's permission). */
export const goodsRoutes: readonly RouteDefinition[] = [
  registryRoute(GOODS, 'list', list),
  registryRoute(GOODS, 'detail', detail),
  registryRoute(GOODS, 'submit', submit),
  registryRoute(GOODS, 'batchAdd', saveBatch),
  registryRoute(GOODS, 'upShelf', shelf(SHELF_STATUS.on)),
  registryRoute(GOODS, 'downShelf', shelf(SHELF_STATUS.off)),
  registryRoute(GOODS, 'classify', classify),
  registryRoute(GOODS, 'checkRepeat', checkRepeat),
  registryRoute(GOODS, 'taxRate', taxRate),
  registryRoute(COMMODITY, 'costPrice', commodityFigure('costPrice')),
  registryRoute(COMMODITY, 'serviceCharge', commodityFigure('serviceCharge')),
];
