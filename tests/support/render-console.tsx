/** Renders the real console (router, session, screens, services) against the simulated backend in jsdom. */
import { render, type RenderResult } from '@testing-library/react';
import { createMemoryRouter } from 'react-router-dom';
import type { SimulatedClock } from 'xstate';
import { App } from '@/app/app';
import { ActorOptionsProvider } from '@/components/actor-options';
import { routes } from '@/app/router';
import { startSession, type SessionActor } from '@/app/session-binding';
import { clearToasts, notifyError } from '@/components/toaster';
import { createQueryClient } from '@/components/query-client';
import type { QueryClient } from '@tanstack/react-query';
import { initI18n } from '@/i18n/i18n';
import { http, type Notice } from '@services/http/client';
import { CrossTab } from '@services/session/cross-tab';
import { flowDelaysFor } from './flow-delays';

export interface RenderedConsole {
  actor: SessionActor;
  router: ReturnType<typeof createMemoryRouter>;
  view: RenderResult;
  notices: Notice[];
  reloads: number;
  /** The read cache of this render (a new one per render, so tests share no answers). */
  queryClient: QueryClient;
  /** Unmounts and removes every listener, channel and toast. */
  dispose(): Promise<void>;
}

/** Clears cookies and both storages, so each test starts from a new browser profile. */
export function resetBrowserState(): void {
  for (const part of document.cookie.split(';')) {
    const name = part.split('=')[0]?.trim();
    if (name) document.cookie = `${name}=; Path=/; Max-Age=0`;
  }
  localStorage.clear();
  sessionStorage.clear();
}

/**
 * Starts the session and renders the console at `path`. `clock` drives the session's delays, `actorClock` the
 * delays of the flow machines the screens start (invoice polling, SMS code count-downs). The flow machines wait
 * `TEST_FLOW_DELAYS` in place of their own delays unless the test drives them with `actorClock` (simulated time
 * costs nothing) or asks for the machines' own with `flowDelays: 'real'` (or `useRealFlowDelays()` for a file).
 */
export function renderConsole(opts: {
  path: string;
  clock?: SimulatedClock;
  actorClock?: SimulatedClock;
  flowDelays?: 'short' | 'real';
  now?: () => number;
  language?: 'zh' | 'en';
}): RenderedConsole {
  const i18n = initI18n(opts.language ?? 'zh');
  http.configure({ ready: Promise.resolve() });
  const notices: Notice[] = [];
  const crossTab = new CrossTab();
  const state = { reloads: 0 };
  const { actor, stop } = startSession({
    now: opts.now ?? (() => Date.now()),
    clock: opts.clock,
    notifyError: (n) => {
      notices.push(n);
      notifyError(n);
    },
    reload: () => {
      state.reloads += 1;
    },
    crossTab,
  });
  const router = createMemoryRouter(routes, { initialEntries: [opts.path] });
  const queryClient = createQueryClient();
  const app = (
    <App
      actor={actor}
      i18n={i18n}
      router={router}
      queryClient={queryClient}
      {...(opts.actorClock ? { actorClock: opts.actorClock } : {})}
    />
  );
  // a simulated clock costs no time: its tests keep the machines' own delays
  const delays = opts.actorClock ? undefined : flowDelaysFor(opts.flowDelays);
  const view = render(delays ? <ActorOptionsProvider delays={delays}>{app}</ActorOptionsProvider> : app);
  return {
    actor,
    router,
    view,
    notices,
    queryClient,
    get reloads() {
      return state.reloads;
    },
    async dispose() {
      view.unmount();
      queryClient.clear();
      stop();
      crossTab.close();
      http.abortAll();
      await clearToasts();
    },
  };
}

/** Reads the captcha characters out of its SVG image, as a person reads the picture. */
export function readCaptcha(img: HTMLImageElement): string {
  const src = img.getAttribute('src') ?? '';
  const b64 = src.split(',')[1] ?? '';
  const svg = new TextDecoder().decode(Uint8Array.from(atob(b64), (c) => c.charCodeAt(0)));
  return [...svg.matchAll(/<text[^>]*>([^<]*)<\/text>/g)].map((m) => m[1]).join('');
}

/** Signs in through the real services against a simulator and stores the session as the app does. */
export async function signIn(
  sim: { peekCaptcha(key: string): string | undefined },
  account = 'admin',
  password = 'admin',
  tenantId = '000000',
): Promise<void> {
  const auth = await import('@services/api/auth');
  const { tokenCookies } = await import('@services/storage/cookies');
  const { sessionStore } = await import('@services/storage/session-store');
  http.configure({ ready: Promise.resolve(), getToken: () => tokenCookies.getAccessToken() });
  const captcha = await auth.fetchCaptcha();
  await auth.login({ tenantId, username: account, password, captchaKey: captcha.key, captchaCode: sim.peekCaptcha(captcha.key) });
  sessionStore.saveProfile(await auth.loadProfile());
}
