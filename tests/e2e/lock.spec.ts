import { expect, test } from '@playwright/test';
import { USERS, ZH, loginToHome, unlock } from './support/console';

test('lock screen: set a password, wrong unlock is refused, right unlock returns home', async ({ page }) => {
  await loginToHome(page, USERS.admin);

  await page.getByRole('banner').getByRole('button', { name: ZH.lock, exact: true }).click();
  const dialog = page.getByRole('dialog', { name: ZH.lockDialog });
  await expect(dialog).toBeVisible();

  // An empty lock password is refused.
  await dialog.getByRole('button', { name: ZH.lockConfirm, exact: true }).click();
  await expect(dialog.getByText(ZH.lockRequired, { exact: true })).toBeVisible();
  await expect(page).toHaveURL(/\/wel\/index$/);

  await dialog.getByLabel(ZH.lockPassword, { exact: true }).fill('lock-1234');
  await dialog.getByRole('button', { name: ZH.lockConfirm, exact: true }).click();

  await expect(page).toHaveURL(/\/lock$/);
  await expect(page.getByText(ZH.locked, { exact: true })).toBeVisible();
  await expect(page.getByRole('button', { name: ZH.unlock, exact: true })).toBeVisible();
  await expect(page.getByRole('button', { name: ZH.logout, exact: true })).toBeVisible();

  await unlock(page, 'wrong-password');
  await expect(page.getByRole('alert').filter({ hasText: ZH.unlockWrong })).toBeVisible();
  await expect(page).toHaveURL(/\/lock$/);

  await unlock(page, 'lock-1234');
  await expect(page).toHaveURL(/\/wel\/index$/);
  await expect(page.getByText(ZH.welcome, { exact: true })).toBeVisible();
  await expect(page.getByRole('banner').getByText(USERS.admin.realName, { exact: true })).toBeVisible();
});
