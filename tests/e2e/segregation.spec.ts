/**
 * Segregation of duties in the browser: a purchaser sees only its own company's applications and no review action;
 * nobody approves what they applied for or drafted (the button is disabled or absent and says why, and a request
 * sent directly is answered 403); the auditor approves the purchaser's application; the supplier sees only its
 * own company; in a card grant the drafter cannot approve and the auditor can.
 */
import { expect, test, type Page } from '@playwright/test';
import { USERS, loginToHome } from './support/console';
import { handOver, sendAsSignedIn } from './support/approvals';

const DECIDE = '/api/platform/recharge/update';
const LIST = '/api/commpanyrecharge/commpanyrecharge/list';

type Row = Record<string, unknown>;

/** Company recharge applications as the simulator holds them (read in the page, where the demo backend runs). */
async function applications(page: Page): Promise<Row[]> {
  return page.evaluate(() => {
    const sim = (window as unknown as { __simulator: { db: { resources: Record<string, Row[]> } } }).__simulator;
    return sim.db.resources['company-recharge'] ?? [];
  });
}

/** The review page of an application as its region (the one with a queue position). */
const reviewRegion = (page: Page, name: string) => page.getByRole('region', { name }).filter({ has: page.getByText(/第 \d+ \/ \d+ 条/) });

/** Files a recharge application of `yuan` on /company/recharge and returns its id (the page then shows it). */
async function apply(page: Page, yuan: string): Promise<string> {
  await page.goto('/company/recharge');
  await page.getByRole('button', { name: '申请充值' }).click();
  const dialog = page.getByRole('dialog', { name: '申请充值' });
  await dialog.getByLabel('金额').fill(yuan);
  await dialog.getByRole('button', { name: '提交' }).click();
  await page.getByRole('alertdialog').getByRole('button', { name: '确定' }).click();
  await expect(reviewRegion(page, '企业充值').locator('h3 + .bp6-tag')).toHaveText('待审核');
  const id = new URL(page.url()).searchParams.get('id');
  expect(id).toBeTruthy();
  return id!;
}

test('a purchaser sees only its own applications, cannot approve any, and the auditor approves its application', async ({ browser }) => {
  // two users log in one after another: longer than one page's budget
  test.setTimeout(150_000);
  const purchaserCtx = await browser.newContext();
  const auditorCtx = await browser.newContext();
  const purchaser = await purchaserCtx.newPage();
  const auditor = await auditorCtx.newPage();

  await loginToHome(purchaser, USERS.purchaser);
  await purchaser.goto('/company/recharge');
  const list = purchaser.getByRole('table');
  await expect(list.getByRole('row').nth(1)).toBeVisible();
  // only 顺达物流车队's applications, and no queue to review
  await expect(list).toContainText('顺达物流车队');
  await expect(list).not.toContainText('华北石化');
  await expect(list).not.toContainText('速通车队');
  await expect(purchaser.getByRole('button', { name: '开始审核' })).toHaveCount(0);

  const id = await apply(purchaser, '1000');
  const mine = reviewRegion(purchaser, '企业充值');
  await expect(mine.getByRole('note')).toHaveText('不能审核自己提交的申请');
  await expect(mine.getByRole('button', { name: '通过' })).toHaveCount(0);
  await expect(mine.getByRole('button', { name: '驳回' })).toHaveCount(0);
  await expect(mine.getByLabel('企业余额')).toHaveText(/¥/);

  // sent directly, a decision is refused: no review permission, whether their own or 华北石化's (invisible to them)
  const own = await sendAsSignedIn(purchaser, 'POST', DECIDE, { id, rechargeStatus: 1, auditRemark: '' }, USERS.purchaser.tenantId);
  expect(own).toEqual({ status: 403, body: expect.objectContaining({ code: 403, success: false, msg: '没有审核权限' }) });
  const foreign = (await applications(purchaser)).find((r) => r.companyName === '华北石化能源供应有限公司' && r.rechargeStatus === 0)!;
  expect(foreign).toBeTruthy();
  const listed = await sendAsSignedIn(purchaser, 'GET', LIST, { id: String(foreign.id) }, USERS.purchaser.tenantId);
  expect(listed.body).toMatchObject({ code: 200, data: { total: 0 } });
  const refused = await sendAsSignedIn(
    purchaser,
    'POST',
    DECIDE,
    { id: String(foreign.id), rechargeStatus: 1, auditRemark: '' },
    USERS.purchaser.tenantId,
  );
  expect(refused.status).toBe(403);
  expect((await applications(purchaser)).find((r) => r.id === foreign.id)!.rechargeStatus).toBe(0);

  // the auditor approves the purchaser's application
  await handOver(purchaser, auditor);
  await loginToHome(auditor, USERS.auditor);
  await auditor.goto(`/rechargeCenter/rechargeaudit/detail?id=${id}&q=${encodeURIComponent('{"rechargeStatus":"0"}')}`);
  const review = reviewRegion(auditor, '充值审核');
  await expect(review.getByRole('note')).toHaveCount(0);
  await review.getByRole('button', { name: '通过' }).click();
  await auditor.getByRole('dialog', { name: '确认通过该申请？' }).getByRole('button', { name: '确定' }).click();
  await expect(review.locator('h3 + .bp6-tag')).toHaveText('已通过');
  await expect(review.getByRole('region', { name: '处理记录' })).toContainText(USERS.auditor.realName);

  await purchaserCtx.close();
  await auditorCtx.close();
});

