/**
 * Recharge and batch purchasing in Chromium against the demo build: the purchaser places a batch order with the
 * SMS code (changing a quantity after asking for the code clears it; a double click and Enter on 确认支付 make one
 * order), and the platform admin recharges two staff members directly, then finds the money in a member's balance
 * and recharge flow.
 */
import { expect, test, type Page } from '@playwright/test';
import { USERS, loginToHome, waitForSimulator } from './support/console';

type Db = { resources: Record<string, Array<Record<string, unknown>>> };
type SimWindow = Window & { __simulator?: { db: Db; requests: Array<{ method: string; path: string; headers: Record<string, string> }> } };

/** The live SMS code of a phone, read as the phone's owner would. */
async function smsCode(page: Page, phone: string): Promise<string> {
  await waitForSimulator(page);
  return page.evaluate((p) => {
    const rows = ((window as SimWindow).__simulator!.db.resources['recharge-sms'] ?? []) as Array<{
      phone: string;
      used: boolean;
      code: string;
    }>;
    return rows.find((c) => c.phone === p && !c.used)?.code ?? '';
  }, phone);
}

const posts = (page: Page, path: string) =>
  page.evaluate((p) => (window as SimWindow).__simulator!.requests.filter((r) => r.method === 'POST' && r.path === p).length, path);

test('the purchaser places a batch order with the SMS code; the funds go down by its total once', async ({ page }) => {
  await loginToHome(page, USERS.purchaser);
  await page.goto('/batchCharging/purchasingCenter');
  await expect(page.getByTestId('funds-balance')).toHaveText('¥30,000.00', { timeout: 20_000 }); // the first screen of the area loads its chunk
  await page.getByRole('button', { name: '批量采购' }).click();
  await expect(page).toHaveURL(/\/batchCharging\/purchasingCenter\/detail$/);

  await page.getByLabel('中石化加油卡充值 100元 采购数量').fill('3');
  await page.getByLabel('中石油加油卡充值 200元 采购数量').fill('1');
  await expect(page.getByTestId('batch-total')).toHaveText('¥500.00');
  const phone = page.getByLabel('验证手机号');
  await phone.fill('13800138000');
  await page.getByRole('button', { name: '获取验证码' }).click();
  await expect(page.getByText('验证码已发送至 138****8000')).toBeVisible();
  await expect(page.getByRole('button', { name: '重新获取' })).toBeDisabled();

  // the code was for ¥500.00: changing a quantity clears it and asks for a new one
  await page.getByLabel('短信验证码').fill(await smsCode(page, '13800138000'));
  await page.getByLabel('中石油加油卡充值 200元 采购数量').fill('2');
  await expect(page.getByTestId('batch-total')).toHaveText('¥700.00');
  await expect(page.getByLabel('短信验证码')).toHaveValue('');
  await expect(page.getByLabel('短信验证码')).toBeDisabled();
  await page.getByRole('button', { name: '获取验证码' }).click();
  await expect(page.getByLabel('短信验证码')).toBeEnabled();
  await page.getByLabel('短信验证码').fill(await smsCode(page, '13800138000'));
  await page.getByRole('button', { name: '下一步' }).click();

  const confirm = page.getByRole('alertdialog');
  await expect(confirm).toContainText('¥700.00');
  await expect(confirm).toContainText('138****8000');
  await expect(confirm).toContainText('中石化加油卡充值 100元 × 3');
  await expect(confirm).toContainText('中石油加油卡充值 200元 × 2');
  const pay = confirm.getByRole('button', { name: '确认支付' });
  await pay.dblclick();
  for (let i = 0; i < 5; i += 1) await page.keyboard.press('Enter');
  await expect(page.getByText('下单成功').first()).toBeVisible();
  await expect(page.getByRole('button', { name: '继续' })).toBeVisible();
  expect(await posts(page, '/api/commodity/order/place/order')).toBe(1);

  await page.getByRole('button', { name: '返回批量充值' }).click();
  await expect(page.getByTestId('funds-balance')).toHaveText('¥29,300.00');
  await expect(page.getByRole('table', { name: '资金明细' }).getByRole('row').nth(1)).toContainText('批量采购');
  await expect(page.getByRole('table', { name: '资金明细' }).getByRole('row').nth(1)).toContainText('¥700.00');
});

test('a direct recharge shows up in the member balance and the recharge flow of the phone', async ({ page }) => {
  await loginToHome(page, USERS.admin);
  await page.goto('/rechargeCenter/directcharging');
  await expect(page.getByTestId('funds-balance')).toHaveText('¥500,000.00', { timeout: 20_000 });
  await page.getByLabel('员工手机号').fill('13700001111\n13700002222');
  await page.getByLabel('每人充值金额（元）').fill('150.50');
  await page.getByLabel('到期时间').fill('2030-12-31');
  await page.getByLabel('到期时间').press('Escape');
  await page.getByLabel('验证手机号').fill('13800138000');
  await expect(page.getByTestId('recharge-total')).toHaveText('¥301.00');
  await page.getByRole('button', { name: '获取验证码' }).click();
  await expect(page.getByLabel('短信验证码')).toBeEnabled();
  await page.getByLabel('短信验证码').fill(await smsCode(page, '13800138000'));
  await page.getByRole('button', { name: '下一步' }).click();
  const confirm = page.getByRole('alertdialog');
  await expect(confirm).toContainText('2 人：137****1111、137****2222');
  await confirm.getByRole('button', { name: '确认支付' }).click();
  await expect(page.getByText('充值成功').first()).toBeVisible();
  await expect(page.getByTestId('funds-balance')).toHaveText('¥499,699.00');

  await page.getByRole('button', { name: '查看' }).click();
  await expect(page).toHaveURL(/\/rechargeCenter\/directcharging\/detail\?id=/);
  await expect(page.getByRole('table', { name: '充值明细' })).toContainText('137****1111');

  await page.goto('/company/userBalanceQueryDetail?phone=13700001111');
  await expect(page.getByRole('table', { name: '用户账户' })).toContainText('¥150.50');
  const flows = page.getByRole('table', { name: '充值流水' });
  await expect(flows.getByRole('row').nth(1)).toContainText('¥150.50');
  await expect(flows.getByRole('row').nth(1)).toContainText(/ZC\d+/);
});
