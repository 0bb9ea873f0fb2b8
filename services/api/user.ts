import * as v from 'valibot';
import { getData } from '@services/http/decode';
import { id, recordOf, text } from './fields';

/** Personal info of spec 000 §3. */
export const PersonalInfoSchema = v.nullish(
  v.object({ id, account: text, name: text, realName: text, avatar: text, phone: text, email: text }),
  {},
);
export type PersonalInfo = v.InferOutput<typeof PersonalInfoSchema>;

/** A department's names. */
const DeptSchema = v.nullish(recordOf({ deptName: text, fullName: text }));

/** GET /api/blade-user/info: the signed-in user's personal info. */
export async function fetchPersonalInfo(signal?: AbortSignal): Promise<PersonalInfo> {
  return getData('/api/blade-user/info', PersonalInfoSchema, { signal });
}

/** GET /api/blade-system/dept/detail: the company (department) name shown with 欢迎您. */
export async function fetchDeptName(id: string, signal?: AbortSignal): Promise<string> {
  const d = await getData('/api/blade-system/dept/detail', DeptSchema, { params: { id }, signal });
  return d?.deptName || d?.fullName || '';
}
