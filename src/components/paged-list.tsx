/**
 * A paged server list: the rows in a `DataTable`, a pager with the page size, and the loading, empty and failed
 * (with retry) states. It runs on the generic list machine (machines/resource/list.machine.ts) with the caller's
 * `load` as its page loader, so it pages, sorts, refreshes and retries like every other list, and keeps the rows
 * shown on screen (marked busy) while another page loads. The page, the size, the sort and the filters are written
 * into the address (`?current=&size=&ascs=|descs=` and the filters by name, each with `param` in front when a page
 * holds several lists), so a reload shows the same rows; new filters or a new `queryKey` start again at page 1.
 * Its pages are read through the console's cache under `queryKey` (docs/architecture.md §13): a write that
 * invalidates that key (or a prefix of it) makes the list load its shown page again.
 */
import { Button, Callout, Intent, Spinner } from '@blueprintjs/core';
import { useEffect, useMemo, useRef, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router-dom';
import { useFlowMachine } from './use-flow-machine';
import { fromPromise } from 'xstate';
import { resourceListMachine } from '@machines/resource/list.machine';
import { selectListView, selectSort } from '@machines/resource/list.selectors';
import type { Page } from '@services/http/envelope';
import { sortFromParams, sortParams } from '@services/api/resource-client';
import { DataTable, type DataColumn, type Row } from './data-table';
import { Pager } from './pager';
import { useAddressParams } from './use-address-params';
import { failureText } from '@/lib/display';
import { settle } from '@services/http/settle';
import { ColumnChooser, useHiddenColumns } from './column-chooser';
import { useListReader, useListRefresh } from './list-cache';
import type { RequestKey } from './use-request';
import './components.css';

export type ListFilters = Record<string, string>;
/** The page asked for, and the sorted column as BladeX `ascs` / `descs` (absent: unsorted). */
export type PageQuery = { current: number; size: number; ascs?: string; descs?: string };

export const PAGE_SIZES = [10, 20, 50] as const;

/** The non-empty values of the given names in the address (`param` in front of each name). */
export function addressFilters(params: URLSearchParams, names: readonly string[], param = ''): ListFilters {
  const out: ListFilters = {};
  for (const n of names) {
    const v = params.get(param + n);
    if (v) out[n] = v;
  }
  return out;
}

const positive = (v: string | null, fallback: number) => {
  const n = Number(v);
  return Number.isSafeInteger(n) && n > 0 ? n : fallback;
};

export function PagedList<R extends Row = Row>({
  label,
  columns,
  load,
  filters = {},
  queryKey,
  actions,
  param = '',
  sizes = PAGE_SIZES,
}: {
  label: string;
  /** A column with a sort field (its 4th entry) gets a sort button in its header. */
  columns: ReadonlyArray<DataColumn<R>>;
  load: (page: PageQuery, filters: ListFilters, signal: AbortSignal) => Promise<Page<R>>;
  /** The filters applied (empty values are dropped). */
  filters?: ListFilters;
  /**
   * What the rows depend on besides the page and the filters (the endpoint and the subject, e.g.
   * `['withdrawal-flows', accountId]`): the key of its pages in the cache. A new subject starts again at page 1.
   */
  queryKey: RequestKey;
  actions?: (row: R) => ReactNode;
  /** Put in front of the address parameters of this list. */
  param?: string;
  sizes?: readonly number[];
}) {
  const { t } = useTranslation();
  const [params] = useSearchParams();
  // columns the user hid, kept per user and list (by their labels)
  const [hidden, chooseColumns] = useHiddenColumns(`list.${param || label}`, []);
  const shownColumns = columns.filter((c) => !hidden.includes(c[0]));
  const applied = Object.fromEntries(Object.entries(filters).filter(([, v]) => v !== '')) as ListFilters;
  const listKey = JSON.stringify([applied, queryKey]);
  const read = useListReader(queryKey);
  // the caller's loader is read when a page loads (its closure changes as the screen renders)
  const loadRef = useRef(load);
  loadRef.current = load;
  const machine = useMemo(
    () =>
      resourceListMachine.provide({
        actors: {
          fetchPage: fromPromise(({ input, signal }) => {
            const { current, size, filters: f, sort } = input.query;
            return settle(
              signal,
              read(
                input.query,
                (querySignal) =>
                  loadRef.current({ current, size, ...sortParams(sort) }, f as ListFilters, querySignal) as Promise<Page<Row>>,
                signal,
              ),
            );
          }),
        },
      }),
    [read],
  );
  const startSort = sortFromParams(params, param);
  const [snap, send] = useFlowMachine(machine, {
    input: {
      resource: param || label,
      current: positive(params.get(`${param}current`), 1),
      size: positive(params.get(`${param}size`), sizes[0] ?? 10),
      sizes,
      filters: applied,
      ...(startSort ? { sort: startSort } : {}),
    },
  });
  // new filters or a new subject: page 1 again
  const seenKey = useRef(listKey);
  // biome-ignore lint/correctness/useExhaustiveDependencies: `listKey` stands for the filters and the reload key; `applied` is read when the key changes
  useEffect(() => {
    if (seenKey.current === listKey) return;
    seenKey.current = listKey;
    send({ type: 'list.search', filters: applied });
  }, [listKey, send]);

  // a write invalidated this list's key: load the shown page again
  useListRefresh(queryKey, snap.context.query, () => send({ type: 'list.refresh' }));

  const { current, size } = snap.context.query;
  const sort = selectSort(snap);
  // the address follows the list while its page is the one shown (a page kept in a hidden tab leaves it alone)
  const order = sortParams(sort);
  useAddressParams({
    [`${param}current`]: String(current),
    [`${param}size`]: String(size),
    [`${param}ascs`]: order.ascs ?? null,
    [`${param}descs`]: order.descs ?? null,
    ...Object.fromEntries(Object.entries(applied).map(([k, v]) => [param + k, v])),
  });

  if (selectListView(snap) === 'failed') {
    const why = failureText(snap.context.failure);
    return (
      <Callout intent={Intent.DANGER} title={t('kit.loadFailed')}>
        {why ? <p>{why}</p> : null}
        <Button text={t('kit.retry')} onClick={() => send({ type: 'list.retry' })} />
      </Callout>
    );
  }
  const page = snap.context.page as Page<R> | null;
  if (!page) return <Spinner size={24} aria-label={t('kit.loading')} />;
  const busy = snap.hasTag('busy');
  const pages = Math.max(1, Math.ceil(page.total / Math.max(1, page.size || size)));
  return (
    <div className="fc-list fc-stack" aria-busy={busy}>
      <div className="fc-list-tools">
        <ColumnChooser columns={columns.map((c) => ({ id: c[0], label: c[0] }))} hidden={hidden} defaults={[]} onChange={chooseColumns} />
      </div>
      <DataTable
        label={label}
        columns={shownColumns}
        rows={page.records}
        actions={actions}
        busy={busy}
        sort={sort}
        onSort={(field, order) => send({ type: 'list.sort', field, order })}
      />
      <Pager
        current={current}
        pages={pages}
        total={page.total}
        size={size}
        sizes={sizes}
        busy={busy}
        onPage={(n) => send({ type: 'list.page', current: n })}
        onSize={(n) => send({ type: 'list.size', size: n })}
      />
    </div>
  );
}
