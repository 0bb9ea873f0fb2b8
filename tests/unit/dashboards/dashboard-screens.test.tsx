import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http as mswHttp, HttpResponse } from 'msw';
import { clearLogs, getLogs } from '@services/logs/error-log';
import { addDays, localDay } from '@/screens/dashboards/range';
import { renderConsole, signIn, type RenderedConsole } from '../../support/render-console';
import { useSimulatorPerTest } from '../../support/simulator-per-test';

vi.setConfig({ testTimeout: 30_000 });
const world = useSimulatorPerTest();
beforeAll(async () => {
  await Promise.all([
    import('@/shell/main-layout'),
    import('@/screens/dashboards/home-screens'),
    import('@/screens/dashboards/dashboard-section'),
    import('@/screens/dashboards/statistics-screens'),
  ]);
}, 30_000);
let app: RenderedConsole | null = null;

const USERS = { admin: ['admin', 'admin', '000000'], supplier: ['supplier', 'demo123', '100001'] } as const;

async function start(path: string, who: keyof typeof USERS = 'admin', language: 'zh' | 'en' = 'zh') {
  const [account, password, tenantId] = USERS[who];
  await signIn(world.sim, account, password, tenantId);
  app = world.track(renderConsole({ path, language }));
  await screen.findByRole('banner', {}, { timeout: 10_000 });
  return app;
}

const location = () => app!.router.state.location.pathname + app!.router.state.location.search;
const today = localDay(new Date());
const lastQuery = (path: string) => new URLSearchParams(world.sim.requests.filter((r) => r.path === path).at(-1)?.search ?? '');
const countOf = (path: string) => world.sim.requests.filter((r) => r.path === path).length;
/** The page of the active tab (the others are kept alive, hidden). */
const activePage = () => within(screen.getByRole('tabpanel'));

/** A panel (a titled region) once it has loaded. */
async function panel(name: string) {
  const region = await screen.findByRole('region', { name }, { timeout: 10_000 });
  await waitFor(() => expect(region).toHaveAttribute('aria-busy', 'false'), { timeout: 10_000 });
  return region;
}

/** The value shown next to a headline figure's label. */
function figure(region: HTMLElement, label: string): string {
  const dt = within(region).getByText(label, { selector: 'dt' });
  return dt.nextElementSibling?.textContent ?? '';
}

/** The body rows of a chart's data table, as cell texts. */
function tableRows(region: HTMLElement, title: string): string[][] {
  const table = within(region).getByRole('table', { name: `${title}（数据表）` });
  return within(table)
    .getAllByRole('row')
    .slice(1)
    .map((tr) => [...tr.querySelectorAll('th,td')].map((c) => c.textContent ?? ''));
}

test('the platform home shows the workbench text first, then the platform summary; a company ranking drills down to its sales detail', async () => {
  const user = userEvent.setup();
  await start('/wel/index');
  expect(await screen.findByRole('heading', { level: 1, name: '欢迎使用车队油卡管理平台' })).toBeInTheDocument();
  expect(await screen.findByRole('heading', { level: 2, name: '平台数据看板' }, { timeout: 10_000 })).toBeInTheDocument();
  const summary = await panel('数据概览');
  expect(figure(summary, '入驻企业')).toBe('3');
  expect(figure(summary, '订单金额')).toMatch(/^¥[\d,]+\.\d{2}$/);
  // the trend is stated in its data table: one row per day of the last 30 days
  const trend = await panel('平台交易趋势');
  expect(tableRows(trend, '平台交易趋势')).toHaveLength(30);

  const ranking = await panel('企业销售排行');
  const rows = tableRows(ranking, '企业销售排行');
  expect(rows.map((r) => r[1])).toEqual(['华北石化能源供应有限公司', '速通车队服务有限公司', '顺达物流车队']);
  // the ranking's amounts add up to the headline order amount
  const fen = (s: string) => Number(s.replace(/[¥,.]/g, ''));
  expect(rows.reduce((a, r) => a + fen(r[2]!), 0)).toBe(fen(figure(summary, '订单金额')));

  await user.click(within(ranking).getByRole('link', { name: '速通车队服务有限公司' }));
  await waitFor(() => expect(location()).toBe(`/statistics/salestotal/detail?tenantId=200001&from=${addDays(today, -29)}&to=${today}`));
  expect(await screen.findByRole('heading', { level: 1, name: '销售汇总详情' })).toBeInTheDocument();
  expect(await screen.findByText('当前企业：速通车队服务有限公司')).toBeInTheDocument();
  expect(lastQuery('/api/frontPage/salesStatistics').get('tenantId')).toBe('200001');
  // the detail's total is the amount the ranking showed for that company
  const detail = await panel('数据概览');
  expect(figure(detail, '订单金额')).toBe(rows[1]![2]);
});

