/**
 * The review queue and the card grant on the real console against the simulator: one request however often
 * approve is pressed, the refusal a second approver gets (and the state they then see), the maker-checker rule,
 * the queue's keyboard shortcuts, and the review list's status filter changed several times in a row.
 */
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { grantTable } from '@services/mock/approvals/card-grant';
import { rechargeTable } from '@services/mock/approvals/review';
import { loseAnswer } from '../../support/lost-answer';
import { renderConsole, signIn } from '../../support/render-console';
import { useSimulatorPerTest } from '../../support/simulator-per-test';

const world = useSimulatorPerTest();
// these walk the real console through several pages: more than the default 5 s on a busy machine
vi.setConfig({ testTimeout: 60_000 });

// the screens load lazily: compile them once before the first test, so no first step waits on the compiler
beforeAll(async () => {
  await Promise.all([
    import('@/shell/main-layout'),
    import('@/screens/approvals/review/review-pages'),
    import('@/screens/approvals/card-grant/card-grant-detail-page'),
  ]);
}, 120_000);

const Q = encodeURIComponent(JSON.stringify({ rechargeStatus: '0' }));
const calls = (path: string) => world.sim.requests.filter((r) => r.path === path).length;
const page = () => screen.findByRole('region', { name: '充值审核' }, { timeout: 10_000 });
const tag = async () => (await page()).querySelector('.bp6-tag[data-status]');

function pendingBy(account: string) {
  const user = world.sim.db.users.find((u) => u.account === account)!;
  return rechargeTable(world.sim.db).filter((r) => r.rechargeStatus === 0 && r.createUser === user.id);
}

