/**
 * The settlement sheet (/fleet/form) and the fleet settlement divides in the real console against the simulated
 * backend: a fleet is chosen, its SMS check asked for and passed (a wrong code says 验证码错误), the sheet's checks
 * use the spec's messages, a confirmation precedes the save and a second click while saving sends nothing more;
 * the divides filter by a range of days, open the detail of one divide by date and settlement, and export.
 */
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createSimulator, type Simulator } from '@services/mock/simulator';
import { startNodeSimulator } from '@services/mock/node';
import { fleetWorld, table } from '@services/mock/fleets/world';
import { peekFleetCode } from '@services/mock/fleets/fleet-handlers';
import { resourceByKey } from '@services/resources/registry';
import { routeOf } from '@services/resources/routes';
import { FLEET_DIVIDES_PATH } from '@/screens/fleets/pages';
import { renderConsole, resetBrowserState, signIn, type RenderedConsole } from '../../support/render-console';

let sim: Simulator = createSimulator({ storage: null });
const node = startNodeSimulator(sim);
afterAll(() => node.close());
let app: RenderedConsole | null = null;
const saved: Array<{ name: string; size: number }> = [];

beforeEach(async () => {
  resetBrowserState();
  sim = createSimulator({ storage: null });
  node.server.resetHandlers(...sim.handlers);
  fleetWorld(sim.db);
  saved.length = 0;
  vi.spyOn(URL, 'createObjectURL').mockImplementation((blob) => {
    saved.push({ name: '', size: (blob as Blob).size });
    return 'blob:test';
  });
  vi.spyOn(URL, 'revokeObjectURL').mockImplementation(() => undefined);
  vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (this: HTMLAnchorElement) {
    if (saved.length) saved[saved.length - 1]!.name = this.download;
  });
  await signIn(sim);
});
afterEach(async () => {
  vi.restoreAllMocks();
  await app?.dispose();
  app = null;
});

const bodyRows = (tableEl: HTMLElement) => within(tableEl).getAllByRole('row').slice(1);
const SUBMIT = '/api/cyhFleetSettlement/fleetsettlement/submit';

