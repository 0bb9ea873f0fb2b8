import { expect, test } from '@playwright/test';
import { USERS, loginToHome } from './support/console';
import { handOver } from './support/approvals';

test('a recharge applied for by a purchaser is approved by the auditor and the balance changes', async ({ browser }) => {
  // two users log in one after another: longer than one page's budget
  test.setTimeout(150_000);
  const applicantCtx = await browser.newContext();
  const auditorCtx = await browser.newContext();
  const applicant = await applicantCtx.newPage();
  const auditor = await auditorCtx.newPage();

  await loginToHome(applicant, USERS.purchaser);
  await applicant.goto('/company/recharge');
  await applicant.getByRole('button', { name: '申请充值' }).click();
  const dialog = applicant.getByRole('dialog', { name: '申请充值' });
  await dialog.getByLabel('金额').fill('1000');
  await dialog.getByRole('button', { name: '提交' }).click();
  await applicant.getByRole('alertdialog').getByRole('button', { name: '确定' }).click();
  const mine = applicant.getByRole('region', { name: '企业充值' }).filter({ has: applicant.getByText(/第 \d+ \/ \d+ 条/) });
  await expect(mine.locator('h3 + .bp6-tag')).toHaveText('待审核');
  // the applicant cannot approve their own application: no approve action, and a note says why
  await expect(mine.getByRole('button', { name: '通过' })).toHaveCount(0);
  await expect(mine.getByRole('note')).toHaveText('不能审核自己提交的申请');
  const id = new URL(applicant.url()).searchParams.get('id');
  expect(id).toBeTruthy();

  await handOver(applicant, auditor);
  await loginToHome(auditor, USERS.auditor);
  await auditor.goto(`/rechargeCenter/rechargeaudit/detail?id=${id}&q=${encodeURIComponent('{"rechargeStatus":"0"}')}`);
  const review = auditor.getByRole('region', { name: '充值审核' }).filter({ has: auditor.getByText(/第 \d+ \/ \d+ 条/) });
  const balance = review.getByLabel('企业余额');
  await expect(balance).toHaveText(/¥/);
  const before = await balance.textContent();
  await review.getByRole('button', { name: '通过' }).click();
  const confirm = auditor.getByRole('dialog', { name: '确认通过该申请？' });
  await expect(confirm.getByLabel('payload')).toContainText(`"id": "${id}"`);
  await confirm.getByRole('button', { name: '确定' }).click();
  await expect(review.locator('h3 + .bp6-tag')).toHaveText('已通过');
  await expect(balance).not.toHaveText(before ?? '');
  const cents = (s: string | null) => Math.round(Number((s ?? '').replace(/[¥,]/g, '')) * 100);
  expect(cents(await balance.textContent()) - cents(before)).toBe(100_000);
  await expect(review.getByRole('region', { name: '处理记录' })).toContainText(USERS.auditor.realName);

  // the applicant sees the decision
  await handOver(auditor, applicant);
  await applicant.goto(`/company/recharge/detail?id=${id}`);
  const after = applicant.getByRole('region', { name: '企业充值' }).filter({ has: applicant.getByText(/第 \d+ \/ \d+ 条/) });
  await expect(after.locator('h3 + .bp6-tag')).toHaveText('已通过');
  await expect(after.getByRole('region', { name: '处理记录' })).toContainText('审核通过');

  await applicantCtx.close();
  await auditorCtx.close();
});
