/**
 * The grants and resets of the system screens are commands: confirmed with what they grant, sent once, and after a
 * lost answer the family's own read tells whether they hold (a role's keys, a user's roles, a top menu's menus). A
 * write found so is told as what was found (服务器已处理：…), in place of the screen's plain success.
 */
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { md5 } from 'js-md5';
import { columnTexts, useHarness } from '../system-admin/harness';
import { useRealFlowDelays } from '../../support/flow-delays';
import { loseAnswer } from '../../support/lost-answer';

const h = useHarness();
// a test watches 正在核对… during the pause before the check
useRealFlowDelays();
const posts = (path: string) => h.sim.requests.filter((r) => r.method === 'POST' && r.path === path);
const role = (alias: string) => h.sim.db.roles.find((r) => r.roleAlias === alias)!;
const menuId = (code: string) => h.sim.db.menus.find((m) => m.code === code)!.id;

/** The write found done by its check is said as what was found, once, and not also as the screen's plain success. */
async function toldFound(plain: string) {
  expect(await screen.findByText(/^服务器已处理：/, {}, { timeout: 8000 })).toBeInTheDocument();
  expect(screen.getAllByText(/^服务器已处理：/)).toHaveLength(1);
  expect(screen.queryByText(plain)).toBeNull();
}

async function openUsers() {
  await h.open('/system/user');
  const region = await screen.findByRole('region', { name: '用户管理列表' }, { timeout: 8000 });
  await waitFor(() => expect(columnTexts(region, 2)).toContain('auditor'));
  return region;
}

async function chooseAuditor(region: HTMLElement, user: ReturnType<typeof userEvent.setup>) {
  const row = columnTexts(region, 2).indexOf('auditor');
  await user.click(within(region).getByRole('checkbox', { name: `选择第 ${row + 1} 行` }));
}

/**
 * Opens `path`, chooses the row named `row` (second column) of the list `list`, presses `button`, ticks `check`
 * in the tree `tree` of the dialog `dialog` and presses 保存: answers the confirmation.
 */
async function askGrant(
  user: ReturnType<typeof userEvent.setup>,
  o: { path: string; list: string; row: string; button: string; dialog: string; tree: string; check: string },
) {
  await h.open(o.path);
  const region = await screen.findByRole('region', { name: o.list }, { timeout: 8000 });
  await waitFor(() => expect(columnTexts(region, 2)).toContain(o.row));
  const row = columnTexts(region, 2).indexOf(o.row);
  await user.click(within(region).getByRole('checkbox', { name: `选择第 ${row + 1} 行` }));
  await user.click(screen.getByRole('button', { name: o.button }));
  const dialog = await screen.findByRole('dialog', { name: o.dialog });
  const tree = await within(dialog).findByRole('group', { name: o.tree });
  await user.click(within(tree).getByRole('checkbox', { name: o.check }));
  await user.click(within(dialog).getByRole('button', { name: '保存' }));
  return screen.findByRole('alertdialog', { name: o.dialog });
}

const USER_GRANT = {
  path: '/system/user',
  list: '用户管理列表',
  row: 'auditor',
  button: '角色配置',
  dialog: '角色配置（1 位用户）',
  tree: '角色',
  check: '运营专员',
};

test('role grant: a lost answer after the grant was stored is found by the role keys — said found, one POST', async () => {
  const user = userEvent.setup();
  const ask = await askGrant(user, {
    path: '/system/role',
    list: '角色管理列表',
    row: '运营专员',
    button: '权限设置',
    dialog: '权限设置：运营专员',
    tree: '菜单权限',
    check: '用户管理',
  });
  expect(within(ask).getByText('运营专员')).toBeInTheDocument();
  loseAnswer({ server: h.server, sim: h.sim }, 'post', '/api/blade-system/role/grant', { served: true });
  await user.click(within(ask).getByRole('button', { name: '保存' }));
  expect(await within(ask).findByText('未收到服务器应答，正在核对操作结果…')).toBeInTheDocument();
  await toldFound('权限设置成功');
  expect(posts('/api/blade-system/role/grant')).toHaveLength(1);
  expect(role('operator').menuIds).toContain(menuId('user'));
}, 60_000);

