import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { columnTexts, rowButtons, useHarness } from './harness';

const h = useHarness();

const parentRegion = () => screen.findByRole('region', { name: '系统字典列表' }, { timeout: 8000 });

async function openHorizontal() {
  await h.open('/dict-horizontal/index');
  return parentRegion();
}

test('parent list: columns code, dictValue, isSealed with index and selection; sort and remark hidden', async () => {
  const region = await openHorizontal();
  await waitFor(() => expect(columnTexts(region, 2).length).toBe(10));
  const headers = [...region.querySelectorAll('.bp6-table-column-name-text')].map((x) => x.textContent);
  expect(headers).toEqual(expect.arrayContaining(['序号', '字典编号', '字典名称', '封存', '操作']));
  expect(headers).not.toContain('字典排序');
  expect(headers).not.toContain('字典备注');
  expect(within(region).getByRole('checkbox', { name: '选择第 1 行' })).toBeInTheDocument();
  expect(h.calls('/api/blade-system/dict/parent-list')[0]?.get('size')).toBe('10');
});

test('add a dictionary: required messages, then 新增成功 and the row in the list; dialog 880 wide, asks before dropping edits', async () => {
  const user = userEvent.setup();
  await openHorizontal();
  await user.click(screen.getAllByRole('button', { name: '新增' })[0]!);
  const dialog = await screen.findByRole('dialog');
  expect((dialog.closest('.bp6-dialog') as HTMLElement | null)?.style.width ?? dialog.style.width).toBe('880px');
  await user.click(within(dialog).getByRole('button', { name: '保存' }));
  expect(await within(dialog).findByText('请输入字典编号')).toBeInTheDocument();
  expect(within(dialog).getByText('请输入字典名称')).toBeInTheDocument();
  expect(within(dialog).getByText('请输入字典排序')).toBeInTheDocument();
  expect(h.calls('/api/blade-system/dict/submit')).toHaveLength(0);

  await user.type(within(dialog).getByLabelText(/字典编号/), 'fuel_grade');
  // closing with edits asks first
  await user.click(within(dialog).getByRole('button', { name: '取消' }));
  const ask = await screen.findByRole('alertdialog');
  expect(within(ask).getByText('提示')).toBeInTheDocument();
  await user.click(within(ask).getByRole('button', { name: '继续编辑' }));
  expect(within(screen.getByRole('dialog')).getByLabelText(/字典编号/)).toHaveValue('fuel_grade');

  await user.type(within(dialog).getByLabelText(/字典名称/), '油品等级');
  await user.type(within(dialog).getByLabelText(/字典排序/), '3');
  await user.click(within(dialog).getByRole('button', { name: '保存' }));
  expect(await screen.findByText('新增成功')).toBeInTheDocument();
  const region = await parentRegion();
  await waitFor(() => expect(columnTexts(region, 2)[0]).toBe('fuel_grade'));
  const row = h.sim.db.resources.dict!.find((r) => r.code === 'fuel_grade');
  expect(row).toMatchObject({ dictValue: '油品等级', sort: 3, isSealed: 0, parentId: '0' });
});

test('edit toggles isSealed 0 → 1 and shows 更新成功; delete asks 提示 / 确定将选择数据删除? and shows 删除成功', async () => {
  const user = userEvent.setup();
  const region = await openHorizontal();
  await waitFor(() => expect(columnTexts(region, 2).length).toBe(10));
  const firstCode = columnTexts(region, 2)[0]!;
  const before = h.sim.db.resources.dict!.find((r) => r.code === firstCode)!;
  await user.click(rowButtons(region, '编辑')[0]!);
  const dialog = await screen.findByRole('dialog');
  const sealed = await within(dialog).findByLabelText(/封存/);
  const wasOn = Number(before.isSealed) === 1;
  await user.click(sealed);
  await user.click(within(dialog).getByRole('button', { name: '保存' }));
  expect(await screen.findByText('更新成功')).toBeInTheDocument();
  expect(h.sim.db.resources.dict!.find((r) => r.id === before.id)!.isSealed).toBe(wasOn ? 0 : 1);

  // bulk delete without selection warns
  await user.click(within(screen.getByRole('region', { name: '系统字典' })).getByRole('button', { name: '删除' }));
  expect(await screen.findByText('请选择至少一条数据')).toBeInTheDocument();
  expect(h.calls('/api/blade-system/dict/remove')).toHaveLength(0);

  // a parent without entries can go (the last seeded ones have suffixes and no entries)
  await user.selectOptions(within(screen.getByRole('region', { name: '系统字典' })).getByRole('combobox', { name: '每页条数' }), '50');
  await waitFor(() => expect(columnTexts(region, 2).length).toBeGreaterThan(40));
  const lastIndex = columnTexts(region, 2).length;
  const lastCode = columnTexts(region, 2)[lastIndex - 1]!;
  expect(lastCode).toMatch(/_\d+$/);
  await user.click(within(region).getByRole('checkbox', { name: `选择第 ${lastIndex} 行` }));
  await user.click(within(screen.getByRole('region', { name: '系统字典' })).getByRole('button', { name: '删除' }));
  const confirm = await screen.findByRole('alertdialog');
  expect(within(confirm).getByText('提示')).toBeInTheDocument();
  expect(within(confirm).getByText('确定将选择数据删除?')).toBeInTheDocument();
  await user.click(within(confirm).getByRole('button', { name: '确定' }));
  expect(await screen.findByText('删除成功')).toBeInTheDocument();
  expect(h.sim.db.resources.dict!.some((r) => r.code === lastCode)).toBe(false);
});

