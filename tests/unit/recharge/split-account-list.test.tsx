/**
 * The 企业分账账户 list leads into the split-account onboarding (docs/flows.md "Split-account onboarding"):
 * 新增分账账户 on its toolbar instead of the generic 新增, 继续开户 on a record not yet signed, no step buttons of its own.
 */
import { screen, waitFor } from '@testing-library/react';
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
