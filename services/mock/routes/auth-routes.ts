/** /api/blade-auth: OAuth token grants, captcha, logout, user info, clear-cache. */
import { HttpResponse } from 'msw';
import { md5 } from 'js-md5';
import { CAPTCHA_TTL_MS, captchaCode, captchaSvg, svgDataUri } from '../captcha';
import {
  type Db,
  type DeptRow,
  type TenantRow,
  type UserRow,
  findDept,
  findRole,
  findTenant,
  findUser,
  nextId,
  nextSequence,
  tableOf,
} from '../db';
import { MSG_CLIENT_AUTH_FAILED, invalidGrant, oauthError, ok, unauthorized } from '../envelope';
import { type RouteContext, type RouteDefinition, protectedRoute, publicRoute } from '../route';
import { issueTokens, isClientAuthorized, liveRefreshToken, pruneExpired, revokeSession } from '../tokens';

export const MSG_BAD_CREDENTIALS = '用户名或密码不正确';
export const MSG_NO_TENANT = '租户不存在';
export const MSG_BAD_CAPTCHA = '验证码不正确';
export const MSG_REFRESH_EXPIRED = '刷新令牌已失效，请重新登录';
export const MSG_NO_ROLE = '未获得用户的角色信息';
export const MSG_NO_DEPT = '未获得用户的部门信息';
export const MSG_BAD_GRANT = '不支持的授权类型';
export const MSG_SOCIAL_INCOMPLETE = '第三方登录信息不完整';
export const MSG_SOCIAL_UNBOUND = '该第三方账号尚未绑定平台账号，请先注册';

/** Third-party identities seen by the social grant (source, the platform's user id, the tenant), bound to a user by oauthId. */
export const SOCIAL_OAUTH_TABLE = 'auth:social-oauth';

/** The platform tenant id, also the default tenant. */
export const PLATFORM_TENANT = '000000';

/** The company (root department) of a department. */
export function companyOf(db: Db, dept: DeptRow | undefined): DeptRow | undefined {
  let current = dept;
  const seen = new Set<string>();
  while (current && current.parentId !== '0' && !seen.has(current.id)) {
    seen.add(current.id);
    const parent = findDept(db, current.parentId);
    if (!parent) break;
    current = parent;
  }
  return current;
}

function tenantIdOf(ctx: RouteContext): string {
  return ctx.params.tenantId || ctx.headers.get('tenant-id') || PLATFORM_TENANT;
}

/** Checks and consumes the captcha named by the Captcha-Key/Captcha-Code headers. */
function captchaPasses(ctx: RouteContext): boolean {
  const key = ctx.headers.get('captcha-key') ?? '';
  const code = (ctx.headers.get('captcha-code') ?? '').trim();
  const captcha = ctx.db.captchas.find((c) => c.key === key);
  if (captcha) {
    ctx.db.captchas = ctx.db.captchas.filter((c) => c !== captcha);
    ctx.changed();
  }
  return !!captcha && captcha.expiresAt > ctx.now && code !== '' && captcha.code.toUpperCase() === code.toUpperCase();
}

function passwordGrant(ctx: RouteContext, withCaptcha: boolean): Response {
  if (withCaptcha && ctx.config.captchaEnabled && !captchaPasses(ctx)) return oauthError(MSG_BAD_CAPTCHA);
  const { db } = ctx;
  const tenant = findTenant(db, tenantIdOf(ctx));
  if (tenant?.status !== 1) return oauthError(MSG_NO_TENANT);
  const account = ctx.params.username ?? '';
  const password = (ctx.params.password ?? '').toLowerCase();
  const user = db.users.find((u) => u.tenantId === tenant.tenantId && u.account === account);
  if (user?.status !== 1 || password === '' || user.password !== password) return oauthError(MSG_BAD_CREDENTIALS);
  return tokensFor(ctx, user, tenant);
}

/** Tokens for a user: their first role and department (or the ones the Role-Id / Dept-Id headers ask for). */
function tokensFor(ctx: RouteContext, user: UserRow, tenant: TenantRow): Response {
  const { db } = ctx;
  const wantedRole = ctx.headers.get('role-id');
  const roleId = wantedRole ? (user.roleIds.includes(wantedRole) ? wantedRole : null) : (user.roleIds[0] ?? null);
  const role = roleId ? findRole(db, roleId) : undefined;
  if (!role) return oauthError(MSG_NO_ROLE);
  const wantedDept = ctx.headers.get('dept-id');
  const deptId = wantedDept ? (user.deptIds.includes(wantedDept) ? wantedDept : null) : (user.deptIds[0] ?? '');
  if (deptId === null) return oauthError(MSG_NO_DEPT);
  ctx.changed();
  return HttpResponse.json(issueTokens({ db, now: ctx.now, prng: ctx.prng, config: ctx.config, user, tenant, role, deptId }));
}

/**
 * The social grant (spec 000 §7): a third-party sign-in's source and code. The simulated platform knows its user by the
 * code; the first time it is seen it gets an oauth id. A user registered with that oauth id (register-guest) signs in;
 * else the answer names the oauth id, for the 账号注册 dialog.
 */
