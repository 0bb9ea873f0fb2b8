/**
 * The simulated backend's member card writes (saveCard, submit, remove), through the console's own calls: a new card
 * is 待审核 and waits in the member card review (its maker cannot approve it); card numbers are Luhn-checked and
 * unique; a card is edited only while 待审核 or 审核驳回 (a rejected one goes back to 待审核) and removed only with no
 * money on it; a company reaches only its own fleets' cards; a key honoured by the backend runs a write once.
 */
import { fleetWorld, luhnCardNo, str, table, type Row } from '@services/mock/fleets/world';
import { cardNoValid } from '@services/mock/fleets/card-writes';
import * as api from '@services/api/fleets/calls';
import { loadReviewQueue, loadReviewRecord, sendDecision } from '@services/api/approvals/review';
import { CARD_AUDIT_STATUS, FLEET_MSG } from '@services/api/fleets/status';
import { DEMO_PASSWORD } from '@services/mock/seed';
import { ApiError } from '@services/http/errors';
import { signIn } from '../../support/render-console';
import { useSimulatorPerTest } from '../../support/simulator-per-test';

const per = useSimulatorPerTest();

beforeEach(async () => {
  fleetWorld(per.sim.db);
  await signIn(per.sim, 'admin', 'admin', '000000');
});

const failOf = async (p: Promise<unknown>) => {
  const e = await p.then(
    () => null,
    (err: unknown) => err,
  );
  expect(e).toBeInstanceOf(ApiError);
  return e as ApiError;
};

/** A card number no seeded card has. */
const freshCardNo = (n = 9001) => luhnCardNo(n);

/** A staffed fleet of the tenant (any company's when none is named) and one of its members. */
function fleetAndMember(tenantId?: string): { fleet: Row; member: Row } {
  const members = table(per.sim.db, 'fleet-member');
  const fleet = table(per.sim.db, 'fleet').find(
    (f) => (!tenantId || str(f.tenantId) === tenantId) && members.some((m) => m.fleetId === f.id),
  )!;
  return { fleet, member: members.find((m) => m.fleetId === fleet.id)! };
}

const cardRow = (id: string) => table(per.sim.db, 'fleet-member-card').find((c) => str(c.id) === id);

test('Luhn and length: 16-19 digits with a valid check digit', () => {
  expect(cardNoValid(freshCardNo())).toBe(true);
  expect(cardNoValid('4111111111111111')).toBe(true);
  expect(cardNoValid('4111111111111112')).toBe(false);
  expect(cardNoValid('411111111111')).toBe(false); // 12 digits: a bank card, not a member card
  expect(cardNoValid('41111111111111a1')).toBe(false);
});

test('saveCard adds a 待审核 card that the page lists and the member card review waits on; its maker cannot approve it', async () => {
  const { fleet, member } = fleetAndMember();
  const cardNo = freshCardNo();
  const saved = await api.saveMemberCard({ fleetId: str(fleet.id), memberId: str(member.id), cardNo }, 'key-add');
  expect(saved).toMatchObject({ cardNo, memberName: member.memberName, fleetName: fleet.fleetName, balance: 0 });
  const id = str(saved!.id);
  const page = await api.listOf('fleet-member-card', { cardNo });
  expect(page.records).toHaveLength(1);
  expect(page.records[0]).toMatchObject({ id, auditStatus: CARD_AUDIT_STATUS.pending.code });
  expect(cardRow(id)!.tenantId).toBe(fleet.tenantId);
  expect(per.sim.requests.find((r) => r.path.endsWith('/saveCard'))!.headers['idempotency-key']).toBe('key-add');

  // the review queue holds it; the platform admin made it, so the platform admin may not approve it
  expect(await loadReviewQueue('fleet-member-card', { auditStatus: CARD_AUDIT_STATUS.pending.code })).toContain(id);
  const record = await loadReviewRecord('fleet-member-card', id);
  const self = await failOf(sendDecision('fleet-member-card', 'approve', record, '', 'key-self'));
  expect(self.status === 403 || self.code === 403).toBe(true);
  await signIn(per.sim, 'auditor', DEMO_PASSWORD, '000000');
  await sendDecision('fleet-member-card', 'approve', record, '', 'key-approve');
  expect(cardRow(id)!.auditStatus).toBe(CARD_AUDIT_STATUS.approved.code);
});

test('a bad or duplicate card number, an unknown member: refused in the server words, nothing added', async () => {
  const { fleet, member } = fleetAndMember();
  const before = table(per.sim.db, 'fleet-member-card').length;
  const body = { fleetId: str(fleet.id), memberId: str(member.id) };
  expect((await failOf(api.saveMemberCard({ ...body, cardNo: '4111111111111112' }, 'k1'))).message).toBe(FLEET_MSG.cardNoBad);
  const taken = str(table(per.sim.db, 'fleet-member-card')[0]!.cardNo);
  expect((await failOf(api.saveMemberCard({ ...body, cardNo: taken }, 'k2'))).message).toBe('卡号已存在');
  const other = table(per.sim.db, 'fleet-member').find((m) => m.fleetId !== fleet.id)!;
  expect((await failOf(api.saveMemberCard({ ...body, memberId: str(other.id), cardNo: freshCardNo() }, 'k3'))).message).toBe(
    FLEET_MSG.memberNotFound,
  );
  expect(table(per.sim.db, 'fleet-member-card')).toHaveLength(before);
});

