/**
 * Fleet calls (spec 001 §7 "Fleets"; spec 002 §7 "Fleet combo, site distributor, fleet members"): member cards and
 * their money (balance recharge and recovery, capital recovery with its check, flow adjustment), card flows,
 * settlement combos in batches, station bindings, fleet settlement divides and their export, the fleet SMS login
 * check, and the lists of third-party management. Paths come from the resource registry (the spec's own); amounts
 * travel as integer fen. Money writes carry the operation's Idempotency-Key and are never retried; sendSMScode is
 * a GET that sends a message and determineVerificationCode uses the code up: neither is repeated on its own.
 */
import * as v from 'valibot';
import { http } from '@services/http/client';
import { getData, pageOf, postData, requestData } from '@services/http/decode';
import type { Page, R } from '@services/http/envelope';
import { fen, fenOrNull, flag, id, recordOf, row, savedRecord, text, whole, type Row } from '@services/api/fields';
import { download, type Download } from '@services/api/resource-client';
import { requireResource, resourcePath } from '@services/resources/registry';
import type { ActionDefinition } from '@services/resources/types';

export type { Row };

export const def = requireResource;

/** The path of a registry operation or action. */
export const fleetPath = resourcePath;

function action(key: string, name: string): ActionDefinition {
  const a = def(key).actions.find((x) => x.name === name);
  if (!a) throw new Error(`registry ${key} has no action ${name}`);
  return a;
}

/** Query values without the empty ones (search drops empty fields, spec 001 §5). */
export function cleanQuery(q: Record<string, string | number | undefined>): Record<string, string | number> {
  return Object.fromEntries(Object.entries(q).filter(([, v]) => v !== undefined && String(v).trim() !== '')) as Record<
    string,
    string | number
  >;
}

/** A list call of a registry family (its page, else its list operation) with filters. */
export async function listOf(key: string, query: Record<string, string | number | undefined>, signal?: AbortSignal): Promise<Page<Row>> {
  const d = def(key);
  const op = d.operations.page ?? d.operations.list;
  if (!op) throw new Error(`registry ${key} has no list`);
  const params = { current: 1, size: 10, ...cleanQuery(query) };
  return requestData(
    { url: op.path, method: op.method, params, signal },
    pageOf(row, { current: Number(params.current), size: Number(params.size) }),
  );
}

// ------------------------------------------------------------------------------------------ member cards

const CARD = 'fleet-member-card';
const MEMBER = 'fleet-member';
const FLOW = 'fleet-member-account-flow';

/** A member card as the screens show it (money in fen; `fleetBalanceFen` is what a recharge can draw on). */
export const MemberCardSchema = v.pipe(
  recordOf({
    id,
    cardNo: text,
    memberId: id,
    memberName: text,
    phone: text,
    licensePlate: text,
    fleetId: id,
    fleetName: text,
    balance: fen,
    fleetBalance: fen,
    singleLimit: fen,
    dailyLimit: fen,
    cardStatus: whole,
    auditStatus: whole,
  }),
  v.transform((r) => ({
    id: r.id,
    cardNo: r.cardNo,
    memberId: r.memberId,
    memberName: r.memberName,
    phone: r.phone,
    licensePlate: r.licensePlate,
    fleetId: r.fleetId,
    fleetName: r.fleetName,
    balanceFen: r.balance,
    fleetBalanceFen: r.fleetBalance,
    singleLimitFen: r.singleLimit,
    dailyLimitFen: r.dailyLimit,
    cardStatus: r.cardStatus,
    auditStatus: r.auditStatus,
  })),
);
export type MemberCard = v.InferOutput<typeof MemberCardSchema>;

/** One member card with its fleet account balance (GET getFleetMemberCardById/{id}). */
export async function memberCard(id: string, signal?: AbortSignal): Promise<MemberCard> {
  const path = fleetPath(CARD, 'detail').replace('{id}', encodeURIComponent(id));
  return getData(path, MemberCardSchema, { signal });
}

