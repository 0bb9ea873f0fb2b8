/**
 * The bench's reference app (`npm run bench`, scripts/bench-reference.mjs): what the console's figures are set
 * against in the same run and the same browser.
 * - `/table?size=N`: a bare Blueprint `Table` of the N rows the console's API log list (/monitor/log/api) shows on
 *   its first page, with that list's columns (registry `log-api`), fetched as JSON from `rows?size=N`;
 * - `/` and `/other`: two routes, each a heading, for a bare route change.
 */
import '@blueprintjs/core/lib/css/blueprint.css';
import '@blueprintjs/table/lib/css/table.css';
import { Cell, Column, RenderMode, Table } from '@blueprintjs/table';
import { StrictMode, useEffect, useState } from 'react';
import { createRoot } from 'react-dom/client';
import { createBrowserRouter, Link, Outlet, RouterProvider, useSearchParams } from 'react-router-dom';

type Row = Readonly<Record<string, unknown>>;

/** The API log list's columns (services/resources/definitions/system.ts, `log-api`): field, zh label, width. */
const COLUMNS: ReadonlyArray<readonly [field: string, label: string, width: number]> = [
  ['serviceId', '服务名', 160],
  ['serverHost', '服务器', 160],
  ['env', '环境', 80],
  ['title', '标题', 160],
  ['method', '请求方法', 80],
  ['requestUri', '请求地址', 160],
  ['time', '耗时（毫秒）', 90],
  ['createTime', '创建时间', 170],
];
const WIDTHS = COLUMNS.map(([, , width]) => width);
/** As the console's list: 30 px rows in a 440 px box (the table draws the rows in view). */
const ROW_HEIGHT = 30;
const TABLE_HEIGHT = 440;

/** A cell's text as the console's list shows it: text as is, a date as `yyyy-MM-dd HH:mm:ss`. */
function cellText(field: string, value: unknown): string {
  if (value === null || value === undefined) return '';
  return field === 'createTime' ? String(value).slice(0, 19).replace('T', ' ') : String(value);
}

function RowsTable({ size }: { size: number }) {
  const [rows, setRows] = useState<readonly Row[] | null>(null);
  useEffect(() => {
    const abort = new AbortController();
    fetch(`${import.meta.env.BASE_URL}rows?size=${size}`, { cache: 'no-store', signal: abort.signal })
      .then((res) => res.json() as Promise<Row[]>)
      .then(setRows)
      .catch(() => undefined);
    return () => abort.abort();
  }, [size]);
  return (
    <div
      className="reference-table"
      role="region"
      aria-label="接口日志"
      aria-busy={rows === null}
      data-size={size}
      style={{ height: TABLE_HEIGHT }}
    >
      {rows && (
        <Table
          numRows={rows.length}
          renderMode={RenderMode.NONE}
          enableRowHeader={false}
          enableFocusedCell={false}
          defaultRowHeight={ROW_HEIGHT}
          columnWidths={WIDTHS}
        >
          {COLUMNS.map(([field, label]) => (
            <Column key={field} name={label} cellRenderer={(r) => <Cell>{cellText(field, rows[r]?.[field])}</Cell>} />
          ))}
        </Table>
      )}
    </div>
  );
}

function TablePage() {
  const [params] = useSearchParams();
  const size = Number(params.get('size') ?? 10);
  // a new page size is a new list: its own fetch and table, as the console's list loads the new page
  return <RowsTable key={size} size={size} />;
}

function Shell() {
  return (
    <>
      <nav aria-label="导航">
        <Link to="/">首页</Link> <Link to="/other">用户管理</Link> <Link to="/table?size=10">接口日志</Link>
      </nav>
      <main>
        <Outlet />
      </main>
    </>
  );
}

const router = createBrowserRouter(
  [
    {
      path: '/',
      element: <Shell />,
      children: [
        { index: true, element: <h1>欢迎使用</h1> },
        { path: 'other', element: <h1>用户管理</h1> },
        { path: 'table', element: <TablePage /> },
      ],
    },
  ],
  { basename: import.meta.env.BASE_URL.replace(/\/$/, '') },
);

createRoot(document.getElementById('root')!).render(
  <StrictMode>
    <RouterProvider router={router} />
  </StrictMode>,
);
