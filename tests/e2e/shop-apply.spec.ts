/**
 * A shop application in Chromium against the demo build: the purchaser applies on 开店申请, the auditor (another
 * person) approves it on 开店申请审核, then allots its card on 开店申请.
 */
import { expect, test } from '@playwright/test';
import { USERS, loginToHome } from './support/console';
import { handOver } from './support/approvals';

test('a shop application is filed, approved by another user and allotted its card', async ({ browser }) => {
  // two users log in one after another: longer than one page's budget
  test.setTimeout(180_000);
  const page = await (await browser.newContext()).newPage();
  const auditor = await (await browser.newContext()).newPage();
  await loginToHome(page, USERS.purchaser);
  await page.goto('/shop/apply');
  await page.getByRole('button', { name: '申请开店' }).click();
  const form = page.getByRole('dialog', { name: '申请开店' });
  await form.getByLabel('门店名称').fill('浏览器测试门店');
  await form.getByLabel('申请人').fill('刘洋');
  await form.getByLabel('手机号').fill('13900002222');
  await form.getByLabel('卡数量').fill('3');
  await form.getByRole('button', { name: '下一步' }).click();
  const filing = page.getByRole('alertdialog', { name: '申请开店' });
  await expect(filing).toContainText('将为门店「浏览器测试门店」提交开店申请（申请人 刘洋，3 张卡）');
  await filing.getByRole('button', { name: '确认' }).click();
  // filed: the confirmation closes and the list shows the new application (only then is the world handed over)
  await expect(filing).toHaveCount(0);
  await expect(page.getByRole('gridcell', { name: '浏览器测试门店' }).first()).toBeVisible();

  await handOver(page, auditor);
  await loginToHome(auditor, USERS.auditor);
  await auditor.goto('/shop/applyAudit');
  const row = auditor.getByRole('row').filter({ hasText: '浏览器测试门店' });
  await row.getByRole('link').first().click();
  const review = auditor.getByRole('region', { name: '店铺申请审核' });
  await review.getByRole('button', { name: '通过' }).click();
  const confirm = auditor.getByRole('dialog', { name: '确认通过该申请？' });
  await expect(confirm).toContainText('浏览器测试门店');
  await confirm.getByRole('button', { name: '确定' }).click();
  await expect(review.locator('h3 + .bp6-tag')).toHaveText('已通过');

  await auditor.goto('/shop/apply');
  await auditor.getByRole('button', { name: '分配卡号 浏览器测试门店' }).click();
  const allot = auditor.getByRole('dialog', { name: '分配卡号：浏览器测试门店' });
  await allot.getByLabel('卡号').fill('6222000011115555');
  await allot.getByRole('button', { name: '下一步' }).click();
  const allotting = auditor.getByRole('alertdialog', { name: '分配卡号：浏览器测试门店' });
  await expect(allotting).toContainText('将卡号 6222000011115555 分配给已通过审核的申请「浏览器测试门店」。');
  await allotting.getByRole('button', { name: '确认' }).click();
  await expect(auditor.getByRole('button', { name: '修改卡信息 浏览器测试门店' })).toBeVisible();
  await expect(auditor.getByText('6222000011115555').first()).toBeVisible();
});
