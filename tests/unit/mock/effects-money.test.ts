// @vitest-environment node
/**
 * Money moves of the simulator's own effects (services/mock/effects/money.ts): every balance that moves gets its flow
 * row, the change of the balances equals the signed sum of the new flows, an overdraft is refused with nothing moved,
 * SMS codes are checked, and a repeated Idempotency-Key is answered once where keys are honoured.
 */
import { MSG_REQ_REJECT } from '@services/mock/rules';
import { fundFlows, fundOf, num, table, type Row } from '@services/mock/recharge/store';
import { peekSms } from '@services/mock/money/store';
import { fleetWorld } from '@services/mock/fleets/world';
import { tableOf } from '@services/mock/db';
import { MERCHANT_FLOWS, MONEY_MSG, TENANT_BALANCE_FLOWS } from '@services/mock/effects/money';
import { effectsSimulator, tokenOf, write } from './effects-helpers';

const sim = effectsSimulator();

/** Signed sum of flow rows (in minus out). */
const signed = (rows: readonly Row[]) => rows.reduce((n, r) => n + (num(r.direction) === 1 ? num(r.amount) : -num(r.amount)), 0);
/** The flow rows added since `before` rows were there (new rows go to the front). */
const added = (rows: readonly Row[], before: number) => rows.slice(0, rows.length - before);

test('a platform recharge credits the platform funds with its flow rows; another tenant may not', async () => {
  const token = await tokenOf();
  const fund = () => fundOf(sim.db, '000000');
  const start = num(fund().balance);
  const flows = fundFlows(sim.db).length;
  const answer = await write(token, 'POST', '/api/shell/platformaccount/platformRecharge', { amount: 123_400 });
  expect(answer).toMatchObject({ success: true, msg: '充值成功' });
  expect(num(fund().balance)).toBe(start + 123_400);
  const moved = added(fundFlows(sim.db), flows);
  expect(signed(moved)).toBe(123_400);
  expect(table(sim.db, 'platform-account-flow')[0]).toMatchObject({ amount: 123_400, direction: 1, balance: start + 123_400 });

  // a company's role holds no permission of the platform account: refused before the handler (HTTP 403)
  const purchaser = await tokenOf('purchaser', 'demo123', '300001');
  expect(await write(purchaser, 'POST', '/api/shell/platformaccount/platformRecharge', { amount: 100 })).toMatchObject({
    code: 403,
    success: false,
    msg: MSG_REQ_REJECT,
  });
  expect(await write(token, 'POST', '/api/shell/platformaccount/platformRecharge', { amount: '-5' })).toMatchObject({
    success: false,
    msg: MONEY_MSG.amountBad,
  });
  expect(num(fund().balance)).toBe(start + 123_400);
});

test('dividing into a fleet account moves the amount out of the tenant funds, conserved, and refuses an overdraft', async () => {
  const token = await tokenOf();
  fleetWorld(sim.db);
  const account = table(sim.db, 'fleet-account')[0]!;
  const fund = fundOf(sim.db, String(account.tenantId));
  const total = () => num(fund.balance) + num(account.balance);
  const before = { total: total(), fundFlows: fundFlows(sim.db).length, fleetFlows: table(sim.db, 'fleet-account-flow').length };
  const accountBefore = num(account.balance);

  const answer = await write(token, 'POST', '/api/fleetaccount/divideAmount', { fleetId: account.fleetId, amount: 50_000 });
  expect(answer).toMatchObject({ success: true, msg: '分配成功' });
  expect(total()).toBe(before.total);
  expect(num(account.balance)).toBe(accountBefore + 50_000);
  const out = added(fundFlows(sim.db), before.fundFlows);
  const into = added(table(sim.db, 'fleet-account-flow'), before.fleetFlows);
  expect(signed(out)).toBe(-50_000);
  expect(signed(into)).toBe(50_000);
  expect(into[0]).toMatchObject({ fleetId: account.fleetId, balance: accountBefore + 50_000 });

  const tooMuch = num(fund.balance) + 1;
  expect(await write(token, 'POST', '/api/fleetaccount/divideAmount', { fleetId: account.fleetId, amount: tooMuch })).toMatchObject({
    success: false,
    msg: MONEY_MSG.fundShort,
  });
  expect(total()).toBe(before.total);
  expect(num(account.balance)).toBe(accountBefore + 50_000);
});

