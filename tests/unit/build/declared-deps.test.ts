/**
 * Every package the code imports is declared in package.json, so `npm ci` on a new machine brings it (a package
 * that only arrives as another's dependency can vanish with that package's next release).
 */
import { readdirSync, readFileSync, statSync } from 'node:fs';
import { builtinModules } from 'node:module';
import { join } from 'node:path';

const ROOT = process.cwd();
const pkg = JSON.parse(readFileSync(join(ROOT, 'package.json'), 'utf8')) as Record<string, Record<string, string> | undefined>;
const declared = new Set([
  ...Object.keys(pkg.dependencies ?? {}),
  ...Object.keys(pkg.devDependencies ?? {}),
  ...Object.keys(pkg.optionalDependencies ?? {}),
]);
const ALIASES = ['@/', '@machines/', '@services/'];
const BUILTINS = new Set(builtinModules);

function files(dir: string): string[] {
  const out: string[] = [];
  for (const name of readdirSync(dir)) {
    const full = join(dir, name);
    if (statSync(full).isDirectory()) out.push(...files(full));
    else if (/\.(m?[jt]sx?|d\.mts)$/.test(name)) out.push(full);
  }
  return out;
}

/** The package a bare import specifier names ('@scope/name/sub' → '@scope/name'), or null for our own and Node's modules. */
function packageOf(specifier: string): string | null {
  if (specifier.startsWith('.') || specifier.startsWith('/') || ALIASES.some((a) => specifier.startsWith(a))) return null;
  if (specifier.startsWith('node:') || specifier.startsWith('virtual:') || BUILTINS.has(specifier)) return null;
  const parts = specifier.split('/');
  return specifier.startsWith('@') ? parts.slice(0, 2).join('/') : parts[0]!;
}

const IMPORT =
  /^\s*(?:import|export)\s[^'"]*?from\s*['"]([^'"\s]+)['"]|^\s*import\s*['"]([^'"\s]+)['"]|import\(\s*['"]([^'"\s]+)['"]\s*\)/gm;

function importsOf(file: string): string[] {
  const text = readFileSync(file, 'utf8');
  return [...text.matchAll(IMPORT)].map((m) => m[1] ?? m[2] ?? m[3] ?? '');
}

const sources = [
  ...['src', 'services', 'machines', 'tests', 'scripts'].flatMap((d) => files(join(ROOT, d))),
  ...['vite.config.ts', 'vitest.config.ts', 'playwright.config.ts'].map((f) => join(ROOT, f)),
];

test('the reader finds packages, and leaves our aliases and Node built-ins alone', () => {
  expect(packageOf('@blueprintjs/core/lib/css/blueprint.css')).toBe('@blueprintjs/core');
  expect(packageOf('date-fns/locale')).toBe('date-fns');
  expect(packageOf('@services/http/client')).toBeNull();
  expect(packageOf('node:fs')).toBeNull();
  expect(packageOf('./x')).toBeNull();
  expect(importsOf(join(ROOT, 'tests/unit/build/declared-deps.test.ts'))).toContain('node:fs');
});

test('every imported package is declared in package.json', () => {
  const missing = new Map<string, string>();
  for (const file of sources) {
    for (const spec of importsOf(file)) {
      const name = packageOf(spec);
      if (name && !declared.has(name) && !missing.has(name)) missing.set(name, file.slice(ROOT.length + 1));
    }
  }
  expect([...missing].map(([name, file]) => `${name} (first in ${file})`)).toEqual([]);
});
