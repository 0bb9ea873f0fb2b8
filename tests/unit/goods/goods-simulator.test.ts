/**
 * The simulated goods library (services/mock/goods/goods-routes.ts) through the console's own calls
 * (services/api/goods/calls.ts): a batch add creates every row or none, a goods code already taken (or twice in a
 * batch) is refused with the backend's message, the tax rate is a percentage, the shelf status of the selected goods
 * changes and another tenant's goods read as absent, a record lists its commodity details, and the export is a file.
 */
import { createSimulator, type Simulator } from '@services/mock/simulator';
import { startNodeSimulator } from '@services/mock/node';
import { GOODS_CLASSIFICATIONS } from '@services/mock/goods/goods-routes';
import * as api from '@services/api/goods/calls';
import { GOODS_MSG, SHELF_STATUS, parseTaxRate, repeatedSkus } from '@services/api/goods/status';
import { ApiError } from '@services/http/errors';
import { readAction } from '@services/api/resource-client';
import { requireResource } from '@services/resources/registry';
import { resetBrowserState, signIn } from '../../support/render-console';

let sim: Simulator = createSimulator({ storage: null });
const node = startNodeSimulator(sim);
afterAll(() => node.close());

beforeEach(() => {
  resetBrowserState();
  sim = createSimulator({ storage: null });
  node.server.resetHandlers(...sim.handlers);
});

const table = () => sim.db.resources['goods-v2'] ?? [];
const key = () => `k-${Math.random().toString(36).slice(2)}`;

const goods = (over: Partial<api.GoodsBody> = {}): api.GoodsBody => ({
  goodsName: '长城金吉星机油 4L',
  skuId: 'JY-0001',
  classifyId: GOODS_CLASSIFICATIONS[0]!.classifyId,
  classifyName: '',
  brandName: '长城',
  costPrice: 18_000,
  salePrice: 23_800,
  taxRate: '13',
  stock: 40,
  ...over,
});

const refusalOf = async (p: Promise<unknown>) => {
  const e = await p.then(
    () => null,
    (err: unknown) => err,
  );
  expect(e).toBeInstanceOf(ApiError);
  return (e as ApiError).message;
};

test('the tax rate is a percentage from 0 to 100 with at most two decimals', () => {
  expect(parseTaxRate('13')).toBe(13);
  expect(parseTaxRate('6.5%')).toBe(6.5);
  expect(parseTaxRate('0')).toBe(0);
  expect(parseTaxRate('100')).toBe(100);
  for (const bad of ['', '-1', '101', '13.255', 'abc', '0.13.1']) expect(parseTaxRate(bad), bad).toBeNull();
  expect(repeatedSkus(['A', ' A', 'B', ''])).toEqual(['A']);
});

test('a batch add creates every row, off the shelf, each with its commodity detail', async () => {
  await signIn(sim);
  const before = (await api.findGoods({})) && table().length;
  await api.batchAddGoods([goods(), goods({ goodsName: '玻璃水 2L', skuId: 'BLS-02', taxRate: '9' })], key());
  expect(table()).toHaveLength(before + 2);
  const added = table().slice(0, 2);
  expect(added.map((r) => r.skuId).sort()).toEqual(['BLS-02', 'JY-0001']);
  for (const r of added) {
    expect(r.shelfStatus).toBe(SHELF_STATUS.off);
    expect(r.tenantId).toBe('000000');
    expect(r.classifyName).toBe(GOODS_CLASSIFICATIONS[0]!.classifyName);
  }
  const record = await api.goodsDetail(String(added[0]!.id));
  expect(record.details).toHaveLength(1);
  expect(record.details[0]).toMatchObject({ commodityId: String(added[0]!.id), salePrice: added[0]!.salePrice });
});

