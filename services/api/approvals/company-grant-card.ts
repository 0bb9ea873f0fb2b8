/**
 * Company grant card calls (spec 001 §7: /api/cfx/companygrantcard, /api/cfx/companycarduser), paths from the registry.
 * Every write is sent with its operation's key (docs/flows.md "Commands"). React-free.
 */
import { whole } from '@services/api/fields';
import { call, FlowRecordSchema, pathOf, rowsOf, write, type Row } from './common';
import { COMPANY_CARD_USER_STATUS, COMPANY_GRANT_STATUS, statusCode } from './status';

const K = 'company-grant-card';

export const loadCompanyGrant = (id: string, signal?: AbortSignal) =>
  call('GET', pathOf(K, 'detail'), { params: { id }, signal }, FlowRecordSchema);
export const remainQuantity = (id: string, signal?: AbortSignal) =>
  call('GET', pathOf(K, 'getRemainCardQuantity'), { params: { id }, signal }, whole);
export const companyCardUsers = (grantCardId: string, signal?: AbortSignal) =>
  call('GET', pathOf('company-card-user', 'list'), { params: { grantCardId, current: 1, size: 200 }, signal }, rowsOf(FlowRecordSchema));
export const saveCompanyGrant = (values: Row, key: string) => write('POST', pathOf(K, 'submit'), { data: values, key }, FlowRecordSchema);

export type CompanyAction = 'grantCard' | 'terminate' | 'invalid';

export function companyRequest(action: CompanyAction, record: Row, userId: string) {
  if (action === 'grantCard') return { method: 'POST', url: pathOf(K, 'submitGrantCard'), payload: { id: record.id } as Row };
  if (action === 'terminate') return { method: 'POST', url: pathOf(K, 'submitTermination'), payload: { id: record.id } as Row };
  return { method: 'GET', url: pathOf(K, 'invalid'), payload: { companyCardUserid: userId } as Row };
}

/** Runs an action once with the operation's key. */
export function runCompanyAction(action: CompanyAction, record: Row, userId: string, key: string) {
  const r = companyRequest(action, record, userId);
  if (action === 'grantCard') return write('POST', r.url, { data: r.payload, key });
  return write(r.method as 'GET' | 'POST', r.url, { params: r.payload, key });
}

/**
 * An action's effect after a lost answer, read again: the grant card granted or terminated, or the card user
 * invalidated. The grant card (or the card user) as it now is, or null when the action shows nowhere.
 */
export async function findCompanyAction(action: CompanyAction, record: Row, userId: string, signal?: AbortSignal): Promise<Row | null> {
  const id = String(record.id ?? '');
  if (action === 'invalid') {
    const users = await companyCardUsers(id, signal);
    return users.find((u) => String(u.id) === userId && statusCode(u.cardStatus) === COMPANY_CARD_USER_STATUS.invalid) ?? null;
  }
  const now = await loadCompanyGrant(id, signal);
  const after = action === 'grantCard' ? COMPANY_GRANT_STATUS.granted : COMPANY_GRANT_STATUS.terminated;
  return statusCode(now.grantStatus) === after ? now : null;
}
