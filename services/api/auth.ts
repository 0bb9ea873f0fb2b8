import { md5 } from 'js-md5';
import * as v from 'valibot';
import { http } from '@services/http/client';
import { consoleConfig } from '@services/http/config';
import { decodeAnswer, getData } from '@services/http/decode';
import { ApiError } from '@services/http/errors';
import type { R } from '@services/http/envelope';
import { id, listOf, recordOf, text, whole } from './fields';
import { tokenCookies } from '@services/storage/cookies';
import { sessionStore } from '@services/storage/session-store';
import { withCrossTabLock } from '@services/session/refresh-lock';
import type { Captcha, Credentials, GrantInfo, MenuNode, Profile, SocialCallback, UserInfo, UserRole } from './types/session';

const TOKEN_URL = '/api/blade-auth/oauth/token';
/** Name of the Web Lock that lets one tab at a time refresh the token. */
export const REFRESH_LOCK = `${consoleConfig.storagePrefix}-token-refresh`;

/** The BladeX token answer (no envelope, RFC 6749 §5.1). */
const TokenAnswerSchema = v.looseObject({
  access_token: v.string(),
  refresh_token: v.string(),
  expires_in: v.optional(v.unknown()),
  tenant_id: v.optional(v.unknown()),
  role_id: v.optional(v.unknown()),
});
type TokenAnswer = v.InferOutput<typeof TokenAnswerSchema>;

/** The image captcha answer (no envelope). */
const CaptchaSchema = v.looseObject({ key: v.string(), image: v.string() });

/** Hashes a password once, exactly as typed (UTF-8), for BladeX compatibility. */
export function hashPassword(typed: string): string {
  return md5(typed);
}

/** GET the image captcha. */
export async function fetchCaptcha(signal?: AbortSignal): Promise<Captcha> {
  const url = '/api/blade-auth/oauth/captcha';
  const body = decodeAnswer(await http.get<unknown>(url, { meta: { tokenFree: true }, signal }), CaptchaSchema, url);
  return { key: body.key, image: body.image };
}

/** The tenant a domain belongs to (hides the tenant field on the login page), or null. */
export async function tenantForDomain(domain: string, signal?: AbortSignal): Promise<string | null> {
  const data = await getData('/api/blade-system/tenant/info', v.nullish(recordOf({ tenantId: text })), {
    params: { domain },
    meta: { tokenFree: true },
    signal,
  });
  return data?.tenantId || null;
}

/**
 * The token endpoint's parameters as an `application/x-www-form-urlencoded` body (RFC 6749 §4.3, §6):
 * the password hash and the refresh token never go into the URL, where proxies and monitoring log them.
 * The captcha key and code stay in the Captcha-Key / Captcha-Code headers BladeX reads them from.
 */
function tokenForm(fields: Record<string, string>): URLSearchParams {
  return new URLSearchParams(fields);
}

function storeTokenAnswer(body: unknown, fallback: { tenantId: string; roleId?: string }): GrantInfo {
  const answer: TokenAnswer = decodeAnswer(body, TokenAnswerSchema, TOKEN_URL);
  const expiresIn = typeof answer.expires_in === 'number' && answer.expires_in > 0 ? answer.expires_in : 3600;
  const grant: GrantInfo = {
    issuedAt: Date.now(),
    expiresIn,
    tenantId: typeof answer.tenant_id === 'string' && answer.tenant_id ? answer.tenant_id : fallback.tenantId,
    roleId: typeof answer.role_id === 'string' ? answer.role_id : (fallback.roleId ?? ''),
  };
  tokenCookies.setTokens(answer.access_token, answer.refresh_token);
  sessionStore.saveGrant(grant);
  return grant;
}

/** The grant types the token endpoint is asked for (spec 000 §7: password, captcha, social, refresh_token). */
export const GRANT_TYPE = { password: 'password', captcha: 'captcha', social: 'social', refresh: 'refresh_token' } as const;

/** The third-party sign-in a /login address carries back (`source`, `code`, `state`), or null. */
export function socialCallbackOf(search: string): SocialCallback | null {
  const q = new URLSearchParams(search);
  const source = q.get('source')?.trim() ?? '';
  const code = q.get('code')?.trim() ?? '';
  return source && code ? { source, code, state: q.get('state')?.trim() ?? '' } : null;
}

