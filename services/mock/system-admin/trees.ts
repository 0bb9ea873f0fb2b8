/**
 * Tree families of the simulator: menus (the db's menu table that login and the side menu read), top menus,
 * departments (the db's own), regions, posts and clients (the registry's tables, given believable values once).
 * Lazy calls answer one level with `hasChildren`.
 */
import { resourceByKey } from '@services/resources/registry';
import type { ResourceDefinition } from '@services/resources/types';
import { findDept, nextId, type Db, type DeptRow, type MenuRow, type TopMenuRow, tableOf } from '../db';
import { fail, ok, paginate } from '../envelope';
import { protectedRoute, type AuthedContext, type RouteDefinition } from '../route';
import { guardedRoute } from '../rules';
import { resourceTable } from '../routes/resource-routes';
import { PLATFORM_TENANT } from '../routes/auth-routes';
import { visibleMenus } from '../routes/system-routes';
import { formatDateTime } from '../seed';
import { idList, str, tenantVisible } from './access';

type Row = Record<string, unknown>;

const bodyOf = (ctx: AuthedContext): Row | null =>
  ctx.body && typeof ctx.body === 'object' && !Array.isArray(ctx.body) && !(ctx.body instanceof FormData) ? (ctx.body as Row) : null;
const contains = (value: unknown, q: string | null) => !q?.trim() || str(value).toLowerCase().includes(q.trim().toLowerCase());

export const MSG_DELETE_CHILDREN_FIRST = '请先删除子节点!';

function definition(key: string): ResourceDefinition {
  const d = resourceByKey(key);
  if (!d) throw new Error(`no ${key} definition`);
  return d;
}

/** Runs `fill` once per db for a family (marks live in the db, so a reload keeps them). */
function once(db: Db, key: string, fill: () => void): void {
  const marks = tableOf(db, 'system-admin:marks');
  if (marks.some((m) => m.key === key)) return;
  marks.push({ key });
  fill();
}

// ---- menus ----

function menuView(db: Db, m: MenuRow): Row {
  const hasChildren = db.menus.some((c) => c.parentId === m.id);
  const parent = db.menus.find((p) => p.id === m.parentId);
  return { ...m, parentName: parent?.name ?? '', hasChildren };
}

const bySort = (a: { sort: number; category?: number }, b: { sort: number; category?: number }) =>
  (a.category ?? 0) - (b.category ?? 0) || a.sort - b.sort;

/**
 * The tree a tree select shows, from flat rows with `parentId`: each node's id, title, key and value, the fields
 * `extra` adds, its children, and whether it has any.
 */
function treeOf<T extends { id: string; parentId: string; sort: number; category?: number }>(
  rows: readonly T[],
  parentId: string,
  title: (row: T) => string,
  extra: (row: T) => Row,
): Row[] {
  return rows
    .filter((r) => r.parentId === parentId)
    .sort(bySort)
    .map((r) => {
      const children = treeOf(rows, r.id, title, extra);
      return {
        id: r.id,
        parentId: r.parentId,
        title: title(r),
        key: r.id,
        value: r.id,
        ...extra(r),
        children,
        hasChildren: children.length > 0,
      };
    });
}

const menuTreeOf = (rows: readonly MenuRow[], parentId: string): Row[] =>
  treeOf(
    rows,
    parentId,
    (m) => m.name,
    (m) => ({ code: m.code, category: m.category, source: m.source, path: m.path }),
  );

