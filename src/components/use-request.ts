import { keepPreviousData, useQuery, useQueryClient } from '@tanstack/react-query';
import { useMemo, useRef } from 'react';
import { scopedKey, useCacheScope } from './query-client';

/** The state of one read a screen makes. */
export type RequestState<T> = { status: 'loading' } | { status: 'done'; data: T } | { status: 'failed'; error: unknown };

/**
 * What a read depends on, most general part first (`['orders', page]`); two reads with equal keys are the same
 * read, and invalidating a prefix (`['orders']`) refreshes every read under it. The session's scope is added.
 */
export type RequestKey = readonly unknown[];

/** How a read shows a change of key: `keepPrevious` keeps the last answer on screen while the next loads (pages). */
export interface RequestOptions {
  keepPrevious?: boolean;
}

const IDLE_KEY = ['request.idle'] as const;

/**
 * Reads through the console's cache (docs/architecture.md §13): `load` runs when no fresh answer for `key` is
 * cached, once for every reader of the key, and is cancelled when nobody needs it any more; `key` null reads
 * nothing and shows nothing. A page kept alive in a hidden tab keeps its answer when shown again, so nothing the
 * user typed on it is lost.
 */
export function useRequest<T>(
  key: RequestKey | null,
  load: (signal: AbortSignal) => Promise<T>,
  options: RequestOptions = {},
): RequestState<T> {
  const scope = useCacheScope();
  const query = useQuery<T>({
    queryKey: key === null ? IDLE_KEY : scopedKey(key, scope),
    queryFn: ({ signal }) => load(signal),
    enabled: key !== null,
    ...(options.keepPrevious && key !== null ? { placeholderData: keepPreviousData } : {}),
  });
  if (key === null) return { status: 'loading' };
  if (query.status === 'error') return { status: 'failed', error: query.error };
  if (query.data !== undefined || query.status === 'success') return { status: 'done', data: query.data as T };
  return { status: 'loading' };
}

/**
 * Reads through the same cache from an event or a binding rather than a render (a tree row opening, a machine's
 * load): `read(key, load)` resolves with the cached answer while it is fresh, else loads it once for every asker.
 * `cancel(key)` stops the reads under a key that nobody waits for any more.
 */
export function useFetchRead(): {
  read: <T>(key: RequestKey, load: (signal: AbortSignal) => Promise<T>) => Promise<T>;
  cancel: (key: RequestKey) => void;
} {
  const client = useQueryClient();
  const scope = useCacheScope();
  // read when a load runs (the scope changes as the session does)
  const current = useRef(scope);
  current.current = scope;
  return useMemo(
    () => ({
      read: <T>(key: RequestKey, load: (signal: AbortSignal) => Promise<T>) =>
        client.fetchQuery({ queryKey: scopedKey(key, current.current), queryFn: ({ signal }) => load(signal) }),
      cancel: (key: RequestKey) => void client.cancelQueries({ queryKey: key }),
    }),
    [client],
  );
}
