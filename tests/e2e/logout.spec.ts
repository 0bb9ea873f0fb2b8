import { expect, test } from '@playwright/test';
import { USERS, ZH, loginToHome, logoutViaHeader } from './support/console';

test('logout through the header confirm ends the session for good', async ({ page, context }) => {
  await loginToHome(page, USERS.admin);

  // 取消 keeps the session.
  await page.getByRole('banner').getByRole('button', { name: ZH.logout, exact: true }).click();
  const confirm = page.getByRole('alertdialog').filter({ hasText: ZH.logoutConfirm });
  await expect(confirm).toBeVisible();
  await confirm.getByRole('button', { name: ZH.cancel, exact: true }).click();
  await expect(confirm).toHaveCount(0);
  await expect(page).toHaveURL(/\/wel\/index$/);

  await logoutViaHeader(page);
  await expect(page).toHaveURL(/\/login(\?|$)/);
  await expect(page.getByRole('heading', { name: ZH.loginHeading })).toBeVisible();

  const tokenCookies = (await context.cookies()).filter((c) => /token/i.test(c.name) && c.value !== '');
  expect(tokenCookies, 'token cookies left after logout').toEqual([]);

  // Opening a page of the app directly goes to the login page, remembering where it wanted to go.
  await page.goto('/wel/index');
  await expect(page).toHaveURL(/\/login\?redirect=/);
  expect(new URL(page.url()).searchParams.get('redirect')).toBe('/wel/index');
  await expect(page.getByRole('heading', { name: ZH.loginHeading })).toBeVisible();
  await expect(page.getByRole('banner')).toHaveCount(0);

  // A reload while logged out stays on the login page.
  await page.reload();
  await expect(page).toHaveURL(/\/login(\?|$)/);
  await expect(page.getByRole('heading', { name: ZH.loginHeading })).toBeVisible();
  await expect(page.getByRole('button', { name: ZH.submit, exact: true })).toBeEnabled();
  await expect(page).toHaveURL(/\/login(\?|$)/);
  await expect(page.getByRole('banner')).toHaveCount(0);
});