function saveMenu(ctx: AuthedContext): Response {
  const body = bodyOf(ctx);
  if (!body) return fail('请求体不能为空');
  const existing = str(body.id) ? ctx.db.menus.find((m) => m.id === str(body.id)) : undefined;
  if (str(body.id) && !existing) return fail('数据不存在');
  const name = str(body.name ?? existing?.name).trim();
  const code = str(body.code ?? existing?.code).trim();
  const category = Number(body.category ?? existing?.category);
  if (!name) return fail('请输入菜单名称');
  if (!code) return fail('请输入菜单编号');
  if (category !== 1 && category !== 2) return fail('请选择菜单类型');
  const parentId = str(body.parentId ?? existing?.parentId) || '0';
  if (parentId !== '0' && !ctx.db.menus.some((m) => m.id === parentId)) return fail('上级菜单不存在');
  if (existing && parentId === existing.id) return fail('上级菜单不能是自身');
  if (ctx.db.menus.some((m) => m !== existing && m.code === code)) return fail('菜单编号已存在');
  const fields = {
    name,
    code,
    category: category as 1 | 2,
    parentId,
    alias: str(body.alias ?? existing?.alias) || (category === 2 ? (code.split('_').pop() ?? '') : 'menu'),
    path: str(body.path ?? existing?.path),
    source: str(body.source ?? existing?.source),
    sort: Number(body.sort ?? existing?.sort ?? 1) || 1,
    action: category === 2 ? 1 : 0,
    isOpen: Number(body.isOpen ?? existing?.isOpen ?? 1),
    remark: str(body.remark ?? existing?.remark),
  };
  if (existing) {
    Object.assign(existing, fields);
    ctx.changed();
    return ok(menuView(ctx.db, existing));
  }
  const row: MenuRow = { id: nextId(ctx.db), ...fields };
  ctx.db.menus.push(row);
  // a new menu is granted to the roles that hold its parent (the administrator sees everything anyway)
  for (const r of ctx.db.roles) if (parentId !== '0' && r.menuIds.includes(parentId)) r.menuIds.push(row.id);
  ctx.changed();
  return ok(menuView(ctx.db, row));
}

function removeTreeRows<T extends { id: string; parentId: string }>(
  ctx: AuthedContext,
  rows: T[],
  ids: Set<string>,
  keep: (rows: T[]) => void,
): Response {
  if (ids.size === 0) return fail('请选择至少一条数据');
  if (rows.some((r) => ids.has(r.parentId) && !ids.has(r.id))) return fail(MSG_DELETE_CHILDREN_FIRST);
  keep(rows.filter((r) => !ids.has(r.id)));
  ctx.changed();
  return ok(null);
}

// ---- top menus ----

function topMenuView(t: TopMenuRow): Row {
  return { ...t, menuIds: [...t.menuIds] };
}

// ---- departments ----

function deptView(db: Db, d: DeptRow): Row {
  const parent = findDept(db, d.parentId);
  return { ...d, parentName: parent?.deptName ?? '', hasChildren: db.depts.some((c) => c.parentId === d.id) };
}

function deptsOf(ctx: AuthedContext): DeptRow[] {
  const asked = ctx.query.get('tenantId')?.trim();
  return ctx.db.depts.filter((d) => tenantVisible(ctx, d.tenantId) && (!asked || d.tenantId === asked));
}

const deptTree = (rows: readonly DeptRow[], parentId: string): Row[] =>
  treeOf(
    rows,
    parentId,
    (d) => d.deptName,
    (d) => ({ tenantId: d.tenantId }),
  );

function saveDept(ctx: AuthedContext): Response {
  const body = bodyOf(ctx);
  if (!body) return fail('请求体不能为空');
  const existing = str(body.id) ? findDept(ctx.db, str(body.id)) : undefined;
  if (str(body.id) && (!existing || !tenantVisible(ctx, existing.tenantId))) return fail('数据不存在');
  const deptName = str(body.deptName ?? existing?.deptName).trim();
  const fullName = str(body.fullName ?? existing?.fullName).trim();
  if (!deptName) return fail('请输入机构名称');
  if (!fullName) return fail('请输入机构全称');
  const parentId = str(body.parentId ?? existing?.parentId) || '0';
  const parent = parentId === '0' ? undefined : findDept(ctx.db, parentId);
  if (parentId !== '0' && !parent) return fail('上级机构不存在');
  const tenantId = existing?.tenantId ?? parent?.tenantId ?? ctx.session.tenant.tenantId;
  const fields = {
    deptName,
    fullName,
    parentId,
    deptCategory: Number(body.deptCategory ?? existing?.deptCategory ?? 2) || 2,
    sort: Number(body.sort ?? existing?.sort ?? 1) || 1,
    remark: str(body.remark ?? existing?.remark),
  };
  if (existing) {
    Object.assign(existing, fields);
    ctx.changed();
    return ok(deptView(ctx.db, existing));
  }
  const row: DeptRow = { id: nextId(ctx.db), tenantId, ...fields };
  ctx.db.depts.push(row);
  ctx.changed();
  return ok(deptView(ctx.db, row));
}

// ---- regions ----

