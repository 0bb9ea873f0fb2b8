/**
 * The one way screens are loaded on demand (docs/architecture.md "Routes"): a screen module is loaded once
 * (`screenModule`) and its screens render through React.lazy (`lazyScreen`, or `screensOf` for several of one
 * module), or through react-router's route `lazy` (`routeComponent`) for the pages outside the main layout. A load
 * that takes longer than the chunk load time-out fails (and is tried again on the next visit).
 */
import { lazy as reactLazy, type ComponentType, type LazyExoticComponent } from 'react';
import { CHUNK_LOAD_TIMEOUT_MS } from './layout-constants';

/** A screen chunk that did not load within the chunk load time-out (spec 000 §9: 120 s). */
export class ChunkLoadTimeout extends Error {
  constructor(ms: number) {
    super(`screen chunk not loaded within ${ms / 1000} s`);
    this.name = 'ChunkLoadTimeout';
  }
}

/** The load, failed with ChunkLoadTimeout when it takes longer than `ms`. */
export function withChunkTimeout<M>(load: Promise<M>, ms = CHUNK_LOAD_TIMEOUT_MS): Promise<M> {
  let timer: ReturnType<typeof setTimeout> | undefined;
  const late = new Promise<never>((_, reject) => {
    timer = setTimeout(() => reject(new ChunkLoadTimeout(ms)), ms);
  });
  return Promise.race([load, late]).finally(() => clearTimeout(timer));
}

/** Loads a screen module once and remembers it, so prefetching and rendering share one load. */
export interface ScreenModule<M> {
  (): Promise<M>;
  /** The module, when it has finished loading. */
  loaded(): M | undefined;
}

export function screenModule<M>(load: () => Promise<M>, timeoutMs = CHUNK_LOAD_TIMEOUT_MS): ScreenModule<M> {
  let module: M | undefined;
  let pending: Promise<M> | null = null;
  const get = () =>
    (pending ??= withChunkTimeout(load(), timeoutMs).then(
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
// biome-ignore lint/suspicious/noExplicitAny: any props, each screen keeps its own prop types
type AnyComponent = ComponentType<any>;

export function lazyScreen<M, K extends keyof M>(module: ScreenModule<M>, name: K): LazyExoticComponent<M[K] & AnyComponent> {
  type Loaded = { default: M[K] & AnyComponent };
  const pick = (m: M): Loaded => ({ default: m[name] as M[K] & AnyComponent });
  return reactLazy(() => {
    const ready = module.loaded();
    // biome-ignore lint/suspicious/noThenProperty: an already-settled thenable lets React.lazy render a loaded screen at once
    if (ready) return { then: (resolve: (value: Loaded) => void) => resolve(pick(ready)) } as unknown as Promise<Loaded>;
    return module().then(pick);
  });
}

/**
 * Several named screens of one module, each loaded lazily (`lazyScreen`): `screensOf(load, ['A', 'B'])` gives
 * `{ A, B }`. `load` is a module loaded once (`screenModule`) or a plain loader, made one here.
 */
export function screensOf<M, K extends keyof M>(load: ScreenModule<M> | (() => Promise<M>), names: readonly K[]) {
  const module = 'loaded' in load ? load : screenModule(load);
  return Object.fromEntries(names.map((n) => [n, lazyScreen(module, n)])) as { [N in K]: ReturnType<typeof lazyScreen<M, N>> };
}

/**
 * react-router's route `lazy` for one named export of a screen module: the router waits for the module before
 * it commits the navigation, so the page that was showing stays until the new one can render (no fallback).
 */
export function routeComponent<M, K extends keyof M>(module: ScreenModule<M>, name: K): () => Promise<{ Component: M[K] & AnyComponent }> {
  return () => module().then((m) => ({ Component: m[name] as M[K] & AnyComponent }));
}
