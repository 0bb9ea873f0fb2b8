/**
 * The order detail's operations driven by role and label: 撤销历史油单 on a completed oil order (said in words, sent
 * once with its key, the order back to 已支付), a refusal in the server's words when the order moved meanwhile, 推送开票
 * and 开票 writing the order's invoice into 开票管理, a lost revert answer found by reading the order again, the card
 * flows of the order's card, and 申请退款 of a third-party order (a checked form, then its confirmation).
 */
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { orderTable } from '@services/mock/orders/seed';
import { invoiceTable, refundTable } from '@services/mock/money/invoice-routes';
import { formatFen, formatFenPlain } from '@/lib/money';
import { renderConsole, signIn } from '../../support/render-console';
import { useSimulatorPerTest } from '../../support/simulator-per-test';
import { loseAnswer } from '../../support/lost-answer';

vi.setConfig({ testTimeout: 30_000 });
const per = useSimulatorPerTest();

beforeAll(async () => {
  await Promise.all([import('@/screens/orders/order-detail-page')]);
}, 120_000);

const O = '/api/zytorder/order';
const posts = (path: string) => per.sim.requests.filter((r) => r.method === 'POST' && r.path === path);

async function open(row: Record<string, unknown>, kind: 'oil' | 'platform') {
  await signIn(per.sim);
  const user = userEvent.setup();
  per.track(renderConsole({ path: `/order/orderManager/detail?id=${String(row.id)}${kind === 'oil' ? '&type=oil' : ''}` }));
  await screen.findByRole('toolbar', {}, { timeout: 15_000 });
  return user;
}

test('撤销历史油单: said in words, sent once with its key, the completed oil order is 已支付 again', async () => {
  const row = orderTable(per.sim.db, 'oil-order').find((r) => r.orderState === 2)!;
  const user = await open(row, 'oil');
  await user.click(await screen.findByRole('button', { name: '撤销历史油单' }));
  const confirm = await screen.findByRole('alertdialog', { name: '请确认以下操作: 撤销历史油单' });
  expect(confirm).toHaveTextContent(`撤销订单 ${String(row.orderNo)} 的完成状态：订单由“已完成”改回“已支付”`);
  await user.dblClick(within(confirm).getByRole('button', { name: '确定' }));
  await waitFor(() => expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument());
  expect(await screen.findByText('撤销成功')).toBeInTheDocument();
  expect(row.orderState).toBe(1);
  expect(posts(`${O}/revertOilHistoryOrder`)).toHaveLength(1);
  expect(posts(`${O}/revertOilHistoryOrder`)[0]!.headers['idempotency-key']).toMatch(/.{8,}/);
  // 已支付 now: the action says why it is no longer offered
  await waitFor(() => expect(screen.getByRole('button', { name: '撤销历史油单' })).toBeDisabled());
  expect(screen.getByText('只有已完成的油品订单可以撤销')).toBeInTheDocument();
});

test('an order that moved meanwhile: the revert is refused in the server’s words and the order is read again', async () => {
  const row = orderTable(per.sim.db, 'oil-order').find((r) => r.orderState === 2)!;
  const user = await open(row, 'oil');
  await user.click(await screen.findByRole('button', { name: '撤销历史油单' }));
  const confirm = await screen.findByRole('alertdialog', { name: '请确认以下操作: 撤销历史油单' });
  row.orderState = 3; // refunded by someone else
  await user.click(within(confirm).getByRole('button', { name: '确定' }));
  expect(await within(confirm).findByText('当前状态不允许该操作')).toBeInTheDocument();
  expect(row.orderState).toBe(3);
  expect(posts(`${O}/revertOilHistoryOrder`)).toHaveLength(1);
});

test('a lost revert answer: the order is read again and the revert found, nothing sent again', async () => {
  const row = orderTable(per.sim.db, 'oil-order').find((r) => r.orderState === 2)!;
  const user = await open(row, 'oil');
  await user.click(await screen.findByRole('button', { name: '撤销历史油单' }));
  const confirm = await screen.findByRole('alertdialog', { name: '请确认以下操作: 撤销历史油单' });
  loseAnswer(per, 'post', `${O}/revertOilHistoryOrder`, { served: true });
  await user.click(within(confirm).getByRole('button', { name: '确定' }));
  expect(await screen.findByText(/^服务器已处理：/, {}, { timeout: 10_000 })).toBeInTheDocument();
  expect(row.orderState).toBe(1);
  expect(posts(`${O}/revertOilHistoryOrder`)).toHaveLength(1);
});

test('推送开票 then 开票: each sent once; the invoice is in 开票管理, 未开票 then 开票中; then both say why not', async () => {
  const invoiced = new Set(invoiceTable(per.sim.db).map((r) => String(r.orderId)));
  const row = orderTable(per.sim.db, 'order').find((r) => r.orderState === 2 && !invoiced.has(String(r.id)))!;
  const user = await open(row, 'platform');
  const push = await screen.findByRole('button', { name: '推送开票' });
  await waitFor(() => expect(push).toBeEnabled());
  await user.click(push);
  let confirm = await screen.findByRole('alertdialog', { name: '请确认以下操作: 推送开票' });
  expect(confirm).toHaveTextContent(`把订单 ${String(row.orderNo)}`);
  await user.click(within(confirm).getByRole('button', { name: '确定' }));
  expect(await screen.findByText('已推送至开票管理')).toBeInTheDocument();
  const invoice = () => invoiceTable(per.sim.db).find((r) => r.orderId === row.id);
  expect(invoice()).toMatchObject({ invoiceStatus: 0, orderNo: row.orderNo });
  await waitFor(() => expect(screen.getByRole('button', { name: '推送开票' })).toBeDisabled());
  expect(screen.getByText('订单已推送至开票管理')).toBeInTheDocument();
  await user.click(screen.getByRole('button', { name: '开票' }));
  confirm = await screen.findByRole('alertdialog', { name: '请确认以下操作: 开票' });
  await user.click(within(confirm).getByRole('button', { name: '确定' }));
  expect(await screen.findByText('开票申请已提交')).toBeInTheDocument();
  expect(invoice()!.invoiceStatus).toBe(1);
  await waitFor(() => expect(screen.getByRole('button', { name: '开票' })).toBeDisabled());
  expect(posts(`${O}/invoicingOrderPush`)).toHaveLength(1);
  expect(posts(`${O}/invoicing`)).toHaveLength(1);
  expect(new URLSearchParams(posts(`${O}/invoicing`)[0]!.search).get('ids')).toBe(String(row.id));
  expect(posts(`${O}/invoicing`)[0]!.headers['idempotency-key']).toMatch(/.{8,}/);
});

