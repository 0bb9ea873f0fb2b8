import { expect, test, type Locator } from '@playwright/test';
import { USERS, loginToHome } from './support/console';
import { openFromMenu } from './support/shell';

const column = (region: Locator, col: number) =>
  region.locator(`.bp6-table-quadrant-main .bp6-table-body-cells .bp6-table-cell-col-${col}`);

test('parameters: search, blur rules, add and edit, settings with the platform price', async ({ page }) => {
  await loginToHome(page, USERS.admin);
  await openFromMenu(page, '系统管理', '参数管理');
  await expect(page).toHaveURL(/\/system\/param$/);
  const table = page.getByRole('region', { name: '参数管理列表', exact: true });
  await expect(column(table, 1)).toHaveCount(10);
  await expect(page.getByText('共 48 条', { exact: true })).toBeVisible();

  const search = page.getByRole('search', { name: '参数管理搜索' });
  await search.getByLabel('参数键名', { exact: true }).fill('account');
  await search.getByRole('button', { name: '搜索', exact: true }).click();
  await expect(column(table, 3).first()).toContainText('account');
  await search.getByRole('button', { name: '清空', exact: true }).click();
  await expect(page.getByText('共 48 条', { exact: true })).toBeVisible();

  await page.getByRole('button', { name: '新增', exact: true }).click();
  const dialog = page.getByRole('dialog');
  await dialog.getByLabel(/参数名称/).focus();
  await dialog.getByLabel(/参数键名/).focus();
  await expect(dialog.getByText('请输入参数名称', { exact: true })).toBeVisible();
  await dialog.getByLabel(/参数键值/).focus();
  await expect(dialog.getByText('请输入参数键名', { exact: true })).toBeVisible();
  await dialog.getByLabel(/备注/).focus();
  await expect(dialog.getByText('请输入参数键值', { exact: true })).toBeVisible();
  await dialog.getByLabel(/参数名称/).fill('E2E 参数');
  await dialog.getByLabel(/参数键名/).fill('e2e.flag');
  await dialog.getByLabel(/参数键值/).fill('on\noff');
  await expect(dialog.getByText('请输入参数名称', { exact: true })).toBeHidden();
  await dialog.getByRole('button', { name: '保存', exact: true }).click();
  await expect(page.locator('.bp6-toast').filter({ hasText: '新增成功' })).toBeVisible();
  await expect(column(table, 2).first()).toHaveText('E2E 参数');

  await table.getByRole('button', { name: '编辑', exact: true }).first().click();
  await expect(dialog.getByLabel(/参数键值/)).toHaveValue('on\noff');
  await dialog.getByLabel(/参数键值/).fill('on');
  await dialog.getByRole('button', { name: '保存', exact: true }).click();
  await expect(page.locator('.bp6-toast').filter({ hasText: '更新成功' })).toBeVisible();
  await expect(column(table, 4).first()).toHaveText('on');

  await page.getByRole('button', { name: '平台设置', exact: true }).click();
  const settings = page.getByRole('dialog', { name: '平台设置' });
  await expect(settings.getByLabel(/平台名称/)).toHaveValue('车队油卡管理平台');
  await settings.getByRole('tab', { name: '平台价格', exact: true }).click();
  await settings.getByLabel(/平台加价/).fill('0.25');
  await settings.getByRole('button', { name: '修改平台价格', exact: true }).click();
  const confirm = page.getByRole('alertdialog', { name: '修改平台价格' });
  await expect(confirm.getByText('确定将平台加价修改为 ¥0.25 元/升?', { exact: true })).toBeVisible();
  await page.screenshot({ path: 'reports/screens/system-param-price.png', fullPage: true, animations: 'disabled' });
  // the 更新成功 of the edit above has gone: the one that follows is this save's
  await expect(page.locator('.bp6-toast').filter({ hasText: '更新成功' })).toHaveCount(0);
  await confirm.getByRole('button', { name: '确定', exact: true }).click();
  await expect(page.locator('.bp6-toast').filter({ hasText: '更新成功' })).toBeVisible();
  await expect(settings.getByText('当前平台加价：¥0.25 元/升')).toBeVisible();
});
