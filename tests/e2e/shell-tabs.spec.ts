import { expect, test } from '@playwright/test';
import { USERS, loginToHome } from './support/console';
import { SHELL_ZH, expectTabs, openFromMenu, openProfile, pageTab, tabAction } from './support/shell';

test('open pages are kept alive; 关闭其他 and 关闭全部 keep the home tab', async ({ page }) => {
  await loginToHome(page, USERS.admin);
  await expectTabs(page, [SHELL_ZH.home], SHELL_ZH.home);

  await openFromMenu(page, '系统管理', '用户管理');
  await expect(page).toHaveURL(/\/system\/user$/);
  await openFromMenu(page, '系统管理', '角色管理');
  await expect(page).toHaveURL(/\/system\/role$/);
  await openProfile(page);
  await expectTabs(page, [SHELL_ZH.home, '用户管理', '角色管理', SHELL_ZH.profile], SHELL_ZH.profile);

  // Type a new (unsaved) name on 个人信息.
  const realName = page.getByLabel(SHELL_ZH.realName, { exact: true });
  const typed = `E2E 未保存 ${Date.now()}`;
  await expect(realName).not.toHaveValue('');
  await realName.fill(typed);
  await expect(realName).toHaveValue(typed);

  // Another tab and back: the typed text is still there.
  await pageTab(page, '用户管理').click();
  await expect(page).toHaveURL(/\/system\/user$/);
  await expect(pageTab(page, '用户管理')).toHaveAttribute('aria-selected', 'true');
  await expect(realName).toBeHidden();
  await expect(
    page.getByRole('tabpanel', { name: '用户管理', exact: true }).getByRole('button', { name: '搜索', exact: true }),
  ).toBeVisible();
  await pageTab(page, SHELL_ZH.profile).click();
  await expect(page).toHaveURL(/\/info\/index$/);
  await expect(realName).toBeVisible();
  await expect(realName).toHaveValue(typed);

  // 关闭其他: home and the current page stay.
  await tabAction(page, SHELL_ZH.closeOthers);
  await expectTabs(page, [SHELL_ZH.home, SHELL_ZH.profile], SHELL_ZH.profile);
  await expect(page).toHaveURL(/\/info\/index$/);
  await expect(page.getByTitle(`关闭 ${SHELL_ZH.home}`)).toHaveCount(0);

  // 关闭全部: the unsaved name is asked about first; leaving, back home with only the home tab.
  await tabAction(page, SHELL_ZH.closeAll);
  const unsaved = page.getByRole('alertdialog', { name: '有未保存的修改' });
  await expect(unsaved).toContainText(SHELL_ZH.profile);
  await unsaved.getByRole('button', { name: '继续离开', exact: true }).click();
  await expect(page).toHaveURL(/\/wel\/index$/);
  await expectTabs(page, [SHELL_ZH.home], SHELL_ZH.home);
});

test('the open tabs survive a reload', async ({ page }) => {
  await loginToHome(page, USERS.admin);

  await openFromMenu(page, '系统管理', '用户管理');
  await expect(page).toHaveURL(/\/system\/user$/);
  await openFromMenu(page, '系统管理', '角色管理');
  await expect(page).toHaveURL(/\/system\/role$/);
  await expectTabs(page, [SHELL_ZH.home, '用户管理', '角色管理'], '角色管理');

  await page.reload();

  await expect(page).toHaveURL(/\/system\/role$/);
  await expect(page.getByRole('banner').getByText(USERS.admin.realName, { exact: true })).toBeVisible();
  await expectTabs(page, [SHELL_ZH.home, '用户管理', '角色管理'], '角色管理');
  await expect(
    page.getByRole('tabpanel', { name: '角色管理', exact: true }).getByRole('button', { name: '搜索', exact: true }),
  ).toBeVisible();

  // The restored tabs still work.
  await pageTab(page, '用户管理').click();
  await expect(page).toHaveURL(/\/system\/user$/);
  await expect(
    page.getByRole('tabpanel', { name: '用户管理', exact: true }).getByRole('button', { name: '搜索', exact: true }),
  ).toBeVisible();
});
