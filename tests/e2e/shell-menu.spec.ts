import { expect, test } from '@playwright/test';
import { USERS, login, loginToHome } from './support/console';
import { SHELL_ZH, menuItem, openFromMenu, pageTab, sideMenu } from './support/shell';

test('admin opens 系统管理 › 用户管理 from the side menu: URL, selected tab and page title', async ({ page }) => {
  await loginToHome(page, USERS.admin);
  await expect(sideMenu(page)).toBeVisible();

  await openFromMenu(page, '系统管理', '用户管理');

  await expect(page).toHaveURL(/\/system\/user$/);
  await expect(pageTab(page, '用户管理')).toHaveAttribute('aria-selected', 'true');
  await expect(pageTab(page, SHELL_ZH.home)).toHaveAttribute('aria-selected', 'false');
  const panel = page.getByRole('tabpanel', { name: '用户管理', exact: true });
  await expect(panel.getByRole('region', { name: '用户管理列表' })).toBeVisible();
  // The parent stays open and shows its other items.
  await expect(menuItem(page, '角色管理')).toBeVisible();
});

test('thirdparty (one menu item with one child) lands on /thirdManage/details', async ({ page }) => {
  await login(page, USERS.thirdparty);

  await expect(page).toHaveURL(/\/thirdManage\/details$/);
  await expect(page.getByRole('banner').getByText(USERS.thirdparty.realName, { exact: true })).toBeVisible();
  await expect(pageTab(page, '第三方详情')).toHaveAttribute('aria-selected', 'true');
  await expect(
    page.getByRole('tabpanel', { name: '第三方详情', exact: true }).getByRole('heading', { name: '第三方详情', exact: true }),
  ).toBeVisible();
  await expect(menuItem(page, '第三方管理')).toBeVisible();
  await expect(menuItem(page, '第三方详情')).toBeVisible();
});
