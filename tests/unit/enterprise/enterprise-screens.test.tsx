/**
 * The enterprise info pages of the user menu (spec 000 §2, spec 002 §2), driven by role and label against the
 * simulated backend: the identity shown is the session's kept role type (never `?type=` in the address); identity
 * selection offers what the user menu offers and keeps the choice; a company applies once (one saveOrUpdate with its
 * Idempotency-Key) and then sees its information pending review; another tenant's information never shows; a bad
 * credit code or phone is refused before anything is sent.
 */
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { getResponse, HttpResponse, http } from 'msw';
import { STORAGE_KEYS } from '@services/storage/keys';
import { storage } from '@services/storage/storage';
import { businessInfoTable } from '@services/mock/routes/business-info-routes';
import { renderConsole, signIn } from '../../support/render-console';
import { useSimulatorPerTest } from '../../support/simulator-per-test';

vi.setConfig({ testTimeout: 40_000 });
const per = useSimulatorPerTest();
const sim = () => per.sim;
type User = ReturnType<typeof userEvent.setup>;

const SUPPLIER = ['supplier', 'demo123', '100001'] as const;
const PURCHASER = ['purchaser', 'demo123', '300001'] as const;

async function start(path: string, account: readonly [string, string, string]) {
  await signIn(sim(), ...account);
  const app = per.track(renderConsole({ path }));
  await screen.findByRole('banner', {}, { timeout: 10_000 });
  return app;
}

const pathOf = (app: ReturnType<typeof renderConsole>) => app.router.state.location.pathname + app.router.state.location.search;
const keptType = () => storage.get<string>(STORAGE_KEYS.roleType);

/** The supplier's company as a top-level company that holds no identity yet (nothing filed, no tenant type). */
function companyWithoutIdentity() {
  const tenant = sim().db.tenants.find((t) => t.tenantId === '100001')!;
  tenant.tenantType = '';
  const rows = businessInfoTable(sim().db);
  for (let i = rows.length - 1; i >= 0; i -= 1) if (rows[i]!.tenantId === '100001') rows.splice(i, 1);
}

/** The user menu's items, after the tenant's role types have loaded. */
async function userMenuItems(user: User): Promise<string[]> {
  await user.click(within(screen.getByRole('banner')).getByRole('button', { name: '用户菜单' }));
  const menu = await screen.findByRole('menu', { name: '用户菜单' });
  await waitFor(() => expect(within(menu).getAllByRole('menuitem').length).toBeGreaterThan(3));
  return within(menu)
    .getAllByRole('menuitem')
    .map((i) => i.textContent ?? '');
}

/** Records every saveOrUpdate sent (its Idempotency-Key), answered by the simulator. */
function recordSaves(): Array<string | null> {
  const keys: Array<string | null> = [];
  per.server.use(
    http.post('*/api/businessinfo/saveOrUpdate', async ({ request }) => {
      keys.push(request.headers.get('idempotency-key'));
      return (await getResponse(sim().handlers, request)) ?? HttpResponse.error();
    }),
  );
  return keys;
}

test('the user menu keeps the identity as the session’s role type and opens its page without ?type=, read-only and masked', async () => {
  const user = userEvent.setup();
  const app = await start('/wel/index', SUPPLIER);
  expect((await userMenuItems(user)).filter((x) => /信息$/.test(x) && x !== '个人信息')).toEqual(['查看供货商信息']);
  await user.click(screen.getByRole('menuitem', { name: '查看供货商信息' }));
  expect(await screen.findByRole('heading', { name: '供货商信息' }, { timeout: 10_000 })).toBeInTheDocument();
  expect(pathOf(app)).toBe('/compant/system/compant');
  expect(keptType()).toBe('1');
  // read-only: no form, phone and bank account masked, the review status shown
  expect(screen.queryByRole('textbox')).toBeNull();
  expect(screen.getByRole('group', { name: '企业名称' })).toHaveTextContent('华北石化能源供应有限公司');
  expect(screen.getByRole('group', { name: '联系电话' })).toHaveTextContent('139****0110');
  expect(screen.getByRole('group', { name: '银行账号' })).toHaveTextContent('************0000');
  expect(screen.getByText('已通过')).toBeInTheDocument();
});

