/**
 * The route table: every spec route and every path of the simulator's seeded menus (each demo role's tree) with
 * the screen the route manifest opens for it, written to reports/routes.json. It fails when a menu path opens
 * nothing (/404), when a spec route is kept pending though a feature page serves it, or when a registry screen
 * names a family the registry does not serve there.
 */
import { mkdirSync, writeFileSync } from 'node:fs';
import { matchPath } from 'react-router-dom';
import type { MenuNode } from '@services/api/types/session';
import { ROLE_GRANTS } from '@services/mock/seed-menus';
import { RESOURCES, resourceByKey } from '@services/resources/registry';
import { SPEC_ROUTE_FAMILIES } from '@services/resources/routes';
import { listOperation } from '@services/api/resource-client';
import { isExternalMenuPath } from '@/components/menu-paths';
import { PAGES, PENDING_MENU_ROUTES, PENDING_SPEC_ROUTES, resolveRoute, staticPage, type ResolvedRoute } from '@/shell/page-routes';
import { SPEC_ROUTES } from '@/components/spec-routes';
import { SYSTEM_PAGES } from '@/screens/system/pages';
import { APPROVAL_PAGES } from '@/screens/approvals/pages';
import { MONEY_PAGES } from '@/screens/money/pages';
import { DASHBOARD_PAGES } from '@/screens/dashboards/pages';
import { ORDER_PAGES } from '@/screens/orders/pages';
import { RECHARGE_PAGES } from '@/screens/recharge/pages';
import { FLEET_PAGES } from '@/screens/fleets/pages';
import { ENTERPRISE_PAGES } from '@/screens/enterprise/pages';
import { menusOf } from './seeded-menus';

const AREA_PAGES = [
  ...SYSTEM_PAGES,
  ...APPROVAL_PAGES,
  ...MONEY_PAGES,
  ...DASHBOARD_PAGES,
  ...ORDER_PAGES,
  ...RECHARGE_PAGES,
  ...FLEET_PAGES,
  ...ENTERPRISE_PAGES,
];

/** Every internal menu item of a tree, with whether it has items under it (a group). */
function items(menus: readonly MenuNode[]): Array<{ path: string; group: boolean }> {
  return menus.flatMap((n) => [
    ...(n.path && !isExternalMenuPath(n.path) ? [{ path: n.path, group: n.children.length > 0 }] : []),
    ...items(n.children),
  ]);
}

/** A concrete path of a route pattern. */
const sample = (pattern: string) => pattern.replace(/:[A-Za-z]+/g, '1');
const servedByArea = (path: string) => AREA_PAGES.some((p) => matchPath({ path: p.path, end: true }, path) !== null);

interface Row {
  path: string;
  screen: string;
  kind: ResolvedRoute['kind'];
}

const roles = Object.keys(ROLE_GRANTS);
const menuItems = roles.flatMap((role) => {
  const menus = menusOf(role);
  return items(menus).map((item) => ({ ...item, role, route: resolveRoute(item.path, menus) }));
});
const specRows = SPEC_ROUTES.map((r) => ({ path: r.path, route: resolveRoute(sample(r.path)) }));

test('every spec route opens a feature page, a registry family or the pending note', () => {
  const missing = specRows.filter((r) => r.route === null || !['feature', 'registry', 'pending'].includes(r.route.kind)).map((r) => r.path);
  expect(missing).toEqual([]);
  for (const { path, route } of specRows) expect(route!.pattern, path).toBe(path);
});

test('no spec route is pending while a feature page serves it, and each pending one is listed', () => {
  const pending = specRows.filter((r) => r.route?.kind === 'pending').map((r) => r.path);
  expect(pending.filter(servedByArea)).toEqual([]);
  expect(PENDING_SPEC_ROUTES.filter(servedByArea)).toEqual([]);
  expect(pending.sort()).toEqual([...PENDING_SPEC_ROUTES].sort());
  // the spec routes an area page serves resolve to it
  for (const { path, route } of specRows) if (servedByArea(sample(path))) expect(route!.kind, path).toBe('feature');
});

