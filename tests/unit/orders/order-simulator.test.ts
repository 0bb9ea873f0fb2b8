/**
 * The order calls against the simulated backend: every filter of spec 001 §3 narrows the lists, the sum page and the
 * exports alike; fuel / goods / oil lists; write-off code lookup; phone search; the state transitions of
 * services/api/orders/status.ts, manual notify, supplementary and the oil order split (once per Idempotency-Key).
 */
import { createSimulator, type Simulator } from '@services/mock/simulator';
import { startNodeSimulator } from '@services/mock/node';
import { orderTable } from '@services/mock/orders/seed';
import * as api from '@services/api/orders/client';
import { ORDER_FILTER_FIELDS, filterParams, filterProblem, filtersFromSearch, type OrderFilters } from '@services/api/orders/filters';
import { ORDER_STATE_TRANSITIONS } from '@services/api/orders/status';
import { ApiError } from '@services/http/errors';
import { resetBrowserState, signIn } from '../../support/render-console';

let sim: Simulator = createSimulator({ storage: null });
const node = startNodeSimulator(sim);
afterAll(() => node.close());

beforeEach(async () => {
  resetBrowserState();
  sim = createSimulator({ storage: null });
  node.server.resetHandlers(...sim.handlers);
  await signIn(sim);
});

type Row = Record<string, unknown>;
const fuel = () => orderTable(sim.db, 'order').filter((r) => r.orderType === 1);
const refusal = async (p: Promise<unknown>) => {
  const e = await p.then(
    () => null,
    (err: unknown) => err,
  );
  expect(e).toBeInstanceOf(ApiError);
  return (e as ApiError).serverMessage;
};
const lastQuery = (path: string) => new URLSearchParams(sim.requests.filter((r) => r.path === path).at(-1)?.search ?? '');

test('filterParams keeps the spec 001 §3 fields only, trimmed, empty ones dropped; dates cut to the day', () => {
  expect(ORDER_FILTER_FIELDS).toEqual([
    'orderNo',
    'startTime',
    'endTime',
    'userPhone',
    'stateString',
    'siteId',
    'tenantName',
    'notifyState',
    'platformName',
    'goodNameLike',
    'condition',
    'province',
    'city',
    'district',
    'headList',
    'orderSourceType',
  ]);
  expect(filterParams({ orderNo: ' ZYT1 ', userPhone: '', startTime: '2024-02-01T00:00:00', city: '   ' } as OrderFilters)).toEqual({
    orderNo: 'ZYT1',
    startTime: '2024-02-01',
  });
  expect(filterProblem({ startTime: '2024-02-05', endTime: '2024-02-01' })).toBe('orders:filter.rangeReversed');
  expect(filterProblem({ startTime: '2024/02/05' })).toBe('orders:filter.badDate');
  expect(filterProblem({ startTime: '2024-02-01', endTime: '2024-02-01' })).toBeNull();
  expect(filtersFromSearch('?userPhone=138&tab=oil&startTime=2024-02-01')).toEqual({ userPhone: '138', startTime: '2024-02-01' });
});

/** For each filter: a value taken from a seeded row, and the rows that should match it. */
function cases(rows: Row[]): Array<[keyof OrderFilters, string, (r: Row) => boolean]> {
  const r = rows[4]!;
  const s = (v: unknown) => String(v ?? '');
  const day = s(r.createTime).slice(0, 10);
  return [
    ['orderNo', s(r.orderNo).slice(-6), (x) => s(x.orderNo).includes(s(r.orderNo).slice(-6))],
    ['userPhone', s(r.userPhone).slice(0, 7), (x) => s(x.userPhone).includes(s(r.userPhone).slice(0, 7))],
    ['startTime', day, (x) => s(x.createTime).slice(0, 10) >= day],
    ['endTime', day, (x) => s(x.createTime).slice(0, 10) <= day],
    ['stateString', '0,3', (x) => [0, 3].includes(Number(x.orderState))],
    ['siteId', s(r.siteId), (x) => x.siteId === r.siteId],
    ['tenantName', s(r.tenantName), (x) => x.tenantName === r.tenantName],
    ['notifyState', '2', (x) => x.notifyState === 2],
    ['platformName', s(r.platformName), (x) => s(x.platformName).includes(s(r.platformName))],
    ['goodNameLike', '95#', (x) => s(x.goodsName).includes('95#')],
    [
      'condition',
      s(r.tenantName).slice(0, 4),
      (x) => [x.orderNo, x.userPhone, x.siteName, x.goodsName, x.tenantName].some((v) => s(v).includes(s(r.tenantName).slice(0, 4))),
    ],
    ['province', s(r.province), (x) => s(x.province).includes(s(r.province))],
    ['city', s(r.city), (x) => s(x.city).includes(s(r.city))],
    ['district', s(r.district), (x) => s(x.district).includes(s(r.district))],
    ['headList', `${s(r.headName)},不存在的总部`, (x) => x.headName === r.headName],
    ['orderSourceType', s(r.orderSourceType), (x) => s(x.orderSourceType) === s(r.orderSourceType)],
  ];
}

