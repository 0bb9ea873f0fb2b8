/**
 * The console frame holds from 1280 to 1920 px wide: on every page of the administrator's menu, at both widths
 * (the same page resized, not reloaded), nothing in the header, the tab bar or the page is cut off; tables show
 * their action column; the window never scrolls away from the layout (a wheel over the side menu or the page
 * scrolls them, not the document); each menu page's tab and window title are its menu name. And the tab bar:
 * with many tabs open the active one is in view; a page opens one tab, whatever its query.
 *
 * The same walk is the accessibility sweep and the screen gallery: one visit per menu page checks it all. It runs
 * in two parts side by side, the pages in even places of the menu in Chinese with the default theme, those in odd
 * places in English with the dark theme (where the tab and window titles must be English; every menu name's
 * English is checked for all pages in tests/unit/shell/menu-search.test.ts). On each page axe-core checks what is
 * shown (failing on a serious or critical finding; all findings go to reports/a11y.json; the whole page, header
 * and menu included, on a part's first page, the page area after it) and a screenshot goes to
 * reports/screens/routes/<variant>/.
 *
 * One signed-in page walks the whole menu with history pushes (no reload); the tabs are closed every few pages
 * so kept-alive pages do not pile up.
 */
import { mkdirSync } from 'node:fs';
import { expect, test, type Page } from '@playwright/test';
import { A11ySweep } from './support/a11y';
import { USERS, loginToHome, waitForSimulator } from './support/console';
import {
  SHELL_ZH,
  openFromMenu,
  pageTab,
  sideMenu,
  tabAction,
  tabList,
  writeStored,
  type ShellSimulatorWindow,
  type SimMenuRow,
} from './support/shell';

const APP_NAME = '车队油卡管理平台';
const APP_NAME_EN = 'Fleet Card Console';
/** The page area the sweep checks after the first page of a walk (the header and side menu are checked then). */
const PAGE_AREA = 'main.fc-page';
const CJK = /[\u4e00-\u9fff]/;

/** Where a route's screenshot goes in the gallery. */
function shotPath(variant: string, path: string): string {
  const dir = `reports/screens/routes/${variant}`;
  mkdirSync(dir, { recursive: true });
  return `${dir}/${path.replace(/^\//, '').replace(/[^\w-]+/g, '_') || 'home'}.jpg`;
}
const WIDTHS = [1280, 1920] as const;
const HEIGHT = 900;
/** The home page, always open in the first tab. */
const HOME = '/wel/index';

type MenuRow = SimMenuRow & { roles?: string[] };

/** The administrator's menu pages: every menu row without children that opens inside the console. */
async function adminMenuPages(page: Page): Promise<Array<{ path: string; name: string }>> {
  await waitForSimulator(page);
  const rows = await page.evaluate(() => (window as ShellSimulatorWindow).__simulator!.db.menus.map((m) => ({ ...m })) as MenuRow[]);
  const menus = rows.filter((m) => m.category === 1);
  const byId = new Map(menus.map((m) => [m.id, m]));
  const hidden = (m: MenuRow | undefined): boolean =>
    !!m && ((m.roles?.length ? !m.roles.includes('administrator') : false) || hidden(byId.get(m.parentId)));
  const parents = new Set(menus.map((m) => m.parentId));
  return menus
    .filter((m) => !parents.has(m.id) && !hidden(m) && m.path.startsWith('/') && !m.path.includes('html'))
    .map((m) => ({ path: m.path, name: m.name }));
}

/** Opens a path with a history push inside the signed-in page. */
async function go(page: Page, path: string): Promise<void> {
  await page.evaluate((to) => {
    window.history.pushState(null, '', to);
    window.dispatchEvent(new PopStateEvent('popstate', { state: null }));
  }, path);
}

/** Waits until `path` is the active tab and its page has drawn its content (no loading skeleton or spinner). */
async function waitForPage(page: Page, path: string): Promise<void> {
  await page.waitForFunction(
    (p) => {
      if (window.location.pathname !== p || document.querySelector('.fc-tab-bar [role=tab][aria-selected=true]')?.id !== `fc-tab-${p}`)
        return false;
      const panel = [...document.querySelectorAll<HTMLElement>('main.fc-page [role=tabpanel]')].find((x) => x.offsetParent !== null);
      if (!panel || panel.querySelector('.fc-page-loading, .bp6-spinner, [aria-busy=true]')) return false;
      return panel.querySelector('h1, h2, h3, h4, table, .bp6-table-container, [role=region], form, .bp6-non-ideal-state') !== null;
    },
    path,
    { timeout: 15_000 },
  );
}

