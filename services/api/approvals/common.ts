/**
 * Shared pieces of the approval calls: the registry's paths, the envelope unwrapping, and the history entries the
 * backend returns with every flow record (who did what, when, with which comment).
 */
import * as v from 'valibot';
import { pageOf, requestData, type DataSchema } from '@services/http/decode';
import { toFailure } from '@services/http/failure';
import { operationKeyOf } from '@services/http/operation-key';
import { id, listOf, madeSince, recordOf, text, type Row } from '@services/api/fields';
import { page } from '@services/api/resource-client';
import { resourceByKey } from '@services/resources/registry';
import type { ResourceDefinition } from '@services/resources/types';

export type { Row };

/** One step of a record's history, as the backend records it. */
export interface HistoryEntry {
  /** What was done: an action name of the flow (save, ensure, send, approve, reject, claim, complete, …). */
  action: string;
  userId: string;
  userName: string;
  /** 'yyyy-MM-dd HH:mm:ss'. */
  time: string;
  comment: string;
  /** The status after the step, when the flow has one. */
  status?: number | string;
}

/** The registry definition of a family (its spec paths). */
export function family(key: string): ResourceDefinition {
  const def = resourceByKey(key);
  if (!def) throw new Error(`unknown resource ${key}`);
  return def;
}

/** The spec path of a family's action or operation. */
export function pathOf(key: string, name: string): string {
  const def = family(key);
  const action = def.actions.find((a) => a.name === name);
  if (action) return action.path;
  const op = (def.operations as Record<string, { path: string } | undefined>)[name];
  if (op) return op.path;
  throw new Error(`${key} has no ${name}`);
}

export interface CallOptions {
  params?: Record<string, unknown>;
  data?: unknown;
  signal?: AbortSignal;
}

/** One read; answers the envelope's data, decoded with `schema` (by default only the envelope is checked). */
export function call(method: 'GET' | 'POST' | 'PUT', url: string, o?: CallOptions): Promise<unknown>;
export function call<S extends DataSchema>(
  method: 'GET' | 'POST' | 'PUT',
  url: string,
  o: CallOptions,
  schema: S,
): Promise<v.InferOutput<S>>;
export function call(method: 'GET' | 'POST' | 'PUT', url: string, o: CallOptions = {}, schema: DataSchema = v.unknown()): Promise<unknown> {
  return requestData({ url, method, params: o.params, data: o.data, signal: o.signal }, schema);
}

export interface WriteOptions {
  params?: Record<string, unknown>;
  data?: unknown;
  /**
   * The operation's Idempotency-Key: made once by the command machine when the user confirmed (docs/flows.md
   * "Commands") and sent with every retry of that operation. Required: no key is made up per call.
   */
  key: string;
}

/**
 * One write (an approval, a grant's step, a draft saved): sent with its operation's key and never cancelled once it
 * left (no signal: leaving the screen only stops waiting for the answer). Answers the envelope's data like `call`.
 */
export function write(method: 'GET' | 'POST' | 'PUT', url: string, o: WriteOptions): Promise<unknown>;
export function write<S extends DataSchema>(
  method: 'GET' | 'POST' | 'PUT',
  url: string,
  o: WriteOptions,
  schema: S,
): Promise<v.InferOutput<S>>;
export function write(method: 'GET' | 'POST' | 'PUT', url: string, o: WriteOptions, schema: DataSchema = v.unknown()): Promise<unknown> {
  const idempotencyKey = operationKeyOf(o.key, true, `${method} ${url}`);
  return requestData({ url, method, params: o.params, data: o.data, meta: { idempotencyKey } }, schema);
}

/** One step of a record's history, as the backend records it. */
const HistoryEntrySchema = v.pipe(
  recordOf({ action: text, userId: id, userName: text, time: text, comment: text, status: v.optional(v.union([v.string(), v.number()])) }),
  v.transform(
    (h): HistoryEntry => ({
      action: h.action,
      userId: h.userId,
      userName: h.userName,
      time: h.time,
      comment: h.comment,
      ...(h.status !== undefined ? { status: h.status } : {}),
    }),
  ),
);

/** A flow record (grant, application, leave): its id as a string, its history entries checked, the rest as sent. */
export const FlowRecordSchema = recordOf({ id, history: v.optional(v.array(HistoryEntrySchema)) });

/** The rows of a page or list answer. */
export const rowsOf = <S extends DataSchema>(item: S) =>
  v.pipe(
    pageOf(item),
    v.transform((p) => p.records),
  );

/** The history entries of a record (field `history`), oldest first. */
export function historyOf(row: { history?: HistoryEntry[] } | Row | null | undefined): HistoryEntry[] {
  const entries = v.safeParse(v.array(HistoryEntrySchema), row?.history);
  return entries.success ? entries.output : [];
}

export { listOf };

/**
 * A new draft of a grant family as its list shows it after a lost answer: the same name, quantity and amount per card,
 * created since the save started; null when there is none.
 */
export async function findNewDraft(key: string, values: Row, startedAt: number, signal?: AbortSignal): Promise<Row | null> {
  const found = await page(family(key), { current: 1, size: 20, filters: { grantName: String(values.grantName) } }, signal);
  const same = (r: Row) =>
    r.grantName === values.grantName &&
    Number(r.cardQuantity) === Number(values.cardQuantity) &&
    Number(r.cardAmount) === Number(values.cardAmount) &&
    madeSince(r.createTime, startedAt);
  return found.records.find(same) ?? null;
}

/** What a failed call means to the user: the server's message when it sent one, else null (the transport told them). */
export function failureText(error: unknown): string | null {
  const f = toFailure(error);
  if (f.kind === 'bad-request') return f.serverMessage ?? f.message;
  // a refusal (403: no permission, another tenant's record, maker = checker) is also said where it happened
  if (f.code === 403) return f.serverMessage;
  return f.kind === 'unknown' && error instanceof Error ? f.message : null;
}
