import { md5 } from 'js-md5';
import { http } from '@services/http/client';
import { consoleConfig } from '@services/http/config';
import { ApiError, isPlainObject } from '@services/http/errors';
import type { R } from '@services/http/envelope';
import { tokenCookies } from '@services/storage/cookies';
import { sessionStore } from '@services/storage/session-store';
import { withCrossTabLock } from '@services/session/refresh-lock';
import type { Captcha, Credentials, GrantInfo, MenuNode, Profile, UserInfo, UserRole } from './types/session';

const TOKEN_URL = '/api/blade-auth/oauth/token';
/** Name of the Web Lock that lets one tab at a time refresh the token. */
export const REFRESH_LOCK = `${consoleConfig.storagePrefix}-token-refresh`;

/** The raw BladeX token answer (no envelope). */
interface TokenAnswer {
  access_token?: unknown;
  refresh_token?: unknown;
  expires_in?: unknown;
  tenant_id?: unknown;
  role_id?: unknown;
}

/** Hashes a password once, exactly as typed (UTF-8), for BladeX compatibility. */
export function hashPassword(typed: string): string {
  return md5(typed);
}

/** GET the image captcha. */
export async function fetchCaptcha(signal?: AbortSignal): Promise<Captcha> {
  const body = await http.get<{ key?: unknown; image?: unknown }>('/api/blade-auth/oauth/captcha', { meta: { tokenFree: true }, signal });
  if (typeof body.key !== 'string' || typeof body.image !== 'string') throw new ApiError('invalid-body', 'captcha answer without key or image');
  return { key: body.key, image: body.image };
}

/** The tenant a domain belongs to (hides the tenant field on the login page), or null. */
export async function tenantForDomain(domain: string, signal?: AbortSignal): Promise<string | null> {
  const body = await http.get<R<{ tenantId?: string } | null>>('/api/blade-system/tenant/info', { params: { domain }, meta: { tokenFree: true }, signal });
  return body.data?.tenantId || null;
}

/**
 * The token endpoint's parameters as an `application/x-www-form-urlencoded` body (RFC 6749 §4.3, §6):
 * the password hash and the refresh token never go into the URL, where proxies and monitoring log them.
 * The captcha key and code stay in the Captcha-Key / Captcha-Code headers BladeX reads them from.
 */
function tokenForm(fields: Record<string, string>): URLSearchParams {
  return new URLSearchParams(fields);
}