test('identity selection offers what the user menu offers, keeps the choice and opens the page of that identity', async () => {
  companyWithoutIdentity();
  const user = userEvent.setup();
  const app = await start('/compant/system/identitysel', SUPPLIER);
  expect(await screen.findByRole('heading', { name: '身份选择' }, { timeout: 10_000 })).toBeInTheDocument();
  const choices = await screen.findByRole('list', { name: '可选身份' });
  await waitFor(() =>
    expect(
      within(choices)
        .getAllByRole('button')
        .map((b) => b.textContent),
    ).toEqual(['成为供货商信息', '成为服务商信息']),
  );
  // the service provider: its own page
  await user.click(within(choices).getByRole('button', { name: '成为服务商信息' }));
  expect(await screen.findByRole('heading', { name: '成为服务商' }, { timeout: 10_000 })).toBeInTheDocument();
  expect(pathOf(app)).toBe('/compant/system/enterpriseInformation');
  expect(keptType()).toBe('2');
  // back to the choice: the supplier opens the company page, the identity taken from the kept type
  await user.click(screen.getByRole('button', { name: '切换身份' }));
  await user.click(within(await screen.findByRole('list', { name: '可选身份' })).getByRole('button', { name: '成为供货商信息' }));
  expect(await screen.findByRole('heading', { name: '成为供货商' }, { timeout: 10_000 })).toBeInTheDocument();
  expect(pathOf(app)).toBe('/compant/system/compant');
  expect(keptType()).toBe('1');
  expect(within(screen.getByRole('region', { name: '成为供货商' })).getByText('未申请')).toBeInTheDocument();
});

test('a purchaser of a child company sees the purchaser entry only; the company page with no kept identity shows identity selection', async () => {
  const user = userEvent.setup();
  const app = await start('/compant/system/compant', PURCHASER);
  // nothing kept yet: identity selection in the page's place, which offers the purchaser only (after the
  // purchaser's slow home dashboard)
  const choices = await screen.findByRole('list', { name: '可选身份' }, { timeout: 20_000 });
  expect(screen.getByRole('heading', { name: '身份选择' })).toBeInTheDocument();
  expect(pathOf(app)).toBe('/compant/system/compant');
  expect(
    within(choices)
      .getAllByRole('button')
      .map((b) => b.textContent),
  ).toEqual(['查看进货商信息']);
  const entries = (await userMenuItems(user)).filter((x) => /(供货商|服务商|进货商)信息$/.test(x));
  expect(entries).toEqual(['查看进货商信息']);
  await user.click(screen.getByRole('menuitem', { name: '查看进货商信息' }));
  expect(await screen.findByRole('heading', { name: '进货商信息' }, { timeout: 10_000 })).toBeInTheDocument();
  expect(keptType()).toBe('3');
  // its own company only: never the parent supplier's information
  expect(screen.getByRole('group', { name: '企业名称' })).toHaveTextContent('顺达物流车队');
  expect(screen.queryByText(/华北石化/)).toBeNull();
});

test('a kept identity the company may not use here is not shown: the supplier type kept by a purchaser shows identity selection', async () => {
  await signIn(sim(), ...PURCHASER);
  storage.set(STORAGE_KEYS.roleType, '1', { session: true });
  const app = per.track(renderConsole({ path: '/compant/system/compant' }));
  // (the purchaser's home dashboard is answered first: a slow start in the simulator)
  expect(await screen.findByRole('list', { name: '可选身份' }, { timeout: 20_000 })).toBeInTheDocument();
  expect(pathOf(app)).toBe('/compant/system/compant');
  expect(screen.queryByText(/华北石化/)).toBeNull();
});

