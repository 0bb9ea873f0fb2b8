/**
 * The simulated backend's invoicing and refunds (docs/flows.md "Invoicing"): issue → 开票中 → 已开票 | 开票失败 (retry),
 * cancel and red-invoice only from 已开票 (a red invoice reverses the amount), order-side calls with a per-order
 * batch result, refunds once per Idempotency-Key.
 */
import { createSimulator, type Simulator } from '@services/mock/simulator';
import { startNodeSimulator } from '@services/mock/node';
import { invoiceTable, refundTable } from '@services/mock/money/invoice-routes';
import { setMoneySettings } from '@services/mock/money/store';
import * as api from '@services/api/money/invoicing';
import { pageOf } from '@services/api/money/settlement';
import { ApiError } from '@services/http/errors';
import { resetBrowserState, signIn } from '../../support/render-console';

let clock = Date.UTC(2026, 0, 5, 2, 0, 0);
let sim: Simulator = createSimulator({ storage: null, now: () => clock });
const node = startNodeSimulator(sim);
afterAll(() => node.close());

beforeEach(async () => {
  resetBrowserState();
  sim = createSimulator({ storage: null, now: () => clock });
  node.server.resetHandlers(...sim.handlers);
  await signIn(sim);
});

const refusal = async (p: Promise<unknown>) => {
  const e = await p.then(
    () => null,
    (err: unknown) => err,
  );
  expect(e).toBeInstanceOf(ApiError);
  return (e as ApiError).serverMessage;
};
/** A new operation's Idempotency-Key for each write. */
let keys = 0;
const key = () => `invoice-op-${++keys}`;
const fresh = () => String(invoiceTable(sim.db).find((r) => r.invoiceStatus === 0)!.id);

test('issue → 开票中 → 已开票 after the issue time; then red-invoice reverses the amount; nothing else is allowed', async () => {
  const id = fresh();
  expect(await refusal(api.actOnInvoice(id, 'cancel', key()))).toBe('只有已开票的发票可以作废');
  await api.actOnInvoice(id, 'issue', key());
  expect((await api.pollInvoice(id)).status).toBe(1);
  expect(await refusal(api.actOnInvoice(id, 'issue', key()))).toBe('当前状态不允许该操作');
  clock += 3000;
  const issued = await api.pollInvoice(id);
  expect(issued.status).toBe(2);
  expect(issued.invoiceNo).not.toBe('');
  await api.actOnInvoice(id, 'red', key());
  expect((await api.readInvoice(id)).status).toBe(4);
  const reds = invoiceTable(sim.db).filter((r) => r.redOf === id);
  expect(reds).toHaveLength(1);
  expect(reds[0]!.invoiceAmount).toBe(-issued.amountFen);
  expect(await refusal(api.actOnInvoice(id, 'red', key()))).toBe('只有已开票的发票可以红冲');
  const page = await pageOf('order-invoicing', 'page', {
    current: 1,
    size: 500,
    orderId: String(invoiceTable(sim.db).find((r) => r.id === id)!.orderId),
  });
  expect(page.records.filter((r) => r.id === id || r.redOf === id).reduce((s, r) => s + (r.invoiceAmount as number), 0)).toBe(0);
});

test('a failed issue can be issued again; cancel voids an issued invoice', async () => {
  const id = fresh();
  setMoneySettings(sim.db, { invoiceIssueMs: 0, invoiceOutcome: 'failed' });
  await api.actOnInvoice(id, 'issue', key());
  expect(await api.pollInvoice(id)).toMatchObject({ status: 5, failReason: '税控服务暂不可用' });
  setMoneySettings(sim.db, { invoiceOutcome: 'issued' });
  await api.actOnInvoice(id, 'issue', key());
  expect((await api.pollInvoice(id)).status).toBe(2);
  await api.actOnInvoice(id, 'cancel', key());
  expect((await api.readInvoice(id)).status).toBe(3);
});

test('order side: doinvoicing issues the order invoice; batch invoicing answers per order', async () => {
  setMoneySettings(sim.db, { invoiceIssueMs: 0 });
  // an order can be invoiced while its invoice is not issued (or failed)
  const open = (orderId: string) =>
    invoiceTable(sim.db)
      .filter((r) => r.orderId === orderId && !r.redOf)
      .every((r) => [0, 3, 4, 5].includes(r.invoiceStatus as number));
  const listed = (await pageOf('order', 'page', { current: 1, size: 20 })).records.map((r) => String(r.id));
  const first = listed.find(open)!;
  const orders = [first, ...listed.filter((id) => id !== first).slice(0, 2)];
  expect(await api.orderInvoice(first, 'issue')).toBe('开票申请已提交');
  // the first one is issuing now
  const expected = orders.map((id) => [id, open(id)]);
  expect(expected[0]).toEqual([orders[0], false]);
  const results = await api.batchInvoice([...orders, '404']);
  expect(results.map((r) => [r.orderId, r.success])).toEqual([...expected, ['404', false]]);
  expect(results[3]!.msg).toBe('订单不存在');
});

test('refunds: once per key, not above the paid amount, only while pending (a backend that honours Idempotency-Key)', async () => {
  sim.config.idempotencyHonoured = true;
  const app = refundTable(sim.db).find((r) => r.refundStatus === 0 && (r.payAmount as number) > 100)!;
  const orderNo = String(app.orderNo);
  expect(await refusal(api.refund(orderNo, (app.payAmount as number) + 1, 'r0'))).toBe('退款金额不能超过实付金额');
  await api.refund(orderNo, 100, 'r1');
  await api.refund(orderNo, 100, 'r1'); // the same operation again: the first answer
  expect(app).toMatchObject({ refundStatus: 2, refundAmount: 100 });
  expect(await refusal(api.autoRefund(orderNo, 'r2'))).toBe('当前状态不允许该操作');
});