const REGIONS: Array<[code: string, name: string, children?: Array<[string, string, Array<[string, string]>?]>]> = [
  [
    '11',
    '北京市',
    [
      [
        '1101',
        '市辖区',
        [
          ['110101', '东城区'],
          ['110102', '西城区'],
          ['110105', '朝阳区'],
          ['110108', '海淀区'],
        ],
      ],
    ],
  ],
  [
    '12',
    '天津市',
    [
      [
        '1201',
        '市辖区',
        [
          ['120101', '和平区'],
          ['120116', '滨海新区'],
        ],
      ],
    ],
  ],
  [
    '13',
    '河北省',
    [
      [
        '1301',
        '石家庄市',
        [
          ['130102', '长安区'],
          ['130104', '桥西区'],
        ],
      ],
      ['1302', '唐山市', [['130202', '路南区']]],
      ['1306', '保定市'],
    ],
  ],
  [
    '31',
    '上海市',
    [
      [
        '3101',
        '市辖区',
        [
          ['310101', '黄浦区'],
          ['310115', '浦东新区'],
        ],
      ],
    ],
  ],
  [
    '37',
    '山东省',
    [
      [
        '3701',
        '济南市',
        [
          ['370102', '历下区'],
          ['370112', '历城区'],
        ],
      ],
      ['3702', '青岛市', [['370202', '市南区']]],
    ],
  ],
  [
    '44',
    '广东省',
    [
      [
        '4401',
        '广州市',
        [
          ['440103', '荔湾区'],
          ['440106', '天河区'],
        ],
      ],
      [
        '4403',
        '深圳市',
        [
          ['440304', '福田区'],
          ['440305', '南山区'],
        ],
      ],
    ],
  ],
  [
    '51',
    '四川省',
    [
      [
        '5101',
        '成都市',
        [
          ['510104', '锦江区'],
          ['510107', '武侯区'],
        ],
      ],
    ],
  ],
];

function regionTable(db: Db): Row[] {
  const def = definition('region');
  const table = resourceTable(db, def);
  once(db, 'region:hierarchy', () => {
    const rows: Row[] = [];
    let n = 0;
    const add = (parentCode: string, level: number, list: Array<[string, string, Array<[string, string, Array<[string, string]>?]>?]>) =>
      list.forEach(([code, name, kids], i) => {
        n += 1;
        rows.push({
          id: str(table[n - 1]?.id ?? nextId(db)),
          code,
          name,
          parentCode,
          regionLevel: level,
          sort: i + 1,
          remark: '',
          tenantId: '000000',
          createTime: str(table[n - 1]?.createTime) || '2024-03-01 09:00:00',
        });
        if (kids)
          add(
            code,
            level + 1,
            kids.map(([c, nm, k]) => [c, nm, k]) as Array<[string, string, Array<[string, string, Array<[string, string]>?]>?]>,
          );
      });
    add('00', 1, REGIONS);
    table.splice(0, table.length, ...rows);
  });
  return table;
}

function regionView(table: readonly Row[], r: Row): Row {
  const parent = table.find((p) => str(p.code) === str(r.parentCode));
  return { ...r, parentName: str(parent?.name), hasChildren: table.some((c) => str(c.parentCode) === str(r.code)) };
}

// ---- posts ----

const POSTS: Array<[category: number, code: string, name: string]> = [
  [1, 'ceo', '总经理'],
  [1, 'coo', '运营总监'],
  [1, 'cfo', '财务总监'],
  [2, 'ops_manager', '运营经理'],
  [2, 'fin_manager', '财务经理'],
  [2, 'sales_manager', '销售经理'],
  [3, 'ops_staff', '运营专员'],
  [3, 'accountant', '会计'],
  [3, 'cashier', '出纳'],
  [3, 'dispatcher', '调度员'],
  [3, 'service', '客服专员'],
  [3, 'driver', '驾驶员'],
];
const POST_TENANTS = ['000000', '100001', '200001', '300001'];

function postTable(db: Db): Row[] {
  const table = resourceTable(db, definition('post'));
  once(db, 'post:values', () => {
    table.forEach((r, i) => {
      const [category, code, name] = POSTS[i % POSTS.length]!;
      const tenantId = POST_TENANTS[Math.floor(i / POSTS.length) % POST_TENANTS.length]!;
      Object.assign(r, { category, postCode: code, postName: name, sort: (i % POSTS.length) + 1, tenantId });
    });
  });
  return table;
}

// ---- clients ----

