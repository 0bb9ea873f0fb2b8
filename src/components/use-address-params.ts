import { useEffect } from 'react';
import { useLocation } from 'react-router-dom';

/**
 * Keeps values of a list in the address (`?current=2&ascs=createTime`) with `history.replaceState`, so a reload or
 * a link shows the same rows: a string sets its parameter, null removes it. Only while the screen's own path is the
 * one shown (a screen kept in a hidden tab leaves the address alone).
 */
export function useAddressParams(values: Readonly<Record<string, string | null>>): void {
  const { pathname } = useLocation();
  const key = JSON.stringify(values);
  // biome-ignore lint/correctness/useExhaustiveDependencies: `key` (the values as JSON) stands for the values, which callers rebuild on every render
  useEffect(() => {
    if (window.location.pathname !== pathname) return;
    const url = new URL(window.location.href);
    for (const [name, value] of Object.entries(values)) {
      if (value === null) url.searchParams.delete(name);
      else url.searchParams.set(name, value);
    }
    if (url.href !== window.location.href) window.history.replaceState(window.history.state, '', url);
    ownQueries.set(pathname, url.search);
  }, [key, pathname]);
}

/** The query each page last wrote into its own address, by path. */
const ownQueries = new Map<string, string>();

/**
 * True when an address is one its page wrote itself (its list's page and filters): coming back to it (Back and
 * Forward, a reload of the entry) is the same view of the page, not a new one that starts afresh.
 */
export function isOwnAddress(pathname: string, search: string): boolean {
  return ownQueries.get(pathname) === search;
}
