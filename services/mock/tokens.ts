/** Access and refresh tokens of the simulated BladeX auth server: issue, look up, rotate, revoke. */
import { md5 } from 'js-md5';
import { type Db, type RoleRow, type TenantRow, type TokenRow, type UserRow, findRole, findTenant, findUser, nextSequence } from './db';
import type { Prng } from './prng';
import type { Session, SimulatorConfig } from './route';

/** OAuth client of the Saber front end (BladeX defaults). */
export const CLIENT_ID = 'saber';
export const CLIENT_SECRET = 'saber_secret';

/** The raw BladeX token answer (no envelope). */
export interface TokenResponse {
  access_token: string;
  token_type: 'bearer';
  refresh_token: string;
  expires_in: number;
  scope: 'all';
  tenant_id: string;
  user_id: string;
  user_name: string;
  real_name: string;
  nick_name: string;
  avatar: string;
  role_id: string;
  /** Alias of the token's role (e.g. 'administrator'), as BladeX puts it in the token. */
  role_name: string;
  dept_id: string;
  post_id: string;
  account: string;
  oauth_id: string;
  /** '1' for the platform, else the tenant type. */
  siteType: string;
  jti: string;
  license: 'powered by blade';
}

function base64Url(text: string): string {
  const bytes = new TextEncoder().encode(text);
  let binary = '';
  for (const b of bytes) binary += String.fromCharCode(b);
  return btoa(binary).replace(/\+/g, '-').replace(/\//g, '_').replace(/=+$/, '');
}

/** True when the Authorization header carries the Basic credentials of the Saber client. */
export function isClientAuthorized(headers: Headers): boolean {
  const value = headers.get('authorization') ?? '';
  const match = /^basic\s+(.+)$/i.exec(value.trim());
  if (!match?.[1]) return false;
  try {
    return atob(match[1]) === `${CLIENT_ID}:${CLIENT_SECRET}`;
  } catch {
    return false;
  }
}

/** Extracts the token from a `Blade-Auth: bearer <token>` header. */
export function bearerToken(headers: Headers): string | null {
  const match = /^bearer\s+(\S+)$/i.exec((headers.get('blade-auth') ?? '').trim());
  return match?.[1] ?? null;
}

function jwt(claims: Record<string, unknown>, prng: Prng): string {
  const head = base64Url(JSON.stringify({ typ: 'JWT', alg: 'HS256' }));
  const body = base64Url(JSON.stringify(claims));
  const signature = md5
    .base64(`${head}.${body}.${prng.chars('0123456789abcdef', 16)}`)
    .replace(/\+/g, '-')
    .replace(/\//g, '_')
    .replace(/=+$/, '');
  return `${head}.${body}.${signature}`;
}

/** Drops expired tokens and captchas. */
export function pruneExpired(db: Db, now: number): void {
  db.accessTokens = db.accessTokens.filter((t) => t.expiresAt > now);
  db.refreshTokens = db.refreshTokens.filter((t) => t.expiresAt > now);
  db.captchas = db.captchas.filter((c) => c.expiresAt > now);
}

export interface IssueInput {
  db: Db;
  now: number;
  prng: Prng;
  config: SimulatorConfig;
  user: UserRow;
  tenant: TenantRow;
  role: RoleRow;
  deptId: string;
  /** Keeps the session id of a refreshed login. */
  sessionId?: string;
}

/** Issues a new access and refresh token pair and returns the BladeX token answer. */
export function issueTokens(input: IssueInput): TokenResponse {
  const { db, now, prng, config, user, tenant, role, deptId } = input;
  pruneExpired(db, now);
  const seq = nextSequence(db);
  const sessionId = input.sessionId ?? `session-${seq}`;
  const accessSeconds = Math.max(1, Math.floor(config.accessTokenSeconds));
  const refreshSeconds = Math.max(1, Math.floor(config.refreshTokenSeconds));
  const claims = {
    iss: 'issuser',
    aud: ['blade'],
    client_id: CLIENT_ID,
    tenant_id: tenant.tenantId,
    user_id: user.id,
    role_id: role.id,
    role_name: role.roleAlias,
    dept_id: deptId,
    account: user.account,
    jti: String(seq),
    nbf: Math.floor(now / 1000),
  };
  const accessToken = jwt({ ...claims, token_type: 'access_token', exp: Math.floor(now / 1000) + accessSeconds }, prng);
  const refreshToken = jwt({ ...claims, token_type: 'refresh_token', exp: Math.floor(now / 1000) + refreshSeconds }, prng);
  const base = { sessionId, userId: user.id, tenantId: tenant.tenantId, roleId: role.id, deptId, issuedAt: now };
  db.accessTokens.push({ ...base, token: accessToken, expiresAt: now + accessSeconds * 1000 });
  db.refreshTokens.push({ ...base, token: refreshToken, expiresAt: now + refreshSeconds * 1000 });
  return {
    access_token: accessToken,
    token_type: 'bearer',
    refresh_token: refreshToken,
    expires_in: accessSeconds,
    scope: 'all',
    tenant_id: tenant.tenantId,
    user_id: user.id,
    user_name: user.account,
    real_name: user.realName,
    nick_name: user.name,
    avatar: user.avatar,
    role_id: role.id,
    role_name: role.roleAlias,
    dept_id: deptId,
    post_id: user.postIds.join(','),
    account: user.account,
    oauth_id: user.oauthId,
    siteType: tenant.tenantType || '1',
    jti: String(seq),
    license: 'powered by blade',
  };
}

/** Resolves the live session of an access token, or null (unknown, expired, or its user/role/tenant is gone). */
export function sessionOf(db: Db, token: string | null, now: number): Session | null {
  if (!token) return null;
  const row = db.accessTokens.find((t) => t.token === token);
  if (!row || row.expiresAt <= now) return null;
  return resolveSession(db, row);
}

/** Joins a token row with its user, role and tenant; null when any is missing. */
export function resolveSession(db: Db, row: TokenRow): Session | null {
  const user = findUser(db, row.userId);
  const role = findRole(db, row.roleId);
  const tenant = findTenant(db, row.tenantId);
  if (!user || !role || !tenant) return null;
  return { token: row, user, role, tenant };
}

/** Finds a live refresh token row. */
export function liveRefreshToken(db: Db, token: string, now: number): TokenRow | null {
  const row = db.refreshTokens.find((t) => t.token === token);
  return row && row.expiresAt > now ? row : null;
}

/** Revokes every access and refresh token of a login session. */
export function revokeSession(db: Db, sessionId: string): void {
  db.accessTokens = db.accessTokens.filter((t) => t.sessionId !== sessionId);
  db.refreshTokens = db.refreshTokens.filter((t) => t.sessionId !== sessionId);
}
