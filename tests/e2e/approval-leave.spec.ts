import { expect, test, type Page } from '@playwright/test';
import { USERS, loginToHome, type SeededUser } from './support/console';
import { handOver } from './support/approvals';

const DEPT: SeededUser = { tenantId: '000000', account: 'deptlead', password: 'demo123', realName: '赵刚' };
const HR: SeededUser = { tenantId: '000000', account: 'hr', password: 'demo123', realName: '孙丽' };

async function claimAndApprove(page: Page, comment: string): Promise<void> {
  await page.goto('/work/claim');
  await page.getByRole('link', { name: '签收' }).first().click();
  const handle = page.getByRole('region', { name: '办理请假' });
  await expect(handle.getByRole('button', { name: '同意' })).toBeDisabled();
  await handle.getByRole('button', { name: '签收' }).click();
  await page.getByRole('dialog', { name: '确认签收该任务？' }).getByRole('button', { name: '确定' }).click();
  await expect(handle.getByRole('button', { name: '同意' })).toBeEnabled();
  await handle.getByRole('textbox', { name: '审批意见' }).fill(comment);
  await handle.getByRole('button', { name: '同意' }).click();
  await page.getByRole('dialog', { name: '确认同意？' }).getByRole('button', { name: '确定' }).click();
  await expect(handle.getByRole('button', { name: '签收' })).toHaveAccessibleDescription('该任务已办结');
}

test('a leave started by one user is completed by two approvers, each in their own browser', async ({ browser }) => {
  // three users log in one after another: longer than one page's budget
  test.setTimeout(180_000);
  const [starterCtx, deptCtx, hrCtx] = await Promise.all([browser.newContext(), browser.newContext(), browser.newContext()]);
  const starter = await starterCtx.newPage();
  const dept = await deptCtx.newPage();
  const hr = await hrCtx.newPage();

  await loginToHome(starter, USERS.admin);
  await starter.goto('/work/start');
  await starter.getByRole('link', { name: '发起' }).click();
  const form = starter.getByRole('region', { name: '请假申请' });
  await form.getByLabel(/开始时间/).fill('2026-12-01');
  await form.getByLabel(/开始时间/).press('Escape');
  await form.getByLabel(/结束时间/).fill('2026-12-03');
  await form.getByLabel(/结束时间/).press('Escape');
  await form.getByLabel(/请假理由/).fill('回老家探亲');
  await form.getByLabel(/审批人/).selectOption({ label: '赵刚 (deptlead)' });
  await form.getByRole('button', { name: '发起' }).click();
  await starter.getByRole('dialog', { name: '确认发起请假流程？' }).getByRole('button', { name: '确定' }).click();
  await expect(starter.getByRole('region', { name: '请假详情' }).locator('h3 + .bp6-tag')).toHaveText('审批中');

  await handOver(starter, dept);
  await loginToHome(dept, DEPT);
  await claimAndApprove(dept, '同意，安排好交接');

  await handOver(dept, hr);
  await loginToHome(hr, HR);
  await claimAndApprove(hr, '人事已备案');

  await handOver(hr, starter);
  await starter.goto('/work/send');
  await starter.getByRole('link', { name: '详情' }).first().click();
  const detail = starter.getByRole('region', { name: '请假详情' });
  await expect(detail.locator('h3 + .bp6-tag')).toHaveText('已完成');
  const timeline = detail.getByRole('region', { name: '流程进度' });
  for (const text of ['发起申请', '平台管理员', '部门审批', '赵刚', '同意，安排好交接', '人事审批', '孙丽', '人事已备案', '结束'])
    await expect(timeline).toContainText(text);

  await Promise.all([starterCtx.close(), deptCtx.close(), hrCtx.close()]);
});
