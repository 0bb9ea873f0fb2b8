// Where the browser tests' two builds live and which ports serve them. The demo build (simulated backend in a
// service worker) runs most specs; the production build (no simulator, what a deployment ships) runs the specs
// of PRODUCTION_SPECS over real HTTP, from a console server each Playwright worker runs (its files and /api).
// E2E_OUT_DIR / E2E_PORT place the demo build, E2E_PROD_OUT_DIR the production one (by default next to the demo's:
// its dir + "-prod"; the default demo dir dist-demo pairs with dist, what `npm run build` writes).
import { existsSync } from 'node:fs';
import { join } from 'node:path';

/** The specs that run on the production build (Playwright project `production`). */
export const PRODUCTION_SPECS = ['security-csp.spec.ts', 'security-xss.spec.ts', 'production-http.spec.ts'];

/** The service worker of the simulator: only the demo build has it. */
export const DEMO_ONLY_FILE = 'mockServiceWorker.js';

export function e2eBuilds(env = process.env) {
  const demoDir = env.E2E_OUT_DIR ?? 'dist-demo';
  const demoPort = Number(env.E2E_PORT ?? 4180);
  return {
    demo: { dir: demoDir, port: demoPort },
    production: { dir: env.E2E_PROD_OUT_DIR ?? (demoDir === 'dist-demo' ? 'dist' : `${demoDir}-prod`) },
  };
}

/** What is wrong with the two builds' files (empty when nothing): the demo's worker present, the production's absent. */
export function buildProblems(builds = e2eBuilds()) {
  const problems = [];
  if (!existsSync(join(builds.demo.dir, DEMO_ONLY_FILE))) problems.push(`the demo build ${builds.demo.dir}/ lacks ${DEMO_ONLY_FILE}`);
  if (existsSync(join(builds.production.dir, DEMO_ONLY_FILE)))
    problems.push(`the production build ${builds.production.dir}/ contains ${DEMO_ONLY_FILE}`);
  return problems;
}
