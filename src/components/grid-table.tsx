/**
 * Blueprint's virtualised `Table` as an ARIA grid (docs/architecture.md §12: kept where virtualisation pays, the
 * generic list and the order lists). Blueprint draws its cells as loose positioned boxes, repeated over its four
 * quadrants (frozen columns and the header are drawn again on top of the body), with no table roles, and its
 * `Cell` takes no ARIA props. So:
 * - the grid is a box of rows laid over the table (`role="grid"`, `aria-rowcount` / `aria-colcount`, the header row
 *   counting as row 1), so that its children are rows only: Blueprint's own boxes stay outside it, and each cell is
 *   in the grid through its row;
 * - each header and cell content is wrapped in a `columnheader` / `gridcell` with its `aria-colindex`, and only the
 *   copy in the quadrant that shows it takes the role (headers: the top quadrant, or the top-left one for frozen
 *   columns; cells: the body quadrant, or the left one for frozen columns); the other copies stay plain;
 * - the rows are `role="row"` boxes with `aria-rowindex` that own their cells by id (`aria-owns`), since Blueprint
 *   has no row element; only the cells drawn (Blueprint draws the rows in view), and a row with none drawn is hidden;
 * - Blueprint's table box is not a focus stop of its own (the grid's cells and their controls are the stops);
 * - every column is at least as wide as its header needs in the current language (`src/lib/column-widths.ts`), so no
 *   header is cut; widths already wide enough stay. A table fitted to its box (`fitWidth`) stays within it: the
 *   room comes from the other columns, and only a box too narrow for all the headers still cuts some.
 */
import { Classes } from '@blueprintjs/core';
import { Cell, Column, RenderMode, Table } from '@blueprintjs/table';
import { useId, useLayoutEffect, useMemo, useRef, type AriaAttributes, type ReactNode } from 'react';
import { headerWidth, widenToHeaders } from '@/lib/column-widths';
import './components.css';

export interface GridColumn {
  key: string;
  name: string;
  /** The header's content (the name when absent). */
  header?: (name: string) => ReactNode;
  /** The column's sort order, for a sortable column. */
  sort?: AriaAttributes['aria-sort'];
  /** Amounts and counts: right-aligned with figures of one width, so digits line up down the column. */
  numeric?: boolean;
  /**
   * The column is as wide as its content needs (a checkbox, the row number, the action buttons): it gives no room
   * to another column's header in a table fitted to its box (`fitWidth`).
   */
  fixed?: boolean;
  cell: (row: number) => ReactNode;
}

export interface GridTableProps {
  /** The grid's name. */
  label: string;
  numRows: number;
  columns: readonly GridColumn[];
  /** The columns' widths (Blueprint's 150 px when absent); a column narrower than its header is widened. */
  columnWidths?: number[];
  /**
   * The width the columns were fitted to (the table's box): a header's room is then taken from the other columns'
   * room beyond their own headers, so the table stays within the box.
   */
  fitWidth?: number;
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
/** Blueprint's width of a column not given one. */
const DEFAULT_WIDTH = 150;

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
  numeric,
  children,
}: {
  role: 'columnheader' | 'gridcell';
  id: string;
  colIndex: number;
  frozen: boolean;
  sort?: AriaAttributes['aria-sort'];
  numeric?: boolean;
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
    <div ref={place} className={numeric ? 'fc-grid-part fc-grid-num' : 'fc-grid-part'}>
      {children}
    </div>
  );
}

