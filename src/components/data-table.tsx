/**
 * A semantic table of rows: named by `label` (and an optional visible caption), column headers `<th scope="col">`,
 * money columns right-aligned in tabular figures, and the row actions in a last column kept in view (sticky right)
 * when the table scrolls sideways. A column with a sort field has a header button (asc → desc → none) and
 * `aria-sort` on its header. No rows: the empty state instead.
 */
import { Button, HTMLTable, NonIdealState } from '@blueprintjs/core';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import type { ResourceSort, SortOrder } from '@services/api/types/resource';
import { displayText } from '@/lib/display';
import './components.css';

export type Row = Record<string, unknown>;
export type { ResourceSort as ColumnSort, SortOrder };

/**
 * A column: its header text, its cell, 'money' for an amount, and the field the server sorts it by (the column is
 * then sortable).
 */
export type DataColumn<R = Row> = readonly [label: string, cell: (row: R) => ReactNode, kind?: 'money', sortField?: string];

/** The order a click on a sort button asks for: none → ascending → descending → none. */
export const nextSortOrder = (order: SortOrder | null): SortOrder | null => (order === null ? 'asc' : order === 'asc' ? 'desc' : null);

/** The `aria-sort` of a column header. */
export const ariaSort = (order: SortOrder | null) => (order === 'asc' ? 'ascending' : order === 'desc' ? 'descending' : 'none');

/** A column header's sort button: the column's name, its order as an icon, and both in its accessible name. */
export function SortButton({
  label,
  order,
  disabled,
  onSort,
}: {
  label: string;
  order: SortOrder | null;
  disabled?: boolean;
  onSort: (order: SortOrder | null) => void;
}) {
  const { t } = useTranslation('common');
  return (
    <Button
      variant="minimal"
      size="small"
      className="fc-sort"
      text={label}
      endIcon={order === 'asc' ? 'sort-asc' : order === 'desc' ? 'sort-desc' : 'double-caret-vertical'}
      aria-label={t(order === 'asc' ? 'kit.sortAsc' : order === 'desc' ? 'kit.sortDesc' : 'kit.sortNone', { label })}
      disabled={disabled}
      onClick={() => onSort(nextSortOrder(order))}
    />
  );
}

export function DataTable<R extends Row = Row>({
  label,
  caption,
  columns,
  rows,
  actions,
  busy,
  interactive,
  sort,
  onSort,
}: {
  label: string;
  caption?: ReactNode;
  columns: ReadonlyArray<DataColumn<R>>;
  rows: readonly R[];
  /** The actions of a row (its last cell). */
  actions?: (row: R) => ReactNode;
  busy?: boolean;
  interactive?: boolean;
  /** The sorted column (by its sort field). */
  sort?: ResourceSort | null;
  /** Sorts by a column's field (order null: unsorted); without it no header is sortable. */
  onSort?: (field: string, order: SortOrder | null) => void;
}) {
  const { t } = useTranslation();
  if (rows.length === 0) return <NonIdealState icon="inbox" title={t('kit.empty')} />;
  return (
    <div className="fc-table-scroll">
      <HTMLTable aria-label={label} aria-busy={busy || undefined} compact striped interactive={interactive} className="fc-table">
        {caption ? <caption>{caption}</caption> : null}
        <thead>
          <tr>
            {columns.map(([l, , kind, sortField]) => {
              const order = sortField && sort?.field === sortField ? sort.order : null;
              return (
                <th
                  key={l}
                  scope="col"
                  className={kind === 'money' ? 'fc-money' : undefined}
                  aria-sort={sortField && onSort ? ariaSort(order) : undefined}
                >
                  {sortField && onSort ? <SortButton label={l} order={order} onSort={(next) => onSort(sortField, next)} /> : l}
                </th>
              );
            })}
            {actions ? (
              <th scope="col" className="fc-actions">
                {t('kit.actions')}
              </th>
            ) : null}
          </tr>
        </thead>
        <tbody>
          {rows.map((r, i) => (
            <tr key={displayText(r.id) || i}>
              {columns.map(([l, cell, kind]) => (
                <td key={l} className={kind === 'money' ? 'fc-money' : undefined}>
                  {cell(r)}
                </td>
              ))}
              {actions ? <td className="fc-actions">{actions(r)}</td> : null}
            </tr>
          ))}
        </tbody>
      </HTMLTable>
    </div>
  );
}
