import { expect, test, type Locator } from '@playwright/test';
import { USERS, login, loginToHome, logoutViaHeader } from './support/console';
import { menuItem, openFromMenu } from './support/shell';

const column = (region: Locator, col: number) =>
  region.locator(`.bp6-table-quadrant-main .bp6-table-body-cells .bp6-table-cell-col-${col}`);

test('role grant: one role only, trees preloaded, the saved grant changes what the role sees', async ({ page }) => {
  await loginToHome(page, USERS.admin);
  await openFromMenu(page, '系统管理', '角色管理');
  await expect(page).toHaveURL(/\/system\/role$/);
  const table = page.getByRole('region', { name: '角色管理列表', exact: true });
  await expect(column(table, 2)).toHaveText(['超级管理员', '运营专员', '财务审核']);

  await page.getByRole('button', { name: '权限设置', exact: true }).click();
  await expect(page.getByText('请选择一个角色', { exact: true })).toBeVisible();
  await table.getByRole('checkbox', { name: '选择第 2 行', exact: true }).check({ force: true });
  await table.getByRole('checkbox', { name: '选择第 3 行', exact: true }).check({ force: true });
  await page.getByRole('button', { name: '权限设置', exact: true }).click();
  await expect(page.getByText('只能选择一个角色进行权限设置', { exact: true })).toBeVisible();
  await table.getByRole('checkbox', { name: '选择第 2 行', exact: true }).uncheck({ force: true });

  // 财务审核 holds 工作流 › 我的事务 but not 系统管理 › 用户管理
  await page.getByRole('button', { name: '权限设置', exact: true }).click();
  const dialog = page.getByRole('dialog', { name: '权限设置：财务审核' });
  const menus = dialog.getByRole('group', { name: '菜单权限' });
  await expect(menus.getByRole('checkbox', { name: '我的事务', exact: true })).toBeChecked();
  await expect(menus.getByRole('checkbox', { name: '用户管理', exact: true })).not.toBeChecked();
  await menus.getByRole('checkbox', { name: '用户管理', exact: true }).check({ force: true });
  await dialog.getByRole('tab', { name: '接口权限', exact: true }).click();
  await dialog.getByRole('group', { name: '接口权限' }).getByRole('checkbox').first().check({ force: true });
  await page.screenshot({ path: 'reports/screens/system-role-grant.png', fullPage: true, animations: 'disabled' });
  await dialog.getByRole('button', { name: '保存', exact: true }).click();
  await page.getByRole('alertdialog', { name: '权限设置：财务审核' }).getByRole('button', { name: '保存', exact: true }).click();
  await expect(page.locator('.bp6-toast').filter({ hasText: '权限设置成功' })).toBeVisible();
  await expect(dialog).toBeHidden();

  // read back
  await page.getByRole('button', { name: '权限设置', exact: true }).click();
  const again = page.getByRole('dialog', { name: '权限设置：财务审核' });
  await expect(again.getByRole('group', { name: '菜单权限' }).getByRole('checkbox', { name: '用户管理', exact: true })).toBeChecked();
  await again.getByRole('tab', { name: '接口权限', exact: true }).click();
  await expect(again.getByRole('group', { name: '接口权限' }).getByRole('checkbox').first()).toBeChecked();
  await again.getByRole('button', { name: '取消', exact: true }).click();

  // the auditor (财务审核) now has 用户管理 in the side menu
  await logoutViaHeader(page);
  await login(page, USERS.auditor);
  await expect(page.getByRole('banner').getByText(USERS.auditor.realName, { exact: true })).toBeVisible();
  if (!(await menuItem(page, '用户管理').isVisible())) await menuItem(page, '系统管理').click();
  await expect(menuItem(page, '用户管理')).toBeVisible();
});
