import { expect, test, type Page } from '@playwright/test';
import { USERS, login } from './support/console';
import { writeStored } from './support/shell';

/** Theme ids of src/theme/themes.ts, in the picker's order. */
const THEMES = ['default', 'white', 'dark', 'star', 'bule', 'iview', 'vip', 'cool', 'd2', 'hey', 'lte'] as const;
const LANGUAGES = [
  { id: 'zh', htmlLang: 'zh-CN', menu: '导航菜单', collapse: '收起菜单' },
  { id: 'en', htmlLang: 'en', menu: 'Navigation', collapse: 'Collapse menu' },
] as const;

async function shellShown(page: Page, lang: (typeof LANGUAGES)[number], theme: string) {
  const banner = page.getByRole('banner');
  await expect(page.locator('html')).toHaveAttribute('lang', lang.htmlLang);
  await expect(banner).toBeVisible();
  await expect(banner.getByText(USERS.admin.realName, { exact: true })).toBeVisible();
  await expect(page.locator('body')).toHaveAttribute('data-theme', theme);
  await expect(banner.getByRole('button', { name: lang.collapse, exact: true })).toHaveAttribute('aria-expanded', 'true');
  await expect(page.getByRole('navigation', { name: lang.menu, exact: true })).toBeVisible();
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
}

// One sign-in per language; each theme is the stored choice the console starts with after a reload.
for (const lang of LANGUAGES) {
  test(`screenshots of every theme, ${lang.id}`, async ({ page }) => {
    test.setTimeout(180_000);
    await page.goto('/login');
    await writeStored(page, 'theme', THEMES[0]);
    await login(page, USERS.admin);
    await expect(page).toHaveURL(/\/wel\/index$/);
    if (lang.id === 'en') await page.getByRole('banner').getByRole('button', { name: 'English', exact: true }).click();
    for (const theme of THEMES) {
      await test.step(`theme ${theme}`, async () => {
        if (theme !== THEMES[0]) {
          await writeStored(page, 'theme', theme);
          await page.reload();
          await expect(page).toHaveURL(/\/wel\/index$/);
        }
        await shellShown(page, lang, theme);
        await page.screenshot({ path: `reports/screens/theme-${theme}-${lang.id}.png`, fullPage: true, animations: 'disabled' });
      });
    }
  });
}
