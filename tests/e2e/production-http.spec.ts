/**
 * The production build over real HTTP (project `production`): the console's files and /api come from the console
 * server of services/mock/http-server.ts, as they would from a deployment's web server and backend. Sessions live
 * in cookies over HTTP; a generic list adds, edits and deletes; an export downloads through Content-Disposition and
 * an avatar uploads as multipart; two people in two browsers share one backend (maker and checker); a withdrawal
 * whose answer is lost after the backend did it is found, not made twice; a supplier is refused /system/user by the
 * console and by the server.
 */
import { readFile } from 'node:fs/promises';
import type { Browser, Page } from '@playwright/test';
import { USERS, lockWithNewPassword, loginToHome, logoutViaHeader, unlock, ZH, type SeededUser } from './support/console';
import { sendAsSignedIn } from './support/approvals';
import { expect, test, type Simulator } from './support/node-simulator';
import { SHELL_ZH, openFromMenu, openProfile } from './support/shell';

type Row = Record<string, unknown>;

/** The requests the server saw for a path (and method). */
const seen = (sim: Simulator, method: string, path: RegExp) => sim.requests.filter((r) => r.method === method && path.test(r.path));

async function signedInPage(browser: Browser, user: SeededUser): Promise<Page> {
  const page = await (await browser.newContext()).newPage();
  await loginToHome(page, user);
  return page;
}

test('sign-in, a refresh across the 10 s check, lock and unlock, and logout, with the tokens in cookies over HTTP', async ({
  page,
  context,
  simulator,
}) => {
  test.setTimeout(90_000);
  await loginToHome(page, USERS.admin);
  const cookies = await context.cookies();
  const access = cookies.find((c) => c.name.endsWith('-access-token'));
  expect(access, 'the access token lives in a cookie').toBeTruthy();
  expect(access!.sameSite).toBe('Strict');
  expect(access!.secure).toBe(false); // plain HTTP: a Secure cookie would not be sent
  // the bearer the server saw is the cookie's token
  const menus = seen(simulator, 'GET', /\/menu\/routes$/).at(-1);
  expect(menus?.headers['blade-auth']).toBe(`bearer ${decodeURIComponent(access!.value)}`);

  // the token falls due (3000 s after issue): the periodic check refreshes it, and the next request carries the new one
  const grants = () =>
    seen(simulator, 'POST', /\/oauth\/token$/).filter((r) => JSON.stringify(r.body ?? r.search).includes('refresh_token'));
  expect(grants()).toHaveLength(0);
  await context.clock.install({ time: Date.now() });
  await context.clock.pauseAt(Date.now() + 1_000);
  await page.evaluate(() => window.dispatchEvent(new Event('focus')));
  await context.clock.fastForward('50:05');
  for (let i = 0; i < 40 && grants().length === 0; i += 1) {
    await context.clock.runFor(500);
    await page.waitForTimeout(100);
  }
  expect(grants()).toHaveLength(1);
  await expect.poll(async () => (await context.cookies()).find((c) => c.name.endsWith('-access-token'))?.value).not.toBe(access!.value);
  await expect(page.getByRole('banner').getByText(USERS.admin.realName, { exact: true })).toBeVisible();
  await context.clock.resume();

  await lockWithNewPassword(page, 'http-lock-1');
  await expect(page).toHaveURL(/\/lock$/);
  await unlock(page, 'wrong');
  await expect(page.getByText(ZH.unlockWrong)).toBeVisible();
  await unlock(page, 'http-lock-1');
  await expect(page).toHaveURL(/\/wel\/index$/);

  await logoutViaHeader(page);
  await expect(page).toHaveURL(/\/login(\?|$)/);
  expect((await context.cookies()).filter((c) => /token/.test(c.name))).toEqual([]);
  expect(seen(simulator, 'GET', /\/oauth\/logout$/).length + seen(simulator, 'POST', /\/oauth\/logout$/).length).toBe(1);
  await page.goto('/wel/index');
  await expect(page).toHaveURL(/\/login/);
});

