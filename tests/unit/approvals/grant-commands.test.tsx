/**
 * A card grant's writes on the command machine: a new draft is confirmed in words (¥) and saved once; after a lost
 * answer the list is searched for the same draft made since (found: opened, nothing sent again); card users are
 * added and their card money set as commands, and a write lost before the server got it says nothing was found and
 * sends the same operation once more.
 */
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { grantTable } from '@services/mock/approvals/card-grant';
import { renderConsole, signIn } from '../../support/render-console';
import { useSimulatorPerTest } from '../../support/simulator-per-test';
import { loseAnswer } from '../../support/lost-answer';
import { pressEscape } from '../../support/keyboard';

vi.setConfig({ testTimeout: 40_000 });
const per = useSimulatorPerTest();

// the screens load lazily: compile them once before the first test, so no first step waits on the compiler
beforeAll(async () => {
  await Promise.all([
    import('@/screens/approvals/card-grant/card-grant-list-page'),
    import('@/screens/approvals/card-grant/card-grant-detail-page'),
  ]);
}, 120_000);

const SAVE = '/api/company/grant/saveOrUpdate';
const ADD = '/api/company/cardUser/save';
const MONEY = '/api/company/setting/cardMoney';
const posts = (path: string) => per.sim.requests.filter((r) => r.method === 'POST' && r.path === path);
const users = () => per.sim.db.resources['card-user'] ?? [];

/** Fills the new grant form and saves it; returns the confirmation. */
async function newDraft(user: ReturnType<typeof userEvent.setup>) {
  await user.click(await screen.findByRole('button', { name: '新增发卡' }, { timeout: 15_000 }));
  const form = within(await screen.findByRole('dialog', { name: '新增发卡' }));
  await user.type(form.getByLabelText(/发放名称/), '命令测试发放');
  const quantity = form.getByLabelText(/发卡数量/);
  await user.clear(quantity);
  await user.type(quantity, '2');
  await user.type(form.getByLabelText(/单卡金额/), '300');
  await user.type(form.getByLabelText(/结束时间/), '2031-12-31');
  await user.click(form.getByRole('button', { name: '保存' }));
  return screen.findByRole('alertdialog', { name: '新增发卡' });
}

test('a new draft says what it saves in ¥; an answer lost after the server saved it finds the draft and opens it', async () => {
  await signIn(per.sim);
  const user = userEvent.setup();
  const app = per.track(renderConsole({ path: '/company/grant' }));
  const confirm = await newDraft(user);
  expect(confirm).toHaveTextContent('命令测试发放');
  expect(confirm).toHaveTextContent('¥300.00');
  loseAnswer(per, 'post', SAVE, { served: true });
  const reading = per.sim.gates.hold('/api/company/grant/list');
  await user.click(within(confirm).getByRole('button', { name: '确定' }));
  await reading.reached;
  expect(within(screen.getByRole('alertdialog')).getByText('未收到服务器应答，正在核对操作结果…')).toBeInTheDocument();
  reading.release();
  const made = () => grantTable(per.sim.db).filter((g) => g.grantName === '命令测试发放');
  await waitFor(() => expect(app.router.state.location.pathname).toBe(`/company/grant/detail/${String(made()[0]?.id)}`), {
    timeout: 10_000,
  });
  expect(made()).toHaveLength(1);
  expect(posts(SAVE)).toHaveLength(1);
});

