/**
 * Money flows in Chromium against the demo build: a supplier withdrawal from entry to paid with the balance checked
 * before and after; one settlement record walked from reconciliation to account confirmed; an invoice issued, then
 * red-invoiced.
 */
import { expect, test, type Page } from '@playwright/test';
import { USERS, loginToHome, waitForSimulator } from './support/console';

type Db = { resources: Record<string, Array<Record<string, unknown>>> };
type SimWindow = Window & { __simulator?: { db: Db; persist(): void } };

/** Changes the simulator's money settings (settle delay, invoice timing). */
async function moneySettings(page: Page, patch: Record<string, unknown>): Promise<void> {
  await waitForSimulator(page);
  await page.evaluate((p) => {
    const sim = (window as SimWindow).__simulator!;
    const db = sim.db;
    const rows = db.resources['money-settings'] ?? [
      {
        withdrawSettleMs: 120000,
        withdrawOutcome: 'paid',
        smsTtlMs: 300000,
        invoiceIssueMs: 3000,
        invoiceOutcome: 'issued',
        dropAnswers: [],
      },
    ];
    db.resources['money-settings'] = rows;
    Object.assign(rows[0]!, p);
    sim.persist();
  }, patch);
}

const accountRow = (page: Page, name: string) => page.getByRole('table', { name: '账户列表' }).getByRole('row').filter({ hasText: name });

test('a supplier withdrawal from entry to paid; the balance is held, then deducted', async ({ page }) => {
  await loginToHome(page, USERS.supplier);
  await page.goto('/fleet/withdrawal');
  const row = accountRow(page, '华北石化供货结算户');
  await expect(row).toContainText('¥12,864.50'); // balance and available before
  await row.getByRole('button', { name: '提现 华北石化供货结算户' }).click();
  const dialog = page.getByRole('dialog', { name: '提现 - 华北石化供货结算户' });
  await dialog.getByLabel('提现金额（元）').fill('1000');
  await expect(dialog.getByText('预计手续费 ¥3.00，实际到账 ¥997.00')).toBeVisible();
  await dialog.getByRole('button', { name: '下一步' }).click();
  const review = dialog.getByRole('region', { name: '请核对提现信息' });
  await expect(review).toContainText('¥1,000.00');
  await expect(review).toContainText('¥997.00');
  await dialog.getByRole('button', { name: '确认提现' }).click();
  const confirm = page.getByRole('alertdialog');
  await expect(confirm).toContainText('¥1,000.00');
  await confirm.getByRole('button', { name: '确认提现' }).click();
  await expect(dialog.getByText('提现申请已提交')).toBeVisible();
  await expect(dialog.getByText('审核中').first()).toBeVisible();
  await dialog.getByRole('button', { name: '关闭' }).click();
  // held: balance unchanged, ¥1,000 frozen, available less
  await expect(row).toContainText('¥1,000.00');
  await expect(row).toContainText('¥11,864.50');
  // the bank pays: pending records settle now
  await moneySettings(page, { withdrawSettleMs: 0 });
  await page.goto('/fleet/withdrawrecord');
  const records = page.getByRole('table', { name: '提现记录' });
  await expect(records.getByRole('row').nth(1)).toContainText('已打款');
  await expect(records.getByRole('row').nth(1)).toContainText('¥1,000.00');
  await page.goto('/fleet/withdrawal');
  await expect(row).toContainText('¥11,864.50', { timeout: 30_000 });
  await expect(row).not.toContainText('¥12,864.50');
  await expect(row.getByRole('cell').nth(6)).toHaveText('¥0.00'); // nothing frozen any more
});

test('a settlement record walks from reconciliation to account confirmed', async ({ page }) => {
  await loginToHome(page, USERS.admin);
  await page.goto('/rechargeCenter/settlement/detail?id=1810000000000000001');
  const steps = page.getByRole('list', { name: '结算进度' });
  const summary = page.getByLabel('结算汇总');
  await expect(summary).toContainText('待对账');
  const titled = [
    ['对账确认', '确认对账'],
    ['核对金额', '确认核对金额'],
    ['确认发票', '确认发票'],
    ['付款', '确认付款'],
    ['确认结算', '确认结算'],
    ['确认到账', '确认到账'],
  ] as const;
  for (const [label, title] of titled) {
    const item = steps.getByRole('listitem', { name: label });
    await item.getByRole('button', { name: label }).click();
    const confirm = page.getByRole('alertdialog', { name: title });
    await expect(confirm).not.toContainText('确认确认');
    await confirm.getByRole('button', { name: '确定' }).click();
    await expect(item).toContainText('平台管理员 于');
    await expect(item.getByRole('button')).toHaveCount(0);
  }
  await expect(summary).toContainText('已到账');
});

test('an invoice is issued, then red-invoiced, and the invoiced total is reversed', async ({ page }) => {
  await loginToHome(page, USERS.admin);
  await moneySettings(page, { invoiceIssueMs: 1000, invoiceOutcome: 'issued' });
  await page.goto('/order/invoicing');
  await page.getByLabel('开票状态').selectOption({ label: '未开票' });
  const table = page.getByRole('table', { name: '发票列表' });
  const first = table.getByRole('row').nth(1);
  const orderNo = (await first.getByRole('cell').nth(1).textContent()) ?? '';
  await first.getByRole('button', { name: `查看 ${orderNo}` }).click();
  const dialog = page.getByRole('dialog', { name: /^发票/ });
  await expect(dialog).toContainText('未开票');
  await dialog.getByRole('button', { name: '开票' }).click();
  await page.getByRole('alertdialog').getByRole('button', { name: '确定' }).click();
  await expect(dialog.getByText('开票中，正在查询开票结果…')).toBeVisible();
  await expect(dialog).toContainText('已开票', { timeout: 15_000 });
  await dialog.getByRole('button', { name: '红冲' }).click();
  await page.getByRole('alertdialog').getByRole('button', { name: '确定' }).click();
  await expect(dialog).toContainText('已红冲');
  await dialog.getByRole('button', { name: '关闭' }).click();
  // the red invoice is listed with the negative amount
  await page.getByLabel('开票状态').selectOption({ label: '已红冲' });
  await expect(table.getByRole('row').filter({ hasText: orderNo }).filter({ hasText: '-¥' })).toHaveCount(1);
});
