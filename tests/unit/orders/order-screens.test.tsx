/**
 * The order screens in the real console against the simulated backend: filtering (phone and date), the sum bar and
 * exports carrying the filters, the drill-down to /order/orderManager/detail?id=…, empty / error-with-retry states,
 * the confirmed writes on the detail page (exact payload shown, refusals shown and the order re-read), the split
 * editor, the write-off code lookup, and the English texts.
 */
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createSimulator, type Simulator } from '@services/mock/simulator';
import { startNodeSimulator } from '@services/mock/node';
import { orderTable } from '@services/mock/orders/seed';
import { renderConsole, resetBrowserState, signIn, type RenderedConsole } from '../../support/render-console';
import { withTableSize } from '../../support/table-size';

vi.setConfig({ testTimeout: 30_000 });
withTableSize();
let sim: Simulator = createSimulator({ storage: null });
const node = startNodeSimulator(sim);
afterAll(() => node.close());
let app: RenderedConsole | null = null;
const saved: string[] = [];

beforeAll(async () => {
  await Promise.all([
    import('@/screens/orders/order-pages'),
    import('@/screens/orders/order-detail-page'),
    import('@/screens/orders/code-query-page'),
  ]);
  URL.createObjectURL = () => 'blob:orders';
  URL.revokeObjectURL = () => undefined;
  HTMLAnchorElement.prototype.click = function click(this: HTMLAnchorElement) {
    saved.push(this.download);
  };
}, 30_000);
beforeEach(async () => {
  resetBrowserState();
  saved.length = 0;
  sim = createSimulator({ storage: null });
  node.server.resetHandlers(...sim.handlers);
  await signIn(sim);
});
afterEach(async () => {
  await app?.dispose();
  app = null;
});

type Row = Record<string, unknown>;
const LIST = '/api/zytorder/order/pageViewList_v2';
const fuel = () => orderTable(sim.db, 'order').filter((r) => r.orderType === 1);
const last = (path: string) => new URLSearchParams(sim.requests.filter((r) => r.path === path).at(-1)?.search ?? '');
const table = async (name = '油站订单列表') => screen.findByRole('region', { name }, { timeout: 15_000 });
const main = (region: HTMLElement) => region.querySelector<HTMLElement>('.bp6-table-quadrant-main')!;
const rowTexts = (region: HTMLElement) => [...main(region).querySelectorAll('.bp6-table-cell')].map((c) => c.textContent ?? '');

test('filter by phone and date: the list, the sum and the export all carry the filters; page 1 again', async () => {
  const user = userEvent.setup();
  const target = fuel()[3]!;
  const day = String(target.createTime).slice(0, 10);
  app = renderConsole({ path: '/order/orderManager' });
  const region = await table();
  await waitFor(() => expect(rowTexts(region)).toContain(String(fuel()[0]!.orderNo)));
  await user.click(screen.getByRole('button', { name: '下一页' }));
  await waitFor(() => expect(last(LIST).get('current')).toBe('2'));
  await user.type(screen.getByLabelText('手机号'), String(target.userPhone));
  await user.type(screen.getByLabelText('下单日期 开始日期'), day);
  await user.type(screen.getByLabelText('下单日期 结束日期'), day);
  await user.click(screen.getByRole('button', { name: '查询' }));
  await waitFor(() => expect(last(LIST).get('userPhone')).toBe(String(target.userPhone)));
  expect(last(LIST).get('startTime')).toBe(day);
  expect(last(LIST).get('endTime')).toBe(day);
  expect(last(LIST).get('current')).toBe('1');
  await waitFor(() => expect(rowTexts(region)).toContain(String(target.orderNo)));
  const sum = screen.getByRole('region', { name: '订单汇总' });
  await waitFor(() => expect(sum).toHaveTextContent('订单数 1'));
  expect(last('/api/zytorder/order/selectOrderSumPage').get('userPhone')).toBe(String(target.userPhone));
  await user.click(screen.getByRole('button', { name: '导出' }));
  await waitFor(() => expect(saved).toHaveLength(1));
  expect(saved[0]).toMatch(/^平台订单_\d{8}\.csv$/);
  const exported = last('/api/zytorder/order/export');
  expect([exported.get('userPhone'), exported.get('startTime'), exported.get('endTime')]).toEqual([String(target.userPhone), day, day]);
  expect(sim.requests.filter((r) => r.path === '/api/zytorder/order/export').at(-1)!.headers['blade-auth']).toMatch(/^bearer /);
});

