/**
 * The search of a generic list in the address (docs/architecture.md §12): each search field by its name, a date
 * range as `<field>_dategt` / `<field>_datelt` (the names the list call sends), so a link or a reload asks for the
 * same rows. A second list on a page puts `prefix` in front of its names.
 */
import type { DateRangeValue, ResourceFilters } from '@services/api/types/resource';
import type { SearchFieldDefinition } from '@services/resources/types';

const FROM = '_dategt';
const TO = '_datelt';

/** The search values the address holds for these fields (fields it does not name are left out). */
export function filtersFromAddress(fields: readonly SearchFieldDefinition[], params: URLSearchParams, prefix = ''): ResourceFilters {
  const out: ResourceFilters = {};
  for (const f of fields) {
    if (f.kind === 'dateRange') {
      const from = params.get(prefix + f.field + FROM);
      const to = params.get(prefix + f.field + TO);
      if (from || to) out[f.field] = { ...(from ? { from } : {}), ...(to ? { to } : {}) };
      continue;
    }
    const v = params.get(prefix + f.field);
    if (v) out[f.field] = v;
  }
  return out;
}

/** The address parameters of the search values: a value sets its parameter, an empty one (null) removes it. */
export function addressOfFilters(
  fields: readonly SearchFieldDefinition[],
  filters: ResourceFilters,
  prefix = '',
): Record<string, string | null> {
  const out: Record<string, string | null> = {};
  const text = (v: unknown) => (v === null || v === undefined || String(v).trim() === '' ? null : String(v).trim());
  for (const f of fields) {
    const v = filters[f.field];
    if (f.kind === 'dateRange') {
      const range = (typeof v === 'object' && v !== null ? v : {}) as DateRangeValue;
      out[prefix + f.field + FROM] = text(range.from);
      out[prefix + f.field + TO] = text(range.to);
      continue;
    }
    out[prefix + f.field] = text(v);
  }
  return out;
}
