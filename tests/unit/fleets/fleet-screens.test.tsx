/**
 * The fleet screens in the real console against the simulated backend: the filters of 车队卡 and 卡流水, the drill-downs
 * (card number → card details with its flows; 第三方详情 → the fleet's account flows), the flow adjustment, the batch
 * form of settlement combos (line checks, then 新增成功), and binding a supplier to a station and unbinding it.
 */
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createSimulator, type Simulator } from '@services/mock/simulator';
import { startNodeSimulator } from '@services/mock/node';
import { fleetWorld, table } from '@services/mock/fleets/world';
import { renderConsole, resetBrowserState, signIn, type RenderedConsole } from '../../support/render-console';
import { pressEscape } from '../../support/keyboard';

let sim: Simulator = createSimulator({ storage: null });
const node = startNodeSimulator(sim);
afterAll(() => node.close());
let app: RenderedConsole | null = null;

beforeEach(async () => {
  resetBrowserState();
  sim = createSimulator({ storage: null });
  node.server.resetHandlers(...sim.handlers);
  fleetWorld(sim.db);
  await signIn(sim);
});
afterEach(async () => {
  await app?.dispose();
  app = null;
});

const bodyRows = (tableEl: HTMLElement) => within(tableEl).getAllByRole('row').slice(1);

test('车队卡 filters by card status; a frozen card cannot be recharged and says why; the card number opens its details with its flows', async () => {
  const user = userEvent.setup();
  app = renderConsole({ path: '/fleetcard/fleetcard' });
  const list = await screen.findByRole('table', { name: '成员卡列表' }, { timeout: 20_000 });
  expect(within(list).getAllByText('正常').length).toBeGreaterThan(0);
  await user.selectOptions(screen.getByLabelText('卡状态'), '已冻结');
  await user.click(screen.getByRole('button', { name: '搜索' }));
  await waitFor(() =>
    expect(sim.requests.some((r) => r.path.endsWith('/cyhfleetmembercard/page') && r.search.includes('cardStatus=2'))).toBe(true),
  );
  await waitFor(() => {
    const rows = bodyRows(screen.getByRole('table', { name: '成员卡列表' }));
    expect(rows.length).toBeGreaterThan(0);
    for (const r of rows) expect(r).toHaveTextContent('已冻结');
  });
  const frozen = bodyRows(screen.getByRole('table', { name: '成员卡列表' }))[0]!;
  const recharge = within(frozen).getByRole('button', { name: /^充值 / });
  expect(recharge).toBeDisabled();
  expect(recharge).toHaveAttribute('title', '成员卡不是正常状态，不能操作资金');

  const link = within(frozen).getByRole('link');
  const cardNo = link.textContent!;
  await user.click(link);
  expect(await screen.findByRole('heading', { name: '车队卡详情' })).toBeInTheDocument();
  const facts = await screen.findByLabelText('车队卡详情', { selector: 'dl' });
  expect(facts).toHaveTextContent(cardNo);
  const card = table(sim.db, 'fleet-member-card').find((c) => c.cardNo === cardNo)!;
  expect(screen.getByTestId('card-balance')).toHaveTextContent(/^¥[\d,]+\.\d{2}$/);
  const flows = await screen.findByRole('table', { name: '本卡流水' });
  for (const r of bodyRows(flows)) expect(r).not.toHaveTextContent('8860'); // the card's own flows: no card column
  expect(sim.requests.some((r) => r.path.endsWith('/accountFlow/page') && r.search.includes(`cardId=${String(card.id)}`))).toBe(true);
}, 30_000);

