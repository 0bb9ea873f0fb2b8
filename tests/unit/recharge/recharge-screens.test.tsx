/**
 * The recharge screens in the real console against the simulated backend: freezing and unfreezing a card on 商务卡
 * (asked first, the status follows the server), changing the end time of a whole recharge and of one line on the
 * recharge detail, and the bad-input rows of a money field (nothing can be sent while the field is wrong).
 */
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createSimulator, type Simulator } from '@services/mock/simulator';
import { startNodeSimulator } from '@services/mock/node';
import { linesTable, table } from '@services/mock/recharge/store';
import { renderConsole, resetBrowserState, signIn, type RenderedConsole } from '../../support/render-console';

let sim: Simulator = createSimulator({ storage: null });
const node = startNodeSimulator(sim);
afterAll(() => node.close());
let app: RenderedConsole | null = null;

// the screens load lazily: compile them once before the first test, so no first step waits on the compiler
beforeAll(async () => {
  await import('@/screens/recharge/recharge-pages');
}, 120_000);

beforeEach(async () => {
  resetBrowserState();
  sim = createSimulator({ storage: null });
  node.server.resetHandlers(...sim.handlers);
  await signIn(sim);
});
afterEach(async () => {
  await app?.dispose();
  app = null;
});

const getCodeRequests = () => sim.requests.filter((r) => r.path === '/api/zyt/staff/getCode').length;

test('a card is frozen after asking, then unfrozen; the server keeps the status', async () => {
  const user = userEvent.setup();
  const line = linesTable(sim.db).find((l) => l.cardStatus === 1)!;
  const masked = `${String(line.userPhone).slice(0, 3)}****${String(line.userPhone).slice(7)}`;
  app = renderConsole({ path: '/rechargeCenter/businesscard' });
  const cards = await screen.findByRole('table', { name: '商务卡' }, { timeout: 8000 });
  await user.click(within(cards).getByRole('button', { name: `冻结 ${masked}` }));
  const ask = await screen.findByRole('alertdialog');
  expect(ask).toHaveTextContent(`确定冻结 ${masked} 的卡吗？`);
  await user.click(within(ask).getByRole('button', { name: '冻结' }));
  await waitFor(() => expect(linesTable(sim.db).find((l) => l.id === line.id)!.cardStatus).toBe(2));
  const row = (await screen.findByRole('button', { name: `解冻 ${masked}` })).closest('tr')!;
  expect(row).toHaveTextContent('已冻结');
  await user.click(within(row).getByRole('button', { name: `解冻 ${masked}` }));
  await user.click(within(await screen.findByRole('alertdialog')).getByRole('button', { name: '解冻' }));
  await waitFor(() => expect(linesTable(sim.db).find((l) => l.id === line.id)!.cardStatus).toBe(1));
  expect(await screen.findByRole('button', { name: `冻结 ${masked}` })).toBeInTheDocument();
}, 20_000);

test('the end time changes for the whole recharge and for one line', async () => {
  const user = userEvent.setup();
  const lines = linesTable(sim.db);
  const record = table(sim.db, 'staff-recharge').find((r) => r.id === lines[0]!.rechargeId)!;
  app = renderConsole({ path: `/rechargeCenter/directcharging/detail?id=${String(record.id)}` });
  await screen.findByText(String(record.rechargeNo), {}, { timeout: 8000 });
  const facts = screen.getByRole('region', { name: '充值详情' });
  await user.click(within(facts).getByRole('button', { name: new RegExp(`^修改整单到期时间 ${String(record.endTime)}`) }));
  const whole = within(facts).getByLabelText('修改整单到期时间');
  await user.clear(whole);
  await user.type(whole, '2031-06-30');
  await user.click(within(facts).getByRole('button', { name: '保存' }));
  const askWhole = await screen.findByRole('alertdialog');
  expect(askWhole).toHaveTextContent(`${String(record.endTime)} → 2031-06-30 23:59:59`);
  await user.click(within(askWhole).getByRole('button', { name: '保存' }));
  await waitFor(() => expect(record.endTime).toBe('2031-06-30 23:59:59'));
  const linesTableEl = await screen.findByRole('table', { name: '充值明细' });
  await waitFor(() =>
    expect(within(linesTableEl).getAllByText('2031-06-30 23:59:59').length).toBe(lines.filter((l) => l.rechargeId === record.id).length),
  );
  const firstLine = within(linesTableEl).getAllByRole('row')[1]!;
  await user.click(within(firstLine).getByRole('button', { name: /^修改明细到期时间/ }));
  const one = within(firstLine).getByLabelText('修改明细到期时间');
  await user.clear(one);
  await user.type(one, '2031-01-31');
  await user.click(within(firstLine).getByRole('button', { name: '保存' }));
  await user.click(within(await screen.findByRole('alertdialog')).getByRole('button', { name: '保存' }));
  await waitFor(() => expect(within(screen.getByRole('table', { name: '充值明细' })).getByText('2031-01-31 23:59:59')).toBeInTheDocument());
  expect(record.endTime).toBe('2031-06-30 23:59:59');
}, 20_000);

test.each([
  ['100.005', '金额最多保留两位小数'],
  ['-1', '金额必须大于0'],
  ['0', '金额必须大于0'],
  ['1e5', '请输入有效的金额'],
  ['１００', '请输入有效的金额'],
  ['NaN', '请输入有效的金额'],
  ['300000', '金额不能超过充值资金余额'],
])('a per-person amount of %s says %s and no code can be asked for', async (amount, message) => {
  const user = userEvent.setup();
  app = renderConsole({ path: '/rechargeCenter/directcharging' });
  await screen.findByTestId('funds-balance', {}, { timeout: 8000 });
  await waitFor(() => expect((screen.getByLabelText('验证手机号') as HTMLInputElement).value).toMatch(/^1\d{10}$/));
  await user.type(screen.getByLabelText('员工手机号'), '13700001111{enter}13700002222');
  await user.type(screen.getByLabelText('到期时间'), '2030-12-31');
  await user.type(screen.getByLabelText('每人充值金额（元）'), amount);
  expect(await screen.findByRole('status')).toHaveTextContent(message);
  const ask = screen.getByRole('button', { name: '获取验证码' });
  expect(ask).toBeDisabled();
  await user.click(ask).catch(() => undefined);
  expect(getCodeRequests()).toBe(0);
});
