/**
 * The production build under its Content-Security-Policy: the policy is in the built index.html, and a walk
 * through login, home with its charts, a list and a dialog is refused nothing (no `securitypolicyviolation`
 * event, no console error about the policy). The builds' files: only the demo ships the simulator's worker.
 */
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { CONTENT_SECURITY_POLICY } from '../../vite.config';
import { buildProblems, e2eBuilds } from '../../scripts/e2e-builds.mjs';
import { USERS, loginToHome } from './support/console';
import { expect, test } from './support/node-simulator';
import { activePage, chartsDrawn, expectNoProblems, hoverCharts, problems, watchPage } from './support/security';
import { openFromMenu } from './support/shell';

const builds = e2eBuilds();
const META = /<meta http-equiv="Content-Security-Policy" content="([^"]*)">/;

test('both builds carry the policy in index.html; the production build has no simulator worker, the demo build has it', () => {
  expect(buildProblems(builds)).toEqual([]);
  for (const dir of [builds.production.dir, builds.demo.dir]) {
    const html = readFileSync(join(dir, 'index.html'), 'utf8');
    const content = META.exec(html)?.[1]?.replaceAll('&#39;', "'");
    expect(content, dir).toBe(CONTENT_SECURITY_POLICY);
    // the policy comes before any script of the page
    expect(html.indexOf('Content-Security-Policy'), dir).toBeLessThan(html.indexOf('<script'));
    expect(html, dir).not.toMatch(/<script(?![^>]*\bsrc=)[^>]*>/);
  }
});

test('login, home with its charts, a list and a dialog run on the production build without a policy violation', async ({
  page,
  simulator,
}) => {
  test.setTimeout(120_000);
  const recorded = await watchPage(page);
  await loginToHome(page, USERS.admin);
  expect(simulator.requests.some((r) => r.path === '/api/blade-auth/oauth/token')).toBe(true);
  await expect(page.locator('meta[http-equiv="Content-Security-Policy"]')).toHaveAttribute('content', CONTENT_SECURITY_POLICY);

  // home: the charts drawn, their tooltips shown
  await chartsDrawn(page, 3);
  const tips = await hoverCharts(page, async () => undefined, { cols: 3, rows: 2 });
  expect(tips.length).toBeGreaterThan(0);
  await expectNoProblems(page, recorded, 'home');

  // a list, and its editor dialog
  await openFromMenu(page, '系统管理', '参数管理');
  await expect(page).toHaveURL(/\/system\/param$/);
  const list = activePage(page);
  await expect(list.locator('[aria-busy=true]')).toHaveCount(0, { timeout: 20_000 });
  await expect(list.locator('.bp6-table-cell').first()).toBeVisible();
  await list.getByRole('button', { name: '新增', exact: true }).click();
  const dialog = page.getByRole('dialog');
  await dialog.getByLabel(/参数名称/).fill('csp');
  await dialog.getByRole('button', { name: '取消', exact: true }).click();
  await page.getByRole('alertdialog').getByRole('button', { name: '放弃修改', exact: true }).click();
  await expect(dialog).toHaveCount(0);
  await expectNoProblems(page, recorded, 'list and dialog');
});

test('the policy is in force: an inline script, an inline event handler and a string timer are refused, and seen', async ({
  page,
  simulator,
}) => {
  void simulator;
  const recorded = await watchPage(page);
  await page.goto('/login');
  await expect(page.getByRole('heading', { name: '账号登录' })).toBeVisible();
  await page.evaluate(() => {
    const s = document.createElement('script');
    s.textContent = 'window.__xss = "inline script"';
    document.head.append(s);
    const box = document.createElement('div');
    box.innerHTML = '<img src="data:," onerror="window.__xss = \'inline handler\'">';
    document.body.append(box);
    (setTimeout as (code: string, ms: number) => number)('window.__xss = "string timer"', 0);
  });
  await expect.poll(async () => (await problems(page, recorded)).violations.length).toBeGreaterThanOrEqual(3);
  const seen = await problems(page, recorded);
  expect(seen.xss).toBeNull();
  expect(seen.violations.join('\n')).toMatch(/script-src-elem[\s\S]*script-src-attr[\s\S]*script-src/);
});
