import { expect, test } from '@playwright/test';
import { ZH } from './support/console';

test('switching to English translates the login page and survives a reload', async ({ page }) => {
  await page.goto('/login');
  await expect(page.getByRole('heading', { name: ZH.loginHeading })).toBeVisible();

  await page.getByRole('button', { name: 'English', exact: true }).click();

  const checkEnglish = async () => {
    await expect(page.getByRole('heading', { name: 'Sign in to your account' })).toBeVisible();
    await expect(page.getByRole('heading', { name: ZH.loginHeading })).toHaveCount(0);
    await expect(page.getByLabel(ZH.account, { exact: true })).toHaveCount(0);
    await expect(page.getByLabel('Tenant ID', { exact: true })).toBeVisible();
    await expect(page.getByLabel('Account', { exact: true })).toBeVisible();
    await expect(page.getByLabel('Password', { exact: true })).toBeVisible();
    await expect(page.getByLabel('Captcha', { exact: true })).toBeVisible();
    await expect(page.getByRole('button', { name: 'Sign in', exact: true })).toBeVisible();
    await expect(page.getByRole('button', { name: 'Hard to read? Click for a new one', exact: true })).toBeVisible();
    await expect(page.locator('html')).toHaveAttribute('lang', 'en');
  };
  await checkEnglish();

  await page.reload();
  await checkEnglish();

  // And back.
  await page.getByRole('button', { name: '中文', exact: true }).click();
  await expect(page.getByRole('heading', { name: ZH.loginHeading })).toBeVisible();
  await expect(page.getByLabel(ZH.account, { exact: true })).toBeVisible();
});