test('a generic list over HTTP: a parameter is added, edited and deleted', async ({ page, simulator }) => {
  await loginToHome(page, USERS.admin);
  await openFromMenu(page, '系统管理', '参数管理');
  const table = page.getByRole('region', { name: '参数管理列表', exact: true });
  await expect(page.getByText('共 48 条', { exact: true })).toBeVisible();

  await page.getByRole('button', { name: '新增', exact: true }).click();
  const dialog = page.getByRole('dialog');
  await dialog.getByLabel(/参数名称/).fill('HTTP 参数');
  await dialog.getByLabel(/参数键名/).fill('http.flag');
  await dialog.getByLabel(/参数键值/).fill('on');
  await dialog.getByRole('button', { name: '保存', exact: true }).click();
  await expect(page.locator('.bp6-toast').filter({ hasText: '新增成功' })).toBeVisible();
  await expect(page.getByText('共 49 条', { exact: true })).toBeVisible();
  const saved = seen(simulator, 'POST', /\/param\/submit$/);
  expect(saved).toHaveLength(1);
  expect(saved[0]!.headers['content-type']).toMatch(/application\/json/);
  expect(saved[0]!.headers['idempotency-key']).toMatch(/^[0-9a-f-]{36}$/);

  await table.getByRole('button', { name: '编辑', exact: true }).first().click();
  await dialog.getByLabel(/参数键值/).fill('off');
  await dialog.getByRole('button', { name: '保存', exact: true }).click();
  await expect(page.locator('.bp6-toast').filter({ hasText: '更新成功' })).toBeVisible();

  await table.getByRole('checkbox', { name: '选择第 1 行', exact: true }).check({ force: true });
  await page.getByRole('button', { name: '删除', exact: true }).first().click();
  const confirm = page.getByRole('alertdialog');
  await expect(confirm.getByText('确定将选择数据删除?', { exact: true })).toBeVisible();
  await confirm.getByRole('button', { name: '确定', exact: true }).click();
  await expect(page.locator('.bp6-toast').filter({ hasText: '删除成功' })).toBeVisible();
  await expect(page.getByText('共 48 条', { exact: true })).toBeVisible();
  const params = (simulator.db.resources.param ?? []) as Row[];
  expect(params.some((r) => r.paramKey === 'http.flag')).toBe(false);
});

test('an export downloads as a file over HTTP and an avatar uploads as multipart', async ({ page, simulator }) => {
  await loginToHome(page, USERS.admin);
  await page.goto('/order/orderManager');
  await expect(page.getByRole('region', { name: '油站订单列表' }).getByRole('link').first()).toBeVisible();
  const [download] = await Promise.all([page.waitForEvent('download'), page.getByRole('button', { name: '导出', exact: true }).click()]);
  expect(download.suggestedFilename()).toMatch(/^平台订单_\d{8}\.csv$/);
  const text = (await readFile((await download.path())!, 'utf8')).replace(/^\uFEFF/, '');
  expect(text.split('\r\n').length).toBeGreaterThan(2);
  expect(seen(simulator, 'GET', /\/zytorder\/order\/export$/)).toHaveLength(1);

  await openProfile(page);
  // a 1×1 PNG
  const png = Buffer.from('iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mP8z8BQDwAEhQGAhKmMIQAAAABJRU5ErkJggg==', 'base64');
  await page.getByLabel(SHELL_ZH.avatarUpload, { exact: true }).setInputFiles({ name: 'me.png', mimeType: 'image/png', buffer: png });
  await expect.poll(() => seen(simulator, 'POST', /\/oss\/endpoint\/put-file$/).length).toBe(1);
  const upload = seen(simulator, 'POST', /\/oss\/endpoint\/put-file$/)[0]!;
  expect(upload.headers['content-type']).toMatch(/^multipart\/form-data; boundary=/);
  const stored = (simulator.db.resources.ossFiles ?? []) as Row[];
  await expect.poll(() => stored.find((r) => r.originalName === 'me.png')?.size).toBe(png.length);
});

