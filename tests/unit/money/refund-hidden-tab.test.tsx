/**
 * A write in flight survives its tab being hidden: the refund's POST is held by the server, the user opens another
 * page (the refund's tab is hidden), the server answers, the user comes back — one POST reached the server, the
 * refund is done once and the dialog says so. Nothing is sent again when the tab is shown.
 */
import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { moneyPath } from '@services/api/money/paths';
import { refundTable } from '@services/mock/money/invoice-routes';
import { renderConsole, signIn } from '../../support/render-console';
import { useSimulatorPerTest } from '../../support/simulator-per-test';

vi.setConfig({ testTimeout: 30_000 });
const per = useSimulatorPerTest();
const sim = () => per.sim;

const REFUND = moneyPath('order-refund-apply', 'refund');

test('hiding the tab of a refund being sent neither cancels nor repeats it', async () => {
  await signIn(sim());
  const user = userEvent.setup();
  const row = refundTable(sim().db).find((r) => r.refundStatus === 0 && (r.payAmount as number) >= 100)!;
  const app = per.track(renderConsole({ path: '/order/refundApply' }));
  await user.click(await screen.findByRole('button', { name: `退款 ${String(row.orderNo)}` }, { timeout: 15_000 }));
  await user.type(within(await screen.findByRole('dialog', { name: '退款' })).getByLabelText('退款金额（元）'), '1');
  await user.click(within(screen.getByRole('dialog', { name: '退款' })).getByRole('button', { name: '退款' }));
  const gate = sim().gates.hold(REFUND, { method: 'POST' });
  await user.click(within(await screen.findByRole('alertdialog')).getByRole('button', { name: '确定' }));
  await gate.reached;

  await act(() => app.router.navigate('/order/invoicing'));
  await screen.findByRole('tabpanel', { name: /开票/ });
  gate.release();
  await waitFor(() => expect(row.refundStatus).toBe(2));
  await act(() => app.router.navigate('/order/refundApply'));

  expect(await screen.findByText('退款成功')).toBeInTheDocument();
  await waitFor(() => expect(screen.queryByRole('dialog', { name: '退款' })).not.toBeInTheDocument());
  const posts = sim().requests.filter((r) => r.method === 'POST' && r.path === REFUND);
  expect(posts).toHaveLength(1);
  expect(row.refundAmount).toBe(100);
});
