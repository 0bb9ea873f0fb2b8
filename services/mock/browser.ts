/**
 * Runs the simulator in the browser (demo mode): a service worker answers /api from a db persisted in
 * localStorage. Only demo builds import this module (dynamically), so it never reaches production bundles.
 */
import { http, HttpResponse } from 'msw';
import { setupWorker } from 'msw/browser';
import { createSimulator, type Simulator } from './simulator';

declare global {
  interface Window {
    /** The running simulator of a demo build (for the demo panel, QA and browser tests). */
    __simulator?: Simulator;
  }
}

function availableLocalStorage(): Storage | null {
  try {
    const storage = window.localStorage;
    const probe = '__fc-simulator-probe__';
    storage.setItem(probe, '1');
    storage.removeItem(probe);
    return storage;
  } catch {
    return null;
  }
}

/**
 * Answers any /api call no route knows with a BladeX-style 404 (a real gateway would not pass it to the dev
 * server). Anchored at the origin: the dev server's own modules (e.g. /services/api/auth.ts) pass through.
 */
export const UNKNOWN_API_PATH = /^[a-z]+:\/\/[^/]+\/api\//i;
const unknownApi = http.all(UNKNOWN_API_PATH, ({ request }) => {
  console.warn(`[simulator] no handler for ${request.method} ${new URL(request.url).pathname}`);
  return HttpResponse.json({ code: 404, success: false, data: null, msg: '接口不存在' }, { status: 404 });
});

/** Starts the service worker with the simulator's handlers and exposes the simulator as window.__simulator. */
export async function startBrowserSimulator(): Promise<Simulator> {
  // the demo's seeded records are dated relative to today, so its lists and its dashboards show the same weeks
  const sim = createSimulator({ storage: availableLocalStorage(), datedToday: true });
  const worker = setupWorker(...sim.handlers, unknownApi);
  await worker.start({
    serviceWorker: { url: `${import.meta.env.BASE_URL}mockServiceWorker.js` },
    quiet: true,
    onUnhandledFrame: 'bypass',
  });
  window.__simulator = sim;
  return sim;
}
