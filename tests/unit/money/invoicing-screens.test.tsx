/**
 * The 开票管理 and 退款申请 screens against the simulated backend: batch invoicing answers per order; a refund is
 * confirmed with the exact amount, bad amounts are refused in the field, and one POST (with an Idempotency-Key)
 * goes out; an auto refund refunds the paid amount after a confirmation; a batch whose answer is lost is found by
 * reading the invoices again.
 */
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createSimulator, type Simulator } from '@services/mock/simulator';
import { startNodeSimulator } from '@services/mock/node';
import { invoiceTable, refundTable } from '@services/mock/money/invoice-routes';
import { renderConsole, resetBrowserState, signIn, type RenderedConsole } from '../../support/render-console';
import { loseAnswer } from '../../support/lost-answer';

vi.setConfig({ testTimeout: 30_000 });
let sim: Simulator = createSimulator({ storage: null });
const node = startNodeSimulator(sim);
afterAll(() => node.close());
let app: RenderedConsole | null = null;

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

/** Opens 开票管理, chooses the first two orders and asks for 批量开票. */
async function askBatchOfTwo() {
  const user = userEvent.setup();
  app = renderConsole({ path: '/order/invoicing' });
  const orders = within(await screen.findByRole('table', { name: '订单开票' }, { timeout: 15_000 }));
  const boxes = orders.getAllByRole('checkbox');
  await user.click(boxes[0]!);
  await user.click(boxes[1]!);
  await user.click(screen.getByRole('button', { name: '批量开票' }));
  return user;
}

test('batch invoicing: the selected orders are sent in one call and the result is listed per order', async () => {
  const user = await askBatchOfTwo();
  const alert = within(await screen.findByRole('alertdialog'));
  expect(alert.getByText('将为选中的 2 个订单开票')).toBeInTheDocument();
  await user.click(alert.getByRole('button', { name: '确定' }));
  const result = within(await screen.findByRole('table', { name: '批量开票结果' }));
  const rows = result.getAllByRole('row').slice(1);
  expect(rows).toHaveLength(2);
  const batch = sim.requests.filter((r) => r.method === 'POST' && r.path.includes('/batchInvoicing/'));
  expect(batch).toHaveLength(1);
  const ids = decodeURIComponent(batch[0]!.path.split('/batchInvoicing/')[1]!).split(',');
  for (const [i, row] of rows.entries()) {
    const issuing = invoiceTable(sim.db).some((r) => r.orderId === ids[i] && r.invoiceStatus === 1);
    expect(within(row).getByText(issuing ? '成功' : '失败')).toBeInTheDocument();
  }
});

test('a refund: bad amounts are refused in the field; the confirm shows the amount; one POST with a key', async () => {
  const user = userEvent.setup();
  const pending = refundTable(sim.db).find((r) => r.refundStatus === 0 && (r.payAmount as number) >= 100)!;
  app = renderConsole({ path: '/order/refundApply' });
  await user.click(await screen.findByRole('button', { name: `退款 ${String(pending.orderNo)}` }, { timeout: 15_000 }));
  const dialog = within(await screen.findByRole('dialog', { name: '退款' }));
  const amount = dialog.getByLabelText('退款金额（元）');
  await user.type(amount, '100.005');
  expect(dialog.getByText('金额最多保留两位小数')).toBeInTheDocument();
  expect(dialog.getByRole('button', { name: '退款' })).toBeDisabled();
  await user.clear(amount);
  await user.type(amount, '1');
  await user.click(dialog.getByRole('button', { name: '退款' }));
  const alert = within(await screen.findByRole('alertdialog'));
  expect(alert.getByText(/退款 ¥1\.00/)).toBeInTheDocument();
  await user.dblClick(alert.getByRole('button', { name: '确定' }));
  await waitFor(() => expect(pending.refundStatus).toBe(2));
  expect(pending.refundAmount).toBe(100);
  const posts = sim.requests.filter((r) => r.method === 'POST' && r.path === '/api/otherPay/refund');
  expect(posts).toHaveLength(1);
  expect(posts[0]!.headers['idempotency-key']).toMatch(/.{8,}/);
});

test('an auto refund refunds the paid amount after a confirmation', async () => {
  const user = userEvent.setup();
  const pending = refundTable(sim.db).find((r) => r.refundStatus === 0)!;
  app = renderConsole({ path: '/order/refundApply' });
  await user.click(await screen.findByRole('button', { name: `自动退款 ${String(pending.orderNo)}` }, { timeout: 15_000 }));
  const alert = within(await screen.findByRole('alertdialog'));
  expect(alert.getByText(/全额自动退款/)).toBeInTheDocument();
  await user.click(alert.getByRole('button', { name: '确定' }));
  await waitFor(() => expect(pending.refundStatus).toBe(2));
  expect(pending.refundAmount).toBe(pending.payAmount);
});

test('batch invoicing whose answer is lost after the server took it: the invoices are read again, found, one POST', async () => {
  const user = await askBatchOfTwo();
  loseAnswer({ server: node.server, sim }, 'post', '/batchInvoicing/*', { served: true });
  const reading = sim.gates.hold('/api/cfx/orderinvoicing/page2');
  await user.click(within(await screen.findByRole('alertdialog')).getByRole('button', { name: '确定' }));
  await reading.reached;
  expect(within(screen.getByRole('alertdialog')).getByText('未收到服务器应答，正在核对操作结果…')).toBeInTheDocument();
  reading.release();
  const result = within(await screen.findByRole('table', { name: '批量开票结果' }, { timeout: 10_000 }));
  expect(result.getAllByRole('row').slice(1)).toHaveLength(2);
  expect(result.getAllByText('成功')).toHaveLength(2);
  expect(sim.requests.filter((r) => r.method === 'POST' && r.path.includes('/batchInvoicing/'))).toHaveLength(1);
});
