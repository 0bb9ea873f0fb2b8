/**
 * The generic client of the resource registry (docs/architecture.md §7): list pages, detail, submit (add/update) and remove
 * for any ResourceDefinition, by the spec's conventions (spec 000 §7). React-free; every call takes a signal.
 */
import { operationKeyOf } from '@services/http/operation-key';
import type { AxiosResponse } from 'axios';
import * as v from 'valibot';
import { http } from '@services/http/client';
import { pageOf, requestData, requestEnvelope, type DataSchema } from '@services/http/decode';
import type { Page } from '@services/http/envelope';
import { ApiError, isPlainObject } from '@services/http/errors';
import type { ActionDefinition, ColumnKind, OperationDefinition, ResourceDefinition } from '@services/resources/types';
import { isBlank } from '@/lib/is-empty';

import type {
  DateRangeValue,
  FilterValue,
  PageSize,
  ResourceFilters,
  ResourceQuery,
  ResourceRow,
  ResourceSort,
  SortOrder,
} from './types/resource';

export type { DateRangeValue, FilterValue, PageSize, ResourceFilters, ResourceQuery, ResourceRow, ResourceSort, SortOrder };

/** The page sizes a list offers (spec 000 §2); the first is the default. */
export const PAGE_SIZES: readonly PageSize[] = [10, 30, 50, 100, 200];

const day = (v: string) => v.slice(0, 10);

function isRange(v: unknown): v is DateRangeValue {
  return isPlainObject(v) && ('from' in v || 'to' in v);
}

/**
 * The query of a list call: `current`, `size` and the non-empty search values. A `dateRange` search on a field
 * sends `<field>_dategt` / `<field>_datelt` (createTime_dategt / createTime_datelt, spec 000 §7); a `date`
 * search sends yyyy-MM-dd. Empty values (null, '', blanks, empty ranges) are dropped. A sorted column goes as BladeX
 * `ascs=<field>` or `descs=<field>`.
 */
