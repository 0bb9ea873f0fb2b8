/**
 * A family's registry columns as the kit's table columns (docs/architecture.md §12): a feature screen on `PagedList`
 * or `DataTable` takes its labels, order and value formats from its definition and overrides only the cells that
 * differ (a link, a status tag, a masked number), so the generic list and the feature screen show the same columns.
 */
import type { ReactNode } from 'react';
import { refNameField } from '@services/resources/define';
import type { ColumnDefinition, ResourceDefinition, SearchFieldDefinition } from '@services/resources/types';
import type { DataColumn, Row } from '@/components/data-table';
import { formatFen } from '@/lib/money';
import { bodyWidth, headerWidth, type ColumnFit } from '@/lib/column-widths';
import { formatDateTime } from '@/lib/intl';

/** i18next's `t` (any namespace): a key and the text shown when the key is missing. */
type Translate = (key: string, options: { defaultValue: string }) => string;

/**
 * What a cell of `row` shows for a column kind. A reference shows the name the backend sends beside the id
 * (fleetId → fleetName), the id only when there is none, and nothing for 0 (no parent).
 */
export function formatCell(
  col: ColumnDefinition,
  row: Readonly<Record<string, unknown>>,
  t: (key: string, o: { defaultValue?: string }) => string,
): string {
  const value = row[col.field];
  if (value === null || value === undefined || value === '') return '';
  if (col.unlimitedAt !== undefined && Number(value) === col.unlimitedAt) return t('resourceUi:unlimited', {});
  switch (col.kind) {
    case 'ref': {
      const name = row[refNameField(col.field)];
      if (name !== null && name !== undefined && name !== '') return String(name);
      // BladeX's "none" (a top-level row's parent is 0)
      return String(value) === '0' || String(value) === '-1' ? '' : String(value);
    }
    case 'money': {
      const n = typeof value === 'number' ? value : Number(value);
      return Number.isInteger(n) ? formatFen(n) : String(value);
    }
    case 'date':
      return formatDateTime(value);
    case 'enum':
      return t(`${col.enumKey}.${String(value)}`, { defaultValue: String(value) });
    case 'boolean':
      return t(value === true || value === 1 || value === '1' ? 'resourceUi:bool.yes' : 'resourceUi:bool.no', {});
    default:
      return String(value);
  }
}

/** The widest a column grows to show its longest text before it cuts it. */
const WIDEST = 320;

/**
 * How wide a column of the generic list asks to be (`fitToContent`), from its header and the texts of the rows
 * shown (`texts`; null when the screen draws the cells itself, and the definition's width stands). Money, dates,
 * statuses and short codes (a phone, a number) show whole; names and long texts may be cut, never below their
 * header, and share the room left over.
 */
export function columnFit(col: ColumnDefinition, header: string, texts: readonly string[] | null): ColumnFit {
  const head = headerWidth(header, col.sortable);
  if (!texts) return { natural: Math.max(head, col.width ?? 160), min: head, grow: true };
  const natural = Math.max(head, bodyWidth(texts, 64, WIDEST));
  const cuttable = (col.kind === 'text' || col.kind === 'ref') && texts.some((x) => x.length > 20 || /[\u2e80-\uffef]/.test(x));
  return cuttable ? { natural, min: Math.min(natural, Math.max(head, 96)), grow: true } : { natural, min: natural };
}

export interface DefinitionColumnsOptions<R extends Row> {
  /** The fields shown, in the definition's order (default: its visible columns). */
  only?: readonly string[];
  /** Cells of named columns the screen draws its own way. */
  cells?: Readonly<Record<string, (row: R) => ReactNode>>;
}

/** The definition's columns for `PagedList` / `DataTable`: its labels (through `t`), money right-aligned. */
export function definitionColumns<R extends Row = Row>(
  def: ResourceDefinition,
  t: Translate,
  { only, cells = {} }: DefinitionColumnsOptions<R> = {},
): Array<DataColumn<R>> {
  const shown = only ? def.columns.filter((c) => only.includes(c.field)) : def.columns.filter((c) => !c.hidden);
  return shown.map((c): DataColumn<R> => {
    const own = cells[c.field];
    const cell = own ?? ((r: R) => formatCell(c, r, (k, o) => t(k, { defaultValue: o.defaultValue ?? '' })));
    const label = t(c.labelKey, { defaultValue: c.field });
    return c.kind === 'money' ? [label, cell, 'money'] : [label, cell];
  });
}

/** The search fields of a definition by name (the definition's order), with their labels through `t`. */
export function definitionSearch(
  def: ResourceDefinition,
  t: Translate,
  only?: readonly string[],
): Array<SearchFieldDefinition & { label: string }> {
  return def.searchFields
    .filter((f) => !only || only.includes(f.field))
    .map((f) => ({ ...f, label: t(f.labelKey, { defaultValue: f.field }) }));
}
