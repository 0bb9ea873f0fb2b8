/**
 * The withdrawal screen against the simulated backend, for the money rows of docs/quality.md's bad-input table and the
 * withdrawal requirements (11-14, 17): bad amounts never leave the browser; a network drop after the server kept
 * the withdrawal ends in "outcome unknown", the records are re-read, nothing is duplicated and the record is shown;
 * changing the amount clears the quote and the code; double click + Enter×5 on the confirm sends one POST.
 */
import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createSimulator, type Simulator } from '@services/mock/simulator';
import { startNodeSimulator } from '@services/mock/node';
import { findAccount, peekSms, setMoneySettings } from '@services/mock/money/store';
import { renderConsole, resetBrowserState, signIn, type RenderedConsole } from '../../support/render-console';
import { pressEscape } from '../../support/keyboard';
import { unloadAsks } from '../../support/unsaved';

vi.setConfig({ testTimeout: 30_000 });
let sim: Simulator = createSimulator({ storage: null });
const node = startNodeSimulator(sim);
afterAll(() => node.close());
let app: RenderedConsole | null = null;

const SUPPLIER = '1800000000000000101';
const DIVIDE = '1800000000000000104';
const WITHDRAW = '/api/withdrawRecord/withdrawrecord/withdraw';
const FEE = '/api/supplierAccount/supplieraccount/calcMoneyFee';

beforeEach(async () => {
  resetBrowserState();
  sim = createSimulator({ storage: null });
  node.server.resetHandlers(...sim.handlers);
  await signIn(sim, 'supplier', 'demo123', '100001');
});
afterEach(async () => {
  await app?.dispose();
  app = null;
});

const posts = (path: string) => sim.requests.filter((r) => r.method === 'POST' && r.path === path).length;

async function open(name: string) {
  const user = userEvent.setup();
  app = renderConsole({ path: '/fleet/withdrawal' });
  await user.click(await screen.findByRole('button', { name: `提现 ${name}` }, { timeout: 15_000 }));
  const dialog = await screen.findByRole('dialog', { name: `提现 - ${name}` });
  const d = within(dialog);
  await waitFor(() => expect(d.getByLabelText('提现金额（元）')).toBeEnabled());
  return { user, d, dialog };
}

test.each([
  ['100.005', '金额最多保留两位小数'],
  ['-1', '金额必须大于0'],
  ['0', '金额必须大于0'],
  ['1e5', '请输入有效的金额'],
  ['１００', '请输入有效的金额'],
  ['NaN', '请输入有效的金额'],
  ['12864.51', '金额不能超过可用余额'],
])('amount %s: field error %s, nothing sent', async (typed, message) => {
  const { user, d } = await open('华北石化供货结算户');
  await user.type(d.getByLabelText('提现金额（元）'), typed);
  expect(d.getByText(message)).toBeInTheDocument();
  const next = d.getByRole('button', { name: '下一步' });
  expect(next).toBeDisabled();
  expect(next).toHaveAttribute('title', message);
  await user.type(d.getByLabelText('提现金额（元）'), '{Enter}');
  expect(posts(FEE)).toBe(0);
  expect(posts(WITHDRAW)).toBe(0);
  expect(d.queryByRole('region', { name: '请核对提现信息' })).not.toBeInTheDocument();
});

test('the whole balance is accepted; the review shows amount, fee, net and the masked account', async () => {
  const { user, d } = await open('华北石化供货结算户');
  await user.type(d.getByLabelText('提现金额（元）'), '12864.50');
  expect(d.getByText('预计手续费 ¥38.59，实际到账 ¥12,825.91')).toBeInTheDocument();
  await user.click(d.getByRole('button', { name: '下一步' }));
  const review = within(await d.findByRole('region', { name: '请核对提现信息' }));
  expect(review.getByText('¥12,864.50')).toBeInTheDocument();
  expect(review.getByText('¥38.59')).toBeInTheDocument();
  expect(review.getByText('¥12,825.91')).toBeInTheDocument();
  expect(review.getByText('***************3446')).toBeInTheDocument();
});

/** The alert dialog that says `text` (the withdrawal's command dialog over its confirmation). */
const alertSaying = (text: RegExp | string) =>
  waitFor(
    () => {
      const shown = screen.getAllByRole('alertdialog').find((el) => within(el).queryByText(text));
      if (!shown) throw new Error(`no alert dialog says ${String(text)}`);
      return shown;
    },
    { timeout: 10_000 },
  );