test('结算单: the fleet SMS check comes first; the sheet checks its fields, confirms, and saves once (新增成功), then edits (更新成功)', async () => {
  const user = userEvent.setup();
  const fleet = table(sim.db, 'fleet')[1]!;
  const registered = table(sim.db, 'fleet-settlement').filter((r) => r.fleetId === fleet.id).length;
  app = renderConsole({ path: '/fleet/form' });
  expect(await screen.findByRole('heading', { name: '结算单' }, { timeout: 8000 })).toBeInTheDocument();
  await user.selectOptions(await screen.findByLabelText('车队'), String(fleet.fleetName));

  // the SMS step: nothing to verify before a code was sent
  const sms = await screen.findByRole('group', { name: '车队短信验证' });
  expect(within(sms).getByRole('button', { name: '验证' })).toBeDisabled();
  expect(screen.queryByRole('form', { name: '新增结算信息' })).not.toBeInTheDocument();
  await user.click(within(sms).getByRole('button', { name: '获取验证码' }));
  expect(await within(sms).findByRole('status')).toHaveTextContent(/^验证码已发送至 \d{3}\*{4}\d{4}/);
  await user.click(within(sms).getByRole('button', { name: '验证' }));
  expect(within(sms).getByText('请输入验证码')).toBeInTheDocument();
  await user.type(within(sms).getByLabelText('短信验证码'), '12');
  await user.click(within(sms).getByRole('button', { name: '验证' }));
  expect(within(sms).getByText('验证码为6位数字')).toBeInTheDocument();
  const code = peekFleetCode(sim.db, String(fleet.id))!;
  await user.clear(within(sms).getByLabelText('短信验证码'));
  await user.type(within(sms).getByLabelText('短信验证码'), code === '999999' ? '999998' : '999999');
  await user.click(within(sms).getByRole('button', { name: '验证' }));
  expect(await within(sms).findByRole('alert')).toHaveTextContent('验证码错误');
  await user.type(within(sms).getByLabelText('短信验证码'), code);
  await user.click(within(sms).getByRole('button', { name: '验证' }));
  expect(await screen.findByText('已通过车队短信验证')).toBeInTheDocument();
  expect(sim.requests.filter((r) => r.path.startsWith('/api/fleet/fleet/sendSMScode/'))).toHaveLength(1);

  // the lookup lists the fleet's registered settlement details (bankCardNumber and fleetId, size 100)
  if (registered > 0) expect(bodyRows(await screen.findByRole('table', { name: '已登记的结算信息' }))).toHaveLength(registered);
  else expect(await screen.findByText('该车队尚未登记结算信息')).toBeInTheDocument();
  const lookup = sim.requests.filter((r) => r.path === '/api/cyhFleetSettlement/fleetsettlement/list').at(-1)!;
  expect(lookup.search).toContain(`fleetId=${String(fleet.id)}`);
  expect(lookup.search).toContain('size=100');

  // the checks, with the spec's messages
  const form = screen.getByRole('form', { name: '新增结算信息' });
  await user.click(within(form).getByRole('button', { name: '保存' }));
  expect(within(form).getByText('卡号不能为空')).toBeInTheDocument();
  expect(within(form).getByText('请填写开户银行')).toBeInTheDocument();
  expect(within(form).getByText('请填写开户名')).toBeInTheDocument();
  expect(within(form).getByText('手机号码不能为空')).toBeInTheDocument();
  expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument();
  await user.type(within(form).getByLabelText(/银行卡号/), '6222021234567890123');
  await user.type(within(form).getByLabelText(/银行预留手机号/), '1380013800');
  expect(within(form).getByText('卡号校验失败，请检查卡号')).toBeInTheDocument();
  expect(within(form).getByText('手机号码长度不为11位')).toBeInTheDocument();
  await user.clear(within(form).getByLabelText(/银行卡号/));
  await user.type(within(form).getByLabelText(/银行卡号/), '6222021234567890128');
  await user.type(within(form).getByLabelText(/银行预留手机号/), '0');
  await user.type(within(form).getByLabelText(/开户银行/), '招商银行');
  await user.type(within(form).getByLabelText(/开户名/), '测试车队');
  await user.selectOptions(within(form).getByLabelText('结算周期'), '周结');
  await user.click(within(form).getByRole('button', { name: '保存' }));

  // the confirmation; a second click while saving sends nothing more
  const confirm = await screen.findByRole('alertdialog');
  expect(confirm).toHaveTextContent('确认新增以下结算信息？');
  expect(confirm).toHaveTextContent('****0128');
  expect(confirm).toHaveTextContent('周结');
  const gate = sim.gates.hold(SUBMIT);
  await user.click(within(confirm).getByRole('button', { name: '确定' }));
  await gate.reached;
  await user.click(within(confirm).getByRole('button', { name: /确定/ }));
  gate.release();
  expect(await screen.findByText('新增成功')).toBeInTheDocument();
  expect(sim.requests.filter((r) => r.path === SUBMIT)).toHaveLength(1);
  const rows = table(sim.db, 'fleet-settlement').filter((r) => r.fleetId === fleet.id);
  expect(rows).toHaveLength(registered + 1);
  expect(rows.find((r) => r.bankCardNumber === '6222021234567890128')).toMatchObject({
    bankName: '招商银行',
    bankAccountName: '测试车队',
    phone: '13800138000',
    settlementCycle: '2',
  });
  await waitFor(() => expect(bodyRows(screen.getByRole('table', { name: '已登记的结算信息' }))).toHaveLength(registered + 1));

  // change the one just added
  await user.click(within(screen.getByRole('table', { name: '已登记的结算信息' })).getByRole('button', { name: /^修改 \*+0128$/ }));
  const edit = screen.getByRole('form', { name: '修改结算信息' });
  expect(within(edit).getByLabelText(/银行卡号/)).toHaveValue('6222021234567890128');
  await user.clear(within(edit).getByLabelText(/开户银行/));
  await user.type(within(edit).getByLabelText(/开户银行/), '中国银行');
  await user.click(within(edit).getByRole('button', { name: '保存' }));
  const again = await screen.findByRole('alertdialog');
  expect(again).toHaveTextContent('确认修改为以下结算信息？');
  await user.click(within(again).getByRole('button', { name: '确定' }));
  expect(await screen.findByText('更新成功')).toBeInTheDocument();
  expect(table(sim.db, 'fleet-settlement').find((r) => r.bankCardNumber === '6222021234567890128')).toMatchObject({ bankName: '中国银行' });
  expect(table(sim.db, 'fleet-settlement').filter((r) => r.fleetId === fleet.id)).toHaveLength(registered + 1);
}, 60_000);

