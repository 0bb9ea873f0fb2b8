import type { ReactNode } from 'react';
import type { UserInfo } from '@services/api/types/session';
import { SPEC_ROUTES } from './spec-routes';

/**
 * A page of the main layout: its path and the i18n key of its tab title. The feature areas declare theirs in
 * `src/screens/<area>/pages.tsx`; the route manifest (src/shell/page-routes.tsx) puts them in one table.
 */
export interface PageRoute {
  /** react-router path pattern. */
  path: string;
  titleKey: string;
  element: ReactNode;
  /** False: the page shows without becoming a tab (spec 000 §2 "unless the route opts out"). */
  tab?: boolean;
  /** Who may not open it (→ /403). */
  forbidden?: (user: UserInfo) => boolean;
  /**
   * The page(s) it is opened from, for a page that is no menu item (a detail, a step, a form): it opens for
   * whoever may open one of them (src/shell/access.ts).
   */
  parent?: string | readonly string[];
}

/**
 * The page of a spec route: its tab title is the one SPEC_ROUTES gives it (./spec-routes.ts), and `parent` names
 * the page(s) it is opened from when it is no menu item.
 */
export function specPage(path: string, element: ReactNode, parent?: string | readonly string[]): PageRoute {
  const route = SPEC_ROUTES.find((r) => r.path === path);
  if (!route) throw new Error(`${path} is no spec route`);
  return { path, titleKey: route.titleKey, element, ...(parent ? { parent } : {}) };
}
