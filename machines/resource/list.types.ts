import type { Operation, OperationEvent } from '@machines/common/composed-command';
import type { Failure } from '@services/http/failure';
import type {
  PageSize,
  ResourceFilters,
  ResourcePage as Page,
  ResourceQuery,
  ResourceRow,
  ResourceSort,
  SortOrder,
} from '@services/api/types/resource';

export type { PageSize, ResourceFilters, ResourceQuery, ResourceRow, ResourceSort, SortOrder };

/** i18n keys the list machine hands to the screen. */
export const LIST_REASONS = {
  /** 请选择至少一条数据 */
  noSelection: 'resourceUi:list.selectAtLeastOne',
  /** 加载失败 */
  loadFailed: 'resourceUi:list.loadFailed',
} as const;

export interface ListInput {
  /** The definition key (services/resources). */
  resource: string;
  /** Page size to start with: the address's `?size=`, else the definition's, else 10 (1 to 1000). */
  size?: number;
  /** Page to start at (the address's `?current=`), else 1. */
  current?: number;
  /** Filters to start with (a list whose filters live outside it, in the address). */
  filters?: ResourceFilters;
  /** Sort to start with (the address's `?ascs=` / `?descs=`). */
  sort?: ResourceSort;
  /** The page sizes `list.size` accepts (default LIST_PAGE_SIZES). */
  sizes?: readonly number[];
}

export interface ListContext {
  resource: string;
  query: ResourceQuery;
  page: Page<ResourceRow> | null;
  /** Ids of the selected rows (of the current page). */
  selection: string[];
  /** i18n key of why the last load failed, or null. */
  error: string | null;
  /** The last failed load (a screen may show the server's message), or null. */
  failure: Partial<Failure> | null;
  /** The page sizes `list.size` accepts. */
  sizes: readonly number[];
  /** The delete's operation, made by the click that confirmed it (its key and when); a new confirmation makes a new one. */
  operation: Operation | null;
}

export type ListEvent =
  | { type: 'list.search'; filters: ResourceFilters }
  | { type: 'list.page'; current: number }
  | { type: 'list.size'; size: PageSize | number }
  /** Sorts by one column (`order` null: the server's own order again); back to page 1. */
  | { type: 'list.sort'; field: string; order: SortOrder | null }
  | { type: 'list.select'; ids: string[] }
  | { type: 'list.refresh' }
  | { type: 'list.retry' }
  | { type: 'list.delete.request' }
  /** Confirms the delete; the click makes the operation (its key and when). */
  | OperationEvent<'list.delete.confirm'>
  | { type: 'list.delete.cancel' };

export interface FetchPageInput {
  resource: string;
  query: ResourceQuery;
}

/** What the delete's command sends: the family and the selected rows' ids. */
export interface RemoveRowsInput {
  resource: string;
  ids: string[];
}
