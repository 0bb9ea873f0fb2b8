/**
 * The settlement sheet and the fleet settlement divides in Chromium against the demo build (issue 8 part 3): the
 * platform admin picks a fleet on 结算单, passes the fleet's SMS check with the code the simulated phone got, fills
 * the sheet, confirms, and saves once although 确定 was double-clicked; the divides open one day's detail and export.
 * Screenshots of both pages in zh and en go to reports/screens/.
 */
import { mkdirSync } from 'node:fs';
import { expect, test, type Page } from '@playwright/test';
import { USERS, loginToHome, waitForSimulator, type SimulatorWindow } from './support/console';

mkdirSync('reports/screens', { recursive: true });
test.use({ viewport: { width: 1366, height: 1100 } });

const activePage = (page: Page) => page.locator('[role=tabpanel]:visible');

/** Waits until no overlay is fading in or out, then takes the screenshot. */
async function shot(page: Page, name: string) {
  await page.waitForFunction(() => !document.querySelector('[class*="-enter-active"], [class*="-exit-active"], [class*="-appear-active"]'));
  await page.screenshot({ path: `reports/screens/${name}.png` });
}

const submits = async (page: Page) => {
  await waitForSimulator(page);
  return page.evaluate(
    () =>
      (window as SimulatorWindow).__simulator!.requests.filter(
        (r) => r.method === 'POST' && r.path === '/api/cyhFleetSettlement/fleetsettlement/submit',
      ).length,
  );
};

async function toEnglish(page: Page) {
  await page.getByRole('banner').getByRole('button', { name: 'English', exact: true }).click();
  await expect(page.locator('html')).toHaveAttribute('lang', 'en');
}

test('结算单: the fleet SMS check, then the sheet is confirmed and saved once', async ({ page }) => {
  await loginToHome(page, USERS.admin);
  await page.goto('/fleet/form');
  const tab = activePage(page);
  await expect(tab.getByRole('heading', { name: '结算单' })).toBeVisible({ timeout: 20_000 });
  const fleet = tab.getByLabel('车队');
  await expect(fleet.locator('option')).not.toHaveCount(1);
  await fleet.selectOption({ index: 2 });

  const sms = tab.getByRole('group', { name: '车队短信验证' });
  await expect(sms.getByRole('button', { name: '验证', exact: true })).toBeDisabled();
  await sms.getByRole('button', { name: '获取验证码', exact: true }).click();
  const sent = sms.getByRole('status');
  await expect(sent).toContainText('验证码已发送至');
  const code = /演示验证码 (\d{6})/.exec((await sent.textContent()) ?? '')?.[1];
  expect(code).toMatch(/^\d{6}$/);
  await shot(page, 'fleet-form-sms-zh');
  await sms.getByLabel('短信验证码').fill(code!);
  await sms.getByRole('button', { name: '验证', exact: true }).click();
  await expect(tab.getByText('已通过车队短信验证')).toBeVisible();

  const form = tab.getByRole('form', { name: '新增结算信息' });
  await form.getByRole('button', { name: '保存', exact: true }).click();
  await expect(form.getByText('卡号不能为空')).toBeVisible();
  await expect(form.getByText('手机号码不能为空')).toBeVisible();
  await form.getByLabel(/银行卡号/).fill('6222021234567890123');
  await expect(form.getByText('卡号校验失败，请检查卡号')).toBeVisible();
  await form.getByLabel(/银行卡号/).fill('6222021234567890128');
  await form.getByLabel(/开户银行/).fill('招商银行');
  await form.getByLabel(/开户名/).fill('浏览器测试车队');
  await form.getByLabel(/银行预留手机号/).fill('13800138000');
  await form.getByRole('button', { name: '保存', exact: true }).click();
  const confirm = page.getByRole('alertdialog');
  await expect(confirm).toContainText('确认新增以下结算信息？');
  await expect(confirm).toContainText('0128');
  await shot(page, 'fleet-form-confirm-zh');
  await confirm.getByRole('button', { name: '确定', exact: true }).dblclick();
  await expect(page.getByText('新增成功')).toBeVisible();
  expect(await submits(page)).toBe(1);
  await expect(tab.getByRole('table', { name: '已登记的结算信息' })).toContainText('浏览器测试车队');
  await expect(confirm).toBeHidden();
  await shot(page, 'fleet-form-zh');

  await toEnglish(page);
  await expect(tab.getByRole('heading', { name: 'Settlement sheet' })).toBeVisible();
  await expect(tab.getByRole('table', { name: 'Registered settlement details' })).toBeVisible();
  await tab.getByRole('form', { name: 'New settlement details' }).getByRole('button', { name: 'Save', exact: true }).click();
  await expect(tab.getByText('Card number is required')).toBeVisible();
  await shot(page, 'fleet-form-en');
});

test('fleet settlement divides: filter, open one day, export', async ({ page }) => {
  await loginToHome(page, USERS.admin);
  await page.goto('/settlement/fleet-settlement-divide');
  const tab = activePage(page);
  const list = tab.getByRole('table', { name: '结算分账列表' });
  await expect(list).toBeVisible({ timeout: 20_000 });
  await tab.getByLabel('状态', { exact: true }).selectOption({ label: '已分账' });
  await tab.getByRole('button', { name: '搜索', exact: true }).click();
  await expect(list.getByRole('row').nth(1)).toContainText('已分账');
  await shot(page, 'fleet-divides-zh');

  await list
    .getByRole('row')
    .nth(1)
    .getByRole('button', { name: /^分账明细 / })
    .click();
  const dialog = page.getByRole('dialog');
  await expect(dialog.getByRole('table', { name: '分账订单' })).toBeVisible();
  await shot(page, 'fleet-divide-detail-zh');
  await dialog.getByRole('button', { name: '关闭', exact: true }).last().click();

  const download = page.waitForEvent('download');
  await tab.getByRole('button', { name: '导出', exact: true }).click();
  expect((await download).suggestedFilename()).toBe('车队结算分账.csv');
  await expect(page.getByText('已下载 车队结算分账.csv')).toBeVisible();

  await toEnglish(page);
  await expect(tab.getByRole('table', { name: 'Settlement divides' })).toBeVisible();
  await shot(page, 'fleet-divides-en');
});
