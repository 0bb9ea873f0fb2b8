/**
 * The simulated backend for specs on the production build, which has no simulator of its own: the test process
 * loads services/mock through Vite's SSR loader (one dev server per worker, no files watched), makes a fresh
 * simulator per test and answers the page's /api calls from it by request routing (msw getResponse), the way
 * scripts/bench.mjs measures the production heap. Specs get `simulator` (the db to seed) and `loadMockModule`
 * (another module of services/mock, the same instance the simulator uses).
 */
import { test as base, type BrowserContext } from '@playwright/test';
import type { ViteDevServer } from 'vite';
import type { Simulator } from '../../../services/mock/simulator';

export type { Simulator };

/** Answers `context`'s /api calls from `sim`; a path no route knows gets BladeX's 404 body. */
export async function routeApiTo(context: BrowserContext, sim: Simulator): Promise<void> {
  const { getResponse } = await import('msw');
  const notFound = () => Response.json({ code: 404, success: false, data: null, msg: '接口不存在' }, { status: 404 });
  await context.route(
    (url) => url.pathname.startsWith('/api/'),
    async (route) => {
      const req = route.request();
      const headers = Object.fromEntries(Object.entries(await req.allHeaders()).filter(([k]) => !k.startsWith(':')));
      const data = ['GET', 'HEAD'].includes(req.method()) ? null : req.postDataBuffer();
      const body = data ? new Uint8Array(data) : undefined;
      const res = (await getResponse(sim.handlers, new Request(req.url(), { method: req.method(), headers, body }))) ?? notFound();
      await route.fulfill({ status: res.status, headers: Object.fromEntries(res.headers), body: Buffer.from(await res.arrayBuffer()) });
    },
  );
}

interface WorkerFixtures {
  mockServer: ViteDevServer;
}

interface TestFixtures {
  /** A fresh simulator (seeded db, in memory) answering this test's /api calls. */
  simulator: Simulator;
  /** Loads a module of the simulator (e.g. '/services/mock/seed-notices.ts'): the instance its routes use. */
  loadMockModule: <T = Record<string, unknown>>(path: string) => Promise<T>;
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
  loadMockModule: async ({ mockServer }, use) => {
    await use(async <T>(path: string) => (await mockServer.ssrLoadModule(path)) as T);
  },
  simulator: async ({ context, loadMockModule }, use) => {
    const { createSimulator } = await loadMockModule<typeof import('../../../services/mock/simulator')>('/services/mock/simulator.ts');
    const sim = createSimulator({ storage: null });
    await routeApiTo(context, sim);
    await use(sim);
  },
});

export { expect } from '@playwright/test';
