/**
 * Fleet calls (spec 001 §7 "Fleets"; spec 002 §7 "Fleet combo, site distributor, fleet members"): member cards and
 * their money (balance recharge and recovery, capital recovery with its check, flow adjustment), card flows,
 * settlement combos in batches, station bindings, fleet settlement divides and their export, the fleet SMS login
 * check, and the lists of third-party management. Paths come from the resource registry (the spec's own); amounts
 * travel as integer fen. Money writes carry the operation's Idempotency-Key and are never retried; sendSMScode is
 * a GET that sends a message and determineVerificationCode uses the code up: neither is repeated on its own.
 */
import { http } from '@services/http/client';
import type { Page, R } from '@services/http/envelope';
import { ApiError, isPlainObject } from '@services/http/errors';
import { download, toPage, type Download } from '@services/api/resource-client';
import { requireResource, resourcePath } from '@services/resources/registry';
import type { ActionDefinition } from '@services/resources/types';

export type Row = Record<string, unknown>;

export const def = requireResource;

/** The path of a registry operation or action. */
export const fleetPath = resourcePath;

function action(key: string, name: string): ActionDefinition {
  const a = def(key).actions.find((x) => x.name === name);
  if (!a) throw new Error(`registry ${key} has no action ${name}`);
  return a;
}

const text = (v: unknown) => (v === null || v === undefined ? '' : String(v));
const int = (v: unknown) => {
  const n = typeof v === 'number' ? v : typeof v === 'string' && /^-?\d+$/.test(v) ? Number(v) : Number.NaN;
  return Number.isSafeInteger(n) ? n : 0;
};

function data<T>(body: R<T>, what: string): T {
  if (body.data === null || body.data === undefined) throw new ApiError('invalid-body', `${what} without data`, { data: body });
  return body.data;
}

/** Query values without the empty ones (search drops empty fields, spec 001 §5). */
export function cleanQuery(q: Record<string, string | number | undefined>): Record<string, string | number> {
  return Object.fromEntries(Object.entries(q).filter(([, v]) => v !== undefined && String(v).trim() !== '')) as Record<string, string | number>;
}

/** A list call of a registry family (its page, else its list operation) with filters. */
export async function listOf(key: string, query: Record<string, string | number | undefined>, signal?: AbortSignal): Promise<Page<Row>> {
  const d = def(key);
  const op = d.operations.page ?? d.operations.list;
  if (!op) throw new Error(`registry ${key} has no list`);
  const params = { current: 1, size: 10, ...cleanQuery(query) };
  const body = await http.request<R<unknown>>({ url: op.path, method: op.method, params, signal });
  return toPage(body.data, { current: Number(params.current), size: Number(params.size) }) as Page<Row>;
}

// ------------------------------------------------------------------------------------------ member cards

const CARD = 'fleet-member-card';
const MEMBER = 'fleet-member';
const FLOW = 'fleet-member-account-flow';

/** A member card as the screens show it (money in fen). */
export interface MemberCard {
  id: string;
  cardNo: string;
  memberId: string;
  memberName: string;
  phone: string;
  licensePlate: string;
  fleetId: string;
  fleetName: string;
  balanceFen: number;
  /** The fleet account's balance (what a recharge can draw on), fen. */
  fleetBalanceFen: number;
  singleLimitFen: number;
  dailyLimitFen: number;
  cardStatus: number;
  auditStatus: number;
}

export function toMemberCard(r: Row): MemberCard {
  return {
    id: text(r.id),
    cardNo: text(r.cardNo),
    memberId: text(r.memberId),
    memberName: text(r.memberName),
    phone: text(r.phone),
    licensePlate: text(r.licensePlate),
    fleetId: text(r.fleetId),
    fleetName: text(r.fleetName),
    balanceFen: int(r.balance),
    fleetBalanceFen: int(r.fleetBalance),
    singleLimitFen: int(r.singleLimit),
    dailyLimitFen: int(r.dailyLimit),
    cardStatus: int(r.cardStatus),
    auditStatus: int(r.auditStatus),
  };
}

