/**
 * Unsaved edits of a refund (退款, src/screens/money/invoicing-pages.tsx) are never lost silently: untouched, 取消
 * closes at once; with an amount typed its console tab counts as holding edits (the browser asks before unload), and
 * 取消 and × (the dialog's close, as Escape) ask first — 留在此页 keeps the amount, 继续离开 closes and nothing is sent. A refund that was made
 * closes the dialog without a question. (The invoice's own dialog takes no typed input.)
 */
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { refundTable } from '@services/mock/money/invoice-routes';
import { renderConsole, signIn } from '../../support/render-console';
import { useSimulatorPerTest } from '../../support/simulator-per-test';
import { answerLeave, noLeaveQuestion, unloadAsks } from '../../support/unsaved';

vi.setConfig({ testTimeout: 30_000 });
const per = useSimulatorPerTest();

const REFUND = '/api/otherPay/refund';
const posts = () => per.sim.requests.filter((r) => r.method === 'POST' && r.path === REFUND);
const dialogGone = () => waitFor(() => expect(screen.queryByRole('dialog', { name: '退款' })).not.toBeInTheDocument());

/** Opens 退款申请 and the refund dialog of a pending application. */
async function openRefund() {
  await signIn(per.sim);
  const row = refundTable(per.sim.db).find((r) => r.refundStatus === 0 && (r.payAmount as number) >= 100)!;
  per.track(renderConsole({ path: '/order/refundApply' }));
  const user = userEvent.setup();
  await user.click(await screen.findByRole('button', { name: `退款 ${String(row.orderNo)}` }, { timeout: 15_000 }));
  const dialog = await screen.findByRole('dialog', { name: '退款' });
  return { user, dialog, row };
}

test('untouched, 取消 closes at once with no question', async () => {
  const { user, dialog } = await openRefund();
  expect(unloadAsks()).toBe(false);
  await user.click(within(dialog).getByRole('button', { name: '取消' }));
  await dialogGone();
  noLeaveQuestion();
});

test('a typed amount: 取消 asks, 留在此页 keeps it, × asks too, 继续离开 closes; nothing is sent', async () => {
  const { user, dialog, row } = await openRefund();
  await user.type(within(dialog).getByLabelText('退款金额（元）'), '1');
  // the console tab holds the edit: the browser asks before unload
  expect(unloadAsks()).toBe(true);

  await user.click(within(dialog).getByRole('button', { name: '取消' }));
  await answerLeave(user, '留在此页');
  await waitFor(noLeaveQuestion);
  expect(screen.getByRole('dialog', { name: '退款' })).toBeInTheDocument();
  expect(within(dialog).getByLabelText('退款金额（元）')).toHaveValue('1');

  // × (like Escape, the dialog's own close) asks too; 继续离开 closes it
  await user.click(within(dialog).getByRole('button', { name: 'Close' }));
  await answerLeave(user, '继续离开');
  await dialogGone();
  expect(posts()).toHaveLength(0);
  expect(row.refundStatus).toBe(0);
  expect(unloadAsks()).toBe(false);
});

test('a refund that was made closes the dialog without a question', async () => {
  const { user, dialog, row } = await openRefund();
  await user.type(within(dialog).getByLabelText('退款金额（元）'), '1');
  await user.click(within(dialog).getByRole('button', { name: '退款' }));
  await user.click(within(await screen.findByRole('alertdialog')).getByRole('button', { name: '确定' }));
  await dialogGone();
  noLeaveQuestion();
  await waitFor(() => expect(row.refundStatus).toBe(2));
  expect(posts()).toHaveLength(1);
  expect(unloadAsks()).toBe(false);
});
