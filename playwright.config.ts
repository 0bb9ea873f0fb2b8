import { defineConfig } from '@playwright/test';
import { CHROMIUM_ARGS, chromiumPath } from './scripts/run.mjs';
import { PRODUCTION_SPECS, e2eBuilds } from './scripts/e2e-builds.mjs';

/** Where the two builds are (E2E_OUT_DIR lets parallel runs use their own builds, ports and result folders). */
const { demo } = e2eBuilds();
const outDir = demo.dir;
const tag = outDir === 'dist-demo' ? '' : `-${outDir.replace(/[^\w-]/g, '_')}`;
const productionSpecs = PRODUCTION_SPECS.map((f) => `**/${f}`);

/**
 * Browser tests in the system Chromium, in two projects: `demo`, the demo build served by `vite preview` (the
 * simulated backend in its service worker), and `production`, the production build (no simulator in it) over real
 * HTTP from a console server each worker runs: its files, and /api from the simulator (tests/e2e/support/node-simulator.ts).
 */
export default defineConfig({
  testDir: 'tests/e2e',
  testMatch: '**/*.spec.ts',
  timeout: 60_000,
  expect: { timeout: 10_000 },
  fullyParallel: true,
  // three browsers on two cores: a test spends part of its time waiting (the session's 10 s checks, a simulated
  // backend's answer, a page's animation), and a third worker fills it. Measured on this 2-core machine, the whole
  // suite took 9.9 min with three workers against 12.9 min with two (both runs 111 of 111 passed).
  workers: 3,
  retries: 0,
  forbidOnly: true,
  // the accessibility sweep's report: parts emptied before the run, merged into reports/a11y.json after it
  globalSetup: './tests/e2e/support/a11y-report.ts',
  reporter: [['list'], ['json', { outputFile: `reports/e2e${tag}.json` }], ['./tests/e2e/support/failure-context.ts']],
  outputDir: `test-results${tag}`,
  use: {
    baseURL: `http://localhost:${demo.port}`,
    locale: 'zh-CN',
    serviceWorkers: 'allow',
    // A failed test keeps its trace (actions, network, console); screencast frames and DOM snapshots would cost
    // every passing test CPU time, and the failure screenshot below shows the last state.
    trace: { mode: 'retain-on-failure', screenshots: false, snapshots: false, sources: false },
    screenshot: 'only-on-failure',
    launchOptions: {
      executablePath: chromiumPath(),
      args: CHROMIUM_ARGS,
    },
  },
  projects: [
    { name: 'demo', testIgnore: productionSpecs },
    // the address comes from the console server each worker runs (tests/e2e/support/node-simulator.ts)
    { name: 'production', testMatch: productionSpecs, use: { serviceWorkers: 'block' } },
  ],
  webServer: [
    {
      command: `node_modules/.bin/vite preview --mode demo --outDir ${demo.dir} --port ${demo.port} --strictPort`,
      url: `http://localhost:${demo.port}/login`,
      reuseExistingServer: false,
      timeout: 60_000,
    },
  ],
});
