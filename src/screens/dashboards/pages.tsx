import { lazyScreen, screenModule } from '@/components/lazy-screen';
import type { PageRoute } from '@/components/page-route';
import { DETAIL_PATHS } from './paths';

/** Dashboards and statistics screens: their routes inside the main layout. Screens load lazily (React.lazy) to keep the layout chunk small. */

/** The home screens' module: the console loads it while the user signs in (src/app/preload.ts). */
export const loadHomeScreens = screenModule(() => import('./home-screens'));
const home = loadHomeScreens;
const stats = screenModule(() => import('./statistics-screens'));
const WelIndexPage = lazyScreen(home, 'WelIndexPage');
const DashboardPage = lazyScreen(home, 'DashboardPage');
const ShopPage = lazyScreen(stats, 'ShopPage');
const ShopMallPage = lazyScreen(stats, 'ShopMallPage');
const SalesTotalPage = lazyScreen(stats, 'SalesTotalPage');
const StoreRankingPage = lazyScreen(stats, 'StoreRankingPage');
const FleetStatisticsPage = lazyScreen(stats, 'FleetStatisticsPage');
const RefundRatioPage = lazyScreen(stats, 'RefundRatioPage');
const RefundRatiosPage = lazyScreen(stats, 'RefundRatiosPage');

export const DASHBOARD_PAGES: PageRoute[] = [
  { path: DETAIL_PATHS.home, titleKey: 'route.home', element: <WelIndexPage /> },
  { path: DETAIL_PATHS.dashboard, titleKey: 'route.dashboard', element: <DashboardPage /> },
  { path: DETAIL_PATHS.shop, titleKey: 'route.shop', element: <ShopPage /> },
  { path: DETAIL_PATHS.shopMall, titleKey: 'route.shopMall', element: <ShopMallPage /> },
  { path: DETAIL_PATHS.salesTotal, titleKey: 'routes:statistics.salesTotalDetail', element: <SalesTotalPage /> },
  { path: DETAIL_PATHS.storeRanking, titleKey: 'routes:statistics.storeOrderRankingDetail', element: <StoreRankingPage /> },
  { path: DETAIL_PATHS.fleet, titleKey: 'routes:statistics.fleetStatistics', element: <FleetStatisticsPage /> },
  { path: DETAIL_PATHS.refundRatio, titleKey: 'routes:oilManage.refundRatioDetail', element: <RefundRatioPage /> },
  { path: DETAIL_PATHS.refundRatios, titleKey: 'route.refundRatios', element: <RefundRatiosPage /> },
];
