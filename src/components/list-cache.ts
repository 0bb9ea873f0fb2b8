/**
 * A list machine's pages read through the console's cache (docs/architecture.md §13): the machine stays pure,
 * its `fetchPage` calls the reader, and a write that invalidates the list's key makes it load its shown page again.
 */
import { useCallback, useEffect, useRef } from 'react';
import { CancelledError, isCancelledError, matchQuery, skipToken, useQuery, useQueryClient, type QueryKey } from '@tanstack/react-query';
import type { ResourceQuery } from '@services/api/types/resource';
import { sortParams } from '@services/api/resource-client';
import { scopedKey, useCacheScope } from './query-client';
import type { RequestKey } from './use-request';

/** The key a generic list of a registry family is refreshed by (`ResourceListPage`). */
export const resourceListKey = (family: string): RequestKey => [family, 'list'];

/** The cache key of one page of a list: its key, the page asked for and the filters, and the session's scope. */
function pageKey(queryKey: RequestKey, query: ResourceQuery, scope: string): QueryKey {
  const { current, size, filters, sort } = query;
  return scopedKey([...queryKey, { current, size, ...sortParams(sort) }, filters], scope);
}

/** How often a page read the cache gave up (its last observer left) is asked for again. */
const READ_AGAIN = 2;

/**
 * Reads a page of the list keyed `queryKey` through the cache, once for every reader of the same page. `freshMs`
 * overrides how long a page counts as fresh (0: a list whose machine refreshes after its own writes). The cache drops
 * a read whose last observer left (a kept-alive tab hidden while its page loads); while the machine still waits for
 * the page (its `waiting` signal not aborted), the read is made again rather than shown as a failure. A machine that
 * stopped (its page really gone) asks nothing more.
 */
export function useListReader(
  queryKey: RequestKey,
  freshMs?: number,
): <P>(query: ResourceQuery, load: (signal: AbortSignal) => Promise<P>, waiting: AbortSignal) => Promise<P> {
  const client = useQueryClient();
  const scope = useCacheScope();
  // read when a page loads (the key's closure changes as the screen renders)
  const current = useRef({ queryKey, scope });
  current.current = { queryKey, scope };
  return useCallback(
    async <P>(query: ResourceQuery, load: (signal: AbortSignal) => Promise<P>, waiting: AbortSignal) => {
      const fetchPage = async () => {
        const queryKey = pageKey(current.current.queryKey, query, current.current.scope);
        const before = client.getQueryState<P>(queryKey);
        const page = await client.fetchQuery({
          queryKey,
          queryFn: ({ signal }) => load(signal),
          ...(freshMs !== undefined ? { staleTime: freshMs } : {}),
        });
        // a read given up while an older page was cached answers with that older page (the cache reverts to it):
        // when the cached page was out of date (a write invalidated it), that is a read given up, not an answer
        const after = client.getQueryState<P>(queryKey);
        if (before?.isInvalidated && after?.isInvalidated && after.dataUpdatedAt === before.dataUpdatedAt) throw new CancelledError();
        return page;
      };
      for (let again = 0; ; again += 1) {
        try {
          return await fetchPage();
        } catch (e) {
          if (!isCancelledError(e) || waiting.aborted || again >= READ_AGAIN) throw e;
        }
      }
    },
    [client, freshMs],
  );
}

/**
 * Keeps the shown page in the cache while it is shown, and calls `refresh` (once per invalidation, however many of
 * the list's pages it hit) when a write invalidates `queryKey` or a prefix of it.
 */
export function useListRefresh(queryKey: RequestKey, shown: ResourceQuery, refresh: () => void): void {
  const client = useQueryClient();
  const scope = useCacheScope();
  // the machine, not this observer, loads the page
  useQuery({ queryKey: pageKey(queryKey, shown, scope), queryFn: skipToken });
  const current = useRef({ queryKey, refresh });
  current.current = { queryKey, refresh };
  useEffect(() => {
    let pending = false;
    return client.getQueryCache().subscribe((e) => {
      if (e.type !== 'updated' || e.action.type !== 'invalidate' || pending) return;
      if (!matchQuery({ queryKey: current.current.queryKey }, e.query)) return;
      pending = true;
      queueMicrotask(() => {
        pending = false;
        current.current.refresh();
      });
    });
  }, [client]);
}