export function GridTable({
  label,
  numRows,
  columns,
  columnWidths,
  fitWidth = 0,
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
  const grid = useRef<HTMLDivElement>(null);
  // a header's text is its name unless the column draws its own header (a checkbox); a sortable one shows the
  // kit's sort button, text and icon
  const needs = columns.map((col) => (col.header && !col.sort ? 0 : headerWidth(col.name, !!col.sort)));
  const given = columnWidths ?? columns.map(() => DEFAULT_WIDTH);
  const fixed = columns.flatMap((col, c) => (col.fixed ? [c] : []));
  const widthsKey = JSON.stringify([given, needs, fitWidth, fixed]);
  // biome-ignore lint/correctness/useExhaustiveDependencies: the widths change only when what they are made of does (its key)
  const widths = useMemo(() => widenToHeaders(given, needs, fitWidth, fixed), [widthsKey]);
  // Blueprint's table box takes the focus (tabindex 0) for its own cell keys, which these grids leave off: the box
  // is not a stop of its own (the browser still lets the keyboard scroll its body)
  useLayoutEffect(() => {
    grid.current?.querySelector('.bp6-table-container[tabindex]')?.removeAttribute('tabindex');
  });
  // Blueprint draws only the rows in view: a row owns the cells that are drawn, and a row with none is left out of
  // the accessibility tree until they are (scrolling draws them); `aria-rowindex` keeps each row's place in the list
  useLayoutEffect(() => {
    const root = grid.current;
    if (!root) return;
    const sync = () => {
      for (const row of root.querySelectorAll<HTMLElement>('.fc-grid-rows > [role=row]')) {
        const drawn = (row.dataset.cells ?? '').split(' ').filter((id) => id && root.ownerDocument.getElementById(id));
        if (drawn.length > 0) row.setAttribute('aria-owns', drawn.join(' '));
        else row.removeAttribute('aria-owns');
        row.hidden = drawn.length === 0;
      }
    };
    sync();
    // at once when Blueprint draws or drops cells, so no moment shows a cell without its row
    const observer = new MutationObserver(sync);
    observer.observe(root, { childList: true, subtree: true });
    return () => observer.disconnect();
  });
  return (
    <div ref={grid} className="fc-grid">
      <div
        role="grid"
        aria-label={label}
        aria-rowcount={(totalRows ?? numRows) + 1}
        aria-colcount={columns.length}
        aria-busy={busy || undefined}
        className="fc-grid-rows"
      >
        {/* biome-ignore lint/a11y/useFocusableInteractive: rows are empty boxes that own their cells for screen readers; the focus goes to the controls inside the cells */}
        <div role="row" aria-rowindex={1} data-cells={all.map(headerId).join(' ')} />
        {Array.from({ length: numRows }, (_, r) => (
          // biome-ignore lint/a11y/useFocusableInteractive: as above, a row takes no focus
          // biome-ignore lint/suspicious/noArrayIndexKey: rows are positions in the shown page (aria-rowindex), not records
          <div key={r} role="row" aria-rowindex={firstRowIndex + r + 1} data-cells={all.map((c) => cellId(r, c)).join(' ')} />
        ))}
      </div>
      {/* Blueprint keeps the widths it laid out when the headers' language changes: another language's headers draw
          a new table (new rows keep the table, and the focus and scroll in it) */}
      <Table
        key={needs.join()}
        numRows={numRows}
        renderMode={RenderMode.NONE}
        enableRowHeader={false}
        enableFocusedCell={false}
        defaultRowHeight={defaultRowHeight}
        {...(cellRendererDependencies ? { cellRendererDependencies: [...cellRendererDependencies] } : {})}
        columnWidths={widths}
        numFrozenColumns={numFrozenColumns}
      >
        {columns.map((col, c) => (
          <Column
            key={col.key}
            name={col.name}
            nameRenderer={(name) => (
              <GridPart
                role="columnheader"
                id={headerId(c)}
                colIndex={c + 1}
                frozen={c < numFrozenColumns}
                sort={col.sort}
                numeric={col.numeric}
              >
                {col.header ? col.header(name) : <div className={TRUNCATED_TEXT}>{name}</div>}
              </GridPart>
            )}
            cellRenderer={(r) => (
              <Cell>
                <GridPart role="gridcell" id={cellId(r, c)} colIndex={c + 1} frozen={c < numFrozenColumns} numeric={col.numeric}>
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
