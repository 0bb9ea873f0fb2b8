import { http } from '@services/http/client';
import type { R } from '@services/http/envelope';
import { isPlainObject } from '@services/http/errors';

/** Personal info of spec 000 §3. */
export interface PersonalInfo {
  id: string;
  account: string;
  name: string;
  realName: string;
  avatar: string;
  phone: string;
  email: string;
}

const str = (v: unknown) => (typeof v === 'string' ? v : typeof v === 'number' ? String(v) : '');

/** GET /api/blade-user/info: the signed-in user's personal info. */
export async function fetchPersonalInfo(signal?: AbortSignal): Promise<PersonalInfo> {
  const body = await http.get<R<unknown>>('/api/blade-user/info', { signal });
  const d = isPlainObject(body.data) ? body.data : {};
  return { id: str(d.id), account: str(d.account), name: str(d.name), realName: str(d.realName), avatar: str(d.avatar), phone: str(d.phone), email: str(d.email) };
}

/** GET /api/blade-system/dept/detail: the company (department) name shown with 欢迎您. */
export async function fetchDeptName(id: string, signal?: AbortSignal): Promise<string> {
  const body = await http.get<R<unknown>>('/api/blade-system/dept/detail', { params: { id }, signal });
  const d = isPlainObject(body.data) ? body.data : {};
  return str(d.deptName) || str(d.fullName);
}
