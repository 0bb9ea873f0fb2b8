/**
 * A semantic table of rows: named by `label` (and an optional visible caption), column headers `<th scope="col">`,
 * money columns right-aligned in tabular figures, and the row actions in a last column kept in view (sticky right)
 * when the table scrolls sideways. No rows: the empty state instead.
 */
import { HTMLTable, NonIdealState } from '@blueprintjs/core';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { displayText } from '@/lib/display';
import './components.css';

export type Row = Record<string, unknown>;

/** A column: its header text, its cell, and 'money' for an amount. */
export type DataColumn<R = Row> = readonly [label: string, cell: (row: R) => ReactNode, kind?: 'money'];

export function DataTable<R extends Row = Row>({ label, caption, columns, rows, actions, busy, interactive }: {
  label: string;
  caption?: ReactNode;
  columns: ReadonlyArray<DataColumn<R>>;
  rows: readonly R[];
  /** The actions of a row (its last cell). */
  actions?: (row: R) => ReactNode;
  busy?: boolean;
  interactive?: boolean;
}) {
  const { t } = useTranslation();
  if (rows.length === 0) return <NonIdealState icon="inbox" title={t('kit.empty')} />;
  return (
    <div className="fc-table-scroll">
      <HTMLTable aria-label={label} aria-busy={busy || undefined} compact striped interactive={interactive} className="fc-table">
        {caption ? <caption>{caption}</caption> : null}
        <thead>
          <tr>
            {columns.map(([l, , kind]) => (
              <th key={l} scope="col" className={kind === 'money' ? 'fc-money' : undefined}>
                {l}
              </th>
            ))}
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
