// `npm test`: lint and format check (Biome), typecheck, unit and model suites (vitest) side by side, then the browser
// suite (Playwright on the demo build). Ends with one plain line "N passed, N failed" and a non-zero exit on any failure.
// A test that fails is run once more: one that passes then counts as passed but is named in the summary ("passed on
// a second try"), so an unsteady test is seen and chased, not hidden; one that fails twice fails the run. Failures are
// named in the summary too, with the first line of their message, since the summary is the part of a long log people read.
import { mkdirSync, readFileSync, existsSync, rmSync } from 'node:fs';
import { join } from 'node:path';
import { stripVTControlCharacters } from 'node:util';
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
  run(bin('vitest'), ['run', '--retry=1', '--reporter=default', '--reporter=json', '--outputFile.json=reports/vitest.json']),
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

/** The first line of a failure message, without colour codes, at most 240 characters. */
function firstLine(text) {
  const line =
    stripVTControlCharacters(String(text ?? ''))
      .split('\n')
      .find((l) => l.trim() !== '') ?? '';
  return line.trim().slice(0, 240);
}
const named = [];

const v = readJson('reports/vitest.json');
if (v) {
  for (const file of v.testResults ?? []) {
    const where = file.name.replace(`${process.cwd()}/`, '');
    for (const t of file.assertionResults ?? []) {
      if (t.status === 'failed') named.push(`FAILED ${where} › ${t.fullName}: ${firstLine(t.failureMessages?.[0])}`);
      else if (t.status === 'passed' && (t.failureMessages ?? []).length > 0)
        named.push(`passed on a second try: ${where} › ${t.fullName} (first: ${firstLine(t.failureMessages[0])})`);
    }
    if (file.status === 'failed' && (file.assertionResults ?? []).length === 0)
      named.push(`FAILED to load ${where}: ${firstLine(file.message)}`);
  }
  passed += v.numPassedTests;
  failed += v.numFailedTests + (v.numPendingTests ?? 0) + (v.numTodoTests ?? 0);
  // A suite that failed to load has no tests but must still count.
  const brokenFiles = (v.testResults ?? []).filter((f) => f.status === 'failed' && (f.assertionResults ?? []).length === 0).length;
  failed += brokenFiles;
  const secondTry = named.filter((n) => n.startsWith('passed on a second try:')).length;
  steps.push(
    `vitest: ${v.numPassedTests} passed (${secondTry} on a second try), ${v.numFailedTests} failed${brokenFiles ? `, ${brokenFiles} files failed to load` : ''}`,
  );
} else {
  failed += 1;
  steps.push(`vitest: no report (exit ${vitest})`);
}
if (vitest !== 0 && v && v.numFailedTests === 0) {
  failed += 1;
  steps.push(`vitest exited ${vitest}`);
}

// 4. browser tests against the demo build
const e2eExit = await run(process.execPath, ['scripts/e2e.mjs', '--retries=1']);
const e = readJson('reports/e2e.json');
/** Every test of a Playwright JSON report, with its title path. */
function* e2eTests(suite, titles = []) {
  const here = suite.title ? [...titles, suite.title] : titles;
  for (const spec of suite.specs ?? []) for (const test of spec.tests ?? []) yield { title: [...here, spec.title].join(' › '), test };
  for (const child of suite.suites ?? []) yield* e2eTests(child, here);
}
if (e?.stats) {
  for (const { title, test } of (e.suites ?? []).flatMap((s) => [...e2eTests(s)])) {
    const first = firstLine(test.results?.find((r) => r.status !== 'passed')?.error?.message);
    if (test.status === 'unexpected') named.push(`FAILED [${test.projectName}] ${title}: ${first}`);
    else if (test.status === 'flaky') named.push(`passed on a second try: [${test.projectName}] ${title} (first: ${first})`);
  }
  passed += e.stats.expected + e.stats.flaky;
  failed += e.stats.unexpected + e.stats.skipped;
  steps.push(`e2e: ${e.stats.expected + e.stats.flaky} passed (${e.stats.flaky} on a second try), ${e.stats.unexpected} failed`);
  if (e2eExit !== 0 && e.stats.unexpected === 0) {
    failed += 1;
    steps.push(`e2e exited ${e2eExit}`);
  }
} else {
  failed += 1;
  steps.push(`e2e: no report (exit ${e2eExit})`);
}

console.log(`\n${[...named, ...steps].map((s) => `  ${s}`).join('\n')}`);
console.log(`${passed} passed, ${failed} failed`);
process.exit(failed === 0 && existsSync('reports') ? 0 : 1);
