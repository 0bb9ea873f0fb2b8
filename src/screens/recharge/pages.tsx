import { screensOf } from '@/components/lazy-screen';
// tab titles of the menu pages served here (直充, 批量充值, 发卡充值, 商务卡) come from the recharge namespace
import '@/i18n/recharge-namespace';
import { specPage, type PageRoute } from '@/components/page-route';

const { DirectChargingPage, CardBatchPage, RechargeDetailPage, BusinessCardPage, BusinessCardDetailPage, UserBalanceDetailPage } =
  screensOf(
    () => import('./recharge-pages'),
    ['DirectChargingPage', 'CardBatchPage', 'RechargeDetailPage', 'BusinessCardPage', 'BusinessCardDetailPage', 'UserBalanceDetailPage'],
  );
const { PurchasingCenterPage, PurchasingDetailPage, ProductListQueryPage } = screensOf(
  () => import('./batch-pages'),
  ['PurchasingCenterPage', 'PurchasingDetailPage', 'ProductListQueryPage'],
);

const { CompanyExtPage } = screensOf(() => import('./company-ext-page'), ['CompanyExtPage']);

const { SplitAccountPage, EntAccountListPage } = screensOf(
  () => import('./split-account-page'),
  ['SplitAccountPage', 'EntAccountListPage'],
);

/** Recharge centre and batch purchasing screens (spec 002 §2): menu pages and the spec's detail routes. Screens load lazily. */
export const RECHARGE_PAGES: PageRoute[] = [
  // menu pages
  { path: '/rechargeCenter/directcharging', titleKey: 'recharge:direct.title', element: <DirectChargingPage /> },
  { path: '/rechargeCenter/cardBatch', titleKey: 'recharge:cardBatch.title', element: <CardBatchPage /> },
  { path: '/rechargeCenter/businesscard', titleKey: 'recharge:card.title', element: <BusinessCardPage /> },
  { path: '/batchCharging/purchasingCenter', titleKey: 'recharge:batch.centerTitle', element: <PurchasingCenterPage /> },
  // spec routes
  specPage('/rechargeCenter/directcharging/detail', <RechargeDetailPage />, '/rechargeCenter/directcharging'),
  specPage('/rechargeCenter/cardBatch/detail', <RechargeDetailPage />, '/rechargeCenter/cardBatch'),
  {
    path: '/rechargeCenter/businesscard/detail',
    titleKey: 'routes:rechargeCenter.businessCardDetail',
    element: <BusinessCardDetailPage />,
    parent: '/rechargeCenter/businesscard',
  },
  specPage('/company/userBalanceQueryDetail', <UserBalanceDetailPage />, '/accounts/user-account'),
  specPage('/batchCharging/purchasingCenter/detail', <PurchasingDetailPage />, '/batchCharging/purchasingCenter'),
  specPage('/batchCharging/classification/productListQuery', <ProductListQueryPage />, '/batchCharging/purchasingCenter'),
  // enterprise split accounts (spec 000 §3, spec 002 §7): the registry list with its way into onboarding, and the flow
  { path: '/accounts/ent-account', titleKey: 'resources:title.ent-account', element: <EntAccountListPage /> },
  specPage('/platformCharge/companyAccount/add', <SplitAccountPage />, '/accounts/ent-account'),
  // the company extension list sends count and leaves out companyId for the root tenant (spec 002 §6, §7)
  { path: '/tenants/company-ext', titleKey: 'resources:title.company-ext', element: <CompanyExtPage /> },
];
