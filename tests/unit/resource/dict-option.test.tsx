/**
 * A registry field whose values come from a dictionary (types.ts DictSource): the option carries from a column to
 * the family's form and search, the generic search offers the dictionary's entries (loading, a failed read with 重试),
 * and the flow dictionary's choice sends code_dictKey (flow_1).
 */
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { resourceByKey } from '@services/resources/registry';
import { dictOf, withDict, col } from '@services/resources/define';
import { dictSourceOf } from '@/screens/resource/enum-values';
import { flattenEntries, type DictEntry } from '@services/api/dictionaries';
import { useHarness } from '../system-admin/harness';

const h = useHarness();
const DICTIONARY = '/api/blade-system/dict/dictionary';

test('a column names its dictionary once: the derived form field and a search field of the same name take it', () => {
  const post = resourceByKey('post')!;
  expect(post.formFields.find((f) => f.field === 'category')?.dict).toEqual({ family: 'dict', code: 'post_category' });
  const manager = resourceByKey('flow-manager')!;
  const search = manager.searchFields.find((f) => f.field === 'category')!;
  expect(dictSourceOf(manager, { ...search, dict: undefined })).toEqual({ family: 'dict', code: 'flow', value: 'codeKey' });
  // no dictionary: the fixed enum labels stay
  const menu = resourceByKey('menu')!;
  expect(dictSourceOf(menu, { field: 'path', kind: 'text' })).toBeUndefined();
  expect(withDict(col.enum('kind', 'yesNo'), dictOf('yes_no', 'dict-biz')).dict).toEqual({ family: 'dict-biz', code: 'yes_no' });
});

test('a tree of entries is offered as one list, each child after its parent', () => {
  const e = (key: string, children: DictEntry[] = []): DictEntry => ({ key, value: key, label: key, children });
  expect(flattenEntries([e('0', [e('0-1'), e('0-2')]), e('92')]).map(({ entry, depth }) => `${depth}:${entry.key}`)).toEqual([
    '0:0',
    '1:0-1',
    '1:0-2',
    '0:92',
  ]);
});

test('the deployments search reads the flow dictionary: a failed read offers 重试, and 请假流程 searches category=flow_1', async () => {
  const user = userEvent.setup();
  h.sim.faults.failNext(DICTIONARY, '500');
  await h.open('/flow/deploy');
  const search = await screen.findByRole('search', {}, { timeout: 20_000 });
  expect(await within(search).findByRole('option', { name: '字典加载失败' }, { timeout: 8000 })).toBeInTheDocument();
  await user.click(within(search).getByRole('button', { name: '重试' }));
  const select = await within(search).findByRole('combobox', { name: /分类/ });
  await waitFor(() => expect(within(select).getByRole('option', { name: '请假流程' })).toBeInTheDocument());
  expect(h.calls(DICTIONARY).map((q) => q.get('code'))).toEqual(['flow', 'flow']);
  await user.selectOptions(select, '请假流程');
  await user.click(within(search).getByRole('button', { name: '搜索' }));
  await waitFor(() => expect(h.calls('/api/blade-flow/manager/list').at(-1)?.get('category')).toBe('flow_1'));
}, 90_000);
