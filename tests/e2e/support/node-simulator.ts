/**
 * The simulated backend for specs on the production build, over real HTTP: each worker runs the console server of
 * services/mock/http-server.ts (the code `npm run sim:server` and `npm run serve` run) in the test process, serving
 * the production build's files with the index.html fallback and answering /api with a fresh simulator per test.
 * The browser talks to it as to a deployment: cookies, headers, downloads and uploads go over HTTP. The modules are
 * loaded through Vite's SSR loader (one loader per worker, no files watched); specs get `simulator` (the db to seed
 * and the requests it saw) and `loadMockModule` (another module of services/mock, the instance the simulator uses).
 */
import { test as base } from '@playwright/test';
import type { ViteDevServer } from 'vite';
import { e2eBuilds } from '../../../scripts/e2e-builds.mjs';
import { CONTENT_SECURITY_POLICY } from '../../../vite.config';
import type { Simulator } from '../../../services/mock/simulator';

export type { Simulator };

type Loader = <T = Record<string, unknown>>(path: string) => Promise<T>;

interface ConsoleServer {
  /** Where the console is served, e.g. http://127.0.0.1:41234. */
  url: string;
  /** Puts a simulator behind /api from the next request on. */
  answerWith(sim: Simulator): void;
}

interface WorkerFixtures {
  mockServer: ViteDevServer;
  consoleServer: ConsoleServer;
}

interface TestFixtures {
  /** A fresh simulator (seeded db, in memory) answering this test's /api calls over HTTP. */
  simulator: Simulator;
  /** Loads a module of the simulator (e.g. '/services/mock/seed-notices.ts'): the instance its routes use. */
  loadMockModule: Loader;
}

export const test = base.extend<TestFixtures, WorkerFixtures>({
  mockServer: [
    // biome-ignore lint/correctness/noEmptyPattern: Playwright reads a fixture's dependencies from this destructuring, and this one has none
    async ({}, use) => {
      const { createServer } = await import('vite');
      const server = await createServer({
        server: { middlewareMode: true, hmr: false, ws: false, watch: null },
        appType: 'custom',
        logLevel: 'error',
        optimizeDeps: { noDiscovery: true, include: [] },
      });
      await use(server);
      await server.close();
    },
    { scope: 'worker', timeout: 60_000 },
  ],
  consoleServer: [
    async ({ mockServer }, use) => {
      const load: Loader = async (path) => (await mockServer.ssrLoadModule(path)) as never;
      const { createSimHttpServer, listen } =
        await load<typeof import('../../../services/mock/http-server')>('/services/mock/http-server.ts');
      const { createSimulator } = await load<typeof import('../../../services/mock/simulator')>('/services/mock/simulator.ts');
      let current: Simulator = createSimulator({ storage: null });
      const server = createSimHttpServer({
        simulator: () => current,
        staticDir: e2eBuilds().production.dir,
        // as the README's nginx block: the built page's policy plus frame-ancestors
        staticHeaders: { 'Content-Security-Policy': `${CONTENT_SECURITY_POLICY}; frame-ancestors 'self'` },
      });
      const url = await listen(server, 0);
      await use({
        url,
        answerWith: (sim) => {
          current = sim;
        },
      });
      server.closeAllConnections();
      await new Promise((done) => server.close(done));
    },
    { scope: 'worker', timeout: 60_000 },
  ],
  baseURL: async ({ consoleServer }, use) => {
    await use(consoleServer.url);
  },
  loadMockModule: async ({ mockServer }, use) => {
    await use(async <T>(path: string) => (await mockServer.ssrLoadModule(path)) as T);
  },
  simulator: [
    async ({ loadMockModule, consoleServer }, use) => {
      const { createSimulator } = await loadMockModule<typeof import('../../../services/mock/simulator')>('/services/mock/simulator.ts');
      const sim = createSimulator({ storage: null });
      consoleServer.answerWith(sim);
      await use(sim);
    },
    { auto: true },
  ],
});

export { expect } from '@playwright/test';
