/**
 * Hostile names from other tenants stay text. Every server-provided name the console shows (tenant, company
 * department, station, fleet, person, role, menu, notice title and body, dictionary label, file name) is seeded
 * as `<img src=x onerror=window.__xss=1>…` into the simulator; the walk opens every screen that shows them, hovers
 * every chart at a grid of points so its tooltip shows, and fails if any script runs (a dialog, the page flag, a
 * policy violation) or if any `<img src="x">` ever enters the document; the names must show as literal text.
 * It runs on the production build (the simulator answers from the test process, so module-level seed data such
 * as the dashboards' consumers and the notices can be renamed too).
 */
import type { Page } from '@playwright/test';
import { USERS, loginToHome } from './support/console';
import { expect, test, type Simulator } from './support/node-simulator';
import { XSS_PAYLOAD, activePage, chartsDrawn, expectNoProblems, hoverCharts, watchPage } from './support/security';
import { openFromMenu } from './support/shell';

const P = XSS_PAYLOAD;
type Row = Record<string, unknown>;
type MarkupWindow = Window & { __markup?: string[] };

/** Records every element with src="x" that ever enters the document (a tooltip may show it only for a moment). */
async function watchMarkup(page: Page): Promise<void> {
  await page.addInitScript(() => {
    const w = window as MarkupWindow;
    w.__markup = [];
    const seen = (n: Node) => {
      if (!(n instanceof Element)) return;
      for (const el of [n, ...n.querySelectorAll('[src="x"]')]) if (el.getAttribute('src') === 'x') w.__markup!.push(el.outerHTML);
    };
    new MutationObserver((records) => {
      for (const r of records) r.addedNodes.forEach(seen);
    }).observe(document, { childList: true, subtree: true });
  });
}

async function expectNoMarkup(page: Page, where: string): Promise<void> {
  expect(await page.evaluate(() => (window as MarkupWindow).__markup ?? []), where).toEqual([]);
  await expect(page.locator('[src="x"]'), where).toHaveCount(0);
}

interface Modules {
  resourceByKey: (key: string) => unknown;
  resourceTable: (db: Simulator['db'], def: unknown) => Row[];
  dictDefinition: (kind: 'dict') => unknown;
  dictTable: (db: Simulator['db'], def: unknown) => Row[];
  fleetWorld: (db: Simulator['db']) => void;
  worldOf: (seed: number) => { consumers: Row[] };
  SEED_NOTICES: Row[];
}

/** Prefixes `field` of each row with the payload; returns how to put the old values back. */
function poison(rows: readonly Row[], field: string, count = rows.length): () => void {
  const old = rows.slice(0, count).map((r) => [r, r[field]] as const);
  for (const [r, v] of old) r[field] = `${P}${String(v ?? '')}`;
  return () => {
    for (const [r, v] of old) r[field] = v;
  };
}

/** The names charts draw, by kind, as seeded. */
type ChartNames = Record<'tenant' | 'station' | 'fleet' | 'person', string[]>;

/** Renames the seeded data (db and the simulator's module-level seeds); returns the names charts draw and how to restore the module data. */
async function seedHostileNames(
  sim: Simulator,
  load: <T>(path: string) => Promise<T>,
): Promise<{ names: ChartNames; restore: () => void }> {
  const m: Modules = {
    ...(await load<Pick<Modules, 'resourceByKey'>>('/services/resources/registry.ts')),
    ...(await load<Pick<Modules, 'resourceTable'>>('/services/mock/routes/resource-routes.ts')),
    ...(await load<Pick<Modules, 'dictDefinition' | 'dictTable'>>('/services/mock/system-admin/dict.ts')),
    ...(await load<Pick<Modules, 'fleetWorld'>>('/services/mock/fleets/world.ts')),
    ...(await load<Pick<Modules, 'worldOf'>>('/services/mock/dashboard/model.ts')),
    ...(await load<Pick<Modules, 'SEED_NOTICES'>>('/services/mock/seed-notices.ts')),
  };
  const db = sim.db;
  const table = (key: string) => m.resourceTable(db, m.resourceByKey(key));
  poison(db.tenants as unknown as Row[], 'tenantName');
  poison(db.depts as unknown as Row[], 'deptName');
  poison(db.users as unknown as Row[], 'realName');
  poison(db.roles as unknown as Row[], 'roleName');
  // a menu group and one of its items, with an i18n code the console does not know, so their server names show
  const group = db.menus.find((x) => x.code === 'system')!;
  const item = db.menus.find((x) => x.code === 'param')!;
  for (const menu of [group, item]) Object.assign(menu, { name: `${P}${menu.name}`, i18n: `xss_${menu.code}` });
  m.fleetWorld(db);
  poison(table('fleet'), 'fleetName');
  poison(table('zyt-shell'), 'siteName');
  // the dashboards' stations are the companies' rows of the station table
  poison(table('shell-site'), 'siteName');
  poison(table('attach'), 'originalName');
  poison(
    m.dictTable(db, m.dictDefinition('dict')).filter((r) => r.parentId === '0'),
    'dictValue',
  );
  const world = m.worldOf(db.meta.seed);
  const restore = [
    poison(world.consumers, 'realName'),
    poison(m.SEED_NOTICES, 'title'),
    // bodies are rich text: a tag in one is markup to drop, an escaped tag is text to show
    poison(m.SEED_NOTICES, 'content'),
  ];
  const notice = m.SEED_NOTICES.reduce((a, b) => (String(a.releaseTime) > String(b.releaseTime) ? a : b));
  const content = notice.content;
  notice.content = `<p>&lt;img src=x onerror=window.__xss=1&gt;正文</p>${String(content)}`;
  restore.push(() => (notice.content = content));
  const names = (rows: readonly Row[], field: string) => rows.map((r) => String(r[field]));
  return {
    names: {
      tenant: names(db.tenants as unknown as Row[], 'tenantName'),
      station: names(table('shell-site'), 'siteName'),
      fleet: names(table('fleet'), 'fleetName'),
      person: names(world.consumers, 'realName'),
    },
    restore: () => {
      for (const r of restore.reverse()) r();
    },
  };
}

