import { defineConfig, mergeConfig } from 'vitest/config';
import { fileURLToPath } from 'node:url';
import viteConfig from './vite.config.ts';

const base = viteConfig({ mode: 'test', command: 'serve' });

// Every test file's worker loads the same dependencies (React, Blueprint, jsdom, msw ...): Node keeps their compiled
// code on disk, so a worker after the first one skips compiling them again. The forked workers inherit the variable.
process.env.NODE_COMPILE_CACHE ??= fileURLToPath(new URL('./node_modules/.cache/node-compile-cache', import.meta.url));

/** Test files that replace one of the app's modules (`vi.mock`): the modules already loaded by other files would keep the real one. */
const MOCKING = [
  'tests/unit/login/domain-tenant.test.tsx',
  'tests/unit/shell/error-boundary.test.tsx',
  'tests/unit/shell/route-error.test.tsx',
];

export default mergeConfig(
  base,
  defineConfig({
    define: { __DEMO__: 'false', __SIM_ADMIN__: 'false' },
    test: {
      globals: true,
      environment: 'jsdom',
      setupFiles: ['./tests/support/setup.ts'],
      restoreMocks: true,
      // both cores: the suites are CPU-bound in jsdom (the default leaves one core idle on a 2-core machine)
      maxWorkers: 2,
      // a file's first test may wait for its screens to be transformed: seconds on a loaded machine
      testTimeout: 20_000,
      // A worker runs its files one after another in one jsdom page with one module cache (`isolate: false`): React,
      // Blueprint, jsdom and the app are loaded once per worker, not once per file. tests/support/setup.ts gives each
      // file a new browser profile and puts back the page globals a file may replace. A file that replaces a module
      // (`vi.mock`) runs in a fresh worker of its own (`MOCKING`). Files about the focus share the workers too: their
      // Escape waits for the dialog in front to hold the focus (tests/support/keyboard.ts).
      projects: [
        { extends: true, test: { name: 'unit', include: ['tests/unit/**/*.test.{ts,tsx}'], exclude: MOCKING, isolate: false } },
        { extends: true, test: { name: 'unit-isolated', include: MOCKING } },
        { extends: true, test: { name: 'model', include: ['tests/model/**/*.test.{ts,tsx}'], testTimeout: 60_000, isolate: false } },
      ],
    },
  }),
);
