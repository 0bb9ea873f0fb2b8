import type { PageRoute } from '@/shell/page-routes';

/** Money flow screens (settlement, invoicing, withdrawals): their routes inside the main layout. Screens load lazily (React.lazy) to keep the layout chunk small. */
export const MONEY_PAGES: PageRoute[] = [];
