/** 组织架构 on the department page: the caller's whole organization at once (dept/organization-list). */
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { organizationList, type TreeNode } from '@services/api/system-admin';
import { signIn } from '../../support/render-console';
import { useHarness } from './harness';

const h = useHarness();
// the first render loads the console's screens: generous waits on a busy machine
vi.setConfig({ testTimeout: 90_000 });

const titles = (nodes: readonly TreeNode[]): string[] => nodes.flatMap((n) => [n.title, ...titles(n.children ?? [])]);

test('the department page shows every department under its parent, read once from organization-list', async () => {
  const user = userEvent.setup();
  await h.open('/system/dept');
  await user.click(await screen.findByRole('button', { name: '组织架构' }, { timeout: 30_000 }));
  const dialog = await screen.findByRole('dialog', { name: '组织架构' });
  const tree = await within(dialog).findByRole('navigation', { name: '组织架构' }, { timeout: 30_000 });
  // a department of the second level shows inside its tenant's root, without opening anything
  const platform = within(tree).getByText('管理平台', { exact: false }).closest('li')!;
  expect(within(platform).getByText('运营部')).toBeInTheDocument();
  expect(within(tree).getByText('车队运营部')).toBeInTheDocument();
  expect(h.calls('/api/blade-system/dept/organization-list')).toHaveLength(1);
  await user.click(within(dialog).getByRole('button', { name: '关闭' }));
  expect(screen.queryByRole('dialog', { name: '组织架构' })).not.toBeInTheDocument();
});

test('a tenant reads only its own organization, and a new department is in it', async () => {
  await signIn(h.sim, 'supplier', 'demo123', '100001');
  const before = await organizationList();
  expect(titles(before)).toEqual(['华北石化能源供应有限公司', '销售部', '财务部']);
  const root = h.sim.db.depts.find((d) => d.tenantId === '100001' && d.parentId === '0')!;
  h.sim.db.depts.push({ ...root, id: 'dept-new', parentId: root.id, deptName: '质检部', fullName: '华北石化质检部', sort: 9 });
  expect(titles(await organizationList())).toContain('质检部');
});
