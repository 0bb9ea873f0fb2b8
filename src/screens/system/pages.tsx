import type { PageRoute } from '@/shell/page-routes';

/** System administration screens beyond the generic list (dictionaries, roles, users, menus, …): their routes inside the main layout. Screens load lazily (React.lazy) to keep the layout chunk small. */
export const SYSTEM_PAGES: PageRoute[] = [];
