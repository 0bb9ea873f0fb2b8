import { expect, test, type Page } from '@playwright/test';
import { USERS, ZH, lockWithNewPassword, loginToHome, unlock, waitForRequestsToSettle } from './support/console';

/** Texts of the lock screen beyond the shared ones. */
const LOCK = {
  noPeer: '此页面无法校验锁屏密码',
  signInAgain: '重新登录',
  tooMany: '解锁密码连续输错 5 次，已退出登录，请重新登录',
  triesLeft: (n: number) => `还可尝试 ${n} 次`,
};

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
  // The lock password is kept as salt and PBKDF2 hash, never as the text.
  const stored = await page.evaluate(() => Object.values(sessionStorage).join('\n'));
  expect(stored).toContain('pbkdf2-sha256$');
  expect(stored).not.toContain('lock-1234');

  await unlock(page, 'wrong-password');
  await expect(page.getByRole('alert').filter({ hasText: ZH.unlockWrong })).toBeVisible();
  await expect(page).toHaveURL(/\/lock$/);

  await unlock(page, 'lock-1234');
  await expect(page).toHaveURL(/\/wel\/index$/);
  await expect(page.getByText(ZH.welcome, { exact: true })).toBeVisible();
  await expect(page.getByRole('banner').getByText(USERS.admin.realName, { exact: true })).toBeVisible();
});

/** The personal-info form of /info/index. */
async function openProfile(page: Page): Promise<void> {
  await page.goto('/info/index');
  await expect(page.getByLabel('手机号码', { exact: true })).toBeVisible();
  await waitForRequestsToSettle(page, '/api/blade-user/info', 500);
}

test("locking keeps every tab's page: typed input survives lock and unlock, and a save in flight completes", async ({ page, context }) => {
  await loginToHome(page, USERS.admin);
  await openProfile(page);
  const other = await context.newPage();
  await openProfile(other);

  // Typed in both tabs, not saved in the second one.
  await page.getByLabel('手机号码', { exact: true }).fill('13900001111');
  await other.getByLabel('邮箱', { exact: true }).fill('typed-before-lock@example.com');

  // The first tab's save is held by the backend while the screen locks.
  await page.evaluate(() => {
    const w = window as unknown as { __simulator: { gates: { hold(p: string, o: { method: string }): unknown } }; __held: unknown };
    w.__held = w.__simulator.gates.hold('/api/blade-user/update-info', { method: 'POST' });
  });
  await page.getByRole('button', { name: '保存', exact: true }).click();
  await page.getByRole('alertdialog', { name: '确认保存个人信息' }).getByRole('button', { name: '保存', exact: true }).click();
  await page.evaluate(() => (window as unknown as { __held: { reached: Promise<void> } }).__held.reached);

  // the save's confirmation stays open over the first tab while it is sent: the lock is set from the second tab
  await lockWithNewPassword(other, 'keep-1');
  await expect(page).toHaveURL(/\/lock$/);
  await expect(other).toHaveURL(/\/lock$/, { timeout: 1_500 });
  await expect(other.getByText(ZH.locked, { exact: true })).toBeVisible();

  // The save finishes while locked: the backend has the new number.
  await page.evaluate(() => (window as unknown as { __held: { release(): void } }).__held.release());
  await expect
    .poll(() =>
      page.evaluate(
        () =>
          (
            window as unknown as { __simulator: { db: { users: Array<{ account: string; tenantId: string; phone?: string }> } } }
          ).__simulator.db.users.find((u) => u.account === 'admin' && u.tenantId === '000000')?.phone,
      ),
    )
    .toBe('13900001111');

  await unlock(page, 'keep-1');
  await expect(page).toHaveURL(/\/info\/index$/);
  await expect(other).toHaveURL(/\/info\/index$/, { timeout: 1_500 });
  await expect(page.getByLabel('手机号码', { exact: true })).toHaveValue('13900001111');
  await expect(page.getByText('保存失败，请检查网络后重试')).toHaveCount(0);
  await expect(page.getByRole('button', { name: '保存', exact: true })).toBeEnabled();
  await expect(other.getByLabel('邮箱', { exact: true })).toHaveValue('typed-before-lock@example.com');
});

test(`five wrong unlock passwords log the session out`, async ({ page }) => {
  await loginToHome(page, USERS.admin);
  await lockWithNewPassword(page, 'right-1');
  await expect(page).toHaveURL(/\/lock$/);
  for (let i = 1; i <= 4; i += 1) {
    await unlock(page, `wrong-${i}`);
    await expect(page.getByRole('alert').filter({ hasText: ZH.unlockWrong })).toContainText(LOCK.triesLeft(5 - i));
  }
  await unlock(page, 'wrong-5');
  await expect(page).toHaveURL(/\/login(\?|$)/);
  await expect(page.getByRole('heading', { name: ZH.loginHeading })).toBeVisible();
  await expect(page.getByRole('alert').filter({ hasText: LOCK.tooMany })).toBeVisible();
  // Signed out for real: the app is not reachable any more.
  await page.goto('/wel/index');
  await expect(page).toHaveURL(/\/login\?redirect=/);
});

test('a tab opened while locked with no other tab open says it cannot check the password and offers 重新登录', async ({
  page,
  context,
}) => {
  await loginToHome(page, USERS.admin);
  await lockWithNewPassword(page, 'alone-1');
  await expect(page).toHaveURL(/\/lock$/);
  await page.close();

  const fresh = await context.newPage();
  await fresh.goto('/wel/index');
  await expect(fresh).toHaveURL(/\/lock$/);
  await expect(fresh.getByRole('alert').filter({ hasText: LOCK.noPeer })).toBeVisible();
  await expect(fresh.getByLabel(ZH.lockPassword, { exact: true })).toHaveCount(0);
  await expect(fresh.getByText(ZH.unlockWrong)).toHaveCount(0);
  await fresh.getByRole('button', { name: LOCK.signInAgain, exact: true }).click();
  await expect(fresh).toHaveURL(/\/login(\?|$)/);
  await expect(fresh.getByRole('heading', { name: ZH.loginHeading })).toBeVisible();
});

test('a tab opened while locked gets the lock from an open tab and unlocks with the password', async ({ page, context }) => {
  await loginToHome(page, USERS.admin);
  await lockWithNewPassword(page, 'peer-1');
  await expect(page).toHaveURL(/\/lock$/);

  const second = await context.newPage();
  await second.goto('/lock');
  await expect(second.getByLabel(ZH.lockPassword, { exact: true })).toBeVisible();
  await unlock(second, 'peer-1');
  await expect(second).toHaveURL(/\/wel\/index$/);
  await expect(page).toHaveURL(/\/wel\/index$/, { timeout: 1_500 });
});