const CLIENTS: Array<[clientId: string, secret: string, grants: string]> = [
  ['saber', 'saber_secret', 'refresh_token,password,authorization_code,captcha,social'],
  ['sword', 'sword_secret', 'refresh_token,password,authorization_code'],
  ['fleet_app', 'fleet_app_secret', 'refresh_token,password,captcha'],
  ['shop_h5', 'shop_h5_secret', 'refresh_token,password,social'],
];

function clientTable(db: Db): Row[] {
  const table = resourceTable(db, definition('client'));
  once(db, 'client:values', () => {
    table.forEach((r, i) => {
      const [clientId, clientSecret, grants] = CLIENTS[i % CLIENTS.length]!;
      const round = Math.floor(i / CLIENTS.length);
      Object.assign(r, {
        clientId: round ? `${clientId}_${round + 1}` : clientId,
        clientSecret,
        scope: 'all',
        authorizedGrantTypes: grants,
        webServerRedirectUri: 'https://console.example.com/callback',
        accessTokenValidity: 3600,
        refreshTokenValidity: 604800,
      });
    });
  });
  return table;
}

function requireFields(row: Row, fields: Array<[string, string]>): string | null {
  for (const [f, msg] of fields) if (str(row[f]).trim() === '') return msg;
  return null;
}

/** Adds or updates a row of a registry table after checking its fields. */
function saveRow(ctx: AuthedContext, table: Row[], body: Row | null, fields: Array<[string, string]>, unique?: [string, string]): Response {
  if (!body) return fail('请求体不能为空');
  const existing = str(body.id) ? table.find((r) => str(r.id) === str(body.id)) : undefined;
  if (str(body.id) && !existing) return fail('数据不存在');
  const merged: Row = { ...(existing ?? {}), ...body };
  delete merged.children;
  delete merged.hasChildren;
  delete merged.parentName;
  const missing = requireFields(merged, fields);
  if (missing) return fail(missing);
  if (
    unique &&
    table.some(
      (r) =>
        r !== existing &&
        str(r[unique[0]]) === str(merged[unique[0]]) &&
        str(r.tenantId) === str(merged.tenantId ?? ctx.session.tenant.tenantId),
    )
  )
    return fail(unique[1]);
  if (existing) {
    Object.assign(existing, merged, { id: existing.id, createTime: existing.createTime, updateTime: formatDateTime(ctx.now) });
    ctx.changed();
    return ok(existing);
  }
  const row: Row = {
    ...merged,
    id: nextId(ctx.db),
    tenantId: str(merged.tenantId) || ctx.session.tenant.tenantId,
    createTime: formatDateTime(ctx.now),
  };
  table.unshift(row);
  ctx.changed();
  return ok(row);
}

function removeRows(ctx: AuthedContext, key: string, table: Row[]): Response {
  const ids = new Set(idList(ctx.params.ids));
  if (ids.size === 0) return fail('请选择至少一条数据');
  ctx.db.resources[key] = table.filter((r) => !ids.has(str(r.id)));
  ctx.changed();
  return ok(null);
}

const S = '/api/blade-system';

