/** Renders one screen of the console (session, i18n, router and Blueprint around it) without the main layout. */
import type { ReactNode } from 'react';
import { render, type RenderResult } from '@testing-library/react';
import { I18nextProvider } from 'react-i18next';
import { createMemoryRouter, RouterProvider } from 'react-router-dom';
import { startSession, type SessionActor } from '@/app/session-binding';
import { SessionProvider } from '@/components/session-context';
import { QueryCacheProvider, createQueryClient } from '@/components/query-client';
import { clearToasts, notifyError } from '@/components/toaster';
import { initI18n } from '@/i18n/i18n';
import { BlueprintRoot } from '@/components/blueprint-root';
import { ActorOptionsProvider } from '@/components/actor-options';
import { http } from '@services/http/client';
import { CrossTab } from '@services/session/cross-tab';
import { flowDelaysFor } from './flow-delays';

export interface RenderedScreen {
  actor: SessionActor;
  view: RenderResult;
  /** The address the screen's router is at (path and query). */
  location(): string;
  dispose(): Promise<void>;
}

/**
 * Renders `element` as the page at `path` for the stored session (sign in first with `signIn`). Its flow machines
 * wait `TEST_FLOW_DELAYS` in place of their own delays unless `flowDelays` is 'real' (or the file asked for the real ones).
 */
export function renderScreen(element: ReactNode, path = '/screen', { flowDelays }: { flowDelays?: 'short' | 'real' } = {}): RenderedScreen {
  const i18n = initI18n('zh');
  http.configure({ ready: Promise.resolve() });
  const crossTab = new CrossTab();
  const { actor, stop } = startSession({ now: () => Date.now(), notifyError, reload: () => undefined, crossTab });
  const router = createMemoryRouter([{ path: '*', element: <BlueprintRoot>{element}</BlueprintRoot> }], { initialEntries: [path] });
  const view = render(
    <I18nextProvider i18n={i18n}>
      <SessionProvider actor={actor}>
        {/* a new read cache per render, so tests share no answers */}
        <QueryCacheProvider client={createQueryClient()}>
          <ActorOptionsProvider delays={flowDelaysFor(flowDelays)}>
            <RouterProvider router={router} />
          </ActorOptionsProvider>
        </QueryCacheProvider>
      </SessionProvider>
    </I18nextProvider>,
  );
  return {
    actor,
    view,
    location: () => router.state.location.pathname + router.state.location.search,
    async dispose() {
      view.unmount();
      stop();
      crossTab.close();
      http.abortAll();
      await clearToasts();
    },
  };
}
