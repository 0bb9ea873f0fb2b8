/** /api/blade-user: personal info and guest registration. */
import { md5 } from 'js-md5';
import { findTenant, nextId } from '../db';
import { fail, ok } from '../envelope';
import { type RouteDefinition, protectedRoute, publicRoute } from '../route';
import { avatarDataUri, formatDateTime } from '../seed';
import { userView } from '../system-admin/access';

export const MSG_ACCOUNT_EXISTS = '账号已存在';

/** Routes of /api/blade-user. */
export const userRoutes: RouteDefinition[] = [
  protectedRoute('get', '/api/blade-user/info', (ctx) => {
    const { user } = ctx.session;
    // the user as the user page shows it, with the avatar the header shows
    return ok({ ...userView(ctx.db, user), avatar: user.avatar });
  }),
  publicRoute('post', '/api/blade-user/register-guest', (ctx) => {
    const { db, params } = ctx;
    const tenantId = (params.tenantId ?? '').trim();
    const account = (params.account ?? '').trim();
    const name = (params.name ?? '').trim();
    const password = params.password ?? '';
    const tenant = findTenant(db, tenantId);
    if (!tenant) return fail('租户不存在');
    if (!account) return fail('账号不能为空');
    if (!password) return fail('密码不能为空');
    if (db.users.some((u) => u.tenantId === tenantId && u.account === account)) return fail(MSG_ACCOUNT_EXISTS);
    const id = nextId(db);
    const displayName = name || account;
    db.users.push({
      id,
      tenantId,
      account,
      password: md5(password),
      name: displayName,
      realName: displayName,
      avatar: avatarDataUri(displayName, db.users.length + 1),
      email: '',
      phone: '',
      sex: 1,
      birthday: '',
      roleIds: [],
      deptIds: [],
      postIds: [],
      oauthId: params.oauthId ?? '',
      status: 1,
      createTime: formatDateTime(ctx.now),
    });
    ctx.changed();
    return ok(true);
  }),
];
