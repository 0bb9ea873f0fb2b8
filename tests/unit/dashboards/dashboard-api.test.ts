import { http as mswHttp, HttpResponse } from 'msw';
import { createSimulator, type Simulator } from '@services/mock/simulator';
import { startNodeSimulator } from '@services/mock/node';
import { ApiError } from '@services/http/errors';
import { dashboardApi, endpointOf } from '@services/api/dashboards/client';
import { MSG_RANGE_ORDER, MSG_RANGE_TOO_LONG } from '@services/mock/routes/dashboard-routes';
import { resetBrowserState, signIn } from '../../support/render-console';

let sim: Simulator = createSimulator({ storage: null });
const node = startNodeSimulator(sim);
afterAll(() => node.close());
beforeEach(() => {
  resetBrowserState();
  sim = createSimulator({ storage: null });
  node.server.resetHandlers(...sim.handlers);
});

const range = { from: '2026-10-01', to: '2026-10-31' };

test('the calls use the spec paths of the registry: GETs with the range as query, fleet reads as POST', async () => {
  expect(endpointOf('platform-stats', 'statsTop')).toEqual({ method: 'GET', path: '/api/platform/stats/top' });
  expect(endpointOf('fleet-purchase', 'purchaseTotal')).toEqual({ method: 'POST', path: '/api/fleet/platform/purchaseTotal' });
  expect(endpointOf('staff-consumer', 'list')).toEqual({ method: 'GET', path: '/api/zytstaffaccount/staffaccount/staff/consumer/list' });
  expect(endpointOf('shell-dashboard', 'userRefuelingWater').path).toBe('/api/shell/DashBoard/userRefuelingWater');
  await signIn(sim);
  await dashboardApi.refuelingWater(range, '1');
  const get = sim.requests.at(-1)!;
  expect(get.method).toBe('GET');
  expect(Object.fromEntries(new URLSearchParams(get.search))).toEqual({
    siteType: '1',
    createTime_dategt: '2026-10-01',
    createTime_datelt: '2026-10-31',
  });
  const total = await dashboardApi.fleetPurchaseTotal(range);
  expect(sim.requests.at(-1)!.method).toBe('POST');
  const orders = await dashboardApi.fleetOilOrders(range);
  expect(total.purchaseAmount).toBe(orders.reduce((a, f) => a + f.amount, 0));
});

test('the platform sees every company and may narrow to one; a company sees only itself whatever it asks', async () => {
  await signIn(sim);
  const all = await dashboardApi.salesStatistics(range, undefined);
  const one = await dashboardApi.salesStatistics(range, '100001');
  expect(new Set(all.stations.map((s) => s.tenantName)).size).toBe(3);
  expect(new Set(one.stations.map((s) => s.tenantName))).toEqual(new Set(['华北石化能源供应有限公司']));
  resetBrowserState();
  await signIn(sim, 'supplier', 'demo123', '100001');
  const own = await dashboardApi.salesStatistics(range, '200001');
  expect(own).toEqual(one);
  const staff = await dashboardApi.staffTotals();
  expect(staff.tenants.map((t) => t.tenantId)).toEqual(['100001']);
});

test('a reversed or too long period is refused with a message (code 400, nothing shown globally)', async () => {
  await signIn(sim);
  const reversed = dashboardApi.statsTop({ from: '2026-10-31', to: '2026-10-01' });
  await expect(reversed).rejects.toBeInstanceOf(ApiError);
  await expect(reversed).rejects.toMatchObject({ kind: 'bad-request', serverMessage: MSG_RANGE_ORDER });
  await expect(dashboardApi.statsMiddle({ from: '2024-01-01', to: '2025-01-01' })).rejects.toMatchObject({
    kind: 'bad-request',
    serverMessage: MSG_RANGE_TOO_LONG,
  });
});

test('a broken answer is an error, never figures', async () => {
  await signIn(sim);
  sim.faults.failNext('/api/platform/getCensus', 'html');
  await expect(dashboardApi.census()).rejects.toBeInstanceOf(ApiError);
  const census = await dashboardApi.census();
  expect(census.tenants.map((t) => t.count)).toEqual([1, 1, 1]);
});

test('an answer of the wrong shape is a decode error naming the field; a station type outside 1-3 is one too', async () => {
  await signIn(sim);
  const answer = (data: unknown) => () => HttpResponse.json({ code: 200, success: true, data, msg: '操作成功' });
  node.server.use(mswHttp.get('/api/platform/getCensus', answer({ tenants: [{ tenantType: '1', count: 'x' }] }), { once: true }));
  await expect(dashboardApi.census()).rejects.toMatchObject({ kind: 'decode', message: 'data.tenants[0].count: expected a whole number' });
  node.server.use(
    mswHttp.get('/api/platform/stats/bottom', answer({ tenants: [], siteTypes: [{ siteType: 7, orderCount: 1, orderAmount: 1 }] }), {
      once: true,
    }),
  );
  await expect(dashboardApi.statsBottom(range)).rejects.toMatchObject({ kind: 'decode' });
  node.server.use(
    mswHttp.get('/api/platform/stats/bottom', answer({ tenants: [], siteTypes: [{ siteType: 2, orderCount: '4', orderAmount: 100 }] }), {
      once: true,
    }),
  );
  expect((await dashboardApi.statsBottom(range)).siteTypes).toEqual([{ siteType: '2', orderCount: 4, orderAmount: 100 }]);
});
