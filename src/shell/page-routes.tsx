/**
 * The route manifest (docs/architecture.md "Routes"): which screen every console path opens. A path is, in this
 * order, a page of a feature area (`src/screens/<area>/pages.tsx`), a page of the shell, a spec route shown by a
 * registry family's list, a spec route still pending, the generic list of a registry family at its console path
 * (services/resources/routes.ts), or a page of the app outside the layout; anything else is /404. Who may open
 * it (else /403) is src/shell/access.ts, which asks `resolveRoute` whether a path exists.
 */
import { matchPath, type RouteObject } from 'react-router-dom';
import type { MenuNode } from '@services/api/types/session';
import { familyAt } from '@services/resources/routes';
import type { PageRoute } from '@/components/page-route';
import { lazyScreen, screenModule } from '@/components/lazy-screen';
import { findMenu } from '@/components/menu-paths';
import { PendingPage } from '@/screens/pending/pending-page';
import { SYSTEM_PAGES } from '@/screens/system/pages';
import { APPROVAL_PAGES } from '@/screens/approvals/pages';
import { MONEY_PAGES } from '@/screens/money/pages';
import { DASHBOARD_PAGES } from '@/screens/dashboards/pages';
import { ORDER_PAGES } from '@/screens/orders/pages';
import { RECHARGE_PAGES } from '@/screens/recharge/pages';
import { FLEET_PAGES } from '@/screens/fleets/pages';
import { ENTERPRISE_PAGES } from '@/screens/enterprise/pages';
import { SHOP_PAGES } from '@/screens/shops/pages';
import { GOODS_PAGES } from '@/screens/goods/pages';
import { WORKFLOW_PAGES } from '@/screens/workflow/pages';
import { TEST_PAGES } from '@/screens/test-page/pages';
import { AGENT_PAGES } from '@/screens/agents/pages';
import { SPEC_ROUTES } from '@/components/spec-routes';

const iframePage = screenModule(() => import('@/screens/iframe/iframe-page'));
const profilePage = screenModule(() => import('@/screens/profile/profile-page'));
const resourceDetailPage = screenModule(() => import('@/screens/resource/resource-detail-page'));
const loadMenuRoutePage = screenModule(() => import('@/screens/pending/menu-route-page'));
const IframePage = lazyScreen(iframePage, 'IframePage');
const ProfilePage = lazyScreen(profilePage, 'ProfilePage');
const ResourceDetailPage = lazyScreen(resourceDetailPage, 'ResourceDetailPage');
const MenuRoutePage = lazyScreen(loadMenuRoutePage, 'MenuRoutePage');
const RegistryRoutePage = lazyScreen(loadMenuRoutePage, 'RegistryRoutePage');

/** Loads the generic list screens ahead of use (the layout calls it once the browser is idle after the first page). */
export function prefetchListScreens(): void {
  void loadMenuRoutePage().catch(() => undefined);
}

/** What opens for a path: a feature area's page, a registry family's generic screen, a pending note, or a page of the shell or the app. */
export type RouteKind = 'feature' | 'registry' | 'pending' | 'static';

export interface ResolvedRoute {
  kind: RouteKind;
  /**
   * The screen, for people: `<area>/<title key>` of a feature page, `registry/<family>` (or `registry/detail`),
   * `pending/<title key>` (`pending/menu` for a menu item without a screen), `shell/<page>`, `app/<page>`.
   */
  screen: string;
  /** The route pattern matched. */
  pattern: string;
  /** The layout's page of the path; none for a registry family at its own path, a menu item or a page outside the layout. */
  page?: PageRoute;
  /** The registry family shown. */
  family?: string;
  /** True when only the path's shape `/<area>/<key>` names the family (the registry screen confirms it). */
  inferred?: boolean;
}

interface Entry {
  page: PageRoute;
  kind: RouteKind;
  screen: string;
  family?: string;
}

const area = (name: string, pages: readonly PageRoute[]): Entry[] =>
  pages.map((page) => ({ page, kind: 'feature', screen: `${name}/${page.titleKey}` }));

/** Pages of the feature areas (they come first: a feature page is what its path opens). */
const FEATURE_ROUTES: Entry[] = [
  ...area('system', SYSTEM_PAGES),
  ...area('approvals', APPROVAL_PAGES),
  ...area('money', MONEY_PAGES),
  ...area('dashboards', DASHBOARD_PAGES),
  ...area('orders', ORDER_PAGES),
  ...area('recharge', RECHARGE_PAGES),
  ...area('fleets', FLEET_PAGES),
  ...area('enterprise', ENTERPRISE_PAGES),
  ...area('shops', SHOP_PAGES),
  ...area('goods', GOODS_PAGES),
  ...area('workflow', WORKFLOW_PAGES),
  ...area('test', TEST_PAGES),
  ...area('agents', AGENT_PAGES),
];

