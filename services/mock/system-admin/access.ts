/**
 * Roles, grants and users of the simulator: role lists and trees per tenant, the grant trees (menus with
 * their buttons, data scopes, API scopes), the granted keys of roles and the role grant itself (stored and
 * read back), the user page, password reset, user role grant and the platform record of a user.
 * Roles, users and menus are the db's own tables (the ones login uses); scopes are the registry's tables.
 */
import { md5 } from 'js-md5';
import { resourceByKey } from '@services/resources/registry';
import { resourcesZh } from '@services/resources/texts-zh';
import { findDept, findRole, nextId, type Db, type MenuRow, type RoleRow, type UserRow, tableOf } from '../db';
import { fail, ok, paginate } from '../envelope';
import type { AuthedContext, RouteDefinition } from '../route';
import { guardedRoute } from '../rules';
import { resourceTable } from '../routes/resource-routes';
import { PLATFORM_TENANT } from '../routes/auth-routes';
import { ADMIN_ROLE_ALIAS, visibleMenus } from '../routes/system-routes';
import { formatDateTime } from '../seed';

type Row = Record<string, unknown>;

export const DEFAULT_RESET_PASSWORD = '123456';

export const str = (v: unknown) => (v === null || v === undefined ? '' : String(v));
/** The ids of a comma-separated parameter. */
export const idList = (v: unknown) =>
  str(v)
    .split(',')
    .map((s) => s.trim())
    .filter(Boolean);

/** Whether the caller may see a tenant's rows: the platform sees every tenant, others their own. */
export function tenantVisible(ctx: AuthedContext, tenantId: string): boolean {
  return ctx.session.tenant.tenantId === PLATFORM_TENANT || ctx.session.tenant.tenantId === tenantId;
}

/** The tenant a list is for: the asked one when visible, else the caller's. */
function tenantOf(ctx: AuthedContext): string {
  const asked = (ctx.query.get('tenantId') ?? '').trim();
  return asked && tenantVisible(ctx, asked) ? asked : ctx.session.tenant.tenantId;
}

// ---- scope grants (stored next to the roles) ----

interface ScopeGrantRow extends Row {
  roleId: string;
  dataScopeIds: string[];
  apiScopeIds: string[];
}

function scopeGrants(db: Db): ScopeGrantRow[] {
  return tableOf(db, 'system-admin:role-scopes') as ScopeGrantRow[];
}

function scopeGrantOf(db: Db, roleId: string): ScopeGrantRow {
  const table = scopeGrants(db);
  let row = table.find((r) => r.roleId === roleId);
  if (!row) {
    row = { roleId, dataScopeIds: [], apiScopeIds: [] };
    table.push(row);
  }
  return row;
}

function scopeRows(db: Db, key: 'data-scope' | 'api-scope'): Row[] {
  const def = resourceByKey(key);
  return def ? resourceTable(db, def) : [];
}

// ---- trees ----

interface TreeOut extends Row {
  id: string;
  parentId: string;
  title: string;
  key: string;
  value: string;
  children: TreeOut[];
  hasChildren: boolean;
}

function node(id: string, parentId: string, title: string, extra: Row, children: TreeOut[]): TreeOut {
  return { ...extra, id, parentId, title, key: id, value: id, children, hasChildren: children.length > 0 };
}

/** The menus (and buttons) a role may grant onward, as a tree. */
export function menuGrantTree(db: Db, role: RoleRow): TreeOut[] {
  const rows = visibleMenus(db, role);
  const build = (parentId: string): TreeOut[] =>
    rows
      .filter((m) => m.parentId === parentId)
      .sort((a, b) => a.category - b.category || a.sort - b.sort)
      .map((m) => node(m.id, m.parentId, m.name, { category: m.category, code: m.code }, build(m.id)));
  return build('0');
}

const SCOPE_TYPES = resourcesZh.enum.scopeType as Record<string, string>;

/** Scope rows grouped under their scope type. */
function scopeTree(db: Db, key: 'data-scope' | 'api-scope'): TreeOut[] {
  const rows = scopeRows(db, key);
  return Object.entries(SCOPE_TYPES)
    .map(([type, label]) => {
      const children = rows
        .filter((r) => str(r.scopeType) === type)
        .map((r) => node(str(r.id), `${key}-type-${type}`, `${str(r.scopeName)}（${str(r.resourceCode)}）`, {}, []));
      return node(`${key}-type-${type}`, '0', label, { group: true }, children);
    })
    .filter((g) => g.children.length > 0);
}