export function buildListParams(def: ResourceDefinition, query: ResourceQuery): Record<string, string | number> {
  const params: Record<string, string | number> = { current: query.current, size: query.size, ...sortParams(query.sort) };
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

/** BladeX sort parameters of a sorted column: `{ ascs: field }` or `{ descs: field }`; none when unsorted. */
export function sortParams(sort: ResourceSort | null | undefined): { ascs?: string; descs?: string } {
  if (!sort?.field) return {};
  return sort.order === 'desc' ? { descs: sort.field } : sort.order === 'asc' ? { ascs: sort.field } : {};
}

/** The sort an address asks for (`ascs=` / `descs=`, the first field when comma-joined), or undefined. */
export function sortFromParams(params: URLSearchParams, prefix = ''): ResourceSort | undefined {
  const asc = params.get(`${prefix}ascs`)?.split(',')[0]?.trim();
  if (asc) return { field: asc, order: 'asc' };
  const desc = params.get(`${prefix}descs`)?.split(',')[0]?.trim();
  return desc ? { field: desc, order: 'desc' } : undefined;
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

function need(
  def: ResourceDefinition,
  name: keyof ResourceDefinition['operations'],
  o: OperationDefinition | undefined,
): OperationDefinition {
  if (!o) throw new ApiError('invalid-body', `${def.key} has no ${String(name)} operation`);
  return o;
}

const absent = (x: unknown): x is null | undefined => x === null || x === undefined;

/**
 * What a column of each kind may hold as the backend sends it. The values pass unchanged (the columns format them);
 * a value of another kind fails the list's decoding with the field named.
 */
const COLUMN_VALUE: Record<ColumnKind, v.GenericSchema> = {
  text: v.custom((x) => absent(x) || ['string', 'number', 'boolean'].includes(typeof x), 'expected text'),
  enum: v.custom((x) => absent(x) || ['string', 'number', 'boolean'].includes(typeof x), 'expected a code'),
  ref: v.custom((x) => absent(x) || typeof x === 'string' || typeof x === 'number', 'expected an id'),
  money: v.custom(
    (x) => absent(x) || (typeof x === 'number' && Number.isFinite(x)) || (typeof x === 'string' && /^\s*-?\d*(\.\d+)?\s*$/.test(x)),
    'expected an amount',
  ),
  date: v.custom((x) => absent(x) || typeof x === 'string' || typeof x === 'number', 'expected a date'),
  boolean: v.custom((x) => absent(x) || typeof x === 'boolean' || x === 0 || x === 1 || x === '0' || x === '1', 'expected true or false'),
};

const rowSchemas = new WeakMap<ResourceDefinition, DataSchema<ResourceRow>>();

/** The row schema of a family, derived from its columns and its id field (cached per definition). */
export function rowSchemaOf(def: ResourceDefinition): DataSchema<ResourceRow> {
  let schema = rowSchemas.get(def);
  if (!schema) {
    const entries: v.ObjectEntries = Object.fromEntries(def.columns.map((c) => [c.field, v.optional(COLUMN_VALUE[c.kind])]));
    entries[rowKeyOf(def)] = v.optional(COLUMN_VALUE.ref);
    schema = v.looseObject(entries);
    rowSchemas.set(def, schema);
  }
  return schema;
}

function send<S extends DataSchema>(
  o: OperationDefinition,
  url: string,
  params: Record<string, unknown> | undefined,
  data: unknown,
  schema: S,
  signal?: AbortSignal,
  key?: string,
): Promise<v.InferOutput<S>> {
  const idempotencyKey = operationKeyOf(key, o.moneyWrite, `${o.method} ${url}`);
  return requestData({ url, method: o.method, params, data, signal, ...(idempotencyKey ? { meta: { idempotencyKey } } : {}) }, schema);
}

/** GET list/page with current, size and the non-empty search values. */
export async function page(def: ResourceDefinition, query: ResourceQuery, signal?: AbortSignal): Promise<Page<ResourceRow>> {
  const o = need(def, 'list', listOperation(def));
  return send(o, o.path, buildListParams(def, query), undefined, pageOf(rowSchemaOf(def), query), signal);
}

/** GET detail with the id (or `{id}` in the path, or the definition's own parameter such as `code`). */
export async function detail(def: ResourceDefinition, id: string, signal?: AbortSignal): Promise<ResourceRow> {
  const o = need(def, 'detail', def.operations.detail);
  const key = rowKeyOf(def);
  const name = o.params?.[0];
  const params = name ? { [name]: id } : undefined;
  return send(o, fillPath(o.path, { id, [key]: id }), params, undefined, rowSchemaOf(def), signal);
}

/** Whether a row is new (no id): submit adds it; else it updates. */
export const isNewRow = (row: ResourceRow) => isBlank(row.id);

/**
 * Saves a row: a new one (no id) through `save` when the family has it, else `submit`; an existing one through
 * `update` when the family has it, else `submit`. The row goes as the JSON body.
 */
export async function submit(def: ResourceDefinition, row: ResourceRow, signal?: AbortSignal, key?: string): Promise<unknown> {
  const adding = isNewRow(row);
  const o = need(def, 'submit', adding ? (def.operations.save ?? def.operations.submit) : (def.operations.update ?? def.operations.submit));
  const clean: ResourceRow = {};
  for (const [k, v] of Object.entries(row)) if (!(adding && k === 'id')) clean[k] = v;
  return send(o, fillPath(o.path, clean), undefined, clean, v.unknown(), signal, key);
}

/** What a removal sends, for a confirmation's 请求详情. */
export function removeRequest(def: ResourceDefinition, ids: readonly string[]): { method: string; url: string; payload: unknown } {
  const o = need(def, 'remove', def.operations.remove);
  return { method: o.method.toUpperCase(), url: o.path, payload: { ids: ids.join(',') } };
}

/** Removes rows: `ids` comma-joined in the query, with the definition's method. */
export async function remove(def: ResourceDefinition, ids: readonly string[], signal?: AbortSignal, key?: string): Promise<void> {
  const o = need(def, 'remove', def.operations.remove);
  if (ids.length === 0) throw new ApiError('invalid-body', 'remove without ids');
  await send(o, o.path, { ids: ids.join(',') }, undefined, v.unknown(), signal, key);
}

// ------------------------------------------------------------------------------------------ actions

/** What an action acts on: the row (row actions), the selected ids (bulk), and the values the user typed. */
export interface ActionTarget {
  row?: ResourceRow;
  ids?: readonly string[];
  inputs?: Record<string, string>;
  /** The list's current search (page actions such as exports send it along). */
  query?: Record<string, string | number>;
  /** Files of a multipart upload, by parameter name. */
  files?: Record<string, readonly File[]>;
}

/** The parameters of an upload that carry files (`file`, `files`, `…File`, `…Files`). */
export function fileParams(action: ActionDefinition): string[] {
  return actionSend(action) === 'multipart' ? (action.params ?? []).filter((p) => /^files?$|Files?$/.test(p)) : [];
}

/** The parameter of a bulk action that carries the selection: `ids`, else the first `…Ids` parameter. */
export function selectionParam(action: ActionDefinition): string | undefined {
  const params = action.params ?? [];
  return params.find((p) => p === 'ids') ?? params.find((p) => /Ids$/.test(p));
}

/** The parameters the user has to type for an action (the others come from the row or the selection). */
export function actionInputs(action: ActionDefinition, row?: ResourceRow): string[] {
  const fromSelection = action.kind === 'bulk' ? selectionParam(action) : undefined;
  const pathNames = [...action.path.matchAll(/\{(\w+)\}/g)].map((m) => m[1]!);
  const typed = new Set((action.inputs ?? []).map((i) => i.name));
  const names = [...new Set([...(action.params ?? []), ...pathNames, ...typed])];
  return names.filter((n) => {
    if (n === fromSelection) return false;
    // a typed value is always asked for (a row's balance is where a new one starts, not the answer)
    if (typed.has(n)) return true;
    if (action.kind === 'row' && (n === 'id' || (row && !isBlank(row[n])))) return false;
    return true;
  });
}

/** How an action sends its values: GET and `send: 'query'` as query parameters, else a JSON (or multipart) body. */
export function actionSend(action: ActionDefinition): 'query' | 'json' | 'multipart' {
  return action.send ?? (action.method === 'GET' || action.method === 'DELETE' ? 'query' : 'json');
}

/**
 * The request an action makes for a target: the filled path, query parameters and body. Named parameters
 * come from the typed inputs, then the row; the selection fills the bulk parameter comma-joined. A POST row
 * action without parameters sends the row as its body (the spec's update-style calls).
 */
export function actionRequest(
  action: ActionDefinition,
  target: ActionTarget,
  rowKey = 'id',
): { url: string; params?: Record<string, string>; data?: unknown } {
  const row = target.row ?? {};
  const inputs = target.inputs ?? {};
  const values: Record<string, string> = {};
  const str = (v: unknown) => (v === null || v === undefined ? '' : String(v));
  for (const name of action.params ?? []) {
    if (name === selectionParam(action) && action.kind === 'bulk') values[name] = (target.ids ?? []).join(',');
    else if (name === 'id' && action.kind === 'row') values[name] = str(row[rowKey] ?? row.id);
    else values[name] = str(inputs[name] ?? row[name]);
  }
  for (const [k, v] of Object.entries(inputs)) if (!(k in values)) values[k] = v;
  const url = fillPath(action.path, { ...row, id: row[rowKey] ?? row.id, ...values });
  const pathNames = new Set([...action.path.matchAll(/\{(\w+)\}/g)].map((m) => m[1]!));
  const query = Object.fromEntries(Object.entries(values).filter(([k, v]) => !pathNames.has(k) && v.trim() !== ''));
  const mode = actionSend(action);
  if (mode === 'query') {
    const all = { ...Object.fromEntries(Object.entries(target.query ?? {}).map(([k, v]) => [k, String(v)])), ...query };
    return Object.keys(all).length ? { url, params: all } : { url };
  }
  if (mode === 'multipart') {
    const form = new FormData();
    for (const [k, v] of Object.entries(query)) form.append(k, v);
    for (const [k, list] of Object.entries(target.files ?? {})) for (const f of list) form.append(k, f, f.name);
    return { url, data: form };
  }
  // JSON: declared parameters go in the query (request parameters), the body is the row or the typed values
  const params = (action.params ?? []).length
    ? Object.fromEntries(Object.entries(query).filter(([k]) => (action.params ?? []).includes(k)))
    : undefined;
  const typed = Object.fromEntries(Object.entries(inputs).filter(([k]) => !(action.params ?? []).includes(k)));
  // a row's body is the row as the user changed it: a typed value replaces the row's old one there too
  const changed = Object.fromEntries(Object.entries(inputs).filter(([k]) => k in row));
  const data =
    action.kind === 'row' ? { ...row, ...changed, ...typed } : action.kind === 'bulk' && !params ? { ids: target.ids ?? [] } : typed;
  return params && Object.keys(params).length ? { url, params, data } : { url, data };
}

/**
 * Runs an action and returns the answer's data. A write carries its operation's Idempotency-Key (the caller's, the
 * same for every retry of it); a money write without one is refused before it is sent.
 */
export function runAction(
  action: ActionDefinition,
  target: ActionTarget,
  opts: { rowKey?: string; idempotencyKey?: string; signal?: AbortSignal } = {},
): Promise<{ data: unknown; msg?: string }> {
  return sendAction(action, target, opts);
}

/**
 * Runs a read action (a query whose answer is shown) and returns the answer's data. It sends nothing else: an action
 * the registry does not mark as a read (a write, a download) is refused before it leaves, so a write only goes out
 * through `runAction`, sent by the command machine (docs/flows.md "Commands").
 */
export function readAction(
  action: ActionDefinition,
  target: ActionTarget,
  opts: { rowKey?: string; signal?: AbortSignal } = {},
): Promise<{ data: unknown; msg?: string }> {
  if (!action.read || action.download) return Promise.reject(new Error(`${action.name} is not a read: its command sends it`));
  return sendAction(action, target, opts);
}

/** An action's request, with the operation's key when it is a write. */
async function sendAction(
  action: ActionDefinition,
  target: ActionTarget,
  opts: { rowKey?: string; idempotencyKey?: string; signal?: AbortSignal },
): Promise<{ data: unknown; msg?: string }> {
  const req = actionRequest(action, target, opts.rowKey);
  const key = operationKeyOf(opts.idempotencyKey, action.moneyWrite, `${action.method} ${req.url}`);
  return requestEnvelope(
    {
      url: req.url,
      method: action.method,
      params: req.params,
      data: req.data,
      signal: opts.signal,
      ...(key ? { meta: { idempotencyKey: key } } : {}),
    },
    v.unknown(),
  );
}

/** A downloaded file. */
export interface Download {
  blob: Blob;
  fileName: string;
}

/** The file name of a Content-Disposition header (RFC 5987 `filename*` first), else the fallback. */
export function fileNameOf(disposition: string | undefined, fallback: string): string {
  if (!disposition) return fallback;
  const star = /filename\*\s*=\s*(?:UTF-8'')?([^;]+)/i.exec(disposition);
  if (star?.[1]) {
    try {
      return decodeURIComponent(star[1].trim().replace(/^"|"$/g, ''));
    } catch {
      /* fall through to the plain name */
    }
  }
  const plain = /filename\s*=\s*"?([^";]+)"?/i.exec(disposition);
  return plain?.[1]?.trim() || fallback;
}

