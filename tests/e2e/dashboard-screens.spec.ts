import { mkdirSync } from 'node:fs';
import { expect, test, type Page } from '@playwright/test';
import { loginToHome, USERS, type SeededUser } from './support/console';

// Tall enough that a whole dashboard fits in one screenshot (the page body scrolls inside the layout).
test.use({ viewport: { width: 1366, height: 2600 } });

mkdirSync('reports/screens', { recursive: true });

interface DashboardPage {
  path: string;
  /** The page's main heading in zh and en. */
  heading: { zh: string; en: string };
  /** How many charts it draws with the seeded data. */
  charts: number;
  name: string;
}

const PAGES: Record<string, DashboardPage> = {
  home: {
    path: '/wel/index',
    heading: { zh: '欢迎使用车队油卡管理平台', en: 'Welcome to the Fleet Card Console' },
    charts: 0,
    name: 'home',
  },
  dashboard: { path: '/wel/dashboard', heading: { zh: '', en: '' }, charts: 0, name: 'dashboard' },
  shop: { path: '/wel/shop', heading: { zh: '店铺首页', en: 'Shop home' }, charts: 3, name: 'shop' },
  shopMall: { path: '/wel/shopMall', heading: { zh: '商城首页', en: 'Mall home' }, charts: 3, name: 'shop-mall' },
  salesTotal: {
    path: '/statistics/salestotal/detail',
    heading: { zh: '销售汇总详情', en: 'Sales summary detail' },
    charts: 4,
    name: 'sales-total',
  },
  storeRanking: {
    path: '/statistics/storeOrderRanking/detail',
    heading: { zh: '门店订单排行详情', en: 'Store order ranking detail' },
    charts: 2,
    name: 'store-ranking',
  },
  fleet: { path: '/statistics/fleetStatistics', heading: { zh: '车队统计', en: 'Fleet statistics' }, charts: 2, name: 'fleet-statistics' },
  refundRatio: {
    path: '/oilManage/components/listOfOilNumberRefundRatioDetail',
    heading: { zh: '油号返现比例明细', en: 'Fuel grade cashback detail' },
    charts: 2,
    name: 'refund-ratio',
  },
};

/** The visible page of the active tab. */
const activePage = (page: Page) => page.locator('[role=tabpanel]:visible');

/** Waits until every panel of the active page has loaded and every chart has drawn; returns the number of charts. */
async function chartsDrawn(page: Page, expected: number): Promise<void> {
  const tab = activePage(page);
  await expect(tab.locator('[aria-busy=true]')).toHaveCount(0, { timeout: 20_000 });
  await expect(tab.getByText(/数据加载失败|Could not load the figures/)).toHaveCount(0);
  const charts = tab.locator('.fc-chart-canvas');
  await expect(charts).toHaveCount(expected, { timeout: 20_000 });
  for (const chart of await charts.all()) {
    // ECharts draws SVG with shapes (bars, lines, slices) into each box
    await expect(chart.locator('svg path').first()).toBeAttached({ timeout: 20_000 });
    expect(await chart.locator('svg path').count()).toBeGreaterThan(3);
  }
}

async function toEnglish(page: Page) {
  await page.getByRole('banner').getByRole('button', { name: 'English', exact: true }).click();
  await expect(page.locator('html')).toHaveAttribute('lang', 'en');
}

async function visit(page: Page, who: string, lang: 'zh' | 'en', p: DashboardPage, heading: string, charts: number) {
  if (p.path !== '/wel/index') await page.goto(p.path);
  await expect(activePage(page).getByRole('heading', { level: 1, name: heading })).toBeVisible({ timeout: 20_000 });
  await chartsDrawn(page, charts);
  await page.screenshot({ path: `reports/screens/dashboard-${who}-${p.name}-${lang}.png` });
}

const platformPages = [PAGES.salesTotal!, PAGES.storeRanking!, PAGES.fleet!, PAGES.refundRatio!, PAGES.shop!, PAGES.shopMall!];

for (const lang of ['zh', 'en'] as const) {
  test(`the platform (admin) sees the platform dashboard and every statistics screen with charts, in ${lang}`, async ({ page }) => {
    test.setTimeout(180_000);
    await loginToHome(page, USERS.admin);
    if (lang === 'en') await toEnglish(page);
    // home: the workbench text, then the platform summary (figures, trend, ranking, share)
    await visit(page, 'admin', lang, PAGES.home!, PAGES.home!.heading[lang], 3);
    await expect(
      activePage(page).getByRole('heading', { level: 2, name: lang === 'zh' ? '平台数据看板' : 'Platform dashboard' }),
    ).toBeVisible();
    await visit(page, 'admin', lang, PAGES.dashboard!, lang === 'zh' ? '平台数据看板' : 'Platform dashboard', 10);
    for (const p of platformPages) await visit(page, 'admin', lang, p, p.heading[lang], p.charts);
  });

  test(`a supplier (100001) sees its company dashboard and statistics with charts, in ${lang}`, async ({ page }) => {
    test.setTimeout(180_000);
    await loginToHome(page, USERS.supplier as SeededUser);
    if (lang === 'en') await toEnglish(page);
    await visit(page, 'supplier', lang, PAGES.home!, PAGES.home!.heading[lang], 2);
    await expect(
      activePage(page).getByRole('heading', { level: 2, name: lang === 'zh' ? '企业数据看板' : 'Company dashboard' }),
    ).toBeVisible();
    await visit(page, 'supplier', lang, PAGES.dashboard!, lang === 'zh' ? '企业数据看板' : 'Company dashboard', 7);
    for (const p of [PAGES.salesTotal!, PAGES.storeRanking!, PAGES.refundRatio!, PAGES.shop!])
      await visit(page, 'supplier', lang, p, p.heading[lang], p.charts);
  });
}

test("clicking the best bar of the company ranking opens that company's sales detail; the filter changes the figures", async ({ page }) => {
  await loginToHome(page, USERS.admin);
  const ranking = activePage(page).getByRole('region', { name: '企业销售排行' });
  await expect(ranking.locator('.fc-chart-canvas svg path').first()).toBeAttached({ timeout: 20_000 });
  const best = await ranking.getByRole('table').getByRole('row').nth(1).getByRole('link').innerText();
  // the best company is drawn as the top bar: click inside it, left of its end
  // bars are drawn worst first (bottom to top): the last bar is the best company
  const bar = ranking.locator('.fc-chart-canvas svg path[fill="#409EFF"], .fc-chart-canvas svg path[fill="rgb(64,158,255)"]').last();
  await bar.click({ position: { x: 10, y: 5 } });
  await expect(page).toHaveURL(/\/statistics\/salestotal\/detail\?tenantId=100001&from=\d{4}-\d{2}-\d{2}&to=\d{4}-\d{2}-\d{2}$/);
  await expect(activePage(page).getByText(`当前企业：${best}`)).toBeVisible();
  await chartsDrawn(page, 4);
  const figures = activePage(page).getByRole('region', { name: '数据概览' });
  const before = await figures.locator('dd').first().innerText();
  await activePage(page).getByRole('button', { name: '近7天' }).click();
  await expect(figures.locator('dd').first()).not.toHaveText(before);
  await chartsDrawn(page, 4);
});
