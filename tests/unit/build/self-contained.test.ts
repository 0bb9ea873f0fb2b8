/**
 * The project stands alone: no file points at a document outside the repository, and every relative link in
 * the README and docs/ names a file that exists. A newcomer following a link never lands nowhere.
 */
import { execFileSync } from 'node:child_process';
import { existsSync, readdirSync, readFileSync, statSync } from 'node:fs';
import { dirname, join, relative, resolve } from 'node:path';

const ROOT = process.cwd();
const NOT_OURS = new Set(['node_modules', '.git', 'reports', 'test-results', 'playwright-report']);

/** Every file of the project: git's list where there is one, else a walk that skips installed and generated folders. */
function projectFiles(): string[] {
  try {
    return execFileSync('git', ['ls-files', '-z'], { cwd: ROOT, encoding: 'utf8' }).split('\0');
  } catch {
    const walk = (dir: string): string[] =>
      readdirSync(dir).flatMap((name) => {
        const full = join(dir, name);
        if (NOT_OURS.has(name) || name.startsWith('dist')) return [];
        return statSync(full).isDirectory() ? walk(full) : [relative(ROOT, full)];
      });
    return walk(ROOT);
  }
}

const tracked = projectFiles()
  .filter((f) => f && !f.endsWith('package-lock.json') && /\.(m?[jt]sx?|md|json|css|html|mjs|sh|yml|yaml|txt)$|(^|\/)run$/.test(f))
  .filter((f) => existsSync(join(ROOT, f)));

/** Names of the house documents that live outside the project; the project's own words are in docs/. */
const OUTSIDE = [/\.\.\/shared\b/, /\bDESIGN\.md\b/, /\bQUALITY\.md\b/, /\bFLOWS\.md\b/];

/** Relative markdown links `[text](path)` and `[text](path#anchor)`, skipping URLs and in-page anchors. */
function relativeLinks(markdown: string): string[] {
  return [...markdown.matchAll(/\]\(([^)\s]+)\)/g)]
    .map((m) => m[1]!.split('#')[0]!)
    .filter((href) => href && !/^[a-z][a-z0-9+.-]*:/i.test(href));
}

describe('the project stands alone', () => {
  it('no tracked file names a document outside the repository', () => {
    const offenders = tracked
      .filter((f) => f !== 'tests/unit/build/self-contained.test.ts')
      .flatMap((f) => {
        const text = readFileSync(join(ROOT, f), 'utf8');
        return OUTSIDE.filter((re) => re.test(text)).map((re) => `${f}: ${re.source}`);
      });
    expect(offenders).toEqual([]);
  });

  it('every relative link in the README and docs/ names an existing file', () => {
    const docs = tracked.filter((f) => f === 'README.md' || (f.startsWith('docs/') && f.endsWith('.md')));
    expect(docs.length).toBeGreaterThan(3);
    const broken = docs.flatMap((f) =>
      relativeLinks(readFileSync(join(ROOT, f), 'utf8'))
        .filter((href) => !existsSync(resolve(dirname(join(ROOT, f)), href)))
        .map((href) => `${f} → ${href}`),
    );
    expect(broken).toEqual([]);
  });

  it('reads a link as a link and a web address as none', () => {
    expect(relativeLinks('see [a](../machines/x.ts#L3), [b](https://e.org/x) and [c](#top)')).toEqual(['../machines/x.ts']);
  });
});
