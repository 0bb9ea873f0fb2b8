/**
 * Member card money in the simulator (spec 001 §7 "Fleets"): balance recharge and recovery between the fleet account
 * and a member card, the capital recovery with its check, and the adjustment of a card flow. Every write moves the
 * card balance (and the member's), the fleet account balance, and adds a card flow row and a fleet account flow
 * row — the same tables the generic lists, /fleetflow/fleetflow and /thirdManage/fleetAccountDetails read.
 * Writes run once per Idempotency-Key: a repeated key answers the first answer without moving money again.
 * Adding, editing and removing cards is card-writes.ts.
 */
import { type Answer, done, once, refused } from './answer';
import { resourceByKey } from '@services/resources/registry';
import { CARD_AUDIT_STATUS, DIRECTION, FLEET_MSG, FLOW_TYPE, MEMBER_CARD_STATUS } from '@services/api/fleets/status';
import { nextId } from '../db';
import { fail, ok, paginate } from '../envelope';
import type { AuthedContext, RouteDefinition } from '../route';
import { guardedRoute, MSG_NOT_FOUND } from '../rules';
import { visibleFleetRows } from './tenants';
import { filterRows } from '../routes/resource-routes';
import { auditTable } from '../approvals/review';
import { formatDateTime } from '../seed';
import { fleetWorld, flowNo, num, str, table, type Row } from './world';
import { cardWriteRoutes } from './card-writes';

const CARD = '/api/cyhFleetMemberCard/cyhfleetmembercard';
const MEMBER = '/api/fleetMember/fleetmember';
const ACCOUNT = '/api/fleetMemberCardAccount/fleetmembercardaccount';
const FLOW = '/api/fleetMember/accountFlow';

/** Whole positive fen from a parameter (NaN otherwise); `signed` allows a minus sign. */
export function fen(v: unknown, signed = false): number {
  const s = str(v).trim();
  const n = (signed ? /^-?\d+$/ : /^\d+$/).test(s) ? Number(s) : Number.NaN;
  return Number.isSafeInteger(n) ? n : Number.NaN;
}

/** The member cards of the caller's tenant's fleets. */
const cards = (ctx: AuthedContext) => {
  fleetWorld(ctx.db);
  return visibleFleetRows(ctx, auditTable(ctx.db, { defKey: 'fleet-member-card', statusField: 'auditStatus', action: 'audit' }));
};
/** The card flows of the caller's tenant's fleets. */
const cardFlows = (ctx: AuthedContext) => {
  fleetWorld(ctx.db);
  return visibleFleetRows(ctx, table(ctx.db, 'fleet-member-account-flow'));
};

/** The card a write names: `cardId`, else `id` as a card id, else `id` as a member id (the member's card). */
export function findCard(ctx: AuthedContext): Row | undefined {
  const rows = cards(ctx);
  const cardId = str(ctx.params.cardId ?? ctx.pathParams.id).trim();
  if (cardId) return rows.find((c) => str(c.id) === cardId);
  const id = str(ctx.params.id).trim();
  return rows.find((c) => str(c.id) === id) ?? rows.find((c) => str(c.memberId) === id);
}

export const accountOf = (ctx: AuthedContext, fleetId: unknown): Row | undefined =>
  table(ctx.db, 'fleet-account').find((a) => str(a.fleetId) === str(fleetId));

/** A card as answered: with its fleet account's balance. */
export function shownCard(ctx: AuthedContext, c: Row): Row {
  const acc = accountOf(ctx, c.fleetId);
  return { ...c, fleetBalance: acc ? num(acc.balance) : 0, fleetAccountNo: acc?.accountNo ?? '' };
}

/** Why money may not move on a card (null: it may). */
function moneyRefusal(c: Row): string | null {
  if (num(c.auditStatus) !== CARD_AUDIT_STATUS.approved.code) return FLEET_MSG.cardNotApproved;
  if (num(c.cardStatus) !== MEMBER_CARD_STATUS.active.code) return FLEET_MSG.cardNotActive;
  return null;
}

interface Movement {
  card: Row;
  /** Fen onto the card (negative: off the card, back to the fleet account). */
  delta: number;
  flowType: number;
  remark: string;
  /** Whether the fleet account pays for it (and gets recovered money back). */
  viaAccount: boolean;
  adjustOf?: string;
}

