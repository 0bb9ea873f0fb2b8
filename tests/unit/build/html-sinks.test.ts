import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';

/** Every source file of the console, the simulator and the machines. */
function sources(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((e) => {
    const path = join(dir, e.name);
    if (e.isDirectory()) return sources(path);
    return /\.(ts|tsx)$/.test(e.name) ? [path] : [];
  });
}

/** Ways to turn a string into markup or code. */
const SINKS: ReadonlyArray<[string, RegExp]> = [
  ['dangerouslySetInnerHTML', /dangerouslySetInnerHTML/],
  ['innerHTML / outerHTML assignment', /\.(inner|outer)HTML\s*\+?=/],
  ['insertAdjacentHTML', /insertAdjacentHTML\s*\(/],
  ['document.write', /document\.write(ln)?\s*\(/],
  ['createContextualFragment', /createContextualFragment\s*\(/],
  ['eval', /(^|[^\w.])eval\s*\(/],
  ['new Function', /new\s+Function\s*\(/],
  ['string timer', /set(Timeout|Interval)\s*\(\s*['"`]/],
];

test('no code writes a string as HTML or runs a string as code (server text renders as text; chart tooltips escape it)', () => {
  const found: string[] = [];
  for (const file of ['src', 'services', 'machines'].flatMap(sources)) {
    const lines = readFileSync(file, 'utf8').split('\n');
    lines.forEach((line, i) => {
      for (const [name, pattern] of SINKS) if (pattern.test(line)) found.push(`${file}:${i + 1} ${name}`);
    });
  }
  expect(found).toEqual([]);
});

test('the only HTML handed to a third-party component is the chart tooltips, and they are built from escaped lines', () => {
  const withFormatter = ['src', 'services'].flatMap(sources).filter((f) => /\bformatter\s*:/.test(readFileSync(f, 'utf8')));
  expect(withFormatter).toEqual([join('src', 'screens', 'dashboards', 'chart-spec.ts')]);
  const spec = readFileSync(join('src', 'screens', 'dashboards', 'chart-spec.ts'), 'utf8');
  const tooltipFormatters = [...spec.matchAll(/tooltip:\s*\{[\s\S]*?formatter:([\s\S]*?)\n\s*\},/g)].map((m) => m[1]!);
  expect(tooltipFormatters).toHaveLength(2);
  for (const f of tooltipFormatters) expect(f).toMatch(/^\s*\([^)]*\)[^=]*=>\s*(\n\s*)?htmlLines\(/);
});
