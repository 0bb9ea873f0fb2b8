/**
 * Unsaved edits of a new application (申请充值, src/screens/approvals/review/review-pages.tsx) are never lost
 * silently: untouched, 取消 closes at once; with an amount typed its console tab counts as holding edits (the browser
 * asks before unload), and 取消 and × (the dialog's close, as Escape) ask first — 留在此页 keeps the amount, 继续离开 closes and nothing is
 * sent. A filed application closes the dialog without a question.
 */
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { renderConsole, signIn } from '../../support/render-console';
import { useSimulatorPerTest } from '../../support/simulator-per-test';
import { answerLeave, noLeaveQuestion, unloadAsks } from '../../support/unsaved';

vi.setConfig({ testTimeout: 40_000 });
const per = useSimulatorPerTest();

// the screens load lazily: compile them once before the first test, so no first step waits on the compiler
beforeAll(async () => {
  await Promise.all([import('@/shell/main-layout'), import('@/screens/approvals/review/review-pages')]);
}, 120_000);

const SUBMIT = '/api/commpanyrecharge/commpanyrecharge/submit';
const posts = () => per.sim.requests.filter((r) => r.method === 'POST' && r.path === SUBMIT);
const dialogGone = () => waitFor(() => expect(screen.queryByRole('dialog', { name: '申请充值' })).not.toBeInTheDocument());

async function openApply() {
  await signIn(per.sim, 'purchaser', 'demo123', '300001');
  per.track(renderConsole({ path: '/company/recharge' }));
  const user = userEvent.setup();
  const opener = await screen.findByRole('button', { name: '申请充值' }, { timeout: 15_000 });
  const open = async () => {
    await user.click(opener);
    return screen.findByRole('dialog', { name: '申请充值' });
  };
  return { user, open };
}

test('untouched, 取消 closes at once with no question', async () => {
  const { user, open } = await openApply();
  const dialog = await open();
  expect(unloadAsks()).toBe(false);
  await user.click(within(dialog).getByRole('button', { name: '取消' }));
  await dialogGone();
  noLeaveQuestion();
});

test('a typed amount: 取消 asks, 留在此页 keeps it, × asks too, 继续离开 closes; nothing is sent', async () => {
  const { user, open } = await openApply();
  const dialog = await open();
  await user.type(within(dialog).getByLabelText('金额'), '66.6');
  // the console tab holds the edit: the browser asks before unload
  expect(unloadAsks()).toBe(true);

  await user.click(within(dialog).getByRole('button', { name: '取消' }));
  await answerLeave(user, '留在此页');
  await waitFor(noLeaveQuestion);
  expect(screen.getByRole('dialog', { name: '申请充值' })).toBeInTheDocument();
  expect(within(dialog).getByLabelText('金额')).toHaveValue('66.6');

  // × (like Escape, the dialog's own close) asks too; 继续离开 closes it
  await user.click(within(dialog).getByRole('button', { name: 'Close' }));
  await answerLeave(user, '继续离开');
  await dialogGone();
  expect(posts()).toHaveLength(0);
  expect(unloadAsks()).toBe(false);
});

test('a filed application closes the dialog without a question', async () => {
  const { user, open } = await openApply();
  const dialog = await open();
  await user.type(within(dialog).getByLabelText('金额'), '88.8');
  await user.click(within(dialog).getByRole('button', { name: '提交' }));
  await user.click(within(await screen.findByRole('alertdialog')).getByRole('button', { name: '确定' }));
  await dialogGone();
  noLeaveQuestion();
  expect(posts()).toHaveLength(1);
  expect(unloadAsks()).toBe(false);
});
