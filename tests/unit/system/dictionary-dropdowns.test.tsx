/**
 * The dropdowns a dictionary drives read it (GET dict/dictionary?code=…, through the one read cache), and an entry
 * added, sealed or removed in 字典管理 shows in them at once: the dictionary screen's change invalidates the cached
 * dictionaries.
 */
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { columnTexts, useHarness } from '../system-admin/harness';

const h = useHarness();
const DICTIONARY = '/api/blade-system/dict/dictionary';
const TREE = '/api/blade-system/dict/tree';

/** Opens a new post's form, sees `choices` in its 岗位类型 dropdown, and closes the form again. */
async function expectPostCategories(user: ReturnType<typeof userEvent.setup>, choices: string[]): Promise<void> {
  const region = await screen.findByRole('region', { name: '岗位管理' }, { timeout: 8000 });
  await user.click(within(region).getByRole('button', { name: '新增' }));
  const dialog = await screen.findByRole('dialog');
  const select = await within(dialog).findByRole('combobox', { name: /岗位类型/ });
  await waitFor(() =>
    expect(
      within(select)
        .getAllByRole('option')
        .map((o) => o.textContent),
    ).toEqual(choices),
  );
  await user.click(within(dialog).getByRole('button', { name: '取消' }));
  await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
}

test('an entry added in 字典管理 shows in the 岗位类型 dropdown; the dictionary is read by its code, its tree names the parent', async () => {
  const user = userEvent.setup();
  const app = await h.open('/system/post');
  await expectPostCategories(user, ['请选择', '高层', '中层', '基层']);
  expect(h.calls(DICTIONARY).map((q) => q.get('code'))).toEqual(['post_category']);

  await app.router.navigate('/dict-horizontal/index');
  const parents = await screen.findByRole('region', { name: '系统字典列表' }, { timeout: 20_000 });
  const search = screen.getByRole('search', { name: '系统字典搜索' });
  await user.type(within(search).getByLabelText('字典编号'), 'post_category');
  await user.click(within(search).getByRole('button', { name: '搜索' }));
  await waitFor(() => expect(columnTexts(parents, 2)).toContain('post_category'));
  await user.click(screen.getByRole('button', { name: '字典配置：岗位类型' }));
  await user.click(await screen.findByRole('button', { name: '新增字典项' }));
  const dialog = await screen.findByRole('dialog');
  // the parent is named by its place in the dictionary's tree (tree?code=)
  await waitFor(() => expect(h.calls(TREE).map((q) => q.get('code'))).toContain('post_category'));
  expect(within(dialog).getByLabelText(/上级字典/)).toHaveValue('岗位类型');
  await user.type(within(dialog).getByLabelText(/字典名称/), '实习岗');
  await user.type(within(dialog).getByLabelText(/字典排序/), '4');
  await user.type(within(dialog).getByLabelText(/字典键值/), '4');
  await user.click(within(dialog).getByRole('button', { name: '保存' }));
  expect(await screen.findByText('新增成功')).toBeInTheDocument();

  await app.router.navigate('/system/post');
  await expectPostCategories(user, ['请选择', '高层', '中层', '基层', '实习岗']);
  expect(h.calls(DICTIONARY).length).toBeGreaterThanOrEqual(2);

  // a post of the new category: the list names it by the dictionary's words, not by its key
  const region = screen.getByRole('region', { name: '岗位管理' });
  await user.click(within(region).getByRole('button', { name: '新增' }));
  const form = await screen.findByRole('dialog');
  await user.selectOptions(await within(form).findByRole('combobox', { name: /岗位类型/ }), '实习岗');
  await user.type(within(form).getByLabelText(/岗位编号/), 'trainee');
  await user.type(within(form).getByLabelText(/岗位名称/), '实习生');
  await user.click(within(form).getByRole('button', { name: '保存' }));
  expect(await screen.findByText('新增成功')).toBeInTheDocument();
  const list = screen.getByRole('region', { name: '岗位管理列表' });
  await waitFor(() => expect(columnTexts(list, 3)).toContain('trainee'));
  const row = columnTexts(list, 3).indexOf('trainee');
  expect(columnTexts(list, 2)[row]).toBe('实习岗');
}, 90_000);

test('a post saved with a dictionary entry sends its key', async () => {
  const user = userEvent.setup();
  await h.open('/system/post');
  const region = await screen.findByRole('region', { name: '岗位管理' }, { timeout: 8000 });
  await user.click(within(region).getByRole('button', { name: '新增' }));
  const dialog = await screen.findByRole('dialog');
  const select = await within(dialog).findByRole('combobox', { name: /岗位类型/ });
  await waitFor(() => expect(within(select).getByRole('option', { name: '基层' })).toBeInTheDocument());
  await user.selectOptions(select, '基层');
  await user.type(within(dialog).getByLabelText(/岗位编号/), 'intern');
  await user.type(within(dialog).getByLabelText(/岗位名称/), '见习生');
  await user.click(within(dialog).getByRole('button', { name: '保存' }));
  expect(await screen.findByText('新增成功')).toBeInTheDocument();
  expect(h.sim.db.resources.post!.find((r) => r.postCode === 'intern')).toMatchObject({ category: 3 });
});
