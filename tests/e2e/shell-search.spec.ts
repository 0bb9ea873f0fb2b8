import { expect, test } from '@playwright/test';
import { USERS, loginToHome } from './support/console';
import { SHELL_ZH, pageTab } from './support/shell';

test('Ctrl+K searches the menu by prefix, Enter opens the page; "?" lists the shortcuts', async ({ page }) => {
  await loginToHome(page, USERS.admin);

  await page.keyboard.press('Control+k');
  const input = page.getByRole('textbox', { name: SHELL_ZH.search, exact: true });
  await expect(input).toBeVisible();
  await expect(input).toBeFocused();

  await input.fill('角色');
  const options = page.getByRole('option');
  await expect(options.filter({ hasText: '角色管理' })).toHaveCount(1);
  await expect(options.filter({ hasText: '用户管理' })).toHaveCount(0);

  await input.press('Enter');
  await expect(page).toHaveURL(/\/system\/role$/);
  await expect(input).toBeHidden();
  await expect(pageTab(page, '角色管理')).toHaveAttribute('aria-selected', 'true');

  // "?" (Shift+/, as typed on a keyboard) outside any input: Blueprint's list of shortcuts, with the menu search in it.
  await page.locator('body').press('Shift+Slash');
  const shortcuts = page.getByRole('dialog').filter({ hasText: SHELL_ZH.search });
  await expect(shortcuts).toBeVisible();
  await expect(shortcuts.getByText(SHELL_ZH.search, { exact: true }).first()).toBeVisible();
  await page.keyboard.press('Escape');
  await expect(shortcuts).toBeHidden();
});
