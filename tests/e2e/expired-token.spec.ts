import { expect, test } from '@playwright/test';
import { USERS, ZH, loginToHome, toasts, waitForRequestsToSettle, type SimulatorWindow } from './support/console';

test('an expired token with several parallel requests gives exactly one 登录已过期 toast and the login page', async ({ page }) => {
  await loginToHome(page, USERS.admin);
  // The home dashboard loads its figures after the page is up: expiring the tokens before they arrive
  // would end the session on this page, before the reload.
  await waitForRequestsToSettle(page, '/platform/stats/bottom');

  const expiredAt = await page.evaluate(() => {
    const sim = (window as SimulatorWindow).__simulator!;
    sim.expireTokens();
    return sim.now();
  });

  await page.reload();

  const expired = toasts(page, ZH.sessionExpired);
  await expect(expired.first()).toBeVisible();
  await expect(page).toHaveURL(/\/login(\?|$)/);
  await expect(page.getByRole('heading', { name: ZH.loginHeading })).toBeVisible();

  // Several protected requests reached the backend after the expiry (they were in flight together) …
  const afterExpiry = await page.evaluate((since) => {
    const sim = (window as SimulatorWindow).__simulator!;
    return sim.requests
      .filter((r) => r.time >= since && Object.keys(r.headers).some((h) => h.toLowerCase() === 'blade-auth'))
      .map((r) => `${r.method} ${r.path}`);
  }, expiredAt);
  test.info().annotations.push({ type: 'requests after expiry', description: afterExpiry.join(', ') });
  expect(afterExpiry.length, `requests with a token after the expiry: ${JSON.stringify(afterExpiry)}`).toBeGreaterThanOrEqual(2);

  // … yet only one toast: wait to be sure no second one arrives.
  await page.waitForTimeout(1_500);
  await expect(expired).toHaveCount(1);
  await expect(page).toHaveURL(/\/login(\?|$)/);
});