test('card users: an added user lost before the server got it is sent again once with the same key; card money in ¥', async () => {
  const draft = grantTable(per.sim.db).find((r) => r.grantStatus === 0)!;
  await signIn(per.sim);
  const user = userEvent.setup();
  per.track(renderConsole({ path: `/company/grant/detail/${String(draft.id)}` }));
  await user.click(await screen.findByRole('button', { name: '添加持卡人' }, { timeout: 15_000 }));
  const add = within(await screen.findByRole('dialog', { name: '添加持卡人' }));
  await user.type(add.getByLabelText('姓名'), '王小明');
  await user.type(add.getByLabelText('手机号'), '13800138000');
  await user.click(add.getByRole('button', { name: '确定' }));
  const confirm = await screen.findByRole('alertdialog', { name: '添加持卡人' });
  expect(confirm).toHaveTextContent('13800138000');
  const lost = loseAnswer(per, 'post', ADD, { served: false });
  await user.click(within(confirm).getByRole('button', { name: '确定' }));
  const dialog = within(screen.getByRole('alertdialog'));
  expect(await dialog.findByText(/未查到这笔操作的结果/, {}, { timeout: 10_000 })).toBeInTheDocument();
  await user.click(dialog.getByRole('button', { name: '重新提交' }));
  await waitFor(() => expect(users().filter((u) => u.phone === '13800138000')).toHaveLength(1));
  expect(posts(ADD)).toHaveLength(1);
  expect(lost.key).toMatch(/.{8,}/);
  expect(posts(ADD)[0]!.headers['idempotency-key']).toBe(lost.key);

  const table = await screen.findByRole('table', { name: '持卡人' });
  const row = (await within(table).findByText('王小明')).closest('tr')!;
  await user.click(within(row).getByRole('checkbox'));
  await user.click(screen.getByRole('button', { name: '设置卡金额' }));
  const money = within(await screen.findByRole('dialog', { name: '设置卡金额' }));
  await user.type(money.getByLabelText('卡金额(元)'), '450.5');
  await user.click(money.getByRole('button', { name: '确定' }));
  const ask = await screen.findByRole('alertdialog', { name: '设置卡金额' });
  expect(ask).toHaveTextContent('¥450.50');
  await user.dblClick(within(ask).getByRole('button', { name: '确定' }));
  await waitFor(() => expect(users().find((u) => u.phone === '13800138000')!.balance).toBe(45_050));
  expect(posts(MONEY)).toHaveLength(1);
  expect(await within(row).findByText('¥450.50')).toBeInTheDocument();
});

test('the grant form and the card-user form ask before dropping what was typed; untouched they close at once', async () => {
  const draft = grantTable(per.sim.db).find((r) => r.grantStatus === 0)!;
  await signIn(per.sim);
  const user = userEvent.setup();
  /** 取消 asks: 留在此页 keeps `field` with `typed`; Escape asks again and 继续离开 closes the form. */
  const asksBeforeDropping = async (name: string, field: RegExp | string, typed: string) => {
    await user.click(within(screen.getByRole('dialog', { name })).getByRole('button', { name: '取消' }));
    await user.click(within(await screen.findByRole('alertdialog', { name: '有未保存的修改' })).getByRole('button', { name: '留在此页' }));
    await waitFor(() => expect(screen.queryByRole('alertdialog', { name: '有未保存的修改' })).not.toBeInTheDocument());
    expect(within(screen.getByRole('dialog', { name })).getByLabelText(field)).toHaveValue(typed);
    await pressEscape(user);
    await user.click(within(await screen.findByRole('alertdialog', { name: '有未保存的修改' })).getByRole('button', { name: '继续离开' }));
    await waitFor(() => expect(screen.queryByRole('dialog', { name })).not.toBeInTheDocument());
  };
  const closesAtOnce = async (name: string) => {
    await user.click(within(await screen.findByRole('dialog', { name })).getByRole('button', { name: '取消' }));
    await waitFor(() => expect(screen.queryByRole('dialog', { name })).not.toBeInTheDocument());
    expect(screen.queryByRole('alertdialog', { name: '有未保存的修改' })).not.toBeInTheDocument();
  };
  const app = per.track(renderConsole({ path: '/company/grant' }));
  await user.click(await screen.findByRole('button', { name: '新增发卡' }, { timeout: 15_000 }));
  await closesAtOnce('新增发卡');
  await user.click(screen.getByRole('button', { name: '新增发卡' }));
  await user.type(within(await screen.findByRole('dialog', { name: '新增发卡' })).getByLabelText(/发放名称/), '未保存的发放');
  await asksBeforeDropping('新增发卡', /发放名称/, '未保存的发放');
  expect(posts(SAVE)).toHaveLength(0);

  await app.router.navigate(`/company/grant/detail/${String(draft.id)}`);
  await user.click(await screen.findByRole('button', { name: '添加持卡人' }, { timeout: 15_000 }));
  await closesAtOnce('添加持卡人');
  await user.click(screen.getByRole('button', { name: '添加持卡人' }));
  await user.type(within(await screen.findByRole('dialog', { name: '添加持卡人' })).getByLabelText('姓名'), '王小明');
  await asksBeforeDropping('添加持卡人', '姓名', '王小明');
  expect(posts(ADD)).toHaveLength(0);
});
