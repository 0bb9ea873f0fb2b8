import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { columnTexts, rowButtons, useHarness } from './harness';
import { pressEscape } from '../../support/keyboard';

const h = useHarness();

async function open() {
  await h.open('/system/param');
  return screen.findByRole('region', { name: '参数管理列表' }, { timeout: 8000 });
}

test('table with search, selection, index and view; search sends paramName and resets to page 1', async () => {
  const user = userEvent.setup();
  const region = await open();
  await waitFor(() => expect(columnTexts(region, 2).length).toBe(10));
  expect(within(region).getByRole('checkbox', { name: '选择第 1 行' })).toBeInTheDocument();
  expect(columnTexts(region, 1)[0]).toBe('1');
  expect(rowButtons(region, '查看')).toHaveLength(10);
  await user.click(screen.getByRole('button', { name: '下一页' }));
  await waitFor(() => expect(h.calls('/api/blade-system/param/list').at(-1)?.get('current')).toBe('2'));
  await waitFor(() => expect(columnTexts(region, 1)[0]).toBe('11'));
  const search = screen.getByRole('search', { name: '参数管理搜索' });
  await user.type(within(search).getByLabelText('参数名称'), '密码');
  await user.click(within(search).getByRole('button', { name: '搜索' }));
  await waitFor(() => expect(h.calls('/api/blade-system/param/list').at(-1)?.get('paramName')).toBe('密码'));
  expect(h.calls('/api/blade-system/param/list').at(-1)?.get('current')).toBe('1');
  await waitFor(() => expect(columnTexts(region, 2).every((x) => x.includes('密码'))).toBe(true));

  // view is read only
  await user.click(rowButtons(region, '查看')[0]!);
  const dialog = await screen.findByRole('dialog');
  expect(within(dialog).getByLabelText(/参数名称/)).toBeDisabled();
  expect(within(dialog).queryByRole('button', { name: '保存' })).not.toBeInTheDocument();
});

test('form rules on blur: 请输入参数名称, 请输入参数键名, 请输入参数键值; paramValue is multi-line; add → 新增成功', async () => {
  const user = userEvent.setup();
  const region = await open();
  await user.click(screen.getByRole('button', { name: '新增' }));
  const dialog = await screen.findByRole('dialog');
  const name = within(dialog).getByLabelText(/参数名称/);
  const key = within(dialog).getByLabelText(/参数键名/);
  const value = within(dialog).getByLabelText(/参数键值/);
  expect(value.tagName).toBe('TEXTAREA');
  // leaving each empty field shows its message at once, before any save
  await user.click(name);
  await user.tab();
  expect(await within(dialog).findByText('请输入参数名称')).toBeInTheDocument();
  expect(within(dialog).queryByText('请输入参数键名')).not.toBeInTheDocument();
  await user.click(key);
  await user.tab();
  expect(await within(dialog).findByText('请输入参数键名')).toBeInTheDocument();
  await user.click(value);
  await user.tab();
  expect(await within(dialog).findByText('请输入参数键值')).toBeInTheDocument();
  // typing clears the message
  await user.type(name, '夜间折扣');
  expect(within(dialog).queryByText('请输入参数名称')).not.toBeInTheDocument();
  await user.type(key, 'oil.nightDiscount');
  await user.type(value, '0.95{Enter}第二行');
  await user.click(within(dialog).getByRole('button', { name: '保存' }));
  expect(await screen.findByText('新增成功')).toBeInTheDocument();
  await waitFor(() => expect(columnTexts(region, 2)[0]).toBe('夜间折扣'));
  expect(h.sim.db.resources.param!.find((r) => r.paramKey === 'oil.nightDiscount')?.paramValue).toBe('0.95\n第二行');
});

test('edit → 更新成功; delete needs a selection and asks 确定将选择数据删除?', async () => {
  const user = userEvent.setup();
  const region = await open();
  await waitFor(() => expect(columnTexts(region, 2).length).toBe(10));
  await user.click(rowButtons(region, '编辑')[0]!);
  const dialog = await screen.findByRole('dialog');
  const value = within(dialog).getByLabelText(/参数键值/);
  await user.clear(value);
  await user.type(value, 'changed');
  await user.click(within(dialog).getByRole('button', { name: '保存' }));
  expect(await screen.findByText('更新成功')).toBeInTheDocument();
  await waitFor(() => expect(columnTexts(region, 4)[0]).toBe('changed'));

  await user.click(screen.getByRole('button', { name: '删除' }));
  expect(await screen.findByText('请选择至少一条数据')).toBeInTheDocument();
  const first = columnTexts(region, 3)[0]!;
  await user.click(within(region).getByRole('checkbox', { name: '选择第 1 行' }));
  await user.click(screen.getByRole('button', { name: '删除' }));
  const confirm = await screen.findByRole('alertdialog');
  expect(within(confirm).getByText('确定将选择数据删除?')).toBeInTheDocument();
  await user.click(within(confirm).getByRole('button', { name: '确定' }));
  expect(await screen.findByText('删除成功')).toBeInTheDocument();
  expect(h.sim.db.resources.param!.some((r) => r.paramKey === first)).toBe(false);
});

