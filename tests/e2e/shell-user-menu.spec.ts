import { expect, test } from '@playwright/test';
import { USERS, loginToHome, waitForSimulator, type SeededUser } from './support/console';
import { SHELL_ZH, openUserMenu, simulatorRequests } from './support/shell';

const ROLE_TYPES_PATH = '/api/zytSupplierTenant/suppliertenant/applyType';
const TENANT_ENTRY = /供货商信息|服务商信息|进货商信息/;

/** For each seeded login: the tenant entries its user menu must show (after the role types have loaded). */
const CASES: Array<{ name: string; user: SeededUser; entries: string[] }> = [
  { name: 'admin (platform): no supplier, provider or purchaser entry', user: USERS.admin, entries: [] },
  { name: 'supplier (type 1, top level): 查看供货商信息 only', user: USERS.supplier, entries: ['查看供货商信息'] },
  { name: 'provider (type 2, top level): 查看服务商信息 only', user: USERS.provider, entries: ['查看服务商信息'] },
  { name: 'purchaser (type 3, child tenant): the purchaser entry only', user: USERS.purchaser, entries: ['查看进货商信息'] },
];

for (const c of CASES) {
  test(`user menu of ${c.name}`, async ({ page }) => {
    await loginToHome(page, c.user);
    await waitForSimulator(page);

    const menu = await openUserMenu(page);
    const items = menu.getByRole('menuitem');
    await expect(items.filter({ hasText: SHELL_ZH.dashboard })).toHaveCount(1);
    await expect(items.filter({ hasText: SHELL_ZH.profile })).toHaveCount(1);
    await expect(items.filter({ hasText: '退出登录' })).toHaveCount(1);
    // A 查看… entry shows only once the tenant's role types have loaded: after it, the menu is settled.
    for (const entry of c.entries) await expect(items.filter({ hasText: entry })).toHaveCount(1);
    // (The platform has no entry at any time; still, check after the role types were asked for.)
    await expect.poll(async () => (await simulatorRequests(page)).some((r) => r.path === ROLE_TYPES_PATH)).toBe(true);
    await expect(items.filter({ hasText: TENANT_ENTRY })).toHaveText(c.entries);
    await expect(items).toHaveText([SHELL_ZH.dashboard, SHELL_ZH.profile, ...c.entries, '退出登录']);
  });
}
