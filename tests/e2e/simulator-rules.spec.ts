import { expect, test } from '@playwright/test';
import { USERS, loginToHome } from './support/console';

test('the demo panel makes a family refuse, the rule survives a reload, and removing it brings the list back', async ({ page }) => {
  await loginToHome(page, USERS.admin);
  await page.goto('/goods/advertising-position');
  await expect(page.getByRole('region', { name: '广告位列表' })).toBeVisible();

  await page.getByRole('button', { name: '模拟后端' }).click();
  // Blueprint's drawer is not a dialog role: find it by its title
  const drawer = page.locator('.bp6-drawer').filter({ has: page.getByRole('heading', { name: '模拟后端设置' }) });
  await drawer.getByLabel('查找接口族或接口').fill('广告位');
  await drawer.getByLabel('接口族', { exact: true }).selectOption('advertising-position');
  await drawer.getByRole('button', { name: '后端拒绝' }).click();
  const rules = drawer.getByRole('list', { name: '生效中的规则' });
  await expect(rules.getByText(/^广告位 · \d+ 个接口 · 后端拒绝（400）$/)).toBeVisible();
  await page.keyboard.press('Escape');
  await expect(drawer).toBeHidden();

  // the rule is kept with the simulator's settings: after a reload the family's list still fails
  await page.reload();
  await expect(page.getByText('数据加载失败')).toBeVisible();

  await page.getByRole('button', { name: '模拟后端' }).click();
  await drawer.getByRole('button', { name: /^移除规则：广告位/ }).click();
  await expect(drawer.getByText('没有生效中的规则')).toBeVisible();
  await page.keyboard.press('Escape');
  await expect(drawer).toBeHidden();
  await page.getByRole('button', { name: '重试' }).click();
  await expect(page.getByRole('region', { name: '广告位列表' })).toBeVisible();
});