test('child entries: tree of the chosen parent; dictKey required; code and parent not editable; 新增成功', async () => {
  const user = userEvent.setup();
  const region = await openHorizontal();
  await user.type(within(screen.getByRole('search', { name: '系统字典搜索' })).getByLabelText('字典编号'), 'oil_type');
  await user.click(within(screen.getByRole('search', { name: '系统字典搜索' })).getByRole('button', { name: '搜索' }));
  await waitFor(() => expect(columnTexts(region, 2).every((c) => c.startsWith('oil_type'))).toBe(true));
  await user.click(screen.getByRole('button', { name: '字典配置：油品类型' }));
  const child = await screen.findByRole('region', { name: '字典配置：油品类型（oil_type）列表' });
  await waitFor(() => expect(columnTexts(child, 3)).toContain('92#汽油'));
  expect(h.calls('/api/blade-system/dict/child-list').at(-1)?.get('parentId')).toBeTruthy();
  const headers = [...child.querySelectorAll('.bp6-table-column-name-text')].map((x) => x.textContent);
  expect(headers).toEqual(expect.arrayContaining(['字典编号', '字典名称', '字典键值', '封存']));
  // nested entries show and fold
  expect(columnTexts(child, 3)).toContain('0#国六柴油');
  await user.click(within(child).getByRole('button', { name: '收起 0#柴油', expanded: true }));
  await waitFor(() => expect(columnTexts(child, 3)).not.toContain('0#国六柴油'));

  await user.click(screen.getByRole('button', { name: '新增字典项' }));
  const dialog = await screen.findByRole('dialog');
  const code = within(dialog).getByLabelText(/字典编号/);
  expect(code).toBeDisabled();
  expect(code).toHaveValue('oil_type');
  const parent = within(dialog).getByLabelText(/上级字典/);
  expect(parent).toBeDisabled();
  expect(parent).toHaveValue('油品类型');
  await user.type(within(dialog).getByLabelText(/字典名称/), '101#赛车汽油');
  await user.type(within(dialog).getByLabelText(/字典排序/), '9');
  await user.click(within(dialog).getByRole('button', { name: '保存' }));
  expect(await within(dialog).findByText('请输入字典键值')).toBeInTheDocument();
  expect(h.calls('/api/blade-system/dict/submit')).toHaveLength(0);
  await user.type(within(dialog).getByLabelText(/字典键值/), '101');
  await user.click(within(dialog).getByRole('button', { name: '保存' }));
  expect(await screen.findByText('新增成功')).toBeInTheDocument();
  await waitFor(() => expect(columnTexts(child, 3)).toContain('101#赛车汽油'));
  const parentRow = h.sim.db.resources.dict!.find((r) => r.code === 'oil_type' && r.parentId === '0')!;
  expect(h.sim.db.resources.dict!.find((r) => r.dictKey === '101')).toMatchObject({ code: 'oil_type', parentId: parentRow.id });

  // editing an entry keeps code and parent locked
  await user.click(rowButtons(child, '编辑')[0]!);
  const edit = await screen.findByRole('dialog');
  await waitFor(() => expect(within(edit).getByLabelText(/字典编号/)).toHaveValue('oil_type'));
  expect(within(edit).getByLabelText(/字典编号/)).toBeDisabled();
  expect(within(edit).getByLabelText(/上级字典/)).toBeDisabled();
});

test('business dictionary (vertical): dict-biz calls, parent list above the entries', async () => {
  const user = userEvent.setup();
  await h.open('/dict-vertical/index');
  const region = await screen.findByRole('region', { name: '业务字典列表' }, { timeout: 8000 });
  await waitFor(() => expect(columnTexts(region, 2).length).toBe(10));
  expect(h.calls('/api/blade-system/dict-biz/parent-list')).not.toHaveLength(0);
  expect(screen.getByText('请先选择字典')).toBeInTheDocument();
  const name = columnTexts(region, 3)[0]!;
  const code = columnTexts(region, 2)[0]!;
  await user.click(screen.getByRole('button', { name: `字典配置：${name}` }));
  const child = await screen.findByRole('region', { name: `字典配置：${name}（${code}）列表` });
  // stacked: the entries come after the parent list in the page
  expect(region.compareDocumentPosition(child) & Node.DOCUMENT_POSITION_FOLLOWING).toBeTruthy();
  await waitFor(() => expect(h.calls('/api/blade-system/dict-biz/child-list')).not.toHaveLength(0));
});