test.each(Array.from({ length: 16 }, (_, i) => i))('filter #%i narrows the list, the sum page and the export alike', async (i) => {
  const rows = fuel();
  const [field, value, match] = cases(rows)[i]!;
  const expected = rows.filter(match);
  expect(expected.length).toBeGreaterThan(0);
  expect(expected.length).toBeLessThan(rows.length);
  const page = await api.pageOrders('platform', { [field]: value }, 1, 200);
  expect(lastQuery('/api/zytorder/order/pageViewList_v2').get(field)).toBe(value);
  expect(page.total).toBe(expected.length);
  expect(page.records.map((r) => r.id).sort()).toEqual(expected.map((r) => r.id).sort());
  const sum = await api.orderSum({ [field]: value });
  expect(sum.total).toBe(expected.length);
  expect(sum.payAmount).toBe(expected.reduce((n, r) => n + Number(r.payAmount), 0));
  const file = await api.exportOrders('export', { [field]: value }, 'x.csv');
  expect(lastQuery('/api/zytorder/order/export').get(field)).toBe(value);
  const lines = (await file.blob.text()).trim().split('\r\n');
  expect(lines).toHaveLength(expected.length + 1);
});

test('fuel orders (v2), goods orders (v3) and oil orders (size 99) are separate lists; exports are named CSV files', async () => {
  const v2 = await api.pageOrders('platform', {}, 1, 10);
  const v3 = await api.pageOrders('goods', {}, 1, 10);
  expect(v2.records.every((r) => r.orderType === 1)).toBe(true);
  expect(v3.records.every((r) => r.orderType === 2 && String(r.writeOffCode).length > 0)).toBe(true);
  const oil = await api.pageOrders('oil', {}, 1, api.OIL_LIST_SIZE);
  expect(lastQuery('/api/oilOrder/oilOrder/pageViewList').get('size')).toBe('99');
  expect(oil.size).toBe(99);
  expect(oil.records).toHaveLength(Math.min(99, oil.total));
  const v2File = await api.exportOrders('exportV2', {}, 'x.csv');
  expect(v2File.fileName).toMatch(/^平台订单明细_\d{8}\.csv$/);
  expect((await v2File.blob.text()).split('\r\n')[0]).toContain('"省","市","区"');
  const goodsFile = await api.exportOrders('exportGoods', { goodNameLike: '洗车' }, 'x.csv');
  const body = await goodsFile.blob.text();
  expect(body).toContain('核销码');
  expect(
    body
      .split('\r\n')
      .slice(1)
      .filter(Boolean)
      .every((l) => l.includes('洗车')),
  ).toBe(true);
});

test('a failed export is a download error (the screen says 文件地址不支持下载)', async () => {
  sim.faults.failNext('/api/zytorder/order/export', 'html');
  const e = await api.exportOrders('export', {}, 'x.csv').catch((err: unknown) => err);
  expect(e).toBeInstanceOf(ApiError);
  expect((e as ApiError).kind).toBe('download');
});

test('write-off code lookup finds the goods order carrying the code; an unknown code finds nothing', async () => {
  const goods = orderTable(sim.db, 'order').find((r) => r.orderType === 2)!;
  const found = await api.selectHxm('platform', ` ${String(goods.writeOffCode)} `);
  expect(found.map((r) => r.orderNo)).toEqual([goods.orderNo]);
  expect(await api.selectHxm('platform', '000000000000')).toEqual([]);
  const oil = orderTable(sim.db, 'oil-order')[2]!;
  expect((await api.selectHxm('oil', String(oil.writeOffCode))).map((r) => r.id)).toEqual([oil.id]);
});

test('phone search returns the platform and oil orders of a phone, tagged with their kind', async () => {
  const oil = orderTable(sim.db, 'oil-order')[0]!;
  const page = await api.pageOrders('tel', { userPhone: String(oil.userPhone) }, 1, 10);
  expect(page.records.some((r) => r.id === oil.id && r.orderKind === 'oil')).toBe(true);
  expect(page.records.every((r) => r.userPhone === oil.userPhone)).toBe(true);
});

