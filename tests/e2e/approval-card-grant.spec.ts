import { expect, test } from '@playwright/test';
import { USERS, loginToHome } from './support/console';
import { handOver } from './support/approvals';

test('a card grant goes from draft to issued to over, with card users; the auditor approves what admin drafted', async ({ browser }) => {
  // two users log in one after another and the grant changes hands twice: longer than one page's budget
  test.setTimeout(240_000);
  const adminCtx = await browser.newContext();
  const auditorCtx = await browser.newContext();
  const page = await adminCtx.newPage();
  const auditor = await auditorCtx.newPage();
  await loginToHome(page, USERS.admin);
  await page.goto('/company/grant');
  await page.getByRole('button', { name: '新增发卡' }).click();
  const form = page.getByRole('dialog', { name: '新增发卡' });
  await form.getByLabel('发放名称').fill('浏览器测试发放');
  await form.getByLabel('发卡数量').fill('2');
  await form.getByLabel('单卡金额(元)').fill('300');
  await form.getByLabel('结束时间').fill('2026-12-31');
  // the calendar opened by the field closes with Escape, the dialog stays
  await form.getByLabel('结束时间').press('Escape');
  await form.getByRole('button', { name: '保存' }).click();
  const saving = page.getByRole('alertdialog', { name: '新增发卡' });
  await expect(saving).toContainText('¥300.00');
  await saving.getByRole('button', { name: '确定' }).click();

  const detail = page.getByRole('region', { name: '发卡详情' });
  const status = detail.locator('h3 + .bp6-tag');
  await expect(status).toHaveText('草稿');
  await expect(detail.getByRole('button', { name: '审批发卡' })).toBeDisabled();

  // card users: add one, change its end time
  await detail.getByRole('button', { name: '添加持卡人' }).click();
  const add = page.getByRole('dialog', { name: '添加持卡人' });
  await add.getByLabel('姓名').fill('王小明');
  await add.getByLabel('手机号').fill('13800138000');
  await add.getByRole('button', { name: '确定' }).click();
  await page.getByRole('alertdialog', { name: '添加持卡人' }).getByRole('button', { name: '确定' }).click();
  const users = detail.getByRole('table', { name: '持卡人' });
  await expect(users.getByRole('row').filter({ hasText: '王小明' })).toContainText('¥300.00');
  await users.getByRole('row').filter({ hasText: '王小明' }).getByRole('button', { name: '修改结束时间' }).click();
  const end = page.getByRole('dialog', { name: '修改结束时间' });
  await end.getByLabel('结束时间').fill('2026-10-01');
  await end.getByLabel('结束时间').press('Escape');
  await expect(end.getByLabel('结束时间')).toHaveValue('2026-10-01');
  await end.getByRole('button', { name: '确定' }).click();
  await page.getByRole('alertdialog', { name: '修改结束时间' }).getByRole('button', { name: '确定' }).click();
  await expect(users.getByRole('row').filter({ hasText: '王小明' })).toContainText('2026-10-01');

  // send for approval: the confirmation shows the request
  await detail.getByRole('button', { name: '送审' }).click();
  const confirm = page.getByRole('dialog', { name: '确认送审该发放？' });
  await expect(confirm.getByLabel('request')).toContainText('/api/company/grant/ensure');
  await expect(confirm.getByLabel('payload')).toContainText('浏览器测试发放');
  await confirm.getByRole('button', { name: '确定' }).dblclick();
  await expect(status).toHaveText('待审批');
  // admin drafted and sent it: someone else approves
  await expect(detail.getByRole('button', { name: '审批发卡' })).toHaveAccessibleDescription('不能审批自己创建或送审的发放');
  const grantPath = new URL(page.url()).pathname;
  // the double click on the confirmation sent one request (counted before this browser reloads)
  const ensures = await page.evaluate(
    () =>
      (window as unknown as { __simulator: { requests: Array<{ path: string }> } }).__simulator.requests.filter(
        (r) => r.path === '/api/company/grant/ensure',
      ).length,
  );
  expect(ensures).toBe(1);

  await handOver(page, auditor);
  await loginToHome(auditor, USERS.auditor);
  await auditor.goto(grantPath);
  const review = auditor.getByRole('region', { name: '发卡详情' });
  await review.getByRole('button', { name: '审批发卡' }).click();
  await auditor.getByRole('dialog', { name: '确认审批并发放卡片？' }).getByRole('button', { name: '确定' }).click();
  await expect(review.locator('h3 + .bp6-tag')).toHaveText('已发放');

  // admin carries on with the issued grant
  await handOver(auditor, page);
  await page.goto(grantPath);
  await expect(status).toHaveText('已发放');

  // card money setting for the chosen user
  await users.getByRole('row').filter({ hasText: '王小明' }).locator('label.bp6-control').click();
  await expect(users.getByRole('row').filter({ hasText: '王小明' }).getByRole('checkbox')).toBeChecked();
  await detail.getByRole('button', { name: '设置卡金额' }).click();
  const moneyDialog = page.getByRole('dialog', { name: '设置卡金额' });
  await moneyDialog.getByLabel('卡金额(元)').fill('450.5');
  await moneyDialog.getByRole('button', { name: '确定' }).click();
  const moneyConfirm = page.getByRole('alertdialog', { name: '设置卡金额' });
  await expect(moneyConfirm).toContainText('¥450.50');
  await moneyConfirm.getByRole('button', { name: '确定' }).click();
  await expect(users.getByRole('row').filter({ hasText: '王小明' })).toContainText('¥450.50');

  await detail.getByRole('button', { name: '结束', exact: true }).click();
  await page.getByRole('dialog', { name: '确认结束该发放？' }).getByRole('button', { name: '确定' }).click();
  await expect(status).toHaveText('已结束');
  await expect(detail.getByRole('button', { name: '停用' })).toBeDisabled();

  const timeline = detail.getByRole('region', { name: '处理记录' });
  for (const step of ['创建草稿', '添加持卡人', '送审', '审批发卡', '结束']) await expect(timeline).toContainText(step);
  await expect(timeline).toContainText(USERS.admin.realName);
  await expect(timeline).toContainText(USERS.auditor.realName);
  await adminCtx.close();
  await auditorCtx.close();
});
