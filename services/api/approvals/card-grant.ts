/**
 * Card grant calls (spec 001 §7 "Card grants and card users"), paths from the registry. Every write is sent with its
 * operation's key (the command machine's, docs/flows.md "Commands") and has a check that reads the grant again after
 * a lost answer. React-free.
 */
import { madeSince, row } from '@services/api/fields';
import { page } from '@services/api/resource-client';
import { call, family, FlowRecordSchema, historyOf, pathOf, rowsOf, write, type Row } from './common';
import { GRANT_STATUS, statusCode } from './status';

const G = 'card-grant';
const U = 'card-user';

export const loadGrant = (id: string, signal?: AbortSignal) =>
  call('GET', pathOf(G, 'detail'), { params: { id }, signal }, FlowRecordSchema);

/** saveOrUpdate: creates a draft (no id) or edits one. */
export const saveGrant = (values: Row, key: string) => write('POST', pathOf(G, 'submit'), { data: values, key }, FlowRecordSchema);
/** ensure: confirms the grant and sends it for approval (body: the grant). */
export const ensureGrant = (row: Row, key: string) => write('POST', pathOf(G, 'ensure'), { data: row, key });
/** The approver sends the cards (a GET that changes state). */
export const sendCards = (id: string, key: string) => write('GET', pathOf(G, 'approvalSendCard'), { params: { id }, key });
export const disuseGrant = (id: string, key: string) => write('POST', pathOf(G, 'disuse'), { params: { id }, key });
export const overGrant = (id: string, key: string) => write('POST', pathOf(G, 'cardOver'), { params: { id }, key });
/** Resends the card messages (a GET that sends). */
export const repeatMessages = (id: string, key: string) => write('GET', pathOf(G, 'repeatMsg'), { params: { id }, key });
export const deleteGrant = (id: string, key: string) => write('POST', pathOf(G, 'del'), { params: { id }, key });
export const grantPoints = (id: string, signal?: AbortSignal) => call('GET', pathOf(G, 'point'), { params: { id }, signal }, row);

export const listCardUsers = (grantId: string, signal?: AbortSignal) =>
  call('GET', pathOf(U, 'list'), { params: { grantId, current: 1, size: 200 }, signal }, rowsOf(FlowRecordSchema));
export const addCardUser = (values: Row, key: string) => write('POST', pathOf(U, 'save'), { data: values, key });
export const updateCardUserEndTime = (id: string, endTime: string, key: string) =>
  write('POST', pathOf(U, 'updateEndTime'), { params: { id, endTime }, key });
/** Sets the card amount (fen) of the chosen card users: a money write. */
export const setCardMoney = (ids: readonly string[], amount: number, key: string) =>
  write('POST', pathOf(U, 'settingCardMoney'), { params: { ids: ids.join(','), amount }, key });

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

/** Runs an action once with the operation's key. */
export function runGrantAction(action: GrantAction, record: Row, key: string): Promise<unknown> {
  const id = String(record.id ?? '');
  switch (action) {
    case 'ensure':
      return ensureGrant(grantPayload(record), key);
    case 'send':
      return sendCards(id, key);
    case 'disuse':
      return disuseGrant(id, key);
    case 'over':
      return overGrant(id, key);
    case 'repeat':
      return repeatMessages(id, key);
    case 'delete':
      return deleteGrant(id, key);
  }
}

/** The status each action that moves a grant leaves it in (docs/flows.md "Card grant"). */
const STATUS_AFTER: Readonly<Record<Exclude<GrantAction, 'repeat' | 'delete'>, number>> = {
  ensure: GRANT_STATUS.pending,
  send: GRANT_STATUS.issued,
  disuse: GRANT_STATUS.discontinued,
  over: GRANT_STATUS.over,
};

/**
 * Whether a deleted grant is gone: its list searched by its name no longer holds it. A list too long to tell is a
 * failed check, not an answer.
 */
async function grantGone(record: Row, signal?: AbortSignal): Promise<boolean> {
  const id = String(record.id ?? '');
  const found = await page(family(G), { current: 1, size: 50, filters: { grantName: String(record.grantName ?? '') } }, signal);
  if (found.records.some((r) => String(r.id) === id)) return false;
  if (found.total <= found.records.length) return true;
  throw new Error(`cannot tell whether grant ${id} is still listed`);
}

/**
 * An action's effect after a lost answer, read from the grant again: the status the action moves it to (ensure,
 * send, disuse, over), a resend recorded in its history since the operation started (repeat), or the grant gone
 * from its list (delete). The grant as it now is, or null when the action shows nowhere.
 */
export async function findGrantAction(action: GrantAction, record: Row, startedAt: number, signal?: AbortSignal): Promise<Row | null> {
  if (action === 'delete') return (await grantGone(record, signal)) ? { id: record.id } : null;
  const now = await loadGrant(String(record.id ?? ''), signal);
  if (action === 'repeat') return historyOf(now).some((h) => h.action === 'repeat' && madeSince(h.time, startedAt)) ? now : null;
  return statusCode(now.grantStatus) === STATUS_AFTER[action] ? now : null;
}

/** Whether an edit was saved, after a lost answer: the grant read again holds every value the edit sent. */
export async function findGrantSave(id: string, values: Row, signal?: AbortSignal): Promise<Row | null> {
  const now = await loadGrant(id, signal);
  return Object.entries(values).every(([k, v]) => String(now[k] ?? '') === String(v ?? '')) ? now : null;
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