test('network drop during 提现 (server kept it): the records are read for it → no duplicate, the record is shown', async () => {
  const { user, d } = await open('华北石化供货结算户');
  await user.type(d.getByLabelText('提现金额（元）'), '100');
  await user.click(d.getByRole('button', { name: '下一步' }));
  await user.click(await d.findByRole('button', { name: '确认提现' }));
  setMoneySettings(sim.db, { dropAnswers: [WITHDRAW] });
  const checking = sim.gates.hold('/api/withdrawRecord/withdrawrecord/page');
  await user.click(within(await screen.findByRole('alertdialog')).getByRole('button', { name: '确认提现' }));
  await checking.reached;
  // while the records are read nothing else is possible, and nothing is called a failure
  await alertSaying('未收到服务器应答，正在核对操作结果…');
  expect(d.getByRole('button', { name: '关闭' })).toBeDisabled();
  expect(screen.queryByText('操作失败')).not.toBeInTheDocument();
  checking.release();
  expect(await d.findByText('提现申请已提交', {}, { timeout: 10_000 })).toBeInTheDocument();
  expect(posts(WITHDRAW)).toBe(1);
  const rows = sim.db.resources['withdraw-record']!.filter((r) => r.accountId === SUPPLIER);
  expect(rows).toHaveLength(1);
  expect(d.getByText(String(rows[0]!.withdrawNo))).toBeInTheDocument();
  expect(findAccount(sim.db, SUPPLIER)!.frozenAmount).toBe(10_000);
});

test('a drop before the server got it: nothing found is said first, then the same operation is sent again, once', async () => {
  const { user, d } = await open('华北石化供货结算户');
  await user.type(d.getByLabelText('提现金额（元）'), '100');
  await user.click(d.getByRole('button', { name: '下一步' }));
  await user.click(await d.findByRole('button', { name: '确认提现' }));
  sim.faults.failNext(WITHDRAW, 'network');
  await user.click(within(await screen.findByRole('alertdialog')).getByRole('button', { name: '确认提现' }));
  const nothing = await alertSaying(/未查到这笔操作的结果。请先在记录中核对/);
  expect(nothing).not.toHaveTextContent('不会重复');
  expect(d.getByLabelText('提现金额（元）')).toHaveValue('100'); // what was typed is kept
  await user.click(within(nothing).getByRole('button', { name: '重新提交' }));
  expect(await d.findByText('提现申请已提交', {}, { timeout: 10_000 })).toBeInTheDocument();
  const keys = sim.requests.filter((r) => r.method === 'POST' && r.path === WITHDRAW).map((r) => r.headers['idempotency-key']);
  expect(keys).toHaveLength(2);
  expect(keys[0]).toBe(keys[1]);
  expect(sim.db.resources['withdraw-record']!.filter((r) => r.accountId === SUPPLIER)).toHaveLength(1);
});

test('double click + Enter×5 on the confirm: exactly one POST', async () => {
  const { user, d } = await open('华北石化供货结算户');
  await user.type(d.getByLabelText('提现金额（元）'), '100');
  await user.click(d.getByRole('button', { name: '下一步' }));
  await user.click(await d.findByRole('button', { name: '确认提现' }));
  const gate = sim.gates.hold(WITHDRAW, { method: 'POST' });
  const confirm = within(await screen.findByRole('alertdialog')).getByRole('button', { name: '确认提现' });
  await user.dblClick(confirm);
  for (let i = 0; i < 5; i += 1) await user.keyboard('{Enter}');
  await gate.reached;
  // the confirm cannot be dismissed while the request runs
  await pressEscape(user);
  expect(screen.getByRole('alertdialog')).toBeInTheDocument();
  gate.release();
  expect(await d.findByText('提现申请已提交')).toBeInTheDocument();
  expect(posts(WITHDRAW)).toBe(1);
});

test('a refused withdrawal says so with the server message; given up, it is back at the review with the amount kept', async () => {
  const { user, d } = await open('华北石化供货结算户');
  await user.type(d.getByLabelText('提现金额（元）'), '100');
  await user.click(d.getByRole('button', { name: '下一步' }));
  await user.click(await d.findByRole('button', { name: '确认提现' }));
  act(() => {
    findAccount(sim.db, SUPPLIER)!.withdrawableAmount = 5_000; // spent elsewhere meanwhile
  });
  await user.click(within(await screen.findByRole('alertdialog')).getByRole('button', { name: '确认提现' }));
  const refused = await alertSaying('可提现余额不足');
  expect(within(refused).getByText('操作失败')).toBeInTheDocument();
  expect(within(refused).getByRole('button', { name: '重试' })).toBeEnabled();
  await user.click(within(refused).getByRole('button', { name: '取消' }));
  await waitFor(() => expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument());
  expect(d.getByRole('region', { name: '请核对提现信息' })).toBeInTheDocument();
  expect(d.getByLabelText('提现金额（元）')).toHaveValue('100');
  expect(posts(WITHDRAW)).toBe(1);
});

