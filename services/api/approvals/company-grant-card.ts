/** Company grant card calls (spec 001 §7: /api/cfx/companygrantcard, /api/cfx/companycarduser), paths from the registry. React-free. */
import { whole } from '@services/api/fields';
import { call, FlowRecordSchema, pathOf, rowsOf, type Row } from './common';

const K = 'company-grant-card';

export const loadCompanyGrant = (id: string, signal?: AbortSignal) =>
  call('GET', pathOf(K, 'detail'), { params: { id }, signal }, FlowRecordSchema);
export const remainQuantity = (id: string, signal?: AbortSignal) =>
  call('GET', pathOf(K, 'getRemainCardQuantity'), { params: { id }, signal }, whole);
export const companyCardUsers = (grantCardId: string, signal?: AbortSignal) =>
  call('GET', pathOf('company-card-user', 'list'), { params: { grantCardId, current: 1, size: 200 }, signal }, rowsOf(FlowRecordSchema));
export const saveCompanyGrant = (values: Row, key?: string, signal?: AbortSignal) =>
  call('POST', pathOf(K, 'submit'), { data: values, signal, ...(key ? { key } : {}) }, FlowRecordSchema);

export type CompanyAction = 'grantCard' | 'terminate' | 'invalid';

export function companyRequest(action: CompanyAction, record: Row, userId: string) {
  if (action === 'grantCard') return { method: 'POST', url: pathOf(K, 'submitGrantCard'), payload: { id: record.id } as Row };
  if (action === 'terminate') return { method: 'POST', url: pathOf(K, 'submitTermination'), payload: { id: record.id } as Row };
  return { method: 'GET', url: pathOf(K, 'invalid'), payload: { companyCardUserid: userId } as Row };
}

export function runCompanyAction(action: CompanyAction, record: Row, userId: string, signal?: AbortSignal) {
  const r = companyRequest(action, record, userId);
  if (action === 'grantCard') return call('POST', r.url, { data: r.payload, signal, idempotent: true });
  return call(r.method as 'GET' | 'POST', r.url, { params: r.payload, signal });
}