/** Routes of menus, top menus, departments, regions, posts and clients. */
export const treeRoutes: RouteDefinition[] = [
  // menus
  protectedRoute('get', `${S}/menu/list`, (ctx) => {
    const rows = ctx.db.menus
      .filter((m) => contains(m.name, ctx.query.get('name')) && contains(m.code, ctx.query.get('code')))
      .sort(bySort);
    return ok(
      paginate(
        rows.map((m) => menuView(ctx.db, m)),
        ctx.query,
      ),
    );
  }),
  protectedRoute('get', `${S}/menu/lazy-list`, (ctx) => {
    const parentId = ctx.query.get('parentId') || '0';
    const q = ctx.query.get('name')?.trim();
    const rows = ctx.db.menus
      .filter((m) => (q ? contains(m.name, q) : m.parentId === parentId) && contains(m.code, ctx.query.get('code')))
      .sort(bySort);
    return ok(rows.map((m) => menuView(ctx.db, m)));
  }),
  protectedRoute('get', `${S}/menu/lazy-menu-list`, (ctx) => {
    const parentId = ctx.query.get('parentId') || '0';
    return ok(
      ctx.db.menus
        .filter((m) => m.category === 1 && m.parentId === parentId)
        .sort(bySort)
        .map((m) => ({ ...menuView(ctx.db, m), hasChildren: ctx.db.menus.some((c) => c.parentId === m.id && c.category === 1) })),
    );
  }),
  protectedRoute('get', `${S}/menu/menu-list`, (ctx) =>
    ok(
      ctx.db.menus
        .filter((m) => m.category === 1)
        .sort(bySort)
        .map((m) => menuView(ctx.db, m)),
    ),
  ),
  protectedRoute('get', `${S}/menu/tree`, (ctx) =>
    ok(
      menuTreeOf(
        visibleMenus(ctx.db, ctx.session.role).filter((m) => m.category === 1),
        '0',
      ),
    ),
  ),
  protectedRoute('get', `${S}/menu/detail`, (ctx) => {
    const m = ctx.db.menus.find((x) => x.id === ctx.query.get('id'));
    return m ? ok(menuView(ctx.db, m)) : fail('数据不存在');
  }),
  guardedRoute('post', `${S}/menu/submit`, saveMenu),
  guardedRoute('post', `${S}/menu/remove`, (ctx) =>
    removeTreeRows(ctx, ctx.db.menus, new Set(idList(ctx.params.ids)), (keep) => {
      const gone = new Set(ctx.db.menus.filter((m) => !keep.includes(m)).map((m) => m.id));
      ctx.db.menus = keep;
      for (const r of ctx.db.roles) r.menuIds = r.menuIds.filter((id) => !gone.has(id));
      for (const t of ctx.db.topMenus) t.menuIds = t.menuIds.filter((id) => !gone.has(id));
    }),
  ),

  // top menus
  protectedRoute('get', `${S}/topmenu/list`, (ctx) => {
    const rows = ctx.db.topMenus
      .filter((t) => contains(t.name, ctx.query.get('name')) && contains(t.code, ctx.query.get('code')))
      .sort((a, b) => a.sort - b.sort);
    return ok(paginate(rows.map(topMenuView), ctx.query));
  }),
  protectedRoute('get', `${S}/topmenu/detail`, (ctx) => {
    const t = ctx.db.topMenus.find((x) => x.id === ctx.query.get('id'));
    return t ? ok(topMenuView(t)) : fail('数据不存在');
  }),
  guardedRoute('post', `${S}/topmenu/submit`, (ctx) => {
    const body = bodyOf(ctx);
    if (!body) return fail('请求体不能为空');
    const existing = str(body.id) ? ctx.db.topMenus.find((t) => t.id === str(body.id)) : undefined;
    if (str(body.id) && !existing) return fail('数据不存在');
    const name = str(body.name ?? existing?.name).trim();
    const code = str(body.code ?? existing?.code).trim();
    if (!name) return fail('请输入菜单名称');
    if (!code) return fail('请输入菜单编号');
    if (ctx.db.topMenus.some((t) => t !== existing && t.code === code)) return fail('菜单编号已存在');
    const fields = { name, code, source: str(body.source ?? existing?.source), sort: Number(body.sort ?? existing?.sort ?? 1) || 1 };
    if (existing) Object.assign(existing, fields);
    else ctx.db.topMenus.push({ id: nextId(ctx.db), tenantId: ctx.session.tenant.tenantId, menuIds: [], ...fields });
    ctx.changed();
    return ok(null);
  }),
  guardedRoute('post', `${S}/topmenu/remove`, (ctx) => {
    const ids = new Set(idList(ctx.params.ids));
    if (ids.size === 0) return fail('请选择至少一条数据');
    ctx.db.topMenus = ctx.db.topMenus.filter((t) => !ids.has(t.id));
    ctx.changed();
    return ok(null);
  }),
  guardedRoute('post', `${S}/topmenu/grant`, (ctx) => {
    const topMenuIds = idList(ctx.params.topMenuIds);
    if (topMenuIds.length === 0) return fail('请选择至少一条数据');
    const tops = topMenuIds.map((id) => ctx.db.topMenus.find((t) => t.id === id));
    if (tops.some((t) => !t)) return fail('数据不存在');
    // a top menu groups top-level menus: deeper ids sent with them are their ancestors' choice
    const topLevel = new Set(ctx.db.menus.filter((m) => m.parentId === '0' && m.category === 1).map((m) => m.id));
    const menuIds = idList(ctx.params.menuIds).filter((id) => topLevel.has(id));
    for (const t of tops) t!.menuIds = menuIds;
    ctx.changed();
    return ok(null);
  }),

  // departments (dept/detail is in system-routes.ts)
  protectedRoute('get', `${S}/dept/list`, (ctx) => {
    const rows = deptsOf(ctx).filter(
      (d) => contains(d.deptName, ctx.query.get('deptName')) && contains(d.fullName, ctx.query.get('fullName')),
    );
    return ok(
      paginate(
        rows.map((d) => deptView(ctx.db, d)),
        ctx.query,
      ),
    );
  }),
  protectedRoute('get', `${S}/dept/lazy-list`, (ctx) => {
    const parentId = ctx.query.get('parentId') || '0';
    const q = ctx.query.get('deptName')?.trim();
    return ok(
      deptsOf(ctx)
        .filter((d) => (q ? contains(d.deptName, q) : d.parentId === parentId))
        .sort((a, b) => a.tenantId.localeCompare(b.tenantId) || a.sort - b.sort)
        .map((d) => deptView(ctx.db, d)),
    );
  }),
  protectedRoute('get', `${S}/dept/lazy-tree`, (ctx) => {
    const parentId = ctx.query.get('parentId') || '0';
    return ok(
      deptsOf(ctx)
        .filter((d) => d.parentId === parentId)
        .sort((a, b) => a.sort - b.sort)
        .map((d) => ({
          id: d.id,
          parentId: d.parentId,
          title: d.deptName,
          key: d.id,
          value: d.id,
          hasChildren: ctx.db.depts.some((c) => c.parentId === d.id),
        })),
    );
  }),
  protectedRoute('get', `${S}/dept/tree`, (ctx) => {
    const tenantId = ctx.query.get('tenantId')?.trim() || ctx.session.tenant.tenantId;
    if (!tenantVisible(ctx, tenantId)) return ok([]);
    return ok(
      deptTree(
        ctx.db.depts.filter((d) => d.tenantId === tenantId),
        '0',
      ),
    );
  }),
  protectedRoute('get', `${S}/dept/organization-list`, (ctx) => ok(deptTree(deptsOf(ctx), '0'))),
  guardedRoute('post', `${S}/dept/submit`, saveDept),
  guardedRoute('post', `${S}/dept/remove`, (ctx) => {
    const ids = new Set(idList(ctx.params.ids));
    if ([...ids].some((id) => ctx.db.users.some((u) => u.deptIds.includes(id)))) return fail('机构下存在用户，不能删除');
    const visible = ctx.db.depts.filter((d) => tenantVisible(ctx, d.tenantId));
    if ([...ids].some((id) => !visible.some((d) => d.id === id))) return fail('数据不存在');
    return removeTreeRows(ctx, ctx.db.depts, ids, (keep) => {
      ctx.db.depts = keep;
    });
  }),

  // regions
  protectedRoute('get', `${S}/region/list`, (ctx) => {
    const table = regionTable(ctx.db);
    const rows = table
      .filter((r) => contains(r.code, ctx.query.get('code')) && contains(r.name, ctx.query.get('name')))
      .sort((a, b) => str(a.code).localeCompare(str(b.code)));
    return ok(
      paginate(
        rows.map((r) => regionView(table, r)),
        ctx.query,
      ),
    );
  }),
  protectedRoute('get', `${S}/region/lazy-tree`, (ctx) => {
    const table = regionTable(ctx.db);
    const parentCode = ctx.query.get('parentCode') || '00';
    const q = ctx.query.get('name')?.trim();
    const rows = table
      .filter((r) => (q ? contains(r.name, q) : str(r.parentCode) === parentCode))
      .sort((a, b) => Number(a.sort) - Number(b.sort));
    return ok(rows.map((r) => ({ ...regionView(table, r), title: r.name, key: r.code, value: r.code })));
  }),
  protectedRoute('get', `${S}/region/detail`, (ctx) => {
    const table = regionTable(ctx.db);
    const r = table.find((x) => str(x.code) === (ctx.query.get('code') ?? ''));
    return r ? ok(regionView(table, r)) : fail('数据不存在');
  }),
  guardedRoute('post', `${S}/region/submit`, (ctx) => {
    const table = regionTable(ctx.db);
    const body = bodyOf(ctx);
    if (body && !str(body.id)) {
      const code = str(body.code).trim();
      if (code && table.some((r) => str(r.code) === code)) return fail('区划编号已存在');
      const parentCode = str(body.parentCode) || '00';
      if (parentCode !== '00' && !table.some((r) => str(r.code) === parentCode)) return fail('上级区划不存在');
      body.parentCode = parentCode;
    }
    return saveRow(ctx, table, body, [
      ['code', '请输入区划编号'],
      ['name', '请输入区划名称'],
      ['regionLevel', '请选择区划层级'],
    ]);
  }),
  guardedRoute('post', `${S}/region/remove`, (ctx) => {
    const table = regionTable(ctx.db);
    const ids = new Set(idList(ctx.params.ids));
    const codes = new Set(table.filter((r) => ids.has(str(r.id)) || ids.has(str(r.code))).map((r) => str(r.code)));
    if (codes.size === 0) return fail('请选择至少一条数据');
    if (table.some((r) => codes.has(str(r.parentCode)) && !codes.has(str(r.code)))) return fail(MSG_DELETE_CHILDREN_FIRST);
    ctx.db.resources.region = table.filter((r) => !codes.has(str(r.code)));
    ctx.changed();
    return ok(null);
  }),

  // posts
  protectedRoute('get', `${S}/post/list`, (ctx) => {
    const asked = ctx.query.get('tenantId')?.trim();
    const rows = postTable(ctx.db).filter(
      (r) =>
        tenantVisible(ctx, str(r.tenantId)) &&
        (!asked || str(r.tenantId) === asked) &&
        contains(r.postCode, ctx.query.get('postCode')) &&
        contains(r.postName, ctx.query.get('postName')),
    );
    return ok(paginate(rows, ctx.query));
  }),
  protectedRoute('get', `${S}/post/select`, (ctx) => {
    const tenantId = ctx.query.get('tenantId')?.trim() || ctx.session.tenant.tenantId;
    if (!tenantVisible(ctx, tenantId)) return ok([]);
    return ok(
      postTable(ctx.db)
        .filter((r) => str(r.tenantId) === tenantId)
        .sort((a, b) => Number(a.sort) - Number(b.sort))
        .map((r) => ({ id: r.id, postCode: r.postCode, postName: r.postName, category: r.category, tenantId: r.tenantId })),
    );
  }),
  protectedRoute('get', `${S}/post/detail`, (ctx) => {
    const r = postTable(ctx.db).find((x) => str(x.id) === ctx.query.get('id'));
    return r && tenantVisible(ctx, str(r.tenantId)) ? ok(r) : fail('数据不存在');
  }),
  guardedRoute('post', `${S}/post/submit`, (ctx) => {
    const body = bodyOf(ctx);
    if (body && !str(body.id) && ctx.session.tenant.tenantId !== PLATFORM_TENANT) body.tenantId = ctx.session.tenant.tenantId;
    return saveRow(
      ctx,
      postTable(ctx.db),
      body,
      [
        ['category', '请选择岗位类型'],
        ['postCode', '请输入岗位编号'],
        ['postName', '请输入岗位名称'],
      ],
      ['postCode', '岗位编号已存在'],
    );
  }),
  guardedRoute('post', `${S}/post/remove`, (ctx) => removeRows(ctx, 'post', postTable(ctx.db))),

  // clients: no list call in the spec; a client is opened by id (and its clientId is accepted too)
  protectedRoute('get', `${S}/client/detail`, (ctx) => {
    const id = ctx.query.get('id') ?? '';
    const r = clientTable(ctx.db).find((x) => str(x.id) === id || str(x.clientId) === id);
    return r ? ok(r) : fail('应用不存在');
  }),
  guardedRoute('post', `${S}/client/submit`, (ctx) => {
    const body = bodyOf(ctx);
    if (body && str(body.id)) return fail('修改请使用更新');
    return saveRow(
      ctx,
      clientTable(ctx.db),
      body,
      [
        ['clientId', '请输入应用ID'],
        ['clientSecret', '请输入应用密钥'],
        ['authorizedGrantTypes', '请输入授权类型'],
      ],
      ['clientId', '应用ID已存在'],
    );
  }),
  guardedRoute('post', `${S}/client/update`, (ctx) => {
    const body = bodyOf(ctx);
    if (!body || !str(body.id)) return fail('缺少主键');
    return saveRow(ctx, clientTable(ctx.db), body, [
      ['clientId', '请输入应用ID'],
      ['clientSecret', '请输入应用密钥'],
      ['authorizedGrantTypes', '请输入授权类型'],
    ]);
  }),
  guardedRoute('post', `${S}/client/remove`, (ctx) => removeRows(ctx, 'client', clientTable(ctx.db))),
];