/** What a member card write sends: new (saveCard) without an id, an edit (submit) with the card's id. */
export interface MemberCardBody {
  id?: string;
  fleetId: string;
  memberId: string;
  cardNo: string;
}

/** The path of a member card write: a new card is saveCard, an edit is submit (with its id), a removal remove?ids=. */
export const memberCardPath = (write: 'save' | 'submit' | 'remove') => fleetPath(CARD, write);

/** Adds a member card (POST saveCard) or edits one (POST submit with its id); the server answers it 待审核. */
export async function saveMemberCard(body: MemberCardBody, operationKey: string, signal?: AbortSignal): Promise<Row | null> {
  const path = body.id ? fleetPath(CARD, 'submit') : fleetPath(CARD, 'save');
  return postData(path, body, savedRecord, { signal, meta: { idempotencyKey: operationKey } });
}

/** Removes member cards (POST remove?ids=, comma-joined). */
export async function removeMemberCards(ids: readonly string[], operationKey: string, signal?: AbortSignal): Promise<void> {
  await http.post<R<unknown>>(fleetPath(CARD, 'remove'), null, {
    params: { ids: ids.join(',') },
    signal,
    meta: { idempotencyKey: operationKey },
  });
}

export type CardMoveKind = 'recharge' | 'recovery';

/** What a money write on a card answers. */
export interface CardMoveResult {
  cardNo: string;
  amountFen: number;
  balanceFen: number;
  fleetBalanceFen: number | null;
  flowNo: string;
}

/** A card money write's answer; `amount` falls back to the amount sent. */
const moveOf = (amountFen: number) =>
  v.pipe(
    recordOf({ cardNo: text, amount: fen, balance: fen, fleetBalance: fenOrNull, flowNo: text }),
    v.transform(
      (r): CardMoveResult => ({
        cardNo: r.cardNo,
        amountFen: r.amount || amountFen,
        balanceFen: r.balance,
        fleetBalanceFen: r.fleetBalance,
        flowNo: r.flowNo,
      }),
    ),
  );

/** The body of a card balance recharge or recovery (POST cardBalanceRecharge / cardBalanceRecovery). */
export function cardMoveBody(card: Pick<MemberCard, 'id' | 'memberId'>, amountFen: number, remark = '') {
  return { id: card.memberId, cardId: card.id, amount: amountFen, ...(remark ? { remark } : {}) };
}

/** The path of a card balance recharge or recovery. */
export const cardMovePath = (kind: CardMoveKind) => fleetPath(MEMBER, kind === 'recharge' ? 'cardBalanceRecharge' : 'cardBalanceRecovery');

/** Recharges a member card from its fleet account, or recovers card money back to it. */
export async function moveCardBalance(
  kind: CardMoveKind,
  card: Pick<MemberCard, 'id' | 'memberId'>,
  amountFen: number,
  operationKey: string,
  signal?: AbortSignal,
  remark = '',
): Promise<CardMoveResult> {
  return postData(cardMovePath(kind), cardMoveBody(card, amountFen, remark), moveOf(amountFen), {
    signal,
    meta: { idempotencyKey: operationKey },
  });
}

/** The capital recovery check of a card: how much would be taken back, or why nothing may be. */
export const RecoveryCheckSchema = v.pipe(
  recordOf({ allowed: flag, recoverableAmount: fen, balance: fen, reason: text }),
  v.transform((r) => ({ allowed: r.allowed, recoverableFen: r.recoverableAmount, balanceFen: r.balance, reason: r.reason })),
);
export type RecoveryCheck = v.InferOutput<typeof RecoveryCheckSchema>;

export async function checkCapitalRecovery(cardId: string, signal?: AbortSignal): Promise<RecoveryCheck> {
  return postData(fleetPath(CARD, 'checkCapitalRecovery'), { cardId }, RecoveryCheckSchema, { signal });
}

