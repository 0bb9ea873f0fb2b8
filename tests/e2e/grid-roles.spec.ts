/**
 * The virtualised lists in Chromium are ARIA grids (docs/architecture.md §12, GridTable): the order list (two frozen
 * columns) and a generic list each expose one grid with its counts, one column header per drawn column (columns
 * scrolled out of view are not drawn) and rows of grid cells, whichever of the table's copies the browser shows.
 */
import { expect, test, type Locator } from '@playwright/test';
import { USERS, gridBox, loginToHome, waitForSimulator } from './support/console';
import { openFromMenu } from './support/shell';

/** The cells a row owns, read through its `aria-owns`. */
async function ownedTexts(grid: Locator, rowIndex: number): Promise<string[]> {
  return grid.locator(`[role="row"][aria-rowindex="${rowIndex}"]`).evaluate((row) =>
    (row.getAttribute('aria-owns') ?? '')
      .split(' ')
      .map((id) => document.getElementById(id))
      .map((cell) => `${cell?.getAttribute('role') ?? '-'}:${(cell?.textContent ?? '').trim()}`),
  );
}

test('the order list is a grid: counts, one header per column, rows that own their cells', async ({ page }) => {
  await loginToHome(page);
  await page.goto('/order/orderManager');
  await waitForSimulator(page);
  const grid = page.getByRole('grid', { name: '油站订单列表' });
  await expect(grid).toBeVisible();
  await expect(gridBox(grid).getByRole('columnheader', { name: '序号', exact: true })).toHaveCount(1);
  await expect(gridBox(grid).getByRole('columnheader', { name: '订单号', exact: true })).toHaveCount(1);
  await expect(gridBox(grid).getByRole('gridcell').first()).toBeVisible();
  const colCount = Number(await grid.getAttribute('aria-colcount'));
  expect(colCount).toBeGreaterThan(4);
  expect(Number(await grid.getAttribute('aria-rowcount'))).toBeGreaterThan(1);
  // the columns scrolled out of view are not drawn; those drawn have one header each
  const indexes = await gridBox(grid)
    .getByRole('columnheader')
    .evaluateAll((hs) => hs.map((h) => Number(h.getAttribute('aria-colindex'))));
  expect(new Set(indexes).size).toBe(indexes.length);
  expect(indexes).toEqual(expect.arrayContaining([1, 2, 3]));
  expect(Math.max(...indexes)).toBeLessThanOrEqual(colCount);
  // the first body row: its index cell (a frozen column), its detail button, then the order's own cells
  const first = await ownedTexts(grid, 2);
  expect(first[0]).toBe('gridcell:1');
  expect(first[1]).toBe('gridcell:详情');
  const drawn = first.filter((c) => c !== '-:');
  expect(drawn.length).toBeGreaterThan(4);
  expect(drawn.every((c) => c.startsWith('gridcell:'))).toBe(true);
});

test('a generic list is a grid with a sortable header that carries its order', async ({ page }) => {
  await loginToHome(page, USERS.admin);
  await openFromMenu(page, '系统管理', '参数管理');
  const grid = page.getByRole('grid', { name: '参数管理列表', exact: true });
  await expect(gridBox(grid).getByRole('gridcell').first()).toBeVisible();
  await expect(grid).toHaveAttribute('aria-rowcount', '49');
  await expect(gridBox(grid).getByRole('columnheader', { name: '序号', exact: true })).toHaveCount(1);
  await expect(gridBox(grid).getByRole('columnheader', { name: '操作', exact: true })).toHaveCount(1);
  const row = await ownedTexts(grid, 2);
  expect(row[1]).toBe('gridcell:1');
  expect(row.every((c) => c.startsWith('gridcell:'))).toBe(true);
});
