import { screensOf } from '@/components/lazy-screen';
import { specPage, type PageRoute } from '@/components/page-route';

const { TestIndexPage } = screensOf(() => import('./test-page'), ['TestIndexPage']);

/** Whether the simulated backend answers /api (demo mode): the mock page opens only then. */
export const MOCK_PAGE_AVAILABLE: boolean = __DEMO__;

/**
 * /test/index, for mock use only (spec 000 §2): in demo mode every signed-in user opens it (from the home page);
 * outside demo mode it is closed (403).
 */
export const TEST_PAGES: PageRoute[] = [
  { ...specPage('/test/index', <TestIndexPage />, '/wel/index'), forbidden: () => !MOCK_PAGE_AVAILABLE },
];