const DASHBOARDS: Array<{ path: string; heading: string }> = [
  { path: '/wel/index', heading: '欢迎使用车队油卡管理平台' },
  { path: '/wel/dashboard', heading: '平台数据看板' },
  { path: '/statistics/salestotal/detail', heading: '销售汇总详情' },
  { path: '/statistics/storeOrderRanking/detail', heading: '门店订单排行详情' },
  { path: '/statistics/fleetStatistics', heading: '车队统计' },
];

const LISTS: Array<{ path: string; shows: string }> = [
  { path: '/system/tenant', shows: 'tenant' },
  { path: '/system/user', shows: 'user' },
  { path: '/system/role', shows: 'role' },
  { path: '/dict-horizontal/index', shows: 'dictionary' },
  { path: '/system/attach', shows: 'file' },
  { path: '/station/station', shows: 'station' },
  { path: '/fleet/fleet', shows: 'fleet' },
];

test('hostile names from the server show as text on every screen, in every chart tooltip, and run nothing', async ({
  page,
  simulator,
  loadMockModule,
}) => {
  test.setTimeout(300_000);
  const { names, restore } = await seedHostileNames(simulator, loadMockModule);
  try {
    const recorded = await watchPage(page);
    await watchMarkup(page);
    const admin = { ...USERS.admin, realName: `${P}${USERS.admin.realName}` };
    await loginToHome(page, admin);

    // the header: company, user, roles; the side menu; the notices
    const banner = page.getByRole('banner');
    await expect(banner.locator('.fc-welcome')).toHaveText(new RegExp(`^${escapeRegExp(P)}.+ · .*${escapeRegExp(admin.realName)}$`));
    const roles = banner.getByRole('combobox', { name: '当前角色' });
    await expect(roles.locator('option').first()).toHaveText(new RegExp(`^${escapeRegExp(P)}`));
    await banner.getByRole('button', { name: '通知', exact: true }).click();
    const notices = page.getByRole('list', { name: '通知' });
    await expect(notices.getByText(P, { exact: false }).first()).toBeVisible();
    await expect(notices.getByText(`${P}正文`, { exact: false })).toBeVisible();
    await expectNoMarkup(page, 'header and notices');
    await page.keyboard.press('Escape');

    // every dashboard: each chart hovered; its tooltips show the names as text
    const tooltips: string[] = [];
    for (const d of DASHBOARDS) {
      if (d.path !== '/wel/index') await page.goto(d.path);
      await expect(
        activePage(page)
          .getByRole('heading', { level: 1, name: d.heading })
          .or(activePage(page).getByRole('heading', { level: 2, name: d.heading }))
          .first(),
      ).toBeVisible({ timeout: 20_000 });
      await chartsDrawn(page);
      tooltips.push(...(await hoverCharts(page, () => expectNoMarkup(page, d.path), { cols: 5, rows: 3 })));
      await expectNoProblems(page, recorded, d.path);
    }
    // tenants, stations, fleets and people reached a tooltip, as text
    for (const [kind, list] of Object.entries(names))
      expect(
        tooltips.some((t) => list.some((n) => t.includes(n))),
        `${kind} in a tooltip:\n${tooltips.join('\n')}`,
      ).toBe(true);

    // the lists, and the renamed menu item opened from the side menu
    for (const l of LISTS) {
      await page.goto(l.path);
      await expect(activePage(page).getByText(P, { exact: false }).filter({ visible: true }).first(), l.shows).toBeVisible({
        timeout: 20_000,
      });
      await expectNoMarkup(page, l.path);
      await expectNoProblems(page, recorded, l.path);
    }
    await openFromMenu(page, `${P}系统管理`, `${P}参数管理`);
    await expect(page).toHaveURL(/\/system\/param$/);
    await expectNoMarkup(page, 'menus');
    await expectNoProblems(page, recorded, 'menus');
  } finally {
    restore();
  }
});

function escapeRegExp(s: string): string {
  return s.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
}
