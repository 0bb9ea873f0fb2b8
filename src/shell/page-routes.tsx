import { matchPath, type RouteObject } from 'react-router-dom';
import type { UserInfo } from '@services/api/types/session';
import { consoleConfig } from '@services/http/config';
import { SPEC_ROUTES } from './spec-routes';
import { lazyScreen, screenModule } from '@/lib/lazy-screen';
import { PendingPage } from '@/screens/pending/pending-page';
import { SYSTEM_PAGES } from '@/screens/system/pages';
import { APPROVAL_PAGES } from '@/screens/approvals/pages';
import { MONEY_PAGES } from '@/screens/money/pages';
import { DASHBOARD_PAGES } from '@/screens/dashboards/pages';
import { ORDER_PAGES } from '@/screens/orders/pages';
import { RECHARGE_PAGES } from '@/screens/recharge/pages';
import { FLEET_PAGES } from '@/screens/fleets/pages';

const homePage = screenModule(() => import('@/screens/home/home-page'));
const iframePage = screenModule(() => import('@/screens/iframe/iframe-page'));
const profilePage = screenModule(() => import('@/screens/profile/profile-page'));
const resourceDetailPage = screenModule(() => import('@/screens/resource/resource-detail-page'));
const specRoutePage = screenModule(() => import('@/screens/pending/spec-route-page'));
const HomePage = lazyScreen(homePage, 'HomePage');
const IframePage = lazyScreen(iframePage, 'IframePage');
const ProfilePage = lazyScreen(profilePage, 'ProfilePage');
const ResourceDetailPage = lazyScreen(resourceDetailPage, 'ResourceDetailPage');
const SpecRoutePage = lazyScreen(specRoutePage, 'SpecRoutePage');
const loadMenuRoutePage = screenModule(() => import('@/screens/pending/menu-route-page'));
const MenuRoutePage = lazyScreen(loadMenuRoutePage, 'MenuRoutePage');

/** Loads the generic list screens ahead of use (the layout calls it once the browser is idle after the first page). */
export function prefetchListScreens(): void {
  void loadMenuRoutePage().catch(() => undefined);
}

/** A page of the main layout: its path and the i18n key of its tab title. */
export interface PageRoute {
  path: string;
  titleKey: string;
  element: React.ReactNode;
  /** False: the page shows without becoming a tab (spec 000 §2 "unless the route opts out"). */
  tab?: boolean;
  /** Who may not open it (→ /403). */
  forbidden?: (user: UserInfo) => boolean;
  /**
   * The page(s) it is opened from, for a page that is no menu item (a detail, a step, a form): it opens for
   * whoever may open one of them (src/app/access.ts).
   */
  parent?: string | readonly string[];
}

/** Screens of the feature areas; a path here replaces the pending page of the same path below. */
const FEATURE_PAGES: PageRoute[] = [...SYSTEM_PAGES, ...APPROVAL_PAGES, ...MONEY_PAGES, ...DASHBOARD_PAGES, ...ORDER_PAGES, ...RECHARGE_PAGES, ...FLEET_PAGES];

/**
 * Where the spec routes served here (not by a feature area) are opened from: the list of the registry family
 * they show (services/resources/routes.ts SPEC_ROUTE_FAMILIES and the families' notes). /test/index (mock use
 * only) has none: nobody opens it.
 */
const SPEC_ROUTE_PARENTS: Readonly<Record<string, string>> = {
  '/platformCharge/companyAccount/add': '/accounts/ent-account',
  '/yeePay/orderdividedetail': '/settlement/order-divide-detail',
  '/platoilorderdivide/platoilorder': '/orders/oil-order-divide',
};

/** Pages of the shell and the pending pages of spec routes whose screens do not exist yet. */
const BASE_PAGES: PageRoute[] = [
  { path: '/wel/index', titleKey: 'route.home', element: <HomePage /> },
  { path: '/wel/dashboard', titleKey: 'route.dashboard', element: <PendingPage titleKey="route.dashboard" /> },
  { path: '/info/index', titleKey: 'shellExtra:profile.title', element: <ProfilePage /> },
  { path: '/wel/shop', titleKey: 'route.shop', element: <PendingPage titleKey="route.shop" /> },
  { path: '/wel/shopMall', titleKey: 'route.shopMall', element: <PendingPage titleKey="route.shopMall" /> },
  { path: '/compant/system/compant', titleKey: 'route.company', element: <PendingPage titleKey="route.company" /> },
  {
    path: '/compant/system/enterpriseInformation',
    titleKey: 'route.enterpriseInformation',
    element: <PendingPage titleKey="route.enterpriseInformation" />,
    // The platform tenant cannot open the service-provider page (spec 000 §6).
    forbidden: (user) => user.tenantId === consoleConfig.platformTenantId,
  },
  { path: '/compant/system/identitysel', titleKey: 'route.identitysel', element: <PendingPage titleKey="route.identitysel" />, tab: false, parent: ['/compant/system/compant', '/compant/system/enterpriseInformation'] },
  { path: '/myiframe/:routerPath', titleKey: 'route.iframe', element: <IframePage /> },
  // the generic detail page of any registry record (opened from a list's view dialog)
  { path: '/detail/:resource/:id', titleKey: 'route.detail', element: <ResourceDetailPage /> },
  // Every other route of spec 000 §2 and spec 002 §2: its title and a clear note until its screen exists.
  ...SPEC_ROUTES.map(({ path, titleKey }): PageRoute => {
    const parent = SPEC_ROUTE_PARENTS[path];
    return { path, titleKey, element: <SpecRoutePage path={path} titleKey={titleKey} />, ...(parent ? { parent } : {}) };
  }),
];

/** Pages of spec 000 §2 inside the main layout that are not plain menu lists (menu paths fall through to MenuRoutePage). */
export const PAGES: PageRoute[] = [...FEATURE_PAGES, ...BASE_PAGES.filter((p) => !FEATURE_PAGES.some((f) => f.path === p.path))];

/** The route table each tab renders (with its own location). Menu paths fall through to the menu page. */
export const pageRoutes: RouteObject[] = [...PAGES.map(({ path, element }) => ({ path, element })), { path: '*', element: <MenuRoutePage /> }];

/** The static page of a path, if any. */
export function staticPage(pathname: string): PageRoute | undefined {
  return PAGES.find((p) => matchPath({ path: p.path, end: true }, pathname) !== null);
}