/**
 * Fetches an export as a blob with the auth header (never a link carrying the token, docs/architecture.md §5). An answer
 * that is not a file (a JSON error body, an HTML page, an empty body) is an `ApiError` of kind 'download'.
 */
export async function download(
  action: ActionDefinition,
  target: ActionTarget,
  fallbackName: string,
  signal?: AbortSignal,
): Promise<Download> {
  const req = actionRequest(action, target);
  let res: AxiosResponse<Blob>;
  try {
    res = await http.axios.request<Blob>({
      url: req.url,
      method: action.method,
      params: req.params,
      data: req.data,
      signal,
      responseType: 'blob',
    });
  } catch (e) {
    if (e instanceof ApiError && (e.kind === 'cancelled' || e.kind === 'unauthorized')) throw e;
    throw new ApiError('download', e instanceof Error ? e.message : 'download failed');
  }
  const blob = res.data;
  const type = String(res.headers['content-type'] ?? blob?.type ?? '');
  if (res.status !== 200 || !(blob instanceof Blob) || blob.size === 0 || /json|html/i.test(type)) {
    throw new ApiError('download', `not a file (status ${res.status}, ${type || 'no type'})`, { status: res.status });
  }
  return { blob, fileName: fileNameOf(res.headers['content-disposition'] as string | undefined, fallbackName) };
}
