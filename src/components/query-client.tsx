/**
 * The console's one read cache (docs/architecture.md §13): every read outside a machine goes through it, keyed by
 * what it depends on, so two parts of a screen asking the same thing make one request and a write refreshes what
 * it changed by invalidating its keys.
 */
import { QueryClient, QueryClientProvider, useQueryClient, type QueryKey } from '@tanstack/react-query';
import { useCallback, useEffect, useRef, useSyncExternalStore, type ReactNode } from 'react';
import { useOptionalSessionActor } from './session-context';

/** How long an answer counts as fresh: a finance console shows balances, so a few seconds only. */
export const READ_FRESH_MS = 5_000;

/** A new, empty cache with the console's defaults. */
export function createQueryClient(): QueryClient {
  return new QueryClient({
    defaultOptions: {
      // No automatic retry: a failed read shows its failure and its retry button at once (every screen offers
      // one), and the transport already said what went wrong. Focus refetches are off: flow machines own their
      // own requests and a refetch must not race them.
      queries: { staleTime: READ_FRESH_MS, retry: false, refetchOnWindowFocus: false },
      mutations: { retry: false },
    },
  });
}

/**
 * Who the cached answers belong to: user, tenant and role of this tab's session ('' signed out). It is the last
 * part of every read's key, so another user's or role's answers are never shown.
 */
export function useCacheScope(): string {
  const actor = useOptionalSessionActor();
  return useSyncExternalStore(
    (changed) => {
      if (!actor) return () => undefined;
      const sub = actor.subscribe(changed);
      return () => sub.unsubscribe();
    },
    () => {
      const c = actor?.getSnapshot().context;
      return c?.profile && c.grant ? `${c.profile.user.userId}|${c.grant.tenantId}|${c.grant.roleId}` : '';
    },
  );
}

/** The key of a read in the cache: what it depends on, then whose it is. */
export function scopedKey(key: QueryKey, scope: string): QueryKey {
  return [...key, { scope }];
}

/** The scope a cached key was stored under. */
function scopeOf(key: QueryKey): string | undefined {
  const last = key.at(-1);
  return typeof last === 'object' && last !== null && 'scope' in last ? String(last.scope) : undefined;
}

/**
 * Drops every answer of an earlier session whenever the session changes hands (login, logout, role switch);
 * the reads of the new session, already keyed by its scope, stay.
 */
function ClearOnSessionChange() {
  const client = useQueryClient();
  const scope = useCacheScope();
  const seen = useRef(scope);
  useEffect(() => {
    if (seen.current === scope) return;
    seen.current = scope;
    client.removeQueries({ predicate: (q) => scopeOf(q.queryKey) !== scope });
  }, [client, scope]);
  return null;
}

/** The cache for everything below; place it inside the session's provider. */
export function QueryCacheProvider({ client, children }: { client: QueryClient; children: ReactNode }) {
  return (
    <QueryClientProvider client={client}>
      <ClearOnSessionChange />
      {children}
    </QueryClientProvider>
  );
}

/**
 * Marks the reads whose key starts with `key` as out of date; those on screen load again. The promise settles when
 * they have (a screen that must wait for the fresh answer awaits it).
 */
export function useInvalidate(): (...keys: QueryKey[]) => Promise<void> {
  const client = useQueryClient();
  return useCallback(
    async (...keys: QueryKey[]) => {
      await Promise.all(keys.map((queryKey) => client.invalidateQueries({ queryKey })));
    },
    [client],
  );
}