test('applying sends one saveOrUpdate with its key, confirmed with what is sent, and the information then shows pending review', async () => {
  companyWithoutIdentity();
  const keys = recordSaves();
  const user = userEvent.setup();
  await start('/compant/system/identitysel', SUPPLIER);
  await user.click(
    within(await screen.findByRole('list', { name: '可选身份' }, { timeout: 10_000 })).getByRole('button', { name: '成为供货商信息' }),
  );
  // the form starts from the tenant's base info
  expect(await screen.findByLabelText(/企业名称/, {}, { timeout: 10_000 })).toHaveValue('华北石化能源供应有限公司');
  await user.type(screen.getByLabelText(/统一社会信用代码/), '91120116MA05JQ1X8K');
  await user.type(screen.getByLabelText(/法定代表人/), '李建国');
  await user.clear(screen.getByLabelText(/联系电话/));
  await user.type(screen.getByLabelText(/联系电话/), '13812345678');
  await user.type(screen.getByLabelText(/开户银行/), '中国银行天津分行');
  await user.type(screen.getByLabelText(/银行账号/), '6216600100001234567');
  await user.click(screen.getByRole('button', { name: '提交申请' }));
  const dialog = await screen.findByRole('alertdialog', { name: '确认提交企业信息' });
  expect(dialog).toHaveTextContent('将以下供货商信息提交平台审核');
  expect(dialog).toHaveTextContent('91120116MA05JQ1X8K');
  expect(dialog).toHaveTextContent('138****5678');
  expect(dialog).toHaveTextContent('***************4567');
  expect(keys).toHaveLength(0);
  const confirm = within(dialog).getByRole('button', { name: '提交申请' });
  await user.dblClick(confirm);
  expect(await screen.findByRole('heading', { name: '供货商信息' }, { timeout: 8000 })).toBeInTheDocument();
  expect(screen.getByText('待审核')).toBeInTheDocument();
  expect(screen.getByText('企业信息正在审核中，审核通过前不能修改。')).toBeInTheDocument();
  expect(screen.getByRole('group', { name: '银行账号' })).toHaveTextContent('***************4567');
  expect(keys).toHaveLength(1);
  expect(keys[0]).toBeTruthy();
  // stored for the caller's tenant, pending
  const row = businessInfoTable(sim().db).find((r) => r.tenantId === '100001' && r.type === '1');
  expect(row).toMatchObject({ creditCode: '91120116MA05JQ1X8K', auditStatus: 0 });
});

test('a bad credit code and a bad phone are refused on the form, and nothing is sent', async () => {
  companyWithoutIdentity();
  const keys = recordSaves();
  const user = userEvent.setup();
  await start('/compant/system/identitysel', SUPPLIER);
  await user.click(
    within(await screen.findByRole('list', { name: '可选身份' }, { timeout: 10_000 })).getByRole('button', { name: '成为服务商信息' }),
  );
  await user.type(await screen.findByLabelText(/统一社会信用代码/, {}, { timeout: 10_000 }), '12345');
  await user.clear(screen.getByLabelText(/联系电话/));
  await user.type(screen.getByLabelText(/联系电话/), '1381234567');
  await user.click(screen.getByRole('button', { name: '提交申请' }));
  expect(await screen.findByText('统一社会信用代码应为15位数字或18位字母数字')).toBeInTheDocument();
  expect(screen.getByText('手机号码长度不为11位')).toBeInTheDocument();
  expect(screen.getByLabelText(/统一社会信用代码/)).toHaveAttribute('aria-invalid', 'true');
  await user.clear(screen.getByLabelText(/联系电话/));
  await user.type(screen.getByLabelText(/联系电话/), '2381234567a');
  expect(await screen.findByText('手机号码格式不正确')).toBeInTheDocument();
  expect(screen.queryByRole('alertdialog')).toBeNull();
  expect(keys).toHaveLength(0);
});