test('every path of every demo role’s menu opens a screen (a group its items as links), none is /404', () => {
  expect(menuItems.length).toBeGreaterThan(100);
  expect(menuItems.filter((i) => i.route === null).map((i) => `${i.role} ${i.path}`)).toEqual([]);
  // an item that is no group shows the pending note only when the manifest lists it as pending
  const screenless = menuItems.filter((i) => !i.group && i.route?.kind === 'pending' && !PENDING_MENU_ROUTES.includes(i.path));
  expect(screenless.map((i) => `${i.role} ${i.path}`)).toEqual([]);
  // a group of items opens the group's page (the home group goes home), even when its path has a family's shape (/system/log)
  const notGroupPages = menuItems.filter((i) => i.group && i.route?.kind !== 'static' && i.route?.screen !== 'shell/menu-group');
  expect(notGroupPages.map((i) => i.path)).toEqual([]);
  expect(resolveRoute('/system/log', menusOf('administrator'))).toMatchObject({ kind: 'feature', screen: 'shell/menu-group' });
  expect(resolveRoute('/wel', menusOf('administrator'))).toMatchObject({ kind: 'static', screen: 'shell/home' });
  // a menu item listed pending is served by no page yet, and is still in the menus
  expect(PENDING_MENU_ROUTES.filter(servedByArea)).toEqual([]);
  for (const path of PENDING_MENU_ROUTES) {
    expect(
      menuItems.some((i) => i.path === path),
      path,
    ).toBe(true);
    expect(resolveRoute(path), path).toMatchObject({ kind: 'pending', screen: 'pending/menu' });
  }
});

test('a registry screen shows a family the registry serves at that path, with a list where a spec route shows it', () => {
  const registry = [...menuItems.map((i) => ({ path: i.path, route: i.route })), ...specRows].filter(
    (r) => r.route?.kind === 'registry' && r.route.family,
  );
  expect(registry.length).toBeGreaterThan(50);
  for (const { path, route } of registry) {
    const def = resourceByKey(route!.family!);
    expect(def, path).toBeDefined();
    expect(def!.route === path || SPEC_ROUTE_FAMILIES[path] === def!.key, `${path} → ${def!.key}`).toBe(true);
  }
  for (const { path, route } of specRows.filter((r) => r.route?.kind === 'registry'))
    expect(listOperation(resourceByKey(route!.family!)!), path).toBeDefined();
});

test('every registry family’s list path opens its generic screen or a feature page', () => {
  for (const def of RESOURCES) {
    const route = resolveRoute(def.route!);
    expect(route, def.route).not.toBeNull();
    if (route!.kind === 'registry') expect(route!.family, def.route).toBe(def.key);
    else expect(route!.kind, def.route).toBe('feature');
  }
});

test('the layout’s pages are the manifest’s pages, and unknown paths resolve to nothing', () => {
  for (const page of PAGES) expect(staticPage(sample(page.path)), page.path).toBe(page);
  expect(resolveRoute('/no/such/page')).toBeNull();
  expect(resolveRoute('/system/no-such-family')).toMatchObject({ kind: 'registry', inferred: true });
  expect(resolveRoute('/wel/index')).toMatchObject({ kind: 'feature', screen: 'dashboards/route.home' });
});

test('writes reports/routes.json', () => {
  const rows = new Map<string, Row>();
  for (const { path, route } of [...specRows, ...menuItems])
    if (route && !rows.has(path)) rows.set(path, { path, screen: route.screen, kind: route.kind });
  const routes = [...rows.values()].sort((a, b) => a.path.localeCompare(b.path));
  expect(routes.length).toBe(new Set([...SPEC_ROUTES.map((r) => r.path), ...menuItems.map((i) => i.path)]).size);
  mkdirSync('reports', { recursive: true });
  writeFileSync('reports/routes.json', `${JSON.stringify({ routes }, null, 2)}\n`);
});
