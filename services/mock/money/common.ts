/** Helpers shared by the simulator's money routes: registry paths, tenant scope, amounts, idempotent answers. */
import { HttpResponse } from 'msw';
import type { ActionDefinition, OperationName } from '@services/resources/types';
import { MSG_ILLEGAL_STEP } from '@services/api/money/status';
import { fail } from '../envelope';
import type { AuthedContext } from '../route';
import { onceByKey } from '../idempotency';
import { def, takeDroppedAnswer, type Row } from './store';

/** The msw path of a registry operation or action (`{id}` → `:id`). */
export function pathOf(key: string, name: string): string {
  const d = def(key);
  const p = d.operations[name as OperationName]?.path ?? d.actions.find((a: ActionDefinition) => a.name === name)?.path;
  if (!p) throw new Error(`registry ${key} has no ${name}`);
  return p.replace(/\{(\w+)\}/g, ':$1');
}

/** Reads a positive whole number of fen, or null. */
export function fenParam(v: string | undefined): number | null {
  if (v === undefined || !/^\d{1,15}$/.test(v.trim())) return null;
  const n = Number(v.trim());
  return Number.isSafeInteger(n) && n > 0 ? n : null;
}

export const illegal = (msg: string = MSG_ILLEGAL_STEP) => fail(msg);

/** The row of `rows` with the id of the `id` parameter (query, body or path). */
export function byId(ctx: AuthedContext, rows: Row[], name = 'id'): Row | undefined {
  const id = ctx.params[name] ?? ctx.pathParams[name] ?? '';
  return rows.find((r) => String(r.id) === id);
}

/**
 * Runs a money write (services/mock/idempotency.ts): where keys are honoured, a write needs one and a repeat with the
 * same key answers the first result without doing anything; a business failure is not kept, so a later try can
 * succeed. After committing, a configured dropped answer ("network drop") answers with a network error instead.
 * A write that is not a money move (`{ keyRequired: false }`) runs without a key too.
 */
export function once(
  ctx: AuthedContext,
  write: () => { body: Record<string, unknown> } | Response,
  { keyRequired = true }: { keyRequired?: boolean } = {},
): Response {
  if (keyRequired && ctx.config.idempotencyHonoured && !ctx.headers.get('Idempotency-Key')) return fail('缺少幂等键 Idempotency-Key');
  const result = onceByKey<{ body: Record<string, unknown>; replayed?: true } | Response>(
    ctx,
    write,
    (r) => (r instanceof Response ? undefined : r.body),
    (kept) => ({ body: kept as Record<string, unknown>, replayed: true }),
  );
  if (result instanceof Response) return result;
  if (result.replayed) return HttpResponse.json(result.body);
  ctx.changed();
  if (takeDroppedAnswer(ctx.db, ctx.url.pathname)) return HttpResponse.error();
  return HttpResponse.json(result.body);
}

/** The success envelope as a plain body (for `once`). */
export const okBody = (data: unknown, msg = '操作成功') => ({ body: { code: 200, success: true, data: structuredClone(data), msg } });