test('a reversed date range is refused before anything is sent (typed or in the address); nothing found shows the empty state', async () => {
  const user = userEvent.setup();
  app = renderConsole({ path: '/order/orderManager?startTime=2024-02-20&endTime=2024-02-10' });
  expect(await screen.findByText('开始日期不能晚于结束日期', {}, { timeout: 15_000 })).toBeInTheDocument();
  await table();
  expect(sim.requests.filter((r) => r.path === LIST).every((r) => !new URLSearchParams(r.search).has('endTime'))).toBe(true);
  await user.click(screen.getByRole('button', { name: '重置' }));
  // the date picker itself refuses an end before the start
  await user.type(screen.getByLabelText('下单日期 开始日期'), '2024-02-20');
  await user.type(screen.getByLabelText('下单日期 结束日期'), '2024-02-10');
  await user.click(screen.getByRole('button', { name: '查询' }));
  await waitFor(() => expect(last(LIST).get('startTime')).toBe('2024-02-20'));
  expect(last(LIST).has('endTime')).toBe(false);
  await user.click(screen.getByRole('button', { name: '重置' }));
  await user.type(screen.getByLabelText('订单号'), 'NO-SUCH-ORDER');
  await user.click(screen.getByRole('button', { name: '查询' }));
  expect(await screen.findByText('没有符合条件的订单')).toBeInTheDocument();
});

test('the remaining filters open under 更多条件 and are sent; several states go as one comma list', async () => {
  const user = userEvent.setup();
  app = renderConsole({ path: '/order/orderManager' });
  await table();
  await user.click(screen.getByRole('button', { name: '更多条件' }));
  await user.type(screen.getByLabelText('企业名称'), '顺丰');
  await user.selectOptions(screen.getByLabelText('通知状态'), '通知失败');
  await user.type(screen.getByLabelText('所属总部'), '中石化华北总部,壳牌华北区域');
  await user.selectOptions(screen.getByLabelText('订单来源'), 'APP');
  await user.type(screen.getByLabelText('关键字'), 'ZYT');
  await user.click(screen.getByRole('button', { name: '订单状态' }));
  await user.click(await screen.findByRole('checkbox', { name: '已完成' }));
  await user.click(screen.getByRole('checkbox', { name: '待支付' }));
  await user.click(screen.getByRole('button', { name: '查询' }));
  await waitFor(() => expect(last(LIST).get('tenantName')).toBe('顺丰'));
  const q = last(LIST);
  expect([q.get('notifyState'), q.get('headList'), q.get('orderSourceType'), q.get('condition'), q.get('stateString')]).toEqual([
    '2',
    '中石化华北总部,壳牌华北区域',
    '2',
    'ZYT',
    '0,2',
  ]);
  expect(q.has('province')).toBe(false);
});

test('a failed load shows the error with 重试, which loads again', async () => {
  const user = userEvent.setup();
  sim.faults.failNext(LIST, '500');
  app = renderConsole({ path: '/order/orderManager' });
  expect(await screen.findByText('订单加载失败', {}, { timeout: 15_000 })).toBeInTheDocument();
  await user.click(screen.getByRole('button', { name: '重试' }));
  const region = await table();
  await waitFor(() => expect(rowTexts(region)).toContain(String(fuel()[0]!.orderNo)));
});

test('an export that does not answer with a file says 文件地址不支持下载', async () => {
  const user = userEvent.setup();
  app = renderConsole({ path: '/order/orderManager' });
  await table();
  sim.faults.failNext('/api/zytorder/order/export_v2', 'html');
  await user.click(screen.getByRole('button', { name: '导出明细' }));
  expect(await screen.findByText('文件地址不支持下载')).toBeInTheDocument();
  expect(saved).toHaveLength(0);
});

