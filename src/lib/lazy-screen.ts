import { lazy, type ComponentType, type LazyExoticComponent } from 'react';

/** Loads a screen module once and remembers it, so prefetching and rendering share one load. */
export interface ScreenModule<M> {
  (): Promise<M>;
  /** The module, when it has finished loading. */
  loaded(): M | undefined;
}

export function screenModule<M>(load: () => Promise<M>): ScreenModule<M> {
  let module: M | undefined;
  let pending: Promise<M> | null = null;
  const get = () =>
    (pending ??= load().then(
      (m) => (module = m),
      (e: unknown) => {
        pending = null; // a failed chunk load may be retried by the next navigation
        throw e;
      },
    ));
  return Object.assign(get, { loaded: () => module });
}

/**
 * A lazily loaded screen: one named export of a screen module. When the module is already loaded (prefetched, or
 * opened before), the screen renders at once: React.lazy accepts an already-settled thenable, so no fallback is
 * shown and React does not hold the reveal back.
 */
// eslint-disable-next-line @typescript-eslint/no-explicit-any -- any props: each screen keeps its own prop types
type AnyComponent = ComponentType<any>;

export function lazyScreen<M, K extends keyof M>(module: ScreenModule<M>, name: K): LazyExoticComponent<M[K] & AnyComponent> {
  type Loaded = { default: M[K] & AnyComponent };
  const pick = (m: M): Loaded => ({ default: m[name] as M[K] & AnyComponent });
  return lazy(() => {
    const ready = module.loaded();
    if (ready) return { then: (resolve: (value: Loaded) => void) => resolve(pick(ready)) } as unknown as Promise<Loaded>;
    return module().then(pick);
  });
}
