import { useEffect, useState } from 'react';

/** The state of one request a screen makes on mount. */
export type RequestState<T> = { status: 'loading' } | { status: 'done'; data: T } | { status: 'failed'; error: unknown };

/** Runs `load` when `key` changes, aborting the previous run; `key` null skips. */
export function useRequest<T>(key: string | null, load: (signal: AbortSignal) => Promise<T>): RequestState<T> {
  const [state, setState] = useState<RequestState<T>>({ status: 'loading' });
  useEffect(() => {
    if (key === null) return;
    const ac = new AbortController();
    setState({ status: 'loading' });
    load(ac.signal).then(
      (data) => !ac.signal.aborted && setState({ status: 'done', data }),
      (error: unknown) => !ac.signal.aborted && setState({ status: 'failed', error }),
    );
    return () => ac.abort();
    // `load` is expected to be stable for a given key.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [key]);
  return state;
}
