import { render, screen, within } from '@testing-library/react';
import { GridTable, type GridColumn } from '@/components/grid-table';

const ROWS = [
  ['A001', '张三'],
  ['A002', '李四'],
  ['A003', '王五'],
];

const columns: GridColumn[] = [
  { key: 'index', name: '序号', cell: (i) => i + 11 },
  { key: 'no', name: '单号', sort: 'ascending', cell: (i) => ROWS[i]![0] },
  { key: 'name', name: '姓名', header: (name) => <button type="button">{name}</button>, cell: (i) => ROWS[i]![1] },
];

function renderGrid() {
  return render(
    <div style={{ height: 300 }}>
      <GridTable label="订单列表" numRows={ROWS.length} columns={columns} numFrozenColumns={1} firstRowIndex={11} totalRows={42} />
    </div>,
  );
}

test('the table is a named grid with its row and column counts', () => {
  renderGrid();
  const grid = screen.getByRole('grid', { name: '订单列表' });
  expect(grid).toHaveAttribute('aria-rowcount', '43');
  expect(grid).toHaveAttribute('aria-colcount', '3');
});

test('each column header is one columnheader with its index and sort order, in any of the table’s copies', () => {
  renderGrid();
  const grid = screen.getByRole('grid', { name: '订单列表' });
  const headers = within(grid)
    .getAllByRole('columnheader')
    .map((h) => [h.getAttribute('aria-colindex'), h.textContent])
    .sort();
  expect(headers).toEqual([
    ['1', '序号'],
    ['2', '单号'],
    ['3', '姓名'],
  ]);
  expect(within(grid).getByRole('columnheader', { name: '单号' })).toHaveAttribute('aria-sort', 'ascending');
  expect(within(within(grid).getByRole('columnheader', { name: '姓名' })).getByRole('button', { name: '姓名' })).toBeInTheDocument();
});

test('every cell is one gridcell, owned by its row; rows carry their index in the whole list', () => {
  renderGrid();
  const grid = screen.getByRole('grid', { name: '订单列表' });
  const cells = within(grid).getAllByRole('gridcell');
  expect(cells).toHaveLength(ROWS.length * columns.length);
  const rows = within(grid).getAllByRole('row');
  expect(rows.map((r) => r.getAttribute('aria-rowindex'))).toEqual(['1', '12', '13', '14']);
  const owned = (row: HTMLElement) => (row.getAttribute('aria-owns') ?? '').split(' ').map((id) => document.getElementById(id));
  // the header row owns the headers, each body row its cells in column order (the frozen column's too)
  expect(owned(rows[0]!).map((h) => h?.textContent)).toEqual(['序号', '单号', '姓名']);
  expect(owned(rows[2]!).map((c) => c?.getAttribute('role'))).toEqual(['gridcell', 'gridcell', 'gridcell']);
  expect(owned(rows[2]!).map((c) => c?.textContent)).toEqual(['12', 'A002', '李四']);
  expect(owned(rows[3]!).map((c) => c?.getAttribute('aria-colindex'))).toEqual(['1', '2', '3']);
});
