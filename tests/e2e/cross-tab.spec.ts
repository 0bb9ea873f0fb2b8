import { expect, test, type Page } from '@playwright/test';
import {
  USERS,
  ZH,
  lockWithNewPassword,
  loginToHome,
  logoutViaHeader,
  unlock,
  waitForRequestsToSettle,
  type SimulatorWindow,
} from './support/console';

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

/** Refresh-grant requests a tab's simulator saw (the grant type in the query or in the form body). */
function refreshRequests(page: Page): Promise<number> {
  return page.evaluate(
    () =>
      (window as SimulatorWindow).__simulator!.requests.filter((r) => {
        if (r.path !== '/api/blade-auth/oauth/token') return false;
        const body = (r as { body?: unknown }).body;
        const inBody =
          typeof body === 'string'
            ? body.includes('grant_type=refresh_token')
            : JSON.stringify(body ?? null).includes('"grant_type":"refresh_token"');
        return r.search.includes('grant_type=refresh_token') || inBody;
      }).length,
  );
}

test('without Web Locks, two tabs crossing the refresh threshold together send exactly one refresh', async ({ context }) => {
  // A plain-HTTP deployment: no navigator.locks.
  await context.addInitScript(() => {
    Object.defineProperty(Navigator.prototype, 'locks', { get: () => undefined, configurable: true });
  });
  const pageA = await context.newPage();
  await loginToHome(pageA, USERS.admin);
  const pageB = await context.newPage();
  await pageB.goto('/wel/index');
  await expect(pageB.getByRole('banner').getByText(USERS.admin.realName, { exact: true })).toBeVisible();
  expect(await pageB.evaluate(() => navigator.locks)).toBeUndefined();
  await waitForRequestsToSettle(pageA, '/api/', 500);
  await waitForRequestsToSettle(pageB, '/api/', 500);
  const issuedAt = () =>
    pageA.evaluate(() => JSON.parse(localStorage.getItem('fleet-console-token') ?? 'null')?.content?.issuedAt as number);
  const issuedBefore = await issuedAt();
  // The token answer takes a while, so the second tab's check comes while the first tab's refresh is under way.
  await pageA.evaluate(() => {
    (window as SimulatorWindow).__simulator!.config.latencyMs = 1_500;
  });

  // One clock for both tabs from here on, moved by the test; a check in each schedules the next one on it.
  await context.clock.install({ time: Date.now() });
  await context.clock.pauseAt(Date.now() + 1_000);
  for (const p of [pageA, pageB]) await p.evaluate(() => window.dispatchEvent(new Event('focus')));
  await pageA.waitForTimeout(500);
  // Both tabs' periodic checks find the token due (3000 s after issue; it lives 3600 s) at the same moment.
  await context.clock.fastForward('50:05');
  // Then 30 s go by in small steps, with time for the answers in between: three more checks in each tab.
  for (let i = 0; i < 60; i += 1) {
    await context.clock.runFor(500);
    await pageA.waitForTimeout(100);
  }
  const counts = await Promise.all([refreshRequests(pageA), refreshRequests(pageB)]);
  expect(counts[0] + counts[1]).toBe(1);
  expect(await issuedAt()).toBeGreaterThan(issuedBefore);
  for (const p of [pageA, pageB]) await expect(p.getByRole('banner').getByText(USERS.admin.realName, { exact: true })).toBeVisible();
});