test('submit edits only 待审核 or 审核驳回 cards; a rejected card edited goes back to 待审核', async () => {
  const cards = table(per.sim.db, 'fleet-member-card');
  const rejected = cards.find((c) => c.auditStatus === CARD_AUDIT_STATUS.rejected.code)!;
  const approved = cards.find((c) => c.auditStatus === CARD_AUDIT_STATUS.approved.code)!;
  const cardNo = freshCardNo(9002);
  const body = (c: Row, no: string) => ({ id: str(c.id), fleetId: str(c.fleetId), memberId: str(c.memberId), cardNo: no });
  await api.saveMemberCard(body(rejected, cardNo), 'k-edit');
  expect(rejected).toMatchObject({ cardNo, auditStatus: CARD_AUDIT_STATUS.pending.code, auditRemark: '' });
  expect(per.sim.requests.filter((r) => r.path.endsWith('/cyhfleetmembercard/submit'))).toHaveLength(1);

  const no = await failOf(api.saveMemberCard(body(approved, freshCardNo(9003)), 'k-approved'));
  expect(no.message).toBe('当前状态不允许该操作');
  expect(approved.auditStatus).toBe(CARD_AUDIT_STATUS.approved.code);
});

test('remove refuses a card with money; an empty card is removed; the same key removes once', async () => {
  per.sim.config.idempotencyHonoured = true;
  const cards = table(per.sim.db, 'fleet-member-card');
  const rich = cards.find((c) => Number(c.balance) > 0)!;
  const refusal = await failOf(api.removeMemberCards([str(rich.id)], 'k-rich'));
  expect(refusal.message).toBe('卡内有余额，不能删除');
  expect(cardRow(str(rich.id))).toBeDefined();

  const empty = cards.find((c) => Number(c.balance) === 0)!;
  // all or none: an empty card with a rich one stays
  await failOf(api.removeMemberCards([str(empty.id), str(rich.id)], 'k-both'));
  expect(cardRow(str(empty.id))).toBeDefined();
  await api.removeMemberCards([str(empty.id)], 'k-empty');
  await api.removeMemberCards([str(empty.id)], 'k-empty');
  expect(cardRow(str(empty.id))).toBeUndefined();
  expect((await api.listOf('fleet-member-card', { id: str(empty.id) })).records).toHaveLength(0);
});

test("a company reaches only its own fleets' cards: another company's card or fleet reads as absent", async () => {
  await signIn(per.sim, 'purchaser', DEMO_PASSWORD, '300001');
  const cards = table(per.sim.db, 'fleet-member-card');
  const fleets = new Map(table(per.sim.db, 'fleet').map((f) => [str(f.id), str(f.tenantId)]));
  const foreign = cards.find((c) => fleets.get(str(c.fleetId)) !== '300001' && c.auditStatus === CARD_AUDIT_STATUS.pending.code)!;
  const foreignEmpty = cards.find((c) => fleets.get(str(c.fleetId)) !== '300001' && Number(c.balance) === 0)!;
  expect(foreign).toBeDefined();
  const before = { ...foreign };
  const edit = await failOf(
    api.saveMemberCard(
      { id: str(foreign.id), fleetId: str(foreign.fleetId), memberId: str(foreign.memberId), cardNo: freshCardNo(9004) },
      'k-x',
    ),
  );
  expect(edit.message).toBe('数据不存在');
  expect(foreign.cardNo).toBe(before.cardNo);
  expect((await failOf(api.removeMemberCards([str(foreignEmpty.id)], 'k-y'))).message).toBe('数据不存在');
  expect(cardRow(str(foreignEmpty.id))).toBeDefined();
  // nor may it add a card to another company's fleet
  const { fleet, member } = fleetAndMember([...new Set(fleets.values())].find((t) => t !== '300001' && t !== '000000'));
  const add = await failOf(api.saveMemberCard({ fleetId: str(fleet.id), memberId: str(member.id), cardNo: freshCardNo(9005) }, 'k-z'));
  expect(add.message).toBe(FLEET_MSG.fleetNotFound);

  // its own fleet: added
  const own = fleetAndMember('300001');
  const saved = await api.saveMemberCard({ fleetId: str(own.fleet.id), memberId: str(own.member.id), cardNo: freshCardNo(9006) }, 'k-own');
  expect(saved).toMatchObject({ auditStatus: CARD_AUDIT_STATUS.pending.code });
});
