/**
 * Every console route, for each seeded role: it opens exactly when the role's menu tree allows it. "Allowed" is
 * worked out here from the simulator's menus and grants and from where the screens link their pages
 * (support/route-table.ts), not by asking the console. One signed-in page per role; each route is one
 * history push inside it (no reload, no new login).
 *
 * Sampled to stay near two minutes on a small machine: the roles are admin (administrator), auditor
 * (finance_auditor — deptlead, hr and auditor2 hold the same role and menu, so they are not walked again),
 * supplier, provider, purchaser and thirdparty; the routes (see allRoutes) are dealt out in turn, so each is
 * visited by one of them, and every role also visits the pages of USUAL. Menu paths are otherwise sampled:
 * whether a path is in a menu is the plainest of the rules, and the unit tests of the access rules open the
 * whole page table with the administrator's menu.
 */
import { expect, test, type Page } from '@playwright/test';
import { SPEC_ROUTES } from '../../src/components/spec-routes';
import { USERS, login, loginToHome, waitForSimulator, type SeededUser } from './support/console';
import { COMPANY_PAGES, EVERYONE, FAMILY_DETAILS, NOBODY, OPENED_FROM, samplePath } from './support/route-table';

interface MenuRow {
  id: string;
  parentId: string;
  path: string;
  category: 1 | 2;
  code: string;
  roles?: string[];
}

/** What the simulator holds for a signed-in account: every menu row, the rows its (first) role is granted, its company. */
interface Facts {
  menus: MenuRow[];
  granted: string[] | 'all';
  role: { id: string; roleName: string; roleAlias: string };
  tenant: { tenantId: string; tenantType: string; parentTenantId: string };
}

type FactsWindow = Window & {
  __simulator?: {
    db: {
      menus: MenuRow[];
      roles: Array<{ id: string; roleName: string; roleAlias: string; menuIds: string[] }>;
      users: Array<{ tenantId: string; account: string; roleIds: string[] }>;
      tenants: Array<{ tenantId: string; tenantType: string; parentTenantId: string }>;
    };
  };
};

async function factsOf(page: Page, user: SeededUser): Promise<Facts> {
  await waitForSimulator(page);
  return page.evaluate(({ tenantId, account }) => {
    const db = (window as FactsWindow).__simulator!.db;
    const u = db.users.find((x) => x.tenantId === tenantId && x.account === account)!;
    const role = db.roles.find((r) => r.id === u.roleIds[0])!;
    const tenant = db.tenants.find((t) => t.tenantId === tenantId)!;
    return {
      menus: db.menus.map(({ id, parentId, path, category, code, roles }) => ({
        id,
        parentId,
        path,
        category,
        code,
        ...(roles ? { roles } : {}),
      })),
      granted: role.roleAlias === 'administrator' ? ('all' as const) : [...role.menuIds],
      role: { id: role.id, roleName: role.roleName, roleAlias: role.roleAlias },
      tenant: { tenantId: tenant.tenantId, tenantType: tenant.tenantType, parentTenantId: tenant.parentTenantId },
    };
  }, user);
}

const external = (path: string) => /^https?:/i.test(path) || path.includes('html');

/** The menu rows the role sees: granted, and not limited to other roles (a limited item hides its subtree). */
function visibleMenus(f: Facts): MenuRow[] {
  const granted = f.granted === 'all' ? null : new Set(f.granted);
  const rows = f.menus.filter((m) => m.category === 1 && (!granted || granted.has(m.id)));
  const byId = new Map(rows.map((m) => [m.id, m]));
  const hidden = (m: MenuRow | undefined): boolean => {
    if (!m) return false;
    if (m.roles?.length && ![f.role.roleAlias, f.role.roleName, f.role.id].some((r) => m.roles!.includes(r))) return true;
    return hidden(byId.get(m.parentId));
  };
  return rows.filter((m) => !hidden(m));
}