test('a goods code already taken, or twice in one batch, is refused and nothing is added', async () => {
  await signIn(sim);
  await api.submitGoods(goods(), key());
  const before = table().length;
  expect(await api.isRepeated('JY-0001', undefined)).toBe(true);
  expect(await api.isRepeated('JY-0002', undefined)).toBe(false);
  expect(await refusalOf(api.submitGoods(goods({ goodsName: '另一件' }), key()))).toBe(`${GOODS_MSG.duplicate}：JY-0001`);
  expect(await refusalOf(api.batchAddGoods([goods({ skuId: 'NEW-1' }), goods({ skuId: 'JY-0001' })], key()))).toBe(
    `${GOODS_MSG.duplicate}：JY-0001`,
  );
  expect(await refusalOf(api.batchAddGoods([goods({ skuId: 'NEW-2' }), goods({ skuId: 'NEW-2' })], key()))).toBe(
    `${GOODS_MSG.duplicateInBatch}：NEW-2`,
  );
  expect(table()).toHaveLength(before);
  // editing a record keeps its own code
  const own = table()[0]!;
  expect(await api.isRepeated('JY-0001', String(own.id))).toBe(false);
  await api.submitGoods(goods({ id: String(own.id), salePrice: 25_000 }), key());
  expect(table()[0]).toMatchObject({ skuId: 'JY-0001', salePrice: 25_000 });
});

test('a tax rate that is no percentage and an unknown classification are refused', async () => {
  await signIn(sim);
  const before = (await api.findGoods({})) && table().length;
  expect(await refusalOf(api.submitGoods(goods({ taxRate: '130' }), key()))).toBe(GOODS_MSG.taxRate);
  expect(await refusalOf(api.batchAddGoods([goods({ skuId: 'T-1', taxRate: '-3' })], key()))).toBe(GOODS_MSG.taxRate);
  expect(await refusalOf(api.submitGoods(goods({ classifyId: 'nope' }), key()))).toBe(GOODS_MSG.classify);
  expect(await refusalOf(api.batchAddGoods([], key()))).toBe(GOODS_MSG.noRows);
  expect(table()).toHaveLength(before);
  expect(await api.tenantTaxRate('000000')).toBe('13');
  expect((await api.classifications()).map((c) => c.classifyName)).toEqual(GOODS_CLASSIFICATIONS.map((c) => c.classifyName));
});

test('up and down shelf change the selected goods; another tenant’s goods read as absent and nothing changes', async () => {
  await signIn(sim);
  await api.submitGoods(goods({ skuId: 'PLT-1' }), key());
  const platforms = table().find((r) => r.skuId === 'PLT-1')!;
  await signIn(sim, 'supplier', 'demo123', '100001');
  const mine = (await api.findGoods({})).slice(0, 2);
  expect(mine.length).toBe(2);
  expect(mine.every((r) => r.tenantId === '100001')).toBe(true);
  const ids = mine.map((r) => String(r.id));
  await api.setShelf('upShelf', ids, key());
  for (const id of ids) expect((await api.goodsDetail(id)).shelfStatus).toBe(SHELF_STATUS.on);
  await api.setShelf('downShelf', [ids[0]!], key());
  expect((await api.goodsDetail(ids[0]!)).shelfStatus).toBe(SHELF_STATUS.off);
  expect((await api.goodsDetail(ids[1]!)).shelfStatus).toBe(SHELF_STATUS.on);
  expect(await refusalOf(api.setShelf('downShelf', [ids[1]!, String(platforms.id)], key()))).toBe(GOODS_MSG.notFound);
  expect((await api.goodsDetail(ids[1]!)).shelfStatus).toBe(SHELF_STATUS.on);
  expect(await refusalOf(api.goodsDetail(String(platforms.id)))).toBe(GOODS_MSG.notFound);
  expect(await refusalOf(api.setShelf('upShelf', [], key()))).toBe(GOODS_MSG.noSelection);
  expect(platforms.shelfStatus).toBe(SHELF_STATUS.off);
});

test('a commodity’s cost price and service charge are read; the export is a file of the matching goods', async () => {
  await signIn(sim);
  await api.submitGoods(goods({ skuId: 'EXP-1', goodsName: '导出测试商品' }), key());
  const row = table().find((r) => r.skuId === 'EXP-1')!;
  const [detail] = (await api.goodsDetail(String(row.id))).details;
  const commodity = requireResource('commodity-detail');
  const cost = await readAction(commodity.actions.find((a) => a.name === 'costPrice')!, { row: detail });
  expect(cost.data).toMatchObject({ commodityId: String(row.id), costPrice: 18_000 });
  const charge = await readAction(commodity.actions.find((a) => a.name === 'serviceCharge')!, { row: detail });
  expect(charge.data).toMatchObject({ serviceCharge: 0 });
  const file = await api.exportGoods({ skuId: 'EXP-1' }, 'goods.csv');
  const text = await file.blob.text();
  expect(text).toContain('导出测试商品');
  expect(text.trim().split('\n')).toHaveLength(2);
});