test('changing the amount clears the quote and the SMS code; a code is tied to its amount', async () => {
  const { user, d } = await open('华北石化商户分账户');
  const amount = d.getByLabelText('提现金额（元）');
  await user.type(amount, '200');
  await user.click(d.getByRole('button', { name: '下一步' }));
  await user.click(await d.findByRole('button', { name: '确认提现' }));
  await user.click(d.getByRole('button', { name: '获取验证码' }));
  await waitFor(() => expect(d.getByLabelText('短信验证码')).toBeEnabled());
  const code = peekSms(sim.db, DIVIDE, 'divide')!;
  expect(code.amountFen).toBe(20_000);
  await user.type(d.getByLabelText('短信验证码'), code.code);
  expect(d.getByRole('button', { name: '下一步' })).toBeEnabled();
  // the amount changes: quote and code are gone
  await user.clear(amount);
  await user.type(amount, '300');
  expect(d.queryByRole('region', { name: '请核对提现信息' })).not.toBeInTheDocument();
  expect(d.queryByLabelText('短信验证码')).not.toBeInTheDocument();
  await user.click(d.getByRole('button', { name: '下一步' }));
  await user.click(await d.findByRole('button', { name: '确认提现' }));
  expect(d.getByLabelText('短信验证码')).toHaveValue('');
  expect(d.getByLabelText('短信验证码')).toBeDisabled();
  expect(d.getByRole('button', { name: '下一步' })).toHaveAttribute('title', '请先获取验证码');
  await user.click(d.getByRole('button', { name: '获取验证码' }));
  await waitFor(() => expect(d.getByLabelText('短信验证码')).toBeEnabled());
  await user.type(d.getByLabelText('短信验证码'), peekSms(sim.db, DIVIDE, 'divide')!.code);
  await user.click(d.getByRole('button', { name: '下一步' }));
  const alert = within(await screen.findByRole('alertdialog'));
  expect(alert.getByText('¥300.00')).toBeInTheDocument();
  await user.click(alert.getByRole('button', { name: '确认提现' }));
  expect(await d.findByText('提现申请已提交')).toBeInTheDocument();
  expect(sim.db.resources['withdraw-record']!.find((r) => r.accountId === DIVIDE)).toMatchObject({ withdrawalAmount: 30_000, fee: 100 });
});

test('a typed amount is not dropped silently: 关闭 asks (留在此页 keeps it, 继续离开 closes); untouched it closes at once', async () => {
  const name = '华北石化供货结算户';
  let { user, d } = await open(name);
  // untouched: 关闭 closes without a question
  await user.click(d.getByRole('button', { name: '关闭' }));
  await waitFor(() => expect(screen.queryByRole('dialog', { name: `提现 - ${name}` })).not.toBeInTheDocument());
  expect(screen.queryByRole('alertdialog', { name: '有未保存的修改' })).not.toBeInTheDocument();
  await user.click(await screen.findByRole('button', { name: `提现 ${name}` }));
  const dialog = await screen.findByRole('dialog', { name: `提现 - ${name}` });
  d = within(dialog);
  await waitFor(() => expect(d.getByLabelText('提现金额（元）')).toBeEnabled());
  expect(unloadAsks()).toBe(false);
  await user.type(d.getByLabelText('提现金额（元）'), '100');
  // the browser tab asks before unload while the amount is unsaved
  expect(unloadAsks()).toBe(true);
  // 关闭 asks; 留在此页 keeps the dialog with the amount
  await user.click(d.getByRole('button', { name: '关闭' }));
  let unsaved = await screen.findByRole('alertdialog', { name: '有未保存的修改' });
  await user.click(within(unsaved).getByRole('button', { name: '留在此页' }));
  await waitFor(() => expect(screen.queryByRole('alertdialog', { name: '有未保存的修改' })).not.toBeInTheDocument());
  expect(screen.getByRole('dialog', { name: `提现 - ${name}` })).toBeInTheDocument();
  expect(d.getByLabelText('提现金额（元）')).toHaveValue('100');
  // Escape asks too; 继续离开 closes it, nothing withdrawn
  await pressEscape(user);
  unsaved = await screen.findByRole('alertdialog', { name: '有未保存的修改' });
  await user.click(within(unsaved).getByRole('button', { name: '继续离开' }));
  await waitFor(() => expect(screen.queryByRole('dialog', { name: `提现 - ${name}` })).not.toBeInTheDocument());
  expect(posts(WITHDRAW)).toBe(0);
  expect(unloadAsks()).toBe(false);
});
