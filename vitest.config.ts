import { defineConfig, mergeConfig } from 'vitest/config';
import viteConfig from './vite.config.ts';

const base = viteConfig({ mode: 'test', command: 'serve' });

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