/** One member card with its fleet account balance (GET getFleetMemberCardById/{id}). */
export async function memberCard(id: string, signal?: AbortSignal): Promise<MemberCard> {
  const path = fleetPath(CARD, 'detail').replace('{id}', encodeURIComponent(id));
  const body = await http.get<R<Row>>(path, { signal });
  const row = data(body, 'member card');
  if (!isPlainObject(row)) throw new ApiError('invalid-body', 'member card without a record');
  return toMemberCard(row);
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

function toMove(r: Row, amountFen: number): CardMoveResult {
  return { cardNo: text(r.cardNo), amountFen: int(r.amount) || amountFen, balanceFen: int(r.balance), fleetBalanceFen: r.fleetBalance === null || r.fleetBalance === undefined ? null : int(r.fleetBalance), flowNo: text(r.flowNo) };
}

/** The body of a card balance recharge or recovery (POST cardBalanceRecharge / cardBalanceRecovery). */
export function cardMoveBody(card: Pick<MemberCard, 'id' | 'memberId'>, amountFen: number, remark = '') {
  return { id: card.memberId, cardId: card.id, amount: amountFen, ...(remark ? { remark } : {}) };
}

/** Recharges a member card from its fleet account, or recovers card money back to it. */
export async function moveCardBalance(kind: CardMoveKind, card: Pick<MemberCard, 'id' | 'memberId'>, amountFen: number, operationKey: string, signal?: AbortSignal, remark = ''): Promise<CardMoveResult> {
  const path = fleetPath(MEMBER, kind === 'recharge' ? 'cardBalanceRecharge' : 'cardBalanceRecovery');
  const body = await http.post<R<Row>>(path, cardMoveBody(card, amountFen, remark), { signal, meta: { idempotencyKey: operationKey } });
  return toMove(data(body, kind), amountFen);
}

/** The capital recovery check of a card: how much would be taken back, or why nothing may be. */
export interface RecoveryCheck {
  allowed: boolean;
  recoverableFen: number;
  balanceFen: number;
  reason: string;
}

export async function checkCapitalRecovery(cardId: string, signal?: AbortSignal): Promise<RecoveryCheck> {
  const body = await http.post<R<Row>>(fleetPath(CARD, 'checkCapitalRecovery'), { cardId }, { signal });
  const r = data(body, 'recovery check');
  return { allowed: r.allowed === true, recoverableFen: int(r.recoverableAmount), balanceFen: int(r.balance), reason: text(r.reason) };
}

/** Takes the checked amount of a card back to its fleet account (POST cardCapitalRecovery). */
export async function capitalRecovery(cardId: string, amountFen: number, operationKey: string, signal?: AbortSignal): Promise<CardMoveResult> {
  const body = await http.post<R<Row>>(fleetPath(CARD, 'cardCapitalRecovery'), { cardId, amount: amountFen }, { signal, meta: { idempotencyKey: operationKey } });
  return toMove(data(body, 'capital recovery'), amountFen);
}

/** Adjusts a card by a signed amount against one of its flow rows (POST memberCardFlowAdjust). */
export async function adjustFlow(flowId: string, amountFen: number, remark: string, operationKey: string, signal?: AbortSignal): Promise<CardMoveResult> {
  const body = await http.post<R<Row>>(fleetPath(FLOW, 'memberCardFlowAdjust'), { id: flowId, amount: amountFen, remark }, { signal, meta: { idempotencyKey: operationKey } });
  return toMove(data(body, 'flow adjustment'), Math.abs(amountFen));
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
export async function saveCombos(lines: readonly ComboLine[], signal?: AbortSignal): Promise<{ added: number; updated: number }> {
  const added = lines.filter((l) => !l.id);
  const changed = lines.filter((l) => l.id);
  // changes first: a shortened combo makes room for a new one of the same grade
  if (changed.length) await http.post<R<unknown>>(fleetPath(COMBO, 'batchUpdate'), changed, { signal });
  if (added.length) await http.post<R<unknown>>(fleetPath(COMBO, 'batchAdd'), added, { signal });
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

export async function bindSupplier(siteId: string, siteName: string, fleetId: string, supplierName: string, signal?: AbortSignal): Promise<Row> {
  const body = await http.post<R<Row>>(fleetPath(BIND, 'submit'), { siteId, siteName, fleetId, supplierName }, { signal });
  return data(body, 'binding');
}

export async function unbind(id: string, signal?: AbortSignal): Promise<void> {
  await http.post<R<unknown>>(fleetPath(BIND, 'remove'), null, { params: { ids: id }, signal });
}

// ------------------------------------------------------------------------------------------ fleets

/** Fleets for pickers (the fleet list, size 100). */
export async function fleetOptions(signal?: AbortSignal): Promise<Array<{ id: string; name: string }>> {
  const page = await listOf('fleet', { size: 100 }, signal);
  return page.records.map((r) => ({ id: text(r.id), name: text(r.fleetName) }));
}

export async function saveFleet(row: Row, signal?: AbortSignal): Promise<Row> {
  const path = fleetPath('fleet', row.id ? 'update' : 'submit');
  const body = await http.post<R<Row>>(path, row, { signal });
  return isPlainObject(body.data) ? (body.data as Row) : row;
}

export async function fleetDetail(id: string, signal?: AbortSignal): Promise<Row> {
  const body = await http.get<R<Row>>(fleetPath('fleet', 'detail'), { params: { id }, signal });
  return data(body, 'fleet');
}

/** Whether this user has passed the fleet's SMS check recently (GET checkLogin/{id}). */
export async function checkFleetLogin(fleetId: string, signal?: AbortSignal): Promise<{ verified: boolean; phone: string }> {
  const body = await http.get<R<Row>>(fleetPath('fleet', 'checkLogin').replace('{id}', encodeURIComponent(fleetId)), { signal });
  const r = data(body, 'login check');
  return { verified: r.verified === true, phone: text(r.phone) };
}

/** Sends the fleet's SMS code to its contact phone (a GET that sends a message: once per click). Answers the server's text. */
export async function sendFleetCode(fleetId: string, signal?: AbortSignal): Promise<string> {
  const body = await http.get<R<unknown>>(fleetPath('fleet', 'sendSmsCode').replace('{id}', encodeURIComponent(fleetId)), { signal });
  return text(body.msg);
}

/** Checks (and uses up) the fleet's SMS code. */
export async function verifyFleetCode(fleetId: string, code: string, signal?: AbortSignal): Promise<void> {
  const path = fleetPath('fleet', 'determineVerificationCode').replace('{fleetId}', encodeURIComponent(fleetId)).replace('{code}', encodeURIComponent(code));
  await http.get<R<unknown>>(path, { signal });
}

// ------------------------------------------------------------------------------------------ settlement

/** Fleet settlement lookup (spec 001 §3): bankCardNumber and fleetId with current=1 and size=100. */
export async function settlementLookup(fleetId: string, bankCardNumber: string, signal?: AbortSignal): Promise<Row[]> {
  const page = await listOf('fleet-settlement', { fleetId, bankCardNumber, current: 1, size: 100 }, signal);
  return page.records;
}

export async function saveSettlement(row: Row, signal?: AbortSignal): Promise<Row> {
  const body = await http.post<R<Row>>(fleetPath('fleet-settlement', 'submit'), row, { signal });
  return isPlainObject(body.data) ? (body.data as Row) : row;
}

/** The divide detail of one settlement on one day (GET settlementDivide/detail with date and fleetSettlementId). */
export async function divideDetail(fleetSettlementId: string, date: string, signal?: AbortSignal): Promise<Row> {
  const body = await http.get<R<Row>>(fleetPath('fleet-settlement-divide', 'detail'), { params: { date, fleetSettlementId }, signal });
  return data(body, 'divide detail');
}

/** The settlement divide export as a file (fetched with the auth header). */
export function exportDivides(query: Record<string, string>, fallbackName: string, signal?: AbortSignal): Promise<Download> {
  return download(action('fleet-settlement-divide', 'exportSettlementDivide'), { query }, fallbackName, signal);
}

// ------------------------------------------------------------------------------------------ third-party management

/** Recharge and consumption detail of a phone (flowListByPhone, or flowListByPhoneExpense for spending only). */
export async function flowsByPhone(kind: 'all' | 'expense', query: Record<string, string | number | undefined>, signal?: AbortSignal): Promise<Page<Row>> {
  const path = kind === 'all' ? fleetPath('phone-account-flow', 'list') : fleetPath('phone-account-flow', 'flowListByPhoneExpense');
  const params = { current: 1, size: 10, ...cleanQuery(query) };
  const body = await http.get<R<unknown>>(path, { params, signal });
  return toPage(body.data, { current: Number(params.current), size: Number(params.size) }) as Page<Row>;
}
