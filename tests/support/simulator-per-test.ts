/**
 * A fresh simulated backend for every test of a file (answering through msw/node), browser state cleared before
 * each test, and whatever the test rendered disposed after it. Call once at the top of a test file.
 */
import { createSimulator, type Simulator } from '@services/mock/simulator';
import type { SetupServer } from 'msw/node';
import { startNodeSimulator } from '@services/mock/node';
import { waitFor } from '@testing-library/react';
import { clearToasts } from '@/components/toaster';
import { resetBrowserState } from './render-console';

export interface SimulatorPerTest {
  /** This test's simulator. */
  readonly sim: Simulator;
  /** The msw server answering for it (a test may put its own answer in front with `server.use`). */
  readonly server: SetupServer;
  /** Keeps what the test rendered, to dispose it after the test; returns it. */
  track<A extends { dispose(): Promise<void> }>(app: A): A;
  /** Disposes what the test rendered so far (before it renders again). */
  release(): Promise<void>;
}

/** `toasts`: also clear the toasts a test left (a screen rendered on its own, outside the console, keeps them). */
export function useSimulatorPerTest(options: { toasts?: boolean } = {}): SimulatorPerTest {
  let sim: Simulator = createSimulator({ storage: null });
  const node = startNodeSimulator(sim);
  let app: { dispose(): Promise<void> } | null = null;
  afterAll(() => node.close());
  beforeEach(() => {
    resetBrowserState();
    sim = createSimulator({ storage: null });
    node.server.resetHandlers(...sim.handlers);
  });
  const release = async () => {
    await app?.dispose();
    app = null;
  };
  afterEach(release);
  if (options.toasts)
    afterEach(async () => {
      await clearToasts();
      await waitFor(() => expect(document.querySelector('.bp6-toast')).toBeNull());
    });
  return {
    get sim() {
      return sim;
    },
    server: node.server,
    track(next) {
      app = next;
      return next;
    },
    release,
  };
}
