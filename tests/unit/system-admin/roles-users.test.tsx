import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { md5 } from 'js-md5';
import { columnTexts, useHarness } from './harness';
import { pressEscape } from '../../support/keyboard';

const h = useHarness();

async function openRoles() {
  await h.open('/system/role');
  const region = await screen.findByRole('region', { name: '角色管理列表' }, { timeout: 8000 });
  await waitFor(() => expect(columnTexts(region, 2)).toContain('运营专员'));
  return region;
}

const role = (alias: string) => h.sim.db.roles.find((r) => r.roleAlias === alias)!;
const menuId = (code: string) => h.sim.db.menus.find((m) => m.code === code)!.id;

test('role tree per tenant (role/tree with tenantId); 权限设置 needs exactly one role', async () => {
  const user = userEvent.setup();
  const region = await openRoles();
  expect(h.calls('/api/blade-system/role/tree').at(-1)?.get('tenantId')).toBe('000000');
  expect(columnTexts(region, 2)).toEqual(['超级管理员', '运营专员', '财务审核']);

  await user.click(screen.getByRole('button', { name: '权限设置' }));
  expect(await screen.findByText('请选择一个角色')).toBeInTheDocument();
  await user.click(within(region).getByRole('checkbox', { name: '选择第 1 行' }));
  await user.click(within(region).getByRole('checkbox', { name: '选择第 2 行' }));
  await user.click(screen.getByRole('button', { name: '权限设置' }));
  expect(await screen.findByText('只能选择一个角色进行权限设置')).toBeInTheDocument();
  expect(screen.queryByRole('dialog')).not.toBeInTheDocument();

  // another tenant's roles
  await user.selectOptions(screen.getByLabelText('所属租户'), '100001');
  const other = await screen.findByRole('region', { name: '角色管理列表' });
  await waitFor(() => expect(columnTexts(other, 2)).toEqual(['供货商管理员', '供货商财务']));
  expect(h.calls('/api/blade-system/role/tree').at(-1)?.get('tenantId')).toBe('100001');
});

test('grant dialog: three trees preloaded from role-tree-keys; the saved grant is stored and read back', async () => {
  const user = userEvent.setup();
  const region = await openRoles();
  await user.click(within(region).getByRole('checkbox', { name: '选择第 2 行' }));
  await user.click(screen.getByRole('button', { name: '权限设置' }));
  const dialog = await screen.findByRole('dialog', { name: '权限设置：运营专员' });
  const menus = await within(dialog).findByRole('group', { name: '菜单权限' });
  expect(h.calls('/api/blade-system/menu/role-tree-keys').at(-1)?.get('roleIds')).toBe(role('operator').id);
  expect(h.calls('/api/blade-system/menu/grant-tree')).not.toHaveLength(0);
  // the operator holds 参数管理 (with its buttons) but not 用户管理
  const system = within(menus).getByRole('checkbox', { name: '系统管理' });
  expect(system).not.toBeChecked();
  expect((system as HTMLInputElement).indeterminate).toBe(true);
  // first level open; fold and open again by its button
  await user.click(within(menus).getByRole('button', { name: '收起 系统管理', expanded: true }));
  await waitFor(() => expect(within(menus).queryByRole('checkbox', { name: '参数管理' })).not.toBeInTheDocument());
  await user.click(within(menus).getByRole('button', { name: '展开 系统管理', expanded: false }));
  expect(await within(menus).findByRole('checkbox', { name: '参数管理' })).toBeChecked();
  const users = within(menus).getByRole('checkbox', { name: '用户管理' });
  expect(users).not.toBeChecked();
  await user.click(users);
  expect(users).toBeChecked();

  await user.click(within(dialog).getByRole('tab', { name: '数据权限' }));
  const data = within(dialog).getByRole('group', { name: '数据权限' });
  const groups = within(data).getAllByRole('checkbox');
  await user.click(groups[0]!);

  await user.click(within(dialog).getByRole('button', { name: '保存' }));
  const ask = await screen.findByRole('alertdialog', { name: '权限设置：运营专员' });
  expect(within(ask).getByText(/用户管理/)).toBeInTheDocument();
  await user.click(within(ask).getByRole('button', { name: '保存' }));
  expect(await screen.findByText('权限设置成功')).toBeInTheDocument();
  await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument(), { timeout: 5000 });
  const operator = role('operator');
  expect(operator.menuIds).toContain(menuId('user'));
  expect(operator.menuIds).toContain(menuId('user_reset'));
  expect(operator.menuIds).toContain(menuId('param'));
  const scopes = h.sim.db.resources['system-admin:role-scopes']!.find((r) => r.roleId === operator.id)!;
  expect((scopes.dataScopeIds as string[]).length).toBeGreaterThan(0);

  // opening again (the role is still selected) reads the grant back
  expect(within(region).getByRole('checkbox', { name: '选择第 2 行' })).toBeChecked();
  await user.click(screen.getByRole('button', { name: '权限设置' }));
  const again = await screen.findByRole('dialog', { name: '权限设置：运营专员' });
  const menus2 = await within(again).findByRole('group', { name: '菜单权限' });
  expect(await within(menus2).findByRole('checkbox', { name: '用户管理' })).toBeChecked();
  await user.click(within(again).getByRole('tab', { name: '数据权限' }));
  expect(within(within(again).getByRole('group', { name: '数据权限' })).getAllByRole('checkbox')[0]).toBeChecked();
}, 60_000);