describe('review of recharge applications', () => {
  test('a double click and Enter spam on approve send exactly one request, and the balance is credited', async () => {
    const row = pendingBy('purchaser')[0]!;
    await signIn(world.sim);
    world.track(renderConsole({ path: `/rechargeCenter/rechargeaudit/detail?id=${String(row.id)}&q=${Q}` }));
    const user = userEvent.setup();
    const before = (await within(await page()).findByLabelText('企业余额', {}, { timeout: 10_000 })).textContent;
    await user.click(await screen.findByRole('button', { name: '通过' }, { timeout: 10_000 }));
    const dialog = await screen.findByRole('dialog');
    expect(within(dialog).getByLabelText('payload')).toHaveTextContent(String(row.id));
    const ok = within(dialog).getByRole('button', { name: '确定' });
    await user.dblClick(ok);
    ok.focus();
    await user.keyboard('{Enter}{Enter}{Enter}');
    await waitFor(async () => expect(await tag()).toHaveTextContent('已通过'));
    expect(calls('/api/platform/recharge/update')).toBe(1);
    const after = within(await page()).getByLabelText('企业余额').textContent;
    expect(after).not.toBe(before);
    expect(within(await page()).getByRole('region', { name: '处理记录' })).toHaveTextContent('审核通过');
  });

  test('a second approver on an already decided application gets the refusal and sees the new state', async () => {
    const row = pendingBy('purchaser')[0]!;
    await signIn(world.sim, 'auditor', 'demo123');
    world.track(renderConsole({ path: `/rechargeCenter/rechargeaudit/detail?id=${String(row.id)}&q=${Q}` }));
    const user = userEvent.setup();
    await user.click(await screen.findByRole('button', { name: '驳回' }, { timeout: 10_000 }));
    // meanwhile another auditor approves it
    row.rechargeStatus = 1;
    const dialog = await screen.findByRole('dialog');
    const ok = within(dialog).getByRole('button', { name: '确定' });
    expect(ok).toBeDisabled();
    await user.type(within(dialog).getByRole('textbox', { name: '审核意见' }), '金额不符');
    await user.click(ok);
    // the decision's command says why, in the server's words, and offers a retry; given up, the record is read again
    const refused = await screen.findByRole('alertdialog', {}, { timeout: 10_000 });
    expect(within(refused).getByText('当前状态不允许该操作')).toBeInTheDocument();
    expect(within(refused).getByRole('button', { name: '重试' })).toBeInTheDocument();
    await user.click(within(refused).getByRole('button', { name: '取消' }));
    await waitFor(async () => expect(await tag()).toHaveTextContent('已通过'));
    expect(screen.getByRole('button', { name: '驳回' })).toBeDisabled();
  });

  test('the applicant, though holding the review permission, sees their application without 通过/驳回 or the comment box', async () => {
    const row = pendingBy('admin')[0]!;
    await signIn(world.sim);
    world.track(renderConsole({ path: `/rechargeCenter/rechargeaudit/detail?id=${String(row.id)}&q=${Q}` }));
    const user = userEvent.setup();
    const p = await page();
    await waitFor(() => expect(p).toHaveAttribute('aria-busy', 'false'), { timeout: 10_000 });
    // the application, its status and history
    await waitFor(async () => expect(await tag()).toHaveTextContent('待审核'));
    expect(within(p).getAllByLabelText('申请人')[0]).toHaveTextContent(world.sim.db.users.find((u) => u.account === 'admin')!.realName);
    expect(within(p).getByRole('region', { name: '处理记录' })).toBeInTheDocument();
    expect(within(p).getByRole('note')).toHaveTextContent('不能审核自己提交的申请');
    // no decision: neither the buttons, nor the comment box (驳回时必填), nor their keys
    expect(within(p).queryByRole('button', { name: '通过' })).not.toBeInTheDocument();
    expect(within(p).queryByRole('button', { name: '驳回' })).not.toBeInTheDocument();
    expect(within(p).queryByRole('textbox', { name: '审核意见' })).not.toBeInTheDocument();
    expect(within(p).queryByPlaceholderText('驳回时必填')).not.toBeInTheDocument();
    await user.keyboard('a');
    await user.keyboard('r');
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(calls('/api/platform/recharge/update')).toBe(0);
  });

  test("a reviewer's page of the same application has 通过/驳回 and the comment box", async () => {
    const row = pendingBy('admin')[0]!;
    await signIn(world.sim, 'auditor', 'demo123');
    world.track(renderConsole({ path: `/rechargeCenter/rechargeaudit/detail?id=${String(row.id)}&q=${Q}` }));
    const p = await page();
    await waitFor(() => expect(within(p).getByRole('button', { name: '通过' })).toBeEnabled(), { timeout: 10_000 });
    expect(within(p).getByRole('button', { name: '驳回' })).toBeEnabled();
    expect(within(p).getByRole('textbox', { name: '审核意见' })).toHaveAttribute('placeholder', '驳回时必填');
    expect(within(p).queryByRole('note')).not.toBeInTheDocument();
  });

  test('a and r open the decision, n and p move the queue, typing in the comment box moves nothing; ? lists the keys', async () => {
    const row = pendingBy('purchaser')[0]!;
    await signIn(world.sim, 'auditor', 'demo123');
    world.track(renderConsole({ path: `/rechargeCenter/rechargeaudit/detail?id=${String(row.id)}&q=${Q}` }));
    const user = userEvent.setup();
    const total = rechargeTable(world.sim.db).filter((r) => r.rechargeStatus === 0).length;
    const position = await screen.findByText(new RegExp(`第 \\d+ / ${total} 条`), {}, { timeout: 10_000 });
    const first = position.textContent;
    await screen.findByRole('button', { name: '通过' });
    await user.keyboard('n');
    await waitFor(() => expect(screen.getByText(/第 \d+ \/ \d+ 条/).textContent).not.toBe(first));
    await user.keyboard('p');
    await waitFor(() => expect(screen.getByText(/第 \d+ \/ \d+ 条/).textContent).toBe(first));
    // typed in the comment box, the letters are text, not shortcuts
    const comment = screen.getByRole('textbox', { name: '审核意见' });
    await user.type(comment, 'nap');
    expect(comment).toHaveValue('nap');
    expect(screen.getByText(/第 \d+ \/ \d+ 条/).textContent).toBe(first);
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    await user.clear(comment);
    comment.blur();
    await user.keyboard('a');
    const approve = await screen.findByRole('dialog', { name: '确认通过该申请？' }, { timeout: 10_000 });
    await user.click(within(approve).getByRole('button', { name: '取消' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument(), { timeout: 10_000 });
    await user.keyboard('r');
    const reject = await screen.findByRole('dialog', { name: '确认驳回该申请？' }, { timeout: 10_000 });
    await user.click(within(reject).getByRole('button', { name: '取消' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument(), { timeout: 10_000 });
    expect(calls('/api/platform/recharge/update')).toBe(0);
    // "?" (Shift+/): Blueprint's one list of shortcuts, the queue's among them
    await user.keyboard('{Shift>}?{/Shift}');
    const help = await screen.findByRole('dialog', { name: '快捷键' }, { timeout: 10_000 });
    for (const label of ['通过', '驳回', '下一条', '上一条']) expect(within(help).getByText(label)).toBeInTheDocument();
    expect(screen.getAllByRole('dialog')).toHaveLength(1);
    expect(screen.getByRole('link', { name: '返回列表' })).toHaveAttribute(
      'href',
      expect.stringContaining(encodeURIComponent('"rechargeStatus":"0"')),
    );
  });
});

describe('card grant', () => {
  test('a phone number in the history’s comments shows masked', async () => {
    const grant = grantTable(world.sim.db).find((r) => r.grantStatus === 1)!;
    grant.history = [
      { action: 'submit', userId: '1', userName: '平台管理员', time: '2026-11-20 10:00:00', comment: '测试司机 13800138000' },
    ];
    await signIn(world.sim);
    world.track(renderConsole({ path: `/company/grant/detail/${String(grant.id)}` }));
    const history = await screen.findByRole('region', { name: '处理记录' }, { timeout: 10_000 });
    await waitFor(() => expect(history).toHaveTextContent('测试司机 138****8000'));
    expect(history).not.toHaveTextContent('13800138000');
  });

  test('Enter spam on the confirmation sends ensure once; the grant moves to 待审批 with its history', async () => {
    const draft = grantTable(world.sim.db).find((r) => r.grantStatus === 0)!;
    await signIn(world.sim);
    world.track(renderConsole({ path: `/company/grant/detail/${String(draft.id)}` }));
    const user = userEvent.setup();
    await user.click(await screen.findByRole('button', { name: '送审' }, { timeout: 10_000 }));
    const ok = within(await screen.findByRole('dialog')).getByRole('button', { name: '确定' });
    ok.focus();
    await user.keyboard('{Enter}{Enter}{Enter}{Enter}');
    const region = await screen.findByRole('region', { name: '发卡详情' });
    await waitFor(() => expect(region.querySelector('.bp6-tag[data-status]')).toHaveTextContent('待审批'));
    expect(calls('/api/company/grant/ensure')).toBe(1);
    expect(within(region).getByRole('region', { name: '处理记录' })).toHaveTextContent('送审');
  });

  test('a second approver sending the cards of an already issued grant gets the refusal and sees 已发放', async () => {
    const pending = grantTable(world.sim.db).find((r) => r.grantStatus === 1)!;
    await signIn(world.sim);
    world.track(renderConsole({ path: `/company/grant/detail/${String(pending.id)}` }));
    const user = userEvent.setup();
    await user.click(await screen.findByRole('button', { name: '审批发卡' }, { timeout: 10_000 }));
    pending.grantStatus = 2;
    await user.click(within(await screen.findByRole('dialog')).getByRole('button', { name: '确定' }));
    const refused = await screen.findByRole('alertdialog', {}, { timeout: 10_000 });
    expect(within(refused).getByText('当前状态不允许该操作')).toBeInTheDocument();
    await user.click(within(refused).getByRole('button', { name: '取消' }));
    const region = await screen.findByRole('region', { name: '发卡详情' });
    await waitFor(() => expect(region.querySelector('.bp6-tag[data-status]')).toHaveTextContent('已发放'));
  });
});

describe('other review families', () => {
  test('an escrow recharge shows the actual amount before it is sent, then waits in the queue', { timeout: 20_000 }, async () => {
    await signIn(world.sim, 'purchaser', 'demo123', '300001');
    world.track(renderConsole({ path: '/rechargeCenter/escrowRecharge' }));
    const user = userEvent.setup();
    await user.click(await screen.findByRole('button', { name: '申请充值' }, { timeout: 10_000 }));
    const dialog = await screen.findByRole('dialog');
    await user.type(within(dialog).getByLabelText('车队'), '1500000000000000001');
    await user.type(within(dialog).getByLabelText('金额'), '1000');
    // 0.6% service fee: ¥1,000.00 arrives as ¥994.00
    expect(await within(dialog).findByText(/实际到账 ¥994\.00/)).toBeInTheDocument();
    await user.click(within(dialog).getByRole('button', { name: '提交' }));
    // the money write is asked in words first, the amount as ¥
    const confirm = await screen.findByRole('alertdialog');
    expect(within(confirm).getByText('¥1,000.00')).toBeInTheDocument();
    await user.click(within(confirm).getByRole('button', { name: '确定' }));
    const page = (await screen.findByText(/第 1 \/ \d+ 条/, {}, { timeout: 10_000 })).closest('section')!;
    await waitFor(() => expect(page.querySelector('.bp6-tag[data-status]')).toHaveTextContent('待审核'));
    expect(calls('/api/escrowRecharge/saveCompanyRecharge')).toBe(1);
  });

  test('a fleet fund application is approved by the auditor through the audit call', { timeout: 20_000 }, async () => {
    await signIn(world.sim, 'auditor', 'demo123');
    world.track(renderConsole({ path: '/fleet/fund' }));
    const user = userEvent.setup();
    await user.click(await screen.findByRole('button', { name: '开始审核' }, { timeout: 10_000 }));
    const page = (await screen.findByText(/第 1 \/ \d+ 条/, {}, { timeout: 10_000 })).closest('section')!;
    expect(page).toHaveAccessibleName('车队资金');
    const approve = await within(page).findByRole('button', { name: '通过' }, { timeout: 10_000 });
    await waitFor(() => expect(approve).toBeEnabled());
    await user.click(approve);
    expect(within(await screen.findByRole('dialog')).getByLabelText('payload')).toHaveTextContent('"auditStatus": 1');
    await user.click(within(await screen.findByRole('dialog')).getByRole('button', { name: '确定' }));
    await waitFor(() => expect(page.querySelector('.bp6-tag[data-status]')).toHaveTextContent('已通过'));
    expect(calls('/api/fleetFund/fleetfund/audit')).toBe(1);
  });
});

describe('company recharge, the applicant side', () => {
  test('an application whose answer is lost after the server filed it is found by its amount, filed once', {
    timeout: 30_000,
  }, async () => {
    await signIn(world.sim, 'purchaser', 'demo123', '300001');
    // the test watches 正在核对… during the pause before the check
    world.track(renderConsole({ path: '/company/recharge', flowDelays: 'real' }));
    const user = userEvent.setup();
    const SUBMIT = '/api/commpanyrecharge/commpanyrecharge/submit';
    const lost = loseAnswer(world, 'post', SUBMIT, { served: true });
    await user.click(await screen.findByRole('button', { name: '申请充值' }, { timeout: 10_000 }));
    const dialog = await screen.findByRole('dialog');
    await user.type(within(dialog).getByLabelText('金额'), '66.6');
    await user.click(within(dialog).getByRole('button', { name: '提交' }));
    await user.click(within(await screen.findByRole('alertdialog')).getByRole('button', { name: '确定' }));
    expect(await screen.findByText('未收到服务器应答，正在核对操作结果…')).toBeInTheDocument();
    // the application found is opened, and said as done (or as what the check found)
    expect(await screen.findByText(/申请已提交|服务器已处理/, {}, { timeout: 10_000 })).toBeInTheDocument();
    expect(lost.key).toBeTruthy();
    expect(calls(SUBMIT)).toBe(1);
    const filed = world.sim.requests.filter((r) => r.method === 'POST' && r.path === SUBMIT);
    expect(filed).toHaveLength(1);
  });

  test('the applicant cancels a pending application; approve is not offered to them', async () => {
    await signIn(world.sim, 'purchaser', 'demo123', '300001');
    world.track(renderConsole({ path: '/company/recharge' }));
    const user = userEvent.setup();
    await user.click(await screen.findByRole('button', { name: '申请充值' }, { timeout: 10_000 }));
    const dialog = await screen.findByRole('dialog');
    await user.type(within(dialog).getByLabelText('金额'), '88.8');
    await user.click(within(dialog).getByRole('button', { name: '提交' }));
    // asked in words (¥88.80); the request, in fen, behind 请求详情
    const asked = await screen.findByRole('alertdialog');
    expect(within(asked).getByText('¥88.80')).toBeInTheDocument();
    expect(within(asked).getByLabelText('payload')).toHaveTextContent('"amount": 8880');
    await user.click(within(asked).getByRole('button', { name: '确定' }));
    const page = (await screen.findByText(/第 1 \/ \d+ 条/, {}, { timeout: 10_000 })).closest('section')!;
    const cancel = await within(page).findByRole('button', { name: '取消申请' });
    await waitFor(() => expect(cancel).toBeEnabled());
    // the purchaser's role holds no review permission: no approve or reject at all, and a note says why
    expect(within(page).queryByRole('button', { name: '通过' })).not.toBeInTheDocument();
    expect(within(page).queryByRole('button', { name: '驳回' })).not.toBeInTheDocument();
    expect(within(page).getByRole('note')).toHaveTextContent('不能审核自己提交的申请');
    await user.click(cancel);
    const confirm = await screen.findByRole('dialog', { name: '确认取消该申请？' });
    expect(within(confirm).getByLabelText('request')).toHaveTextContent('/api/commpanyrecharge/commpanyrecharge/cancelRecharge');
    await user.click(within(confirm).getByRole('button', { name: '确定' }));
    await waitFor(() => expect(page.querySelector('.bp6-tag[data-status]')).toHaveTextContent('已取消'));
    expect(within(page).getByRole('button', { name: '取消申请' })).toHaveAccessibleDescription('只有待审核的申请可以进行此操作');
  });
});

describe('the review list', () => {
  test('the status filter of the review list can be changed three times in a row', async () => {
    await signIn(world.sim);
    world.track(renderConsole({ path: '/rechargeCenter/rechargeaudit' }));
    const user = userEvent.setup();
    const list = await screen.findByRole('region', { name: '充值审核' }, { timeout: 10_000 });
    const status = within(list).getByRole('combobox', { name: '状态' });
    const values = Array.from(status.querySelectorAll('option'))
      .map((o) => o.value)
      .filter((v) => v !== '');
    expect(values.length).toBeGreaterThanOrEqual(2);
    await user.selectOptions(status, values[0]!);
    await user.selectOptions(status, values[1]!);
    await user.selectOptions(status, values[0]!);
    expect(status).toHaveValue(values[0]);
    await user.click(within(list).getByRole('button', { name: '搜索' }));
    // the search ran with the last choice: the list still stands, showing rows of that status or the empty state
    await waitFor(() => expect(screen.getByRole('region', { name: '充值审核' })).toBeInTheDocument());
    expect(within(screen.getByRole('region', { name: '充值审核' })).getByRole('combobox', { name: '状态' })).toHaveValue(values[0]);
  });

  test('its amounts are right-aligned money cells, the other columns are not', async () => {
    await signIn(world.sim);
    world.track(renderConsole({ path: '/rechargeCenter/rechargeaudit' }));
    const list = await screen.findByRole('region', { name: '充值审核' }, { timeout: 10_000 });
    const table = await within(list).findByRole('table', { name: '充值审核' });
    const headers = within(table).getAllByRole('columnheader');
    const amount = headers.findIndex((h) => h.textContent === '金额');
    const company = headers.findIndex((h) => h.textContent === '企业名称');
    expect(amount).toBeGreaterThan(0);
    expect(headers[amount]).toHaveClass('fc-money');
    expect(headers[company]).not.toHaveClass('fc-money');
    const firstRow = within(table).getAllByRole('row')[1]!;
    const cells = within(firstRow).getAllByRole('cell');
    expect(cells[amount]).toHaveClass('fc-money');
    expect(cells[amount]).toHaveTextContent(/^¥[\d,]+\.\d{2}$/);
  });
});
