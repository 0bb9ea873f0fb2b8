import { lazy } from '@/components/lazy-screen';
// tab titles of the menu pages served here (直充, 批量充值, 发卡充值, 商务卡) come from the recharge namespace
import '@/i18n/recharge-namespace';
import type { PageRoute } from '@/components/page-route';

const rechargePages = () => import('./recharge-pages');
const batchPages = () => import('./batch-pages');
const DirectChargingPage = lazy(() => rechargePages().then((m) => ({ default: m.DirectChargingPage })));
const CardBatchPage = lazy(() => rechargePages().then((m) => ({ default: m.CardBatchPage })));
const RechargeDetailPage = lazy(() => rechargePages().then((m) => ({ default: m.RechargeDetailPage })));
const BusinessCardPage = lazy(() => rechargePages().then((m) => ({ default: m.BusinessCardPage })));
const UserBalanceDetailPage = lazy(() => rechargePages().then((m) => ({ default: m.UserBalanceDetailPage })));
const PurchasingCenterPage = lazy(() => batchPages().then((m) => ({ default: m.PurchasingCenterPage })));
const PurchasingDetailPage = lazy(() => batchPages().then((m) => ({ default: m.PurchasingDetailPage })));
const ProductListQueryPage = lazy(() => batchPages().then((m) => ({ default: m.ProductListQueryPage })));

/** Recharge centre and batch purchasing screens (spec 002 §2): menu pages and the spec's detail routes. Screens load lazily. */
export const RECHARGE_PAGES: PageRoute[] = [
  // menu pages
  { path: '/rechargeCenter/directcharging', titleKey: 'recharge:direct.title', element: <DirectChargingPage /> },
  { path: '/rechargeCenter/cardBatch', titleKey: 'recharge:cardBatch.title', element: <CardBatchPage /> },
  { path: '/rechargeCenter/businesscard', titleKey: 'recharge:card.title', element: <BusinessCardPage /> },
  { path: '/batchCharging/purchasingCenter', titleKey: 'recharge:batch.centerTitle', element: <PurchasingCenterPage /> },
  // spec routes
  {
    path: '/rechargeCenter/directcharging/detail',
    titleKey: 'routes:rechargeCenter.directChargingDetail',
    element: <RechargeDetailPage />,
    parent: '/rechargeCenter/directcharging',
  },
  {
    path: '/rechargeCenter/cardBatch/detail',
    titleKey: 'routes:rechargeCenter.cardBatchDetail',
    element: <RechargeDetailPage />,
    parent: '/rechargeCenter/cardBatch',
  },
  {
    path: '/rechargeCenter/businesscard/detail',
    titleKey: 'routes:rechargeCenter.businessCardDetail',
    element: <UserBalanceDetailPage titleKey="card.detailTitle" />,
    parent: '/rechargeCenter/businesscard',
  },
  {
    path: '/company/userBalanceQueryDetail',
    titleKey: 'routes:company.userBalanceQueryDetail',
    element: <UserBalanceDetailPage />,
    parent: '/accounts/user-account',
  },
  {
    path: '/batchCharging/purchasingCenter/detail',
    titleKey: 'routes:batchCharging.purchasingCenterDetail',
    element: <PurchasingDetailPage />,
    parent: '/batchCharging/purchasingCenter',
  },
  {
    path: '/batchCharging/classification/productListQuery',
    titleKey: 'routes:batchCharging.productListQuery',
    element: <ProductListQueryPage />,
    parent: '/batchCharging/purchasingCenter',
  },
];