test('user roles: a grant lost before the server got it is not found; the roles stay as they were; one POST', async () => {
  const user = userEvent.setup();
  const ask = await askGrant(user, USER_GRANT);
  h.sim.faults.failNext('/api/blade-user/grant', 'network');
  await user.click(within(ask).getByRole('button', { name: '保存' }));
  expect(await within(ask).findByText(/未查到这笔操作的结果/, {}, { timeout: 8000 })).toBeInTheDocument();
  expect(posts('/api/blade-user/grant')).toHaveLength(1);
  const auditor = h.sim.db.users.find((u) => u.account === 'auditor')!;
  expect(auditor.roleIds).toEqual([role('finance_auditor').id]);
  expect(screen.queryByText('操作成功')).toBeNull();
});

test('user roles: a lost answer after the grant was stored is found in the user record — said found, one POST', async () => {
  const user = userEvent.setup();
  const ask = await askGrant(user, USER_GRANT);
  loseAnswer({ server: h.server, sim: h.sim }, 'post', '/api/blade-user/grant', { served: true });
  await user.click(within(ask).getByRole('button', { name: '保存' }));
  await toldFound('操作成功');
  await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull(), { timeout: 5000 });
  expect(posts('/api/blade-user/grant')).toHaveLength(1);
});

test('password reset: confirmed with the accounts; a lost answer cannot be read back and says how to check; one POST', async () => {
  const user = userEvent.setup();
  const region = await openUsers();
  await chooseAuditor(region, user);
  await user.click(screen.getByRole('button', { name: '密码重置' }));
  const ask = await screen.findByRole('alertdialog', { name: '提示' });
  expect(within(ask).getByText('auditor')).toBeInTheDocument();
  loseAnswer({ server: h.server, sim: h.sim }, 'post', '/api/blade-user/reset-password', { served: true });
  await user.click(within(ask).getByRole('button', { name: '确定' }));
  expect(await within(ask).findByText(/请用 123456 登录被重置的账号试试/, {}, { timeout: 8000 })).toBeInTheDocument();
  expect(posts('/api/blade-user/reset-password')).toHaveLength(1);
  expect(h.sim.db.users.find((u) => u.account === 'auditor')!.password).toBe(md5('123456'));
});

test('top menu grant: a lost answer after the grant was stored is found in the top menu — said found, one POST', async () => {
  const user = userEvent.setup();
  const ask = await askGrant(user, {
    path: '/system/topmenu',
    list: '顶部菜单列表',
    row: '工作台',
    button: '菜单配置',
    dialog: '菜单配置：工作台',
    tree: '菜单',
    check: '系统管理',
  });
  expect(within(ask).getByText(/系统管理/)).toBeInTheDocument();
  loseAnswer({ server: h.server, sim: h.sim }, 'post', '/api/blade-system/topmenu/grant', { served: true });
  await user.click(within(ask).getByRole('button', { name: '保存' }));
  await toldFound('操作成功');
  expect(posts('/api/blade-system/topmenu/grant')).toHaveLength(1);
  expect(h.sim.db.topMenus.find((t) => t.code === 'desk')!.menuIds).toContain(menuId('system'));
});

test('client delete: a lost answer after the client was removed finds it gone — said found, one POST; a lost one before is not found', async () => {
  const user = userEvent.setup();
  await h.open('/system/client');
  await user.click(await screen.findByRole('button', { name: '打开' }, { timeout: 8000 }));
  const card = await screen.findByLabelText('应用详情');
  const remove = '/api/blade-system/client/remove';

  h.sim.faults.failNext(remove, 'network');
  await user.click(within(card).getByRole('button', { name: '删除' }));
  const ask = await screen.findByRole('alertdialog', { name: '删除应用' });
  expect(within(ask).getByText('saber')).toBeInTheDocument();
  await user.click(within(ask).getByRole('button', { name: '确定' }));
  expect(await within(ask).findByText(/未查到这笔操作的结果/, {}, { timeout: 8000 })).toBeInTheDocument();
  expect(posts(remove)).toHaveLength(1);
  expect(h.sim.db.resources.client!.some((r) => r.clientId === 'saber')).toBe(true);
  await user.click(within(ask).getByRole('button', { name: '关闭' }));

  await user.click(within(screen.getByLabelText('应用详情')).getByRole('button', { name: '删除' }));
  loseAnswer({ server: h.server, sim: h.sim }, 'post', remove, { served: true });
  await user.click(within(await screen.findByRole('alertdialog', { name: '删除应用' })).getByRole('button', { name: '确定' }));
  await toldFound('删除成功');
  expect(posts(remove)).toHaveLength(2);
  expect(h.sim.db.resources.client!.some((r) => r.clientId === 'saber')).toBe(false);
});
