/** Helpers of the simulator's own effects (services/mock/effects): writes answered once per honoured Idempotency-Key. */
import { HttpResponse } from 'msw';
import { onceByKey } from '../idempotency';
import type { AuthedContext } from '../route';

type Answer = { body: Record<string, unknown>; replayed?: true } | Response;

/**
 * Runs a write that is not a money move: where keys are honoured, a repeat of the request's key answers the first
 * result without doing anything (a refusal is not kept); a write without a key simply runs. Marks the db changed.
 */
export function keyed(ctx: AuthedContext, write: () => Answer): Response {
  const result = onceByKey<Answer>(
    ctx,
    write,
    (r) => (r instanceof Response ? undefined : r.body),
    (kept) => ({ body: kept as Record<string, unknown>, replayed: true }),
  );
  if (result instanceof Response) return result;
  if (!result.replayed) ctx.changed();
  return HttpResponse.json(result.body);
}