function roleTree(db: Db, tenantId: string): TreeOut[] {
  const roles = db.roles.filter((r) => r.tenantId === tenantId);
  const build = (parentId: string): TreeOut[] =>
    roles
      .filter((r) => r.parentId === parentId)
      .sort((a, b) => a.sort - b.sort)
      .map((r) =>
        node(
          r.id,
          r.parentId,
          r.roleName,
          { roleName: r.roleName, roleAlias: r.roleAlias, tenantId: r.tenantId, sort: r.sort },
          build(r.id),
        ),
      );
  return build('0');
}

function roleRow(r: RoleRow): Row {
  return { id: r.id, tenantId: r.tenantId, parentId: r.parentId, roleName: r.roleName, roleAlias: r.roleAlias, sort: r.sort };
}

// ---- users ----

/** A user as the user page and detail show it (no password). */
export function userView(db: Db, u: UserRow): Row {
  const roles = u.roleIds.map((id) => findRole(db, id)).filter((r) => r !== undefined);
  const depts = u.deptIds.map((id) => findDept(db, id)).filter((d) => d !== undefined);
  return {
    id: u.id,
    tenantId: u.tenantId,
    account: u.account,
    name: u.name,
    realName: u.realName,
    email: u.email,
    phone: u.phone,
    sex: u.sex,
    birthday: u.birthday,
    status: u.status,
    createTime: u.createTime,
    roleId: u.roleIds.join(','),
    roleName: roles.map((r) => r.roleName).join(','),
    deptId: u.deptIds.join(','),
    deptName: depts.map((d) => d.deptName).join(','),
  };
}

interface PlatformRow extends Row {
  userId: string;
  userType: number;
  userExt: string;
}

function platformRows(db: Db): PlatformRow[] {
  return tableOf(db, 'system-admin:user-platform') as PlatformRow[];
}

function initialPassword(db: Db): string {
  const def = resourceByKey('param');
  const row = def ? resourceTable(db, def).find((r) => r.paramKey === 'account.initPassword') : undefined;
  return str(row?.paramValue) || DEFAULT_RESET_PASSWORD;
}

function usersOf(ctx: AuthedContext, ids: string[]): UserRow[] | Response {
  if (ids.length === 0) return fail('请选择至少一条数据');
  const users = ids.map((id) => ctx.db.users.find((u) => u.id === id));
  if (users.some((u) => !u || !tenantVisible(ctx, u.tenantId))) return fail('用户不存在');
  return users as UserRow[];
}

function saveUser(ctx: AuthedContext, body: Row): Response {
  const existing = str(body.id) ? ctx.db.users.find((u) => u.id === str(body.id)) : undefined;
  if (str(body.id) && (!existing || !tenantVisible(ctx, existing.tenantId))) return fail('用户不存在');
  const account = str(body.account ?? existing?.account).trim();
  const realName = str(body.realName ?? existing?.realName).trim();
  if (!account) return fail('请输入登录账号');
  if (!realName) return fail('请输入用户姓名');
  const tenantId =
    existing?.tenantId ??
    (ctx.session.tenant.tenantId === PLATFORM_TENANT && str(body.tenantId) ? str(body.tenantId) : ctx.session.tenant.tenantId);
  if (ctx.db.users.some((u) => u !== existing && u.tenantId === tenantId && u.account === account)) return fail('当前用户已存在!');
  const roleIds = body.roleId !== undefined ? idList(body.roleId) : (existing?.roleIds ?? []);
  const deptIds = body.deptId !== undefined ? idList(body.deptId) : (existing?.deptIds ?? []);
  if (roleIds.length === 0) return fail('请选择所属角色');
  if (deptIds.length === 0) return fail('请选择所属部门');
  const fields = {
    account,
    realName,
    name: str(body.name ?? existing?.name ?? realName) || realName,
    phone: str(body.phone ?? existing?.phone),
    email: str(body.email ?? existing?.email),
    roleIds,
    deptIds,
  };
  if (existing) {
    Object.assign(existing, fields);
    ctx.changed();
    return ok(userView(ctx.db, existing));
  }
  const password = str(body.password);
  const id = nextId(ctx.db);
  const user: UserRow = {
    ...fields,
    id,
    tenantId,
    password: md5(password || initialPassword(ctx.db)),
    avatar: '',
    sex: 1,
    birthday: '',
    postIds: [],
    oauthId: '',
    status: 1,
    createTime: formatDateTime(ctx.now),
  };
  ctx.db.users.push(user);
  ctx.changed();
  return ok(userView(ctx.db, user));
}

const bodyOf = (ctx: AuthedContext): Row =>
  ctx.body && typeof ctx.body === 'object' && !Array.isArray(ctx.body) && !(ctx.body instanceof FormData) ? (ctx.body as Row) : {};

