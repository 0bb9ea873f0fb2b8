/**
 * The 企业分账账户 list leads into the split-account onboarding (docs/flows.md "Split-account onboarding"):
 * 新增分账账户 on its toolbar instead of the generic 新增, 继续开户 on a record not yet signed, no step buttons of its own.
 */
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createSimulator } from '@services/mock/simulator';
import { startNodeSimulator } from '@services/mock/node';
import { resourceTable } from '@services/mock/routes/resource-routes';
import { requireResource } from '@services/resources/registry';
import { renderConsole, resetBrowserState, signIn, type RenderedConsole } from '../../support/render-console';
import { withTableSize } from '../../support/table-size';

// a screen test: the console signs in and reads the list, slower than a unit's default limit on a busy machine
vi.setConfig({ testTimeout: 30_000 });
const sim = createSimulator({ storage: null });
const node = startNodeSimulator(sim);
let app: RenderedConsole | null = null;
afterAll(() => node.close());
afterEach(async () => {
  await app?.dispose();
  app = null;
});
withTableSize();

test('the list offers 新增分账账户 and 继续开户 for records not yet signed', async () => {
  resetBrowserState();
  const table = resourceTable(sim.db, requireResource('ent-account'));
  for (const r of table) if (r.tenantId === '100001') r.openStatus = 4;
  table.unshift({
    id: '1990000000000000005',
    companyName: '江苏顺达物流有限公司',
    openStatus: 1,
    tenantId: '100001',
    createTime: '2030-01-01 00:00:00',
  });
  await signIn(sim, 'supplier', 'demo123', '100001');
  app = renderConsole({ path: '/accounts/ent-account' });
  const add = await screen.findByRole('link', { name: '新增分账账户' }, { timeout: 15_000 });
  expect(add).toHaveAttribute('href', '/platformCharge/companyAccount/add');
  await waitFor(() => expect(screen.getAllByRole('link', { name: '继续开户' })).toHaveLength(1));
  expect(screen.getByRole('link', { name: '继续开户' })).toHaveAttribute(
    'href',
    '/platformCharge/companyAccount/add?id=1990000000000000005',
  );
  expect(screen.queryByRole('button', { name: '新增' })).not.toBeInTheDocument();
  expect(screen.queryByRole('button', { name: '开通账户' })).not.toBeInTheDocument();
});

test('上传商户资料 registers an account from the merchant files: refused without a file, then listed 待开户 with 继续开户', async () => {
  resetBrowserState();
  const table = resourceTable(sim.db, requireResource('ent-account'));
  for (const r of table) if (r.tenantId === '100001') r.openStatus = 4;
  await signIn(sim, 'supplier', 'demo123', '100001');
  app = renderConsole({ path: '/accounts/ent-account' });
  const user = userEvent.setup();
  await user.click(await screen.findByRole('button', { name: '上传商户资料' }, { timeout: 15_000 }));
  const dialog = await screen.findByRole('dialog', { name: /^上传商户资料/ });
  await user.type(within(dialog).getByLabelText(/企业名称/), '常州运达物流有限公司');
  await user.type(within(dialog).getByLabelText(/统一社会信用代码/), '91320400MA1XYZ1234');
  await user.click(within(dialog).getByRole('button', { name: '确定' }));
  // a file is required before anything is sent
  await waitFor(() => expect(within(dialog).getAllByText('请选择文件')).toHaveLength(2));
  await user.upload(
    within(dialog).getByLabelText(/文件/, { selector: 'input' }),
    new File(['pdf'], 'licence.pdf', { type: 'application/pdf' }),
  );
  await user.click(within(dialog).getByRole('button', { name: '确定' }));
  await waitFor(() => expect(screen.queryByRole('dialog', { name: /^上传商户资料/ })).not.toBeInTheDocument(), { timeout: 15_000 });
  const row = table.find((r) => r.companyName === '常州运达物流有限公司')!;
  expect(row).toMatchObject({ creditCode: '91320400MA1XYZ1234', openStatus: 0, tenantId: '100001', mchntFiles: 'licence.pdf' });
  // listed, and its onboarding goes on from the flow
  expect(await screen.findByRole('gridcell', { name: '常州运达物流有限公司' }, { timeout: 15_000 })).toBeInTheDocument();
  expect(screen.getByRole('link', { name: '继续开户' })).toHaveAttribute('href', `/platformCharge/companyAccount/add?id=${String(row.id)}`);
});
