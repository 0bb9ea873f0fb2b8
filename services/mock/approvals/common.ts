/**
 * Shared pieces of the simulated approval flows: history entries (who, when, comment), the refusal of an illegal
 * transition, record look-up in the registry's tables, and replaying a write sent again with the same Idempotency-Key.
 */
import { changing, onceByKey } from '../idempotency';
import type { ResourceDefinition } from '@services/resources/types';
import type { HistoryEntry } from '@services/api/approvals/common';
import { MSG_ILLEGAL_STATE, MSG_OTHER_TENANT, MSG_SELF_GRANT } from '@services/api/approvals/status';
import { makersOf } from '@services/api/approvals/duties';
import { fail, ok, paginate } from '../envelope';
import { type AuthedContext, protectedRoute, type RouteDefinition } from '../route';
import { formatDateTime } from '../seed';
import { filterRows, resourceTable } from '../routes/resource-routes';
import { type Answer, forbidden, respond, tenantMaySee, visibleRows } from '../rules';
import { nextId, type Db } from '../db';

export type Row = Record<string, unknown>;

export const str = (v: unknown) => (v === null || v === undefined ? '' : String(v));

/** A history entry as the simulated backend records it (the shape the console reads). */
export type SimHistoryEntry = HistoryEntry;

/** The fields every grant form shares (name, card count, amount per card in fen, end time), or why they are refused. */
export function grantAmounts(body: Row): Row | string {
  const quantity = Number(body.cardQuantity);
  const amount = fenParam(body.cardAmount);
  if (!str(body.grantName).trim()) return 'grantName 不能为空';
  if (!Number.isInteger(quantity) || quantity < 1) return '发卡数量必须是正整数';
  if (Number.isNaN(amount) || amount <= 0) return '单卡金额必须大于0';
  return {
    grantName: str(body.grantName).trim(),
    cardQuantity: quantity,
    cardAmount: amount,
    totalAmount: quantity * amount,
    endTime: str(body.endTime),
  };
}

/** A new draft grant of the caller's company, its first history entry recorded, put first in its table. */
export function addDraft(ctx: AuthedContext, table: Row[], values: Row, draft: number, action: string): Row {
  const g: Row = {
    ...values,
    id: nextId(ctx.db),
    companyName: ctx.session.tenant.tenantName,
    grantStatus: draft,
    createUser: ctx.session.user.id,
    createTime: formatDateTime(ctx.now),
    tenantId: ctx.session.tenant.tenantId,
    history: [],
  };
  record(g, entry(ctx, action, '', draft));
  table.unshift(g);
  ctx.changed();
  return g;
}

/** A history entry by the caller, now. */
export function entry(ctx: AuthedContext, action: string, comment = '', status?: number | string): SimHistoryEntry {
  const u = ctx.session.user;
  return {
    action,
    userId: u.id,
    userName: u.realName || u.name || u.account,
    time: formatDateTime(ctx.now),
    comment,
    ...(status !== undefined ? { status } : {}),
  };
}

/** A history entry of the seeded world: what a seeded user did at a seeded time. */
export function seededEntry(
  action: string,
  user: { id: string; realName: string } | undefined,
  time: string,
  status: number | string,
  comment = '',
): SimHistoryEntry {
  return { action, userId: user?.id ?? '', userName: user?.realName ?? '', time, comment, status };
}

/** Appends a history entry to a record. */
export function record(row: Row, e: SimHistoryEntry): void {
  const list = Array.isArray(row.history) ? (row.history as SimHistoryEntry[]) : [];
  row.history = [...list, e];
}

/** HTTP 200 {code: 400, msg: '当前状态不允许该操作'} (or a more specific message). */
export const refuse = (msg: string = MSG_ILLEGAL_STATE) => fail(msg);

/** A row of a family's table by id. */
export function findRow(db: Db, def: ResourceDefinition, id: string): Row | undefined {
  return resourceTable(db, def).find((r) => str(r.id) === id);
}

