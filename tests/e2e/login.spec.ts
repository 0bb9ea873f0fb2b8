import { expect, test } from '@playwright/test';
import { USERS, ZH, captchaSrc, decodeCaptchaSrc, login, loginForm, submitLogin } from './support/console';

test.describe('login', () => {
  test('login with the captcha lands on the home page', async ({ page }) => {
    await login(page, USERS.admin);

    await expect(page).toHaveURL(/\/wel\/index$/);
    await expect(page.getByText(ZH.welcome, { exact: true })).toBeVisible();
    const header = page.getByRole('banner');
    await expect(header.getByText(USERS.admin.realName, { exact: true })).toBeVisible();
    await expect(header.getByLabel(ZH.role, { exact: true })).toBeVisible();
    await expect(header.getByRole('button', { name: '中文', exact: true })).toBeVisible();
    await expect(header.getByRole('button', { name: 'English', exact: true })).toBeVisible();
    await expect(header.getByRole('button', { name: ZH.lock, exact: true })).toBeVisible();
    await expect(header.getByRole('button', { name: ZH.logout, exact: true })).toBeVisible();
    await expect(page).toHaveTitle(ZH.homeTitle);
  });

  test('a wrong password shows the server message and a new captcha; the right password then logs in', async ({ page }) => {
    await page.goto('/login');
    const form = loginForm(page);
    const firstSrc = await captchaSrc(page);
    await expect(form.tenantId).toHaveValue(USERS.admin.tenantId);

    await submitLogin(page, USERS.admin, { password: 'not-the-password' });

    await expect(page.getByRole('alert').filter({ hasText: ZH.badCredentials })).toBeVisible();
    await expect(page).toHaveURL(/\/login/);
    // A new captcha replaces the used one; its field is cleared, the others keep what was typed.
    await expect(form.captchaImage).toHaveAttribute('src', /^data:image\/svg\+xml;base64,/);
    await expect(form.captchaImage).not.toHaveAttribute('src', firstSrc);
    const secondSrc = await captchaSrc(page);
    expect(secondSrc).not.toBe(firstSrc);
    await expect(form.captcha).toHaveValue('');
    await expect(form.tenantId).toHaveValue(USERS.admin.tenantId);
    await expect(form.account).toHaveValue(USERS.admin.account);
    await expect(form.password).toHaveValue('not-the-password');

    await form.password.fill(USERS.admin.password);
    await form.captcha.fill(decodeCaptchaSrc(secondSrc));
    await form.submit.click();

    await expect(page).toHaveURL(/\/wel\/index$/);
    await expect(page.getByRole('banner').getByText(USERS.admin.realName, { exact: true })).toBeVisible();
  });

  test('the thirdparty account lands on /thirdManage/details (thirdManage shortcut)', async ({ page }) => {
    await login(page, USERS.thirdparty);

    await expect(page).toHaveURL(/\/thirdManage\/details$/);
    await expect(page.getByRole('banner').getByText(USERS.thirdparty.realName, { exact: true })).toBeVisible();
  });
});
