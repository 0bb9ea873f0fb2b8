/**
 * Fleet member card money in Chromium against the demo build (issue 8 part 3): the platform admin recharges a member
 * card on 车队卡, sees the balance before and after in the dialog, the new balance in the list and on the card's
 * details, the fleet account going down by the same amount, and the new flow row on 卡流水 — one money write with an
 * Idempotency-Key although 确认充值 was double-clicked and Enter pressed.
 */
import { expect, test, type Page } from '@playwright/test';
import { USERS, loginToHome, waitForSimulator, type SimulatorWindow } from './support/console';

/** '¥1,234.50' → 123450 (string maths, no floats). */
function fenOf(shown: string): number {
  const m = /^(-)?¥([\d,]+)\.(\d{2})$/.exec(shown.trim());
  if (!m) throw new Error(`not money: ${shown}`);
  const n = Number(m[2]!.replace(/,/g, '')) * 100 + Number(m[3]);
  return m[1] ? -n : n;
}

/** fen → '¥1,234.50'. */
function shownFen(fen: number): string {
  const digits = String(Math.abs(fen)).padStart(3, '0');
  return `${fen < 0 ? '-' : ''}¥${digits.slice(0, -2).replace(/\B(?=(\d{3})+$)/g, ',')}.${digits.slice(-2)}`;
}

const rechargePosts = async (page: Page) => {
  await waitForSimulator(page);
  return page.evaluate(() =>
    (window as SimulatorWindow)
      .__simulator!.requests.filter((r) => r.method === 'POST' && r.path === '/api/fleetMember/fleetmember/cardBalanceRecharge')
      .map((r) => r.headers['idempotency-key'] ?? ''),
  );
};

test('recharge a fleet member card and see balance and flow change', async ({ page }) => {
  await loginToHome(page, USERS.admin);
  await page.goto('/fleetcard/fleetcard');
  const list = page.getByRole('table', { name: '成员卡列表' });
  await expect(list).toBeVisible({ timeout: 20_000 }); // the first screen of the area loads its chunk

  // the first card whose money may move (approved and active: its 充值 button is enabled)
  const row = list
    .getByRole('row')
    .filter({ has: page.getByRole('button', { name: /^充值 \d{16}$/, disabled: false }) })
    .first();
  const cardNo = (await row.getByRole('link').first().textContent())!.trim();
  expect(cardNo).toMatch(/^8860\d{12}$/);
  const before = fenOf((await page.getByTestId(`card-balance-${cardNo}`).textContent())!);

  await row.getByRole('button', { name: `充值 ${cardNo}` }).click();
  const dialog = page.getByRole('dialog', { name: '卡余额充值' });
  await expect(dialog.getByTestId('card-balance-before')).toHaveText(shownFen(before));
  const fleetBefore = fenOf((await dialog.getByTestId('fleet-balance-before').textContent())!);

  // a bad amount is named and blocks the next step
  await dialog.getByLabel('充值金额（元）').fill('12.345');
  await expect(dialog.getByRole('button', { name: '下一步' })).toBeDisabled();
  await dialog.getByLabel('充值金额（元）').fill('100.50');
  await dialog.getByRole('button', { name: '下一步' }).click();

  const confirm = dialog.getByRole('group', { name: '请确认' });
  await expect(confirm).toContainText(cardNo);
  await expect(confirm).toContainText('¥100.50');
  await expect(confirm).toContainText(shownFen(before));
  await expect(confirm).toContainText(shownFen(before + 10_050));
  const submit = dialog.getByRole('button', { name: '确认充值' });
  await submit.dblclick();
  for (let i = 0; i < 3; i += 1) await page.keyboard.press('Enter');
  await expect(dialog.getByText('充值成功')).toBeVisible();
  await expect(dialog.getByTestId('card-balance-after')).toHaveText(shownFen(before + 10_050));
  const keys = await rechargePosts(page);
  expect(keys).toHaveLength(1);
  expect(keys[0]).toMatch(/^[0-9a-f-]{36}$/);
  await dialog.getByRole('button', { name: '关闭' }).click();

  // the list shows the new balance
  await expect(page.getByTestId(`card-balance-${cardNo}`)).toHaveText(shownFen(before + 10_050));

  // the card's details: the balance, the fleet account down by the same amount, the new flow on top
  await list.getByRole('link', { name: cardNo }).click();
  await expect(page).toHaveURL(/\/fleetcard\/details\?id=/);
  await expect(page.getByTestId('card-balance')).toHaveText(shownFen(before + 10_050));
  await expect(page.getByTestId('fleet-balance')).toHaveText(shownFen(fleetBefore - 10_050));
  const cardFlows = page.getByRole('table', { name: '本卡流水' });
  await expect(cardFlows.getByRole('row').nth(1)).toContainText('充值');
  await expect(cardFlows.getByRole('row').nth(1)).toContainText('¥100.50');
  await expect(cardFlows.getByRole('row').nth(1)).toContainText(shownFen(before + 10_050));

  // 卡流水 filtered by the card number shows the same row
  await page.goto('/fleetflow/fleetflow');
  // the card list stays open in its tab (kept alive): use the filter of the visible page
  await page.locator('[role=tabpanel]:visible').getByLabel('卡号').fill(cardNo);
  await page.getByRole('button', { name: '搜索', exact: true }).click();
  const flows = page.getByRole('table', { name: '卡流水' });
  await expect(flows.getByRole('row').nth(1)).toContainText(cardNo);
  await expect(flows.getByRole('row').nth(1)).toContainText('¥100.50');
  await expect(flows.getByRole('row').nth(1)).toContainText('充值');
});
