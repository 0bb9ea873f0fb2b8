import { screensOf } from '@/components/lazy-screen';
// tab titles of the pages served here come from the orders namespace
import '@/i18n/orders-namespace';
import { specPage, type PageRoute } from '@/components/page-route';

const { OrderManagerPage, GoodsOrderPage } = screensOf(() => import('./order-pages'), ['OrderManagerPage', 'GoodsOrderPage']);
const { OrderDetailPage } = screensOf(() => import('./order-detail-page'), ['OrderDetailPage']);
const { CodeQueryPage } = screensOf(() => import('./code-query-page'), ['CodeQueryPage']);

/** The order screens (spec 001 §2 order lists, spec 000 §2 /order/orderManager/detail); screens load lazily. */
export const ORDER_PAGES: PageRoute[] = [
  { path: '/order/orderManager', titleKey: 'orders:title.platform', element: <OrderManagerPage /> },
  { path: '/order/goodsOrder', titleKey: 'orders:title.goods', element: <GoodsOrderPage /> },
  specPage('/order/orderManager/detail', <OrderDetailPage />, ['/order/orderManager', '/order/goodsOrder']),
  { path: '/rechargeCenter/goodsOrderCodeQuery', titleKey: 'orders:title.code', element: <CodeQueryPage /> },
];
