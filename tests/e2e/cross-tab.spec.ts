import { expect, test } from '@playwright/test';
import { USERS, ZH, lockWithNewPassword, loginToHome, logoutViaHeader, unlock } from './support/console';

test('lock, unlock and logout on one page reach the other page of the same browser', async ({ page: pageA, context }) => {
  await loginToHome(pageA, USERS.admin);

  const pageB = await context.newPage();
  await pageB.goto('/wel/index');
  await expect(pageB).toHaveURL(/\/wel\/index$/);
  await expect(pageB.getByRole('banner').getByText(USERS.admin.realName, { exact: true })).toBeVisible();

  // Lock on A: B shows the lock screen within about a second.
  await lockWithNewPassword(pageA, 'tab-lock-1');
  await expect(pageB).toHaveURL(/\/lock$/, { timeout: 1_500 });
  await expect(pageB.getByText(ZH.locked, { exact: true })).toBeVisible();
  await expect(pageA).toHaveURL(/\/lock$/);

  // Unlock on A: B leaves the lock screen.
  await unlock(pageA, 'tab-lock-1');
  await expect(pageA).toHaveURL(/\/wel\/index$/);
  await expect(pageB).not.toHaveURL(/\/lock/, { timeout: 1_500 });
  await expect(pageB).toHaveURL(/\/wel\/index$/);
  await expect(pageB.getByText(ZH.welcome, { exact: true })).toBeVisible();

  // Logout on A: B goes to the login page.
  await logoutViaHeader(pageA);
  await expect(pageA).toHaveURL(/\/login(\?|$)/);
  await expect(pageB).toHaveURL(/\/login(\?|$)/, { timeout: 1_500 });
  await expect(pageB.getByRole('heading', { name: ZH.loginHeading })).toBeVisible();
});
