/** Company grant card calls (spec 001 §7: /api/cfx/companygrantcard, /api/cfx/companycarduser), paths from the registry. React-free. */
import { asRecord, asRows, call, pathOf, type Row } from './common';

const K = 'company-grant-card';

export const loadCompanyGrant = async (id: string, signal?: AbortSignal) => asRecord(await call('GET', pathOf(K, 'detail'), { params: { id }, signal }), 'company grant detail');
export const remainQuantity = async (id: string, signal?: AbortSignal) => Number(await call('GET', pathOf(K, 'getRemainCardQuantity'), { params: { id }, signal })) || 0;
export const companyCardUsers = async (grantCardId: string, signal?: AbortSignal) =>
  asRows(await call('GET', pathOf('company-card-user', 'list'), { params: { grantCardId, current: 1, size: 200 }, signal }));
export const saveCompanyGrant = (row: Row, signal?: AbortSignal) => call<Row>('POST', pathOf(K, 'submit'), { data: row, signal });

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
