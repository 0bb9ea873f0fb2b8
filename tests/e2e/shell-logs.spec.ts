import { expect, test } from '@playwright/test';
import { USERS, loginToHome, toasts, waitForSimulator } from './support/console';
import { SHELL_ZH, simulatorRequests } from './support/shell';

test('an uncaught error shows in the log badge and viewer; 上传服务器 sends and empties the log', async ({ page }) => {
  await loginToHome(page, USERS.admin);
  await waitForSimulator(page);
  const banner = page.getByRole('banner');
  await expect(banner.getByRole('button', { name: SHELL_ZH.logButton, exact: true })).toBeVisible();
  await expect(page.getByTestId('log-badge')).toHaveCount(0);

  await page.evaluate(() => {
    setTimeout(() => {
      throw new Error('boom-e2e');
    });
  });

  const button = banner.getByRole('button', { name: SHELL_ZH.logButtonWithCount(1), exact: true });
  await expect(button).toBeVisible();
  await expect(page.getByTestId('log-badge')).toHaveText('1');

  await button.click();
  const viewer = page.getByRole('dialog', { name: SHELL_ZH.logTitle, exact: true });
  await expect(viewer).toBeVisible();
  const rows = viewer.getByRole('row').filter({ hasText: 'boom-e2e' });
  await expect(rows).toHaveCount(1);

  await viewer.getByRole('button', { name: SHELL_ZH.logUpload, exact: true }).click();
  const confirm = page.getByRole('alertdialog').filter({ hasText: SHELL_ZH.logUploadConfirm });
  await expect(confirm).toBeVisible();
  await confirm.getByRole('button', { name: SHELL_ZH.confirm, exact: true }).click();

  await expect(toasts(page, SHELL_ZH.logUploaded)).toBeVisible();
  await expect(confirm).toBeHidden();
  await expect(viewer.getByText(SHELL_ZH.logEmpty, { exact: true })).toBeVisible();
  await expect(viewer.getByRole('row')).toHaveCount(0);
  await expect(page.getByTestId('log-badge')).toHaveCount(0);
  await expect(banner.getByRole('button', { name: SHELL_ZH.logButton, exact: true })).toBeVisible();

  const uploads = (await simulatorRequests(page)).filter((r) => r.method === 'POST' && r.path === '/api/blade-log/error/upload');
  expect(uploads).toHaveLength(1);
});
