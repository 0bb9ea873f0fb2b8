import { defineConfig, mergeConfig } from 'vitest/config';
import { fileURLToPath } from 'node:url';
import viteConfig from './vite.config.ts';

const base = viteConfig({ mode: 'test', command: 'serve' });

// Every test file's worker loads the same dependencies (React, Blueprint, jsdom, msw ...): Node keeps their compiled
// code on disk, so a worker after the first one skips compiling them again. The forked workers inherit the variable.
process.env.NODE_COMPILE_CACHE ??= fileURLToPath(new URL('./node_modules/.cache/node-compile-cache', import.meta.url));

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
      projects: [
        { extends: true, test: { name: 'unit', include: ['tests/unit/**/*.test.{ts,tsx}'] } },
        { extends: true, test: { name: 'model', include: ['tests/model/**/*.test.{ts,tsx}'], testTimeout: 60_000 } },
      ],
    },
  }),
);
