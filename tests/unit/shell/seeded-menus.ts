import type { MenuNode } from '@services/api/types/session';
import { buildMenuRows, resolveGrants, ROLE_GRANTS } from '@services/mock/seed-menus';

/** The simulator's seeded menu rows (menus and buttons). */
export const ROWS = buildMenuRows((n) => `m${n}`);

/** The menu tree a seeded role receives (the simulator's grants, ancestors included). */
export function menusOf(alias: string): MenuNode[] {
  const granted = new Set(resolveGrants(ROWS, ROLE_GRANTS[alias]!));
  const rows = ROWS.filter((r) => r.category === 1 && granted.has(r.id));
  const build = (parentId: string): MenuNode[] =>
    rows
      .filter((r) => r.parentId === parentId)
      .map((r) => ({
        id: r.id,
        parentId,
        name: r.name,
        path: r.path,
        icon: r.source,
        code: r.code,
        sort: r.sort,
        meta: r.roles ? { roles: r.roles } : {},
        children: build(r.id),
      }));
  return build('0');
}
