/**
 * A write is sent once, whatever happens around it (docs/flows.md "Commands"): a refund of ¥0.01 on 退款申请 while
 * the backend holds its answer — a double click and five Enters on 确定, Back then Forward, another tab locking the
 * console, a token refresh, and the refund's tab hidden and shown. Each time exactly one POST reaches the backend,
 * the refund is made once, and every POST of it carried the same Idempotency-Key.
 */
import { expect, test, type Page } from '@playwright/test';
import { USERS, ZH, loginToHome, lockWithNewPassword, unlock, type SimulatorWindow } from './support/console';

const REFUND = '/api/otherPay/refund';
type Held = { reached: Promise<void>; release(): void };
type TestWindow = SimulatorWindow & {
  __held?: Held;
  __simulator?: {
    gates: { hold(p: string, o: { method: string }): Held };
    db: { resources: Record<string, Array<Record<string, unknown>>> };
  };
};

/** Opens a pending refund, types ¥0.01 and asks to refund: the confirmation is showing. Returns the order number. */
async function askRefund(page: Page, opts: { viaTabs?: boolean } = {}): Promise<string> {
  await page.goto('/order/refundApply');
  if (opts.viaTabs) {
    // reach the page again inside the console, so Back and Forward stay in it
    await page.getByRole('tab', { name: '工作台' }).click();
    await expect(page).toHaveURL(/\/wel\/index$/);
    await page.getByRole('tab', { name: '退款申请' }).click();
  }
  const button = page.getByRole('button', { name: /^退款 \S+$/ }).first();
  const orderNo = ((await button.getAttribute('aria-label')) ?? '').replace(/^退款 /, '');
  await button.click();
  const dialog = page.getByRole('dialog', { name: '退款' });
  await dialog.getByLabel('退款金额（元）').fill('0.01');
  await dialog.getByRole('button', { name: '退款' }).click();
  await expect(page.getByRole('alertdialog')).toContainText('退款 ¥0.01');
  return orderNo;
}

/** The backend holds the next refund POST until `release`. */
async function holdRefund(page: Page): Promise<void> {
  await page.evaluate((path) => {
    const w = window as TestWindow;
    w.__held = w.__simulator!.gates.hold(path, { method: 'POST' });
  }, REFUND);
}

const reached = (page: Page) => page.evaluate(() => (window as TestWindow).__held!.reached);
const release = (page: Page) => page.evaluate(() => (window as TestWindow).__held!.release());

/** The refund POSTs the backend received, by Idempotency-Key. */
const posts = (page: Page) =>
  page.evaluate(
    (path) =>
      (window as TestWindow)
        .__simulator!.requests.filter((r) => r.method === 'POST' && r.path === path)
        .map((r) => r.headers['idempotency-key'] ?? ''),
    REFUND,
  );

const refundOf = (page: Page, orderNo: string) =>
  page.evaluate((no) => {
    const row = (window as TestWindow).__simulator!.db.resources['order-refund-apply']!.find((r) => String(r.orderNo) === no)!;
    return { status: row.refundStatus, amount: row.refundAmount };
  }, orderNo);

async function expectRefundedOnce(page: Page, orderNo: string): Promise<void> {
  await expect.poll(() => refundOf(page, orderNo), { timeout: 15_000 }).toEqual({ status: 2, amount: 1 });
  const keys = await posts(page);
  expect(keys).toHaveLength(1);
  expect(keys[0]).toMatch(/.{8,}/);
}

const confirmButton = (page: Page) => page.getByRole('alertdialog').getByRole('button', { name: '确定' });

test.beforeEach(async ({ page }) => {
  await loginToHome(page, USERS.admin);
});

test('a double click and five Enters on 确定 send one refund', async ({ page }) => {
  const orderNo = await askRefund(page);
  await holdRefund(page);
  await confirmButton(page).dblclick();
  for (let i = 0; i < 5; i += 1) await page.keyboard.press('Enter');
  await reached(page);
  await release(page);
  await expect(page.getByText('退款成功')).toBeVisible();
  await expectRefundedOnce(page, orderNo);
});

