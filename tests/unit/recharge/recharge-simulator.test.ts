/**
 * The simulated backend's recharge centre and batch orders, through the console's own calls: SMS codes tied to a
 * phone and an amount that expire; a paid recharge moves the funds, the staff balances and the flows together;
 * idempotent money writes; card freeze/unfreeze order; end times; staff account import; flows by phone and export.
 */
import { createSimulator, type Simulator } from '@services/mock/simulator';
import { startNodeSimulator } from '@services/mock/node';
import { RECHARGE_SMS_TTL_MS, fundOf, peekCode, table } from '@services/mock/recharge/store';
import * as api from '@services/api/recharge/calls';
import { CARD_STATUS, RECHARGE_STATUS } from '@services/api/recharge/status';
import { ApiError } from '@services/http/errors';
import { resetBrowserState, signIn } from '../../support/render-console';

let clock = Date.UTC(2026, 0, 5, 2, 0, 0);
let sim: Simulator = createSimulator({ storage: null, now: () => clock });
const node = startNodeSimulator(sim);
afterAll(() => node.close());

const PAYER = '13800138000';
const STAFF_A = '13700001111';
const STAFF_B = '13700002222';

async function as(account: string, password: string, tenant: string) {
  await signIn(sim, account, password, tenant);
}

beforeEach(async () => {
  resetBrowserState();
  clock = Date.UTC(2026, 0, 5, 2, 0, 0);
  sim = createSimulator({ storage: null, now: () => clock });
  node.server.resetHandlers(...sim.handlers);
  await as('admin', 'admin', '000000');
});

const failOf = async (p: Promise<unknown>) => {
  const e = await p.then(
    () => null,
    (err: unknown) => err,
  );
  expect(e).toBeInstanceOf(ApiError);
  return e as ApiError;
};

const codeFor = async (phone: string, amountFen: number) => {
  await api.getCode(phone, amountFen);
  return peekCode(sim.db, phone)!.code;
};

const order = (totalFen: number): api.RechargeOrder => ({
  kind: 'direct',
  recipients: [STAFF_A, STAFF_B],
  perRecipientFen: totalFen / 2,
  endTime: '2030-12-31 23:59:59',
  batchName: '',
  phone: PAYER,
  totalFen,
});

test('a direct recharge paid with the code shows up in the funds, each member balance and the flows by phone', async () => {
  const funds = await api.tempMoney();
  expect(funds.balanceFen).toBe(50_000_000);
  const saved = await api.saveRecharge(order(30_100), 'op-1');
  expect(saved).toMatchObject({ rechargeStatus: RECHARGE_STATUS.unpaid.code, amount: 30_100, staffCount: '2' });
  expect((await api.tempMoney()).pendingFen).toBe(30_100);
  const code = await codeFor(PAYER, 30_100);
  const paid = await api.payRecharge(String(saved.id), PAYER, code, 'op-1');
  expect(paid).toMatchObject({ rechargeStatus: RECHARGE_STATUS.credited.code, fundBalance: 50_000_000 - 30_100 });
  expect((await api.tempMoney()).balanceFen).toBe(50_000_000 - 30_100);

  const balance = await api.listOf('user-account', { current: 1, size: 10, filters: { userPhone: STAFF_A } });
  expect(balance.records).toHaveLength(1);
  expect(balance.records[0]).toMatchObject({ userPhone: STAFF_A, balance: 15_050, totalRecharge: 15_050 });
  const flows = await api.flowsByPhone('recharge', STAFF_A, { current: 1, size: 10 });
  expect(flows.records[0]).toMatchObject({ userPhone: STAFF_A, amount: 15_050, balance: 15_050, orderNo: saved.rechargeNo, flowType: 1 });
  const staff = table(sim.db, 'staff-account').find((r) => r.phone === STAFF_B)!;
  expect(staff).toMatchObject({ balance: 15_050, endTime: '2030-12-31 23:59:59' });
  const detail = await api.rechargeDetail(String(saved.id));
  expect(detail.lines.map((l) => l.cardStatus)).toEqual([CARD_STATUS.active.code, CARD_STATUS.active.code]);
  const fundFlows = await api.tempMoneyDetails((await api.tempMoney()).id, 1, 10);
  expect(fundFlows.records[0]).toMatchObject({ direction: 2, amount: 30_100, orderNo: saved.rechargeNo, remark: '直充' });

  // paying again is refused: the record is no longer unpaid
  const again = await failOf(api.payRecharge(String(saved.id), PAYER, await codeFor(PAYER, 30_100), 'op-2'));
  expect(again.serverMessage).toBe('当前状态不允许该操作');
});