test('drill-down: 详情 opens /order/orderManager/detail with the order id; manual notify asks with the exact request', async () => {
  const user = userEvent.setup();
  const row = fuel().find((r) => r.notifyState === 2 && (r.orderState === 1 || r.orderState === 2))!;
  app = renderConsole({ path: `/order/orderManager?orderNo=${String(row.orderNo)}` });
  const region = await table();
  await waitFor(() => expect(rowTexts(region)).toContain(String(row.orderNo)));
  await user.click(screen.getAllByRole('button', { name: `详情 ${String(row.orderNo)}` })[0]!);
  await waitFor(() => expect(app!.router.state.location.pathname).toBe('/order/orderManager/detail'));
  expect(new URLSearchParams(app.router.state.location.search).get('id')).toBe(row.id);
  expect(await screen.findByText(`订单详情 ${String(row.orderNo)}`, {}, { timeout: 15_000 })).toBeInTheDocument();
  await user.click(screen.getByRole('button', { name: '手动通知' }));
  const dialog = await screen.findByRole('alertdialog');
  expect(within(dialog).getByLabelText('request')).toHaveTextContent(
    `POST /api/openApi/emption/manualNotify?orderNo=${String(row.orderNo)}`,
  );
  await user.click(within(dialog).getByRole('button', { name: '确定' }));
  await waitFor(() => expect(screen.getByRole('button', { name: '手动通知' })).toBeDisabled());
  expect(screen.getByText('订单已通知成功，无需重复通知')).toBeInTheDocument();
  expect(screen.getByRole('list', { name: '操作记录' })).toHaveTextContent('手动通知');
  expect(sim.requests.filter((r) => r.path === '/api/openApi/emption/manualNotify')).toHaveLength(1);
});

test('state update offers only the allowed states; a change someone made meanwhile is refused and the order re-read', async () => {
  const user = userEvent.setup();
  const row = fuel().find((r) => r.orderState === 1)!;
  app = renderConsole({ path: `/order/orderManager/detail?id=${String(row.id)}` });
  await user.click(await screen.findByRole('button', { name: '更新状态' }, { timeout: 15_000 }));
  const dialog = await screen.findByRole('dialog', { name: `更新状态 - ${String(row.orderNo)}` });
  expect(
    within(dialog)
      .getAllByRole('radio')
      .map((r) => r.getAttribute('value')),
  ).toEqual(['2', '3']);
  await user.click(within(dialog).getByRole('radio', { name: '已完成' }));
  await user.click(within(dialog).getByRole('button', { name: '下一步' }));
  const confirm = await screen.findByRole('alertdialog');
  expect(within(confirm).getByLabelText('request')).toHaveTextContent(`orderNo=${String(row.orderNo)}&orderState=2`);
  expect(within(confirm).getByText('已支付', { exact: false })).toHaveTextContent('已支付 → 已完成');
  // another operator refunds the order meanwhile
  (row as Row).orderState = 3;
  await user.click(within(confirm).getByRole('button', { name: '确定' }));
  expect(await screen.findByText('当前状态不允许该操作')).toBeInTheDocument();
  await waitFor(() => expect(screen.getByRole('button', { name: '更新状态' })).toBeDisabled());
  expect(screen.getAllByText('已退款').length).toBeGreaterThan(0);
});

test('split: the parts must add up to the paid amount; the confirm shows the amounts in fen; the parts are listed after', async () => {
  const user = userEvent.setup();
  const row = orderTable(sim.db, 'oil-order').find((r) => r.orderState === 2)!;
  const pay = Number(row.payAmount);
  app = renderConsole({ path: `/order/orderManager/detail?id=${String(row.id)}&type=oil` });
  await user.click(await screen.findByRole('button', { name: '拆分订单' }, { timeout: 15_000 }));
  const dialog = await screen.findByRole('dialog', { name: `拆分订单 - ${String(row.orderNo)}` });
  const first = within(dialog).getByLabelText('第 1 笔金额（元）');
  await user.clear(first);
  await user.type(first, '1');
  await user.click(within(dialog).getByRole('button', { name: '下一步' }));
  expect(await within(dialog).findByText('拆分金额之和须等于实付金额')).toBeInTheDocument();
  const second = within(dialog).getByLabelText('第 2 笔金额（元）');
  await user.clear(second);
  const rest = pay - 100;
  await user.type(second, `${Math.floor(rest / 100)}.${String(rest % 100).padStart(2, '0')}`);
  await user.click(within(dialog).getByRole('button', { name: '下一步' }));
  const confirm = await screen.findByRole('alertdialog');
  expect(within(confirm).getByLabelText('payload')).toHaveTextContent(`"splitAmounts": [ 100, ${rest} ]`);
  expect(within(confirm).getByText(/^¥1\.00 \+ /)).toBeInTheDocument();
  await user.dblClick(within(confirm).getByRole('button', { name: '确定' }));
  expect(await screen.findByRole('table', { name: '拆分明细' })).toHaveTextContent(`${String(row.orderNo)}-1¥1.00`);
  expect(sim.requests.filter((r) => r.path === '/api/zytorder/order/oilOrderSplit')).toHaveLength(1);
  expect(screen.getByRole('button', { name: '拆分订单' })).toBeDisabled();
});