test('settings: settingInfo loads, setSetting saves, updPlatformPrice asks with the payload, paramSetting lists startup values', async () => {
  const user = userEvent.setup();
  await open();
  await user.click(screen.getByRole('button', { name: '平台设置' }));
  const dialog = await screen.findByRole('dialog', { name: /平台设置/ });
  const name = await within(dialog).findByLabelText(/平台名称/);
  expect(name).toHaveValue('车队油卡管理平台');
  await user.clear(name);
  await user.type(name, '油卡通运营平台');
  await user.click(within(dialog).getByRole('button', { name: '保存设置' }));
  const ask = await screen.findByRole('alertdialog', { name: '保存平台设置' });
  expect(within(ask).getByText('油卡通运营平台')).toBeInTheDocument();
  expect(h.calls('/api/blade-system/param/setSetting')).toHaveLength(0);
  await user.click(within(ask).getByRole('button', { name: '确定' }));
  expect(await screen.findByText('更新成功')).toBeInTheDocument();
  expect(h.sim.db.resources['system-admin:settings']![0]).toMatchObject({ platformName: '油卡通运营平台' });

  await user.click(within(dialog).getByRole('tab', { name: '平台价格' }));
  const price = await within(dialog).findByLabelText(/平台加价/);
  expect(price).toHaveValue('0.15');
  await user.clear(price);
  await user.type(price, '0.30');
  await user.click(within(dialog).getByRole('button', { name: '修改平台价格' }));
  const confirm = await screen.findByRole('alertdialog', { name: '修改平台价格' });
  expect(within(confirm).getByText('确定将平台加价修改为 ¥0.30 元/升?')).toBeInTheDocument();
  expect(JSON.parse(within(confirm).getByRole('group', { name: 'payload' }).textContent ?? '')).toEqual({ platformPrice: 30 });
  await user.click(within(confirm).getByRole('button', { name: '确定' }));
  await waitFor(() => expect(h.sim.db.resources['system-admin:settings']![0]!.platformPrice).toBe(30));

  await user.click(within(dialog).getByRole('tab', { name: '启动参数' }));
  const table = await within(dialog).findByRole('table', { name: '启动参数' });
  expect(within(table).getByText('account.initPassword')).toBeInTheDocument();
});

test('settings: unsaved edits are asked about before the dialog closes (留在此页 keeps them, 继续离开 drops them); saved or untouched it closes at once', async () => {
  const user = userEvent.setup();
  await open();
  const openSettings = async () => {
    await user.click(screen.getByRole('button', { name: '平台设置' }));
    const dialog = await screen.findByRole('dialog', { name: /平台设置/ });
    await within(dialog).findByLabelText(/平台名称/);
    return dialog;
  };
  const closed = async () => {
    await waitFor(() => expect(screen.queryByRole('dialog', { name: /平台设置/ })).not.toBeInTheDocument());
    expect(screen.queryByRole('alertdialog', { name: '有未保存的修改' })).not.toBeInTheDocument();
  };
  // untouched
  let dialog = await openSettings();
  await user.click(within(dialog).getByRole('button', { name: '关闭' }));
  await closed();
  // a changed name: 关闭 asks; 留在此页 keeps it
  dialog = await openSettings();
  const name = within(dialog).getByLabelText(/平台名称/);
  await user.clear(name);
  await user.type(name, '油卡通运营平台');
  await user.click(within(dialog).getByRole('button', { name: '关闭' }));
  let unsaved = await screen.findByRole('alertdialog', { name: '有未保存的修改' });
  await user.click(within(unsaved).getByRole('button', { name: '留在此页' }));
  await waitFor(() => expect(screen.queryByRole('alertdialog', { name: '有未保存的修改' })).not.toBeInTheDocument());
  expect(within(screen.getByRole('dialog', { name: /平台设置/ })).getByLabelText(/平台名称/)).toHaveValue('油卡通运营平台');
  // a changed price too; Escape asks, 继续离开 drops both
  await user.click(within(dialog).getByRole('tab', { name: '平台价格' }));
  const price = await within(dialog).findByLabelText(/平台加价/);
  await user.clear(price);
  await user.type(price, '0.30');
  await pressEscape(user);
  unsaved = await screen.findByRole('alertdialog', { name: '有未保存的修改' });
  await user.click(within(unsaved).getByRole('button', { name: '继续离开' }));
  await closed();
  expect(h.calls('/api/blade-system/param/setSetting')).toHaveLength(0);
  expect(h.sim.db.resources['system-admin:settings']![0]).toMatchObject({ platformName: '车队油卡管理平台' });
  // saved edits are no longer unsaved: 关闭 closes at once
  dialog = await openSettings();
  expect(within(dialog).getByLabelText(/平台名称/)).toHaveValue('车队油卡管理平台');
  await user.type(within(dialog).getByLabelText(/平台名称/), '二');
  await user.click(within(dialog).getByRole('button', { name: '保存设置' }));
  await user.click(within(await screen.findByRole('alertdialog', { name: '保存平台设置' })).getByRole('button', { name: '确定' }));
  expect(await screen.findByText('更新成功')).toBeInTheDocument();
  await user.click(within(dialog).getByRole('button', { name: '关闭' }));
  await closed();
});
