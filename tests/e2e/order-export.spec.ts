/**
 * Orders in Chromium against the demo build: an operator filters the station order list by phone and date, opens
 * the order's detail, comes back and exports; the download arrives as a CSV file and its request carries the
 * filters (and the auth header, never a token in the URL).
 */
import { readFile } from 'node:fs/promises';
import { expect, test } from '@playwright/test';
import { loginToHome, waitForSimulator, type SimulatorWindow } from './support/console';

type Db = { resources: Record<string, Array<Record<string, unknown>>> };
type OrdersWindow = SimulatorWindow & { __simulator?: { db: Db } };

test('filter the order list by phone and date, drill down, then export: the download carries the filters', async ({ page }) => {
  await loginToHome(page);
  await page.goto('/order/orderManager');
  await waitForSimulator(page);
  const list = page.getByRole('region', { name: '油站订单列表' });
  await expect(list).toBeVisible();
  // an order the seeded data holds (the list has read its table by now)
  const target = await page.evaluate(() => {
    const rows = (window as OrdersWindow).__simulator!.db.resources.order!.filter((r) => r.orderType === 1);
    const r = rows[5]!;
    return { id: String(r.id), orderNo: String(r.orderNo), phone: String(r.userPhone), day: String(r.createTime).slice(0, 10) };
  });

  await page.getByLabel('手机号', { exact: true }).fill(target.phone);
  await page.getByLabel('下单日期 开始日期').fill(target.day);
  await page.getByLabel('下单日期 结束日期').fill(target.day);
  await page.getByLabel('下单日期 结束日期').press('Enter');
  await page.getByRole('button', { name: '查询' }).click();
  await expect(list.getByRole('link', { name: target.orderNo })).toBeVisible();
  await expect(page.getByRole('region', { name: '订单汇总' })).toContainText('订单数 1');
  await expect(page.getByText('共 1 条')).toBeVisible();

  // drill-down to the detail and back
  await list.getByRole('link', { name: target.orderNo }).click();
  await expect(page).toHaveURL(new RegExp(`/order/orderManager/detail\\?id=${target.id}$`));
  await expect(page.getByText(`订单详情 ${target.orderNo}`)).toBeVisible();
  await page.getByRole('button', { name: '返回列表' }).click();
  await expect(page).toHaveURL(/\/order\/orderManager$/);

  // the list kept its filters (the tab stayed alive): export them
  await expect(list.getByRole('link', { name: target.orderNo })).toBeVisible();
  const [request, download] = await Promise.all([
    page.waitForRequest((r) => new URL(r.url()).pathname === '/api/zytorder/order/export'),
    page.waitForEvent('download'),
    page.getByRole('button', { name: '导出', exact: true }).click(),
  ]);
  const url = new URL(request.url());
  expect(url.searchParams.get('userPhone')).toBe(target.phone);
  expect(url.searchParams.get('startTime')).toBe(target.day);
  expect(url.searchParams.get('endTime')).toBe(target.day);
  expect(url.search).not.toMatch(/token|bearer/i);
  expect(request.headers()['blade-auth']).toMatch(/^bearer /);
  expect(download.suggestedFilename()).toMatch(/^平台订单_\d{8}\.csv$/);
  const text = await readFile((await download.path())!, 'utf8');
  const lines = text
    .replace(/^\uFEFF/, '')
    .trim()
    .split('\r\n');
  expect(lines[0]).toContain('"订单号"');
  expect(lines).toHaveLength(2);
  expect(lines[1]).toContain(target.orderNo);
  expect(lines[1]).toContain(target.phone);
});
