/**
 * Generic CRUD of the resource registry (docs/architecture.md §6-§7): every definition is served from `db.resources[<key>]`, seeded on first use from services/mock/seed-resources.ts.
 * - list/page: GET with current, size and the search fields (text contains, others equal; a dateRange on a field
 *   reads `<field>_dategt` / `<field>_datelt`, both ends inclusive by day); newest createTime first.
 * - detail: GET by the definition's parameter (`id`, or `code` for rowKey families).
 * - submit: add when the body has no id, update when it has one; save adds, update updates.
 * - remove: `ids` comma-joined in the query.
 * Required form fields are checked like a server would (HTTP 200, code 400 and a message).
 */
import type { ActionDefinition, OperationDefinition, OperationName, ResourceDefinition } from '@services/resources/types';
import { resourcesZh } from '@services/resources/texts-zh';
import { RESOURCES, resourceByKey } from '@services/resources/registry';
import { csvResponse } from '../csv';
import { nextId, type Db, tableOf } from '../db';
import { fail, ok, paginate } from '../envelope';
import { protectedRoute, type AuthedContext, type RouteDefinition, type RouteMethod } from '../route';
import { formatDateTime } from '../seed';
import { COUNTERPARTIES, REFERENCE_BY_NAME, referenceFields, seedResourceRows } from '../seed-resources';
import { STATION_FAMILY, keepCompanyStations } from '../dashboard/stations';
import { linkSecondAgents } from '../agents/seed-links';
import { actionVerb, familyRefusal, MSG_NOT_FOUND, ownSeededRows, verbOf, visibleRows } from '../rules';

type Row = Record<string, unknown>;

/** The definitions the simulator serves generically: every one (the console mounts each at its route). */
export const SERVED_RESOURCES: readonly ResourceDefinition[] = RESOURCES;

/** The table of a definition, seeded on first use (its seeded records dealt out to the tenants that may read it). */
export function resourceTable(db: Db, def: ResourceDefinition): Row[] {
  return tableOf(db, def.key, () => {
    const rows = seedResourceRows(def, db.meta.seed, undefined, db.meta.dateShift);
    dealing.add(def.key);
    try {
      ownSeededRows(db, def.key, rows, def, (row) => {
        const refs = referenceFields(def, row);
        for (const field of Object.keys(row)) if (REFERENCE_BY_NAME[field] && !refs.has(field)) refs.set(field, REFERENCE_BY_NAME[field]!);
        for (const [field, family] of refs) {
          const id = str(row[field]);
          // the referred table is dealt first (one being dealt further up, as in a cycle, is not asked)
          const target = resourceByKey(family);
          if (!id || id === '0' || !target || family === def.key || dealing.has(family) || COUNTERPARTIES.has(family)) continue;
          const hit = resourceTable(db, target).find((r) => str(r.id) === id || (!!target.rowKey && str(r[target.rowKey]) === id));
          if (hit && str(hit.tenantId)) return str(hit.tenantId);
        }
        return '';
      });
      // the stations the companies run are the ones their dashboards show
      if (def.key === STATION_FAMILY) keepCompanyStations(rows);
      // a second-level agent works under a first-level agent of its company
      if (def.key === 'admin-agent') linkSecondAgents(rows);
    } finally {
      dealing.delete(def.key);
    }
    return rows;
  });
}

/** The tables whose seeded records are being dealt out right now. */
const dealing = new Set<string>();

/** The rows of a definition the caller's tenant may see (BladeX's tenant filter). */
export const tenantRows = (ctx: AuthedContext, def: ResourceDefinition): Row[] => visibleRows(ctx, resourceTable(ctx.db, def));

const str = (v: unknown) => (v === null || v === undefined ? '' : String(v));
/** The ids of a comma-separated `ids` parameter (removal by ids, spec 000). */
export const idSet = (v: unknown) =>
  new Set(
    str(v)
      .split(',')
      .map((s) => s.trim())
      .filter(Boolean),
  );

