/**
 * 代理商信息 in Chromium against the demo build: a new agent added (checked, confirmed in words, one POST) is listed
 * first as 待审核, then edited (read by id, saved by PUT) and still 待审核.
 */
import { expect, test, type Page } from '@playwright/test';
import { USERS, gridBox, loginToHome, toasts, waitForSimulator } from './support/console';

type Row = Record<string, unknown>;
type DbWindow = Window & { __simulator?: { db: { resources: Record<string, Row[] | undefined> } } };

/** The agent of this name as the simulated backend holds it. */
async function agentNamed(page: Page, name: string): Promise<Row | undefined> {
  await waitForSimulator(page);
  return page.evaluate((n) => (window as DbWindow).__simulator!.db.resources['admin-agent']?.find((r) => r.agentName === n), name);
}

test('add an agent, see it pending, edit it', async ({ page }) => {
  await loginToHome(page, USERS.admin);
  await page.goto('/agents/agent');
  const grid = page.getByRole('grid', { name: '代理商列表' });
  await expect(grid).toBeVisible({ timeout: 20_000 });

  await page.getByRole('button', { name: '新增', exact: true }).click();
  const dialog = page.getByRole('dialog', { name: '新增代理商' });
  await dialog.getByLabel('代理商名称').fill('E2E 畅行代理');
  await dialog.getByLabel('联系人').fill('周宁');
  await dialog.getByLabel('手机号码').fill('13700001234');
  await dialog.getByLabel('代理级别').selectOption({ label: '一级代理' });
  await dialog.getByLabel('返佣比例（%）').fill('3.5');
  await dialog.getByRole('button', { name: '下一步' }).click();
  const confirm = page.getByRole('alertdialog', { name: '确认新增代理商' });
  await expect(confirm).toContainText('新增代理商「E2E 畅行代理」（一级代理，返佣比例 3.5%），提交后待审核');
  await confirm.getByRole('button', { name: '确认新增' }).click();
  await expect(toasts(page, '新增成功，待审核')).toBeVisible();
  expect(await agentNamed(page, 'E2E 畅行代理')).toMatchObject({ auditStatus: 0, ratio: 350 });

  // the newest agent is the first row, pending review
  const first = gridBox(grid).locator('.bp6-table-cell-row-0');
  await expect(first.filter({ hasText: 'E2E 畅行代理' })).toHaveCount(1);
  await expect(first.filter({ hasText: '待审核' })).toHaveCount(1);

  await first.getByRole('button', { name: '编辑', exact: true }).click();
  const edit = page.getByRole('dialog', { name: '编辑代理商' });
  await expect(edit.getByLabel('联系人')).toHaveValue('周宁');
  await edit.getByLabel('联系人').fill('周宁宁');
  await edit.getByRole('button', { name: '下一步' }).click();
  const sure = page.getByRole('alertdialog', { name: '确认修改代理商' });
  await expect(sure).toContainText('审核状态保持「待审核」');
  await sure.getByRole('button', { name: '确认修改' }).click();
  await expect(toasts(page, '更新成功')).toBeVisible();
  expect(await agentNamed(page, 'E2E 畅行代理')).toMatchObject({ contactName: '周宁宁', auditStatus: 0 });
});
