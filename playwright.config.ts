import { defineConfig } from '@playwright/test';
import { chromiumPath } from './scripts/run.mjs';

const port = Number(process.env.E2E_PORT ?? 4180);
/** Where the demo build is (E2E_OUT_DIR lets parallel runs use their own build, port and result folders). */
const outDir = process.env.E2E_OUT_DIR ?? 'dist-demo';
const tag = outDir === 'dist-demo' ? '' : `-${outDir.replace(/[^\w-]/g, '_')}`;

/** Browser tests: the demo build served by `vite preview`, driven in the system Chromium. */
export default defineConfig({
  testDir: 'tests/e2e',
  testMatch: '**/*.spec.ts',
  timeout: 60_000,
  expect: { timeout: 10_000 },
  fullyParallel: true,
  workers: 2,
  retries: 0,
  forbidOnly: true,
  reporter: [['list'], ['json', { outputFile: `reports/e2e${tag}.json` }]],
  outputDir: `test-results${tag}`,
  use: {
    baseURL: `http://localhost:${port}`,
    locale: 'zh-CN',
    serviceWorkers: 'allow',
    // A failed test keeps its trace (actions, network, console); screencast frames and DOM snapshots would cost
    // every passing test CPU time, and the failure screenshot below shows the last state.
    trace: { mode: 'retain-on-failure', screenshots: false, snapshots: false, sources: false },
    screenshot: 'only-on-failure',
    launchOptions: {
      executablePath: chromiumPath(),
      args: ['--no-sandbox', '--disable-gpu', '--disable-quic', '--no-first-run', '--disable-background-networking', '--disable-component-update', '--disable-sync'],
    },
  },
  webServer: {
    command: `node_modules/.bin/vite preview --mode demo --outDir ${outDir} --port ${port} --strictPort`,
    url: `http://localhost:${port}/login`,
    reuseExistingServer: false,
    timeout: 60_000,
  },
});