function socialGrant(ctx: RouteContext): Response {
  const { db } = ctx;
  const tenant = findTenant(db, tenantIdOf(ctx));
  if (tenant?.status !== 1) return oauthError(MSG_NO_TENANT);
  const source = (ctx.params.source ?? '').trim();
  const uuid = (ctx.params.code ?? '').trim();
  if (!source || !uuid) return oauthError(MSG_SOCIAL_INCOMPLETE);
  const rows = tableOf(db, SOCIAL_OAUTH_TABLE);
  let oauth = rows.find((r) => r.source === source && r.uuid === uuid && r.tenantId === tenant.tenantId);
  if (!oauth) {
    oauth = { id: nextId(db), source, uuid, tenantId: tenant.tenantId };
    rows.push(oauth);
    ctx.changed();
  }
  const user = db.users.find((u) => u.tenantId === tenant.tenantId && u.oauthId !== '' && u.oauthId === oauth.id);
  if (user?.status !== 1)
    return HttpResponse.json({ error_code: 400, error_description: MSG_SOCIAL_UNBOUND, oauth_id: oauth.id }, { status: 400 });
  return tokensFor(ctx, user, tenant);
}

function refreshGrant(ctx: RouteContext): Response {
  const { db } = ctx;
  const row = liveRefreshToken(db, ctx.params.refresh_token ?? '', ctx.now);
  const requestedTenant = ctx.params.tenantId || ctx.headers.get('tenant-id');
  if (!row || (requestedTenant && requestedTenant !== row.tenantId)) return invalidGrant(MSG_REFRESH_EXPIRED);
  const user = findUser(db, row.userId);
  const tenant = findTenant(db, row.tenantId);
  if (!user || !tenant || user.status !== 1) return invalidGrant(MSG_REFRESH_EXPIRED);
  const wantedRole = ctx.headers.get('role-id');
  const roleId =
    wantedRole && user.roleIds.includes(wantedRole) ? wantedRole : user.roleIds.includes(row.roleId) ? row.roleId : user.roleIds[0];
  const role = roleId ? findRole(db, roleId) : undefined;
  if (!role) return invalidGrant(MSG_REFRESH_EXPIRED);
  const wantedDept = ctx.headers.get('dept-id');
  const deptId = wantedDept && user.deptIds.includes(wantedDept) ? wantedDept : row.deptId;
  db.refreshTokens = db.refreshTokens.filter((t) => t !== row);
  ctx.changed();
  return HttpResponse.json(
    issueTokens({
      db,
      now: ctx.now,
      prng: ctx.prng,
      config: ctx.config,
      user,
      tenant,
      role,
      deptId,
      sessionId: row.sessionId,
    }),
  );
}

/**
 * The OAuth token endpoint. Its parameters come in an `application/x-www-form-urlencoded` body, as the
 * console sends them (RFC 6749 §4.3, §6); parameters in the query are still read, as BladeX does, for
 * older clients. Tenant-Id, Role-Id, Dept-Id and the captcha key and code are headers.
 */
function tokenEndpoint(ctx: RouteContext): Response {
  if (!isClientAuthorized(ctx.headers)) return unauthorized(MSG_CLIENT_AUTH_FAILED);
  const grantType = ctx.params.grant_type ?? '';
  if (grantType === 'password' || grantType === 'captcha') return passwordGrant(ctx, grantType === 'captcha');
  if (grantType === 'refresh_token') return refreshGrant(ctx);
  if (grantType === 'social') return socialGrant(ctx);
  return oauthError(MSG_BAD_GRANT);
}

function captchaKey(ctx: RouteContext): string {
  const hex = md5(`${nextSequence(ctx.db)}:${ctx.prng.chars('0123456789abcdef', 16)}`);
  return `${hex.slice(0, 8)}-${hex.slice(8, 12)}-${hex.slice(12, 16)}-${hex.slice(16, 20)}-${hex.slice(20)}`;
}

/** Routes of /api/blade-auth. */
export const authRoutes: RouteDefinition[] = [
  publicRoute('post', '/api/blade-auth/oauth/token', tokenEndpoint),
  publicRoute('post', '/api/blade-auth/oauth/token/refresh', (ctx) => {
    if (!isClientAuthorized(ctx.headers)) return unauthorized(MSG_CLIENT_AUTH_FAILED);
    return refreshGrant(ctx);
  }),
  publicRoute('get', '/api/blade-auth/oauth/captcha', (ctx) => {
    pruneExpired(ctx.db, ctx.now);
    const key = captchaKey(ctx);
    const code = captchaCode(ctx.prng);
    ctx.db.captchas.push({ key, code, expiresAt: ctx.now + CAPTCHA_TTL_MS });
    ctx.changed();
    return HttpResponse.json({ key, image: svgDataUri(captchaSvg(code, ctx.prng)) });
  }),
  ...(['get', 'post'] as const).map((method) =>
    protectedRoute(method, '/api/blade-auth/oauth/logout', (ctx) => {
      revokeSession(ctx.db, ctx.session.token.sessionId);
      ctx.changed();
      return ok(null);
    }),
  ),
  protectedRoute('get', '/api/blade-auth/oauth/user-info', (ctx) => {
    const { db, session } = ctx;
    const { user, role, tenant, token } = session;
    const company = companyOf(db, findDept(db, token.deptId));
    return ok({
      userId: user.id,
      account: user.account,
      userName: user.account,
      realName: user.realName,
      nickName: user.name,
      avatar: user.avatar,
      email: user.email,
      phone: user.phone,
      tenantId: tenant.tenantId,
      tenantName: tenant.tenantName,
      tenantType: tenant.tenantType,
      parentTenantId: tenant.parentTenantId,
      deptId: token.deptId,
      deptName: company?.deptName ?? tenant.tenantName,
      roleId: role.id,
      roleName: role.roleName,
      roleAlias: role.roleAlias,
      userRoleList: user.roleIds
        .map((id) => findRole(db, id))
        .filter((r) => r !== undefined)
        .map((r) => ({ id: r.id, roleName: r.roleName, roleAlias: r.roleAlias })),
    });
  }),
  protectedRoute('get', '/api/blade-auth/oauth/clear-cache', () => ok(null)),
];