/**
 * What of the frame is cut off, as sentences (empty when nothing): the header or one of its groups wider than
 * its box, the active tab outside the tab strip, the page scrolling sideways, a table's action (else last)
 * column header outside the table's visible box or an action cell's content wider than its cell, the
 * document scrolled or taller than the window.
 */
function frameProblems(page: Page, width: number, actions: string): Promise<string[]> {
  return page.evaluate(
    async ({ width, actions }) => {
      const frame = () => new Promise((r) => requestAnimationFrame(r));
      // the window takes the new width, then the resize observers (tab strip, table columns) run on the next frames
      for (let i = 0; i < 200 && document.documentElement.clientWidth !== width; i += 1) await frame();
      // then the frame settles: the tab strip (its arrows come or go, the active tab scrolls into view) and the
      // tables (new column widths) keep their geometry for three frames in a row
      const geometry = () => {
        const strip = document.querySelector('.fc-tab-bar [role=tablist]');
        const heads = [
          ...document.querySelectorAll(
            'main.fc-page [role=tabpanel] th:last-child, main.fc-page [role=tabpanel] .bp6-table-column-headers',
          ),
        ];
        return JSON.stringify([strip?.scrollLeft, strip?.clientWidth, heads.map((h) => Math.round(h.getBoundingClientRect().right))]);
      };
      let last = '';
      for (let i = 0, same = 0; i < 60 && same < 3; i += 1) {
        await frame();
        const now = geometry();
        same = now === last ? same + 1 : 0;
        last = now;
      }
      const problems: string[] = [];
      const rect = (el: Element) => el.getBoundingClientRect();
      const header = document.querySelector('.fc-layout [role=banner]')!;
      for (const el of [header, ...header.querySelectorAll('.bp6-navbar-group')]) {
        if (el.scrollWidth > el.clientWidth + 1)
          problems.push(`header ${el.className}: ${el.scrollWidth} px of content in ${el.clientWidth} px`);
      }
      const strip = document.querySelector('.fc-tab-bar [role=tablist]')!;
      const active = strip.querySelector('[role=tab][aria-selected=true]');
      if (!active) problems.push('no active tab');
      else {
        const s = rect(strip);
        const a = rect(active.parentElement!);
        if (a.left < s.left - 1 || a.right > s.right + 1)
          problems.push(
            `active tab at ${Math.round(a.left)}–${Math.round(a.right)}, tab strip shows ${Math.round(s.left)}–${Math.round(s.right)}`,
          );
      }
      const main = document.querySelector<HTMLElement>('main.fc-page')!;
      if (main.scrollWidth > main.clientWidth + 1)
        problems.push(`the page scrolls sideways: ${main.scrollWidth} px in ${main.clientWidth} px`);
      const panel = [...main.querySelectorAll<HTMLElement>('[role=tabpanel]')].find((p) => p.offsetParent !== null) ?? main;
      // An element's visible box: its rect cut by every ancestor that clips sideways, up to the page.
      const visible = (el: Element) => {
        const r = rect(el);
        let left = r.left;
        let right = r.right;
        for (let p = el.parentElement; p; p = p.parentElement) {
          if (getComputedStyle(p).overflowX !== 'visible') {
            const q = rect(p);
            left = Math.max(left, q.left);
            right = Math.min(right, q.right);
          }
          if (p === main) break;
        }
        return { left, right };
      };
      const shown = (el: Element) => (el as HTMLElement).offsetParent !== null && !el.closest('.fc-sr-only');
      const heads: Element[] = [];
      for (const table of panel.querySelectorAll('table')) {
        if (!shown(table)) continue;
        const last = table.querySelector(':scope > thead > tr > :last-child');
        if (last) heads.push(last);
        const cell = table.querySelector(':scope > tbody > tr > td:last-child');
        if (cell && cell.scrollWidth > cell.clientWidth + 1)
          problems.push(`table "${last?.textContent?.trim()}": a last cell holds ${cell.scrollWidth} px in ${cell.clientWidth} px`);
      }
      for (const grid of panel.querySelectorAll('.bp6-table-container')) {
        if (!shown(grid)) continue;
        // an action column frozen at the left is always in view; else the last column must be
        const frozen = [...grid.querySelectorAll('.bp6-table-quadrant-top-left .bp6-table-header')].find(
          (h) => h.textContent?.trim() === actions,
        );
        const last = frozen ?? grid.querySelector('.bp6-table-quadrant-main .bp6-table-thead > .bp6-table-header:last-child');
        if (last) heads.push(last);
      }
      for (const th of heads) {
        const r = rect(th);
        const v = visible(th);
        if (r.width > 0 && (r.left < v.left - 1 || r.right > v.right + 1))
          problems.push(
            `table column "${th.textContent?.trim()}" at ${Math.round(r.left)}–${Math.round(r.right)}, shown ${Math.round(v.left)}–${Math.round(v.right)}`,
          );
      }
      const doc = document.scrollingElement!;
      if (doc.scrollTop !== 0 || doc.scrollLeft !== 0) problems.push(`the document is scrolled to ${doc.scrollLeft},${doc.scrollTop}`);
      if (doc.scrollHeight > window.innerHeight + 1)
        problems.push(`the document is ${doc.scrollHeight} px tall in a ${window.innerHeight} px window`);
      return problems;
    },
    { width, actions },
  );
}

