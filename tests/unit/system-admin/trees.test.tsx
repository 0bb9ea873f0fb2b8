import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { columnTexts, rowButtons, useHarness } from './harness';

const h = useHarness();

test('menus: roots first, children and buttons load lazily by parentId; icon column; add a child → 新增成功', async () => {
  const user = userEvent.setup();
  await h.open('/system/menu');
  const region = await screen.findByRole('region', { name: '菜单管理列表' }, { timeout: 8000 });
  await waitFor(() => expect(columnTexts(region, 2)).toContain('系统管理'));
  expect(h.calls('/api/blade-system/menu/lazy-list').map((q) => q.get('parentId'))).toEqual(['0']);
  expect(columnTexts(region, 4)).toContain('cog');
  await user.click(within(region).getByRole('button', { name: '展开 系统管理' }));
  await waitFor(() => expect(columnTexts(region, 2)).toContain('参数管理'));
  const system = h.sim.db.menus.find((m) => m.code === 'system')!;
  expect(h.calls('/api/blade-system/menu/lazy-list').at(-1)?.get('parentId')).toBe(system.id);
  await user.click(within(region).getByRole('button', { name: '展开 参数管理' }));
  // buttons are the children of their menu
  await waitFor(() => expect(columnTexts(region, 2)).toContain('新增'));
  const rowOf = (name: string) => columnTexts(region, 2).indexOf(name);
  expect(columnTexts(region, 6)[rowOf('新增')]).toBe('按钮');

  await user.click(screen.getByRole('button', { name: '新增子项：参数管理' }));
  const dialog = await screen.findByRole('dialog');
  expect(within(dialog).getByLabelText(/上级菜单/)).toHaveValue('参数管理');
  await user.type(within(dialog).getByLabelText(/菜单名称/), '导出');
  await user.type(within(dialog).getByLabelText(/菜单编号/), 'param_export');
  await user.click(within(dialog).getByRole('button', { name: '保存' }));
  expect(await within(dialog).findByText('请选择菜单类型')).toBeInTheDocument();
  await user.selectOptions(within(dialog).getByLabelText(/菜单类型/), '2');
  await user.click(within(dialog).getByRole('button', { name: '保存' }));
  expect(await screen.findByText('新增成功')).toBeInTheDocument();
  await waitFor(() => expect(columnTexts(region, 3)).toContain('param_export'));
  expect(h.sim.db.menus.find((m) => m.code === 'param_export')).toMatchObject({
    category: 2,
    parentId: h.sim.db.menus.find((m) => m.code === 'param')!.id,
  });

  // a menu with children cannot go first
  await user.click(within(region).getByRole('checkbox', { name: `选择第 ${rowOf('参数管理') + 1} 行` }));
  await user.click(screen.getByRole('button', { name: '删除' }));
  await user.click(within(await screen.findByRole('alertdialog')).getByRole('button', { name: '确定' }));
  expect(await screen.findByText('请先删除子节点!')).toBeInTheDocument();
  expect(h.sim.db.menus.some((m) => m.code === 'param')).toBe(true);
});

test('top menus: grant the menus a top menu shows (topmenu/grant with topMenuIds, menuIds)', async () => {
  const user = userEvent.setup();
  await h.open('/system/topmenu');
  const region = await screen.findByRole('region', { name: '顶部菜单列表' }, { timeout: 8000 });
  await waitFor(() => expect(columnTexts(region, 2)).toEqual(['工作台', '业务中心', '系统设置']));
  await user.click(screen.getByRole('button', { name: '菜单配置' }));
  expect(await screen.findByText('请选择至少一条数据')).toBeInTheDocument();
  await user.click(within(region).getByRole('checkbox', { name: '选择第 1 行' }));
  await user.click(screen.getByRole('button', { name: '菜单配置' }));
  const dialog = await screen.findByRole('dialog', { name: '菜单配置：工作台' });
  const tree = await within(dialog).findByRole('group', { name: '菜单' });
  expect(within(tree).getByRole('checkbox', { name: '首页' })).toBeChecked();
  expect(within(tree).getByRole('checkbox', { name: '系统管理' })).not.toBeChecked();
  await user.click(within(tree).getByRole('checkbox', { name: '系统管理' }));
  await user.click(within(dialog).getByRole('button', { name: '保存' }));
  await user.click(within(await screen.findByRole('alertdialog', { name: '菜单配置：工作台' })).getByRole('button', { name: '保存' }));
  expect(await screen.findByText('操作成功')).toBeInTheDocument();
  const desk = h.sim.db.topMenus.find((t) => t.code === 'desk')!;
  const ids = (codes: string[]) => codes.map((c) => h.sim.db.menus.find((m) => m.code === c)!.id);
  expect(desk.menuIds.sort()).toEqual(ids(['wel', 'system']).sort());
});

