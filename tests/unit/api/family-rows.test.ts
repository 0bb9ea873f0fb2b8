/**
 * The row schema of every registry family (services/api/resource-client.ts, derived from its columns) accepts the
 * rows the simulator seeds for it, and refuses a value of another kind in a column, naming the field.
 */
import * as v from 'valibot';
import { RESOURCES } from '@services/resources/registry';
import { rowSchemaOf } from '@services/api/resource-client';
import { seedResourceRows } from '@services/mock/seed-resources';

test.each(RESOURCES.map((d) => [d.key, d] as const))('%s: the seeded rows decode', (_key, def) => {
  const problems = seedResourceRows(def, 7, 24).flatMap((row, i) => {
    const r = v.safeParse(rowSchemaOf(def), row);
    return r.success ? [] : [`${i}.${v.getDotPath(r.issues[0]) ?? ''}: ${r.issues[0].message} (${JSON.stringify(r.issues[0].input)})`];
  });
  expect(problems).toEqual([]);
});

test('a money column holding letters is refused with its field', () => {
  const def = RESOURCES.find((d) => d.columns.some((c) => c.kind === 'money'))!;
  const field = def.columns.find((c) => c.kind === 'money')!.field;
  const r = v.safeParse(rowSchemaOf(def), { [field]: '12.x' });
  expect(r.success).toBe(false);
  expect(r.issues?.[0].message).toBe('expected an amount');
  expect(v.getDotPath(r.issues![0])).toBe(field);
});