function storeTokenAnswer(answer: TokenAnswer, fallback: { tenantId: string; roleId?: string }): GrantInfo {
  if (typeof answer.access_token !== 'string' || typeof answer.refresh_token !== 'string') {
    throw new ApiError('invalid-body', 'token answer without tokens');
  }
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

/** Password (or captcha) grant: stores the tokens in cookies and returns the token age data. */
export async function login(credentials: Credentials, signal?: AbortSignal): Promise<GrantInfo> {
  const headers: Record<string, string> = {};
  if (consoleConfig.captchaMode) {
    headers['Captcha-Key'] = credentials.captchaKey ?? '';
    headers['Captcha-Code'] = credentials.captchaCode ?? '';
  }
  const form = tokenForm({
    tenantId: credentials.tenantId,
    username: credentials.username,
    password: hashPassword(credentials.password),
    grant_type: consoleConfig.captchaMode ? 'captcha' : 'password',
    scope: 'all',
    type: 'account',
  });
  const answer = await http.post<TokenAnswer>(TOKEN_URL, form, {
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
  const form = tokenForm({ tenantId: current.tenantId, refresh_token: refreshToken, grant_type: 'refresh_token', scope: 'all' });
  const answer = await http.post<TokenAnswer>(TOKEN_URL, form, {
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
export async function switchRole(current: GrantInfo, roleId: string, signal?: AbortSignal): Promise<{ grant: GrantInfo; profile: Profile }> {
  const grant = await underRefreshLock(() => refreshNow(current, roleId, signal));
  sessionStore.saveRoleId(roleId);
  const profile = await loadProfile(signal);
  return { grant, profile };
}

/** Logs out on the server (the caller clears local state whatever the answer). */
export async function logout(signal?: AbortSignal): Promise<void> {
  await http.get<R<unknown>>('/api/blade-auth/oauth/logout', { signal });
}

/** Loads user info, the role's menu tree and the flattened button permissions. */
export async function loadProfile(signal?: AbortSignal): Promise<Profile> {
  const [user, menus, buttons] = await Promise.all([
    http.get<R<unknown>>('/api/blade-auth/oauth/user-info', { signal }),
    http.get<R<unknown>>('/api/blade-system/menu/routes', { signal }),
    http.get<R<unknown>>('/api/blade-system/menu/buttons', { signal }),
  ]);
  return { user: toUserInfo(user.data), menus: toMenus(menus.data), buttons: flattenButtons(buttons.data) };
}

/** Clears the server's caches for this user. */
export async function clearCache(signal?: AbortSignal): Promise<void> {
  await http.get<R<unknown>>('/api/blade-auth/oauth/clear-cache', { signal });
}

function str(v: unknown): string {
  return typeof v === 'string' ? v : typeof v === 'number' ? String(v) : '';
}

/** Normalises the user-info answer. */
export function toUserInfo(data: unknown): UserInfo {
  const d = isPlainObject(data) ? data : {};
  const roles: UserRole[] = Array.isArray(d.userRoleList)
    ? d.userRoleList.filter(isPlainObject).map((r) => ({ id: str(r.id), roleName: str(r.roleName) }))
    : [];
  return {
    userId: str(d.userId ?? d.id),
    account: str(d.account),
    userName: str(d.userName ?? d.account),
    realName: str(d.realName),
    nickName: str(d.nickName),
    avatar: str(d.avatar),
    tenantId: str(d.tenantId ?? d.tenant_id),
    tenantName: str(d.tenantName),
    tenantType: str(d.tenantType),
    parentTenantId: str(d.parentTenantId),
    deptId: str(d.deptId),
    deptName: str(d.deptName),
    roleId: str(d.roleId),
    roleName: str(d.roleName),
    roleAlias: str(d.roleAlias),
    userRoleList: roles,
  };
}

/** Normalises the menu tree (BladeX calls the icon `source`). */
export function toMenus(data: unknown): MenuNode[] {
  if (!Array.isArray(data)) return [];
  return data.filter(isPlainObject).map((n) => {
    const meta = isPlainObject(n.meta) ? n.meta : {};
    const query = isPlainObject(n.query) ? (Object.fromEntries(Object.entries(n.query).map(([k, v]) => [k, str(v)])) as Record<string, string>) : undefined;
    return {
      id: str(n.id),
      parentId: str(n.parentId),
      name: str(n.name),
      path: str(n.path),
      icon: str(n.source ?? n.icon),
      code: str(n.code),
      sort: typeof n.sort === 'number' ? n.sort : 0,
      meta: {
        i18n: typeof meta.i18n === 'string' ? meta.i18n : undefined,
        keepAlive: typeof meta.keepAlive === 'boolean' ? meta.keepAlive : undefined,
        roles: Array.isArray(meta.roles) ? meta.roles.map(str) : undefined,
      },
      query,
      group: typeof n.group === 'string' ? n.group : undefined,
      children: toMenus(n.children),
    };
  });
}

/** Flattens the button tree into a map of permission code → true. */
export function flattenButtons(data: unknown): Record<string, true> {
  const out: Record<string, true> = {};
  const walk = (nodes: unknown): void => {
    if (!Array.isArray(nodes)) return;
    for (const n of nodes) {
      if (!isPlainObject(n)) continue;
      const code = str(n.code);
      if (code) out[code] = true;
      walk(n.children);
    }
  };
  walk(data);
  return out;
}
