import { expect, test, type Page } from '@playwright/test';
import { USERS, loginToHome } from './support/console';
import { SHELL_ZH, STORAGE_PREFIX, readStored, sideMenu } from './support/shell';

const accentOf = (page: Page) =>
  page.evaluate(() => getComputedStyle(document.documentElement).getPropertyValue('--fc-accent').trim().toUpperCase());

test('the dark theme and a preset colour apply at once and survive a reload', async ({ page }) => {
  await loginToHome(page, USERS.admin);
  const body = page.locator('body');
  await expect(body).not.toHaveAttribute('data-theme', 'dark');
  const before = await accentOf(page);
  expect(before).not.toBe('#722ED1');

  await page.getByRole('banner').getByRole('button', { name: SHELL_ZH.theme, exact: true }).click();
  const themes = page.getByRole('radiogroup', { name: SHELL_ZH.themes, exact: true });
  await expect(themes.getByRole('radio')).toHaveCount(11);
  await themes.getByRole('radio', { name: '炫黑主题', exact: true }).check();
  await page
    .getByRole('radiogroup', { name: SHELL_ZH.accent, exact: true })
    .getByRole('radio', { name: '酱紫 #722ED1', exact: true })
    .check();

  const expectApplied = async () => {
    await expect(body).toHaveAttribute('data-theme', 'dark');
    await expect(body).toHaveClass(/(^|\s)bp6-dark(\s|$)/);
    await expect.poll(() => accentOf(page)).toBe('#722ED1');
  };
  await expectApplied();
  expect(await readStored(page, 'theme')).toBe('dark');
  expect(await readStored(page, 'colour')).toBe('#722ED1');

  await page.reload();
  await expect(page.getByRole('banner').getByText(USERS.admin.realName, { exact: true })).toBeVisible();
  await expectApplied();

  // The picker shows the stored choice.
  await page.getByRole('banner').getByRole('button', { name: SHELL_ZH.theme, exact: true }).click();
  await expect(page.getByRole('radio', { name: '炫黑主题', exact: true })).toBeChecked();
  await expect(page.getByRole('radio', { name: '酱紫 #722ED1', exact: true })).toBeChecked();
  const stored = await page.evaluate(
    (prefix) =>
      Object.keys(localStorage)
        .filter((k) => k === `${prefix}theme` || k === `${prefix}colour`)
        .sort(),
    STORAGE_PREFIX,
  );
  expect(stored).toEqual([`${STORAGE_PREFIX}colour`, `${STORAGE_PREFIX}theme`]);
});

test('English translates the header and the side menu and survives a reload', async ({ page }) => {
  await loginToHome(page, USERS.admin);
  await expect(sideMenu(page).getByText('系统管理', { exact: true })).toBeVisible();

  await page.getByRole('banner').getByRole('button', { name: 'English', exact: true }).click();

  const expectEnglish = async () => {
    await expect(page.locator('html')).toHaveAttribute('lang', 'en');
    const banner = page.getByRole('banner');
    await expect(banner.getByRole('button', { name: 'Search menus', exact: true })).toBeVisible();
    await expect(banner.getByRole('button', { name: 'Sign out', exact: true })).toBeVisible();
    await expect(banner.getByRole('button', { name: 'User menu', exact: true })).toBeVisible();
    await expect(banner.getByText(/(^|\s)Welcome(\s|$)/)).toBeVisible();
    await expect(banner.getByText(/欢迎您/)).toHaveCount(0);
    await expect(banner.getByRole('button', { name: SHELL_ZH.userMenu, exact: true })).toHaveCount(0);
    const nav = page.getByRole('navigation', { name: 'Navigation', exact: true });
    await expect(nav.getByText('System', { exact: true })).toBeVisible();
    await expect(nav.getByText('Help centre', { exact: true })).toBeVisible();
    await expect(nav.getByText('系统管理', { exact: true })).toHaveCount(0);
    await expect(
      page.getByRole('tablist', { name: 'Open pages', exact: true }).getByRole('tab', { name: 'Workbench', exact: true }),
    ).toBeVisible();
  };
  await expectEnglish();
  expect(await readStored(page, 'language')).toBe('en');

  await page.reload();
  await expect(page.getByRole('banner').getByText(USERS.admin.realName, { exact: true })).toBeVisible();
  await expectEnglish();
});
