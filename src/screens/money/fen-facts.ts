/** A money screen's amounts as facts: each field of a record in fen, shown in yuan under its label. */
import type { Fact } from '@/components/facts-panel';
import { displayFen } from '@/lib/money';

export function fenFacts<K extends string>(
  record: Readonly<Partial<Record<K, unknown>>>,
  fields: readonly K[],
  label: (field: K) => string,
): Fact[] {
  return fields.map((field) => [label(field), displayFen(record[field])]);
}
