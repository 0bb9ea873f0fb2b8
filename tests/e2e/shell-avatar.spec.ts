import { expect, test } from '@playwright/test';
import { USERS, loginToHome, waitForSimulator } from './support/console';
import { SHELL_ZH, openProfile, simulatorRequests } from './support/shell';

const PNG_SIGNATURE = [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a];

test('a 600 KB avatar is refused with the 500KB message and never uploaded', async ({ page }) => {
  await loginToHome(page, USERS.admin);
  await waitForSimulator(page);
  await openProfile(page);

  const buffer = Buffer.alloc(600 * 1024);
  buffer.set(PNG_SIGNATURE, 0);
  await page.getByLabel(SHELL_ZH.avatarUpload, { exact: true }).setInputFiles({ name: 'avatar.png', mimeType: 'image/png', buffer });

  await expect(page.getByRole('alert').filter({ hasText: '头像大小不能超过500KB' })).toBeVisible();
  await expect(page.getByRole('button', { name: SHELL_ZH.avatarUpload, exact: true })).toBeEnabled();
  const uploads = (await simulatorRequests(page)).filter((r) => r.path.includes('put-file'));
  expect(uploads).toEqual([]);
});
