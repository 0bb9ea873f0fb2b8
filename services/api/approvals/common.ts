/**
 * Shared pieces of the approval calls: the registry's paths, the envelope unwrapping, and the history entries the
 * backend returns with every flow record (who did what, when, with which comment).
 */
import { http } from '@services/http/client';
import type { R } from '@services/http/envelope';
import { ApiError, isPlainObject } from '@services/http/errors';
import { resourceByKey } from '@services/resources/registry';
import type { ResourceDefinition } from '@services/resources/types';

export type Row = Record<string, unknown>;

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
  /** Money write or approval: an Idempotency-Key, never retried. */
  idempotent?: boolean;
}

/** One call; answers the envelope's data. */
export async function call<T = unknown>(method: 'GET' | 'POST' | 'PUT', url: string, o: CallOptions = {}): Promise<T> {
  const meta = o.idempotent ? { idempotencyKey: globalThis.crypto.randomUUID() } : undefined;
  const body = await http.request<R<T>>({ url, method, params: o.params, data: o.data, signal: o.signal, ...(meta ? { meta } : {}) });
  return body.data;
}

/** A record answer, or an error when the backend sent none. */
export function asRecord(data: unknown, what: string): Row {
  if (!isPlainObject(data)) throw new ApiError('invalid-body', `${what} without a record`, { data });
  return data;
}

/** The rows of a page or list answer. */
export function asRows(data: unknown): Row[] {
  if (Array.isArray(data)) return data.filter(isPlainObject) as Row[];
  if (isPlainObject(data) && Array.isArray(data.records)) return (data.records as unknown[]).filter(isPlainObject) as Row[];
  return [];
}

/** The history entries of a record (field `history`), oldest first. */
export function historyOf(row: Row | null | undefined): HistoryEntry[] {
  const raw = row?.history;
  if (!Array.isArray(raw)) return [];
  return raw.filter(isPlainObject).map((h) => ({
    action: String(h.action ?? ''),
    userId: String(h.userId ?? ''),
    userName: String(h.userName ?? ''),
    time: String(h.time ?? ''),
    comment: String(h.comment ?? ''),
    ...(h.status !== undefined ? { status: h.status as number | string } : {}),
  }));
}

/** What a failed call means to the user: the server's message when it sent one, else null (the transport told them). */
export function failureText(error: unknown): string | null {
  if (error instanceof ApiError) {
    if (error.kind === 'bad-request') return error.serverMessage ?? error.message;
    // a refusal (403: no permission, another tenant's record, maker = checker) is also said where it happened
    if (error.code === 403) return error.serverMessage ?? null;
    return null;
  }
  return error instanceof Error ? error.message : null;
}