test('the date filter reloads the figures for the chosen period and refuses a reversed period', async () => {
  const user = userEvent.setup();
  await start('/wel/dashboard', 'supplier');
  expect(await screen.findByRole('heading', { level: 1, name: '企业数据看板' }, { timeout: 10_000 })).toBeInTheDocument();
  const trend = await panel('销售趋势');
  expect(tableRows(trend, '销售趋势')).toHaveLength(30);
  const before = figure(await panel('数据概览'), '订单金额');

  await user.click(screen.getByRole('button', { name: '近7天' }));
  await waitFor(() => expect(lastQuery('/api/frontPage/salesStatistics').get('createTime_dategt')).toBe(addDays(today, -6)));
  expect(lastQuery('/api/frontPage/overallData').get('createTime_datelt')).toBe(today);
  await waitFor(async () => expect(tableRows(await panel('销售趋势'), '销售趋势')).toHaveLength(7));
  expect(screen.getByRole('button', { name: '近7天' })).toHaveAttribute('aria-pressed', 'true');
  // the chosen period is filled in the primary colour (it reads as chosen in the dark theme too); the others are not
  expect(screen.getByRole('button', { name: '近7天' })).toHaveClass('bp6-intent-primary');
  expect(screen.getByRole('button', { name: '近30天' })).not.toHaveClass('bp6-intent-primary');
  const after = figure(await panel('数据概览'), '订单金额');
  expect(after).not.toBe(before);

  const calls = countOf('/api/frontPage/salesStatistics');
  const from = activePage().getByLabelText('开始日期');
  await user.clear(from);
  await user.type(from, addDays(today, 1));
  expect(await screen.findByRole('alert')).toHaveTextContent('开始日期不能晚于结束日期');
  expect(countOf('/api/frontPage/salesStatistics')).toBe(calls);
  expect(figure(await panel('数据概览'), '订单金额')).toBe(after);
});

test('a company sees only its own stations; a station of the ranking drills down to the store ranking detail', async () => {
  const user = userEvent.setup();
  await start('/wel/dashboard', 'supplier');
  const ranking = await panel('油站销售排行');
  const rows = tableRows(ranking, '油站销售排行');
  expect(rows).toHaveLength(6);
  expect(rows.every((r) => r[1]!.startsWith('华北石化'))).toBe(true);
  const name = rows[2]![1]!;
  await user.click(within(ranking).getByRole('link', { name }));
  await waitFor(() => expect(app!.router.state.location.pathname).toBe('/statistics/storeOrderRanking/detail'));
  const narrowed = await screen.findByText(
    new RegExp(`^当前油站：${name} · 订单数 [\\d,]+ 笔 · 订单金额 ${rows[2]![2]!.replace(/[$.]/g, '\\$&')}$`),
    {},
    { timeout: 10_000 },
  );
  expect(narrowed).toBeInTheDocument();
  await user.click(screen.getByRole('link', { name: '查看全部' }));
  await waitFor(() => expect(location()).not.toContain('siteId='));
  await waitFor(() => expect(activePage().queryByText(/^当前油站：/)).not.toBeInTheDocument());
  expect(activePage().getByRole('heading', { level: 1, name: '门店订单排行详情' })).toBeInTheDocument();
});

test('fleet statistics: totals are the sums of the ranking, and a fleet drills down to itself', async () => {
  const user = userEvent.setup();
  await start('/statistics/fleetStatistics');
  const summary = await panel('数据概览');
  const ranking = await panel('车队加油排行');
  const rows = tableRows(ranking, '车队加油排行');
  expect(rows).toHaveLength(10);
  const fen = (s: string) => Number(s.replace(/[¥,.笔\s]/g, ''));
  expect(rows.reduce((a, r) => a + fen(r[2]!), 0)).toBe(fen(figure(summary, '采购金额')));
  expect(lastQuery('/api/fleet/platform/purchaseTotal').toString()).toBe('');
  expect(world.sim.requests.filter((r) => r.path === '/api/fleet/platform/purchaseTotal').at(-1)?.method).toBe('POST');
  await user.click(within(ranking).getByRole('link', { name: rows[0]![1]! }));
  expect(await screen.findByText(new RegExp(`^当前车队：${rows[0]![1]!} · 采购金额`))).toBeInTheDocument();
  expect(location()).toMatch(/[?&]fleetId=\d+/);
});

test('a period without trade shows the empty state instead of charts', async () => {
  const from = addDays(today, 10);
  await start(`/statistics/salestotal/detail?from=${from}&to=${addDays(from, 6)}`, 'supplier');
  const trend = await panel('销售趋势');
  expect(within(trend).getByText('所选时间范围内暂无数据')).toBeInTheDocument();
  expect(within(trend).queryByRole('table')).not.toBeInTheDocument();
  expect(figure(await panel('数据概览'), '订单金额')).toBe('¥0.00');
});

