/**
 * Runs the simulator in the browser (demo mode): a service worker answers /api from a db persisted in
 * localStorage. Only demo builds import this module (dynamically), so it never reaches production bundles.
 */
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

/** Starts the service worker with the simulator's handlers and exposes the simulator as window.__simulator. */
export async function startBrowserSimulator(): Promise<Simulator> {
  // the demo's seeded records are dated relative to today, so its lists and its dashboards show the same weeks
  const sim = createSimulator({ storage: availableLocalStorage(), datedToday: true });
  const worker = setupWorker(...sim.handlers);
  await worker.start({
    serviceWorker: { url: `${import.meta.env.BASE_URL}mockServiceWorker.js` },
    quiet: true,
    onUnhandledFrame: 'bypass',
  });
  window.__simulator = sim;
  return sim;
}
