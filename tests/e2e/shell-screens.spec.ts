import { expect, test } from '@playwright/test';
import { USERS, login } from './support/console';
import { writeStored } from './support/shell';

/** Theme ids of src/theme/themes.ts, in the picker's order. */
const THEMES = ['default', 'white', 'dark', 'star', 'bule', 'iview', 'vip', 'cool', 'd2', 'hey', 'lte'] as const;
const LANGUAGES = [
  { id: 'zh', htmlLang: 'zh-CN', menu: '导航菜单', collapse: '收起菜单' },
  { id: 'en', htmlLang: 'en', menu: 'Navigation', collapse: 'Collapse menu' },
] as const;

for (const lang of LANGUAGES) {
  for (const theme of THEMES) {
    test(`screenshot: theme ${theme}, ${lang.id}`, async ({ page }) => {
      await page.goto('/login');
      await writeStored(page, 'theme', theme);
      await login(page, USERS.admin);
      await expect(page).toHaveURL(/\/wel\/index$/);

      const banner = page.getByRole('banner');
      if (lang.id === 'en') await banner.getByRole('button', { name: 'English', exact: true }).click();
      await expect(page.locator('html')).toHaveAttribute('lang', lang.htmlLang);
      await expect(banner).toBeVisible();
      await expect(banner.getByText(USERS.admin.realName, { exact: true })).toBeVisible();
      await expect(page.locator('body')).toHaveAttribute('data-theme', theme);
      await expect(banner.getByRole('button', { name: lang.collapse, exact: true })).toHaveAttribute('aria-expanded', 'true');
      await expect(page.getByRole('navigation', { name: lang.menu, exact: true })).toBeVisible();
      await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
      await page.screenshot({ path: `reports/screens/theme-${theme}-${lang.id}.png`, fullPage: true, animations: 'disabled' });
    });
  }
}
