import { defineConfig, loadEnv } from 'vite';
import react from '@vitejs/plugin-react';
import { fileURLToPath } from 'node:url';

const here = (p: string) => fileURLToPath(new URL(p, import.meta.url));

export const aliases = {
  '@/': here('./src/'),
  '@machines/': here('./machines/'),
  '@services/': here('./services/'),
};

// Demo mode (`--mode demo`) loads the simulated backend in a service worker.
// CONSOLE_API_TARGET switches the dev server to proxy /api to a real backend instead.
export default defineConfig(({ mode }) => {
  const env = { ...loadEnv(mode, process.cwd(), ''), ...process.env };
  const target = env.CONSOLE_API_TARGET;
  const demo = mode === 'demo' && !target;
  return {
    plugins: [react()],
    resolve: {
      alias: Object.entries(aliases).map(([find, replacement]) => ({ find, replacement })),
    },
    define: {
      __DEMO__: JSON.stringify(demo),
    },
    server: {
      port: 5173,
      proxy: target ? { '/api': { target, changeOrigin: true, secure: false } } : undefined,
    },
    preview: { port: 4173 },
    build: {
      target: 'es2022',
      sourcemap: false,
      chunkSizeWarningLimit: 900,
    },
  };
});
