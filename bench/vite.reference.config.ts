/**
 * The same-run reference pages of `npm run bench` (bench/reference): a bare Blueprint table of the API log list's
 * rows and a bare route change, built into dist-bench-reference/ and served by the bench under /__reference/.
 * No simulator, no i18n, no console code: React, react-router and Blueprint only, as the console builds them.
 */
import { defineConfig } from 'vite';
import react from '@vitejs/plugin-react';
import { fileURLToPath } from 'node:url';

const here = (p: string) => fileURLToPath(new URL(p, import.meta.url));

export default defineConfig({
  root: here('./reference'),
  base: '/__reference/',
  plugins: [react()],
  // no public/ folder: the console's (its service worker) is not part of the reference
  publicDir: false,
  logLevel: 'warn',
  build: {
    outDir: here('../dist-bench-reference'),
    emptyOutDir: true,
    target: 'es2022',
    sourcemap: false,
    chunkSizeWarningLimit: 900,
  },
});