test('结算单: a save the server refuses keeps the sheet and shows why', async () => {
  const user = userEvent.setup();
  const fleet = table(sim.db, 'fleet')[0]!;
  const existing = table(sim.db, 'fleet-settlement').find((r) => r.fleetId === fleet.id)!;
  app = renderConsole({ path: `/fleet/form?fleetId=${String(fleet.id)}` });
  const sms = await screen.findByRole('group', { name: '车队短信验证' }, { timeout: 8000 });
  await user.click(within(sms).getByRole('button', { name: '获取验证码' }));
  await within(sms).findByRole('status');
  await user.type(within(sms).getByLabelText('短信验证码'), peekFleetCode(sim.db, String(fleet.id))!);
  await user.click(within(sms).getByRole('button', { name: '验证' }));
  const form = await screen.findByRole('form', { name: '新增结算信息' });
  await user.type(within(form).getByLabelText(/银行卡号/), String(existing.bankCardNumber));
  await user.type(within(form).getByLabelText(/开户银行/), '交通银行');
  await user.type(within(form).getByLabelText(/开户名/), '重复');
  await user.type(within(form).getByLabelText(/银行预留手机号/), '13900139000');
  await user.click(within(form).getByRole('button', { name: '保存' }));
  const confirm = await screen.findByRole('alertdialog');
  await user.click(within(confirm).getByRole('button', { name: '确定' }));
  expect(await within(confirm).findByText('该车队已登记此银行卡')).toBeInTheDocument();
  expect(within(confirm).getByText('操作失败')).toBeInTheDocument();
  await user.click(within(confirm).getByRole('button', { name: '取消' }));
  await waitFor(() => expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument());
  expect(within(form).getByLabelText(/开户名/)).toHaveValue('重复');
  expect(sim.requests.filter((r) => r.path === SUBMIT)).toHaveLength(1);
}, 40_000);

