import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Button } from '@blueprintjs/core';
import type { ResourceRow } from '@machines/resource/editor.types';
import { resourceByKey } from '@services/resources/registry';
import { ResourceListPage } from '@/screens/resource/resource-list-page';
import { filterTree, wholePage, type ScreenSlots } from '@/screens/resource/screen-slots';
import { signIn } from '../../support/render-console';
import { renderScreen } from '../../support/render-resource';
import { useSimulatorPerTest } from '../../support/simulator-per-test';
import { withTableSize } from '../../support/table-size';

withTableSize();
vi.setConfig({ testTimeout: 20_000 });
const world = useSimulatorPerTest();

const def = resourceByKey('advertising-position')!;
const main = () => document.querySelector('.resource-table .bp6-table-quadrant-main') as HTMLElement;
const cellTexts = (col: number) =>
  [...main().querySelectorAll(`.bp6-table-cell.bp6-table-cell-col-${col}`)].map((c) => c.textContent ?? '');

async function open(slots: ScreenSlots) {
  await signIn(world.sim);
  world.track(renderScreen(<ResourceListPage definition={def} slots={slots} />));
  return screen.findByRole('region', { name: `${slots.title ?? '广告位'}列表` }, { timeout: 8000 });
}

test('slots change only what they name: columns, a cell, toolbar and row buttons, the generic buttons left out', async () => {
  const user = userEvent.setup();
  const picked: string[][] = [];
  const rowClicks: string[] = [];
  await open({
    columns: ['positionName', 'positionCode'],
    without: ['add'],
    cells: { positionCode: (r) => `#${String(r.positionCode)}` },
    toolbar: (api) => (
      <Button
        text="导出所选"
        onClick={() =>
          api.selection.length
            ? picked.push(api.selectedRows().map((r) => String(r.positionName)))
            : api.warn('resourceUi:list.selectAtLeastOne')
        }
      />
    ),
    rowActions: (row) => <Button text="详情页" onClick={() => rowClicks.push(String(row.positionName))} />,
  });
  await waitFor(() => expect(cellTexts(2).length).toBe(10));
  const headers = [...main().querySelectorAll('.bp6-table-column-name-text')].map((h) => h.textContent);
  expect(headers).toEqual(['', '序号', '广告位名称', '广告位编码', '操作']);
  expect(cellTexts(3).every((x) => x.startsWith('#'))).toBe(true);
  expect(screen.queryByRole('button', { name: '新增' })).not.toBeInTheDocument();
  expect(screen.getByRole('button', { name: '删除' })).toBeInTheDocument();

  await user.click(screen.getByRole('button', { name: '导出所选' }));
  expect(await screen.findByText('请选择至少一条数据')).toBeInTheDocument();
  await user.click(screen.getByRole('checkbox', { name: '选择第 2 行' }));
  await user.click(screen.getByRole('button', { name: '导出所选' }));
  expect(picked).toEqual([[cellTexts(2)[1]]]);
  await user.click([...main().querySelectorAll('button')].filter((b) => b.textContent === '详情页')[0]!);
  expect(rowClicks).toEqual([cellTexts(2)[0]]);
});

const CHILD: ResourceRow = { id: 'a1', positionName: '首页顶部', positionCode: 'home-top', children: [] };
const TREE: ResourceRow[] = [
  { id: 'a', positionName: '首页', positionCode: 'home', children: [CHILD] },
  { id: 'b', positionName: '商城', positionCode: 'mall', hasChildren: true },
];

test('tree mode: nested rows fold; lazy rows ask for their children when they open; the list has no pager', async () => {
  const user = userEvent.setup();
  await open({
    title: '广告位树',
    load: () => Promise.resolve(wholePage(TREE)),
    unpaged: true,
    tree: { name: (r) => String(r.positionName) },
  });
  await waitFor(() => expect(cellTexts(2)).toEqual(['首页', '首页顶部', '商城']));
  expect(screen.queryByRole('button', { name: '下一页' })).not.toBeInTheDocument();
  await user.click(screen.getByRole('button', { name: '收起 首页', expanded: true }));
  await waitFor(() => expect(cellTexts(2)).toEqual(['首页', '商城']));
  await world.release();

  const asked: string[] = [];
  await open({
    title: '广告位懒树',
    load: () => Promise.resolve(wholePage(TREE.map((r) => ({ ...r, children: undefined, hasChildren: true })))),
    unpaged: true,
    tree: {
      name: (r) => String(r.positionName),
      loadChildren: (key) => {
        asked.push(key);
        return Promise.resolve([{ id: `${key}-1`, positionName: `${key} 子项`, positionCode: 'x', hasChildren: false }]);
      },
    },
  });
  await waitFor(() => expect(cellTexts(2)).toEqual(['首页', '商城']));
  expect(asked).toEqual([]);
  await user.click(within(screen.getByRole('region', { name: '广告位懒树列表' })).getByRole('button', { name: '展开 商城' }));
  await waitFor(() => expect(cellTexts(2)).toEqual(['首页', '商城', 'b 子项']));
  expect(asked).toEqual(['b']);
});

test('filterTree keeps matches with the ancestors that lead to them', () => {
  expect(filterTree(TREE, 'positionName', '顶部')).toEqual([{ ...TREE[0], children: [CHILD] }]);
  expect(filterTree(TREE, 'positionName', '无')).toEqual([]);
});
