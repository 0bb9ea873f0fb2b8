/**
 * The order operations against the simulated backend (services/mock/orders/operation-routes.ts): card flows of the
 * order's card; 撤销历史油单 only for a completed fuel order; 开票 / 推送开票 write the order's invoice into 开票管理;
 * the third-party refund application (fanxing / pingan) at most what was paid, one open per order, only for that
 * platform's orders; the refund reasons; every call tenant scoped.
 */
import { orderTable } from '@services/mock/orders/seed';
import { invoiceTable, refundTable } from '@services/mock/money/invoice-routes';
import * as api from '@services/api/orders/client';
import * as ops from '@services/api/orders/operations';
import { ApiError } from '@services/http/errors';
import { signIn } from '../../support/render-console';
import { useSimulatorPerTest } from '../../support/simulator-per-test';

const per = useSimulatorPerTest();

beforeEach(async () => {
  await signIn(per.sim);
});

type Row = Record<string, unknown>;
const ILLEGAL = '当前状态不允许该操作';
const refusal = async (p: Promise<unknown>) => {
  const e = await p.then(
    () => null,
    (err: unknown) => err,
  );
  expect(e).toBeInstanceOf(ApiError);
  return (e as ApiError).serverMessage;
};
const orders = () => orderTable(per.sim.db, 'order');
const run = (cmd: api.OrderCommand) => api.runOrderCommand(cmd, { idempotencyKey: `k-${Math.random()}` });
const paidThirdParty = (platform: string) =>
  orders().find((r) => r.platform === platform && (r.orderState === 1 || r.orderState === 2) && (r.payAmount as number) > 200)!;

test('card flows: the payments of the order’s card, the order among them, amounts in fen', async () => {
  const row = orders().find((r) => r.orderState === 2 && r.orderType === 1)!;
  const flows = await ops.cardFlows(String(row.orderNo));
  expect(flows.length).toBeGreaterThan(0);
  expect(flows.find((f) => f.orderNo === row.orderNo)).toMatchObject({ flowType: 'consume', amount: -(row.payAmount as number) });
  expect(new Set(flows.map((f) => f.cardNo)).size).toBe(1);
  expect(per.sim.requests.at(-1)).toMatchObject({ method: 'GET', path: '/api/zytorder/order/findCardFlow' });
});

test('revert: a completed oil order goes back to 已支付; any other state is refused in the server’s words', async () => {
  const oil = orderTable(per.sim.db, 'oil-order');
  const done = oil.find((r) => r.orderState === 2)!;
  expect(await run(api.revertCommand(String(done.id)))).toBe('撤销成功');
  expect(done.orderState).toBe(1);
  expect((done.logs as Row[]).at(-1)).toMatchObject({ action: 'revertOilHistoryOrder' });
  expect(await refusal(run(api.revertCommand(String(done.id))))).toBe(ILLEGAL);
  for (const state of [0, 3, 4]) {
    const r = oil.find((x) => x.orderState === state)!;
    expect(await refusal(run(api.revertCommand(String(r.id))))).toBe(ILLEGAL);
    expect(r.orderState).toBe(state);
  }
  const goods = orders().find((r) => r.orderType === 2 && r.orderState === 2)!;
  expect(await refusal(run(api.revertCommand(String(goods.id))))).toBe('只有油品订单可以撤销');
});

test('push then invoice: the invoice appears in 开票管理 as 未开票, then 开票中; a second push or invoicing is refused', async () => {
  const invoiced = new Set(invoiceTable(per.sim.db).map((r) => String(r.orderId)));
  const row = orders().find((r) => r.orderState === 2 && !invoiced.has(String(r.id)))!;
  expect(await run(api.invoicePushCommand(String(row.id)))).toBe('已推送至开票管理');
  const invoice = () => invoiceTable(per.sim.db).find((r) => r.orderId === row.id)!;
  expect(invoice()).toMatchObject({ orderNo: row.orderNo, invoiceStatus: 0, invoiceAmount: row.payAmount });
  expect(await ops.liveInvoiceStatus({ id: String(row.id), orderNo: String(row.orderNo) })).toBe(0);
  expect(await refusal(run(api.invoicePushCommand(String(row.id))))).toBe('订单已推送开票');
  expect(await run(api.invoicingCommand(String(row.id)))).toBe('开票申请已提交');
  expect(invoice().invoiceStatus).toBe(1);
  expect(invoiceTable(per.sim.db).filter((r) => r.orderId === row.id)).toHaveLength(1);
  expect(await refusal(run(api.invoicingCommand(String(row.id))))).toBe('订单已开票');
  const unpaid = orders().find((r) => r.orderState === 0)!;
  expect(await refusal(run(api.invoicingCommand(String(unpaid.id))))).toBe(ILLEGAL);
  expect(await refusal(run(api.invoicePushCommand(String(unpaid.id))))).toBe(ILLEGAL);
});

