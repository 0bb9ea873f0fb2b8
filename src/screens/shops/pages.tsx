import { screensOf } from '@/components/lazy-screen';
// tab titles of the pages served here come from the shops namespace
import '@/i18n/shops-namespace';
import type { PageRoute } from '@/components/page-route';

const { ShopApplyPage } = screensOf(() => import('./shop-apply-page'), ['ShopApplyPage']);

/** Where shop applications are filed and given their cards (their review is 审核中心 › 开店申请审核). */
export const SHOP_APPLY_PATH = '/shop/apply';

/** Shop screens (spec 001 §7 "Shop apply records"): menu pages. Screens load lazily. */
export const SHOP_PAGES: PageRoute[] = [{ path: SHOP_APPLY_PATH, titleKey: 'shops:title', element: <ShopApplyPage /> }];