/** Pages of the shell: the profile, embedded pages and a registry record's page. */
const SHELL_ROUTES: Entry[] = [
  {
    kind: 'static',
    screen: 'shell/profile',
    page: { path: '/info/index', titleKey: 'shellExtra:profile.title', element: <ProfilePage /> },
  },
  { kind: 'static', screen: 'shell/iframe', page: { path: '/myiframe/:routerPath', titleKey: 'route.iframe', element: <IframePage /> } },
  // the generic detail page of any registry record (opened from a list's view dialog)
  {
    kind: 'registry',
    screen: 'registry/detail',
    page: { path: '/detail/:resource/:id', titleKey: 'route.detail', element: <ResourceDetailPage /> },
  },
];

/**
 * Spec routes (src/components/spec-routes.ts) that have no screen yet: their title and the pending note. None: /test/index,
 * for mock use only, is the demo mode's mock page (src/screens/test-page).
 */
export const PENDING_SPEC_ROUTES: readonly string[] = [];

/** Where the spec routes served here (not by a feature area) are opened from: the list of the family they belong to. */
const SPEC_ROUTE_PARENTS: Readonly<Record<string, string>> = {
  '/yeePay/orderdividedetail': '/settlement/order-divide-detail',
  '/platoilorderdivide/platoilorder': '/orders/oil-order-divide',
};

const servedByFeature = (path: string) => FEATURE_ROUTES.some((e) => e.page.path === path);

/**
 * Spec routes no feature page serves: the list of the registry family that lives there (a menu path of
 * services/resources/routes.ts, or its SPEC_ROUTE_FAMILIES), else — when listed pending — the pending note.
 */
const SPEC_ROUTE_ENTRIES: Entry[] = SPEC_ROUTES.filter((r) => !servedByFeature(r.path)).flatMap(({ path, titleKey }): Entry[] => {
  const parent = SPEC_ROUTE_PARENTS[path];
  const page = (element: React.ReactNode): PageRoute => ({ path, titleKey, element, ...(parent ? { parent } : {}) });
  if (PENDING_SPEC_ROUTES.includes(path))
    return [{ kind: 'pending', screen: `pending/${titleKey}`, page: page(<PendingPage titleKey={titleKey} />) }];
  const family = familyAt(path);
  if (family && !family.inferred)
    return [
      {
        kind: 'registry',
        screen: `registry/${family.key}`,
        family: family.key,
        page: page(<RegistryRoutePage path={path} titleKey={titleKey} />),
      },
    ];
  return [];
});

const ROUTES: Entry[] = [...FEATURE_ROUTES, ...SHELL_ROUTES.filter((e) => !servedByFeature(e.page.path)), ...SPEC_ROUTE_ENTRIES];

/** Pages of the app outside the layout (src/app/router.tsx; /lock covers the layout). */
export const APP_PAGES: readonly string[] = ['/login', '/lock', '/403', '/404', '/500'];

/** Paths the layout sends to the user's home page (the root, and the home menu group). */
const HOME_REDIRECTS: readonly string[] = ['/', '/wel'];

/** Items of the demo menus (services/mock/seed-menus.ts) with no screen yet: the menu page shows their title and the pending note. */
export const PENDING_MENU_ROUTES: readonly string[] = [];

/**
 * The screen a console path (no query) opens, or null for none (/404). With the user's menus, a menu group with no
 * screen of its own opens the group's page, its items as links (`shell/menu-group`, which also wins over a family
 * only guessed from the path's shape); another menu item without a screen resolves to the pending note.
 */
export function resolveRoute(pathname: string, menus?: readonly MenuNode[]): ResolvedRoute | null {
  const hit = ROUTES.find((e) => matchPath({ path: e.page.path, end: true }, pathname) !== null);
  if (hit)
    return { kind: hit.kind, screen: hit.screen, pattern: hit.page.path, page: hit.page, ...(hit.family ? { family: hit.family } : {}) };
  const node = menus ? findMenu(menus, pathname) : null;
  const group = node !== null && node.children.length > 0;
  const family = familyAt(pathname);
  if (family && !(family.inferred && group))
    return {
      kind: 'registry',
      screen: `registry/${family.key}`,
      pattern: pathname,
      family: family.key,
      ...(family.inferred ? { inferred: true } : {}),
    };
  if (APP_PAGES.includes(pathname)) return { kind: 'static', screen: `app${pathname}`, pattern: pathname };
  if (HOME_REDIRECTS.includes(pathname)) return { kind: 'static', screen: 'shell/home', pattern: pathname };
  if (group) return { kind: 'feature', screen: 'shell/menu-group', pattern: pathname };
  if (node || PENDING_MENU_ROUTES.includes(pathname)) return { kind: 'pending', screen: 'pending/menu', pattern: pathname };
  return null;
}

/** The layout's pages (feature, shell, registry spec routes and pending ones); other menu paths fall through to the menu page. */
export const PAGES: PageRoute[] = ROUTES.map((e) => e.page);

/** The route table each tab renders (with its own location). Menu paths fall through to the menu page. */
export const pageRoutes: RouteObject[] = [
  ...PAGES.map(({ path, element }) => ({ path, element })),
  { path: '*', element: <MenuRoutePage /> },
];

/** The layout's page of a path, if any. */
export function staticPage(pathname: string): PageRoute | undefined {
  return resolveRoute(pathname)?.page;
}