/** The middle of the side menu and of the page area at each width (the frame does not move between pages). */
const wheelPoints = new Map<number, Array<{ x: number; y: number }>>();

/** Turns the wheel down over the side menu and over the page; returns how far the document scrolled. */
async function wheelOffset(page: Page, width: number, menuLabel: string): Promise<number> {
  if (!wheelPoints.has(width)) {
    const boxes = await Promise.all([sideMenu(page, menuLabel).boundingBox(), page.locator('main.fc-page').boundingBox()]);
    wheelPoints.set(
      width,
      boxes.map((b) => ({ x: b!.x + b!.width / 2, y: b!.y + b!.height / 2 })),
    );
  }
  for (const { x, y } of wheelPoints.get(width)!) {
    await page.mouse.move(x, y);
    await page.mouse.wheel(0, 4000);
  }
  // the wheel scrolls on the next frames
  await page.evaluate(() => new Promise((r) => requestAnimationFrame(() => requestAnimationFrame(r))));
  return page.evaluate(() => document.scrollingElement!.scrollTop + window.scrollY);
}

/** The walk's variants: every menu page is walked once, in the variant of its place in the menu (even, odd). */
const VARIANTS = [
  { name: 'zh', label: 'Chinese, default theme' },
  { name: 'en-dark', label: 'English, dark theme' },
] as const;

for (const [part, variant] of VARIANTS.entries()) {
  test(`every admin menu page in ${part === 0 ? 'even' : 'odd'} menu places (${variant.label}): at 1280 and 1920 px nothing cut off and the window stays put, the tab and window title are the menu's name, no serious accessibility finding`, async ({
    page,
  }) => {
    test.setTimeout(600_000);
    await page.setViewportSize({ width: WIDTHS[1], height: HEIGHT });
    const english = variant.name === 'en-dark';
    if (english) {
      await page.goto('/login');
      await writeStored(page, 'theme', 'dark');
    }
    await loginToHome(page, USERS.admin);
    if (english) {
      await page.getByRole('banner').getByRole('button', { name: 'English', exact: true }).click();
      await expect(page.locator('html')).toHaveAttribute('lang', 'en');
    }
    const all = await adminMenuPages(page);
    expect(all.length).toBeGreaterThan(150);
    const pages = all.filter((_, i) => i % VARIANTS.length === part);

    const wrong: string[] = [];
    const sweep = new A11ySweep(test.info());
    let opened = 0;
    for (const { path, name } of pages) {
      await go(page, path);
      await waitForPage(page, path);
      // the whole page (header and side menu) on the first page, the page area after it
      wrong.push(...(await sweep.check(page, `${path} (${variant.name})`, opened === 0 ? undefined : PAGE_AREA)));
      await page.screenshot({ path: shotPath(variant.name, path), type: 'jpeg', quality: 80, animations: 'disabled' });
      const shown = await page.evaluate(() => ({
        tab: document.querySelector('.fc-tab-bar [role=tab][aria-selected=true]')?.textContent ?? '',
        window: document.title,
      }));
      if (english) {
        if (CJK.test(shown.tab)) wrong.push(`${path}: the English tab title is "${shown.tab}"`);
        if (shown.window !== `${shown.tab} - ${APP_NAME_EN}`) wrong.push(`${path}: window title "${shown.window}", tab "${shown.tab}"`);
      } else {
        if (shown.tab !== name) wrong.push(`${path}: tab "${shown.tab}", menu "${name}"`);
        if (shown.window !== `${name} - ${APP_NAME}`) wrong.push(`${path}: window title "${shown.window}", menu "${name}"`);
      }
      // at 1920 px (as opened), then 1280; the next page opens at 1280 and is checked there first
      const widths = opened % 2 === 0 ? [...WIDTHS].reverse() : WIDTHS;
      for (const width of widths) {
        await page.setViewportSize({ width, height: HEIGHT });
        for (const p of await frameProblems(page, width, english ? 'Actions' : '操作')) wrong.push(`${path} at ${width} px: ${p}`);
        const offset = await wheelOffset(page, width, english ? 'Navigation' : SHELL_ZH.sideMenu);
        if (offset !== 0) wrong.push(`${path} at ${width} px: the wheel scrolled the window to ${offset}`);
      }
      opened += 1;
      if (opened % 8 === 0) {
        await tabAction(page, english ? 'Close all' : SHELL_ZH.closeAll, english ? 'Tabs' : undefined);
        await expect(page).toHaveURL(/\/wel\/index$/);
      }
    }
    expect(wrong, `${pages.length} menu pages`).toEqual([]);
  });
}