/** The company pages the user menu offers (top-level companies but the platform; child companies). */
function companyPages(f: Facts): string[] {
  const { tenantId, tenantType, parentTenantId } = f.tenant;
  if (parentTenantId !== '') return [COMPANY_PAGES.company];
  if (tenantId === '000000') return [];
  if (tenantType === '1') return [COMPANY_PAGES.company];
  if (tenantType === '2') return [COMPANY_PAGES.provider];
  return [COMPANY_PAGES.company, COMPANY_PAGES.provider];
}

/** Whether the role may open a (concrete) path, by the rules of the console worked out independently. */
function allowedFor(f: Facts): (path: string) => boolean {
  const menus = visibleMenus(f);
  const paths = new Set(menus.map((m) => m.path));
  const ids = new Set(menus.map((m) => m.id));
  const open = new Set<string>([...EVERYONE, ...companyPages(f)]);
  const opened = new Map(Object.entries(OPENED_FROM).map(([pattern, from]) => [samplePath(pattern), from]));
  const allowed = (path: string, seen: Set<string>): boolean => {
    if (open.has(path) || paths.has(path)) return true;
    if (path.startsWith('/myiframe/')) return ids.has(decodeURIComponent(path.slice('/myiframe/'.length)));
    if (FAMILY_DETAILS[path]) return paths.has(FAMILY_DETAILS[path]!);
    seen.add(path);
    return (opened.get(path) ?? []).some((p) => !seen.has(p) && allowed(p, seen));
  };
  return (path) => allowed(path, new Set());
}

/**
 * The routes visited: the spec's routes, the pages opened from others, the pages everyone has, record pages,
 * and of the menu (all roles' items) each top-level item with its first item and the embedded pages.
 */
function allRoutes(f: Facts): string[] {
  const menus = f.menus.filter((m) => m.category === 1);
  const routes = new Set<string>();
  const route = (m: MenuRow) => (external(m.path) ? `/myiframe/${encodeURIComponent(m.id)}` : m.path);
  for (const top of menus.filter((m) => m.parentId === '0')) {
    routes.add(route(top));
    const first = menus.find((m) => m.parentId === top.id);
    if (first) routes.add(route(first));
  }
  for (const m of menus) if (external(m.path)) routes.add(route(m));
  routes.delete('/wel'); // the home group: it goes home
  for (const r of SPEC_ROUTES) routes.add(samplePath(r.path));
  for (const pattern of Object.keys(OPENED_FROM)) routes.add(samplePath(pattern));
  for (const p of [...EVERYONE, ...Object.values(COMPANY_PAGES), ...NOBODY, ...Object.keys(FAMILY_DETAILS)]) routes.add(p);
  return [...routes].sort();
}

type Outcome = 'open' | '403' | '404';

/**
 * Opens `path` with a history push in the signed-in page and reports what the console did. The layout is left
 * first (through /404) and its stored tabs are cleared, so it starts again with only the page visited.
 */
async function visit(page: Page, path: string): Promise<Outcome> {
  return page.evaluate(async (path) => {
    const go = (to: string) => {
      window.history.pushState(null, '', to);
      window.dispatchEvent(new PopStateEvent('popstate', { state: null }));
    };
    const until = async <T>(check: () => T | null): Promise<T> => {
      for (let i = 0; i < 1500; i += 1) {
        const v = check();
        if (v !== null) return v;
        await new Promise((r) => setTimeout(r, 20));
      }
      throw new Error(`no outcome for ${path} (at ${window.location.pathname})`);
    };
    window.sessionStorage.removeItem('fleet-console-tags');
    go('/404');
    await until(() => (window.location.pathname === '/404' && !document.querySelector('main.fc-page') ? true : null));
    go(path);
    const target = new URL(path, window.location.origin).pathname;
    return until<'open' | '403' | '404'>(() => {
      const at = window.location.pathname;
      if (at === '/403' || (at === '/404' && target !== '/404')) return at === '/403' ? '403' : '404';
      if (at === target && document.querySelector('main.fc-page')) return 'open';
      return null;
    });
  }, path);
}

