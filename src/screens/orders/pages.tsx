import { lazy } from '@/components/lazy-screen';
// tab titles of the pages served here come from the orders namespace
import '@/i18n/orders-namespace';
import type { PageRoute } from '@/components/page-route';

const lists = () => import('./order-pages');
const OrderManagerPage = lazy(() => lists().then((m) => ({ default: m.OrderManagerPage })));
const GoodsOrderPage = lazy(() => lists().then((m) => ({ default: m.GoodsOrderPage })));
const OrderDetailPage = lazy(() => import('./order-detail-page').then((m) => ({ default: m.OrderDetailPage })));
const CodeQueryPage = lazy(() => import('./code-query-page').then((m) => ({ default: m.CodeQueryPage })));

/** The order screens (spec 001 §2 order lists, spec 000 §2 /order/orderManager/detail); screens load lazily. */
export const ORDER_PAGES: PageRoute[] = [
  { path: '/order/orderManager', titleKey: 'orders:title.platform', element: <OrderManagerPage /> },
  { path: '/order/goodsOrder', titleKey: 'orders:title.goods', element: <GoodsOrderPage /> },
  {
    path: '/order/orderManager/detail',
    titleKey: 'routes:order.orderManagerDetail',
    element: <OrderDetailPage />,
    parent: ['/order/orderManager', '/order/goodsOrder'],
  },
  { path: '/rechargeCenter/goodsOrderCodeQuery', titleKey: 'orders:title.code', element: <CodeQueryPage /> },
];
