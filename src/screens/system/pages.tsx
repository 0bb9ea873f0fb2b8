import { lazy } from '@/components/lazy-screen';
import '@/i18n/system-admin-namespace';
import type { PageRoute } from '@/components/page-route';

const DictHorizontalPage = lazy(() => import('./dict-page').then((m) => ({ default: m.DictHorizontalPage })));
const DictVerticalPage = lazy(() => import('./dict-page').then((m) => ({ default: m.DictVerticalPage })));
const ParamPage = lazy(() => import('./param-page').then((m) => ({ default: m.ParamPage })));
const RolePage = lazy(() => import('./role-page').then((m) => ({ default: m.RolePage })));
const UserPage = lazy(() => import('./user-page').then((m) => ({ default: m.UserPage })));
const MenuPage = lazy(() => import('./menu-page').then((m) => ({ default: m.MenuPage })));
const TopMenuPage = lazy(() => import('./menu-page').then((m) => ({ default: m.TopMenuPage })));
const DeptPage = lazy(() => import('./org-pages').then((m) => ({ default: m.DeptPage })));
const RegionPage = lazy(() => import('./org-pages').then((m) => ({ default: m.RegionPage })));
const PostPage = lazy(() => import('./org-pages').then((m) => ({ default: m.PostPage })));
const ClientPage = lazy(() => import('./org-pages').then((m) => ({ default: m.ClientPage })));

/** System administration screens beyond the generic list (dictionaries, roles, users, menus, …): their routes inside the main layout. Screens load lazily (React.lazy) to keep the layout chunk small. */
export const SYSTEM_PAGES: PageRoute[] = [
  { path: '/dict-horizontal/index', titleKey: 'routes:dict.horizontal', element: <DictHorizontalPage /> },
  { path: '/dict-vertical/index', titleKey: 'routes:dict.vertical', element: <DictVerticalPage /> },
  { path: '/system/param', titleKey: 'systemAdmin:title.param', element: <ParamPage /> },
  { path: '/system/role', titleKey: 'systemAdmin:title.role', element: <RolePage /> },
  { path: '/system/user', titleKey: 'systemAdmin:title.user', element: <UserPage /> },
  { path: '/system/menu', titleKey: 'systemAdmin:title.menu', element: <MenuPage /> },
  { path: '/system/topmenu', titleKey: 'systemAdmin:title.topMenu', element: <TopMenuPage /> },
  { path: '/system/dept', titleKey: 'systemAdmin:title.dept', element: <DeptPage /> },
  { path: '/system/region', titleKey: 'systemAdmin:title.region', element: <RegionPage /> },
  { path: '/system/post', titleKey: 'systemAdmin:title.post', element: <PostPage /> },
  { path: '/system/client', titleKey: 'systemAdmin:title.client', element: <ClientPage /> },
];
