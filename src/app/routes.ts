import type { MenuNode } from '@services/api/types/session';

/** Routes that need no session (spec 000 §2). */
export const PUBLIC_ROUTES = ['/login', '/lock', '/404', '/403', '/500'] as const;

/** Routes of the main layout that this release renders. */
export const LAYOUT_ROUTES = ['/wel/index'] as const;

/** True for a menu path that opens in the embedded-page route (contains html or starts with http/https). */
export function isExternalMenuPath(path: string): boolean {
  return /^https?:/i.test(path) || path.includes('html');
}

/** Every internal path of a menu tree. */
export function menuPaths(menus: MenuNode[]): Set<string> {
  const out = new Set<string>();
  const walk = (nodes: MenuNode[]) => {
    for (const n of nodes) {
      if (n.path && !isExternalMenuPath(n.path)) out.add(n.path);
      walk(n.children);
    }
  };
  walk(menus);
  return out;
}

/** Finds the menu node of a path. */
export function findMenu(menus: MenuNode[], path: string): MenuNode | null {
  for (const n of menus) {
    if (n.path === path) return n;
    const hit = findMenu(n.children, path);
    if (hit) return hit;
  }
  return null;
}
