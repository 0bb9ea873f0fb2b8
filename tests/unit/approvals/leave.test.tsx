/**
 * The leave process across seeded users on the real console: admin starts a leave naming 赵刚 (deptlead) as the
 * department approver; 赵刚 claims and approves 部门审批; 孙丽 (hr) claims and approves 人事审批; the detail draws
 * every step with its assignee and comment. A reject needs a comment; the starter cannot approve their own leave.
 */
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { renderConsole, resetBrowserState, signIn } from '../../support/render-console';
import { useSimulatorPerTest } from '../../support/simulator-per-test';

const world = useSimulatorPerTest();
// these walk the real console through several pages: more than the default 5 s on a busy machine
vi.setConfig({ testTimeout: 60_000 });

// the screens load lazily: compile them once before the first test, so no first step waits on the compiler
beforeAll(async () => {
  await Promise.all([import('@/shell/main-layout'), import('@/screens/approvals/leave/leave-pages')]);
}, 120_000);

async function as(account: string, password: string, path: string) {
  await world.release();
  resetBrowserState();
  await signIn(world.sim, account, password);
  world.track(renderConsole({ path }));
  return userEvent.setup();
}

async function startLeave(approverAccount: string) {
  const user = await as('admin', 'admin', '/work/start');
  await user.click(await screen.findByRole('link', { name: '发起' }, { timeout: 10_000 }));
  const form = await screen.findByRole('region', { name: '请假申请' });
  await user.type(within(form).getByLabelText(/开始时间/), '2024-05-06');
  await user.type(within(form).getByLabelText(/结束时间/), '2024-05-08');
  await user.type(within(form).getByLabelText(/请假理由/), '家中有事');
  const approver = world.sim.db.users.find((u) => u.account === approverAccount)!;
  const select = within(form).getByLabelText(/审批人/) as HTMLSelectElement;
  await waitFor(() => expect(select.querySelector(`option[value="${approver.id}"]`)).not.toBeNull());
  await user.selectOptions(select, approver.id);
  await user.click(within(form).getByRole('button', { name: '发起' }));
  const dialog = await screen.findByRole('dialog');
  expect(within(dialog).getByLabelText('payload')).toHaveTextContent('家中有事');
  await user.click(within(dialog).getByRole('button', { name: '确定' }));
  await screen.findByRole('region', { name: '请假详情' }, { timeout: 10_000 });
}

async function claimAndDecide(account: string, decision: '同意' | '驳回', comment: string) {
  const user = await as(account, 'demo123', '/work/claim');
  await user.click(await screen.findByRole('link', { name: '签收' }, { timeout: 10_000 }));
  const page = await screen.findByRole('region', { name: '办理请假' });
  const claim = await within(page).findByRole('button', { name: '签收' });
  await waitFor(() => expect(claim).toBeEnabled());
  expect(within(page).getByRole('button', { name: '同意' })).toHaveAccessibleDescription('请先签收任务');
  await user.click(claim);
  await user.click(within(await screen.findByRole('dialog')).getByRole('button', { name: '确定' }));
  const box = await within(page).findByRole('textbox', { name: '审批意见' });
  await waitFor(() => expect(box).toBeEnabled());
  if (decision === '驳回') expect(within(page).getByRole('button', { name: '驳回' })).toHaveAccessibleDescription('驳回时必须填写意见');
  await user.type(box, comment);
  await user.click(within(page).getByRole('button', { name: decision }));
  const ok = within(await screen.findByRole('dialog')).getByRole('button', { name: '确定' });
  await user.dblClick(ok);
  await waitFor(() => expect(within(page).getByRole('button', { name: '签收' })).toHaveAccessibleDescription('该任务已办结'));
}

test('a leave started by admin is approved by the department approver and then by HR', { timeout: 60_000 }, async () => {
  await startLeave('deptlead');
  await claimAndDecide('deptlead', '同意', '同意，注意交接');
  await claimAndDecide('hr', '同意', '人事已备案');
  expect(world.sim.requests.filter((r) => r.path === '/api/blade-flow/work/complete-task')).toHaveLength(2);
  const user = await as('admin', 'admin', '/work/send');
  await user.click(await screen.findByRole('link', { name: '详情' }, { timeout: 10_000 }));
  const detail = await screen.findByRole('region', { name: '请假详情' });
  await waitFor(() => expect(detail.querySelector('.bp6-tag[data-status]')).toHaveTextContent('已完成'));
  const timeline = within(detail).getByRole('region', { name: '流程进度' });
  for (const text of ['发起申请', '部门审批', '赵刚', '同意，注意交接', '人事审批', '孙丽', '人事已备案', '结束'])
    expect(timeline).toHaveTextContent(text);
});

test('a reject at 部门审批 ends the leave as 已驳回, and HR gets nothing to claim', { timeout: 60_000 }, async () => {
  await startLeave('deptlead');
  await claimAndDecide('deptlead', '驳回', '项目上线期间不批假');
  await as('hr', 'demo123', '/work/claim');
  expect(await screen.findByText('暂无数据', {}, { timeout: 10_000 })).toBeInTheDocument();
  await as('admin', 'admin', '/work/send');
  expect(await screen.findByText('已驳回', {}, { timeout: 10_000 })).toBeInTheDocument();
});
