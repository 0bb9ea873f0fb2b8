import { screensOf } from '@/components/lazy-screen';
import '@/i18n/system-admin-namespace';
import { specPage, type PageRoute } from '@/components/page-route';

const { DictHorizontalPage, DictVerticalPage } = screensOf(() => import('./dict-page'), ['DictHorizontalPage', 'DictVerticalPage']);
const { ParamPage } = screensOf(() => import('./param-page'), ['ParamPage']);
const { RolePage } = screensOf(() => import('./role-page'), ['RolePage']);
const { UserPage } = screensOf(() => import('./user-page'), ['UserPage']);
const { MenuPage, TopMenuPage } = screensOf(() => import('./menu-page'), ['MenuPage', 'TopMenuPage']);
const { DeptPage, RegionPage, PostPage, ClientPage } = screensOf(
  () => import('./org-pages'),
  ['DeptPage', 'RegionPage', 'PostPage', 'ClientPage'],
);

/** System administration screens beyond the generic list (dictionaries, roles, users, menus, …): their routes inside the main layout. Screens load lazily (React.lazy) to keep the layout chunk small. */
export const SYSTEM_PAGES: PageRoute[] = [
  specPage('/dict-horizontal/index', <DictHorizontalPage />),
  specPage('/dict-vertical/index', <DictVerticalPage />),
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