/** Takes the checked amount of a card back to its fleet account (POST cardCapitalRecovery). */
export async function capitalRecovery(
  cardId: string,
  amountFen: number,
  operationKey: string,
  signal?: AbortSignal,
): Promise<CardMoveResult> {
  return postData(fleetPath(CARD, 'cardCapitalRecovery'), { cardId, amount: amountFen }, moveOf(amountFen), {
    signal,
    meta: { idempotencyKey: operationKey },
  });
}

/** Adjusts a card by a signed amount against one of its flow rows (POST memberCardFlowAdjust). */
export async function adjustFlow(
  flowId: string,
  amountFen: number,
  remark: string,
  operationKey: string,
  signal?: AbortSignal,
): Promise<CardMoveResult> {
  return postData(fleetPath(FLOW, 'memberCardFlowAdjust'), { id: flowId, amount: amountFen, remark }, moveOf(Math.abs(amountFen)), {
    signal,
    meta: { idempotencyKey: operationKey },
  });
}

// ------------------------------------------------------------------------------------------ settlement combos

const COMBO = 'fleet-settlement-combo';

/** One combo line as sent (spec 002 §7 batchAdd / batchUpdate): ruleValue in basis points for percentage rules. */
export interface ComboLine {
  id?: string;
  fleetId: string;
  comboName: string;
  oilNo: string;
  ruleType: string;
  ruleValue: string;
  startTime: string;
  endTime: string;
}

/** Changes stored lines (POST batchUpdate), then adds new ones (POST batchAdd), each as one JSON array. */
export async function saveCombos(
  lines: readonly ComboLine[],
  operationKey?: string,
  signal?: AbortSignal,
): Promise<{ added: number; updated: number }> {
  const added = lines.filter((l) => !l.id);
  const changed = lines.filter((l) => l.id);
  // each of the two requests carries its own key of the one operation
  const meta = (part: string) => (operationKey ? { meta: { idempotencyKey: `${operationKey}-${part}` } } : {});
  // changes first: a shortened combo makes room for a new one of the same grade
  if (changed.length) await http.post<R<unknown>>(fleetPath(COMBO, 'batchUpdate'), changed, { signal, ...meta('update') });
  if (added.length) await http.post<R<unknown>>(fleetPath(COMBO, 'batchAdd'), added, { signal, ...meta('add') });
  return { added: added.length, updated: changed.length };
}

export async function removeCombos(ids: readonly string[], signal?: AbortSignal): Promise<void> {
  await http.post<R<unknown>>(fleetPath(COMBO, 'remove'), null, { params: { ids: ids.join(',') }, signal });
}

// ------------------------------------------------------------------------------------------ station bindings

const BIND = 'site-shell-fleet';

export async function bindings(siteId: string, signal?: AbortSignal): Promise<Page<Row>> {
  return listOf(BIND, { siteId, size: 100 }, signal);
}

export async function bindSupplier(
  siteId: string,
  siteName: string,
  fleetId: string,
  supplierName: string,
  operationKey?: string,
  signal?: AbortSignal,
): Promise<Row> {
  return postData(fleetPath(BIND, 'submit'), { siteId, siteName, fleetId, supplierName }, row, {
    signal,
    meta: { idempotencyKey: operationKey },
  });
}

export async function unbind(id: string, operationKey?: string, signal?: AbortSignal): Promise<void> {
  await http.post<R<unknown>>(fleetPath(BIND, 'remove'), null, { params: { ids: id }, signal, meta: { idempotencyKey: operationKey } });
}

// ------------------------------------------------------------------------------------------ fleets

/** Fleets for pickers (the fleet list, size 100). */
export async function fleetOptions(signal?: AbortSignal): Promise<Array<{ id: string; name: string }>> {
  const page = await listOf('fleet', { size: 100 }, signal);
  return v.parse(
    v.array(
      v.pipe(
        recordOf({ id, fleetName: text }),
        v.transform((r) => ({ id: r.id, name: r.fleetName })),
      ),
    ),
    page.records,
  );
}

