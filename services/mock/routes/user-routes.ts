/** /api/blade-user: personal info and guest registration. */
import { md5 } from 'js-md5';
import { findDept, findRole, findTenant, nextId } from '../db';
import { fail, ok } from '../envelope';
import { type RouteDefinition, protectedRoute, publicRoute } from '../route';
import { avatarDataUri, formatDateTime } from '../seed';

export const MSG_ACCOUNT_EXISTS = '账号已存在';

/** Routes of /api/blade-user. */
export const userRoutes: RouteDefinition[] = [
  protectedRoute('get', '/api/blade-user/info', (ctx) => {
    const { user } = ctx.session;
    const roles = user.roleIds.map((id) => findRole(ctx.db, id)).filter((r) => r !== undefined);
    const depts = user.deptIds.map((id) => findDept(ctx.db, id)).filter((d) => d !== undefined);
    return ok({
      id: user.id,
      tenantId: user.tenantId,
      account: user.account,
      name: user.name,
      realName: user.realName,
      avatar: user.avatar,
      phone: user.phone,
      email: user.email,
      sex: user.sex,
      birthday: user.birthday,
      roleId: user.roleIds.join(','),
      roleName: roles.map((r) => r.roleName).join(','),
      deptId: user.deptIds.join(','),
      deptName: depts.map((d) => d.deptName).join(','),
    });
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
