import { StrictMode, useEffect, useState } from 'react';
import type { QueryClient } from '@tanstack/react-query';
import { RouterProvider } from 'react-router-dom';
import { I18nextProvider } from 'react-i18next';
import type { i18n as I18n } from 'i18next';
import type { SessionActor } from './session-binding';
import { SessionProvider } from '@/components/session-context';
import { ActorOptionsProvider, type FlowActorOptions } from '@/components/actor-options';
import { QueryCacheProvider, createQueryClient } from '@/components/query-client';
import { createConsoleRouter } from './router';

/**
 * The console: i18n, the session and the read cache around the router. Blueprint's root sits in the screens that
 * use it.
 */
export function App({
  actor,
  i18n,
  router = createConsoleRouter(),
  onFirstCommit,
  actorClock,
  queryClient,
}: {
  actor: SessionActor;
  i18n: I18n;
  router?: ReturnType<typeof createConsoleRouter>;
  /** Runs once the first screen is committed (demo mode starts the simulator then). */
  onFirstCommit?: () => void;
  /** The clock of the screens' flow machines (tests pass a simulated one; the console runs on the real clock). */
  actorClock?: FlowActorOptions['clock'];
  /** The read cache (docs/architecture.md §13); a new one when not given. */
  queryClient?: QueryClient;
}) {
  const [client] = useState(() => queryClient ?? createQueryClient());
  useEffect(() => {
    if (!onFirstCommit) return;
    // Once the browser is idle after the first screen (or after half a second at the latest).
    if (typeof requestIdleCallback === 'function') {
      const id = requestIdleCallback(onFirstCommit, { timeout: 500 });
      return () => cancelIdleCallback(id);
    }
    const timer = setTimeout(onFirstCommit, 0);
    return () => clearTimeout(timer);
  }, [onFirstCommit]);
  return (
    <StrictMode>
      <I18nextProvider i18n={i18n}>
        <SessionProvider actor={actor}>
          <QueryCacheProvider client={client}>
            <ActorOptionsProvider clock={actorClock}>
              <RouterProvider router={router} />
            </ActorOptionsProvider>
          </QueryCacheProvider>
        </SessionProvider>
      </I18nextProvider>
    </StrictMode>
  );
}
