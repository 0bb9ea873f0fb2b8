import '@blueprintjs/table/lib/css/table.css';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Button, Checkbox, Intent, Switch, Tag } from '@blueprintjs/core';
import { Cell, Column, RenderMode, Table } from '@blueprintjs/table';
import type { ResourceRow } from '@services/api/types/resource';
import { fitColumnWidths } from '@/lib/column-widths';
import { useElementWidth } from '@/components/use-element-width';
import '@/i18n/system-admin-namespace';

/** One column of a system table. */
export interface AdminColumn {
  key: string;
  label: string;
  width?: number;
  render: (row: ResourceRow, index: number) => ReactNode;
}

/** Tree rows: depth, and whether a row can open (and is open). */
export interface AdminTreeRows {
  depth: (index: number) => number;
  expandable: (index: number) => boolean;
  expanded: (index: number) => boolean;
  toggle: (index: number) => void;
  /** The row's name for its open / close button (default: the first column's text). */
  name?: (index: number) => string;
  /** Row index being loaded (lazy trees). */
  loading?: (index: number) => boolean;
}

export interface AdminTableProps {
  /** Accessible name of the table region. */
  label: string;
  rows: readonly ResourceRow[];
  rowKey: (row: ResourceRow) => string;
  columns: readonly AdminColumn[];
  /** Selected ids; omit for a table without a selection column. */
  selection?: readonly string[];
  onSelect?: (ids: string[]) => void;
  /** Number of the first row (index column); omit for no index column. */
  indexStart?: number;
  actions?: (row: ResourceRow, index: number) => ReactNode;
  actionsWidth?: number;
  tree?: AdminTreeRows;
  height?: number;
  busy?: boolean;
}

const text = (v: unknown) => (v === null || v === undefined ? '' : String(v));

/** A text cell. */
export const textOf = (field: string) => (row: ResourceRow) => text(row[field]);

/** The isSealed / yes-no value as a small switch that shows the state (read only in a table). */
export function SealedCell({ value, label }: { value: unknown; label: string }) {
  const { t } = useTranslation('systemAdmin');
  const on = Number(value) === 1;
  return (
    <span style={{ display: 'inline-flex', alignItems: 'center', gap: 6 }}>
      <Switch checked={on} disabled aria-label={label} style={{ margin: 0 }} />
      <Tag minimal intent={on ? Intent.WARNING : Intent.SUCCESS}>{t(on ? 'common.yes' : 'common.no')}</Tag>
    </span>
  );
}

/** A Blueprint table with an optional selection column, index column, tree indentation and row actions. */
export function AdminTable({ label, rows, rowKey, columns, selection, onSelect, indexStart, actions, actionsWidth = 180, tree, height = 420, busy }: AdminTableProps) {
  const { t } = useTranslation('systemAdmin');
  const [tableBox, tableWidth] = useElementWidth<HTMLDivElement>();
  const ids = rows.map(rowKey);
  const selected = selection ?? [];
  const all = ids.length > 0 && ids.every((id) => selected.includes(id));
  const toggle = (id: string) => onSelect?.(selected.includes(id) ? selected.filter((s) => s !== id) : [...selected, id]);
  const cell = (node: ReactNode) => (
    <Cell>
      <span style={{ display: 'flex', alignItems: 'center', height: '100%', whiteSpace: 'nowrap' }}>{node}</span>
    </Cell>
  );

  const cols: ReactNode[] = [];
  const widths: number[] = [];
  if (selection) {
    widths.push(44);
    cols.push(
      <Column
        key="select"
        name={t('table.selectAll')}
        nameRenderer={() => <Checkbox aria-label={t('table.selectAll')} checked={all} indeterminate={!all && selected.length > 0} onChange={() => onSelect?.(all ? [] : ids)} style={{ margin: 0 }} />}
        cellRenderer={(i) => cell(<Checkbox aria-label={t('table.selectRow', { index: i + 1 })} checked={selected.includes(ids[i] ?? '')} onChange={() => toggle(ids[i] ?? '')} style={{ margin: 0 }} />)}
      />,
    );
  }
  if (indexStart !== undefined) {
    widths.push(56);
    cols.push(<Column key="index" name={t('table.index')} cellRenderer={(i) => cell(indexStart + i)} />);
  }
  columns.forEach((c, ci) => {
    widths.push(c.width ?? 160);
    cols.push(
      <Column
        key={c.key}
        name={c.label}
        cellRenderer={(i) => {
          const row = rows[i];
          if (!row) return cell('');
          const content = c.render(row, i);
          if (!tree || ci !== 0) return cell(content);
          const depth = tree.depth(i);
          const open = tree.expanded(i);
          return cell(
            <span style={{ display: 'inline-flex', alignItems: 'center', paddingLeft: depth * 18 }}>
              {tree.expandable(i) ? (
                <Button
                  size="small"
                  variant="minimal"
                  icon={open ? 'caret-down' : 'caret-right'}
                  loading={tree.loading?.(i) ?? false}
                  aria-expanded={open}
                  aria-label={t(open ? 'table.collapse' : 'table.expand', { name: tree.name?.(i) ?? text(content) })}
                  onClick={() => tree.toggle(i)}
                />
              ) : (
                <span style={{ display: 'inline-block', width: 24 }} />
              )}
              {content}
            </span>,
          );
        }}
      />,
    );
  });
  if (actions) {
    widths.push(actionsWidth);
    cols.push(<Column key="actions" name={t('table.actions')} cellRenderer={(i) => cell(rows[i] ? actions(rows[i], i) : null)} />);
  }

  // Table lays its columns out once: new widths (the box resized) draw a new one.
  const fitted = fitColumnWidths(widths, tableWidth, actions ? [-1] : []);
  return (
    <div ref={tableBox} className="system-table" role="region" aria-label={label} aria-busy={busy ?? false} style={{ height: Math.min(height, 48 + rows.length * 30), position: 'relative' }}>
      <Table key={fitted.join()} numRows={rows.length} renderMode={RenderMode.NONE} cellRendererDependencies={[rows, selected, indexStart, tree, columns, actions, t]} enableRowHeader={false} defaultRowHeight={30} enableFocusedCell={false} columnWidths={fitted}>
        {cols as never}
      </Table>
    </div>
  );
}
