/**
 * Playwright's global set-up for the accessibility sweep: empties the folder of report parts before the run, and
 * after it (the returned teardown) merges the parts into `reports/a11y.json`:
 * `{ "screens": N, "violations": [{ "route", "rule", "impact", "target", "summary" }] }`.
 */
import { existsSync, mkdirSync, readFileSync, readdirSync, rmSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { A11Y_PARTS_DIR, type A11yFinding } from './a11y';

export default function a11yReport(): () => void {
  rmSync(A11Y_PARTS_DIR, { recursive: true, force: true });
  return () => {
    if (!existsSync(A11Y_PARTS_DIR)) return;
    let screens = 0;
    const violations: A11yFinding[] = [];
    for (const file of readdirSync(A11Y_PARTS_DIR).sort()) {
      const part = JSON.parse(readFileSync(join(A11Y_PARTS_DIR, file), 'utf8')) as { screens: number; violations: A11yFinding[] };
      screens += part.screens;
      violations.push(...part.violations);
    }
    mkdirSync('reports', { recursive: true });
    writeFileSync(join('reports', 'a11y.json'), `${JSON.stringify({ screens, violations }, null, 1)}\n`);
  };
}