test('departments: lazy tree by parentId with the tenants as roots; add a sub-department', async () => {
  const user = userEvent.setup();
  await h.open('/system/dept');
  const region = await screen.findByRole('region', { name: '部门管理列表' }, { timeout: 8000 });
  await waitFor(() => expect(columnTexts(region, 2)).toContain('管理平台'));
  await user.click(within(region).getByRole('button', { name: '展开 管理平台' }));
  await waitFor(() => expect(columnTexts(region, 2)).toContain('运营部'));
  await user.click(screen.getByRole('button', { name: '新增下级：运营部' }));
  const dialog = await screen.findByRole('dialog');
  expect(within(dialog).getByLabelText(/上级机构/)).toHaveValue('运营部');
  await user.type(within(dialog).getByLabelText(/机构名称/), '油价小组');
  await user.type(within(dialog).getByLabelText(/机构全称/), '管理平台运营部油价小组');
  await user.click(within(dialog).getByRole('button', { name: '保存' }));
  expect(await screen.findByText('新增成功')).toBeInTheDocument();
  const ops = h.sim.db.depts.find((d) => d.deptName === '运营部')!;
  expect(h.sim.db.depts.find((d) => d.deptName === '油价小组')).toMatchObject({ parentId: ops.id, tenantId: '000000' });
  await user.click(await within(region).findByRole('button', { name: '展开 运营部' }));
  await waitFor(() => expect(columnTexts(region, 2)).toContain('油价小组'));
});

test('regions: lazy tree by parentCode (region/lazy-tree)', async () => {
  const user = userEvent.setup();
  await h.open('/system/region');
  const region = await screen.findByRole('region', { name: '行政区划列表' }, { timeout: 8000 });
  await waitFor(() => expect(columnTexts(region, 2)).toContain('河北省'));
  expect(h.calls('/api/blade-system/region/lazy-tree')[0]?.get('parentCode')).toBe('00');
  await user.click(within(region).getByRole('button', { name: '展开 河北省' }));
  await waitFor(() => expect(columnTexts(region, 2)).toContain('石家庄市'));
  expect(h.calls('/api/blade-system/region/lazy-tree').at(-1)?.get('parentCode')).toBe('13');
  await user.click(within(region).getByRole('button', { name: '展开 石家庄市' }));
  await waitFor(() => expect(columnTexts(region, 2)).toContain('长安区'));
  const row = columnTexts(region, 2).indexOf('长安区');
  await user.click(rowButtons(region, '查看')[row]!);
  const dialog = await screen.findByRole('dialog');
  await waitFor(() => expect(within(dialog).getByLabelText(/区划编号/)).toHaveValue('130102'));
  expect(h.calls('/api/blade-system/region/detail').at(-1)?.get('code')).toBe('130102');
});

test('posts: post/select by tenant', async () => {
  const user = userEvent.setup();
  await h.open('/system/post');
  await screen.findByRole('region', { name: '岗位管理列表' }, { timeout: 8000 });
  const list = await screen.findByRole('list', { name: '可选岗位' });
  await waitFor(() => expect(within(list).getByText('总经理')).toBeInTheDocument());
  expect(h.calls('/api/blade-system/post/select').at(-1)?.get('tenantId')).toBe('000000');
  await waitFor(() => expect((screen.getByLabelText('所属租户') as HTMLSelectElement).options.length).toBe(4));
  await user.selectOptions(screen.getByLabelText('所属租户'), '100001');
  await waitFor(() => expect(h.calls('/api/blade-system/post/select').at(-1)?.get('tenantId')).toBe('100001'));
});

test('clients: open by id, edit → update call → 更新成功', async () => {
  const user = userEvent.setup();
  await h.open('/system/client');
  await user.click(await screen.findByRole('button', { name: '打开' }, { timeout: 8000 }));
  const card = await screen.findByLabelText('应用详情');
  expect(within(card).getByRole('heading', { name: 'saber' })).toBeInTheDocument();
  await user.click(within(card).getByRole('button', { name: '编辑' }));
  const dialog = await screen.findByRole('dialog');
  const scope = within(dialog).getByLabelText(/授权范围/);
  await user.clear(scope);
  await user.type(scope, 'server');
  await user.click(within(dialog).getByRole('button', { name: '保存' }));
  expect(await screen.findByText('更新成功')).toBeInTheDocument();
  expect(h.sim.requests.some((r) => r.path === '/api/blade-system/client/update')).toBe(true);
  expect(h.sim.requests.some((r) => r.path === '/api/blade-system/client/submit')).toBe(false);
  await waitFor(() => expect(within(screen.getByLabelText('应用详情')).getByText('server')).toBeInTheDocument());

  await user.click(within(screen.getByLabelText('应用详情')).getByRole('button', { name: '删除' }));
  const confirm = await screen.findByRole('alertdialog');
  expect(within(confirm).getByText('确定将选择数据删除?')).toBeInTheDocument();
  await user.click(within(confirm).getByRole('button', { name: '确定' }));
  expect(await screen.findByText('删除成功')).toBeInTheDocument();
  expect(h.sim.db.resources.client!.some((r) => r.clientId === 'saber')).toBe(false);
});

test('a list that fails to load says so and loads again on 重试', async () => {
  const user = userEvent.setup();
  h.sim.faults.failNext('/api/blade-system/menu/lazy-list', '500');
  await h.open('/system/menu');
  expect(await screen.findByText('数据加载失败', {}, { timeout: 8000 })).toBeInTheDocument();
  await user.click(screen.getByRole('button', { name: '重试' }));
  const region = await screen.findByRole('region', { name: '菜单管理列表' });
  await waitFor(() => expect(columnTexts(region, 2)).toContain('系统管理'));
});