test('Back then Forward while the refund is sent neither cancels nor repeats it', async ({ page }) => {
  const orderNo = await askRefund(page, { viaTabs: true });
  await holdRefund(page);
  await confirmButton(page).click();
  await reached(page);
  await page.goBack();
  await expect(page).toHaveURL(/\/wel\/index$/);
  await page.goForward();
  await expect(page).toHaveURL(/\/order\/refundApply(\?|$)/);
  await release(page);
  await expect(page.getByText('退款成功')).toBeVisible();
  await expectRefundedOnce(page, orderNo);
});

test('the refund tab hidden and shown while the refund is sent: one refund', async ({ page }) => {
  const orderNo = await askRefund(page);
  await holdRefund(page);
  await confirmButton(page).click();
  await reached(page);
  // the browser tab goes to the background and comes back, and the console shows another of its tabs meanwhile
  // (the confirmation covers the tab strip: the tab is chosen as a script or a shortcut would)
  await page.evaluate(() => {
    Object.defineProperty(document, 'visibilityState', { value: 'hidden', configurable: true });
    document.dispatchEvent(new Event('visibilitychange'));
  });
  await page.getByRole('tab', { name: '工作台' }).dispatchEvent('click');
  await expect(page).toHaveURL(/\/wel\/index$/);
  // shown again while the refund is still on its way: the tab's machine waits for that answer, it sends nothing new
  await page.evaluate(() => {
    Object.defineProperty(document, 'visibilityState', { value: 'visible', configurable: true });
    document.dispatchEvent(new Event('visibilitychange'));
  });
  await page.getByRole('tab', { name: '退款申请' }).dispatchEvent('click');
  await expect(page).toHaveURL(/\/order\/refundApply(\?|$)/);
  expect(await posts(page)).toHaveLength(1);
  await release(page);
  await expect.poll(() => refundOf(page, orderNo)).toEqual({ status: 2, amount: 1 });
  await expect(page.getByRole('dialog', { name: '退款' })).toHaveCount(0);
  await expectRefundedOnce(page, orderNo);
});

test('another tab locks the console while the refund is sent: the refund is made once', async ({ page, context }) => {
  const orderNo = await askRefund(page);
  const other = await context.newPage();
  await other.goto('/wel/index');
  await expect(other.getByRole('banner').getByText(USERS.admin.realName, { exact: true })).toBeVisible();
  await holdRefund(page);
  await confirmButton(page).click();
  await reached(page);
  await lockWithNewPassword(other, 'keep-1');
  // the lock reaches this tab from the other one: slower while the whole suite runs
  await expect(page).toHaveURL(/\/lock$/, { timeout: 20_000 });
  await release(page);
  await expectRefundedOnce(page, orderNo);
  await unlock(page, 'keep-1');
  await expect(page).toHaveURL(/\/order\/refundApply(\?|$)/);
  await expect(page.getByRole('button', { name: `退款 ${orderNo}` })).toHaveCount(0);
  await expect(page.getByText(ZH.locked, { exact: true })).toHaveCount(0);
  expect(await posts(page)).toHaveLength(1);
});

test('a token refresh while the refund is sent: one refund', async ({ page, context }) => {
  await context.clock.install();
  await page.reload();
  await expect(page.getByRole('banner').getByText(USERS.admin.realName, { exact: true })).toBeVisible();
  const orderNo = await askRefund(page);
  await holdRefund(page);
  await confirmButton(page).click();
  await reached(page);
  const tokenCalls = () =>
    page.evaluate(() => (window as TestWindow).__simulator!.requests.filter((r) => r.path.endsWith('/oauth/token')).length);
  const before = await tokenCalls();
  // the periodic check finds the token due 3000 s after issue
  await context.clock.fastForward('50:05');
  await expect.poll(tokenCalls, { timeout: 15_000 }).toBeGreaterThan(before);
  await release(page);
  // the jump passes the write's own time limit too: the console then looks the refund up and says it found it
  await expect(page.getByText(/^(退款成功|服务器已处理：找到.*)$/)).toBeVisible();
  await expectRefundedOnce(page, orderNo);
});
