/**
 * Member cards added, edited and removed in the simulator (spec 001 l.106: saveCard, submit, remove of
 * /api/cyhFleetMemberCard/cyhfleetmembercard). The rules a backend keeps:
 * - tenant scope: a company reaches only the cards of its own fleets; any other card or fleet reads as absent (数据不存在);
 * - a card number is 16-19 digits with a valid Luhn check digit, and unique over every tenant (卡号已存在);
 * - a new card is 待审核 and carries its 'apply' history entry, so the member card review lists it and its maker
 *   cannot approve it;
 * - a card is edited only while 待审核 or 审核驳回 (当前状态不允许该操作); a rejected card edited goes back to 待审核;
 * - a card is removed only with no money on it (卡内有余额，不能删除); several ids are removed all or none.
 * Writes run once per Idempotency-Key where the backend honours keys (services/mock/idempotency.ts).
 */
import { CARD_AUDIT_STATUS, CARD_EDITABLE_AUDIT, FLEET_MSG, MEMBER_CARD_DIGITS, MEMBER_CARD_STATUS } from '@services/api/fleets/status';
import { luhnValid } from '@/lib/card-number';
import { nextId } from '../db';
import { auditTable } from '../approvals/review';
import { entry, record } from '../approvals/common';
import { type Answer, done, once, refused } from './answer';
import type { AuthedContext, RouteDefinition } from '../route';
import { guardedRoute, MSG_NOT_FOUND } from '../rules';
import { formatDateTime } from '../seed';
import { fleetRowVisible, visibleFleetRows } from './tenants';
import { fleetWorld, num, str, table, type Row } from './world';

const CARD = '/api/cyhFleetMemberCard/cyhfleetmembercard';

/** Limits a new card starts with (fen), as the seeded cards have. */
const NEW_CARD_LIMITS = { singleLimit: 200_000, dailyLimit: 500_000 } as const;

/** Every member card (all tenants), its review state made consistent. */
function allCards(ctx: AuthedContext): Row[] {
  fleetWorld(ctx.db);
  return auditTable(ctx.db, { defKey: 'fleet-member-card', statusField: 'auditStatus', action: 'audit' });
}

/** Whether a card number has 16-19 digits and a valid Luhn check digit. */
export function cardNoValid(cardNo: string): boolean {
  return /^\d+$/.test(cardNo) && cardNo.length >= MEMBER_CARD_DIGITS.min && cardNo.length <= MEMBER_CARD_DIGITS.max && luhnValid(cardNo);
}

/** The body of a write (a JSON object, or the form and query parameters). */
function bodyOf(ctx: AuthedContext): Row {
  const b = ctx.body;
  return b && typeof b === 'object' && !Array.isArray(b) && !(b instanceof FormData) ? { ...ctx.params, ...(b as Row) } : { ...ctx.params };
}

/** The fleet a write names, if the caller's tenant may see it. */
function visibleFleet(ctx: AuthedContext, fleetId: string): Row | undefined {
  return visibleFleetRows(ctx, table(ctx.db, 'fleet')).find((f) => str(f.id) === fleetId);
}

/** The member of that fleet a write names. */
const memberOf = (ctx: AuthedContext, fleet: Row, memberId: string): Row | undefined =>
  table(ctx.db, 'fleet-member').find((m) => str(m.id) === memberId && str(m.fleetId) === str(fleet.id));

/** Why a card number may not be given to a card (`self`: the card being edited keeps its own number). */
function cardNoRefusal(ctx: AuthedContext, cardNo: string, self?: Row): string | null {
  if (!cardNoValid(cardNo)) return FLEET_MSG.cardNoBad;
  if (allCards(ctx).some((c) => c !== self && str(c.cardNo) === cardNo)) return FLEET_MSG.cardNoExists;
  return null;
}

/** The card's member fields (name, phone, plate) and fleet fields from its member. */
const holderFields = (fleet: Row, member: Row): Row => ({
  memberId: member.id,
  memberName: member.memberName,
  phone: member.phone,
  licensePlate: member.licensePlate,
  fleetId: fleet.id,
  fleetName: fleet.fleetName,
});

/** A card as answered: with its fleet account's balance. */
function shown(ctx: AuthedContext, c: Row): Row {
  const acc = table(ctx.db, 'fleet-account').find((a) => str(a.fleetId) === str(c.fleetId));
  return { ...c, fleetBalance: acc ? num(acc.balance) : 0 };
}

