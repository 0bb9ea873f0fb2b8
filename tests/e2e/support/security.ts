/**
 * Watching a page for what must never happen: a Content-Security-Policy violation (the `securitypolicyviolation`
 * events of every document, recorded by an init script, and Chromium's console errors about the policy), a
 * dialog opened by script, and a page-set flag (`window.__xss`, what an injected payload would set). Plus the
 * chart helpers of the specs that hover every chart.
 */
import { expect, type Page } from '@playwright/test';

/** The markup payload a hostile name carries: an image whose error handler would set window.__xss. */
export const XSS_PAYLOAD = '<img src=x onerror=window.__xss=1>';

interface Recorded {
  violations: string[];
  consoleErrors: string[];
  dialogs: string[];
}

type WatchedWindow = Window & { __cspViolations?: string[]; __xss?: unknown };

/** Starts recording on `page` (call before the first navigation). */
export async function watchPage(page: Page): Promise<Recorded> {
  const recorded: Recorded = { violations: [], consoleErrors: [], dialogs: [] };
  await page.addInitScript(() => {
    const w = window as WatchedWindow;
    w.__cspViolations = [];
    document.addEventListener('securitypolicyviolation', (e) => {
      w.__cspViolations!.push(
        `${e.effectiveDirective} blocked ${e.blockedURI || '(inline)'} at ${e.sourceFile}:${e.lineNumber} ${e.sample}`,
      );
    });
  });
  page.on('console', (m) => {
    if (m.type() === 'error' && /Content Security Policy/i.test(m.text())) recorded.consoleErrors.push(m.text());
  });
  page.on('dialog', (d) => {
    recorded.dialogs.push(`${d.type()}: ${d.message()}`);
    void d.dismiss();
  });
  return recorded;
}

/** Violations this page's document has seen so far, with the recorder's console errors and dialogs. */
export async function problems(page: Page, recorded: Recorded) {
  const inPage = await page.evaluate(() => {
    const w = window as WatchedWindow;
    return { violations: [...(w.__cspViolations ?? [])], xss: w.__xss ?? null };
  });
  return {
    violations: [...recorded.violations, ...inPage.violations],
    consoleErrors: [...recorded.consoleErrors],
    dialogs: [...recorded.dialogs],
    xss: inPage.xss,
  };
}

/** Asserts nothing ran and nothing was refused so far. */
export async function expectNoProblems(page: Page, recorded: Recorded, where: string): Promise<void> {
  expect(await problems(page, recorded), where).toEqual({ violations: [], consoleErrors: [], dialogs: [], xss: null });
}

/** The visible page of the active tab. */
export const activePage = (page: Page) => page.locator('[role=tabpanel]:visible');

/** Waits until every panel of the active page has loaded and each of its charts has drawn; returns how many. */
export async function chartsDrawn(page: Page, atLeast = 1): Promise<number> {
  const tab = activePage(page);
  await expect(tab.locator('[aria-busy=true]')).toHaveCount(0, { timeout: 20_000 });
  const charts = tab.locator('.fc-chart-canvas');
  await expect.poll(() => charts.count(), { timeout: 20_000 }).toBeGreaterThanOrEqual(atLeast);
  for (const chart of await charts.all()) await expect(chart.locator('svg path').first()).toBeAttached({ timeout: 20_000 });
  return charts.count();
}

/**
 * Moves the mouse over every chart of the active page at a grid of points (so each chart's tooltip shows for
 * several categories) and calls `check` after each chart. Returns the tooltips' texts seen.
 */
export async function hoverCharts(
  page: Page,
  check: (chart: number) => Promise<void>,
  grid: { cols: number; rows: number } = { cols: 6, rows: 5 },
): Promise<string[]> {
  const seen = new Set<string>();
  const charts = await activePage(page).locator('.fc-chart-canvas').all();
  for (const [i, chart] of charts.entries()) {
    await chart.scrollIntoViewIfNeeded();
    const box = await chart.boundingBox();
    if (!box) continue;
    for (let r = 1; r <= grid.rows; r += 1) {
      for (let c = 1; c <= grid.cols; c += 1) {
        await page.mouse.move(box.x + (box.width * c) / (grid.cols + 1), box.y + (box.height * r) / (grid.rows + 1), { steps: 2 });
        // ECharts puts its tooltip, an absolutely positioned <div>, into the chart's box
        const texts = await chart.evaluate((el) =>
          [...el.querySelectorAll('div')]
            .filter((d) => d.style.position === 'absolute' && (d.textContent ?? '') !== '')
            .map((d) => d.textContent ?? ''),
        );
        for (const t of texts) seen.add(t);
      }
    }
    await check(i);
    await page.mouse.move(0, 0);
  }
  return [...seen];
}