async function openUsers() {
  await h.open('/system/user');
  const region = await screen.findByRole('region', { name: '用户管理列表' }, { timeout: 8000 });
  await waitFor(() => expect(columnTexts(region, 2)).toContain('admin'));
  return region;
}

test('user page: dept and roles shown; reset password of the selection after a confirmation', async () => {
  const user = userEvent.setup();
  const region = await openUsers();
  const admin = columnTexts(region, 2).indexOf('admin');
  expect(columnTexts(region, 4)[admin]).toBe('超级管理员,运营专员,财务审核');
  expect(columnTexts(region, 5)[admin]).toBe('管理平台');

  await user.click(screen.getByRole('button', { name: '密码重置' }));
  expect(await screen.findByText('请选择至少一条数据')).toBeInTheDocument();

  const auditorRow = columnTexts(region, 2).indexOf('auditor');
  await user.click(within(region).getByRole('checkbox', { name: `选择第 ${auditorRow + 1} 行` }));
  await user.click(screen.getByRole('button', { name: '密码重置' }));
  const confirm = await screen.findByRole('alertdialog');
  expect(within(confirm).getByText('提示')).toBeInTheDocument();
  expect(within(confirm).getByText('确定将选择账号密码重置为123456?')).toBeInTheDocument();
  await user.click(within(confirm).getByRole('button', { name: '确定' }));
  expect(await screen.findByText('操作成功')).toBeInTheDocument();
  const auditor = h.sim.db.users.find((u) => u.account === 'auditor')!;
  expect(h.calls('/api/blade-user/reset-password').at(-1)?.get('userIds')).toBe(auditor.id);
  expect(auditor.password).toBe(md5('123456'));
});

test('grant roles to the selected user (blade-user/grant with userIds, roleIds); the list shows the new roles', async () => {
  const user = userEvent.setup();
  const region = await openUsers();
  const auditorRow = columnTexts(region, 2).indexOf('auditor');
  expect(columnTexts(region, 4)[auditorRow]).toBe('财务审核');
  await user.click(within(region).getByRole('checkbox', { name: `选择第 ${auditorRow + 1} 行` }));
  await user.click(screen.getByRole('button', { name: '角色配置' }));
  const dialog = await screen.findByRole('dialog', { name: '角色配置（1 位用户）' });
  const tree = await within(dialog).findByRole('group', { name: '角色' });
  expect(within(tree).getByRole('checkbox', { name: '财务审核' })).toBeChecked();
  expect(h.calls('/api/blade-system/role/tree').at(-1)?.get('tenantId')).toBe('000000');
  await user.click(within(tree).getByRole('checkbox', { name: '运营专员' }));
  await user.click(within(dialog).getByRole('button', { name: '保存' }));
  const ask = await screen.findByRole('alertdialog', { name: '角色配置（1 位用户）' });
  expect(within(ask).getByText('运营专员、财务审核')).toBeInTheDocument();
  await user.click(within(ask).getByRole('button', { name: '保存' }));
  expect(await screen.findByText('操作成功')).toBeInTheDocument();
  const auditor = h.sim.db.users.find((u) => u.account === 'auditor')!;
  expect(auditor.roleIds.sort()).toEqual([role('operator').id, role('finance_auditor').id].sort());
  await waitFor(() => expect(columnTexts(region, 4)[auditorRow]).toBe('运营专员,财务审核'));
});