/** The token request of a sign-in: the social grant for a third-party callback, else password (or captcha). */
function signInForm(credentials: Credentials): { form: URLSearchParams; headers: Record<string, string> } {
  const { social } = credentials;
  if (social)
    return {
      form: tokenForm({ tenantId: credentials.tenantId, ...social, grant_type: GRANT_TYPE.social, scope: 'all' }),
      headers: {},
    };
  const headers: Record<string, string> = {};
  if (consoleConfig.captchaMode) {
    headers['Captcha-Key'] = credentials.captchaKey ?? '';
    headers['Captcha-Code'] = credentials.captchaCode ?? '';
  }
  const form = tokenForm({
    tenantId: credentials.tenantId,
    username: credentials.username,
    password: hashPassword(credentials.password),
    grant_type: consoleConfig.captchaMode ? GRANT_TYPE.captcha : GRANT_TYPE.password,
    scope: 'all',
    type: 'account',
  });
  return { form, headers };
}

/** Password, captcha or social grant: stores the tokens in cookies and returns the token age data. */
export async function login(credentials: Credentials, signal?: AbortSignal): Promise<GrantInfo> {
  const { form, headers } = signInForm(credentials);
  const answer = await http.post<unknown>(TOKEN_URL, form, {
    headers,
    meta: { tokenFree: true, tenantId: credentials.tenantId, deptId: credentials.deptId, roleId: credentials.roleId },
    signal,
  });
  http.resetUnauthorized();
  return storeTokenAnswer(answer, { tenantId: credentials.tenantId, roleId: credentials.roleId });
}

async function refreshNow(current: GrantInfo, roleId: string, signal?: AbortSignal): Promise<GrantInfo> {
  const refreshToken = tokenCookies.getRefreshToken();
  if (!refreshToken) throw new ApiError('unauthorized', 'no refresh token');
  const form = tokenForm({ tenantId: current.tenantId, refresh_token: refreshToken, grant_type: GRANT_TYPE.refresh, scope: 'all' });
  const answer = await http.post<unknown>(TOKEN_URL, form, {
    meta: { tokenFree: true, tenantId: current.tenantId, roleId: roleId || undefined },
    signal,
  });
  return storeTokenAnswer(answer, { tenantId: current.tenantId, roleId });
}

/** Runs `task` under the cross-tab refresh lock: Web Locks where the browser has them, else a storage lease. */
function underRefreshLock<T>(task: () => Promise<T>): Promise<T> {
  return withCrossTabLock(REFRESH_LOCK, task);
}

/**
 * Refresh grant, one tab at a time (docs/quality.md req. 3): inside the lock, a grant newer than ours
 * that another tab stored is adopted instead of refreshing again.
 */
export async function refresh(current: GrantInfo, signal?: AbortSignal): Promise<GrantInfo> {
  return underRefreshLock(async () => {
    const stored = sessionStore.readGrant();
    if (stored && stored.issuedAt > current.issuedAt && tokenCookies.getAccessToken()) return stored;
    return refreshNow(current, current.roleId, signal);
  });
}

/** Role switch: a refresh grant with the new Role-Id, then the profile of that role. */
export async function switchRole(
  current: GrantInfo,
  roleId: string,
  signal?: AbortSignal,
): Promise<{ grant: GrantInfo; profile: Profile }> {
  const grant = await underRefreshLock(() => refreshNow(current, roleId, signal));
  sessionStore.saveRoleId(roleId);
  const profile = await loadProfile(signal);
  return { grant, profile };
}

/** Logs out on the server (the caller clears local state whatever the answer). */
export async function logout(signal?: AbortSignal): Promise<void> {
  await http.get<R<unknown>>('/api/blade-auth/oauth/logout', { signal });
}

/** A role of the user. */
const UserRoleSchema = v.pipe(
  recordOf({ id, roleName: text }),
  v.transform((r): UserRole => ({ id: r.id, roleName: r.roleName })),
);