test('third-party refund: reasons offered; at most what was paid; one open application per order; only that platform', async () => {
  const row = paidThirdParty('fanxing');
  const orderNo = String(row.orderNo);
  const pay = row.payAmount as number;
  const reasons = await ops.refundReasons(orderNo);
  expect(reasons.map((r) => r.label)).toContain('重复支付');
  const apply = (platform: 'fanxing' | 'pingan', refundFen: number, reason = '重复支付') =>
    ops.sendRefundApply({ platform, orderNo, refundFen, reason }, `k-${Math.random()}`);
  expect(await refusal(apply('fanxing', pay + 1))).toBe('退款金额不能超过实付金额');
  expect(await refusal(apply('pingan', 100))).toBe('该订单不是平安好车主平台的订单');
  expect(await refusal(apply('fanxing', 100, ''))).toBe('请选择退款原因');
  expect(await apply('fanxing', pay)).toBe('退款申请已提交');
  expect(refundTable(per.sim.db).filter((r) => r.orderNo === orderNo)).toEqual([
    expect.objectContaining({ refundStatus: 0, refundAmount: pay, refundReason: '重复支付', platform: 'fanxing', tenantId: row.tenantId }),
  ]);
  expect(await ops.hasOpenRefund(orderNo)).toBe(true);
  expect(await refusal(apply('fanxing', 100))).toBe('该订单已有未完成的退款申请');
  const refunded = orders().find((r) => r.platform === 'pingan' && r.orderState === 3)!;
  expect(
    await refusal(ops.sendRefundApply({ platform: 'pingan', orderNo: String(refunded.orderNo), refundFen: 1, reason: '其他原因' }, 'k-x')),
  ).toBe(ILLEGAL);
});

test('another tenant’s order is refused on every operation; the own tenant’s works', async () => {
  await signIn(per.sim, 'supplier', 'demo123', '100001');
  const theirs = orders().find((r) => r.tenantId === '300001' && r.platform === 'fanxing' && r.orderState === 2)!;
  const no = String(theirs.orderNo);
  expect(await refusal(ops.cardFlows(no))).toBe('订单不存在');
  expect(await refusal(ops.refundReasons(no))).toBe('订单不存在');
  expect(await refusal(run(api.invoicingCommand(String(theirs.id))))).toBe('订单不存在');
  expect(await refusal(run(api.invoicePushCommand(String(theirs.id))))).toBe('订单不存在');
  expect(await refusal(run(api.revertCommand(String(theirs.id))))).toBe('订单不存在');
  expect(await refusal(ops.sendRefundApply({ platform: 'fanxing', orderNo: no, refundFen: 1, reason: '重复支付' }, 'k-t'))).toBe(
    '订单不存在',
  );
  expect(refundTable(per.sim.db).some((r) => r.orderNo === no)).toBe(false);
  expect(theirs.orderState).toBe(2);
  const own = orders().find((r) => r.tenantId === '100001' && r.platform === 'fanxing' && r.orderState === 2)!;
  expect(await ops.sendRefundApply({ platform: 'fanxing', orderNo: String(own.orderNo), refundFen: 1, reason: '重复支付' }, 'k-o')).toBe(
    '退款申请已提交',
  );
  // the supplier's refund list shows its own application, 待退款
  expect(await ops.hasOpenRefund(String(own.orderNo))).toBe(true);
});
