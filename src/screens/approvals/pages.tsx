import type { PageRoute } from '@/shell/page-routes';

/** Approval flow screens (card grants, reviews, leave workflow): their routes inside the main layout. Screens load lazily (React.lazy) to keep the layout chunk small. */
export const APPROVAL_PAGES: PageRoute[] = [];
