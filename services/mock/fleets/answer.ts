/** The answers of the member card routes (card-handlers.ts, card-writes.ts), and their run once per key. */
import { HttpResponse } from 'msw';
import { changing, onceByKey } from '../idempotency';
import type { AuthedContext } from '../route';

/** A card route's answer: the envelope's fields. */
export interface Answer {
  code: number;
  success: boolean;
  data: unknown;
  msg: string;
}

export const done = (data: unknown, msg = '操作成功'): Answer => ({ code: 200, success: true, data, msg });
export const refused = (msg: string): Answer => ({ code: 400, success: false, data: null, msg });

/**
 * Runs a write once per Idempotency-Key where the backend honours keys (services/mock/idempotency.ts): the same key
 * gets the first answer again. With `keepRefusals` false a refusal is not kept, so a later try with the key can succeed.
 */
export function once(ctx: AuthedContext, run: () => Answer, keepRefusals = true): Response {
  return HttpResponse.json(
    onceByKey(
      ctx,
      () => changing(ctx, run),
      (a) => (keepRefusals || a.success ? a : undefined),
      (kept) => kept as Answer,
    ),
  );
}
