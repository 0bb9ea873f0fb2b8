/**
 * Calls of the personal-info page and the registration dialog (spec 000 §3, §7):
 * update-info, update-password, the avatar upload (OSS put-file) and register-guest.
 * Reading the info is `fetchPersonalInfo` in ./user.ts.
 *
 * Secrets never go into a URL: password change and registration send their parameters as an
 * application/x-www-form-urlencoded body, which BladeX's @RequestParam reads like query parameters.
 */
import { http } from '@services/http/client';
import type { R } from '@services/http/envelope';
import * as v from 'valibot';
import { postData } from '@services/http/decode';
import { hashPassword } from './auth';

export const UPDATE_INFO_URL = '/api/blade-user/update-info';
export const UPDATE_PASSWORD_URL = '/api/blade-user/update-password';
export const PUT_FILE_URL = '/api/blade-resource/oss/endpoint/put-file';
export const REGISTER_GUEST_URL = '/api/blade-user/register-guest';

/** The operation's key as the request's Idempotency-Key, when there is one. */
const keyed = (key: string | undefined) => (key ? { meta: { idempotencyKey: key } } : {});

/** What the personal-info form saves. */
export interface PersonalInfoUpdate {
  id: string;
  avatar: string;
  realName: string;
  name: string;
  phone: string;
  email: string;
}

/** POST update-info with the edited personal info (JSON body). */
export async function updatePersonalInfo(info: PersonalInfoUpdate, key?: string, signal?: AbortSignal): Promise<void> {
  const { id, avatar, realName, name, phone, email } = info;
  await http.post<R<unknown>>(UPDATE_INFO_URL, { id, avatar, realName, name, phone, email }, { signal, ...keyed(key) });
}

/** The three password fields as typed. */
export interface PasswordChange {
  oldPassword: string;
  newPassword: string;
  newPassword1: string;
}

/** POST update-password; each password md5-hashed once, exactly as typed. */
export async function updatePassword(change: PasswordChange, key?: string, signal?: AbortSignal): Promise<void> {
  const body = new URLSearchParams({
    oldPassword: hashPassword(change.oldPassword),
    newPassword: hashPassword(change.newPassword),
    newPassword1: hashPassword(change.newPassword1),
  });
  await http.post<R<unknown>>(UPDATE_PASSWORD_URL, body, { signal, ...keyed(key) });
}

/** What the OSS endpoint answers for a stored file (BladeX BladeFile, the fields we use). */
export interface UploadedFile {
  link: string;
  name: string;
}

/** Uploads a file (multipart, field `file`) to the OSS endpoint; returns its link. */
export async function uploadFile(file: Blob, fileName: string, key?: string): Promise<UploadedFile> {
  const form = new FormData();
  form.append('file', file, fileName);
  const d = await postData(
    PUT_FILE_URL,
    form,
    v.looseObject({ link: v.pipe(v.string(), v.nonEmpty()), name: v.optional(v.string()) }),
    keyed(key),
  );
  return { link: d.link, name: d.name ?? fileName };
}

/** The guest registration of the third-party login (spec 000 §3). */
export interface GuestRegistration {
  tenantId: string;
  name: string;
  account: string;
  password: string;
  oauthId: string;
}

/** POST register-guest (token-free; the server hashes the password it stores). */
export async function registerGuest(reg: GuestRegistration, key?: string): Promise<void> {
  const body = new URLSearchParams({
    tenantId: reg.tenantId,
    name: reg.name,
    account: reg.account,
    password: reg.password,
    oauthId: reg.oauthId,
  });
  await http.post<R<unknown>>(REGISTER_GUEST_URL, body, {
    meta: { tokenFree: true, tenantId: reg.tenantId, ...(key ? { idempotencyKey: key } : {}) },
  });
}