test('a withholding order checks its SMS code (tied to the amount, used once) before the money leaves', async () => {
  const token = await tokenOf();
  const account = table(sim.db, 'merchant-account')[0]!;
  account.balance = 200_000;
  account.withdrawableAmount = 200_000;
  const id = String(account.id);
  const ORDER = '/api/merchantAccount/merchantaccount/withholdingOrder';
  // no code asked for yet
  expect(await write(token, 'POST', ORDER, { id, amount: 30_000, code: '123456' })).toMatchObject({
    success: false,
    msg: '请先获取验证码',
  });
  const sent = await write(token, 'GET', '/api/merchantAccount/merchantaccount/sendWithholdingCode', { id, amount: 30_000 });
  expect(sent.success).toBe(true);
  const code = peekSms(sim.db, id, 'withholding')!.code;
  const wrong = code === '000000' ? '111111' : '000000';
  expect(await write(token, 'POST', ORDER, { id, amount: 30_000, code: wrong })).toMatchObject({ success: false, msg: '验证码错误' });
  expect(await write(token, 'POST', ORDER, { id, amount: 40_000, code })).toMatchObject({ success: false });
  expect(num(account.balance)).toBe(200_000);

  const flows = tableOf(sim.db, MERCHANT_FLOWS).length;
  expect(await write(token, 'POST', ORDER, { id, amount: 30_000, code })).toMatchObject({ success: true, msg: '代扣成功' });
  expect(num(account.balance)).toBe(170_000);
  expect(signed(added(tableOf(sim.db, MERCHANT_FLOWS), flows))).toBe(-30_000);
  // the code is used up
  expect(await write(token, 'POST', ORDER, { id, amount: 30_000, code })).toMatchObject({ success: false });
  expect(num(account.balance)).toBe(170_000);
});

test('a fee-account recharge moves balance into the fee account, conserved, once per honoured key', async () => {
  const token = await tokenOf();
  sim.config.idempotencyHonoured = true;
  const account = table(sim.db, 'merchant-account')[1]!;
  account.balance = 100_000;
  account.withdrawableAmount = 100_000;
  account.feeBalance = 0;
  const PATH = '/api/merchantAccount/merchantaccount/feeAccountRecharge';
  const body = { id: account.id, amount: 25_000 };
  expect(await write(token, 'POST', PATH, body)).toMatchObject({ success: false, msg: '缺少幂等键 Idempotency-Key' });
  const flows = tableOf(sim.db, MERCHANT_FLOWS).length;
  const first = await write(token, 'POST', PATH, body, { 'Idempotency-Key': 'fee-1' });
  const again = await write(token, 'POST', PATH, body, { 'Idempotency-Key': 'fee-1' });
  expect(first).toMatchObject({ success: true });
  expect(again).toEqual(first);
  expect(num(account.balance)).toBe(75_000);
  expect(num(account.feeBalance)).toBe(25_000);
  const moved = added(tableOf(sim.db, MERCHANT_FLOWS), flows);
  expect(moved).toHaveLength(2);
  expect(signed(moved)).toBe(0);
  expect(await write(token, 'POST', PATH, { id: account.id, amount: 75_001 }, { 'Idempotency-Key': 'fee-2' })).toMatchObject({
    success: false,
    msg: MONEY_MSG.balanceShort,
  });
  expect(num(account.balance) + num(account.feeBalance)).toBe(100_000);
});

