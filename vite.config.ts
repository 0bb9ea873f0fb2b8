import { defineConfig, loadEnv, type Plugin } from 'vite';
import react from '@vitejs/plugin-react';
import { rm } from 'node:fs/promises';
import { join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';

const here = (p: string) => fileURLToPath(new URL(p, import.meta.url));

export const aliases = {
  '@/': here('./src/'),
  '@machines/': here('./machines/'),
  '@services/': here('./services/'),
};

/**
 * The Content-Security-Policy of the built console, one directive a line. Nothing runs but the console's own
 * script files: no inline script, no inline event handler, no eval. Styles may be inline: Blueprint's table
 * writes style attributes (refused under style-src 'self' alone), popovers and chart tooltips are placed with
 * inline styles. Images: the captcha and seeded avatars are data: URIs, an uploaded avatar is a link to the
 * object store (https). Frames: a menu may embed an external http(s) page. Workers: the demo's service worker
 * (same origin). The built index.html carries the policy as a <meta>; the nginx example in README.md sends the
 * same policy as a header, plus frame-ancestors, which a <meta> cannot carry.
 */
export const CONTENT_SECURITY_POLICY_DIRECTIVES = [
  "default-src 'self'",
  "script-src 'self'",
  "style-src 'self' 'unsafe-inline'",
  "img-src 'self' data: blob: https:",
  "font-src 'self' data:",
  "connect-src 'self'",
  "worker-src 'self'",
  "frame-src 'self' http: https:",
  "object-src 'none'",
  "base-uri 'self'",
  "form-action 'self'",
] as const;

export const CONTENT_SECURITY_POLICY = CONTENT_SECURITY_POLICY_DIRECTIVES.join('; ');

/**
 * Builds get the policy as the first element of <head>, before any script. Only builds: the dev server's
 * module graph and hot reload use inline scripts and eval-like code.
 */
export function contentSecurityPolicy(policy: string = CONTENT_SECURITY_POLICY): Plugin {
  return {
    name: 'fleet-console:content-security-policy',
    apply: 'build',
    transformIndexHtml: {
      order: 'post',
      handler: () => [{ tag: 'meta', attrs: { 'http-equiv': 'Content-Security-Policy', content: policy }, injectTo: 'head-prepend' }],
    },
  };
}

/** Files of public/ that only the demo needs (the simulator's service worker): a production build leaves them out. */
export const DEMO_ONLY_FILES = ['mockServiceWorker.js'] as const;

function leaveOutDemoFiles(): Plugin {
  let outDir = '';
  return {
    name: 'fleet-console:leave-out-demo-files',
    apply: 'build',
    configResolved: (config) => {
      outDir = resolve(config.root, config.build.outDir);
    },
    closeBundle: async () => {
      await Promise.all(DEMO_ONLY_FILES.map((f) => rm(join(outDir, f), { force: true })));
    },
  };
}

// Demo mode (`--mode demo`) loads the simulated backend in a service worker.
// CONSOLE_API_TARGET switches the dev server to proxy /api to a real backend instead.
export default defineConfig(({ mode }) => {
  const env = { ...loadEnv(mode, process.cwd(), ''), ...process.env };
  const target = env.CONSOLE_API_TARGET;
  const demo = mode === 'demo' && !target;
  // `npm start` against another backend: when that is the simulator server, its panel drives it (/__sim)
  const simAdmin = mode === 'demo' && Boolean(target);
  return {
    plugins: [react(), contentSecurityPolicy(), ...(demo ? [] : [leaveOutDemoFiles()])],
    resolve: {
      alias: [
        ...Object.entries(aliases).map(([find, replacement]) => ({ find, replacement })),
        // the simulator's cookie jar without the public-suffix list (services/mock/site-domain.ts)
        ...(demo ? [{ find: /^tldts$/, replacement: here('./services/mock/site-domain.ts') }] : []),
      ],
    },
    define: {
      __DEMO__: JSON.stringify(demo),
      __SIM_ADMIN__: JSON.stringify(simAdmin),
    },
    server: {
      port: 5173,
      proxy: target
        ? {
            '/api': { target, changeOrigin: true, secure: false },
            ...(simAdmin ? { '/__sim': { target, changeOrigin: true, secure: false } } : {}),
          }
        : undefined,
    },
    preview: { port: 4173 },
    build: {
      target: 'es2022',
      sourcemap: false,
      chunkSizeWarningLimit: 900,
    },
  };
});
