import { render, screen, within } from '@testing-library/react';
import { GridTable, type GridColumn } from '@/components/grid-table';
import { HEADER_PAD, SORT_ROOM, textWidth } from '@/lib/column-widths';

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

/** The box the table draws its headers and cells in (they are in the grid through its rows' aria-owns). */
const drawn = (grid: HTMLElement) => grid.parentElement!;

test('the table is a named grid with its row and column counts', () => {
  renderGrid();
  const grid = screen.getByRole('grid', { name: '订单列表' });
  expect(grid).toHaveAttribute('aria-rowcount', '43');
  expect(grid).toHaveAttribute('aria-colcount', '3');
});

test('each column header is one columnheader with its index and sort order, in any of the table’s copies', () => {
  renderGrid();
  const grid = screen.getByRole('grid', { name: '订单列表' });
  const headers = within(drawn(grid))
    .getAllByRole('columnheader')
    .map((h) => [h.getAttribute('aria-colindex'), h.textContent])
    .sort();
  expect(headers).toEqual([
    ['1', '序号'],
    ['2', '单号'],
    ['3', '姓名'],
  ]);
  expect(within(drawn(grid)).getByRole('columnheader', { name: '单号' })).toHaveAttribute('aria-sort', 'ascending');
  expect(within(within(drawn(grid)).getByRole('columnheader', { name: '姓名' })).getByRole('button', { name: '姓名' })).toBeInTheDocument();
});

test('every cell is one gridcell, owned by its row; rows carry their index in the whole list', async () => {
  renderGrid();
  const grid = screen.getByRole('grid', { name: '订单列表' });
  const cells = within(drawn(grid)).getAllByRole('gridcell');
  expect(cells).toHaveLength(ROWS.length * columns.length);
  // a row is shown once the table has drawn its cells
  const rows = await within(grid).findAllByRole('row');
  expect(rows.map((r) => r.getAttribute('aria-rowindex'))).toEqual(['1', '12', '13', '14']);
  const owned = (row: HTMLElement) => (row.getAttribute('aria-owns') ?? '').split(' ').map((id) => document.getElementById(id));
  // the header row owns the headers, each body row its cells in column order (the frozen column's too)
  expect(owned(rows[0]!).map((h) => h?.textContent)).toEqual(['序号', '单号', '姓名']);
  expect(owned(rows[2]!).map((c) => c?.getAttribute('role'))).toEqual(['gridcell', 'gridcell', 'gridcell']);
  expect(owned(rows[2]!).map((c) => c?.textContent)).toEqual(['12', 'A002', '李四']);
  expect(owned(rows[3]!).map((c) => c?.getAttribute('aria-colindex'))).toEqual(['1', '2', '3']);
});

/** The widths the table draws its column headers at, by header text (one of the table's copies). */
function headerWidths(container: HTMLElement): Record<string, string> {
  return Object.fromEntries(
    [...container.querySelectorAll<HTMLElement>('.bp6-table-quadrant-top .bp6-table-header')].map((h) => [h.textContent, h.style.width]),
  );
}

test('a column narrower than its header is widened to show it whole, in each language; wide enough columns keep their widths', () => {
  const grid = (names: [string, string, string]) => (
    <div style={{ height: 300 }}>
      <GridTable
        label="orders"
        numRows={1}
        columnWidths={[60, 100, 180]}
        columns={[
          { key: 'quantity', name: names[0], numeric: true, cell: () => 2 },
          { key: 'amount', name: names[1], numeric: true, cell: () => '¥39.80' },
          { key: 'no', name: names[2], cell: () => 'ZYT001' },
        ]}
      />
    </div>
  );
  const { container, rerender } = render(grid(['Quantity', 'Order amount', 'Order no.']));
  const en = headerWidths(container);
  // estimated by character in a page without a canvas, in the header's 14 px, with the header's padding
  expect(en.Quantity).toBe(`${textWidth('Quantity', 14) + HEADER_PAD}px`);
  expect(en['Order amount']).toBe(`${textWidth('Order amount', 14) + HEADER_PAD}px`);
  expect(en['Order no.']).toBe('180px');
  // money stays right-aligned, its header too
  expect(within(drawn(screen.getByRole('grid', { name: 'orders' }))).getByRole('columnheader', { name: 'Order amount' })).toHaveClass(
    'fc-grid-num',
  );
  rerender(grid(['数量', '订单金额', '订单号']));
  expect(headerWidths(container)).toEqual({ 数量: '60px', 订单金额: '100px', 订单号: '180px' });
});

test('a sortable header makes room for its sort button; a header of its own (a checkbox) keeps the given width', () => {
  const { container } = render(
    <div style={{ height: 300 }}>
      <GridTable
        label="list"
        numRows={1}
        columnWidths={[40, 60]}
        columns={[
          { key: 'select', name: 'Select all', header: () => <input type="checkbox" aria-label="Select all" />, cell: () => '' },
          { key: 'no', name: 'No.', sort: 'none', header: (name) => <button type="button">{name}</button>, cell: () => 'A' },
        ]}
      />
    </div>,
  );
  const widths = [...container.querySelectorAll<HTMLElement>('.bp6-table-quadrant-top .bp6-table-header')].map((h) => h.style.width);
  expect(widths).toEqual(['40px', `${textWidth('No.', 14) + HEADER_PAD + SORT_ROOM}px`]);
});