test('the applicant, though holding the review permission, sees their application without a decision; a direct request is refused', async ({
  page,
}) => {
  await loginToHome(page, USERS.admin);
  const id = await apply(page, '520');
  const mine = reviewRegion(page, '企业充值');
  await expect(mine.getByRole('note')).toHaveText('不能审核自己提交的申请');
  await expect(mine.getByRole('region', { name: '处理记录' })).toBeVisible();
  // the applicant's status page: no 通过/驳回 and no comment box (驳回时必填); 取消申请 is theirs while it is pending
  await expect(mine.getByRole('button', { name: '通过' })).toHaveCount(0);
  await expect(mine.getByRole('button', { name: '驳回' })).toHaveCount(0);
  await expect(mine.getByRole('textbox', { name: '审核意见' })).toHaveCount(0);
  await expect(mine.getByPlaceholder('驳回时必填')).toHaveCount(0);
  await expect(mine.getByRole('button', { name: '取消申请' })).toBeEnabled();
  // the shortcut does not get round it
  await page.keyboard.press('a');
  await expect(page.getByRole('dialog')).toHaveCount(0);
  const direct = await sendAsSignedIn(page, 'POST', DECIDE, { id, rechargeStatus: 1, auditRemark: '' }, USERS.admin.tenantId);
  expect(direct).toEqual({ status: 403, body: expect.objectContaining({ code: 403, msg: '不能审核自己提交的申请' }) });
  await page.reload();
  await expect(reviewRegion(page, '企业充值').locator('h3 + .bp6-tag')).toHaveText('待审核');
});

test('the supplier, without 企业充值 or its review, is refused the applications and any decision', async ({ page }) => {
  await loginToHome(page, USERS.supplier);
  const answer = await sendAsSignedIn(page, 'GET', LIST, { current: 1, size: 200 }, USERS.supplier.tenantId);
  expect(answer).toEqual({ status: 403, body: expect.objectContaining({ code: 403, msg: '请求被拒绝' }) });
  // a decision is refused for the missing review button before the record is even looked up
  const refused = await sendAsSignedIn(page, 'POST', DECIDE, { id: '1', rechargeStatus: 1, auditRemark: '' }, USERS.supplier.tenantId);
  expect(refused).toEqual({ status: 403, body: expect.objectContaining({ code: 403, msg: '没有审核权限' }) });
});

test('in a card grant the drafter cannot approve; the auditor approves and issues the cards', async ({ browser }) => {
  test.setTimeout(150_000);
  const adminCtx = await browser.newContext();
  const auditorCtx = await browser.newContext();
  const admin = await adminCtx.newPage();
  const auditor = await auditorCtx.newPage();

  await loginToHome(admin, USERS.admin);
  await admin.goto('/company/grant');
  await admin.getByRole('button', { name: '新增发卡' }).click();
  const form = admin.getByRole('dialog', { name: '新增发卡' });
  await form.getByLabel('发放名称').fill('职责分离发放');
  await form.getByLabel('发卡数量').fill('1');
  await form.getByLabel('单卡金额(元)').fill('200');
  await form.getByLabel('结束时间').fill('2026-12-31');
  await form.getByLabel('结束时间').press('Escape');
  await form.getByRole('button', { name: '保存' }).click();
  await admin.getByRole('alertdialog', { name: '新增发卡' }).getByRole('button', { name: '确定' }).click();
  const detail = admin.getByRole('region', { name: '发卡详情' });
  await detail.getByRole('button', { name: '送审' }).click();
  await admin.getByRole('dialog', { name: '确认送审该发放？' }).getByRole('button', { name: '确定' }).click();
  await expect(detail.locator('h3 + .bp6-tag')).toHaveText('待审批');
  const send = detail.getByRole('button', { name: '审批发卡' });
  await expect(send).toBeDisabled();
  await expect(send).toHaveAccessibleDescription('不能审批自己创建或送审的发放');
  const id = admin.url().split('/').pop()!;
  const direct = await sendAsSignedIn(admin, 'GET', '/api/company/approval/send/card', { id }, USERS.admin.tenantId);
  expect(direct).toEqual({ status: 403, body: expect.objectContaining({ code: 403, msg: '不能审批自己创建或送审的发放' }) });

  await handOver(admin, auditor);
  await loginToHome(auditor, USERS.auditor);
  await auditor.goto(`/company/grant/detail/${id}`);
  const theirs = auditor.getByRole('region', { name: '发卡详情' });
  await expect(theirs.locator('h3 + .bp6-tag')).toHaveText('待审批');
  // the auditor's role approves; it does not draft, send for approval or delete
  await expect(theirs.getByRole('button', { name: '送审' })).toHaveCount(0);
  await theirs.getByRole('button', { name: '审批发卡' }).click();
  await auditor.getByRole('dialog', { name: '确认审批并发放卡片？' }).getByRole('button', { name: '确定' }).click();
  await expect(theirs.locator('h3 + .bp6-tag')).toHaveText('已发放');
  await expect(theirs.getByRole('region', { name: '处理记录' })).toContainText(USERS.auditor.realName);

  await adminCtx.close();
  await auditorCtx.close();
});