test("setting a tenant's total balance writes the difference as an adjustment flow", async () => {
  const token = await tokenOf();
  const row = table(sim.db, 'tenant-company-info')[0]!;
  const before = num(row.totalBalance);
  const flows = tableOf(sim.db, TENANT_BALANCE_FLOWS).length;
  const answer = await write(token, 'POST', '/api/blade-system/tenant/udpateTotalBalance', { id: row.id, totalBalance: before + 7_700 });
  expect(answer.success).toBe(true);
  expect(num(row.totalBalance)).toBe(before + 7_700);
  expect(signed(added(tableOf(sim.db, TENANT_BALANCE_FLOWS), flows))).toBe(7_700);
});

test('a fleet account flow submitted by hand moves the account, refuses an overdraft, and cannot be edited', async () => {
  const token = await tokenOf();
  fleetWorld(sim.db);
  const account = table(sim.db, 'fleet-account')[1]!;
  const start = num(account.balance);
  const PATH = '/api/fleetAccount/flow/submit';
  const flows = table(sim.db, 'fleet-account-flow').length;
  expect(await write(token, 'POST', PATH, { fleetId: account.fleetId, flowType: 1, amount: 9_900, direction: 1 })).toMatchObject({
    success: true,
  });
  expect(await write(token, 'POST', PATH, { fleetId: account.fleetId, flowType: 2, amount: 900, direction: 2 })).toMatchObject({
    success: true,
  });
  expect(num(account.balance)).toBe(start + 9_000);
  const moved = added(table(sim.db, 'fleet-account-flow'), flows);
  expect(signed(moved)).toBe(9_000);
  expect(moved[0]).toMatchObject({ balance: start + 9_000, direction: 2, amount: 900 });
  expect(await write(token, 'POST', PATH, { fleetId: account.fleetId, flowType: 2, amount: start + 9_001, direction: 2 })).toMatchObject({
    success: false,
    msg: MONEY_MSG.balanceShort,
  });
  expect(await write(token, 'POST', PATH, { id: moved[0]!.id, amount: 1 })).toMatchObject({ success: false, msg: MONEY_MSG.flowFixed });
  expect(num(account.balance)).toBe(start + 9_000);
});

test('a company recharge or discount files an application the recharge list shows, waiting for the audit', async () => {
  const purchaser = await tokenOf('purchaser', 'demo123', '300001');
  const filed = await write<Row>(purchaser, 'POST', '/api/company/discount', {
    companyName: '顺达物流车队',
    amount: 60_000,
    payChannel: 1,
  });
  expect(filed).toMatchObject({ success: true, data: { rechargeStatus: 0, amount: 60_000 } });
  const list = await write<{ records: Row[] }>(purchaser, 'GET', '/api/company/recharge/list', { current: 1, size: 200 });
  expect(list.data.records.find((r) => r.id === filed.data.id)).toMatchObject({ rechargeType: 'discount', rechargeStatus: 0 });
  expect(await write(purchaser, 'POST', '/api/company/recharge', { companyName: '顺达物流车队', amount: 0 })).toMatchObject({
    success: false,
  });
});

test('a company discount takes its rate (basis points) off an amount while its span holds; none, nothing off', async () => {
  const token = await tokenOf();
  const discounts = table(sim.db, 'company-discount');
  discounts.unshift({
    id: '1990000000000000801',
    companyId: '300001',
    companyName: '顺达物流车队',
    discountRate: '250',
    startTime: '2000-01-01 00:00:00',
    endTime: '2999-12-31 23:59:59',
    createTime: '2999-01-01 00:00:00',
  });
  const path = '/api/commpanyDiscount/getDiscountAmount';
  expect((await write(token, 'GET', path, { companyId: '300001', amount: 10_001 })).data).toMatchObject({
    discountRate: 250,
    discountAmount: 250,
    payAmount: 9_751,
  });
  // a span that has ended gives nothing off
  discounts[0]!.endTime = '2001-01-01 00:00:00';
  const after = (await write(token, 'GET', path, { companyId: '300001', amount: 10_000 })).data as Row;
  expect(after.discountRate === 250).toBe(false);
  expect(num(after.discountAmount) + num(after.payAmount)).toBe(10_000);
  expect(await write(token, 'GET', path, { companyId: '300001', amount: '0' })).toMatchObject({ success: false, msg: MONEY_MSG.amountBad });
});