/** Rows matching the search parameters. */
export function filterRows(def: ResourceDefinition, rows: readonly Row[], query: URLSearchParams): Row[] {
  let out = [...rows];
  for (const f of def.searchFields) {
    if (f.kind === 'dateRange') {
      const gt = query.get(`${f.field}_dategt`)?.trim();
      const lt = query.get(`${f.field}_datelt`)?.trim();
      if (gt) out = out.filter((r) => str(r[f.field]).slice(0, 10) >= gt.slice(0, 10));
      if (lt) out = out.filter((r) => str(r[f.field]).slice(0, 10) <= lt.slice(0, 10));
      continue;
    }
    const value = query.get(f.field)?.trim();
    if (!value) continue;
    if (f.kind === 'text') {
      const needle = value.toLowerCase();
      out = out.filter((r) => str(r[f.field]).toLowerCase().includes(needle));
    } else if (f.kind === 'date') {
      out = out.filter((r) => str(r[f.field]).startsWith(value.slice(0, 10)));
    } else {
      out = out.filter((r) => str(r[f.field]) === value);
    }
  }
  return out.sort((a, b) => str(b.createTime).localeCompare(str(a.createTime)) || str(b.id).localeCompare(str(a.id)));
}

function keyParam(op: OperationDefinition, def: ResourceDefinition): string {
  return op.params?.[0] ?? def.rowKey ?? 'id';
}

function bodyOf(ctx: AuthedContext): Row | null {
  return ctx.body && typeof ctx.body === 'object' && !Array.isArray(ctx.body) && !(ctx.body instanceof FormData) ? (ctx.body as Row) : null;
}

function missingRequired(def: ResourceDefinition, row: Row): string | null {
  for (const f of def.formFields) {
    if (f.required && str(row[f.field]).trim() === '') return f.field;
  }
  return null;
}

function add(ctx: AuthedContext, def: ResourceDefinition, body: Row): Response {
  const missing = missingRequired(def, body);
  if (missing) return fail(`${missing} 不能为空`);
  const table = resourceTable(ctx.db, def);
  const row: Row = { ...body, id: nextId(ctx.db), createTime: formatDateTime(ctx.now), tenantId: ctx.session.tenant.tenantId };
  if (def.rowKey && def.rowKey !== 'id' && str(row[def.rowKey]) === '') row[def.rowKey] = row.id;
  table.unshift(row);
  ctx.changed();
  return ok(row);
}

function update(ctx: AuthedContext, def: ResourceDefinition, body: Row): Response {
  const row = tenantRows(ctx, def).find((r) => str(r.id) === str(body.id));
  if (!row) return fail(MSG_NOT_FOUND);
  const merged = { ...row, ...body, id: row.id, createTime: row.createTime, tenantId: row.tenantId };
  const missing = missingRequired(def, merged);
  if (missing) return fail(`${missing} 不能为空`);
  Object.assign(row, merged, { updateTime: formatDateTime(ctx.now) });
  ctx.changed();
  return ok(row);
}

/** A detail call without a key (no parameter, no path parameter) reads the caller's one settings record. */
const readsOneRecord = (op: OperationDefinition) => !op.params?.length && !op.path.includes('{');

/** The caller's settings record of a family read without a key: the tenant's first, made blank on its first read. */
function settingsRecord(ctx: AuthedContext, def: ResourceDefinition): Row {
  const own = tenantRows(ctx, def)[0];
  if (own) return own;
  const row: Row = { id: nextId(ctx.db), createTime: formatDateTime(ctx.now), tenantId: ctx.session.tenant.tenantId };
  resourceTable(ctx.db, def).unshift(row);
  ctx.changed();
  return row;
}

const method = (op: OperationDefinition) => op.method.toLowerCase() as RouteMethod;
const mswPath = (path: string) => path.replace(/\{(\w+)\}/g, ':$1');