/** Moves money and writes the flow rows; answers what the screens show. */
function move(ctx: AuthedContext, m: Movement): Row {
  const { card, delta } = m;
  const time = formatDateTime(ctx.now);
  card.balance = num(card.balance) + delta;
  card.updateTime = time;
  const member = table(ctx.db, 'fleet-member').find((r) => str(r.id) === str(card.memberId));
  if (member) member.balance = num(card.balance);
  const operator = ctx.session.user.realName || ctx.session.user.account;
  const flow: Row = {
    id: nextId(ctx.db),
    flowNo: flowNo(ctx.db, ctx.now),
    memberId: card.memberId,
    memberName: card.memberName,
    cardId: card.id,
    cardNo: card.cardNo,
    fleetId: card.fleetId,
    fleetName: card.fleetName,
    flowType: m.flowType,
    direction: delta >= 0 ? DIRECTION.in.code : DIRECTION.out.code,
    amount: Math.abs(delta),
    balance: card.balance,
    orderNo: '',
    remark: m.remark,
    operator,
    createTime: time,
    tenantId: ctx.session.tenant.tenantId,
    ...(m.adjustOf ? { adjustFlowId: m.adjustOf } : {}),
  };
  table(ctx.db, 'fleet-member-account-flow').unshift(flow);
  let fleetBalance: number | null = null;
  const acc = accountOf(ctx, card.fleetId);
  if (m.viaAccount && acc) {
    acc.balance = num(acc.balance) - delta;
    acc.updateTime = time;
    if (delta > 0) acc.totalRecharge = num(acc.totalRecharge) + delta;
    fleetBalance = num(acc.balance);
    table(ctx.db, 'fleet-account-flow').unshift({
      id: nextId(ctx.db),
      flowNo: flowNo(ctx.db, ctx.now, 'FA'),
      fleetId: card.fleetId,
      fleetName: card.fleetName,
      flowType: m.flowType,
      direction: delta > 0 ? DIRECTION.out.code : DIRECTION.in.code,
      amount: Math.abs(delta),
      balance: acc.balance,
      orderNo: flow.flowNo,
      remark: `${m.remark || ''}${m.remark ? ' · ' : ''}${str(card.cardNo)}`,
      createTime: time,
      tenantId: ctx.session.tenant.tenantId,
    });
  } else if (acc) {
    fleetBalance = num(acc.balance);
  }
  ctx.changed();
  return {
    cardId: card.id,
    cardNo: card.cardNo,
    amount: Math.abs(delta),
    balance: card.balance,
    fleetBalance,
    flowId: flow.id,
    flowNo: flow.flowNo,
  };
}

/** A money move on a card: the card must exist, the amount be whole fen above 0, and the card usable for money. */
function cardMove(
  ctx: AuthedContext,
  enough: (card: Row, amount: number) => string | null,
  apply: (card: Row, amount: number) => Answer,
): Answer {
  const card = findCard(ctx);
  if (!card) return refused(FLEET_MSG.cardNotFound);
  const amount = fen(ctx.params.amount);
  if (!(amount > 0)) return refused(FLEET_MSG.amountBad);
  const why = moneyRefusal(card) ?? enough(card, amount);
  return why ? refused(why) : apply(card, amount);
}

function recharge(ctx: AuthedContext): Answer {
  return cardMove(
    ctx,
    (card, amount) => {
      const acc = accountOf(ctx, card.fleetId);
      return !acc || num(acc.balance) < amount ? FLEET_MSG.fleetShort : null;
    },
    (card, amount) =>
      done(
        move(ctx, { card, delta: amount, flowType: FLOW_TYPE.recharge.code, remark: str(ctx.params.remark), viaAccount: true }),
        '充值成功',
      ),
  );
}

function recovery(ctx: AuthedContext): Answer {
  return cardMove(
    ctx,
    (card, amount) => (num(card.balance) < amount ? FLEET_MSG.cardShort : null),
    (card, amount) =>
      done(
        move(ctx, { card, delta: -amount, flowType: FLOW_TYPE.recovery.code, remark: str(ctx.params.remark), viaAccount: true }),
        '回收成功',
      ),
  );
}

/** What capital recovery would take back: the whole balance of an approved card that is not closed. */
export function recoveryCheck(card: Row): Row {
  const balance = num(card.balance);
  const reason =
    num(card.auditStatus) !== CARD_AUDIT_STATUS.approved.code
      ? FLEET_MSG.cardNotApproved
      : num(card.cardStatus) === MEMBER_CARD_STATUS.closed.code
        ? FLEET_MSG.cardNotActive
        : balance <= 0
          ? FLEET_MSG.nothingToRecover
          : '';
  return { cardId: card.id, cardNo: card.cardNo, balance, recoverableAmount: reason ? 0 : balance, allowed: reason === '', reason };
}