test('卡流水 filters by type and card number; a flow is adjusted after a confirmation and the adjustment is listed', async () => {
  const user = userEvent.setup();
  const card = table(sim.db, 'fleet-member-card')[0]!;
  app = renderConsole({ path: '/fleetflow/fleetflow' });
  await screen.findByRole('table', { name: '卡流水' }, { timeout: 20_000 });
  await user.selectOptions(screen.getByLabelText('流水类型'), '消费');
  await user.click(screen.getByRole('button', { name: '搜索' }));
  await waitFor(() => {
    const rows = bodyRows(screen.getByRole('table', { name: '卡流水' }));
    expect(rows.length).toBeGreaterThan(0);
    for (const r of rows) expect(r).toHaveTextContent('消费');
  });
  await user.selectOptions(screen.getByLabelText('流水类型'), '全部');
  await user.type(screen.getByLabelText('卡号'), String(card.cardNo));
  await user.click(screen.getByRole('button', { name: '搜索' }));
  await waitFor(() => {
    const rows = bodyRows(screen.getByRole('table', { name: '卡流水' }));
    for (const r of rows) expect(r).toHaveTextContent(String(card.cardNo));
  });
  const first = bodyRows(screen.getByRole('table', { name: '卡流水' }))[0]!;
  await user.click(within(first).getByRole('button', { name: /^调账 / }));
  const dialog = await screen.findByRole('dialog', { name: '流水调账' });
  await user.type(within(dialog).getByLabelText('调账金额（元，负数为扣减）'), '0');
  expect(within(dialog).getByText('调账金额不能为0')).toBeInTheDocument();
  expect(within(dialog).getByRole('button', { name: '下一步' })).toBeDisabled();
  await user.clear(within(dialog).getByLabelText('调账金额（元，负数为扣减）'));
  await user.type(within(dialog).getByLabelText('调账金额（元，负数为扣减）'), '-1.50');
  await user.type(within(dialog).getByLabelText('调账原因'), '重复扣款冲正');
  await user.click(within(dialog).getByRole('button', { name: '下一步' }));
  const confirm = await screen.findByRole('alertdialog', { name: '确认调账' });
  expect(confirm).toHaveTextContent('-¥1.50');
  expect(confirm).toHaveTextContent('重复扣款冲正');
  const before = Number(card.balance);
  await user.click(within(confirm).getByRole('button', { name: '确认调账' }));
  await waitFor(() => expect(screen.queryByRole('dialog', { name: '流水调账' })).not.toBeInTheDocument());
  expect(Number(table(sim.db, 'fleet-member-card')[0]!.balance)).toBe(before - 150);
  await waitFor(() => expect(bodyRows(screen.getByRole('table', { name: '卡流水' }))[0]).toHaveTextContent('调账'));
  expect(sim.requests.filter((r) => r.path.endsWith('/memberCardFlowAdjust')).every((r) => Boolean(r.headers['idempotency-key']))).toBe(
    true,
  );
}, 30_000);

test('第三方详情 drills down to the fleet account flows of one fleet', async () => {
  const user = userEvent.setup();
  const fleet = table(sim.db, 'fleet')[0]!;
  app = renderConsole({ path: '/thirdManage/details' });
  const accounts = await screen.findByRole('table', { name: '第三方详情' }, { timeout: 20_000 });
  const link = await within(accounts).findByRole('link', { name: `账户明细 ${String(fleet.fleetName)}` });
  await user.click(link);
  const flows = await screen.findByRole('table', { name: '车队账户明细' }, { timeout: 20_000 });
  const page = screen.getByRole('region', { name: '车队账户明细' });
  expect((within(page).getByLabelText('车队') as HTMLSelectElement).value).toBe(String(fleet.id));
  for (const r of bodyRows(flows)) expect(r).toHaveTextContent(String(fleet.fleetName));
  expect(sim.requests.some((r) => r.path === '/api/fleetAccount/flow/list' && r.search.includes(`fleetId=${String(fleet.id)}`))).toBe(true);
}, 30_000);

