import { useEffect, useRef, useState } from 'react';

/** The state of one request a screen makes on mount. */
export type RequestState<T> = { status: 'loading' } | { status: 'done'; data: T } | { status: 'failed'; error: unknown };

/**
 * Runs `load` when `key` changes, aborting the previous run; `key` null skips. A page kept alive in a
 * hidden tab re-runs its effects when shown again: for the same key the data already shown is kept (no
 * reload, no loading state), so nothing the user typed on that page is lost.
 */
export function useRequest<T>(key: string | null, load: (signal: AbortSignal) => Promise<T>): RequestState<T> {
  const [state, setState] = useState<RequestState<T>>({ status: 'loading' });
  const loadedKey = useRef<string | null>(null);
  // biome-ignore lint/correctness/useExhaustiveDependencies: `load` is expected to be stable for a given key; the key decides when to load
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
  }, [key]);
  return state;
}
