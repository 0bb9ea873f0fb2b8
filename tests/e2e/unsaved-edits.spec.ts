/**
 * Unsaved edits are never lost silently (src/components/unsaved-guard.tsx): a full-page form with typed edits keeps
 * them while another menu entry is opened (its tab stays alive), asks before its tab is closed (留在此页 keeps them),
 * and makes the browser ask before a reload (Chromium's beforeunload dialog); a form without edits asks nothing.
 */
import { expect, test, type Page } from '@playwright/test';
import { loginToHome, USERS } from './support/console';
import { SHELL_ZH, expectTabs, openFromMenu, openProfile, pageTab } from './support/shell';

const UNSAVED = { title: '有未保存的修改', stay: '留在此页', leave: '继续离开' } as const;

const question = (page: Page) => page.getByRole('alertdialog', { name: UNSAVED.title });
/** Closes a console tab from the keyboard: Delete on the tab (the × beside it does the same for the mouse). */
async function closeTab(page: Page, title: string) {
  await pageTab(page, title).focus();
  await page.keyboard.press('Delete');
}
const oldPassword = (page: Page) => page.getByLabel(/^原密码/);

/** Opens 个人信息 › 修改密码. */
async function openPasswordForm(page: Page) {
  await openProfile(page);
  await page.getByRole('tab', { name: '修改密码', exact: true }).click();
  await expect(oldPassword(page)).toBeVisible();
}

test('typed edits on a page: another menu entry keeps them, closing the tab asks, a reload makes the browser ask', async ({ page }) => {
  await loginToHome(page, USERS.admin);
  await openPasswordForm(page);
  await oldPassword(page).fill('not-saved-yet');

  // another menu entry is not leaving: the page waits in its tab, nothing is asked
  await openFromMenu(page, '系统管理', '用户管理');
  await expect(page).toHaveURL(/\/system\/user$/);
  await expect(question(page)).toHaveCount(0);
  await pageTab(page, SHELL_ZH.profile).click();
  await expect(oldPassword(page)).toHaveValue('not-saved-yet');

  // closing its tab asks; 留在此页 keeps the edits
  await closeTab(page, SHELL_ZH.profile);
  await expect(question(page)).toBeVisible();
  await expect(question(page)).toContainText('离开后，已填写但未保存的内容将丢失。');
  await question(page).getByRole('button', { name: UNSAVED.stay, exact: true }).click();
  await expect(question(page)).toHaveCount(0);
  await expectTabs(page, [SHELL_ZH.home, SHELL_ZH.profile, '用户管理'], SHELL_ZH.profile);
  await expect(oldPassword(page)).toHaveValue('not-saved-yet');

  // a reload: Chromium's own question before unload; accepted, the page comes back without the edits
  const asked: string[] = [];
  page.once('dialog', (dialog) => {
    asked.push(dialog.type());
    void dialog.accept();
  });
  await page.reload();
  expect(asked).toEqual(['beforeunload']);
  await expect(page).toHaveURL(/\/info\/index$/);
  await page.getByRole('tab', { name: '修改密码', exact: true }).click();
  await expect(oldPassword(page)).toHaveValue('');

  // without edits the tab closes at once
  await closeTab(page, SHELL_ZH.profile);
  await expectTabs(page, [SHELL_ZH.home, '用户管理'], SHELL_ZH.home);
  await expect(question(page)).toHaveCount(0);
});

test('closing a tab with edits: 继续离开 closes it, and a reload afterwards asks nothing', async ({ page }) => {
  await loginToHome(page, USERS.admin);
  await openPasswordForm(page);
  await oldPassword(page).fill('dropped');
  await closeTab(page, SHELL_ZH.profile);
  await question(page).getByRole('button', { name: UNSAVED.leave, exact: true }).click();
  await expectTabs(page, [SHELL_ZH.home], SHELL_ZH.home);
  await expect(page).toHaveURL(/\/wel\/index$/);

  const asked: string[] = [];
  page.on('dialog', (dialog) => {
    asked.push(dialog.type());
    void dialog.accept();
  });
  await page.reload();
  await expect(page.getByRole('banner').getByText(USERS.admin.realName, { exact: true })).toBeVisible();
  expect(asked).toEqual([]);
});
