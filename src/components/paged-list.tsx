/**
 * A paged server list: the rows in a `DataTable`, a pager with the page size, and the loading, empty and failed
 * (with retry) states. While another page loads, the rows shown stay on screen (marked busy). The page, the size
 * and the filters are written into the address (`?current=&size=` and the filters by name, each with `param` in
 * front when a page holds several lists), so a reload shows the same rows; new filters or a new `reloadKey` start
 * again at page 1. All data loading goes through `usePageRequest`.
 */
import { Button, Callout, Intent, Spinner } from '@blueprintjs/core';
import { useEffect, useRef, useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { useLocation, useSearchParams } from 'react-router-dom';
import type { Page } from '@services/http/envelope';
import { DataTable, type DataColumn, type Row } from './data-table';
import { Pager } from './pager';
import { failureText } from '@/lib/display';
import { useRequest, type RequestState } from './use-request';
import './components.css';

export type ListFilters = Record<string, string>;
export type PageQuery = { current: number; size: number };

export const PAGE_SIZES = [10, 20, 50] as const;

/** Loads one page of a list (the one place a list reads data). */
function usePageRequest<R>(key: string, load: (signal: AbortSignal) => Promise<Page<R>>): RequestState<Page<R>> {
  return useRequest(key, load);
}

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
  reloadKey = '',
  actions,
  param = '',
  sizes = PAGE_SIZES,
}: {
  label: string;
  columns: ReadonlyArray<DataColumn<R>>;
  load: (page: PageQuery, filters: ListFilters, signal: AbortSignal) => Promise<Page<R>>;
  /** The filters applied (empty values are dropped). */
  filters?: ListFilters;
  /** A change reloads from page 1 (after a change made elsewhere). */
  reloadKey?: string | number;
  actions?: (row: R) => ReactNode;
  /** Put in front of the address parameters of this list. */
  param?: string;
  sizes?: readonly number[];
}) {
  const { t } = useTranslation();
  const [params] = useSearchParams();
  const { pathname } = useLocation();
  const applied = Object.fromEntries(Object.entries(filters).filter(([, v]) => v !== '')) as ListFilters;
  const listKey = `${JSON.stringify(applied)}|${String(reloadKey)}`;
  const [paging, setPaging] = useState(() => ({
    key: listKey,
    current: positive(params.get(`${param}current`), 1),
    size: positive(params.get(`${param}size`), sizes[0] ?? 10),
  }));
  const current = paging.key === listKey ? paging.current : 1;
  const size = paging.size;
  const [retry, setRetry] = useState(0);
  const state = usePageRequest<R>(`${label}|${listKey}|${current}|${size}|${retry}`, (signal) => load({ current, size }, applied, signal));
  const shown = useRef<Page<R> | null>(null);
  if (state.status === 'done') shown.current = state.data;

  // the address follows the list while its page is the one shown (a page kept in a hidden tab leaves it alone)
  const addressKey = JSON.stringify([current, size, applied]);
  useEffect(() => {
    if (window.location.pathname !== pathname) return;
    const url = new URL(window.location.href);
    url.searchParams.set(`${param}current`, String(current));
    url.searchParams.set(`${param}size`, String(size));
    for (const [k, v] of Object.entries(applied)) url.searchParams.set(param + k, v);
    if (url.href !== window.location.href) window.history.replaceState(window.history.state, '', url);
    // `addressKey` stands for current, size and the filters
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [addressKey, pathname, param]);

  const go = (next: Partial<{ current: number; size: number }>) => setPaging({ key: listKey, current, size, ...next });

  if (state.status === 'failed') {
    const why = failureText(state.error);
    return (
      <Callout intent={Intent.DANGER} title={t('kit.loadFailed')}>
        {why ? <p>{why}</p> : null}
        <Button text={t('kit.retry')} onClick={() => setRetry((n) => n + 1)} />
      </Callout>
    );
  }
  const page = state.status === 'done' ? state.data : shown.current;
  if (!page) return <Spinner size={24} aria-label={t('kit.loading')} />;
  const busy = state.status === 'loading';
  const pages = Math.max(1, Math.ceil(page.total / Math.max(1, page.size || size)));
  return (
    <div className="fc-list fc-stack" aria-busy={busy}>
      <DataTable label={label} columns={columns} rows={page.records} actions={actions} busy={busy} />
      <Pager current={current} pages={pages} total={page.total} size={size} sizes={sizes} busy={busy} onPage={(n) => go({ current: n })} onSize={(n) => go({ size: n, current: 1 })} />
    </div>
  );
}