test('卡流水 is read only when asked for and shows the flows of the order’s card', async () => {
  const paid = orderTable(per.sim.db, 'order').find((r) => r.orderState === 2 && r.orderType === 1)!;
  const user = await open(paid, 'platform');
  expect(per.sim.requests.some((r) => r.path === `${O}/findCardFlow`)).toBe(false);
  await user.click(screen.getByRole('button', { name: '查看卡流水' }));
  const table = await screen.findByRole('table', { name: '卡流水' });
  const line = within(table).getByRole('row', { name: new RegExp(String(paid.orderNo)) });
  expect(line).toHaveTextContent('消费');
  expect(new URLSearchParams(per.sim.requests.find((r) => r.path === `${O}/findCardFlow`)!.search).get('orderNo')).toBe(
    String(paid.orderNo),
  );
});

test('an unpaid order: 开票 and 推送开票 say why they are not offered', async () => {
  const unpaid = orderTable(per.sim.db, 'order').find((r) => r.orderState === 0)!;
  await open(unpaid, 'platform');
  await waitFor(() => expect(screen.getAllByText('只有已支付或已完成的订单可以开票')).toHaveLength(2));
  expect(screen.getByRole('button', { name: '开票' })).toBeDisabled();
  expect(screen.getByRole('button', { name: '推送开票' })).toBeDisabled();
});

test('申请退款 of a third-party order: the form checks the amount, the confirmation says it in words, given up it closes, then sent once', async () => {
  const row = orderTable(per.sim.db, 'order').find(
    (r) => r.platform === 'fanxing' && (r.orderState === 1 || r.orderState === 2) && (r.payAmount as number) > 200,
  )!;
  const orderNo = String(row.orderNo);
  const pay = row.payAmount as number;
  const user = await open(row, 'platform');
  const ask = async () => {
    await waitFor(() => expect(screen.getByRole('button', { name: '申请退款' })).toBeEnabled());
    await user.click(screen.getByRole('button', { name: '申请退款' }));
    return screen.findByRole('dialog', { name: `申请退款 - ${orderNo}` });
  };
  let form = await ask();
  const amount = within(form).getByLabelText(/^退款金额（元）/);
  await user.clear(amount);
  await user.type(amount, formatFenPlain(pay + 1));
  await user.click(within(form).getByRole('button', { name: '下一步' }));
  expect(within(form).getByText(`退款金额不能超过实付金额 ${formatFen(pay)}`)).toBeInTheDocument();
  expect(within(form).getByText('请选择退款原因')).toBeInTheDocument();
  expect(screen.queryByRole('alertdialog')).toBeNull();
  await waitFor(() => expect(within(form).getByLabelText(/^退款原因/)).toBeEnabled());
  await user.selectOptions(within(form).getByLabelText(/^退款原因/), '重复支付');
  await user.clear(amount);
  await user.type(amount, '1{Enter}');
  let confirm = await screen.findByRole('alertdialog', { name: '请确认以下操作: 申请退款' });
  expect(confirm).toHaveTextContent(`向梵星平台为订单 ${orderNo} 申请退款 ¥1.00（实付 ${formatFen(pay)}），原因：重复支付。`);
  // given up, the confirmation closes the refund as a whole, after asking whether the typed refund may be dropped
  await user.click(within(confirm).getByRole('button', { name: '取消' }));
  const unsaved = await screen.findByRole('alertdialog', { name: '有未保存的修改' });
  await user.click(within(unsaved).getByRole('button', { name: '继续离开' }));
  await waitFor(() => expect(screen.queryByRole('dialog', { name: `申请退款 - ${orderNo}` })).toBeNull());
  expect(screen.queryByRole('alertdialog')).toBeNull();
  form = await ask();
  await waitFor(() => expect(within(form).getByLabelText(/^退款原因/)).toBeEnabled());
  await user.selectOptions(within(form).getByLabelText(/^退款原因/), '重复支付');
  await user.clear(within(form).getByLabelText(/^退款金额（元）/));
  await user.type(within(form).getByLabelText(/^退款金额（元）/), '1');
  await user.click(within(form).getByRole('button', { name: '下一步' }));
  confirm = await screen.findByRole('alertdialog', { name: '请确认以下操作: 申请退款' });
  await user.dblClick(within(confirm).getByRole('button', { name: '确定' }));
  await waitFor(() => expect(screen.queryByRole('dialog', { name: `申请退款 - ${orderNo}` })).toBeNull());
  expect(refundTable(per.sim.db).filter((r) => r.orderNo === orderNo)).toEqual([
    expect.objectContaining({ refundStatus: 0, refundAmount: 100, refundReason: '重复支付', platform: 'fanxing' }),
  ]);
});
