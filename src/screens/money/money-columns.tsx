/** The column sets of the money lists: each column names a field, its label key and how its value shows. */
import '@/i18n/money-namespace';
import type { ReactNode } from 'react';
import { STATUS_TABLES, type StatusFlow } from '@services/api/money/status';
import { codeTable } from '@services/api/status-info';
import type { DataColumn, Row } from '@/components/data-table';
import { StatusTag } from '@/components/status-tag';
import { displayFen } from '@/lib/money';
import { displayText } from '@/lib/display';
import { maskBankCard } from '@/lib/mask';

export type { Row };

export interface MoneyColumn {
  field: string;
  /** i18n key (money namespace). */
  label: string;
  kind?: 'text' | 'money' | 'card' | 'status' | 'enum';
  flow?: StatusFlow;
  /** For kind 'enum': i18n object key of the labels. */
  labels?: string;
}

export function cellOf(c: MoneyColumn, row: Row, t: (k: string) => string): ReactNode {
  const v = row[c.field];
  switch (c.kind) {
    case 'money':
      return displayFen(v);
    case 'card':
      return maskBankCard(displayText(v));
    case 'status':
      return <StatusTag table={codeTable(STATUS_TABLES[c.flow!])} code={v} />;
    case 'enum':
      return v === undefined || v === null || v === '' ? '' : t(`${c.labels}.${displayText(v)}`);
    default:
      return displayText(v);
  }
}

/** The columns of a `DataTable` / `PagedList` (t of the money namespace). */
export function moneyColumns(columns: readonly MoneyColumn[], t: (k: string) => string): Array<DataColumn<Row>> {
  return columns.map(
    (c): DataColumn<Row> => (c.kind === 'money' ? [t(c.label), (r) => cellOf(c, r, t), 'money'] : [t(c.label), (r) => cellOf(c, r, t)]),
  );
}
