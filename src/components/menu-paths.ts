import type { MenuNode } from '@services/api/types/session';

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

/** The first menu node, depth first, that a test accepts. */
function findMenuWhere(menus: readonly MenuNode[], test: (node: MenuNode) => boolean): MenuNode | null {
  for (const n of menus) {
    if (test(n)) return n;
    const hit = findMenuWhere(n.children, test);
    if (hit) return hit;
  }
  return null;
}

/** Finds a menu node by its id. */
export const findMenuById = (menus: readonly MenuNode[], id: string): MenuNode | null => findMenuWhere(menus, (n) => n.id === id);

/**
 * The URL an external menu path may be framed or opened with: it must parse (relative paths against the
 * console's origin) as http or https, with no whitespace or control-character tricks; anything else is null.
 */
export function embeddableUrl(path: string, origin: string): URL | null {
  if (!path || /[\p{Cc} \\]/u.test(path)) return null;
  if (!/^https?:\/\//i.test(path) && !path.startsWith('/')) return null;
  let url: URL;
  try {
    url = new URL(path, origin);
  } catch {
    return null;
  }
  return url.protocol === 'http:' || url.protocol === 'https:' ? url : null;
}

/** Where a menu item goes: its own path, or the embedded-page route for external pages. */
export function menuTarget(node: MenuNode): string {
  return isExternalMenuPath(node.path) ? `/myiframe/${encodeURIComponent(node.id)}` : node.path;
}

/** Finds the menu node of a path. */
export const findMenu = (menus: readonly MenuNode[], path: string): MenuNode | null => findMenuWhere(menus, (n) => n.path === path);
