/**
 * The approval flows' writes on the command machine (docs/flows.md "Commands"), on the real console against the
 * simulator: an answer lost after the server did the write is found by reading the record again (nothing is sent
 * twice), and one lost before the server got it says plainly that nothing was found, then sends the same operation
 * again with the same Idempotency-Key.
 */
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { grantTable } from '@services/mock/approvals/card-grant';
import { companyGrantTable } from '@services/mock/approvals/company-grant-card';
import { LEAVE_DEFINITION } from '@services/mock/approvals/leave';
import { rechargeTable } from '@services/mock/approvals/review';
import { loseAnswer } from '../../support/lost-answer';
import { renderConsole, signIn } from '../../support/render-console';
import { useSimulatorPerTest } from '../../support/simulator-per-test';

vi.setConfig({ testTimeout: 60_000 });
const per = useSimulatorPerTest();

// the screens load lazily: compile them once before the first test, so no first step waits on the compiler
beforeAll(async () => {
  await Promise.all([
    import('@/shell/main-layout'),
    import('@/screens/approvals/review/review-pages'),
    import('@/screens/approvals/card-grant/card-grant-detail-page'),
    import('@/screens/approvals/company-grant-card/company-grant-card-pages'),
    import('@/screens/approvals/leave/leave-pages'),
  ]);
}, 120_000);

const CHECKING = '未收到服务器应答，正在核对操作结果…';
const sent = (method: string, path: string) => per.sim.requests.filter((r) => r.method === method && r.path === path);
const statusTag = (region: HTMLElement) => region.querySelector('.bp6-tag[data-status]');

test('an approval whose answer is lost after the server made it is found by the record’s status, sent once', async () => {
  const UPDATE = '/api/platform/recharge/update';
  const purchaser = per.sim.db.users.find((u) => u.account === 'purchaser')!;
  const row = rechargeTable(per.sim.db).find((r) => r.rechargeStatus === 0 && r.createUser === purchaser.id)!;
  await signIn(per.sim);
  const user = userEvent.setup();
  const q = encodeURIComponent(JSON.stringify({ rechargeStatus: '0' }));
  per.track(renderConsole({ path: `/rechargeCenter/rechargeaudit/detail?id=${String(row.id)}&q=${q}`, flowDelays: 'real' }));
  const approve = await screen.findByRole('button', { name: '通过' }, { timeout: 15_000 });
  await waitFor(() => expect(approve).toBeEnabled());
  await user.click(approve);
  const lost = loseAnswer(per, 'post', UPDATE, { served: true });
  await user.click(within(await screen.findByRole('dialog')).getByRole('button', { name: '确定' }));
  expect(await screen.findByText(CHECKING)).toBeInTheDocument();
  const page = await screen.findByRole('region', { name: '充值审核' });
  await waitFor(() => expect(statusTag(page)).toHaveTextContent('已通过'), { timeout: 10_000 });
  expect(row.rechargeStatus).toBe(1);
  expect(lost.key).toMatch(/.{8,}/);
  expect(sent('POST', UPDATE)).toHaveLength(1);
  expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument();
});

test('a grant sent for approval, lost before the server got it, says nothing was found and is sent again with its key', async () => {
  const ENSURE = '/api/company/grant/ensure';
  const draft = grantTable(per.sim.db).find((r) => r.grantStatus === 0)!;
  await signIn(per.sim);
  const user = userEvent.setup();
  per.track(renderConsole({ path: `/company/grant/detail/${String(draft.id)}` }));
  await user.click(await screen.findByRole('button', { name: '送审' }, { timeout: 15_000 }));
  const lost = loseAnswer(per, 'post', ENSURE, { served: false });
  await user.click(within(await screen.findByRole('dialog')).getByRole('button', { name: '确定' }));
  const unknown = within(await screen.findByRole('alertdialog', {}, { timeout: 10_000 }));
  expect(await unknown.findByText(/未查到这笔操作的结果/, {}, { timeout: 10_000 })).toBeInTheDocument();
  expect(draft.grantStatus).toBe(0);
  await user.click(unknown.getByRole('button', { name: '重新提交' }));
  const region = await screen.findByRole('region', { name: '发卡详情' });
  await waitFor(() => expect(statusTag(region)).toHaveTextContent('待审批'), { timeout: 10_000 });
  expect(sent('POST', ENSURE)).toHaveLength(1);
  expect(sent('POST', ENSURE)[0]!.headers['idempotency-key']).toBe(lost.key);
});

test('granting the cards of a company grant card, its answer lost after the server granted them, is found as 已发卡', async () => {
  const GRANT = '/api/cfx/companygrantcard/submitGrantCard';
  const draft = companyGrantTable(per.sim.db).find((r) => r.grantStatus === 0)!;
  await signIn(per.sim);
  const user = userEvent.setup();
  per.track(renderConsole({ path: `/company/grantCard/detail/${String(draft.id)}`, flowDelays: 'real' }));
  const grant = await screen.findByRole('button', { name: '发卡' }, { timeout: 15_000 });
  await waitFor(() => expect(grant).toBeEnabled());
  await user.click(grant);
  loseAnswer(per, 'post', GRANT, { served: true });
  await user.click(within(await screen.findByRole('dialog')).getByRole('button', { name: '确定' }));
  expect(await screen.findByText(CHECKING)).toBeInTheDocument();
  const region = await screen.findByRole('region', { name: '企业发卡申请详情' });
  await waitFor(() => expect(region.querySelector('h3 + .bp6-tag[data-status]')).toHaveTextContent('已发卡'), { timeout: 10_000 });
  expect(sent('POST', GRANT)).toHaveLength(1);
});

test('a leave started, its answer lost after the server started it, is found among the started ones and opened', async () => {
  const START = '/api/blade-desk/process/leave/start-process';
  await signIn(per.sim);
  const user = userEvent.setup();
  const app = per.track(renderConsole({ path: `/work/process/leave/form/${LEAVE_DEFINITION.id}`, flowDelays: 'real' }));
  const form = within(await screen.findByRole('region', { name: '请假申请' }, { timeout: 15_000 }));
  await user.type(form.getByLabelText(/开始时间/), '2024-06-03');
  await user.type(form.getByLabelText(/结束时间/), '2024-06-04');
  await user.type(form.getByLabelText(/请假理由/), '核对丢失的应答');
  const deptlead = per.sim.db.users.find((u) => u.account === 'deptlead')!;
  const select = form.getByLabelText(/审批人/) as HTMLSelectElement;
  await waitFor(() => expect(select.querySelector(`option[value="${deptlead.id}"]`)).not.toBeNull());
  await user.selectOptions(select, deptlead.id);
  await user.click(form.getByRole('button', { name: '发起' }));
  loseAnswer(per, 'post', START, { served: true });
  await user.click(within(await screen.findByRole('dialog')).getByRole('button', { name: '确定' }));
  expect(await screen.findByText(CHECKING)).toBeInTheDocument();
  await waitFor(() => expect(app.router.state.location.pathname).toMatch(/^\/work\/process\/leave\/detail\//), { timeout: 10_000 });
  expect(await screen.findByRole('region', { name: '请假详情' }, { timeout: 10_000 })).toBeInTheDocument();
  expect(sent('POST', START)).toHaveLength(1);
});
