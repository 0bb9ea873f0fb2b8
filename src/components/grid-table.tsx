/**
 * Blueprint's virtualised `Table` as an ARIA grid (docs/architecture.md §12: kept where virtualisation pays, the
 * generic list and the order lists). Blueprint draws its cells as loose positioned boxes, repeated over its four
 * quadrants (frozen columns and the header are drawn again on top of the body), with no table roles, and its
 * `Cell` takes no ARIA props. So:
 * - the table sits in a `role="grid"` box with `aria-rowcount` / `aria-colcount` (the header row counts as row 1);
 * - each header and cell content is wrapped in a `columnheader` / `gridcell` with its `aria-colindex`, and only the
 *   copy in the quadrant that shows it takes the role (headers: the top quadrant, or the top-left one for frozen
 *   columns; cells: the body quadrant, or the left one for frozen columns); the other copies stay plain;
 * - the rows are `role="row"` boxes with `aria-rowindex` that own their cells by id (`aria-owns`), since Blueprint
 *   has no row element.
 */
import { Classes } from '@blueprintjs/core';
import { Cell, Column, RenderMode, Table } from '@blueprintjs/table';
import { useId, type AriaAttributes, type ReactNode } from 'react';
import './components.css';

export interface GridColumn {
  key: string;
  name: string;
  /** The header's content (the name when absent). */
  header?: (name: string) => ReactNode;
  /** The column's sort order, for a sortable column. */
  sort?: AriaAttributes['aria-sort'];
  cell: (row: number) => ReactNode;
}

export interface GridTableProps {
  /** The grid's name. */
  label: string;
  numRows: number;
  columns: readonly GridColumn[];
  columnWidths?: number[];
  numFrozenColumns?: number;
  defaultRowHeight?: number;
  /** Values the cells are drawn from: the cells are drawn again when one changes. */
  cellRendererDependencies?: readonly unknown[];
  /** The grid's first row is this row of the whole list (a later page starts past 1). */
  firstRowIndex?: number;
  /** The whole list's row count when the grid shows one page of it. */
  totalRows?: number;
  busy?: boolean;
}

// the table's own class names (its package does not export them)
const NS = Classes.getClassNamespace();
const QUADRANT = `.${NS}-table-quadrant`;
/** The quadrant that shows a header or a cell of a frozen or a scrolling column. */
const OWNER = {
  columnheader: { frozen: `${NS}-table-quadrant-top-left`, scrolling: `${NS}-table-quadrant-top` },
  gridcell: { frozen: `${NS}-table-quadrant-left`, scrolling: `${NS}-table-quadrant-main` },
} as const;
const TRUNCATED_TEXT = `${NS}-table-truncated-text`;

/**
 * One header or cell content: takes its role only in the quadrant that owns it. The attributes are set on the
 * element as it is placed (its quadrant is known only then), without drawing the cell again.
 */
function GridPart({
  role,
  id,
  colIndex,
  frozen,
  sort,
  children,
}: {
  role: 'columnheader' | 'gridcell';
  id: string;
  colIndex: number;
  frozen: boolean;
  sort?: AriaAttributes['aria-sort'];
  children: ReactNode;
}) {
  const place = (el: HTMLDivElement | null) => {
    if (!el) return;
    const owner = !!el.closest(QUADRANT)?.classList.contains(OWNER[role][frozen ? 'frozen' : 'scrolling']);
    const attributes: Record<string, string | undefined> = owner ? { role, id, 'aria-colindex': String(colIndex), 'aria-sort': sort } : {};
    for (const name of ['role', 'id', 'aria-colindex', 'aria-sort']) {
      const value = attributes[name];
      if (value === undefined) el.removeAttribute(name);
      else el.setAttribute(name, value);
    }
  };
  return (
    <div ref={place} className="fc-grid-part">
      {children}
    </div>
  );
}

export function GridTable({
  label,
  numRows,
  columns,
  columnWidths,
  numFrozenColumns = 0,
  defaultRowHeight = 30,
  cellRendererDependencies,
  firstRowIndex = 1,
  totalRows,
  busy,
}: GridTableProps) {
  const base = `grid${useId().replace(/:/g, '')}`;
  const headerId = (c: number) => `${base}-h${c}`;
  const cellId = (r: number, c: number) => `${base}-r${r}c${c}`;
  const all = columns.map((_, c) => c);
  return (
    <div
      role="grid"
      aria-label={label}
      aria-rowcount={(totalRows ?? numRows) + 1}
      aria-colcount={columns.length}
      aria-busy={busy || undefined}
      className="fc-grid"
    >
      <div className="fc-grid-rows">
        {/* biome-ignore lint/a11y/useFocusableInteractive: rows are empty boxes that own their cells for screen readers; the focus goes to the controls inside the cells */}
        <div role="row" aria-rowindex={1} aria-owns={all.map(headerId).join(' ')} />
        {Array.from({ length: numRows }, (_, r) => (
          // biome-ignore lint/a11y/useFocusableInteractive: as above, a row takes no focus
          // biome-ignore lint/suspicious/noArrayIndexKey: rows are positions in the shown page (aria-rowindex), not records
          <div key={r} role="row" aria-rowindex={firstRowIndex + r + 1} aria-owns={all.map((c) => cellId(r, c)).join(' ')} />
        ))}
      </div>
      <Table
        numRows={numRows}
        renderMode={RenderMode.NONE}
        enableRowHeader={false}
        enableFocusedCell={false}
        defaultRowHeight={defaultRowHeight}
        {...(cellRendererDependencies ? { cellRendererDependencies: [...cellRendererDependencies] } : {})}
        {...(columnWidths ? { columnWidths } : {})}
        numFrozenColumns={numFrozenColumns}
      >
        {columns.map((col, c) => (
          <Column
            key={col.key}
            name={col.name}
            nameRenderer={(name) => (
              <GridPart role="columnheader" id={headerId(c)} colIndex={c + 1} frozen={c < numFrozenColumns} sort={col.sort}>
                {col.header ? col.header(name) : <div className={TRUNCATED_TEXT}>{name}</div>}
              </GridPart>
            )}
            cellRenderer={(r) => (
              <Cell>
                <GridPart role="gridcell" id={cellId(r, c)} colIndex={c + 1} frozen={c < numFrozenColumns}>
                  {col.cell(r)}
                </GridPart>
              </Cell>
            )}
          />
        ))}
      </Table>
    </div>
  );
}
