/**
 * The generic client of the resource registry (DESIGN.md §7): list pages, detail, submit (add/update) and remove
 * for any ResourceDefinition, by the spec's conventions (spec 000 §7). React-free; every call takes a signal.
 */
import { http } from '@services/http/client';
import type { Page, R } from '@services/http/envelope';
import { ApiError, isPlainObject } from '@services/http/errors';
import type { OperationDefinition, ResourceDefinition } from '@services/resources/types';
import { isBlank } from '@/lib/is-empty';

import type { DateRangeValue, FilterValue, PageSize, ResourceFilters, ResourceQuery, ResourceRow } from './types/resource';

export type { DateRangeValue, FilterValue, PageSize, ResourceFilters, ResourceQuery, ResourceRow };

/** The page sizes a list offers (spec 000 §2); the first is the default. */
export const PAGE_SIZES: readonly PageSize[] = [10, 30, 50, 100, 200];

const day = (v: string) => v.slice(0, 10);

function isRange(v: unknown): v is DateRangeValue {
  return isPlainObject(v) && ('from' in v || 'to' in v);
}

/**
 * The query of a list call: `current`, `size` and the non-empty search values. A `dateRange` search on a field
 * sends `<field>_dategt` / `<field>_datelt` (createTime_dategt / createTime_datelt, spec 000 §7); a `date`
 * search sends yyyy-MM-dd. Empty values (null, '', blanks, empty ranges) are dropped.
 */
export function buildListParams(def: ResourceDefinition, query: ResourceQuery): Record<string, string | number> {
  const params: Record<string, string | number> = { current: query.current, size: query.size };
  const kinds = new Map(def.searchFields.map((f) => [f.field, f.kind] as const));
  for (const [field, value] of Object.entries(query.filters)) {
    if (value === null || value === undefined) continue;
    const kind = kinds.get(field);
    if (kind === 'dateRange' || isRange(value)) {
      if (!isRange(value)) continue;
      if (value.from && !isBlank(value.from)) params[`${field}_dategt`] = day(value.from);
      if (value.to && !isBlank(value.to)) params[`${field}_datelt`] = day(value.to);
      continue;
    }
    if (typeof value === 'string') {
      const text = value.trim();
      if (!text) continue;
      params[field] = kind === 'date' ? day(text) : text;
    } else if (typeof value === 'number') {
      if (Number.isFinite(value)) params[field] = value;
    } else if (typeof value === 'boolean') {
      params[field] = value ? 1 : 0;
    }
  }
  return params;
}

/** The list operation of a definition: page when it has one, else list. */
export function listOperation(def: ResourceDefinition): OperationDefinition | undefined {
  return def.operations.page ?? def.operations.list;
}

/** The record id field. */
export const rowKeyOf = (def: ResourceDefinition) => def.rowKey ?? 'id';

/** The id of a row as a string ('' when missing). */
export function rowId(def: ResourceDefinition, row: ResourceRow): string {
  const v = row[rowKeyOf(def)];
  return typeof v === 'string' ? v : typeof v === 'number' ? String(v) : '';
}

/** Fills `{name}` path segments from `values`. */
export function fillPath(path: string, values: Record<string, unknown>): string {
  return path.replace(/\{(\w+)\}/g, (_, name: string) => encodeURIComponent(String(values[name] ?? '')));
}

function need(def: ResourceDefinition, name: keyof ResourceDefinition['operations'], o: OperationDefinition | undefined): OperationDefinition {
  if (!o) throw new ApiError('invalid-body', `${def.key} has no ${String(name)} operation`);
  return o;
}

const num = (v: unknown, fallback: number) => {
  const n = typeof v === 'number' ? v : typeof v === 'string' && v.trim() !== '' ? Number(v) : Number.NaN;
  return Number.isFinite(n) ? n : fallback;
};

/** Turns a page answer (or a plain list answer) into a page. */
export function toPage(data: unknown, query: Pick<ResourceQuery, 'current' | 'size'>): Page<ResourceRow> {
  if (Array.isArray(data)) {
    const records = data.filter(isPlainObject) as ResourceRow[];
    return { records, total: records.length, size: Math.max(query.size, records.length), current: 1, pages: 1 };
  }
  if (!isPlainObject(data) || !Array.isArray(data.records)) throw new ApiError('invalid-body', 'page without records', { data });
  const records = (data.records as unknown[]).filter(isPlainObject) as ResourceRow[];
  const size = num(data.size, query.size);
  const total = num(data.total, records.length);
  return { records, total, size, current: num(data.current, query.current), pages: num(data.pages, Math.ceil(total / Math.max(1, size))) };
}

function send<T>(o: OperationDefinition, url: string, params: Record<string, unknown> | undefined, data: unknown, signal?: AbortSignal): Promise<R<T>> {
  const meta = o.moneyWrite ? { idempotencyKey: globalThis.crypto.randomUUID() } : undefined;
  return http.request<R<T>>({ url, method: o.method, params, data, signal, ...(meta ? { meta } : {}) });
}

/** GET list/page with current, size and the non-empty search values. */
export async function page(def: ResourceDefinition, query: ResourceQuery, signal?: AbortSignal): Promise<Page<ResourceRow>> {
  const o = need(def, 'list', listOperation(def));
  const body = await send<unknown>(o, o.path, buildListParams(def, query), undefined, signal);
  return toPage(body.data, query);
}

/** GET detail with the id (or `{id}` in the path, or the definition's own parameter such as `code`). */
export async function detail(def: ResourceDefinition, id: string, signal?: AbortSignal): Promise<ResourceRow> {
  const o = need(def, 'detail', def.operations.detail);
  const key = rowKeyOf(def);
  const name = o.params?.[0];
  const params = name ? { [name]: id } : undefined;
  const body = await send<unknown>(o, fillPath(o.path, { id, [key]: id }), params, undefined, signal);
  if (!isPlainObject(body.data)) throw new ApiError('invalid-body', `${def.key} detail without a record`, { data: body });
  return body.data;
}

/** Whether a row is new (no id): submit adds it; else it updates. */
export const isNewRow = (row: ResourceRow) => isBlank(row.id);

/**
 * Saves a row: a new one (no id) through `save` when the family has it, else `submit`; an existing one through
 * `update` when the family has it, else `submit`. The row goes as the JSON body.
 */
export async function submit(def: ResourceDefinition, row: ResourceRow, signal?: AbortSignal): Promise<unknown> {
  const adding = isNewRow(row);
  const o = need(def, 'submit', adding ? (def.operations.save ?? def.operations.submit) : (def.operations.update ?? def.operations.submit));
  const clean: ResourceRow = {};
  for (const [k, v] of Object.entries(row)) if (!(adding && k === 'id')) clean[k] = v;
  const body = await send<unknown>(o, fillPath(o.path, clean), undefined, clean, signal);
  return body.data;
}

/** Removes rows: `ids` comma-joined in the query, with the definition's method. */
export async function remove(def: ResourceDefinition, ids: readonly string[], signal?: AbortSignal): Promise<void> {
  const o = need(def, 'remove', def.operations.remove);
  if (ids.length === 0) throw new ApiError('invalid-body', 'remove without ids');
  await send<unknown>(o, o.path, { ids: ids.join(',') }, undefined, signal);
}
