/**
 * The simulated backend's fleet money and fleet families, through the console's own calls: a member card recharge
 * moves the card, the member and the fleet account, and adds a card flow and a fleet account flow; recovery, the
 * capital recovery with its check and the flow adjustment do the same in their direction; money writes are
 * idempotent per key and refused on unapproved or frozen cards; settlement combos in batches refuse overlaps;
 * station bindings refuse duplicates; the fleet SMS check; the settlement divide detail and export.
 */
import { createSimulator, type Simulator } from '@services/mock/simulator';
import { startNodeSimulator } from '@services/mock/node';
import { table } from '@services/mock/fleets/world';
import { peekFleetCode } from '@services/mock/fleets/fleet-handlers';
import * as api from '@services/api/fleets/calls';
import { CARD_AUDIT_STATUS, FLOW_TYPE, MEMBER_CARD_STATUS } from '@services/api/fleets/status';
import { luhnValid } from '@/lib/card-number';
import { ApiError } from '@services/http/errors';
import { resetBrowserState, signIn } from '../../support/render-console';

let sim: Simulator = createSimulator({ storage: null });
const node = startNodeSimulator(sim);
afterAll(() => node.close());

beforeEach(async () => {
  resetBrowserState();
  sim = createSimulator({ storage: null });
  node.server.resetHandlers(...sim.handlers);
  await signIn(sim, 'admin', 'admin', '000000');
});

const failOf = async (p: Promise<unknown>) => {
  const e = await p.then(
    () => null,
    (err: unknown) => err,
  );
  expect(e).toBeInstanceOf(ApiError);
  return e as ApiError;
};

/** The first card whose money may move. */
async function usableCard(): Promise<api.MemberCard> {
  const page = await api.listOf('fleet-member-card', {
    cardStatus: MEMBER_CARD_STATUS.active.code,
    auditStatus: CARD_AUDIT_STATUS.approved.code,
  });
  expect(page.records.length).toBeGreaterThan(0);
  return api.memberCard(String(page.records[0]!.id));
}

test('a recharge moves the card, the member and the fleet account, and adds both flows; the same key moves nothing twice (a backend that honours Idempotency-Key)', async () => {
  sim.config.idempotencyHonoured = true;
  const card = await usableCard();
  expect(card.cardNo).toMatch(/^8860\d{12}$/);
  const r = await api.moveCardBalance('recharge', card, 12_345, 'key-1');
  expect(r.balanceFen).toBe(card.balanceFen + 12_345);
  expect(r.fleetBalanceFen).toBe(card.fleetBalanceFen - 12_345);
  const again = await api.moveCardBalance('recharge', card, 12_345, 'key-1');
  expect(again.balanceFen).toBe(r.balanceFen);
  const after = await api.memberCard(card.id);
  expect(after.balanceFen).toBe(card.balanceFen + 12_345);
  expect(after.fleetBalanceFen).toBe(card.fleetBalanceFen - 12_345);
  const member = table(sim.db, 'fleet-member').find((m) => m.id === card.memberId)!;
  expect(member.balance).toBe(after.balanceFen);

  const flows = await api.listOf('fleet-member-account-flow', { cardId: card.id });
  expect(flows.records[0]).toMatchObject({
    cardNo: card.cardNo,
    flowType: FLOW_TYPE.recharge.code,
    direction: 1,
    amount: 12_345,
    balance: after.balanceFen,
  });
  expect(flows.records.filter((f) => f.amount === 12_345 && f.flowType === FLOW_TYPE.recharge.code)).toHaveLength(1);
  const byCardNo = await api.listOf('fleet-member-account-flow', { cardNo: card.cardNo });
  expect(byCardNo.records[0]!.flowNo).toBe(r.flowNo);
  const accountFlows = await api.listOf('fleet-account-flow', { fleetId: card.fleetId });
  expect(accountFlows.records[0]).toMatchObject({ direction: 2, amount: 12_345, balance: after.fleetBalanceFen, orderNo: r.flowNo });
  const requests = sim.requests.filter((q) => q.path === '/api/fleetMember/fleetmember/cardBalanceRecharge');
  expect(requests.every((q) => q.headers['idempotency-key'] === 'key-1')).toBe(true);
});

