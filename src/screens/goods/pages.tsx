import { screensOf } from '@/components/lazy-screen';
import type { PageRoute } from '@/components/page-route';
// tab titles of the pages served here come from the goods namespace
import '@/i18n/goods-namespace';

const { GoodsLibraryPage } = screensOf(() => import('./goods-library-page'), ['GoodsLibraryPage']);
const { GoodsRecordPage } = screensOf(() => import('./goods-record-page'), ['GoodsRecordPage']);

/** The platform goods library's menu path (services/resources/routes.ts: /<area>/<key> of `goods-v2`). */
const LIBRARY = '/goods/goods-v2';

/**
 * The goods library (spec 001 §4, §7 "Goods"; spec 000 §6: the platform tenant's own goods endpoints): its menu page
 * and a record's page with its commodity details. Screens load lazily.
 */
export const GOODS_PAGES: PageRoute[] = [
  { path: LIBRARY, titleKey: 'goods:title.library', element: <GoodsLibraryPage /> },
  { path: `${LIBRARY}/record`, titleKey: 'goods:title.record', element: <GoodsRecordPage />, parent: LIBRARY },
];
