/** Data types of the generic resource screens, shared by the resource client, the list/editor machines and the screens. */
import type { Page } from '@services/http/envelope';

/** One page of records (BladeX `{ records, total, size, current, pages }`). */
export type ResourcePage<T> = Page<T>;

/** One record as the server sends it. */
export type ResourceRow = Record<string, unknown>;

/** A date range filter: dates `yyyy-MM-dd` (or ISO strings, cut to the day), either end optional. */
export interface DateRangeValue {
  from?: string | null;
  to?: string | null;
}

export type FilterValue = string | number | boolean | DateRangeValue | null | undefined;

/** Search values by search field name. */
export type ResourceFilters = Record<string, FilterValue>;

/** The order of a sorted column. */
export type SortOrder = 'asc' | 'desc';

/** A list sorted by one column (sent as BladeX `ascs=<field>` or `descs=<field>`). */
export interface ResourceSort {
  field: string;
  order: SortOrder;
}

export interface ResourceQuery {
  current: number;
  size: number;
  filters: ResourceFilters;
  /** The sorted column; none: the server's own order. */
  sort?: ResourceSort;
}

/** The page sizes a list offers (spec 000 §2). */
export type PageSize = 10 | 30 | 50 | 100 | 200;
