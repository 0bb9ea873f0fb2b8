/**
 * Each demo role still lists its own records once the simulated backend scopes every list by tenant
 * (docs/security.md "What the simulated backend enforces"): the list is not empty, it shows the company's newest
 * record, and it shows none of another company's. The platform administrator sees every company's.
 */
import { expect, test, type Page } from '@playwright/test';
import { USERS, gridBox, loginToHome, waitForSimulator, type SeededUser } from './support/console';

type Row = Record<string, unknown>;
type DbWindow = Window & { __simulator?: { db: { resources: Record<string, Row[] | undefined> } } };

/**
 * The newest record of the table shown to `tenantId` (all tenants for the platform) and the newest of any other
 * tenant; records whose `exclude` field has the given value belong to another list of the same table.
 */
async function newestOf(
  page: Page,
  c: { table: string; field: string; exclude?: [string, unknown] },
  tenantId: string,
): Promise<{ own?: string; foreign?: string; tenants: number }> {
  await waitForSimulator(page);
  return page.evaluate(
    ({ table, field, exclude, tenantId }) => {
      const rows = [...((window as DbWindow).__simulator!.db.resources[table] ?? [])]
        .filter((r) => !exclude || r[exclude[0]] !== exclude[1])
        .sort((a, b) => String(b.createTime).localeCompare(String(a.createTime)));
      const tenant = (r: Row) => String(r.tenantId || '000000');
      const mine = (r: Row) => tenantId === '000000' || tenant(r) === tenantId;
      return {
        own: rows.find(mine)?.[field] as string | undefined,
        foreign: rows.find((r) => !mine(r))?.[field] as string | undefined,
        tenants: new Set(rows.map(tenant)).size,
      };
    },
    { table: c.table, field: c.field, exclude: c.exclude, tenantId },
  );
}

const CASES: Array<{ name: string; user: SeededUser; path: string; table: string; field: string; exclude?: [string, unknown] }> = [
  { name: 'purchaser fleets', user: USERS.purchaser, path: '/fleet/fleet', table: 'fleet', field: 'fleetName' },
  { name: 'provider fleets', user: USERS.provider, path: '/fleet/fleet', table: 'fleet', field: 'fleetName' },
  // the station orders tab: the fuel orders of the order table (goods orders, orderType 2, have their own list)
  {
    name: 'supplier station orders',
    user: USERS.supplier,
    path: '/order/orderManager',
    table: 'order',
    field: 'orderNo',
    exclude: ['orderType', 2],
  },
  { name: 'platform fleets', user: USERS.admin, path: '/fleet/fleet', table: 'fleet', field: 'fleetName' },
];

for (const c of CASES) {
  test(`${c.name}: the list shows the company's own newest record and nothing of another company`, async ({ page }) => {
    await loginToHome(page, c.user);
    await page.goto(c.path);
    const grid = page.getByRole('grid').first();
    await expect(gridBox(grid).getByRole('gridcell').first()).toBeVisible();
    const { own, foreign, tenants } = await newestOf(page, c, c.user.tenantId);
    expect(tenants).toBeGreaterThan(1);
    expect(own).toBeTruthy();
    await expect(gridBox(grid).getByText(String(own), { exact: true }).first()).toBeVisible();
    if (c.user.tenantId === '000000') expect(foreign).toBeUndefined();
    else {
      expect(foreign).toBeTruthy();
      await expect(gridBox(grid).getByText(String(foreign), { exact: true })).toHaveCount(0);
    }
  });
}