test('the code is tied to the phone and the amount, is single-use and expires', async () => {
  const saved = await api.saveRecharge(order(20_000), 'op-1');
  const id = String(saved.id);
  expect((await failOf(api.payRecharge(id, PAYER, '000000', 'op-1'))).serverMessage).toBe('请先获取验证码');
  const wrongAmount = await codeFor(PAYER, 19_999);
  expect((await failOf(api.payRecharge(id, PAYER, wrongAmount, 'op-1'))).serverMessage).toBe(
    '金额或手机号与获取验证码时不一致，请重新获取验证码',
  );
  const code = await codeFor(PAYER, 20_000);
  expect((await failOf(api.payRecharge(id, '13900139000', code, 'op-1'))).serverMessage).toBe('请先获取验证码');
  const other = code === '123456' ? '654321' : '123456';
  expect((await failOf(api.payRecharge(id, PAYER, other, 'op-1'))).serverMessage).toBe('验证码错误');
  clock += RECHARGE_SMS_TTL_MS;
  expect((await failOf(api.payRecharge(id, PAYER, code, 'op-1'))).serverMessage).toBe('验证码已过期，请重新获取');
  // nothing moved while the code was refused
  expect((await api.tempMoney()).balanceFen).toBe(50_000_000);
  expect(table(sim.db, 'user-account').some((r) => r.userPhone === STAFF_A)).toBe(false);
  const fresh = await codeFor(PAYER, 20_000);
  await api.payRecharge(id, PAYER, fresh, 'op-1');
  expect(peekCode(sim.db, PAYER)).toBeUndefined();
});

test('getCode refuses bad phones and amounts with the spec messages', async () => {
  expect((await failOf(api.getCode('1381234567', 100))).serverMessage).toBe('手机号码长度不为11位');
  expect((await failOf(api.getCode('1234567890a', 100))).serverMessage).toBe('手机号码格式不正确');
  expect((await failOf(api.getCode('', 100))).serverMessage).toBe('手机号码不能为空');
  expect((await failOf(api.getCode(PAYER, 0))).serverMessage).toBe('金额必须为大于0的整数分');
  expect(await api.getCode(PAYER, 100)).toBe('验证码已发送至 138****8000');
});

test('a batch order with the code takes its total from the funds once, whatever the repeats of its key (a backend that honours Idempotency-Key)', async () => {
  sim.config.idempotencyHonoured = true;
  await as('purchaser', 'demo123', '300001');
  const products = (await api.products({ current: 1, size: 50 })).records;
  expect(products.map((p) => p.goodsName)).toContain('中石化加油卡充值 100元');
  const p100 = products.find((p) => p.goodsName === '中石化加油卡充值 100元')!;
  const lines = [{ goodsId: p100.id, goodsName: p100.goodsName, quantity: 3, priceFen: p100.priceFen }];
  expect((await failOf(api.placeOrder(lines, 29_999, PAYER, '123456', 'k1'))).serverMessage).toBe('订单金额与商品价格不一致');
  const code = await codeFor(PAYER, 30_000);
  const first = await api.placeOrder(lines, 30_000, PAYER, code, 'k1');
  const repeat = await api.placeOrder(lines, 30_000, PAYER, code, 'k1');
  expect(repeat.orderNo).toBe(first.orderNo);
  expect((await api.tempMoney()).balanceFen).toBe(3_000_000 - 30_000);
  expect(fundOf(sim.db, '300001').balance).toBe(2_970_000);
  expect((await api.products({ current: 1, size: 50 })).records.find((p) => p.id === p100.id)!.stock).toBe(p100.stock - 3);
  // the code was used up by the order
  expect((await failOf(api.placeOrder(lines, 30_000, PAYER, code, 'k2'))).serverMessage).toBe('请先获取验证码');
  const body = api.placeOrderBody(lines, 30_000, PAYER, code);
  expect(Object.keys(body)).toEqual(['buyGoodsList', 'totalPayMoney', 'phone', 'code']);
});

test('an order above the funds is refused and nothing moves', async () => {
  await as('purchaser', 'demo123', '300001');
  const p = (await api.products({ current: 1, size: 50 })).records.find((x) => x.goodsName === '中石油加油卡充值 1000元')!;
  const lines = [{ goodsId: p.id, goodsName: p.goodsName, quantity: 31, priceFen: p.priceFen }];
  const code = await codeFor(PAYER, 3_100_000);
  expect((await failOf(api.placeOrder(lines, 3_100_000, PAYER, code, 'k1'))).serverMessage).toBe('充值资金余额不足');
  expect((await api.tempMoney()).balanceFen).toBe(3_000_000);
});

