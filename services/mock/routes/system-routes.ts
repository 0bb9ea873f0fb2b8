/** /api/blade-system: menus (routes, buttons, top menus), tenant info by domain, department detail. */
import type { MenuMeta } from '@services/api/types/session';
import { type Db, type MenuRow, type RoleRow, findDept } from '../db';
import { ok } from '../envelope';
import { type RouteDefinition, protectedRoute, publicRoute } from '../route';
import { PLATFORM_TENANT } from './auth-routes';

export const ADMIN_ROLE_ALIAS = 'administrator';

/** A node of the routes answer: a menu row with its meta gathered and its children. */
export type MenuNode = Omit<MenuRow, 'category' | 'i18n' | 'keepAlive' | 'roles'> & {
  category: 1;
  meta: MenuMeta;
  hasChildren: boolean;
  children: MenuNode[];
};

/** A node of the buttons answer: a menu with its buttons as children. */
export type ButtonNode = Pick<
  MenuRow,
  'id' | 'parentId' | 'code' | 'name' | 'alias' | 'path' | 'source' | 'sort' | 'category' | 'action'
> & {
  children: ButtonNode[];
};

/** The menu and button rows a role may see (the administrator sees everything). */
export function visibleMenus(db: Db, role: RoleRow): MenuRow[] {
  if (role.roleAlias === ADMIN_ROLE_ALIAS) return db.menus;
  const granted = new Set(role.menuIds);
  return db.menus.filter((m) => granted.has(m.id));
}

function metaOf(m: MenuRow): MenuMeta {
  const meta: MenuMeta = {};
  if (m.i18n) meta.i18n = m.i18n;
  if (m.keepAlive) meta.keepAlive = true;
  if (m.roles) meta.roles = [...m.roles];
  return meta;
}

/** Builds the menu tree (category 1 only) of a role, optionally limited to one top menu's items. */
export function menuTree(db: Db, role: RoleRow, topMenuId?: string | null): MenuNode[] {
  const rows = visibleMenus(db, role).filter((m) => m.category === 1);
  const top = topMenuId ? db.topMenus.find((t) => t.id === topMenuId) : undefined;
  const allowedTop = top ? new Set(top.menuIds) : null;
  const childrenOf = new Map<string, MenuRow[]>();
  for (const m of rows) childrenOf.set(m.parentId, [...(childrenOf.get(m.parentId) ?? []), m]);
  const build = (parentId: string): MenuNode[] =>
    (childrenOf.get(parentId) ?? [])
      .filter((m) => parentId !== '0' || !allowedTop || allowedTop.has(m.id))
      .sort((a, b) => a.sort - b.sort)
      .map((m) => {
        const children = build(m.id);
        return {
          ...menuFields(m),
          category: 1,
          isOpen: m.isOpen,
          remark: m.remark,
          meta: metaOf(m),
          hasChildren: children.length > 0,
          children,
        };
      });
  return build('0');
}

/** The fields a menu and a button node answer alike. */
const menuFields = (m: MenuRow) => ({
  id: m.id,
  parentId: m.parentId,
  code: m.code,
  name: m.name,
  alias: m.alias,
  path: m.path,
  source: m.source,
  sort: m.sort,
  action: m.action,
});

/** Builds the buttons answer of a role: each menu that has granted buttons, with those buttons as children. */
export function buttonTree(db: Db, role: RoleRow): ButtonNode[] {
  const rows = visibleMenus(db, role);
  const buttons = rows.filter((m) => m.category === 2);
  const parents = db.menus.filter((m) => m.category === 1 && buttons.some((b) => b.parentId === m.id));
  const node = (m: MenuRow, children: ButtonNode[]): ButtonNode => ({ ...menuFields(m), category: m.category, children });
  return parents.map((p) =>
    node(
      p,
      buttons
        .filter((b) => b.parentId === p.id)
        .sort((a, b) => a.sort - b.sort)
        .map((b) => node(b, [])),
    ),
  );
}

/** Routes of /api/blade-system. */
export const systemRoutes: RouteDefinition[] = [
  protectedRoute('get', '/api/blade-system/menu/routes', (ctx) => ok(menuTree(ctx.db, ctx.session.role, ctx.query.get('topMenuId')))),
  protectedRoute('get', '/api/blade-system/menu/buttons', (ctx) => ok(buttonTree(ctx.db, ctx.session.role))),
  protectedRoute('get', '/api/blade-system/menu/top-menu', (ctx) => {
    const topLevel = new Set(menuTree(ctx.db, ctx.session.role).map((m) => m.id));
    return ok(
      ctx.db.topMenus
        .filter((t) => t.menuIds.some((id) => topLevel.has(id)))
        .sort((a, b) => a.sort - b.sort)
        .map((t) => ({ id: t.id, tenantId: t.tenantId, name: t.name, code: t.code, source: t.source, sort: t.sort })),
    );
  }),
  publicRoute('get', '/api/blade-system/tenant/info', (ctx) => {
    const domain = (ctx.query.get('domain') ?? '').trim().toLowerCase().replace(/:\d+$/, '');
    const tenant = domain ? ctx.db.tenants.find((t) => t.domain !== '' && t.domain.toLowerCase() === domain) : undefined;
    return ok(tenant ? { tenantId: tenant.tenantId, tenantName: tenant.tenantName, domain: tenant.domain } : null);
  }),
  protectedRoute('get', '/api/blade-system/dept/detail', (ctx) => {
    const dept = findDept(ctx.db, ctx.query.get('id') ?? '');
    const visible = dept && (ctx.session.tenant.tenantId === PLATFORM_TENANT || dept.tenantId === ctx.session.tenant.tenantId);
    return ok(visible ? { ...dept } : null);
  }),
];