test('the settlement combo batch form checks its lines, then adds them (新增成功)', async () => {
  const user = userEvent.setup();
  const fleet = table(sim.db, 'fleet')[30]!;
  app = renderConsole({ path: '/cyhfleetsettlementcombo/fleetsettlementcombo' });
  await user.click(await screen.findByRole('button', { name: '新增套餐' }, { timeout: 20_000 }));
  const form = await screen.findByRole('form', { name: '新增结算套餐' });
  await user.click(within(form).getByRole('button', { name: '提交' }));
  const problems = await screen.findByRole('alert');
  expect(problems).toHaveTextContent('请选择车队');
  expect(problems).toHaveTextContent('第 1 行：请填写套餐名称');
  await user.selectOptions(within(form).getByLabelText('车队'), String(fleet.fleetName));
  await user.click(within(form).getByRole('button', { name: '添加一行' }));
  for (const [i, start, end] of [
    [1, '2025-01-01', '2025-06-30'],
    [2, '2025-06-01', '2025-12-31'],
  ] as const) {
    await user.type(within(form).getByLabelText(`第 ${i} 行 套餐名称`), `套餐${i}`);
    await user.type(within(form).getByLabelText(`第 ${i} 行 规则值`), '150');
    await user.type(within(form).getByLabelText(`第 ${i} 行 开始时间`), start);
    await user.type(within(form).getByLabelText(`第 ${i} 行 结束时间`), end);
  }
  await user.click(within(form).getByRole('button', { name: '提交' }));
  expect(await screen.findByRole('alert')).toHaveTextContent('第 1 行与第 2 行：同一油号的套餐时间不能重叠');
  await user.selectOptions(within(form).getByLabelText('第 2 行 油号'), '95#');
  await user.click(within(form).getByRole('button', { name: '提交' }));
  const confirm = await screen.findByRole('alertdialog');
  expect(confirm).toHaveTextContent('新增 2 条，修改 0 条');
  await user.click(within(confirm).getByRole('button', { name: '确定' }));
  expect(await screen.findByText('新增成功', {}, { timeout: 20_000 })).toBeInTheDocument();
  await waitFor(() => expect(app!.router.state.location.pathname).toBe('/cyhfleetsettlementcombo/fleetsettlementcombo'));
  expect(
    table(sim.db, 'fleet-settlement-combo')
      .filter((c) => c.fleetId === fleet.id)
      .map((c) => c.oilNo)
      .sort(),
  ).toEqual(['92#', '95#']);
  const adds = sim.requests.filter((r) => r.path === '/api/fleetsettlement/combo/batchAdd');
  expect(adds).toHaveLength(1);
}, 40_000);

test('a supplier is bound to a station and unbound after 提示', async () => {
  const user = userEvent.setup();
  const station = table(sim.db, 'zyt-shell')[3]!;
  const fleet = table(sim.db, 'fleet')[40]!;
  app = renderConsole({ path: `/siteshellfleet/siteshellfleet/${String(station.id)}/${encodeURIComponent(String(station.siteName))}` });
  expect(await screen.findByText(`油站：${String(station.siteName)}`, {}, { timeout: 20_000 })).toBeInTheDocument();
  await user.click(screen.getByRole('button', { name: '绑定' }));
  expect(screen.getAllByText('请选择车队').length).toBeGreaterThan(1);
  await user.selectOptions(screen.getByLabelText('车队'), String(fleet.fleetName));
  await user.type(screen.getByLabelText('供应商名称'), '华北石化供应');
  await user.click(screen.getByRole('button', { name: '绑定' }));
  const confirm = await screen.findByRole('alertdialog', { name: '绑定供应商' });
  expect(confirm).toHaveTextContent(String(fleet.fleetName));
  expect(confirm).toHaveTextContent('华北石化供应');
  await user.click(within(confirm).getByRole('button', { name: '绑定' }));
  expect(await screen.findByText('绑定成功')).toBeInTheDocument();
  const bound = await screen.findByRole('table', { name: '已绑定的供应商' });
  await waitFor(() => expect(bound).toHaveTextContent('华北石化供应'));
  await user.click(within(screen.getByRole('table', { name: '已绑定的供应商' })).getByRole('button', { name: '解绑 华北石化供应' }));
  const ask = await screen.findByRole('alertdialog');
  expect(ask).toHaveTextContent('提示');
  await user.click(within(ask).getByRole('button', { name: '确定' }));
  expect(await screen.findByText('解绑成功')).toBeInTheDocument();
  await waitFor(() => expect(table(sim.db, 'site-shell-fleet').some((r) => r.supplierName === '华北石化供应')).toBe(false));
}, 30_000);