test('cards freeze and unfreeze one step at a time; end times change for a whole recharge and for a line', async () => {
  const saved = await api.saveRecharge(order(10_000), 'op-1');
  const id = String(saved.id);
  const [line] = (await api.rechargeDetail(id)).lines;
  // not paid yet: the card is not active, so it cannot be frozen
  expect((await failOf(api.setCardStatus(String(line!.id), CARD_STATUS.frozen.code))).serverMessage).toBe('当前状态不允许该操作');
  await api.payRecharge(id, PAYER, await codeFor(PAYER, 10_000), 'op-1');
  await api.setCardStatus(String(line!.id), CARD_STATUS.frozen.code);
  expect((await failOf(api.setCardStatus(String(line!.id), CARD_STATUS.frozen.code))).serverMessage).toBe('当前状态不允许该操作');
  await api.setCardStatus(String(line!.id), CARD_STATUS.active.code);
  expect((await api.rechargeLines({ current: 1, size: 10, rechargeId: id })).records.map((l) => l.cardStatus)).toEqual([1, 1]);

  await api.updateEndTime('whole', id, '2031-06-30 23:59:59');
  expect((await api.rechargeDetail(id)).lines.every((l) => l.endTime === '2031-06-30 23:59:59')).toBe(true);
  await api.updateEndTime('line', String(line!.id), '2031-01-31 23:59:59');
  const after = await api.rechargeDetail(id);
  expect(after.record.endTime).toBe('2031-06-30 23:59:59');
  expect(after.lines.find((l) => l.id === line!.id)!.endTime).toBe('2031-01-31 23:59:59');
  expect((await failOf(api.updateEndTime('line', String(line!.id), '31/01/2031'))).serverMessage).toBe('结束时间格式不正确');
});

test('importing staff accounts adds only the phones that have none; user flows export as a file', async () => {
  const saved = await api.saveRecharge(order(10_000), 'op-1');
  const before = table(sim.db, 'staff-account').length;
  expect((await api.importStaffAccounts(String(saved.id))).imported).toBe(2);
  expect((await api.importStaffAccounts(String(saved.id))).imported).toBe(0);
  expect(table(sim.db, 'staff-account').length).toBe(before + 2);
  await api.payRecharge(String(saved.id), PAYER, await codeFor(PAYER, 10_000), 'op-1');
  const file = await api.exportFlows('recharge', STAFF_A);
  expect(file.fileName).toBe('充值流水.csv');
  const csv = await file.blob.text();
  expect(csv).toContain(STAFF_A);
  expect(csv).not.toContain(STAFF_B);
});

test('a money write without an Idempotency-Key is refused (a backend that honours Idempotency-Key)', async () => {
  sim.config.idempotencyHonoured = true;
  const { http } = await import('@services/http/client');
  const e = await failOf(
    http.post('/api/zyt/staff/saveOne', { staffPhones: [STAFF_A], amount: 100, totalAmount: 100, endTime: '2030-01-01', phone: PAYER }),
  );
  expect(e.serverMessage).toBe('缺少幂等键 Idempotency-Key');
});

test('card issuing (saveOne2) names the batch and pays like a direct recharge; the submit binding saves once across a retry (a backend that honours Idempotency-Key)', async () => {
  sim.config.idempotencyHonoured = true;
  const { submitPayment } = await import('@/screens/recharge/sms-payment-machine');
  const draft = {
    phone: PAYER,
    amountFen: 40_000,
    items: [],
    recipients: [STAFF_A, STAFF_B],
    perRecipientFen: 20_000,
    endTime: '2030-06-30 23:59:59',
    batchName: '三月油卡',
  };
  // a wrong code: the record is saved, the payment refused
  await failOf(submitPayment({ kind: 'cardBatch', draft, code: '000000' }, 'op-9'));
  const code = await codeFor(PAYER, 40_000);
  const result = await submitPayment({ kind: 'cardBatch', draft, code }, 'op-9');
  expect(result).toMatchObject({ amountFen: 40_000, balanceFen: 50_000_000 - 40_000 });
  expect(result.no).toMatch(/^FK\d+/);
  const saved = table(sim.db, 'staff-recharge').filter((r) => r.rechargeType === 'cardBatch');
  expect(saved).toHaveLength(1); // the retry with the same key got the same saved record back
  expect(saved[0]).toMatchObject({ batchName: '三月油卡', rechargeStatus: RECHARGE_STATUS.credited.code });
  expect(table(sim.db, 'user-account').find((r) => r.userPhone === STAFF_B)).toMatchObject({ balance: 20_000 });
});