test('two people, one backend: the purchaser applies, the auditor approves and the balance moves; the applicant cannot approve; another purchaser cannot see it', async ({
  browser,
  simulator,
}) => {
  test.setTimeout(150_000);
  // a second purchasing company with its own administrator, beside 顺达物流车队
  const db = simulator.db;
  const tenant = db.tenants.find((t) => t.tenantId === '300001')!;
  db.tenants.push({ ...tenant, id: `${tenant.id}2`, tenantId: '300002', tenantName: '安达运输车队' });
  const role = db.roles.find((r) => r.tenantId === '300001' && r.roleAlias === 'purchaser_admin')!;
  db.roles.push({ ...role, id: `${role.id}2`, tenantId: '300002' });
  const dept = db.depts.find((d) => d.tenantId === '300001')!;
  db.depts.push({ ...dept, id: `${dept.id}2`, tenantId: '300002', deptName: '安达运输车队' });
  const purchaser = db.users.find((u) => u.account === 'purchaser')!;
  db.users.push({
    ...purchaser,
    id: `${purchaser.id}2`,
    tenantId: '300002',
    account: 'anda',
    realName: '马丽',
    name: '马丽',
    roleIds: [`${role.id}2`],
    deptIds: [`${dept.id}2`],
  });
  const other: SeededUser = { tenantId: '300002', account: 'anda', password: USERS.purchaser.password, realName: '马丽' };

  const applicant = await signedInPage(browser, USERS.purchaser);
  await applicant.goto('/company/recharge');
  await applicant.getByRole('button', { name: '申请充值' }).click();
  const form = applicant.getByRole('dialog', { name: '申请充值' });
  await form.getByLabel('金额').fill('1234.5');
  await form.getByRole('button', { name: '提交' }).click();
  await applicant.getByRole('alertdialog').getByRole('button', { name: '确定' }).click();
  const mine = applicant.getByRole('region', { name: '企业充值' }).filter({ has: applicant.getByText(/第 \d+ \/ \d+ 条/) });
  await expect(mine.locator('h3 + .bp6-tag')).toHaveText('待审核');
  const id = new URL(applicant.url()).searchParams.get('id')!;
  expect(id).toBeTruthy();
  // the applicant cannot decide it, not even by sending the request
  await expect(mine.getByRole('button', { name: '通过' })).toHaveCount(0);
  const self = await sendAsSignedIn(
    applicant,
    'POST',
    '/api/platform/recharge/update',
    { id, rechargeStatus: 1, auditRemark: '' },
    '300001',
  );
  expect(self.status).toBe(403);

  // another company's purchaser does not see it, in the list or by its id
  const stranger = await signedInPage(browser, other);
  const listed = await sendAsSignedIn(stranger, 'GET', '/api/commpanyrecharge/commpanyrecharge/list', { current: 1, size: 200 }, '300002');
  const theirRows = ((listed.body as { data?: { records?: Row[] } }).data?.records ?? []) as Row[];
  expect(theirRows.some((r) => String(r.id) === id)).toBe(false);
  await stranger.goto('/company/recharge');
  const theirList = stranger.getByRole('region', { name: '企业充值' });
  await theirList.getByLabel('状态').selectOption({ label: '全部状态' });
  await expect(theirList.getByText('共 0 条', { exact: true })).toBeVisible();
  await expect(theirList).not.toContainText('顺达物流车队');

  // the auditor, in another browser on the same backend, approves it; the company's balance moves by the amount
  const balance = mine.getByLabel('企业余额');
  await expect(balance).toHaveText(/¥/);
  const yuan = async () => Number((await balance.innerText()).replace(/[^\d.]/g, ''));
  const before = await yuan();
  const auditor = await signedInPage(browser, USERS.auditor);
  await auditor.goto(`/rechargeCenter/rechargeaudit/detail?id=${id}&q=${encodeURIComponent('{"rechargeStatus":"0"}')}`);
  const review = auditor.getByRole('region', { name: '充值审核' }).filter({ has: auditor.getByText(/第 \d+ \/ \d+ 条/) });
  await review.getByRole('button', { name: '通过' }).click();
  await auditor.getByRole('dialog', { name: '确认通过该申请？' }).getByRole('button', { name: '确定' }).click();
  await expect(review.locator('h3 + .bp6-tag')).toHaveText('已通过');

  // the applicant sees the decision and the new balance on reload
  await applicant.reload();
  await expect(mine.locator('h3 + .bp6-tag')).toHaveText('已通过');
  await expect.poll(yuan).toBeCloseTo(before + 1234.5, 2);
  for (const p of [applicant, stranger, auditor]) await p.context().close();
});

test('a withdrawal whose answer is lost after the backend made it is found by the check and made once', async ({ page, simulator }) => {
  await loginToHome(page, USERS.supplier);
  await page.goto('/fleet/withdrawal');
  const row = page.getByRole('table', { name: '账户列表' }).getByRole('row').filter({ hasText: '华北石化供货结算户' });
  await row.getByRole('button', { name: '提现 华北石化供货结算户' }).click();
  const dialog = page.getByRole('dialog', { name: '提现 - 华北石化供货结算户' });
  await dialog.getByLabel('提现金额（元）').fill('1000');
  await dialog.getByRole('button', { name: '下一步' }).click();
  await dialog.getByRole('button', { name: '确认提现' }).click();
  // the backend makes the withdrawal, then the connection drops before the answer
  simulator.faults.failNext(/\/withdraw$/, 'lost');
  const records = () => ((simulator.db.resources['withdraw-record'] ?? []) as Row[]).length;
  const before = records();
  await page.getByRole('alertdialog').getByRole('button', { name: '确认提现' }).click();
  await expect(dialog.getByText('提现申请已提交')).toBeVisible({ timeout: 20_000 });
  expect(seen(simulator, 'POST', /\/withdraw$/)).toHaveLength(1);
  expect(records()).toBe(before + 1);
  await expect(dialog.getByRole('button', { name: '重新提交' })).toHaveCount(0);
});

test('a supplier who types /system/user gets 403 from the console, and the server refuses the list', async ({ page }) => {
  await loginToHome(page, USERS.supplier);
  await page.goto('/system/user');
  await expect(page).toHaveURL(/\/403$/);
  await expect(page.getByText('抱歉，您无权访问该页面。')).toBeVisible();
  const direct = await sendAsSignedIn(page, 'GET', '/api/blade-user/page', { current: 1, size: 10 }, USERS.supplier.tenantId);
  expect(direct.status).toBe(403);
});