test('recovery and capital recovery send money back; the check says how much; refusals name the reason', async () => {
  const card = await usableCard();
  expect((await failOf(api.moveCardBalance('recovery', card, card.balanceFen + 1, 'k-over'))).serverMessage).toBe('卡内余额不足');
  expect((await failOf(api.moveCardBalance('recharge', card, card.fleetBalanceFen + 1, 'k-fleet'))).serverMessage).toBe('车队账户余额不足');
  await api.moveCardBalance('recovery', card, 100, 'k-rec');
  const check = await api.checkCapitalRecovery(card.id);
  expect(check).toMatchObject({ allowed: true, recoverableFen: card.balanceFen - 100 });
  expect((await failOf(api.capitalRecovery(card.id, check.recoverableFen - 1, 'k-cap0'))).serverMessage).toBe(
    '回收金额与可回收金额不一致，请重新检查',
  );
  const done = await api.capitalRecovery(card.id, check.recoverableFen, 'k-cap');
  expect(done.balanceFen).toBe(0);
  expect((await api.memberCard(card.id)).fleetBalanceFen).toBe(card.fleetBalanceFen + card.balanceFen);
  expect(await api.checkCapitalRecovery(card.id)).toMatchObject({ allowed: false, reason: '卡内无可回收资金' });

  const frozen = (
    await api.listOf('fleet-member-card', { cardStatus: MEMBER_CARD_STATUS.frozen.code, auditStatus: CARD_AUDIT_STATUS.approved.code })
  ).records[0]!;
  expect(
    (await failOf(api.moveCardBalance('recharge', { id: String(frozen.id), memberId: String(frozen.memberId) }, 100, 'k-frozen')))
      .serverMessage,
  ).toBe('成员卡状态异常，不能操作资金');
  const pending = (await api.listOf('fleet-member-card', { auditStatus: CARD_AUDIT_STATUS.pending.code })).records[0]!;
  expect(
    (await failOf(api.moveCardBalance('recharge', { id: String(pending.id), memberId: String(pending.memberId) }, 100, 'k-pending')))
      .serverMessage,
  ).toBe('成员卡未审核通过，不能操作资金');
});

test('a flow adjustment moves the card by a signed amount and needs a reason', async () => {
  const card = await usableCard();
  const flow = (await api.listOf('fleet-member-account-flow', { cardId: card.id })).records[0]!;
  expect((await failOf(api.adjustFlow(String(flow.id), 500, '', 'a0'))).serverMessage).toBe('请填写调账原因');
  const r = await api.adjustFlow(String(flow.id), -500, '重复充值冲正', 'a1');
  expect(r.balanceFen).toBe(card.balanceFen - 500);
  const top = (await api.listOf('fleet-member-account-flow', { cardId: card.id })).records[0]!;
  expect(top).toMatchObject({ flowType: FLOW_TYPE.adjust.code, direction: 2, amount: 500, remark: '重复充值冲正', adjustFlowId: flow.id });
  // an adjustment does not touch the fleet account
  expect((await api.memberCard(card.id)).fleetBalanceFen).toBe(card.fleetBalanceFen);
});

test('settlement combos are added and changed in batches; overlapping grades and bad lines are refused', async () => {
  const fleets = await api.fleetOptions();
  const fleetId = fleets[20]!.id;
  const line = (oilNo: string, start: string, end: string): api.ComboLine => ({
    fleetId,
    comboName: `测试 ${oilNo}`,
    oilNo,
    ruleType: 'spread_rule',
    ruleValue: '150',
    startTime: start,
    endTime: end,
  });
  expect(await api.saveCombos([line('92#', '2025-01-01', '2025-06-30'), line('95#', '2025-01-01', '2025-06-30')])).toEqual({
    added: 2,
    updated: 0,
  });
  const stored = (await api.listOf('fleet-settlement-combo', { fleetId, size: 100 })).records;
  expect(stored).toHaveLength(2);
  expect((await failOf(api.saveCombos([line('92#', '2025-06-01', '2025-12-31')]))).serverMessage).toBe(
    '同一车队同一油号的套餐时间不能重叠',
  );
  expect((await failOf(api.saveCombos([line('92#', '2025-08-01', '2025-07-01')]))).serverMessage).toBe('结束时间不能早于开始时间');
  const first = stored.find((s) => s.oilNo === '92#')!;
  await api.saveCombos([
    { ...line('92#', '2025-01-01', '2025-03-31'), id: String(first.id), ruleValue: '200' },
    line('92#', '2025-04-01', '2025-12-31'),
  ]);
  const after = (await api.listOf('fleet-settlement-combo', { fleetId, size: 100 })).records;
  expect(after).toHaveLength(3);
  expect(after.find((s) => s.id === first.id)).toMatchObject({ ruleValue: '200', endTime: '2025-03-31 23:59:59' });
});

