// `npm run test:e2e`: builds the demo (simulated backend) and the production build, checks that only the demo
// ships the simulator's service worker, and runs Playwright in the system Chromium (projects `demo` and
// `production`, see playwright.config.ts). E2E_SKIP_BUILD reuses the builds (a missing production build is made).
import { existsSync } from 'node:fs';
import { join } from 'node:path';
import { bin, run } from './run.mjs';
import { buildProblems, e2eBuilds } from './e2e-builds.mjs';

const builds = e2eBuilds();
const skip = Boolean(process.env.E2E_SKIP_BUILD);
const steps = [
  [!skip, ['build', '--mode', 'demo', '--outDir', builds.demo.dir, '--logLevel', 'warn']],
  [
    !skip || !existsSync(join(builds.production.dir, 'index.html')),
    ['build', '--outDir', builds.production.dir, '--emptyOutDir', '--logLevel', 'warn'],
  ],
];
for (const [needed, args] of steps) {
  if (!needed) continue;
  const code = await run(bin('vite'), args);
  if (code !== 0) process.exit(code);
}
const problems = buildProblems(builds);
if (problems.length > 0) {
  for (const p of problems) console.error(`e2e: ${p}`);
  process.exit(1);
}
process.exit(
  await run(bin('playwright'), ['test', ...process.argv.slice(2)], { env: { ...process.env, PLAYWRIGHT_SKIP_BROWSER_DOWNLOAD: '1' } }),
);