test('write-off code lookup: a code finds its order, which links to the detail; an unknown code says so', async () => {
  const user = userEvent.setup();
  const goods = orderTable(sim.db, 'order').find((r) => r.orderType === 2)!;
  app = renderConsole({ path: '/rechargeCenter/goodsOrderCodeQuery' });
  const input = await screen.findByLabelText('核销码', {}, { timeout: 15_000 });
  await user.click(screen.getByRole('button', { name: '查询' }));
  expect(await screen.findByText('请输入核销码')).toBeInTheDocument();
  await user.type(input, String(goods.writeOffCode));
  await user.click(screen.getByRole('button', { name: '查询' }));
  const link = await screen.findByRole('link', { name: String(goods.orderNo) });
  expect(last('/api/zytorder/order/selectHXM').get('code')).toBe(String(goods.writeOffCode));
  // the same code asked again is read again, not answered from the cache
  const lookups = () => sim.requests.filter((r) => r.path === '/api/zytorder/order/selectHXM').length;
  expect(lookups()).toBe(1);
  await user.click(screen.getByRole('button', { name: '查询' }));
  await waitFor(() => expect(lookups()).toBe(2));
  expect(await screen.findByRole('link', { name: String(goods.orderNo) })).toBeInTheDocument();
  await user.click(link);
  expect(await screen.findByText(`订单详情 ${String(goods.orderNo)}`, {}, { timeout: 15_000 })).toBeInTheDocument();
  expect(screen.getByText(String(goods.writeOffCode))).toBeInTheDocument();
});

test('phone search waits for a phone; goods orders and the English texts', async () => {
  const user = userEvent.setup();
  app = renderConsole({ path: '/order/orderManager?tab=tel', language: 'en' });
  expect(await screen.findByText('Enter a phone number', {}, { timeout: 15_000 })).toBeInTheDocument();
  const phone = String(orderTable(sim.db, 'oil-order')[0]!.userPhone);
  await user.type(screen.getByLabelText('Phone'), phone);
  await user.click(screen.getByRole('button', { name: 'Search' }));
  const region = await table('Search by phone list');
  await waitFor(() => expect(rowTexts(region)).toContain(String(orderTable(sim.db, 'oil-order')[0]!.orderNo)));
  expect(last('/api/openApi/tel/fromSizePage').get('userPhone')).toBe(phone);
  await app.dispose();
  app = renderConsole({ path: '/order/goodsOrder', language: 'en' });
  const goods = await table('Goods orders list');
  await waitFor(() => expect(rowTexts(goods).some((t) => t.startsWith('ZYT'))).toBe(true));
  // times as English readers write them (Intl en-US), never the backend's 2026-11-19 09:21:49
  expect(rowTexts(goods).some((t) => /^[A-Z][a-z]{2} \d{1,2}, \d{4}, \d{2}:\d{2}:\d{2}$/.test(t))).toBe(true);
  expect(rowTexts(goods).some((t) => /^\d{4}-\d{2}-\d{2} \d{2}:/.test(t))).toBe(false);
  expect(screen.getByRole('button', { name: 'Export goods orders' })).toBeInTheDocument();
  expect(last('/api/zytorder/order/pageViewList_v3').get('size')).toBe('10');
});

test('third-party orders: the count call and the list agree; the export carries the filters', async () => {
  const user = userEvent.setup();
  app = renderConsole({ path: '/order/orderManager?tab=huarun' });
  const region = await table('第三方订单列表');
  const row = orderTable(sim.db, 'huarun-order')[2]!;
  await user.type(screen.getByLabelText('订单号'), String(row.orderNo));
  await user.click(screen.getByRole('button', { name: '查询' }));
  expect(await screen.findByText('匹配 1 笔')).toBeInTheDocument();
  expect(last('/api/zytorder/order/countHuaRunOrder').get('orderNo')).toBe(String(row.orderNo));
  await waitFor(() => expect(rowTexts(region)).toContain(String(row.orderNo)));
  await user.click(screen.getByRole('button', { name: '导出' }));
  await waitFor(() => expect(saved).toEqual([expect.stringMatching(/^华润订单_\d{8}\.csv$/)]));
  expect(last('/api/zytorder/order/exportHuaRunOrder').get('orderNo')).toBe(String(row.orderNo));
});
