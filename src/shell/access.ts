/**
 * Who may open which console path (fails closed). One pure decision for the main layout (403 / 404) and the
 * post-login redirect: a path opens only when
 *   (a) it is in the user's menu tree (a menu path, or /myiframe/<id> of a menu item in the tree),
 *   (b) it is the detail page /detail/:resource/:id of a registry family whose list is in that tree,
 *   (c) it is a page whose declared parent (the page it is opened from) opens,
 *   (d) the header's user menu offers it to this user (数据看板, 个人信息, the tenant entries), or
 *   (e) every signed-in user has it (home, profile, lock and the error pages).
 * A path the route manifest (src/shell/page-routes.tsx resolveRoute) knows that opens by none of these is forbidden
 * (403); any other path is unknown (404).
 */
import { matchPath } from 'react-router-dom';
import type { MenuNode, UserInfo } from '@services/api/types/session';
import { MENU_ROUTES } from '@services/resources/routes';
import { RESOURCE_AREAS } from '@services/resources/types';
import { resolveRoute } from '@/shell/page-routes';
import { tenantEntries } from '@/components/tenant-entries';
import { findMenu, findMenuById } from '@/components/menu-paths';

/** Pages every signed-in user has. */
export const ALWAYS_OPEN: readonly string[] = ['/wel/index', '/info/index', '/lock', '/403', '/404', '/500'];

/** The fixed entries of the header's user menu (spec 000 §2 "User dropdown"): offered to every user. */
export const USER_MENU_PAGES = { dashboard: '/wel/dashboard', profile: '/info/index' } as const;

/** What the decision needs to know of a page of the layout. */
export interface AccessPage {
  /** react-router path pattern. */
  path: string;
  /** The page(s) it is opened from: it opens when one of them opens. */
  parent?: string | readonly string[];
  /** Users who may not open it even when another rule would let them. */
  forbidden?: (user: UserInfo) => boolean;
}

export interface AccessContext {
  /** The user's menu tree (already filtered by role). */
  menus: readonly MenuNode[];
  user: UserInfo | null;
  /** The company's role types; null while unknown (the tenant entries of the user menu then open nothing). */
  roleTypes: readonly string[] | null;
  /** The layout's pages (src/shell/page-routes.tsx PAGES). */
  pages: readonly AccessPage[];
}

export type PathAccess = 'open' | 'forbidden' | 'unknown';

const IFRAME = '/myiframe/:id';
const DETAIL = '/detail/:resource/:id';

const pageOf = (pages: readonly AccessPage[], pathname: string) =>
  pages.find((p) => matchPath({ path: p.path, end: true }, pathname) !== null);
const parentsOf = (page: AccessPage | undefined): readonly string[] =>
  page?.parent === undefined ? [] : typeof page.parent === 'string' ? [page.parent] : page.parent;

/** Console paths a registry family's list can have: its hand-written menu path, else /<area>/<key>. */
export function familyListPaths(key: string): string[] {
  const own = MENU_ROUTES[key];
  return own ? [own[0]] : RESOURCE_AREAS.map((area) => `/${area}/${key}`);
}

/** Paths the header's user menu offers this user, by the rules the header uses. */
export function userMenuPaths(user: UserInfo | null, roleTypes: readonly string[] | null): string[] {
  const out: string[] = Object.values(USER_MENU_PAGES);
  if (user && roleTypes) out.push(...tenantEntries(user, roleTypes).map((e) => e.to));
  return out;
}

function decide(pathname: string, ctx: AccessContext, seen: Set<string>): PathAccess {
  if (ALWAYS_OPEN.includes(pathname)) return 'open';
  const iframe = matchPath(IFRAME, pathname);
  if (iframe) {
    let id: string;
    try {
      id = decodeURIComponent(iframe.params.id ?? '');
    } catch {
      return 'forbidden';
    }
    return findMenuById(ctx.menus, id) ? 'open' : 'forbidden';
  }
  const page = pageOf(ctx.pages, pathname);
  if (page?.forbidden && ctx.user && page.forbidden(ctx.user)) return 'forbidden';
  if (findMenu(ctx.menus, pathname)) return 'open';
  if (userMenuPaths(ctx.user, ctx.roleTypes).includes(pathname)) return 'open';
  const detail = matchPath(DETAIL, pathname);
  if (detail && familyListPaths(detail.params.resource ?? '').some((p) => findMenu(ctx.menus, p))) return 'open';
  seen.add(pathname);
  for (const parent of parentsOf(page)) {
    if (!seen.has(parent) && decide(parent, ctx, seen) === 'open') return 'open';
  }
  // A path the route manifest knows is forbidden when no rule opens it; one only shaped like a family's path
  // (/<area>/<key>, unconfirmed without the registry) or unknown is /404.
  if (page !== undefined) return 'forbidden';
  const route = resolveRoute(pathname);
  return route !== null && !route.inferred ? 'forbidden' : 'unknown';
}

/** Whether the user may open `pathname` (no query): open, forbidden (→ /403) or unknown (→ /404). */
export function pathAccess(pathname: string, ctx: AccessContext): PathAccess {
  return decide(pathname, ctx, new Set());
}
