import type { PageRoute } from '@/shell/page-routes';

/** Dashboards and statistics screens: their routes inside the main layout. Screens load lazily (React.lazy) to keep the layout chunk small. */
export const DASHBOARD_PAGES: PageRoute[] = [];
