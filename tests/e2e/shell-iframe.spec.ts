import { expect, test } from '@playwright/test';
import { USERS, ZH, submitLogin, waitForSimulator } from './support/console';
import { SHELL_ZH, menuItem, pageTab, type ShellSimulatorWindow, type SimMenuRow } from './support/shell';

const EVIL: SimMenuRow = {
  id: '1999999999999990001',
  parentId: '0',
  code: 'e2eEvilLink',
  name: '恶意链接',
  alias: 'menu',
  path: 'javascript:alert(1)//x.html',
  source: 'error',
  sort: 99,
  category: 1,
  action: 0,
  isOpen: 1,
  remark: '',
};

test('a javascript: menu path is refused without a frame or a dialog; 帮助中心 opens a sandboxed frame', async ({ page }) => {
  const dialogs: string[] = [];
  page.on('dialog', (d) => {
    dialogs.push(`${d.type()}: ${d.message()}`);
    void d.dismiss();
  });
  // The help page is off-site: never let it reach the network.
  await page.route('https://www.example.com/**', (route) => route.abort());

  await page.goto('/login');
  await expect(page.getByRole('heading', { name: ZH.loginHeading })).toBeVisible();
  await waitForSimulator(page);
  await page.evaluate((row) => {
    const sim = (window as ShellSimulatorWindow).__simulator!;
    sim.db.menus.push({ ...row });
    sim.persist();
  }, EVIL);

  await submitLogin(page, USERS.admin);
  await expect(page).toHaveURL(/\/wel\/index$/);

  await menuItem(page, EVIL.name).click();
  await expect(page).toHaveURL(new RegExp(`/myiframe/${EVIL.id}$`));
  await expect(pageTab(page, EVIL.name)).toHaveAttribute('aria-selected', 'true');
  await expect(page.getByText(SHELL_ZH.iframeRefused, { exact: true })).toBeVisible();
  await expect(page.locator('iframe')).toHaveCount(0);
  expect(dialogs).toEqual([]);

  await menuItem(page, '帮助中心').click();
  await expect(page).toHaveURL(/\/myiframe\/[^/]+$/);
  await expect(page).not.toHaveURL(new RegExp(EVIL.id));
  await expect(pageTab(page, '帮助中心')).toHaveAttribute('aria-selected', 'true');
  const frame = page.getByTitle('帮助中心', { exact: true }).and(page.locator('iframe'));
  await expect(frame).toHaveCount(1);
  await expect(frame).toHaveAttribute('src', 'https://www.example.com/help.html');
  await expect(frame).toHaveAttribute('sandbox', /\ballow-scripts\b/);
  await expect(frame).not.toHaveAttribute('sandbox', /allow-top-navigation/);
  await expect(frame).toHaveAttribute('referrerpolicy', 'no-referrer');
  expect(dialogs).toEqual([]);
});