test('with 14 tabs open the active tab is in view, the bar scrolls with its arrows, and a tab chosen from the menu comes into view', async ({
  page,
}) => {
  await page.setViewportSize({ width: 1280, height: HEIGHT });
  await loginToHome(page, USERS.admin);
  const pages = (await adminMenuPages(page)).filter((p) => p.path !== HOME).slice(0, 14);
  for (const { path } of pages) {
    await go(page, path);
    await expect(tabList(page).getByRole('tab', { selected: true })).toHaveAttribute('id', `fc-tab-${path}`);
  }
  await expect(tabList(page).getByRole('tab')).toHaveCount(15);
  const inStrip = async (title: string) => {
    const strip = (await tabList(page).boundingBox())!;
    const tab = (await pageTab(page, title).boundingBox())!;
    return tab.x >= strip.x - 1 && tab.x + tab.width <= strip.x + strip.width + 1;
  };
  const last = pages.at(-1)!;
  expect(await inStrip(last.name)).toBe(true);
  // the first page's tab is scrolled out: the left arrow brings it back
  expect(await inStrip(pages[0]!.name)).toBe(false);
  const left = page.getByRole('button', { name: '向左滚动标签', exact: true });
  const right = page.getByRole('button', { name: '向右滚动标签', exact: true });
  await expect(right).toBeDisabled();
  for (let i = 0; i < 10 && !(await inStrip(pages[0]!.name)); i += 1) await left.click();
  expect(await inStrip(pages[0]!.name)).toBe(true);
  await expect(right).toBeEnabled();
  // going to the last page again scrolls its tab back into view; so does a new page opened from the menu
  await go(page, last.path);
  await expect(pageTab(page, last.name)).toHaveAttribute('aria-selected', 'true');
  expect(await inStrip(last.name)).toBe(true);
  await openFromMenu(page, '系统管理', '用户管理');
  await expect(pageTab(page, '用户管理')).toHaveAttribute('aria-selected', 'true');
  expect(await inStrip('用户管理')).toBe(true);
  expect(await page.evaluate(() => document.scrollingElement!.scrollTop)).toBe(0);
});

test('a page opens one tab: again from the menu, or with another query', async ({ page }) => {
  await loginToHome(page, USERS.admin);
  await openFromMenu(page, '充值中心', '充值审核');
  await expect(page).toHaveURL(/\/rechargeCenter\/rechargeaudit$/);
  await openFromMenu(page, '系统管理', '用户管理');
  await openFromMenu(page, '充值中心', '充值审核');
  await expect(pageTab(page, '充值审核')).toHaveCount(1);
  await expect(pageTab(page, '充值审核')).toHaveAttribute('aria-selected', 'true');

  // the same list with a query (a link back to it with its filters) moves its tab there
  await go(page, '/rechargeCenter/rechargeaudit?q=x');
  await expect(page).toHaveURL(/\/rechargeCenter\/rechargeaudit\?q=x$/);
  await expect(pageTab(page, '充值审核')).toHaveCount(1);
  await expect(pageTab(page, '充值审核')).toHaveAttribute('aria-selected', 'true');
  await expect(tabList(page).getByRole('tab')).toHaveText([SHELL_ZH.home, '充值审核', '用户管理']);
  // its tab goes back to where it was last shown
  await pageTab(page, '用户管理').click();
  await expect(page).toHaveURL(/\/system\/user$/);
  await pageTab(page, '充值审核').click();
  await expect(page).toHaveURL(/\/rechargeCenter\/rechargeaudit\?q=x$/);
  await expect(page).toHaveTitle(`充值审核 - ${APP_NAME}`);

  // 第三方管理 › 充值申请审核 shows the same records under its own menu name
  await go(page, '/thirdManage/rechargeReview');
  await expect(pageTab(page, '充值申请审核')).toHaveAttribute('aria-selected', 'true');
  await expect(pageTab(page, '充值审核')).toHaveCount(1);
});
