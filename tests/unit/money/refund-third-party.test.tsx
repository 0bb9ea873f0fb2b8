/**
 * 申请退款 of a third-party order (fanxing / pingan refundApply) driven by role and label from the order detail: the
 * reason is chosen from GET /api/user/option/refund, an amount above what was paid or a missing reason is stopped
 * before anything is sent, the confirmation says it in words and ¥, one POST with its key goes to the order's
 * platform, and the application shows in the refund list as 待退款; a second one is refused while it is open; the
 * server's refusal is shown in its words.
 */
import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { orderTable } from '@services/mock/orders/seed';
import { refundTable } from '@services/mock/money/invoice-routes';
import { displayFen } from '@/lib/money';
import { renderConsole, signIn } from '../../support/render-console';
import { useSimulatorPerTest } from '../../support/simulator-per-test';

vi.setConfig({ testTimeout: 40_000 });
const per = useSimulatorPerTest();

beforeAll(async () => {
  await Promise.all([import('@/screens/orders/order-detail-page'), import('@/screens/money/invoicing-pages')]);
}, 120_000);

const FANXING = '/api/fanxing/api/order/refundApply';
const PINGAN = '/api/pingan/api/refundApply';
const posts = (path: string) => per.sim.requests.filter((r) => r.method === 'POST' && r.path === path);

async function openRefund(platform: 'fanxing' | 'pingan') {
  await signIn(per.sim);
  const user = userEvent.setup();
  const row = orderTable(per.sim.db, 'order').find(
    (r) => r.platform === platform && (r.orderState === 1 || r.orderState === 2) && (r.payAmount as number) > 500,
  )!;
  const app = per.track(renderConsole({ path: `/order/orderManager/detail?id=${String(row.id)}` }));
  const button = await screen.findByRole('button', { name: '申请退款' }, { timeout: 15_000 });
  await waitFor(() => expect(button).toBeEnabled());
  await user.click(button);
  const form = await screen.findByRole('dialog', { name: `申请退款 - ${String(row.orderNo)}` });
  return { user, row, app, form };
}

test('a fanxing order: reason and amount checked first, then one POST with its key; the list shows it 待退款', async () => {
  const { user, row, app, form } = await openRefund('fanxing');
  const pay = row.payAmount as number;
  const amount = within(form).getByLabelText(/退款金额（元）/);
  await user.clear(amount);
  await user.type(amount, String((pay + 1) / 100));
  await user.click(within(form).getByRole('button', { name: '下一步' }));
  expect(within(form).getByText('请选择退款原因')).toBeInTheDocument();
  expect(within(form).getByText(`退款金额不能超过实付金额 ${displayFen(pay)}`)).toBeInTheDocument();
  expect(posts(FANXING)).toHaveLength(0);

  const reason = within(form).getByLabelText(/退款原因/);
  await waitFor(() => expect(reason).toBeEnabled());
  await user.selectOptions(reason, '重复支付');
  await user.clear(amount);
  await user.type(amount, '5');
  await user.click(within(form).getByRole('button', { name: '下一步' }));
  const confirm = await screen.findByRole('alertdialog', { name: '请确认以下操作: 申请退款' });
  expect(confirm).toHaveTextContent(`向梵星平台为订单 ${String(row.orderNo)} 申请退款 ¥5.00（实付 ${displayFen(pay)}），原因：重复支付`);
  await user.dblClick(within(confirm).getByRole('button', { name: '确定' }));
  expect(await screen.findByText('退款申请已提交')).toBeInTheDocument();
  expect(posts(FANXING)).toHaveLength(1);
  expect(posts(PINGAN)).toHaveLength(0);
  expect(posts(FANXING)[0]!.headers['idempotency-key']).toMatch(/.{8,}/);
  expect(posts(FANXING)[0]!.body).toEqual({ orderNo: row.orderNo, refundAmount: 500, refundReason: '重复支付' });
  expect(per.sim.requests.some((r) => r.method === 'GET' && r.path === '/api/user/option/refund')).toBe(true);
  // one open application per order: the action now says why not
  await waitFor(() => expect(screen.getByRole('button', { name: '申请退款' })).toBeDisabled());
  expect(screen.getByText('该订单已有未完成的退款申请')).toBeInTheDocument();

  await act(() => app.router.navigate(`/order/refundApply?orderNo=${String(row.orderNo)}`));
  // the new application is pending: its line offers 退款 and says 待退款
  const refund = await screen.findByRole('button', { name: `退款 ${String(row.orderNo)}` }, { timeout: 15_000 });
  const line = refund.closest('[role="row"], tr') as HTMLElement;
  expect(line).toHaveTextContent('待退款');
  expect(line).toHaveTextContent('¥5.00');
  expect(refundTable(per.sim.db).filter((r) => r.orderNo === row.orderNo)).toEqual([
    expect.objectContaining({ refundStatus: 0, refundAmount: 500, platform: 'fanxing' }),
  ]);
});

test('a pingan order goes to pingan; a refusal (the order was refunded meanwhile) is shown in the server’s words', async () => {
  const { user, row, form } = await openRefund('pingan');
  await waitFor(() => expect(within(form).getByLabelText(/退款原因/)).toBeEnabled());
  await user.selectOptions(within(form).getByLabelText(/退款原因/), '其他原因');
  await user.click(within(form).getByRole('button', { name: '下一步' }));
  const confirm = await screen.findByRole('alertdialog', { name: '请确认以下操作: 申请退款' });
  row.orderState = 3;
  await user.click(within(confirm).getByRole('button', { name: '确定' }));
  expect(await within(confirm).findByText('当前状态不允许该操作')).toBeInTheDocument();
  expect(posts(PINGAN)).toHaveLength(1);
  expect(posts(FANXING)).toHaveLength(0);
  expect(refundTable(per.sim.db).some((r) => r.orderNo === row.orderNo)).toBe(false);
});