export async function saveFleet(values: Row, signal?: AbortSignal): Promise<Row> {
  const path = fleetPath('fleet', values.id ? 'update' : 'submit');
  return (await postData(path, values, savedRecord, { signal })) ?? values;
}

export async function fleetDetail(id: string, signal?: AbortSignal): Promise<Row> {
  return getData(fleetPath('fleet', 'detail'), row, { params: { id }, signal });
}

/** Whether this user has passed the fleet's SMS check recently (GET checkLogin/{id}). */
export async function checkFleetLogin(fleetId: string, signal?: AbortSignal): Promise<{ verified: boolean; phone: string }> {
  return getData(
    fleetPath('fleet', 'checkLogin').replace('{id}', encodeURIComponent(fleetId)),
    v.pipe(
      recordOf({ verified: flag, phone: text }),
      v.transform((r) => ({ verified: r.verified, phone: r.phone })),
    ),
    { signal },
  );
}

/** Sends the fleet's SMS code to its contact phone (a GET that sends a message: once per click). Answers the server's text. */
export async function sendFleetCode(fleetId: string, signal?: AbortSignal): Promise<string> {
  const body = await http.get<R<unknown>>(fleetPath('fleet', 'sendSmsCode').replace('{id}', encodeURIComponent(fleetId)), { signal });
  return body.msg ?? '';
}

/** Checks (and uses up) the fleet's SMS code. */
export async function verifyFleetCode(fleetId: string, code: string, signal?: AbortSignal): Promise<void> {
  const path = fleetPath('fleet', 'determineVerificationCode')
    .replace('{fleetId}', encodeURIComponent(fleetId))
    .replace('{code}', encodeURIComponent(code));
  await http.get<R<unknown>>(path, { signal });
}

// ------------------------------------------------------------------------------------------ settlement

/** Fleet settlement lookup (spec 001 §3): bankCardNumber and fleetId with current=1 and size=100. */
export async function settlementLookup(fleetId: string, bankCardNumber: string, signal?: AbortSignal): Promise<Row[]> {
  const page = await listOf('fleet-settlement', { fleetId, bankCardNumber, current: 1, size: 100 }, signal);
  return page.records;
}

export async function saveSettlement(values: Row, operationKey?: string, signal?: AbortSignal): Promise<Row> {
  const options = { signal, meta: { idempotencyKey: operationKey } };
  return (await postData(fleetPath('fleet-settlement', 'submit'), values, savedRecord, options)) ?? values;
}

/** The divide detail of one settlement on one day (GET settlementDivide/detail with date and fleetSettlementId). */
export async function divideDetail(fleetSettlementId: string, date: string, signal?: AbortSignal): Promise<Row> {
  return getData(fleetPath('fleet-settlement-divide', 'detail'), row, { params: { date, fleetSettlementId }, signal });
}

/** The settlement divide export as a file (fetched with the auth header). */
export function exportDivides(query: Record<string, string>, fallbackName: string, signal?: AbortSignal): Promise<Download> {
  return download(action('fleet-settlement-divide', 'exportSettlementDivide'), { query }, fallbackName, signal);
}

// ------------------------------------------------------------------------------------------ third-party management

/** Recharge and consumption detail of a phone (flowListByPhone, or flowListByPhoneExpense for spending only). */
export async function flowsByPhone(
  kind: 'all' | 'expense',
  query: Record<string, string | number | undefined>,
  signal?: AbortSignal,
): Promise<Page<Row>> {
  const path = kind === 'all' ? fleetPath('phone-account-flow', 'list') : fleetPath('phone-account-flow', 'flowListByPhoneExpense');
  const params = { current: 1, size: 10, ...cleanQuery(query) };
  return getData(path, pageOf(row, { current: Number(params.current), size: Number(params.size) }), { params, signal });
}
