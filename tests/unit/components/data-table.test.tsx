import { render, screen, within } from '@testing-library/react';
import { I18nextProvider } from 'react-i18next';
import { DataTable, type DataColumn } from '@/components/data-table';
import { initI18n } from '@/i18n/i18n';

const i18n = initI18n('zh');
type R = { id: number; name: string; amount: string };
const columns: DataColumn<R>[] = [
  ['名称', (r) => r.name],
  ['金额', (r) => r.amount, 'money'],
];

test('a named table with column headers, money right-aligned, and the actions in a last sticky column', () => {
  render(
    <I18nextProvider i18n={i18n}>
      <DataTable
        label="账户"
        caption="全部账户"
        columns={columns}
        rows={[{ id: 1, name: '甲', amount: '¥1.00' }]}
        actions={(r) => <button type="button">{`查看 ${r.name}`}</button>}
      />
    </I18nextProvider>,
  );
  const table = screen.getByRole('table', { name: '账户' });
  const headers = within(table).getAllByRole('columnheader');
  expect(headers.map((h) => h.textContent)).toEqual(['名称', '金额', '操作']);
  expect(headers.every((h) => h.getAttribute('scope') === 'col')).toBe(true);
  expect(within(table).getByText('全部账户').tagName).toBe('CAPTION');
  expect(within(table).getByRole('cell', { name: '¥1.00' })).toHaveClass('fc-money');
  expect(within(table).getByRole('button', { name: '查看 甲' }).closest('td')).toHaveClass('fc-actions');
});

test('no action column without actions; no rows shows the empty state', () => {
  const { rerender } = render(
    <I18nextProvider i18n={i18n}>
      <DataTable label="账户" columns={columns} rows={[{ id: 1, name: '甲', amount: '¥1.00' }]} />
    </I18nextProvider>,
  );
  expect(screen.getAllByRole('columnheader')).toHaveLength(2);
  rerender(
    <I18nextProvider i18n={i18n}>
      <DataTable label="账户" columns={columns} rows={[]} />
    </I18nextProvider>,
  );
  expect(screen.queryByRole('table')).toBeNull();
  expect(screen.getByText('暂无数据')).toBeInTheDocument();
});
