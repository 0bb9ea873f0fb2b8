/**
 * Reads outside machines go through the query cache (docs/architecture.md §13): no screen, shell part or kit
 * component reads the server itself inside a `useEffect` (its own AbortController, or a `.then(` on a call of
 * `@services/api`). Such a read is neither shared nor refreshed when a write invalidates its key.
 */
import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';

const ROOTS = ['src/screens', 'src/shell', 'src/components'];

function sourceFiles(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((e) => {
    const path = join(dir, e.name);
    if (e.isDirectory()) return sourceFiles(path);
    return /\.tsx?$/.test(e.name) ? [path] : [];
  });
}

/** The names a file imports from `@services/api/…` (named and namespace imports). */
function apiNames(source: string): string[] {
  const names: string[] = [];
  for (const m of source.matchAll(/import\s+(type\s+)?([^;]*?)\s+from\s+['"]@services\/api\/[^'"]+['"]/g)) {
    if (m[1]) continue;
    const clause = m[2]!;
    const ns = /\*\s+as\s+(\w+)/.exec(clause);
    if (ns) names.push(ns[1]!);
    const named = /\{([^}]*)\}/.exec(clause);
    if (named)
      for (const part of named[1]!.split(',')) {
        const p = part.trim();
        if (!p || p.startsWith('type ')) continue;
        names.push(
          p
            .split(/\s+as\s+/)
            .at(-1)!
            .trim(),
        );
      }
  }
  return names;
}

/** The argument text of every `useEffect(…)` call, its parentheses balanced. */
function effectBodies(source: string): string[] {
  const bodies: string[] = [];
  for (const m of source.matchAll(/\buseEffect\(/g)) {
    let depth = 0;
    const start = m.index + m[0].length - 1;
    for (let i = start; i < source.length; i++) {
      if (source[i] === '(') depth++;
      else if (source[i] === ')' && --depth === 0) {
        bodies.push(source.slice(start + 1, i));
        break;
      }
    }
  }
  return bodies;
}

/** Why a source reads the server inside an effect, or nothing. */
function effectReads(source: string): string[] {
  const names = apiNames(source);
  return effectBodies(source).flatMap((body) => {
    if (body.includes('new AbortController')) return ['an effect makes its own AbortController'];
    if (!body.includes('.then(')) return [];
    const called = names.filter((n) => new RegExp(`\\b${n}\\s*(\\.\\s*\\w+\\s*)?\\(`).test(body));
    return called.length ? [`an effect calls ${called.join(', ')} from @services/api and waits on it`] : [];
  });
}

test('no screen, shell part or component reads the server inside a useEffect', () => {
  const offenders = ROOTS.flatMap(sourceFiles).flatMap((file) => effectReads(readFileSync(file, 'utf8')).map((why) => `${file}: ${why}`));
  expect(offenders).toEqual([]);
});

test('the scan finds an effect that reads the server itself, either way', () => {
  const ownAbort = `
    import { orderDetail } from '@services/api/orders/client';
    useEffect(() => {
      const ac = new AbortController();
      orderDetail('platform', id, ac.signal).then(setRow);
      return () => ac.abort();
    }, [id]);`;
  const namespaceThen = `
    import * as grants from '@services/api/approvals/card-grant';
    useEffect(() => {
      void grants.listCardUsers(id).then((rows) => setRows(rows));
    }, [id]);`;
  const throughCache = `
    import { orderDetail } from '@services/api/orders/client';
    const read = useRequest(['orders', 'detail', id], (signal) => orderDetail('platform', id, signal));
    useEffect(() => {
      if (read.status === 'done') setSeeded(true);
    }, [read]);`;
  expect(effectReads(ownAbort)).toEqual(['an effect makes its own AbortController']);
  expect(effectReads(namespaceThen)).toEqual(['an effect calls grants from @services/api and waits on it']);
  expect(effectReads(throughCache)).toEqual([]);
});