/** The routes of one definition's standard operations. */
export function routesOf(def: ResourceDefinition): RouteDefinition[] {
  const out: RouteDefinition[] = [];
  const o = def.operations;
  const on = (name: OperationName, handle: (ctx: AuthedContext, op: OperationDefinition) => Response) => {
    const op = o[name];
    if (op && !out.some((r) => r.path === mswPath(op.path) && r.method === method(op))) {
      out.push(protectedRoute(method(op), mswPath(op.path), (ctx) => familyRefusal(ctx, def, verbOf(ctx, name)) ?? handle(ctx, op)));
    }
  };
  const list = (ctx: AuthedContext) => ok(paginate(filterRows(def, tenantRows(ctx, def), ctx.query), ctx.query));
  on('page', list);
  on('list', list);
  on('detail', (ctx, op) => {
    if (readsOneRecord(op)) return ok(settingsRecord(ctx, def));
    const name = keyParam(op, def);
    const id = ctx.params[name] ?? ctx.pathParams[name] ?? ctx.pathParams.id ?? '';
    const field = name === 'id' ? 'id' : (def.rowKey ?? name);
    const row = tenantRows(ctx, def).find((r) => str(r[field]) === id);
    return row ? ok(row) : fail(MSG_NOT_FOUND);
  });
  on('save', (ctx) => {
    const body = bodyOf(ctx);
    return body ? add(ctx, def, body) : fail('请求体不能为空');
  });
  on('update', (ctx) => {
    const body = bodyOf(ctx);
    return body && str(body.id) ? update(ctx, def, body) : fail('缺少主键');
  });
  on('submit', (ctx) => {
    const body = bodyOf(ctx);
    if (!body) return fail('请求体不能为空');
    return str(body.id) ? update(ctx, def, body) : add(ctx, def, body);
  });
  on('remove', (ctx) => {
    const ids = idSet(ctx.params.ids);
    if (ids.size === 0) return fail('请选择至少一条数据');
    const table = resourceTable(ctx.db, def);
    // another tenant's record reads as absent: removing it is refused, and nothing of the batch is removed
    const mine = new Set(tenantRows(ctx, def).map((r) => str(r.id)));
    if ([...ids].some((id) => table.some((r) => str(r.id) === id) && !mine.has(id))) return fail(MSG_NOT_FOUND);
    const keep = table.filter((r) => !ids.has(str(r.id)));
    if (keep.length !== table.length) {
      ctx.db.resources[def.key] = keep;
      ctx.changed();
    }
    return ok(null);
  });
  return out;
}

/** A multipart body (by shape: the FormData class of the runtime that parsed it may not be this realm's). */
const isForm = (body: unknown): body is FormData =>
  typeof body === 'object' &&
  body !== null &&
  typeof (body as FormData).getAll === 'function' &&
  typeof (body as FormData).entries === 'function';

const SWITCH_ON = /^(enable|open|up|activate|unfreeze|start|online)/i;
const SWITCH_OFF = /^(disable|close|down|freeze|stop|offline|disuse)/i;

/** The rows an action targets: the `id`/path id of a row action, the selection parameter of a bulk one. */
function targetRows(ctx: AuthedContext, def: ResourceDefinition, action: ActionDefinition): Row[] {
  const table = tenantRows(ctx, def);
  if (action.kind === 'bulk') {
    const name = (action.params ?? []).find((p) => p === 'ids') ?? (action.params ?? []).find((p) => /Ids$/.test(p)) ?? 'ids';
    const ids = new Set(
      str(ctx.params[name])
        .split(',')
        .map((x) => x.trim())
        .filter(Boolean),
    );
    return table.filter((r) => ids.has(str(r.id)));
  }
  const key = def.rowKey ?? 'id';
  const id =
    ctx.pathParams.id ??
    ctx.params.id ??
    ctx.params[key] ??
    Object.values(ctx.pathParams)[0] ??
    (bodyOf(ctx)?.id as string | undefined) ??
    '';
  return table.filter((r) => str(r.id) === str(id) || str(r[key]) === str(id));
}

/** A CSV export of the rows matching the query: the visible columns with their Chinese labels. */
function csvExport(ctx: AuthedContext, def: ResourceDefinition): Response {
  const labels = resourcesZh.field as Record<string, string>;
  const cols = def.columns.filter((c) => !c.hidden);
  const lines: unknown[][] = [cols.map((c) => labels[c.field] ?? c.field)];
  for (const r of filterRows(def, tenantRows(ctx, def), ctx.query)) lines.push(cols.map((c) => r[c.field]));
  const title = (resourcesZh.title as Record<string, string>)[def.key] ?? def.key;
  return csvResponse(`${title}.csv`, lines);
}

