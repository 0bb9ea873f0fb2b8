/**
 * The platform goods library in Chromium against the demo build: two goods added in one batch (confirmed in words,
 * one saveBatch), put on the shelf, then one taken off the shelf again after a confirmation naming it.
 */
import { expect, test, type Page } from '@playwright/test';
import { USERS, gridBox, loginToHome, toasts, waitForSimulator } from './support/console';

type Row = Record<string, unknown>;
type DbWindow = Window & { __simulator?: { db: { resources: Record<string, Row[] | undefined> } } };

/** The shelf status of the goods with this code, as the simulated backend holds it. */
async function shelfOf(page: Page, skuId: string): Promise<unknown> {
  await waitForSimulator(page);
  return page.evaluate(
    (sku) => (window as DbWindow).__simulator!.db.resources['goods-v2']?.find((r) => r.skuId === sku)?.shelfStatus,
    skuId,
  );
}

/** The text of a grid row (its cells are owned through `aria-owns`), 1 being the first body row. */
async function rowText(page: Page, n: number): Promise<string> {
  const owns = (await page.getByRole('grid', { name: '平台商品库列表' }).getByRole('row').nth(n).getAttribute('aria-owns')) ?? '';
  const texts = await Promise.all(
    owns
      .split(' ')
      .filter(Boolean)
      .map((id) => page.locator(`[id="${id}"]`).textContent()),
  );
  return texts.join(' ');
}

test('batch add two goods, put them on the shelf, take one off again', async ({ page }) => {
  await loginToHome(page, USERS.admin);
  await page.goto('/goods/goods-v2');
  const grid = page.getByRole('grid', { name: '平台商品库列表' });
  await expect(grid).toBeVisible({ timeout: 20_000 });

  await page.getByRole('button', { name: '批量新增' }).click();
  const dialog = page.getByRole('dialog', { name: '批量新增商品' });
  const rows: Array<[string, string, string]> = [
    ['E2E 机油 4L', 'E2E-A', '238'],
    ['E2E 玻璃水 2L', 'E2E-B', '12.5'],
  ];
  for (const [i, [name, sku, price]] of rows.entries()) {
    const group = dialog.getByRole('group', { name: `第 ${i + 1} 行` });
    await group.getByLabel('商品名称').fill(name);
    await group.getByLabel('商品编码').fill(sku);
    await group.getByLabel('商品分类').selectOption({ label: '润滑油' });
    await group.getByLabel('售价').fill(price);
  }
  await dialog.getByRole('button', { name: '下一步' }).click();
  const confirm = page.getByRole('alertdialog', { name: '确认批量新增' });
  await expect(confirm).toContainText('将一次新增 2 件商品：「E2E 机油 4L」、「E2E 玻璃水 2L」');
  await confirm.getByRole('button', { name: '确认新增' }).click();
  await expect(toasts(page, '已新增 2 件商品')).toBeVisible();
  await expect(dialog).toBeHidden();
  expect(await shelfOf(page, 'E2E-A')).toBe(0);

  // the new goods are the newest: the first two rows
  await expect(gridBox(grid)).toContainText('E2E 机油 4L');
  await gridBox(grid).getByRole('checkbox', { name: '选择第 1 行', exact: true }).check({ force: true });
  await gridBox(grid).getByRole('checkbox', { name: '选择第 2 行', exact: true }).check({ force: true });
  await page.getByRole('button', { name: '上架' }).click();
  const up = page.getByRole('alertdialog', { name: '确认上架' });
  await expect(up).toContainText('将 2 件商品上架');
  await up.getByRole('button', { name: '确认上架' }).click();
  await expect(toasts(page, '已上架 2 件商品')).toBeVisible();
  await expect.poll(() => shelfOf(page, 'E2E-B')).toBe(1);

  // the list is read again after the write, and a new page starts with nothing selected
  await expect(gridBox(grid).getByRole('checkbox', { name: '选择第 2 行', exact: true })).not.toBeChecked();
  await expect(gridBox(grid).getByRole('checkbox', { name: '选择第 1 行', exact: true })).not.toBeChecked();
  await gridBox(grid).getByRole('checkbox', { name: '选择第 1 行', exact: true }).check({ force: true });
  const first = await rowText(page, 1);
  const [name, sku] = first.includes('E2E-A') ? ['E2E 机油 4L', 'E2E-A'] : ['E2E 玻璃水 2L', 'E2E-B'];
  await page.getByRole('button', { name: '下架' }).click();
  const down = page.getByRole('alertdialog', { name: '确认下架' });
  await expect(down).toContainText(`将 1 件商品下架：「${name}」`);
  await down.getByRole('button', { name: '确认下架' }).click();
  await expect(toasts(page, '已下架 1 件商品')).toBeVisible();
  await expect.poll(() => shelfOf(page, sku)).toBe(0);
  await expect.poll(() => rowText(page, 1)).toContain('已下架');
});