function capitalRecovery(ctx: AuthedContext): Answer {
  const card = findCard(ctx);
  if (!card) return refused(FLEET_MSG.cardNotFound);
  const check = recoveryCheck(card);
  if (!check.allowed) return refused(str(check.reason));
  const amount = fen(ctx.params.amount);
  if (amount !== check.recoverableAmount) return refused(FLEET_MSG.recoverMismatch);
  return done(move(ctx, { card, delta: -amount, flowType: FLOW_TYPE.recovery.code, remark: '资金回收', viaAccount: true }), '资金回收成功');
}

function flowAdjust(ctx: AuthedContext): Answer {
  const flow = cardFlows(ctx).find((r) => str(r.id) === str(ctx.params.id).trim());
  if (!flow) return refused(FLEET_MSG.flowNotFound);
  const amount = fen(ctx.params.amount, true);
  if (Number.isNaN(amount)) return refused(FLEET_MSG.amountBad);
  if (amount === 0) return refused(FLEET_MSG.adjustZero);
  const remark = str(ctx.params.remark).trim();
  if (!remark) return refused(FLEET_MSG.remarkRequired);
  const card = cards(ctx).find((c) => str(c.id) === str(flow.cardId)) ?? cards(ctx).find((c) => str(c.cardNo) === str(flow.cardNo));
  if (!card) return refused(FLEET_MSG.cardNotFound);
  if (num(card.auditStatus) !== CARD_AUDIT_STATUS.approved.code) return refused(FLEET_MSG.cardNotApproved);
  if (num(card.balance) + amount < 0) return refused(FLEET_MSG.cardShort);
  return done(
    move(ctx, { card, delta: amount, flowType: FLOW_TYPE.adjust.code, remark, viaAccount: false, adjustOf: str(flow.id) }),
    '调账成功',
  );
}

const query = (ctx: AuthedContext) => new URLSearchParams(Object.entries(ctx.params).map(([k, v]) => [k, String(v)]));

/** Extra equality filters the fleet screens send beside the registry's search fields. */
function narrow(rows: Row[], q: URLSearchParams, fields: readonly string[]): Row[] {
  let out = rows;
  for (const f of fields) {
    const v = q.get(f)?.trim();
    if (v) out = out.filter((r) => str(r[f]) === v);
  }
  return out;
}

export const cardRoutes: readonly RouteDefinition[] = [
  // a card added (待审核), edited while 待审核 or 审核驳回, removed when empty (card-writes.ts)
  ...cardWriteRoutes,
  // the member card list: the review screens read it too (same rows, same review normalisation)
  guardedRoute('get', `${CARD}/page`, (ctx) => {
    const q = query(ctx);
    const rows = narrow(filterRows(resourceByKey('fleet-member-card')!, cards(ctx), q), q, ['id', 'memberId', 'fleetId']);
    return ok(
      paginate(
        rows.map((c) => shownCard(ctx, c)),
        q,
      ),
    );
  }),
  guardedRoute('get', `${CARD}/getFleetMemberCardById/:id`, (ctx) => {
    const c = cards(ctx).find((r) => str(r.id) === str(ctx.pathParams.id));
    return c ? ok(shownCard(ctx, c)) : fail(FLEET_MSG.cardNotFound);
  }),
  guardedRoute('post', `${MEMBER}/cardBalanceRecharge`, (ctx) => once(ctx, () => recharge(ctx))),
  guardedRoute('post', `${MEMBER}/cardBalanceRecovery`, (ctx) => once(ctx, () => recovery(ctx))),
  guardedRoute('post', `${ACCOUNT}/checkCapitalRecovery`, (ctx) => {
    const c = findCard(ctx);
    return c ? ok(recoveryCheck(c)) : fail(FLEET_MSG.cardNotFound);
  }),
  guardedRoute('post', `${ACCOUNT}/cardCapitalRecovery`, (ctx) => once(ctx, () => capitalRecovery(ctx))),
  guardedRoute('post', `${FLOW}/memberCardFlowAdjust`, (ctx) => once(ctx, () => flowAdjust(ctx))),
  guardedRoute('get', `${FLOW}/page`, (ctx) => {
    const q = query(ctx);
    const rows = narrow(filterRows(resourceByKey('fleet-member-account-flow')!, cardFlows(ctx), q), q, [
      'cardId',
      'memberId',
      'fleetId',
      'direction',
    ]);
    return ok(paginate(rows, q));
  }),
  // one card flow, among those of the caller's fleets (another's reads as absent)
  guardedRoute('get', `${FLOW}/detail`, (ctx) => {
    const flow = cardFlows(ctx).find((r) => str(r.id) === str(ctx.params.id).trim());
    return flow ? ok(flow) : fail(MSG_NOT_FOUND);
  }),
];
