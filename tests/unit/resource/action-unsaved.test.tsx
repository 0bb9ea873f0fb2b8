/**
 * Unsaved values of the generic action dialog (ActionDialog, src/screens/resource/resource-actions.tsx) are never
 * lost silently, shown with 充值 of 企业资金 in the console: untouched, 取消 closes at once; with an amount typed its
 * console tab counts as holding edits (the browser asks before unload), and 取消 and × ask first — 留在此页 keeps the
 * amount, 继续离开 closes and nothing is sent. The confirmation step still asks; a write that was done closes the
 * dialog without a question.
 */
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { renderConsole, signIn } from '../../support/render-console';
import { useSimulatorPerTest } from '../../support/simulator-per-test';
import { answerLeave, noLeaveQuestion, unloadAsks } from '../../support/unsaved';

vi.setConfig({ testTimeout: 40_000 });
const per = useSimulatorPerTest();

const RECHARGE = '/api/company/recharge';
const posts = () => per.sim.requests.filter((r) => r.method === 'POST' && r.path === RECHARGE);
const NAME = /^充值 · /;
const gone = () => waitFor(() => expect(screen.queryByRole('dialog', { name: NAME })).not.toBeInTheDocument());

async function openRecharge() {
  await signIn(per.sim);
  per.track(renderConsole({ path: '/recharge/company-capital' }));
  const user = userEvent.setup();
  await user.click(await screen.findByRole('button', { name: '充值' }, { timeout: 20_000 }));
  const dialog = await screen.findByRole('dialog', { name: NAME });
  return { user, dialog };
}

test('untouched, 取消 closes at once with no question', async () => {
  const { user, dialog } = await openRecharge();
  expect(unloadAsks()).toBe(false);
  await user.click(within(dialog).getByRole('button', { name: '取消' }));
  await gone();
  noLeaveQuestion();
});

test('a typed amount: 取消 asks, 留在此页 keeps it, × asks too, 继续离开 closes; nothing is sent', async () => {
  const { user, dialog } = await openRecharge();
  await user.type(within(dialog).getByLabelText(/^金额/), '12.5');
  // the console tab holds the edit: the browser asks before unload
  expect(unloadAsks()).toBe(true);

  await user.click(within(dialog).getByRole('button', { name: '取消' }));
  await answerLeave(user, '留在此页');
  await waitFor(noLeaveQuestion);
  expect(screen.getByRole('dialog', { name: NAME })).toBeInTheDocument();
  expect(within(dialog).getByLabelText(/^金额/)).toHaveValue('12.5');

  // × (like Escape, the dialog's own close) asks too; 继续离开 closes it
  await user.click(within(dialog).getByRole('button', { name: 'Close' }));
  await answerLeave(user, '继续离开');
  await gone();
  expect(posts()).toHaveLength(0);
  expect(unloadAsks()).toBe(false);
});

test('at the confirmation the typed values still ask before they are dropped; a done write closes without a question', async () => {
  const { user, dialog } = await openRecharge();
  const company = within(dialog).getByLabelText(/^企业/);
  await waitFor(() => expect(within(company).queryByRole('option', { name: '顺达物流车队' })).not.toBeNull());
  await user.selectOptions(company, '300001');
  await user.type(within(dialog).getByLabelText(/^金额/), '12.5');
  await user.selectOptions(within(dialog).getByLabelText(/^支付方式/), '3');
  await user.click(within(dialog).getByRole('button', { name: '确定' }));
  await waitFor(() => expect(dialog.querySelector('dl[aria-label="将执行的操作"]')).not.toBeNull());

  await user.click(within(dialog).getByRole('button', { name: 'Close' }));
  await answerLeave(user, '留在此页');
  await waitFor(noLeaveQuestion);
  expect(posts()).toHaveLength(0);

  await user.click(within(dialog).getByRole('button', { name: '确定' }));
  await gone();
  noLeaveQuestion();
  expect(posts()).toHaveLength(1);
  expect(unloadAsks()).toBe(false);
});
