import { lazy } from 'react';
import type { PageRoute } from '@/shell/page-routes';
import { DETAIL_PATHS } from './paths';

/** Dashboards and statistics screens: their routes inside the main layout. Screens load lazily (React.lazy) to keep the layout chunk small. */
const home = () => import('./home-screens');
const stats = () => import('./statistics-screens');
const WelIndexPage = lazy(() => home().then((m) => ({ default: m.WelIndexPage })));
const DashboardPage = lazy(() => home().then((m) => ({ default: m.DashboardPage })));
const ShopPage = lazy(() => stats().then((m) => ({ default: m.ShopPage })));
const ShopMallPage = lazy(() => stats().then((m) => ({ default: m.ShopMallPage })));
const SalesTotalPage = lazy(() => stats().then((m) => ({ default: m.SalesTotalPage })));
const StoreRankingPage = lazy(() => stats().then((m) => ({ default: m.StoreRankingPage })));
const FleetStatisticsPage = lazy(() => stats().then((m) => ({ default: m.FleetStatisticsPage })));
const RefundRatioPage = lazy(() => stats().then((m) => ({ default: m.RefundRatioPage })));

export const DASHBOARD_PAGES: PageRoute[] = [
  { path: DETAIL_PATHS.home, titleKey: 'route.home', element: <WelIndexPage /> },
  { path: DETAIL_PATHS.dashboard, titleKey: 'route.dashboard', element: <DashboardPage /> },
  { path: DETAIL_PATHS.shop, titleKey: 'route.shop', element: <ShopPage /> },
  { path: DETAIL_PATHS.shopMall, titleKey: 'route.shopMall', element: <ShopMallPage /> },
  { path: DETAIL_PATHS.salesTotal, titleKey: 'routes:statistics.salesTotalDetail', element: <SalesTotalPage /> },
  { path: DETAIL_PATHS.storeRanking, titleKey: 'routes:statistics.storeOrderRankingDetail', element: <StoreRankingPage /> },
  { path: DETAIL_PATHS.fleet, titleKey: 'routes:statistics.fleetStatistics', element: <FleetStatisticsPage /> },
  { path: DETAIL_PATHS.refundRatio, titleKey: 'routes:oilManage.refundRatioDetail', element: <RefundRatioPage /> },
];