/**
 * A custom action's believable effect: an export answers a CSV file; a read answers the targeted row, the list,
 * or a summary (count and money totals); a write on rows stamps them (and flips a status for enable/disable-like
 * actions); a bulk write without a selection is refused like the console's own check.
 */
function actionRoute(def: ResourceDefinition, action: ActionDefinition): RouteDefinition {
  return protectedRoute(action.method.toLowerCase() as RouteMethod, mswPath(action.path), (ctx) => {
    const refused = familyRefusal(ctx, def, actionVerb(action));
    if (refused) return refused;
    if (action.download) return csvExport(ctx, def);
    const rows = action.kind === 'page' ? [] : targetRows(ctx, def, action);
    if (action.read) {
      if (action.kind === 'row') return rows[0] ? ok(rows[0]) : fail(MSG_NOT_FOUND);
      const all = filterRows(def, tenantRows(ctx, def), ctx.query);
      if (/list|tree|query|search|select|all|records|detail/i.test(action.name)) return ok(all.slice(0, 50));
      const summary: Row = { total: all.length };
      for (const c of def.columns) if (c.kind === 'money') summary[c.field] = all.reduce((n, r) => n + (Number(r[c.field]) || 0), 0);
      return ok(summary);
    }
    // an upload adds a record: its form fields, and the first file's name where the family has a name column
    const form = isForm(ctx.body) ? ctx.body : null;
    if (action.kind === 'page' && form) {
      const files = [...form.values()].filter((v): v is File => typeof v !== 'string');
      if (files.length === 0) return fail('请选择文件');
      const row: Row = { id: nextId(ctx.db), createTime: formatDateTime(ctx.now), tenantId: ctx.session.tenant.tenantId };
      for (const [k, v] of form.entries()) if (typeof v === 'string') row[k] = v;
      const nameCol = def.columns.find((c) => /name$/i.test(c.field) && c.kind === 'text');
      if (nameCol) row[nameCol.field] = files[0]!.name.replace(/\.[^.]+$/, '');
      resourceTable(ctx.db, def).unshift(row);
      ctx.changed();
      return ok(row);
    }
    if (action.kind === 'bulk' && rows.length === 0) return fail('请选择至少一条数据');
    if (action.kind === 'row' && rows.length === 0) return fail(MSG_NOT_FOUND);
    for (const r of rows) {
      r.lastAction = action.name;
      r.updateTime = formatDateTime(ctx.now);
      if ('status' in r && SWITCH_ON.test(action.name)) r.status = 1;
      if ('status' in r && SWITCH_OFF.test(action.name)) r.status = 0;
    }
    if (rows.length) ctx.changed();
    return ok(action.kind === 'row' ? (rows[0] ?? null) : null);
  });
}

/** The routes of a definition's custom actions (a path already served by an operation keeps that answer). */
export function actionRoutesOf(def: ResourceDefinition, taken: readonly RouteDefinition[]): RouteDefinition[] {
  const out: RouteDefinition[] = [];
  for (const a of def.actions) {
    const path = mswPath(a.path);
    const m = a.method.toLowerCase();
    if ([...taken, ...out].some((r) => r.path === path && r.method === m)) continue;
    out.push(actionRoute(def, a));
  }
  return out;
}

/** Every generic resource route. */
export const resourceRoutes: readonly RouteDefinition[] = SERVED_RESOURCES.flatMap((def) => {
  const std = routesOf(def);
  return [...std, ...actionRoutesOf(def, std)];
})
  // a fixed path answers before a path with a parameter that would also match it (/agent/secondAgentPage before /agent/:id)
  .map((r, i) => ({ r, i, params: (r.path.match(/:/g) ?? []).length }))
  .sort((a, b) => a.params - b.params || a.i - b.i)
  .map(({ r }) => r);