/** The user-info answer (older backends name the user `id` and the tenant `tenant_id`). */
export const UserInfoSchema = v.pipe(
  v.nullish(
    recordOf({
      userId: v.optional(id),
      id: v.optional(id),
      account: text,
      userName: v.optional(text),
      realName: text,
      nickName: text,
      avatar: text,
      tenantId: v.optional(text),
      tenant_id: v.optional(text),
      tenantName: text,
      tenantType: text,
      parentTenantId: text,
      deptId: text,
      deptName: text,
      roleId: text,
      roleName: text,
      roleAlias: text,
      userRoleList: listOf(UserRoleSchema),
    }),
    {},
  ),
  v.transform(
    (d): UserInfo => ({
      userId: d.userId || d.id || '',
      account: d.account ?? '',
      userName: d.userName || d.account || '',
      realName: d.realName ?? '',
      nickName: d.nickName ?? '',
      avatar: d.avatar ?? '',
      tenantId: d.tenantId || d.tenant_id || '',
      tenantName: d.tenantName ?? '',
      tenantType: d.tenantType ?? '',
      parentTenantId: d.parentTenantId ?? '',
      deptId: d.deptId ?? '',
      deptName: d.deptName ?? '',
      roleId: d.roleId ?? '',
      roleName: d.roleName ?? '',
      roleAlias: d.roleAlias ?? '',
      userRoleList: d.userRoleList ?? [],
    }),
  ),
);

/** One node of the menu tree (BladeX calls the icon `source`). */
export const MenuNodeSchema: v.GenericSchema<unknown, MenuNode> = v.lazy(() =>
  v.pipe(
    recordOf({
      id,
      parentId: id,
      name: text,
      path: text,
      source: v.optional(text),
      icon: text,
      code: text,
      sort: whole,
      meta: v.nullish(recordOf({ i18n: v.nullish(v.string()), keepAlive: v.nullish(v.boolean()), roles: v.nullish(v.array(text)) })),
      query: v.nullish(v.record(v.string(), text)),
      group: v.nullish(v.string()),
      children: listOf(MenuNodeSchema),
    }),
    v.transform(
      (n): MenuNode => ({
        id: n.id,
        parentId: n.parentId,
        name: n.name,
        path: n.path,
        icon: n.source || n.icon,
        code: n.code,
        sort: n.sort,
        meta: { i18n: n.meta?.i18n ?? undefined, keepAlive: n.meta?.keepAlive ?? undefined, roles: n.meta?.roles ?? undefined },
        query: n.query ?? undefined,
        group: n.group ?? undefined,
        children: n.children,
      }),
    ),
  ),
);

/** The menu tree of a role. */
export const MenusSchema = listOf(MenuNodeSchema);

interface ButtonNode {
  code: string;
  children: ButtonNode[];
}

/** The button tree of a role (only the codes matter). */
const ButtonNodeSchema: v.GenericSchema<unknown, ButtonNode> = v.lazy(() =>
  v.pipe(
    recordOf({ code: text, children: listOf(ButtonNodeSchema) }),
    v.transform((n): ButtonNode => ({ code: n.code, children: n.children })),
  ),
);

/** The button tree flattened into a map of permission code → true. */
export const ButtonsSchema = v.pipe(
  listOf(ButtonNodeSchema),
  v.transform((nodes) => {
    const out: Record<string, true> = {};
    const walk = (list: ButtonNode[]): void => {
      for (const n of list) {
        if (n.code) out[n.code] = true;
        walk(n.children);
      }
    };
    walk(nodes);
    return out;
  }),
);

/** Loads user info, the role's menu tree and the flattened button permissions. */
export async function loadProfile(signal?: AbortSignal): Promise<Profile> {
  const [user, menus, buttons] = await Promise.all([
    getData('/api/blade-auth/oauth/user-info', UserInfoSchema, { signal }),
    getData('/api/blade-system/menu/routes', MenusSchema, { signal }),
    getData('/api/blade-system/menu/buttons', ButtonsSchema, { signal }),
  ]);
  return { user, menus, buttons };
}

/** Clears the server's caches for this user. */
export async function clearCache(signal?: AbortSignal): Promise<void> {
  await http.get<R<unknown>>('/api/blade-auth/oauth/clear-cache', { signal });
}
