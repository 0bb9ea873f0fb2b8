import { useEffect, useRef, useState } from 'react';

/** The state of one request a screen makes on mount. */
export type RequestState<T> = { status: 'loading' } | { status: 'done'; data: T } | { status: 'failed'; error: unknown };

/** What a request depends on; two requests with equal keys are the same request. */
export type RequestKey = readonly unknown[];

/** How a request shows a change of key: `keepPrevious` keeps the last data on screen while the next loads. */
export interface RequestOptions {
  keepPrevious?: boolean;
}

/**
 * Runs `load` when `key` changes, aborting the previous run; `key` null skips. A page kept alive in a
 * hidden tab re-runs its effects when shown again: for the same key the data already shown is kept (no
 * reload, no loading state), so nothing the user typed on that page is lost.
 */
export function useRequest<T>(requestKey: RequestKey | string | null, load: (signal: AbortSignal) => Promise<T>, _options?: RequestOptions): RequestState<T> {
  const key = requestKey === null || typeof requestKey === 'string' ? requestKey : JSON.stringify(requestKey);
  const [state, setState] = useState<RequestState<T>>({ status: 'loading' });
  const loadedKey = useRef<string | null>(null);
  useEffect(() => {
    if (key === null) return;
    if (loadedKey.current === key) return;
    const ac = new AbortController();
    setState({ status: 'loading' });
    load(ac.signal).then(
      (data) => {
        if (ac.signal.aborted) return;
        loadedKey.current = key;
        setState({ status: 'done', data });
      },
      (error: unknown) => !ac.signal.aborted && setState({ status: 'failed', error }),
    );
    return () => ac.abort();
    // `load` is expected to be stable for a given key.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [key]);
  return state;
}