/** Visited by every role: a company page, a page of platform administration, a record page and a page opened from a list. */
const USUAL = ['/compant/system/compant', '/system/user', '/detail/user/1', '/company/grant/detail/1'];

const ROLES: Array<[string, SeededUser]> = [
  ['admin', USERS.admin],
  ['auditor', USERS.auditor],
  ['supplier', USERS.supplier],
  ['provider', USERS.provider],
  ['purchaser', USERS.purchaser],
  ['thirdparty', USERS.thirdparty],
];

ROLES.forEach(([name, user], turn) => {
  test(`${name}: console routes open exactly when the role's menu allows them`, async ({ page }) => {
    test.setTimeout(120_000);
    await login(page, user);
    await expect(page.getByRole('banner').getByText(user.realName, { exact: true })).toBeVisible();
    const facts = await factsOf(page, user);
    const allowed = allowedFor(facts);
    const all = allRoutes(facts);
    const routes = [...new Set([...USUAL, ...all.filter((_, i) => i % ROLES.length === turn)])];
    const wrong: string[] = [];
    for (const path of routes) {
      const outcome = await visit(page, path);
      if ((outcome === 'open') !== allowed(path)) wrong.push(`${path}: ${outcome}, expected ${allowed(path) ? 'open' : '403/404'}`);
    }
    expect(wrong, `${routes.length} routes`).toEqual([]);
    // a path that is no console route stays a 404
    expect(await visit(page, '/no/such/page')).toBe('404');
  });
});

test('supplier: /system/user shows the 403 page; lists show no add, edit or delete the button map lacks', async ({ page }) => {
  test.setTimeout(120_000);
  await loginToHome(page, USERS.supplier);
  const facts = await factsOf(page, USERS.supplier);

  await page.goto('/system/user');
  await expect(page).toHaveURL(/\/403$/);
  await expect(page.getByText('抱歉，您无权访问该页面。')).toBeVisible();
  await expect(page.getByRole('button', { name: '新增' })).toHaveCount(0);
  // a registry family's list at its /<area>/<key> path, not in the supplier's menu, is forbidden; a path only
  // shaped like one (no such family) is unknown
  expect(await visit(page, '/fleets/cyh-fleet')).toBe('403');
  expect(await visit(page, '/fleets/no-such-family')).toBe('404');

  // the supplier's menu pages whose buttons lack add, edit or delete: the generic list shows none of those
  const granted = new Set(facts.granted === 'all' ? [] : facts.granted);
  const buttonsOf = (menu: MenuRow) =>
    facts.menus.filter((b) => b.category === 2 && b.parentId === menu.id && granted.has(b.id)).map((b) => b.code.split('_').pop()!);
  const lacking = visibleMenus(facts)
    .filter((m) => !external(m.path) && facts.menus.some((b) => b.category === 2 && b.parentId === m.id))
    .map((m) => ({ path: m.path, verbs: buttonsOf(m) }))
    .filter((m) => !['add', 'edit', 'delete'].every((v) => m.verbs.includes(v)));
  expect(lacking.length).toBeGreaterThan(0);
  let lists = 0;
  for (const { path, verbs } of lacking) {
    expect(await visit(page, path), path).toBe('open');
    // the page's screen has loaded (no loading placeholder left in the shown tab)
    await expect(page.locator('main.fc-page .fc-page-loading:visible')).toHaveCount(0);
    const list = page.locator('main.fc-page section.resource-list:visible');
    if ((await list.count()) === 0) continue; // a page of its own, not the generic list
    lists += 1;
    await expect(list.locator('.resource-table, .bp6-non-ideal-state').first()).toBeVisible();
    if (!verbs.includes('add')) await expect(list.getByRole('button', { name: '新增' }), path).toHaveCount(0);
    if (!verbs.includes('delete')) await expect(list.getByRole('button', { name: '删除' }), path).toHaveCount(0);
    if (!verbs.includes('edit')) await expect(list.getByRole('button', { name: '编辑' }), path).toHaveCount(0);
  }
  expect(lists, 'generic lists checked').toBeGreaterThan(0);
});
