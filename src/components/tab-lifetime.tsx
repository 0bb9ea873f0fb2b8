/**
 * What a page learns about the tab it lives in: whether the tab is being hidden (another tab was chosen) and a
 * signal that fires when the tab is closed. Flow machines use it to keep running while their tab is hidden — a write
 * in flight is neither cancelled nor sent again when the tab is shown — and to stop when the tab is closed.
 */
import { createContext, useContext } from 'react';

export interface TabLifetime {
  /** True from the render that hides the tab until the one that shows it again. */
  readonly hidden: { current: boolean };
  /** Aborts when the tab is closed. */
  readonly closed: AbortSignal;
}

export const TabLifetimeContext = createContext<TabLifetime | null>(null);

/** The lifetime of the tab the caller is in, or null outside any tab (a page without a tab, a test harness). */
export function useTabLifetime(): TabLifetime | null {
  return useContext(TabLifetimeContext);
}

/** One lifetime per tab key, made on first use; `close` ends the tabs that are gone. */
export function createTabLifetimes() {
  const byKey = new Map<string, { life: TabLifetime; controller: AbortController }>();
  return {
    /** The lifetime of a tab, marking it hidden or shown for this render. */
    of(key: string, hidden: boolean): TabLifetime {
      let entry = byKey.get(key);
      if (!entry) {
        const controller = new AbortController();
        entry = { life: { hidden: { current: hidden }, closed: controller.signal }, controller };
        byKey.set(key, entry);
      }
      entry.life.hidden.current = hidden;
      return entry.life;
    },
    /** Ends every tab not in `open`. */
    keepOnly(open: ReadonlySet<string>): void {
      for (const [key, entry] of byKey) {
        if (open.has(key)) continue;
        entry.controller.abort();
        byKey.delete(key);
      }
    },
  };
}
