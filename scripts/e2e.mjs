// `npm run test:e2e`: builds the demo (simulated backend) and runs Playwright in the system Chromium.
import { bin, run } from './run.mjs';

if (!process.env.E2E_SKIP_BUILD) {
  const build = await run(bin('vite'), ['build', '--mode', 'demo', '--outDir', process.env.E2E_OUT_DIR ?? 'dist-demo', '--logLevel', 'warn']);
  if (build !== 0) process.exit(build);
}
process.exit(await run(bin('playwright'), ['test', ...process.argv.slice(2)], { env: { ...process.env, PLAYWRIGHT_SKIP_BROWSER_DOWNLOAD: '1' } }));