test('the settlement divides filter by a range of days, open one divide by date and settlement, and export', async () => {
  expect(FLEET_DIVIDES_PATH).toBe(routeOf(resourceByKey('fleet-settlement-divide')!));
  const user = userEvent.setup();
  const divides = table(sim.db, 'fleet-settlement-divide');
  const days = [...new Set(divides.map((r) => String(r.date)))].sort();
  const from = days[Math.floor(days.length / 2)]!;
  const to = days.at(-1)!;
  app = renderConsole({ path: FLEET_DIVIDES_PATH });
  expect(await screen.findByRole('table', { name: '结算分账列表' }, { timeout: 8000 })).toBeInTheDocument();
  // a reversed range is named and not searched
  await user.type(screen.getByLabelText('结算日期 开始'), to);
  await user.type(screen.getByLabelText('结算日期 结束'), from === to ? '2000-01-01' : from);
  const listed = sim.requests.filter((r) => r.path.endsWith('/settlementDivide/page')).length;
  await user.click(screen.getByRole('button', { name: '搜索' }));
  expect(screen.getByRole('alert')).toHaveTextContent('开始日期不能晚于结束日期');
  expect(sim.requests.filter((r) => r.path.endsWith('/settlementDivide/page'))).toHaveLength(listed);
  await user.clear(screen.getByLabelText('结算日期 开始'));
  await user.type(screen.getByLabelText('结算日期 开始'), from);
  await user.clear(screen.getByLabelText('结算日期 结束'));
  await user.type(screen.getByLabelText('结算日期 结束'), to);
  await user.click(screen.getByRole('button', { name: '搜索' }));
  expect(screen.queryByRole('alert')).not.toBeInTheDocument();
  await waitFor(() =>
    expect(
      sim.requests.some(
        (r) =>
          r.path.endsWith('/settlementDivide/page') && r.search.includes(`date_dategt=${from}`) && r.search.includes(`date_datelt=${to}`),
      ),
    ).toBe(true),
  );
  await waitFor(() => {
    const rows = bodyRows(screen.getByRole('table', { name: '结算分账列表' }));
    expect(rows.length).toBeGreaterThan(0);
    for (const r of rows) {
      const d = within(r).getAllByRole('cell')[0]!.textContent!;
      expect(d >= from && d <= to).toBe(true);
    }
  });

  // the drill-down: the divide of that settlement on that day
  const first = bodyRows(screen.getByRole('table', { name: '结算分账列表' }))[0]!;
  const day = within(first).getAllByRole('cell')[0]!.textContent!;
  const divide = divides.find((r) => r.date === day && within(first).queryByText(String(r.fleetName)))!;
  await user.click(within(first).getByRole('button', { name: /^分账明细 / }));
  const dialog = await screen.findByRole('dialog', { name: `${String(divide.fleetName)} ${day} 分账明细` });
  const orders = await within(dialog).findByRole('table', { name: '分账订单' });
  expect(bodyRows(orders).length).toBeGreaterThan(0);
  const detailReq = sim.requests.filter((r) => r.path.endsWith('/settlementDivide/detail')).at(-1)!;
  expect(detailReq.search).toContain(`date=${day}`);
  expect(detailReq.search).toContain('fleetSettlementId=');
  await user.click(within(dialog).getByRole('button', { name: '关闭' }));

  // the export sends the same filters and saves a file
  await user.click(screen.getByRole('button', { name: '导出' }));
  expect(await screen.findByText('已下载 车队结算分账.csv')).toBeInTheDocument();
  expect(saved).toEqual([{ name: '车队结算分账.csv', size: expect.any(Number) }]);
  const exportReq = sim.requests.filter((r) => r.path.endsWith('/exportSettlementDivide')).at(-1)!;
  expect(exportReq.search).toContain(`date_dategt=${from}`);
  expect(exportReq.headers['blade-auth'] ?? '').toMatch(/^bearer /);

  // an answer that is not a file
  const gate = sim.gates.hold(resourceByKey('fleet-settlement-divide')!.actions[0]!.path);
  await user.click(screen.getByRole('button', { name: '导出' }));
  await gate.reached;
  gate.fail('html');
  expect(await screen.findByText('文件地址不支持下载')).toBeInTheDocument();
  expect(saved).toHaveLength(1);
}, 60_000);

test('结算单: a fleet list that fails to load says so and 重试 loads it; a failed login check offers 重试 too', async () => {
  const user = userEvent.setup();
  const fleetDef = resourceByKey('fleet')!;
  sim.faults.failNext((fleetDef.operations.page ?? fleetDef.operations.list)!.path, '500');
  app = renderConsole({ path: '/fleet/form' });
  expect(await screen.findByText('数据加载失败', {}, { timeout: 8000 })).toBeInTheDocument();
  expect(screen.queryByLabelText('车队')).not.toBeInTheDocument();
  await user.click(screen.getByRole('button', { name: '重试' }));
  const fleet = table(sim.db, 'fleet')[3]!;
  sim.faults.failNext(`/api/fleet/fleet/checkLogin/${String(fleet.id)}`, '500');
  await user.selectOptions(await screen.findByLabelText('车队'), String(fleet.fleetName));
  expect(await screen.findByText('车队登录状态检查失败')).toBeInTheDocument();
  await user.click(screen.getByRole('button', { name: '重试' }));
  expect(await screen.findByRole('group', { name: '车队短信验证' })).toBeInTheDocument();
}, 30_000);