/** saveCard (and submit without an id): a new card of one of the caller's fleets, 待审核. */
function addCard(ctx: AuthedContext, body: Row): Answer {
  const fleet = visibleFleet(ctx, str(body.fleetId).trim());
  if (!fleet) return refused(FLEET_MSG.fleetNotFound);
  const member = memberOf(ctx, fleet, str(body.memberId).trim());
  if (!member) return refused(FLEET_MSG.memberNotFound);
  const cardNo = str(body.cardNo).trim();
  const why = cardNoRefusal(ctx, cardNo);
  if (why) return refused(why);
  const user = ctx.session.user;
  const time = formatDateTime(ctx.now);
  const card: Row = {
    id: nextId(ctx.db),
    cardNo,
    ...holderFields(fleet, member),
    cardStatus: MEMBER_CARD_STATUS.active.code,
    auditStatus: CARD_AUDIT_STATUS.pending.code,
    auditRemark: '',
    auditTime: '',
    balance: 0,
    ...NEW_CARD_LIMITS,
    createUser: user.id,
    applicantName: user.realName || user.name,
    createTime: time,
    updateTime: time,
    tenantId: str(fleet.tenantId),
    history: [],
  };
  record(card, entry(ctx, 'apply', '', CARD_AUDIT_STATUS.pending.code));
  allCards(ctx).unshift(card);
  return done(shown(ctx, card), '新增成功，等待审核');
}

/** submit with an id: a 待审核 or 审核驳回 card's member or number changed; a rejected card goes back to 待审核. */
function editCard(ctx: AuthedContext, body: Row): Answer {
  const id = str(body.id).trim();
  const card = allCards(ctx).find((c) => str(c.id) === id);
  if (!fleetRowVisible(ctx, card)) return refused(MSG_NOT_FOUND);
  if (!CARD_EDITABLE_AUDIT.includes(num(card.auditStatus))) return refused(FLEET_MSG.illegal);
  const fleetId = str(body.fleetId).trim() || str(card.fleetId);
  const fleet = visibleFleet(ctx, fleetId);
  if (!fleet) return refused(FLEET_MSG.fleetNotFound);
  const member = memberOf(ctx, fleet, str(body.memberId).trim() || str(card.memberId));
  if (!member) return refused(FLEET_MSG.memberNotFound);
  const cardNo = str(body.cardNo).trim() || str(card.cardNo);
  const why = cardNoRefusal(ctx, cardNo, card);
  if (why) return refused(why);
  const wasRejected = num(card.auditStatus) === CARD_AUDIT_STATUS.rejected.code;
  Object.assign(card, holderFields(fleet, member), {
    cardNo,
    auditStatus: CARD_AUDIT_STATUS.pending.code,
    auditRemark: '',
    auditTime: '',
    updateTime: formatDateTime(ctx.now),
    tenantId: str(fleet.tenantId),
  });
  // the edit is a new application: its maker may not approve it either
  record(card, entry(ctx, 'apply', wasRejected ? '驳回后修改，重新提交审核' : '修改', CARD_AUDIT_STATUS.pending.code));
  return done(shown(ctx, card), wasRejected ? '修改成功，已重新提交审核' : '修改成功');
}

/** remove?ids=: cards of the caller's fleets with no money on them, all of them or none. */
function removeCards(ctx: AuthedContext): Answer {
  const ids = str(ctx.params.ids)
    .split(',')
    .map((s) => s.trim())
    .filter(Boolean);
  if (ids.length === 0) return refused(FLEET_MSG.idsRequired);
  const rows = allCards(ctx);
  const found: Row[] = [];
  for (const id of ids) {
    const card = rows.find((c) => str(c.id) === id);
    if (!fleetRowVisible(ctx, card)) return refused(MSG_NOT_FOUND);
    if (num(card.balance) !== 0) return refused(FLEET_MSG.cardHasBalance);
    found.push(card);
  }
  for (const card of found) rows.splice(rows.indexOf(card), 1);
  return done(null, '删除成功');
}

export const cardWriteRoutes: readonly RouteDefinition[] = [
  guardedRoute('post', `${CARD}/saveCard`, (ctx) => once(ctx, () => addCard(ctx, bodyOf(ctx)), false)),
  guardedRoute('post', `${CARD}/submit`, (ctx) =>
    once(
      ctx,
      () => {
        const body = bodyOf(ctx);
        return str(body.id).trim() ? editCard(ctx, body) : addCard(ctx, body);
      },
      false,
    ),
  ),
  guardedRoute('post', `${CARD}/remove`, (ctx) => once(ctx, () => removeCards(ctx), false)),
];
