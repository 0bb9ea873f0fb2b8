/**
 * Fleet money agrees across the review and the cards (issue 8 part 5): an approved fleet fund application or fleet
 * account recharge credits the fleet account that member card recharges draw on (and records an incoming fleet
 * account flow); a rejected one credits nothing; seeded fleet applications name the simulator's own fleets.
 */
import { createSimulator, type Simulator } from '@services/mock/simulator';
import { startNodeSimulator } from '@services/mock/node';
import { table } from '@services/mock/fleets/world';
import * as fleets from '@services/api/fleets/calls';
import { applyFor, loadReviewQueue, loadReviewRecord, sendDecision } from '@services/api/approvals/review';
import { CARD_AUDIT_STATUS, FLOW_TYPE, MEMBER_CARD_STATUS } from '@services/api/fleets/status';
import { ApiError } from '@services/http/errors';
import { resetBrowserState, signIn } from '../../support/render-console';

let sim: Simulator = createSimulator({ storage: null });
const node = startNodeSimulator(sim);
afterAll(() => node.close());

beforeEach(() => {
  resetBrowserState();
  sim = createSimulator({ storage: null });
  node.server.resetHandlers(...sim.handlers);
});

async function usableCard(): Promise<fleets.MemberCard> {
  await signIn(sim, 'admin', 'admin', '000000');
  const page = await fleets.listOf('fleet-member-card', {
    cardStatus: MEMBER_CARD_STATUS.active.code,
    auditStatus: CARD_AUDIT_STATUS.approved.code,
  });
  const card = await fleets.memberCard(String(page.records[0]!.id));
  resetBrowserState();
  return card;
}

/** The purchaser files an application for the fleet; the admin decides it. */
async function fileAndDecide(
  family: 'fleet-fund' | 'fleet-account-recharge',
  fleetId: string,
  amount: number,
  decision: 'approve' | 'reject',
) {
  await signIn(sim, 'purchaser', 'demo123', '300001');
  const filed = await applyFor(family, { fleetId, amount, payChannel: 1, remark: '测试' }, `apply-${family}-${amount}`);
  resetBrowserState();
  await signIn(sim, 'admin', 'admin', '000000');
  const record = await loadReviewRecord(family, String((filed as { id: unknown }).id));
  await sendDecision(family, decision, record, decision === 'reject' ? '凭证不清晰' : '', `decide-${family}-${amount}`);
}

for (const family of ['fleet-fund', 'fleet-account-recharge'] as const) {
  test(`an approved ${family} application adds to the fleet account a card recharge draws on`, async () => {
    const card = await usableCard();
    const amount = 700_000;
    await signIn(sim, 'admin', 'admin', '000000');
    // more than the fleet account holds is refused before the approval
    const tooMuch = card.fleetBalanceFen + amount / 2;
    const refused = await fleets.moveCardBalance('recharge', card, tooMuch, `${family}-0`).catch((e: unknown) => e);
    expect(refused).toBeInstanceOf(ApiError);
    expect((refused as ApiError).serverMessage).toBe('车队账户余额不足');
    resetBrowserState();

    await fileAndDecide(family, card.fleetId, amount, 'approve');
    const after = await fleets.memberCard(card.id);
    expect(after.fleetBalanceFen).toBe(card.fleetBalanceFen + amount);
    const flow = (await fleets.listOf('fleet-account-flow', { fleetId: card.fleetId })).records[0]!;
    expect(flow).toMatchObject({ flowType: FLOW_TYPE.recharge.code, direction: 1, amount, balance: after.fleetBalanceFen });

    // now the same card recharge goes through, drawing on the approved money
    const moved = await fleets.moveCardBalance('recharge', card, tooMuch, `${family}-1`);
    expect(moved.fleetBalanceFen).toBe(card.fleetBalanceFen + amount - tooMuch);
  });
}

test('a rejected fleet fund application credits nothing', async () => {
  const card = await usableCard();
  await fileAndDecide('fleet-fund', card.fleetId, 300_000, 'reject');
  expect((await fleets.memberCard(card.id)).fleetBalanceFen).toBe(card.fleetBalanceFen);
});

test('seeded fleet applications name the simulator fleets, so approving one credits that fleet', async () => {
  await signIn(sim, 'admin', 'admin', '000000');
  const ids = await loadReviewQueue('fleet-account-recharge', { auditStatus: 0 });
  const fleetIds = new Set(table(sim.db, 'fleet').map((f) => String(f.id)));
  const records = await Promise.all(ids.slice(0, 5).map((id) => loadReviewRecord('fleet-account-recharge', id)));
  for (const r of records) expect(fleetIds.has(String(r.fleetId))).toBe(true);
  const r = records.find((x) => String(x.createUser) !== sim.db.users.find((u) => u.account === 'admin')!.id)!;
  const account = () => table(sim.db, 'fleet-account').find((a) => String(a.fleetId) === String(r.fleetId))!;
  const before = Number(account().balance);
  await sendDecision('fleet-account-recharge', 'approve', r, '', 'decide-seeded');
  expect(Number(account().balance)).toBe(before + Number(r.amount));
});
