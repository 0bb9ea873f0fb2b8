/** Card grant calls (spec 001 §7 "Card grants and card users"), paths from the registry. React-free. */
import { madeSince, row } from '@services/api/fields';
import { call, FlowRecordSchema, pathOf, rowsOf, type Row } from './common';

const G = 'card-grant';
const U = 'card-user';

export const loadGrant = (id: string, signal?: AbortSignal) =>
  call('GET', pathOf(G, 'detail'), { params: { id }, signal }, FlowRecordSchema);

/** saveOrUpdate: creates a draft (no id) or edits one. */
export const saveGrant = (values: Row, key?: string, signal?: AbortSignal) =>
  call('POST', pathOf(G, 'submit'), { data: values, signal, ...(key ? { key } : {}) }, FlowRecordSchema);
/** ensure: confirms the grant and sends it for approval (body: the grant). */
export const ensureGrant = (row: Row, signal?: AbortSignal) => call('POST', pathOf(G, 'ensure'), { data: row, signal, idempotent: true });
/** The approver sends the cards (a GET that changes state). */
export const sendCards = (id: string, signal?: AbortSignal) =>
  call('GET', pathOf(G, 'approvalSendCard'), { params: { id }, signal, idempotent: true });
export const disuseGrant = (id: string, signal?: AbortSignal) => call('POST', pathOf(G, 'disuse'), { params: { id }, signal });
export const overGrant = (id: string, signal?: AbortSignal) => call('POST', pathOf(G, 'cardOver'), { params: { id }, signal });
/** Resends the card messages (a GET that sends). */
export const repeatMessages = (id: string, signal?: AbortSignal) =>
  call('GET', pathOf(G, 'repeatMsg'), { params: { id }, signal, idempotent: true });
export const deleteGrant = (id: string, signal?: AbortSignal) => call('POST', pathOf(G, 'del'), { params: { id }, signal });
export const grantPoints = (id: string, signal?: AbortSignal) => call('GET', pathOf(G, 'point'), { params: { id }, signal }, row);

export const listCardUsers = (grantId: string, signal?: AbortSignal) =>
  call('GET', pathOf(U, 'list'), { params: { grantId, current: 1, size: 200 }, signal }, rowsOf(FlowRecordSchema));
export const addCardUser = (values: Row, key?: string, signal?: AbortSignal) =>
  call('POST', pathOf(U, 'save'), { data: values, signal, ...(key ? { key } : {}) });
export const updateCardUserEndTime = (id: string, endTime: string, key?: string, signal?: AbortSignal) =>
  call('POST', pathOf(U, 'updateEndTime'), { params: { id, endTime }, signal, ...(key ? { key } : {}) });
/** Sets the card amount (fen) of the chosen card users: a money write. */
export const setCardMoney = (ids: readonly string[], amount: number, key?: string, signal?: AbortSignal) =>
  call('POST', pathOf(U, 'settingCardMoney'), {
    params: { ids: ids.join(','), amount },
    signal,
    idempotent: true,
    ...(key ? { key } : {}),
  });

/** A write on the card users of a grant, as its confirmation shows and its command sends it. */
export type CardUserWrite =
  | { kind: 'add'; grantId: string; realName: string; phone: string; endTime: string }
  | { kind: 'endTime'; id: string; endTime: string }
  | { kind: 'money'; ids: readonly string[]; amount: number };

/** Sends a card-user write once with the operation's key. */
export function sendCardUserWrite(w: CardUserWrite, key: string): Promise<unknown> {
  if (w.kind === 'add') return addCardUser({ grantId: w.grantId, realName: w.realName, phone: w.phone, endTime: w.endTime }, key);
  if (w.kind === 'endTime') return updateCardUserEndTime(w.id, w.endTime, key);
  return setCardMoney(w.ids, w.amount, key);
}

/** The request of a card-user write. */
export function cardUserRequest(w: CardUserWrite): { method: string; url: string; payload: Row } {
  if (w.kind === 'add')
    return {
      method: 'POST',
      url: pathOf(U, 'save'),
      payload: { grantId: w.grantId, realName: w.realName, phone: w.phone, endTime: w.endTime },
    };
  if (w.kind === 'endTime') return { method: 'POST', url: pathOf(U, 'updateEndTime'), payload: { id: w.id, endTime: w.endTime } };
  return { method: 'POST', url: pathOf(U, 'settingCardMoney'), payload: { ids: w.ids.join(','), amount: w.amount } };
}

/**
 * Whether a card-user write shows among the grant's users read again after a lost answer: the new user with that
 * name and phone, the user's new end time, or the chosen users' new card amount.
 */
export async function findCardUserWrite(w: CardUserWrite, grantId: string, startedAt: number, signal?: AbortSignal): Promise<Row | null> {
  const users = await listCardUsers(grantId, signal);
  if (w.kind === 'add')
    return (
      users.find((u) => String(u.phone) === w.phone && String(u.realName) === w.realName && madeSince(u.createTime, startedAt)) ?? null
    );
  if (w.kind === 'endTime')
    return users.find((u) => String(u.id) === w.id && String(u.endTime).slice(0, 10) === w.endTime.slice(0, 10)) ?? null;
  const chosen = users.filter((u) => w.ids.includes(String(u.id)));
  return chosen.length === w.ids.length && chosen.every((u) => Number(u.balance) === w.amount) ? { ids: w.ids.join(',') } : null;
}

/** The fields of a grant that saveOrUpdate and ensure send (not the history or derived totals). */
export function grantPayload(record: Row): Row {
  const pick = ['id', 'grantName', 'cardQuantity', 'cardAmount', 'endTime', 'activationType', 'remark'];
  return Object.fromEntries(pick.filter((k) => record[k] !== undefined).map((k) => [k, record[k]]));
}

/** The actions of a grant the screen can run (one call each). */
export type GrantAction = 'ensure' | 'send' | 'disuse' | 'over' | 'repeat' | 'delete';

export function runGrantAction(action: GrantAction, record: Row, signal?: AbortSignal): Promise<unknown> {
  const id = String(record.id ?? '');
  switch (action) {
    case 'ensure':
      return ensureGrant(grantPayload(record), signal);
    case 'send':
      return sendCards(id, signal);
    case 'disuse':
      return disuseGrant(id, signal);
    case 'over':
      return overGrant(id, signal);
    case 'repeat':
      return repeatMessages(id, signal);
    case 'delete':
      return deleteGrant(id, signal);
  }
}

/** The request each action sends, for the confirmation (docs/architecture.md §3: the exact payload). */
export function grantActionRequest(action: GrantAction, record: Row): { method: string; url: string; payload: Row } {
  const id = String(record.id ?? '');
  switch (action) {
    case 'ensure':
      return { method: 'POST', url: pathOf(G, 'ensure'), payload: grantPayload(record) };
    case 'send':
      return { method: 'GET', url: pathOf(G, 'approvalSendCard'), payload: { id } };
    case 'disuse':
      return { method: 'POST', url: pathOf(G, 'disuse'), payload: { id } };
    case 'over':
      return { method: 'POST', url: pathOf(G, 'cardOver'), payload: { id } };
    case 'repeat':
      return { method: 'GET', url: pathOf(G, 'repeatMsg'), payload: { id } };
    case 'delete':
      return { method: 'POST', url: pathOf(G, 'del'), payload: { id } };
  }
}