test('a supplier is bound to a station once and unbound; the fleet SMS check passes with the sent code', async () => {
  const station = table(sim.db, 'zyt-shell')[0]!;
  const fleets = await api.fleetOptions();
  const before = (await api.bindings(String(station.id))).records.length;
  await api.bindSupplier(String(station.id), String(station.siteName), fleets[30]!.id, '');
  const bound = (await api.bindings(String(station.id))).records;
  expect(bound).toHaveLength(before + 1);
  expect(bound[0]).toMatchObject({ fleetId: fleets[30]!.id, supplierName: fleets[30]!.name, siteName: station.siteName });
  expect((await failOf(api.bindSupplier(String(station.id), '', fleets[30]!.id, ''))).serverMessage).toBe('该车队已绑定此油站');
  await api.unbind(String(bound[0]!.id));
  expect((await api.bindings(String(station.id))).records).toHaveLength(before);

  const fleetId = fleets[0]!.id;
  expect(await api.checkFleetLogin(fleetId)).toMatchObject({ verified: false, phone: expect.stringMatching(/^\d{3}\*{4}\d{4}$/) });
  expect(await api.sendFleetCode(fleetId)).toMatch(/^验证码已发送至 \d{3}\*{4}\d{4}（演示验证码 \d{6}）$/);
  expect((await failOf(api.verifyFleetCode(fleetId, '000000'))).serverMessage).toBe('验证码错误');
  await api.verifyFleetCode(fleetId, peekFleetCode(sim.db, fleetId)!);
  expect((await api.checkFleetLogin(fleetId)).verified).toBe(true);
});

test('a settlement sheet saves only after the fleet SMS check, with a valid bank card, once per card', async () => {
  const fleetId = (await api.fleetOptions())[2]!.id;
  const sheet = {
    fleetId,
    bankCardNumber: '6222021234567890128',
    bankName: '招商银行',
    bankAccountName: '测试车队',
    phone: '13800138000',
    settlementCycle: '2',
  };
  expect((await failOf(api.saveSettlement(sheet))).serverMessage).toBe('请先完成车队短信验证');
  await api.sendFleetCode(fleetId);
  await api.verifyFleetCode(fleetId, peekFleetCode(sim.db, fleetId)!);
  const before = await api.settlementLookup(fleetId, '');
  expect((await failOf(api.saveSettlement({ ...sheet, bankCardNumber: '6222021234567890123' }))).serverMessage).toBe('银行卡号不正确');
  const saved = await api.saveSettlement(sheet);
  expect(saved).toMatchObject({ fleetId, bankCardNumber: sheet.bankCardNumber, settlementCycle: '2', status: 1 });
  expect(await api.settlementLookup(fleetId, '')).toHaveLength(before.length + 1);
  expect(await api.settlementLookup(fleetId, sheet.bankCardNumber)).toHaveLength(1);
  expect((await failOf(api.saveSettlement(sheet))).serverMessage).toBe('该车队已登记此银行卡');
  await api.saveSettlement({ ...sheet, id: String(saved.id), bankName: '中国银行' });
  expect((await api.settlementLookup(fleetId, sheet.bankCardNumber))[0]).toMatchObject({ id: saved.id, bankName: '中国银行' });
  const lookups = sim.requests.filter((r) => r.path === '/api/cyhFleetSettlement/fleetsettlement/list');
  expect(lookups.length).toBeGreaterThan(0);
  expect(lookups.every((r) => r.search.includes('current=1') && r.search.includes('size=100'))).toBe(true);
  // the seeded settlement cards pass the same check
  for (const r of before) {
    expect(String(r.bankCardNumber)).toMatch(/^62\d{17}$/);
    expect(luhnValid(String(r.bankCardNumber))).toBe(true);
  }
});

test('settlement divides narrow by a range of days and by state; the export follows the same filters', async () => {
  const all = (await api.listOf('fleet-settlement-divide', { size: 200 })).records;
  const days = [...new Set(all.map((r) => String(r.date)))].sort();
  const from = days[Math.floor(days.length / 3)]!;
  const to = days[Math.floor((days.length * 2) / 3)]!;
  const ranged = (await api.listOf('fleet-settlement-divide', { date_dategt: from, date_datelt: to, size: 200 })).records;
  expect(ranged.length).toBeGreaterThan(0);
  expect(ranged.length).toBeLessThan(all.length);
  for (const r of ranged) expect(String(r.date) >= from && String(r.date) <= to).toBe(true);
  const waiting = (await api.listOf('fleet-settlement-divide', { divideStatus: '0', size: 200 })).records;
  for (const r of waiting) expect(String(r.divideStatus)).toBe('0');
  const file = await api.exportDivides({ date_dategt: from, date_datelt: to }, 'x.csv');
  const csv = await file.blob.text();
  expect(csv.trim().split(/\r\n/)).toHaveLength(ranged.length + 1);
});

test('a settlement divide opens by date and settlement, and exports as a file', async () => {
  const divide = (await api.listOf('fleet-settlement-divide', {})).records[0]!;
  const detail = await api.divideDetail(String(divide.fleetSettlementId), String(divide.date));
  const records = detail.records as Array<{ amount: number }>;
  expect(records.reduce((n, r) => n + r.amount, 0)).toBe(divide.totalAmount);
  const file = await api.exportDivides({}, '结算分账.csv');
  expect(file.fileName).toMatch(/\.csv$/);
  expect(file.blob.size).toBeGreaterThan(0);
});
