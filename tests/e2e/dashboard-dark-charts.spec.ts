/**
 * Charts follow the console's theme in Chromium: with the dark theme chosen while a dashboard is shown, its charts
 * are repainted with subdued grid lines and light text (no light-theme grid lines left), and back again.
 */
import { expect, test, type Locator, type Page } from '@playwright/test';
import { USERS, loginToHome } from './support/console';
import { SHELL_ZH } from './support/shell';

/** The grid (split) line colour of the dark chart theme (src/screens/dashboards/chart-theme.ts), as SVG writes it. */
const DARK_GRID = /^(#383E47|rgb\(56,\s*62,\s*71\))$/i;

/** The stroke colours of a chart's drawn paths. */
const strokes = (chart: Locator) =>
  chart.locator('svg path[stroke]').evaluateAll((paths) => [...new Set(paths.map((p) => p.getAttribute('stroke') ?? ''))]);

async function chooseTheme(page: Page, name: string) {
  await page.getByRole('banner').getByRole('button', { name: SHELL_ZH.theme, exact: true }).click();
  await page.getByRole('radiogroup', { name: SHELL_ZH.themes, exact: true }).getByRole('radio', { name, exact: true }).check();
  await page.keyboard.press('Escape');
}

test('a shown chart is repainted in the dark chart theme when the dark theme is chosen, and back', async ({ page }) => {
  await loginToHome(page, USERS.admin);
  const trend = page.locator('[role=tabpanel]:visible').locator('.fc-chart-canvas').first();
  await expect(trend.locator('svg path').first()).toBeAttached({ timeout: 20_000 });
  const light = await strokes(trend);
  expect(light.some((s) => DARK_GRID.test(s))).toBe(false);

  await chooseTheme(page, '炫黑主题');
  await expect(page.locator('body')).toHaveAttribute('data-theme', 'dark');
  await expect.poll(async () => (await strokes(trend)).some((s) => DARK_GRID.test(s))).toBe(true);
  // colours of the light theme's lines are gone
  const dark = await strokes(trend);
  expect(light.filter((s) => !dark.includes(s)).length).toBeGreaterThan(0);

  await chooseTheme(page, '默认主题');
  await expect.poll(async () => (await strokes(trend)).some((s) => DARK_GRID.test(s))).toBe(false);
});