/** 取消 of `dialog` asks before dropping what was typed: 留在此页 keeps `field` with `typed`, then 继续离开 closes it. */
async function asksBeforeDropping(user: ReturnType<typeof userEvent.setup>, name: string, field: string, typed: string) {
  const dialog = screen.getByRole('dialog', { name });
  await user.click(within(dialog).getByRole('button', { name: '取消' }));
  const unsaved = await screen.findByRole('alertdialog', { name: '有未保存的修改' });
  await user.click(within(unsaved).getByRole('button', { name: '留在此页' }));
  await waitFor(() => expect(screen.queryByRole('alertdialog', { name: '有未保存的修改' })).not.toBeInTheDocument());
  expect(within(screen.getByRole('dialog', { name })).getByLabelText(field)).toHaveValue(typed);
  await pressEscape(user);
  await user.click(within(await screen.findByRole('alertdialog', { name: '有未保存的修改' })).getByRole('button', { name: '继续离开' }));
  await waitFor(() => expect(screen.queryByRole('dialog', { name })).not.toBeInTheDocument());
}

test('the card recharge and flow adjustment dialogs ask before dropping what was typed; untouched they close at once', async () => {
  const user = userEvent.setup();
  app = renderConsole({ path: '/fleetcard/fleetcard' });
  const list = await screen.findByRole('table', { name: '成员卡列表' }, { timeout: 20_000 });
  const recharge = () =>
    within(list)
      .getAllByRole('button', { name: /^充值 / })
      .find((b) => !b.hasAttribute('disabled'))!;
  // untouched: 取消 closes without a question
  await waitFor(() => expect(recharge()).toBeDefined());
  await user.click(recharge());
  let dialog = await screen.findByRole('dialog', { name: '卡余额充值' });
  await waitFor(() => expect(within(dialog).getByLabelText('充值金额（元）')).toBeInTheDocument());
  await user.click(within(dialog).getByRole('button', { name: '取消' }));
  await waitFor(() => expect(screen.queryByRole('dialog', { name: '卡余额充值' })).not.toBeInTheDocument());
  expect(screen.queryByRole('alertdialog', { name: '有未保存的修改' })).not.toBeInTheDocument();
  await user.click(recharge());
  dialog = await screen.findByRole('dialog', { name: '卡余额充值' });
  await user.type(await within(dialog).findByLabelText('充值金额（元）'), '1.00');
  await asksBeforeDropping(user, '卡余额充值', '充值金额（元）', '1.00');

  await app.dispose();
  app = renderConsole({ path: '/fleetflow/fleetflow' });
  const flows = await screen.findByRole('table', { name: '卡流水' }, { timeout: 20_000 });
  await waitFor(() => expect(bodyRows(flows).length).toBeGreaterThan(0));
  await user.click(within(bodyRows(flows)[0]!).getByRole('button', { name: /^调账 / }));
  dialog = await screen.findByRole('dialog', { name: '流水调账' });
  await user.click(within(dialog).getByRole('button', { name: '取消' }));
  await waitFor(() => expect(screen.queryByRole('dialog', { name: '流水调账' })).not.toBeInTheDocument());
  expect(screen.queryByRole('alertdialog', { name: '有未保存的修改' })).not.toBeInTheDocument();
  await user.click(within(bodyRows(screen.getByRole('table', { name: '卡流水' }))[0]!).getByRole('button', { name: /^调账 / }));
  dialog = await screen.findByRole('dialog', { name: '流水调账' });
  await user.type(within(dialog).getByLabelText('调账原因'), '冲正');
  await asksBeforeDropping(user, '流水调账', '调账原因', '冲正');
  // nothing was sent
  expect(sim.requests.some((r) => /cardBalanceRecharge|memberCardFlowAdjust/.test(r.path))).toBe(false);
}, 40_000);
