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

  // "?" (Shift+/, as typed on a keyboard) outside any input: Blueprint's one list of shortcuts, with the menu search in it once.
  await page.locator('body').press('Shift+Slash');
  const shortcuts = page.getByRole('dialog', { name: '快捷键' });
  await expect(shortcuts).toBeVisible();
  await expect(shortcuts.getByText(SHELL_ZH.search, { exact: true })).toHaveCount(1);
  await page.keyboard.press('Escape');
  await expect(shortcuts).toBeHidden();
});

test('on the review queue "?" lists the queue keys once each beside the menu search, and n, p and a act on the queue', async ({ page }) => {
  await loginToHome(page, USERS.auditor);
  await page.goto('/rechargeCenter/rechargeaudit');
  await page.getByRole('button', { name: '开始审核' }).click();
  const review = page.getByRole('region', { name: '充值审核' }).filter({ has: page.getByText(/第 \d+ \/ \d+ 条/) });
  await expect(review.getByRole('button', { name: '通过' })).toBeEnabled();
  const position = review.getByText(/第 \d+ \/ \d+ 条/);
  const first = await position.textContent();

  await page.locator('body').press('Shift+Slash');
  const shortcuts = page.getByRole('dialog', { name: '快捷键' });
  await expect(shortcuts).toBeVisible();
  for (const label of [SHELL_ZH.search, '通过', '驳回', '下一条', '上一条'])
    await expect(shortcuts.getByText(label, { exact: true })).toHaveCount(1);
  await expect(page.getByRole('dialog')).toHaveCount(1);
  await page.keyboard.press('Escape');
  await expect(shortcuts).toBeHidden();

  await page.locator('body').press('n');
  await expect(position).not.toHaveText(first ?? '');
  // a key pressed while a record loads does nothing: the next one is pressed once this record is ready
  await expect(review.getByRole('button', { name: '通过' })).toBeEnabled();
  await page.locator('body').press('p');
  await expect(position).toHaveText(first ?? '');
  // the record shown again is ready to decide (a key pressed while it loads does nothing, as its button is disabled)
  await expect(review.getByRole('button', { name: '通过' })).toBeEnabled();
  await page.locator('body').press('a');
  const confirm = page.getByRole('dialog', { name: '确认通过该申请？' });
  await expect(confirm).toBeVisible();
  await confirm.getByRole('button', { name: '取消' }).click();
  await expect(confirm).toBeHidden();
});
