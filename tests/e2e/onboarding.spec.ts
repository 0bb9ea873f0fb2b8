/**
 * Onboarding in Chromium against the demo build. A company without an identity applies to become a service
 * provider (身份选择 → 成为服务商信息), the auditor approves it on 企业信息审批, and the company's page then shows the
 * approved information. A supplier opens an enterprise split account step by step, from its details to the signed
 * contract (企业分账账户 → 新增分账账户).
 */
import { expect, test } from '@playwright/test';
import { USERS, loginToHome, waitForSimulator } from './support/console';
import { handOver } from './support/approvals';

const CREDIT_CODE = '91120116MA05JQ1X8K';

test('a company without an identity applies as a service provider, another person approves, and the company sees it approved', async ({
  browser,
}) => {
  // two users one after another: longer than one page's budget
  test.setTimeout(180_000);
  const page = await (await browser.newContext()).newPage();
  const auditor = await (await browser.newContext()).newPage();
  await loginToHome(page, USERS.supplier);
  await waitForSimulator(page);
  // the supplier's company as a top-level company that holds no identity yet
  await page.evaluate(() => {
    const sim = (
      window as unknown as {
        __simulator: { db: { tenants: Array<Record<string, unknown>>; resources: Record<string, unknown[]> }; persist(): void };
      }
    ).__simulator;
    sim.db.tenants.find((t) => t.tenantId === '100001')!.tenantType = '';
    sim.db.resources['enterprise:business-info'] = [];
    sim.persist();
  });
  await page.goto('/compant/system/identitysel');
  await page.getByRole('list', { name: '可选身份' }).getByRole('button', { name: '成为服务商信息' }).click();
  await expect(page.getByLabel(/企业名称/)).toHaveValue('华北石化能源供应有限公司');
  await page.getByLabel(/统一社会信用代码/).fill('12345');
  await page.getByRole('button', { name: '提交申请' }).click();
  await expect(page.getByText('统一社会信用代码应为15位数字或18位字母数字')).toBeVisible();
  await page.getByLabel(/统一社会信用代码/).fill(CREDIT_CODE);
  await page.getByLabel(/法定代表人/).fill('李建国');
  await page.getByLabel(/联系电话/).fill('13812345678');
  await page.getByLabel(/开户银行/).fill('中国银行天津分行');
  await page.getByLabel(/银行账号/).fill('6216600100001234567');
  await page.getByRole('button', { name: '提交申请' }).click();
  const filing = page.getByRole('alertdialog', { name: '确认提交企业信息' });
  await expect(filing).toContainText(CREDIT_CODE);
  await expect(filing).toContainText('138****5678');
  await filing.getByRole('button', { name: '提交申请' }).click();
  await expect(page.getByRole('heading', { name: '服务商信息' })).toBeVisible();
  await expect(page.getByText('企业信息正在审核中，审核通过前不能修改。')).toBeVisible();

  await handOver(page, auditor);
  await loginToHome(auditor, USERS.auditor);
  await auditor.goto('/company/businessApproval');
  const row = auditor.getByRole('row').filter({ hasText: CREDIT_CODE });
  await row.getByRole('link').first().click();
  const review = auditor.getByRole('region', { name: '企业信息审批' });
  await expect(review).toContainText('华北石化能源供应有限公司');
  await review.getByRole('button', { name: '通过' }).click();
  const confirm = auditor.getByRole('dialog', { name: '确认通过该申请？' });
  await confirm.getByRole('button', { name: '确定' }).click();
  await expect(review.locator('h3 + .bp6-tag')).toHaveText('已通过');

  // the company sees its information approved, and may now edit it
  await handOver(auditor, page);
  await page.goto('/compant/system/identitysel');
  await page.screenshot({ path: 'reports/screens/onboarding-identity-after.png', fullPage: true, animations: 'disabled' });
  // the identity is the company's now: the page offers to view it, no longer to apply
  const identities = page.getByRole('list', { name: '可选身份' });
  await expect(identities.getByRole('heading', { name: '服务商 已具备该身份' })).toBeVisible();
  await expect(identities.getByRole('button', { name: '查看服务商信息' })).toBeVisible();
  await expect(identities.getByRole('button', { name: '成为服务商信息' })).toHaveCount(0);
});

test('a supplier opens an enterprise split account step by step, from its details to the signed contract', async ({ page }) => {
  test.setTimeout(120_000);
  await loginToHome(page, USERS.supplier);
  await page.goto('/accounts/ent-account');
  await page.getByRole('link', { name: '新增分账账户' }).click();
  await expect(page).toHaveURL(/\/platformCharge\/companyAccount\/add$/);
  const details: Array<[RegExp, string]> = [
    [/^企业名称/, '常州运达物流有限公司'],
    [/^统一社会信用代码/, '91320400MA1XYZ1234'],
    [/^法定代表人/, '周建国'],
    [/^法人身份证号/, '11010519491231002X'],
    [/^法人手机号/, '13800138000'],
    [/^开户银行/, '中国工商银行常州分行'],
    [/^银行卡号/, '6222020200112233446'],
  ];
  // within the page's own tab: the list's search (kept alive in its tab, hidden) has a 企业名称 too
  const form = page.getByRole('tabpanel', { name: '新增公司分账账户' });
  await expect(form.getByRole('heading', { name: '填写企业信息' })).toBeVisible();
  for (const [label, value] of details) await form.getByRole('textbox', { name: label }).fill(value);
  await page.getByRole('button', { name: '保存企业信息' }).click();
  await page.getByRole('dialog', { name: '填写企业信息' }).getByRole('button', { name: '确认' }).click();
  await expect(page.locator('.bp6-toast').filter({ hasText: '企业信息已保存' })).toBeVisible();

  const step = async (label: string, done: string) => {
    await page.getByRole('region', { name: label }).getByRole('button', { name: label }).click();
    await page.getByRole('dialog', { name: label }).getByRole('button', { name: '确认' }).click();
    await expect(page.locator('.bp6-toast').filter({ hasText: done })).toBeVisible();
  };
  await step('开通交易账户', '交易账户已开通');
  await page
    .getByLabel(/^开户资料图片/)
    .setInputFiles({ name: 'licence.png', mimeType: 'image/png', buffer: Buffer.from('89504e470d0a1a0a', 'hex') });
  await step('上传开户资料', '开户资料已上传');
  await step('提交分账合同', '分账合同已提交');
  await step('确认分账合同', '分账合同已确认');
  await expect(page.getByText('分账账户已签约生效')).toBeVisible();
  // the saved numbers show masked
  const summary = page.getByLabel('账户信息');
  await expect(summary).toContainText('138****8000');
  await expect(summary).not.toContainText('6222020200112233446');
  await expect(summary).not.toContainText('11010519491231002X');
  await page.screenshot({ path: 'reports/screens/split-account-signed.png', fullPage: true, animations: 'disabled' });

  // the list shows it signed, with no way to continue its onboarding
  await page.goto('/accounts/ent-account');
  const row = page.getByRole('row', { name: /常州运达物流有限公司/ });
  await expect(row).toHaveAccessibleName(/已签约/);
  await expect(row).not.toHaveAccessibleName(/继续开户/);
});
