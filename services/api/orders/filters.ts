/**
 * The order filters (spec 001 §3, "Order export filters", fully known): the list, the sum page and the exports send
 * the same set, so an export carries exactly what the list shows. Empty values are dropped (spec 001 §5).
 */

/** Every filter of spec 001 §3, in the order the spec lists them. */
export const ORDER_FILTER_FIELDS = [
  'orderNo',
  'startTime',
  'endTime',
  'userPhone',
  'stateString',
  'siteId',
  'tenantName',
  'notifyState',
  'platformName',
  'goodNameLike',
  'condition',
  'province',
  'city',
  'district',
  'headList',
  'orderSourceType',
] as const;

export type OrderFilterField = (typeof ORDER_FILTER_FIELDS)[number];

/** Filter values as typed (dates yyyy-MM-dd). */
export type OrderFilters = Partial<Record<OrderFilterField, string>>;

const DAY = /^\d{4}-\d{2}-\d{2}$/;

/** The query parameters of the filters: trimmed, empty ones dropped; dates cut to the day. */
export function filterParams(filters: OrderFilters): Record<string, string> {
  const out: Record<string, string> = {};
  for (const field of ORDER_FILTER_FIELDS) {
    const v = filters[field];
    if (typeof v !== 'string') continue;
    const text = v.trim();
    if (!text) continue;
    out[field] = field === 'startTime' || field === 'endTime' ? text.slice(0, 10) : text;
  }
  return out;
}

/** Why a filter set cannot be searched: the start date after the end date, a malformed date; else null. */
export function filterProblem(filters: OrderFilters): 'orders:filter.badDate' | 'orders:filter.rangeReversed' | null {
  const from = filters.startTime?.trim();
  const to = filters.endTime?.trim();
  if ((from && !DAY.test(from)) || (to && !DAY.test(to))) return 'orders:filter.badDate';
  if (from && to && from > to) return 'orders:filter.rangeReversed';
  return null;
}

/** Filters from an address query (`?userPhone=…&startTime=…`), so a list can be opened pre-filtered. */
export function filtersFromSearch(search: string): OrderFilters {
  const q = new URLSearchParams(search);
  const out: OrderFilters = {};
  for (const f of ORDER_FILTER_FIELDS) {
    const v = q.get(f);
    if (v?.trim()) out[f] = v.trim();
  }
  return out;
}