/** The `id` parameter of a request (query, body or path). */
export const idParam = (ctx: AuthedContext, name = 'id') => str(ctx.params[name] ?? ctx.pathParams[name]).trim();

/** Money as integer fen from a parameter; NaN when it is not a whole non-negative number. */
export function fenParam(v: unknown): number {
  const n = typeof v === 'number' ? v : typeof v === 'string' && /^\d+$/.test(v.trim()) ? Number(v) : Number.NaN;
  return Number.isSafeInteger(n) && n >= 0 ? n : Number.NaN;
}

export const okAnswer = (data: unknown = null, msg = '操作成功'): Answer => ({ code: 200, success: true, data, msg });
export const refusal = (msg: string = MSG_ILLEGAL_STATE): Answer => ({ code: 400, success: false, data: null, msg });

/** The rows of `def` the caller's tenant may see, filtered and paged by the query. */
export function visiblePage(ctx: AuthedContext, def: ResourceDefinition, rows: readonly Row[]): Response {
  return ok(paginate(filterRows(def, visibleRows(ctx, rows), ctx.query), ctx.query));
}

/**
 * The segregation-of-duties checks of a decision (approve, reject, issue) that depend on the record: its tenant, and
 * that the caller is none of its makers. The caller's button is not checked here: the simulator refuses a role
 * holding none of the route's buttons before the handler runs (route.ts decisionRoute, simulator.ts familyGuarded).
 * Null when the decision may go ahead, else the 403 answer.
 */
export function decisionRefusal(ctx: AuthedContext, o: { tenantId: unknown; makers: readonly string[]; selfMsg: string }): Answer | null {
  if (!tenantMaySee(ctx, o.tenantId)) return forbidden(MSG_OTHER_TENANT);
  if (o.makers.includes(ctx.session.user.id)) return forbidden(o.selfMsg);
  return null;
}

/** The refusal of a decision on a grant: another tenant's grant, or one the caller made by one of `makerActions`. */
export const grantDecisionRefusal = (ctx: AuthedContext, g: Row, makerActions: readonly string[]): Answer | null =>
  decisionRefusal(ctx, { tenantId: g.tenantId, makers: makersOf(g, makerActions), selfMsg: MSG_SELF_GRANT });

/** The row of `rows` with this id, if the caller's tenant may see it (the platform sees every tenant's). */
export function visibleById(ctx: AuthedContext, rows: readonly Row[], id: string): Row | undefined {
  const r = rows.find((x) => str(x.id) === id);
  return r && tenantMaySee(ctx, r.tenantId) ? r : undefined;
}

/** The list (the caller's tenant's rows, filtered and paged) and detail routes of a family whose rows `table` keeps. */
export function listAndDetailRoutes(base: string, def: () => ResourceDefinition, table: (db: Db) => Row[]): RouteDefinition[] {
  return [
    protectedRoute('get', `${base}/list`, (ctx) => visiblePage(ctx, def(), table(ctx.db))),
    protectedRoute('get', `${base}/detail`, (ctx) => {
      const row = visibleById(ctx, table(ctx.db), idParam(ctx));
      return row ? ok(row) : fail('数据不存在');
    }),
  ];
}

/** The request body when it is a plain object (JSON), else null. */
export const objectBody = (ctx: AuthedContext): Row | null =>
  ctx.body && typeof ctx.body === 'object' && !Array.isArray(ctx.body) && !(ctx.body instanceof FormData) ? (ctx.body as Row) : null;

/** Runs a write, once per Idempotency-Key where the backend honours keys (services/mock/idempotency.ts). */
export function once(ctx: AuthedContext, run: () => Answer): Response {
  return respond(
    onceByKey(
      ctx,
      () => changing(ctx, run),
      (a) => a,
      (kept) => kept as Answer,
    ),
  );
}

/** A write without replay: the answer as a Response. */
export const answer = (a: Answer) => respond(a);

/** The display name of a user id of the db. */
export function userName(db: Db, id: string): string {
  const u = db.users.find((x) => x.id === id);
  return u ? u.realName || u.name || u.account : '';
}
