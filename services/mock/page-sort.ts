/**
 * The order of a simulated page: BladeX `ascs=<field,field>` / `descs=<field,field>` (column names, comma-joined).
 * Numbers (and numeric texts) compare numerically, other texts with the Chinese collation; empty values go last.
 * Fields named in `ascs` come first, then those in `descs`; rows equal on every field keep their order.
 */
type Key = { field: string; dir: 1 | -1 };

const fields = (v: string | null) =>
  (v ?? '')
    .split(',')
    .map((f) => f.trim())
    .filter(Boolean);

const NUMERIC = /^-?\d+(\.\d+)?$/;
const zh = new Intl.Collator('zh');

const blank = (v: unknown) => v === null || v === undefined || v === '';

/** Two values that are not empty. */
function compare(a: unknown, b: unknown): number {
  const numA = typeof a === 'number' || (typeof a === 'string' && NUMERIC.test(a));
  const numB = typeof b === 'number' || (typeof b === 'string' && NUMERIC.test(b));
  if (numA && numB) return Number(a) - Number(b);
  if (typeof a === 'boolean' && typeof b === 'boolean') return Number(a) - Number(b);
  return zh.compare(String(a), String(b));
}

/** `rows` in the order the query asks for (the same array when it asks for none). */
export function sortRows<T>(rows: readonly T[], query: URLSearchParams): readonly T[] {
  const keys: Key[] = [
    ...fields(query.get('ascs')).map((field): Key => ({ field, dir: 1 })),
    ...fields(query.get('descs')).map((field): Key => ({ field, dir: -1 })),
  ];
  if (keys.length === 0) return rows;
  const value = (row: T, field: string) => (row !== null && typeof row === 'object' ? (row as Record<string, unknown>)[field] : undefined);
  return rows
    .map((row, i) => ({ row, i }))
    .sort((x, y) => {
      for (const { field, dir } of keys) {
        const a = value(x.row, field);
        const b = value(y.row, field);
        // empty values stay last in either direction
        const c = blank(a) || blank(b) ? Number(blank(a)) - Number(blank(b)) : dir * compare(a, b);
        if (c !== 0) return c;
      }
      return x.i - y.i;
    })
    .map((e) => e.row);
}