test.each([0, 1, 2, 3, 4].flatMap((from) => [0, 1, 2, 3, 4].filter((to) => to !== from).map((to) => [from, to] as const)))(
  'state update %i → %i follows the transitions',
  async (from, to) => {
    const row = fuel().find((r) => r.orderState === from)!;
    const no = String(row.orderNo);
    const call = api.runOrderCommand(api.stateCommand(no, to));
    if (ORDER_STATE_TRANSITIONS[from]!.includes(to)) {
      expect(await call).toBe('更新成功');
      expect(row.orderState).toBe(to);
      expect((row.logs as Row[]).at(-1)).toMatchObject({ action: 'updZytOrderState', detail: `${from}→${to}`, operator: '平台管理员' });
    } else {
      expect(await refusal(call)).toBe('当前状态不允许该操作');
      expect(row.orderState).toBe(from);
    }
  },
);

test('manual notify only for paid or completed orders not yet notified; supplementary only while awaiting payment', async () => {
  const failed = fuel().find((r) => r.notifyState === 2 && (r.orderState === 1 || r.orderState === 2))!;
  expect(await api.runOrderCommand(api.notifyCommand(String(failed.orderNo)))).toBe('通知成功');
  expect(failed.notifyState).toBe(1);
  expect(await refusal(api.runOrderCommand(api.notifyCommand(String(failed.orderNo))))).toBe('订单已通知成功，无需重复通知');
  const pending = fuel().find((r) => r.orderState === 0)!;
  expect(await refusal(api.runOrderCommand(api.notifyCommand(String(pending.orderNo))))).toBe('当前状态不允许该操作');
  expect(await api.runOrderCommand(api.supplementaryCommand(String(pending.orderNo)))).toBe('补单成功');
  expect(pending.orderState).toBe(1);
  expect(await refusal(api.runOrderCommand(api.supplementaryCommand(String(pending.orderNo))))).toBe('当前状态不允许该操作');
  expect(await refusal(api.runOrderCommand(api.notifyCommand('NOPE')))).toBe('订单不存在');
});

test('oil order split: the parts must add up to the paid amount; one split per Idempotency-Key; no second split', async () => {
  const row = orderTable(sim.db, 'oil-order').find((r) => r.orderState === 2)!;
  const pay = Number(row.payAmount);
  expect(await refusal(api.runOrderCommand(api.splitCommand(String(row.id), [100, pay - 101]), { idempotencyKey: 'k-bad-1' }))).toBe(
    '拆分金额之和须等于实付金额',
  );
  expect(await refusal(api.runOrderCommand(api.splitCommand(String(row.id), [pay]), { idempotencyKey: 'k-bad-2' }))).toBe('拆分金额不正确');
  const cmd = api.splitCommand(String(row.id), [100, pay - 100]);
  // a money write without its operation's key is refused before anything is sent (no key is made up per call)
  const sent = sim.requests.length;
  await expect(api.runOrderCommand(cmd)).rejects.toThrow(/without its operation's Idempotency-Key/);
  expect(sim.requests).toHaveLength(sent);
  expect(await api.runOrderCommand(cmd, { idempotencyKey: 'k-1' })).toBe('拆分成功');
  // the same submission again (a retry after a lost answer) is answered without a second split
  await api.runOrderCommand(cmd, { idempotencyKey: 'k-1' });
  expect((row.logs as Row[]).filter((l) => l.action === 'oilOrderSplit')).toHaveLength(1);
  expect(row.splits).toEqual([
    { orderNo: `${String(row.orderNo)}-1`, amount: 100 },
    { orderNo: `${String(row.orderNo)}-2`, amount: pay - 100 },
  ]);
  expect(await refusal(api.runOrderCommand(cmd, { idempotencyKey: 'k-2' }))).toBe('订单已拆分');
  const posts = sim.requests.filter((r) => r.path === '/api/zytorder/order/oilOrderSplit');
  expect(posts.every((r) => !!r.headers['idempotency-key'])).toBe(true);
});

test('detail of a platform order and of an oil order; an unknown id is refused', async () => {
  const p = fuel()[0]!;
  expect((await api.orderDetail('platform', String(p.id))).orderNo).toBe(p.orderNo);
  const o = orderTable(sim.db, 'oil-order')[0]!;
  expect((await api.orderDetail('oil', String(o.id))).orderNo).toBe(o.orderNo);
  expect(await refusal(api.orderDetail('platform', '1'))).toBe('数据不存在');
});