test('platform record: platform-detail loads, update-platform saves', async () => {
  const user = userEvent.setup();
  const region = await openUsers();
  const row = columnTexts(region, 2).indexOf('auditor');
  const buttons = [...region.querySelectorAll('.bp6-table-quadrant-main button')].filter((b) => b.textContent === '平台配置');
  await user.click(buttons[row]!);
  const dialog = await screen.findByRole('dialog');
  await waitFor(() => expect(within(dialog).getByLabelText(/登录账号/)).toHaveValue('auditor'));
  expect(within(dialog).getByLabelText(/登录账号/)).toBeDisabled();
  await user.selectOptions(within(dialog).getByLabelText(/用户平台/), '2');
  await user.type(within(dialog).getByLabelText(/用户拓展/), '{"device":"pad"}'.replace(/[{[]/g, '$&$&'));
  await user.click(within(dialog).getByRole('button', { name: '保存' }));
  expect(await screen.findByText('更新成功')).toBeInTheDocument();
  const auditor = h.sim.db.users.find((u) => u.account === 'auditor')!;
  expect(h.sim.db.resources['system-admin:user-platform']!.find((r) => r.userId === auditor.id)).toMatchObject({
    userType: 2,
    userExt: '{"device":"pad"}',
  });
});

test('the user role grant asks before dropping changed ticks (留在此页 keeps them, 继续离开 closes); ticked back or untouched it closes at once', async () => {
  const user = userEvent.setup();
  const region = await openUsers();
  const auditorRow = columnTexts(region, 2).indexOf('auditor');
  await user.click(within(region).getByRole('checkbox', { name: `选择第 ${auditorRow + 1} 行` }));
  const name = '角色配置（1 位用户）';
  const openGrant = async () => {
    await user.click(screen.getByRole('button', { name: '角色配置' }));
    const dialog = await screen.findByRole('dialog', { name });
    return { dialog, tree: await within(dialog).findByRole('group', { name: '角色' }) };
  };
  const closesAtOnce = async (dialog: HTMLElement) => {
    await user.click(within(dialog).getByRole('button', { name: '取消' }));
    await waitFor(() => expect(screen.queryByRole('dialog', { name })).not.toBeInTheDocument());
    expect(screen.queryByRole('alertdialog', { name: '有未保存的修改' })).not.toBeInTheDocument();
  };
  let { dialog, tree } = await openGrant();
  await closesAtOnce(dialog);
  // ticked and ticked back: nothing changed
  ({ dialog, tree } = await openGrant());
  await user.click(within(tree).getByRole('checkbox', { name: '运营专员' }));
  await user.click(within(tree).getByRole('checkbox', { name: '运营专员' }));
  await closesAtOnce(dialog);
  // a changed tick: 取消 asks; 留在此页 keeps it; Escape asks again, 继续离开 closes and nothing is granted
  ({ dialog, tree } = await openGrant());
  await user.click(within(tree).getByRole('checkbox', { name: '运营专员' }));
  await user.click(within(dialog).getByRole('button', { name: '取消' }));
  await user.click(within(await screen.findByRole('alertdialog', { name: '有未保存的修改' })).getByRole('button', { name: '留在此页' }));
  await waitFor(() => expect(screen.queryByRole('alertdialog', { name: '有未保存的修改' })).not.toBeInTheDocument());
  expect(within(tree).getByRole('checkbox', { name: '运营专员' })).toBeChecked();
  await pressEscape(user);
  await user.click(within(await screen.findByRole('alertdialog', { name: '有未保存的修改' })).getByRole('button', { name: '继续离开' }));
  await waitFor(() => expect(screen.queryByRole('dialog', { name })).not.toBeInTheDocument());
  expect(h.calls('/api/blade-user/grant')).toHaveLength(0);
});