test('a failed figure says so and 重试 loads it again', async () => {
  const user = userEvent.setup();
  world.sim.faults.failNext('/api/platform/stats/top', '500');
  await start('/wel/dashboard');
  const summary = await panel('数据概览');
  expect(within(summary).getByText('数据加载失败')).toBeInTheDocument();
  await user.click(within(summary).getByRole('button', { name: '重试' }));
  await waitFor(() => expect(within(summary).queryByText('数据加载失败')).not.toBeInTheDocument(), { timeout: 10_000 });
  expect(figure(await panel('数据概览'), '入驻企业')).toBe('3');
});

test('a figure answered in the wrong shape fails its panel with 未知错误 and one log entry, never a crash', async () => {
  const user = userEvent.setup();
  world.server.use(
    mswHttp.get(
      '/api/platform/stats/top',
      () => HttpResponse.json({ code: 200, success: true, data: { tenantCount: 3, orderAmount: 'lots' }, msg: '操作成功' }),
      { once: true },
    ),
  );
  clearLogs();
  await start('/wel/dashboard');
  const summary = await panel('数据概览');
  expect(within(summary).getByText('数据加载失败')).toBeInTheDocument();
  expect(app!.notices).toEqual([{ key: 'http.unknownError' }]);
  expect(
    getLogs()
      .filter((l) => l.type === 'decode')
      .map((l) => l.message),
  ).toEqual(['data.orderAmount: expected a whole number']);
  // the other panels are drawn from their own answers
  expect(await panel('平台交易趋势')).toBeInTheDocument();
  await user.click(within(summary).getByRole('button', { name: '重试' }));
  await waitFor(() => expect(within(summary).queryByText('数据加载失败')).not.toBeInTheDocument(), { timeout: 10_000 });
  expect(figure(await panel('数据概览'), '入驻企业')).toBe('3');
});

test('the cashback detail follows the station type: grades, ratios and a total row', async () => {
  const user = userEvent.setup();
  await start('/oilManage/components/listOfOilNumberRefundRatioDetail');
  const grades = await panel('油号返现明细');
  const table = within(grades).getByRole('table', { name: '油号返现明细' });
  const names = within(table)
    .getAllByRole('rowheader')
    .map((c) => c.textContent);
  expect(names).toEqual(['92#汽油', '95#汽油', '98#汽油', '0#柴油', '合计']);
  expect(within(table).getByRole('row', { name: /^92#汽油/ })).toHaveTextContent('1.50%');
  await user.selectOptions(activePage().getByLabelText('油站类型'), '加气站');
  await waitFor(() => expect(lastQuery('/api/shell/DashBoard/userRefuelingWater').get('siteType')).toBe('2'));
  await waitFor(async () =>
    expect(
      within(within(await panel('油号返现明细')).getByRole('table'))
        .getAllByRole('rowheader')
        .map((c) => c.textContent),
    ).toEqual(['压缩天然气', '液化天然气', '合计']),
  );
});

test('油号返现比例 shows each station type’s grades with their ratios, and links to that type’s detail', async () => {
  const user = userEvent.setup();
  await start('/oilManage/listOfOilNumberRefundRatio');
  expect(await screen.findByRole('heading', { level: 1, name: '油号返现比例' }, { timeout: 10_000 })).toBeInTheDocument();
  const fuel = await panel('加油站');
  const table = within(fuel).getByRole('table', { name: '加油站' });
  expect(within(table).getByRole('row', { name: /^92#汽油/ })).toHaveTextContent('1.50%');
  const gas = await panel('加气站');
  expect(
    within(within(gas).getByRole('table', { name: '加气站' }))
      .getAllByRole('rowheader')
      .map((c) => c.textContent),
  ).toEqual(['压缩天然气', '液化天然气', '合计']);
  await user.click(within(gas).getByRole('link', { name: '查看油号返现明细' }));
  await waitFor(() => expect(app!.router.state.location.pathname).toBe('/oilManage/components/listOfOilNumberRefundRatioDetail'));
  expect(app!.router.state.location.search).toContain('siteType=2');
  expect(await screen.findByRole('heading', { level: 1, name: '油号返现比例明细' })).toBeInTheDocument();
});

test('in English the company dashboard and its units follow the language', async () => {
  await start('/wel/dashboard', 'supplier', 'en');
  expect(await screen.findByRole('heading', { level: 1, name: 'Company dashboard' }, { timeout: 10_000 })).toBeInTheDocument();
  const summary = await panel('At a glance');
  expect(figure(summary, 'Stations')).toBe('6');
  expect(figure(summary, 'Order amount')).toMatch(/^¥[\d,]+\.\d{2}$/);
  expect(
    within(await panel('Station sales ranking')).getByRole('table', { name: 'Station sales ranking (data table)' }),
  ).toBeInTheDocument();
});