/** Routes of roles, grants and users. */
export const accessRoutes: RouteDefinition[] = [
  // the tenants a caller may pick in the role and user screens: the db's own tenants (the ones login knows)
  guardedRoute('get', '/api/blade-system/tenant/list', (ctx) => {
    const q = (k: string) => ctx.query.get(k)?.trim() ?? '';
    const rows = ctx.db.tenants
      .filter(
        (t) =>
          tenantVisible(ctx, t.tenantId) &&
          t.tenantId.includes(q('tenantId')) &&
          t.tenantName.includes(q('tenantName')) &&
          (!q('tenantType') || t.tenantType === q('tenantType')),
      )
      .map((t) => ({ ...t }));
    return ok(paginate(rows, ctx.query));
  }),
  guardedRoute('get', '/api/blade-system/role/list', (ctx) => {
    const tenantId = tenantOf(ctx);
    const name = ctx.query.get('roleName')?.trim() ?? '';
    const alias = ctx.query.get('roleAlias')?.trim() ?? '';
    const rows = ctx.db.roles
      .filter((r) => r.tenantId === tenantId && r.roleName.includes(name) && r.roleAlias.includes(alias))
      .sort((a, b) => a.sort - b.sort);
    return ok(rows.map(roleRow));
  }),
  guardedRoute('get', '/api/blade-system/role/tree', (ctx) => ok(roleTree(ctx.db, tenantOf(ctx)))),
  guardedRoute('get', '/api/blade-system/role/tree-by-id', (ctx) => {
    const role = findRole(ctx.db, ctx.query.get('roleId') ?? '');
    if (!role || !tenantVisible(ctx, role.tenantId)) return fail('角色不存在');
    return ok(roleTree(ctx.db, role.tenantId));
  }),
  guardedRoute('post', '/api/blade-system/role/grant', (ctx) => {
    const roleIds = idList(ctx.params.roleIds);
    if (roleIds.length === 0) return fail('请选择角色');
    const roles = roleIds.map((id) => findRole(ctx.db, id));
    if (roles.some((r) => !r || !tenantVisible(ctx, r.tenantId))) return fail('角色不存在');
    const allowedMenus = new Set(visibleMenus(ctx.db, ctx.session.role).map((m) => m.id));
    const menuIds = idList(ctx.params.menuIds);
    if (menuIds.some((id) => !allowedMenus.has(id))) return fail('无权分配该菜单');
    const dataIds = new Set(scopeRows(ctx.db, 'data-scope').map((r) => str(r.id)));
    const apiIds = new Set(scopeRows(ctx.db, 'api-scope').map((r) => str(r.id)));
    const dataScopeIds = idList(ctx.params.dataScopeIds).filter((id) => dataIds.has(id));
    const apiScopeIds = idList(ctx.params.apiScopeIds).filter((id) => apiIds.has(id));
    for (const role of roles as RoleRow[]) {
      // the administrator keeps everything
      if (role.roleAlias !== ADMIN_ROLE_ALIAS) role.menuIds = withAncestors(ctx.db.menus, menuIds);
      Object.assign(scopeGrantOf(ctx.db, role.id), { dataScopeIds, apiScopeIds });
    }
    ctx.changed();
    return ok(null);
  }),
  guardedRoute('get', '/api/blade-system/menu/grant-tree', (ctx) =>
    ok({
      menu: menuGrantTree(ctx.db, ctx.session.role),
      dataScope: scopeTree(ctx.db, 'data-scope'),
      apiScope: scopeTree(ctx.db, 'api-scope'),
    }),
  ),
  guardedRoute('get', '/api/blade-system/menu/role-tree-keys', (ctx) => {
    const roles = idList(ctx.query.get('roleIds'))
      .map((id) => findRole(ctx.db, id))
      .filter((r): r is RoleRow => r !== undefined && tenantVisible(ctx, r.tenantId));
    const menu = new Set<string>();
    const dataScope = new Set<string>();
    const apiScope = new Set<string>();
    for (const r of roles) {
      for (const id of r.roleAlias === ADMIN_ROLE_ALIAS ? ctx.db.menus.map((m) => m.id) : r.menuIds) menu.add(id);
      const g = scopeGrantOf(ctx.db, r.id);
      for (const id of g.dataScopeIds) dataScope.add(id);
      for (const id of g.apiScopeIds) apiScope.add(id);
    }
    return ok({ menu: [...menu], dataScope: [...dataScope], apiScope: [...apiScope] });
  }),

  guardedRoute('get', '/api/blade-user/page', (ctx) => {
    const q = (k: string) => ctx.query.get(k)?.trim().toLowerCase() ?? '';
    const asked = ctx.query.get('tenantId')?.trim() ?? '';
    const rows = ctx.db.users
      .filter((u) => tenantVisible(ctx, u.tenantId) && (!asked || u.tenantId === asked))
      .filter(
        (u) =>
          u.account.toLowerCase().includes(q('account')) &&
          u.realName.toLowerCase().includes(q('realName')) &&
          u.phone.includes(q('phone')),
      )
      .filter((u) => !ctx.query.get('deptId') || u.deptIds.includes(ctx.query.get('deptId') ?? ''))
      .sort((a, b) => a.tenantId.localeCompare(b.tenantId) || a.createTime.localeCompare(b.createTime));
    return ok({ ...paginate(rows, ctx.query), records: paginate(rows, ctx.query).records.map((u) => userView(ctx.db, u)) });
  }),
  guardedRoute('get', '/api/blade-user/detail', (ctx) => {
    const u = ctx.db.users.find((x) => x.id === ctx.query.get('id'));
    return u && tenantVisible(ctx, u.tenantId) ? ok(userView(ctx.db, u)) : fail('用户不存在');
  }),
  guardedRoute('post', '/api/blade-user/submit', (ctx) => saveUser(ctx, bodyOf(ctx))),
  guardedRoute('post', '/api/blade-user/update', (ctx) => (str(bodyOf(ctx).id) ? saveUser(ctx, bodyOf(ctx)) : fail('缺少主键'))),
  guardedRoute('post', '/api/blade-user/remove', (ctx) => {
    const found = usersOf(ctx, idList(ctx.params.ids));
    if (found instanceof Response) return found;
    if (found.some((u) => u.id === ctx.session.user.id)) return fail('不能删除当前登录用户');
    const ids = new Set(found.map((u) => u.id));
    ctx.db.users = ctx.db.users.filter((u) => !ids.has(u.id));
    ctx.changed();
    return ok(null);
  }),
  guardedRoute('post', '/api/blade-user/reset-password', (ctx) => {
    const found = usersOf(ctx, idList(ctx.params.userIds));
    if (found instanceof Response) return found;
    const password = md5(initialPassword(ctx.db));
    for (const u of found) u.password = password;
    ctx.changed();
    return ok(null);
  }),
  guardedRoute('post', '/api/blade-user/grant', (ctx) => {
    const found = usersOf(ctx, idList(ctx.params.userIds));
    if (found instanceof Response) return found;
    const roleIds = idList(ctx.params.roleIds);
    if (roleIds.length === 0) return fail('请选择角色');
    const roles = roleIds.map((id) => findRole(ctx.db, id));
    if (roles.some((r) => !r)) return fail('角色不存在');
    // a user only holds roles of its own tenant
    if (found.some((u) => roles.some((r) => r!.tenantId !== u.tenantId))) return fail('角色与用户不属于同一租户');
    for (const u of found) u.roleIds = [...roleIds];
    ctx.changed();
    return ok(null);
  }),
  guardedRoute('get', '/api/blade-user/platform-detail', (ctx) => {
    const u = ctx.db.users.find((x) => x.id === ctx.query.get('id'));
    if (!u || !tenantVisible(ctx, u.tenantId)) return fail('用户不存在');
    const p = platformRows(ctx.db).find((r) => r.userId === u.id);
    return ok({
      id: u.id,
      account: u.account,
      realName: u.realName,
      tenantId: u.tenantId,
      userType: p?.userType ?? 1,
      userExt: p?.userExt ?? '',
    });
  }),
  guardedRoute('post', '/api/blade-user/update-platform', (ctx) => {
    const body = bodyOf(ctx);
    const u = ctx.db.users.find((x) => x.id === str(body.id));
    if (!u || !tenantVisible(ctx, u.tenantId)) return fail('用户不存在');
    const userType = Number(body.userType);
    if (![1, 2, 3].includes(userType)) return fail('请选择用户平台');
    const table = platformRows(ctx.db);
    const row = table.find((r) => r.userId === u.id);
    const values = { userId: u.id, userType, userExt: str(body.userExt) };
    if (row) Object.assign(row, values);
    else table.push(values);
    ctx.changed();
    return ok(null);
  }),
];

/** The granted ids with every ancestor menu added (a granted button shows its menu). */
export function withAncestors(menus: readonly MenuRow[], ids: readonly string[]): string[] {
  const byId = new Map(menus.map((m) => [m.id, m]));
  const out = new Set<string>();
  for (const id of ids) {
    let m = byId.get(id);
    while (m && !out.has(m.id)) {
      out.add(m.id);
      m = byId.get(m.parentId);
    }
  }
  return menus.filter((m) => out.has(m.id)).map((m) => m.id);
}
