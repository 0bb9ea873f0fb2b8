/** Helpers of the simulator's own effects (services/mock/effects): writes answered once per honoured Idempotency-Key. */
import { HttpResponse } from 'msw';
import { requireResource } from '@services/resources/registry';
import type { OperationName } from '@services/resources/types';
import { onceByKey } from '../idempotency';
import type { AuthedContext, RouteDefinition, RouteMethod } from '../route';
import { guardedRoute } from '../rules';

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

/** The route of a registry operation or action (its method and path, `{id}` → `:id`) answered by `handle`. */
export function registryRoute(key: string, name: string, handle: (ctx: AuthedContext) => Response): RouteDefinition {
  const def = requireResource(key);
  const call = def.operations[name as OperationName] ?? def.actions.find((a) => a.name === name);
  if (!call) throw new Error(`registry ${key} has no ${name}`);
  // the family's permission is checked as on the generic routes (services/mock/rules.ts)
  return guardedRoute(call.method.toLowerCase() as RouteMethod, call.path.replace(/\{(\w+)\}/g, ':$1'), handle);
}
