// `npm test`: lint and format check (Biome), typecheck, unit and model suites (vitest) side by side, then the browser
// suite (Playwright on the demo build). Ends with one plain line "N passed, N failed" and a non-zero exit on any failure.
import { mkdirSync, readFileSync, existsSync, rmSync } from 'node:fs';
import { join } from 'node:path';
import { bin, run } from './run.mjs';

mkdirSync('reports', { recursive: true });
let passed = 0;
let failed = 0;
const steps = [];

function readJson(path) {
  try {
    return JSON.parse(readFileSync(path, 'utf8'));
  } catch {
    return null;
  }
}

// Node keeps the compiled code of the modules every test worker loads (vitest's and Playwright's) between processes.
process.env.NODE_COMPILE_CACHE ??= join(process.cwd(), 'node_modules', '.cache', 'node-compile-cache');

// 1. lint and format check (counts as one check): any finding, even an info, fails it; 2. typecheck (one check);
// 3. unit + model (vitest). The three only read the sources, so they run side by side (the checks take a small
// part of the CPU for the first minute of the vitest run); their results are counted in this order.
rmSync('reports/biome.json', { force: true });
rmSync('reports/vitest.json', { force: true });
const [biome, tsc, vitest] = await Promise.all([
  run(bin('biome'), ['check', '--error-on-warnings', '--reporter=default', '--reporter=json', '--reporter-file=reports/biome.json', '.']),
  run(bin('tsc'), ['--noEmit', '-p', 'tsconfig.json']),
  run(bin('vitest'), ['run', '--reporter=default', '--reporter=json', '--outputFile.json=reports/vitest.json']),
]);
const b = readJson('reports/biome.json');
const findings = b ? b.summary.errors + b.summary.warnings + b.summary.infos : null;
const lintOk = biome === 0 && findings === 0;
if (lintOk) passed += 1;
else failed += 1;
steps.push(`lint: ${lintOk ? 'ok' : findings === null ? `FAILED (exit ${biome}, no report)` : `FAILED (${findings} findings)`}`);

if (tsc === 0) passed += 1;
else failed += 1;
steps.push(`typecheck: ${tsc === 0 ? 'ok' : 'FAILED'}`);

const v = readJson('reports/vitest.json');
if (v) {
  passed += v.numPassedTests;
  failed += v.numFailedTests + (v.numPendingTests ?? 0) + (v.numTodoTests ?? 0);
  // A suite that failed to load has no tests but must still count.
  const brokenFiles = (v.testResults ?? []).filter((f) => f.status === 'failed' && (f.assertionResults ?? []).length === 0).length;
  failed += brokenFiles;
  steps.push(`vitest: ${v.numPassedTests} passed, ${v.numFailedTests} failed${brokenFiles ? `, ${brokenFiles} files failed to load` : ''}`);
} else {
  failed += 1;
  steps.push(`vitest: no report (exit ${vitest})`);
}
if (vitest !== 0 && v && v.numFailedTests === 0) {
  failed += 1;
  steps.push(`vitest exited ${vitest}`);
}

// 4. browser tests against the demo build
const e2eExit = await run(process.execPath, ['scripts/e2e.mjs']);
const e = readJson('reports/e2e.json');
if (e?.stats) {
  passed += e.stats.expected;
  failed += e.stats.unexpected + e.stats.flaky + e.stats.skipped;
  steps.push(`e2e: ${e.stats.expected} passed, ${e.stats.unexpected} failed, ${e.stats.flaky} flaky`);
  if (e2eExit !== 0 && e.stats.unexpected === 0 && e.stats.flaky === 0) {
    failed += 1;
    steps.push(`e2e exited ${e2eExit}`);
  }
} else {
  failed += 1;
  steps.push(`e2e: no report (exit ${e2eExit})`);
}

console.log(`\n${steps.map((s) => `  ${s}`).join('\n')}`);
console.log(`${passed} passed, ${failed} failed`);
process.exit(failed === 0 && existsSync('reports') ? 0 : 1);
