/**
 * The dashboards' fleet figures agree with the fleet money (issue 8 part 5): the fleets ranked are the simulator's
 * fleets that have members, and a member card recharge made through the simulator raises that fleet's recharge
 * figure, the fleet totals (purchaseTotal) and the recharge ranking by exactly its amount; a recovery does not.
 */
import { createSimulator, type Simulator } from '@services/mock/simulator';
import { startNodeSimulator } from '@services/mock/node';
import { table } from '@services/mock/fleets/world';
import * as api from '@services/api/fleets/calls';
import { dashboardApi } from '@services/api/dashboards/client';
import { CARD_AUDIT_STATUS, MEMBER_CARD_STATUS } from '@services/api/fleets/status';
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

/** The last 7 days up to the simulator's today (UTC days, as the dashboards count them). */
function lastWeek() {
  const to = new Date(sim.now()).toISOString().slice(0, 10);
  const from = new Date(sim.now() - 6 * 86_400_000).toISOString().slice(0, 10);
  return { from, to };
}

test('a member card recharge raises the dashboard fleet totals and its fleet by exactly its amount', async () => {
  const range = lastWeek();
  const page = await api.listOf('fleet-member-card', {
    cardStatus: MEMBER_CARD_STATUS.active.code,
    auditStatus: CARD_AUDIT_STATUS.approved.code,
  });
  const card = await api.memberCard(String(page.records[0]!.id));

  const before = await dashboardApi.fleetPurchaseTotal(range);
  const rankingBefore = await dashboardApi.fleetRecharges(range);
  const fleets = table(sim.db, 'fleet');
  // the dashboards rank the simulator's own fleets, by their ids and names
  for (const f of rankingBefore) expect(fleets.find((x) => String(x.id) === f.fleetId)?.fleetName).toBe(f.fleetName);
  const mine = rankingBefore.find((f) => f.fleetId === card.fleetId);
  expect(mine).toBeDefined();

  await api.moveCardBalance('recharge', card, 123_456, 'dash-1');
  const after = await dashboardApi.fleetPurchaseTotal(range);
  expect(after.rechargeAmount).toBe(before.rechargeAmount + 123_456);
  expect(after.rechargeCount).toBe(before.rechargeCount + 1);
  expect(after.purchaseAmount).toBe(before.purchaseAmount);
  const rankingAfter = await dashboardApi.fleetRecharges(range);
  expect(rankingAfter.find((f) => f.fleetId === card.fleetId)!.rechargeAmount).toBe(mine!.rechargeAmount + 123_456);
  for (const f of rankingAfter.filter((x) => x.fleetId !== card.fleetId))
    expect(f.rechargeAmount).toBe(rankingBefore.find((x) => x.fleetId === f.fleetId)!.rechargeAmount);

  // money going back to the fleet account is not a recharge
  await api.moveCardBalance('recovery', card, 456, 'dash-2');
  expect((await dashboardApi.fleetPurchaseTotal(range)).rechargeAmount).toBe(after.rechargeAmount);
});

test('a recharge falls on its own day: a range that ends before it does not see it', async () => {
  const card = await api.memberCard(
    String(
      (await api.listOf('fleet-member-card', { cardStatus: MEMBER_CARD_STATUS.active.code, auditStatus: CARD_AUDIT_STATUS.approved.code }))
        .records[1]!.id,
    ),
  );
  const earlier = {
    from: new Date(sim.now() - 20 * 86_400_000).toISOString().slice(0, 10),
    to: new Date(sim.now() - 10 * 86_400_000).toISOString().slice(0, 10),
  };
  const before = await dashboardApi.fleetPurchaseTotal(earlier);
  await api.moveCardBalance('recharge', card, 10_000, 'dash-3');
  expect(await dashboardApi.fleetPurchaseTotal(earlier)).toEqual(before);
});
