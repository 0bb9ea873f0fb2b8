/** Helpers of the simulator's own effects (services/mock/effects): writes answered once per honoured Idempotency-Key. */
import { requireResource } from '@services/resources/registry';
import type { OperationName } from '@services/resources/types';
import { once } from '../money/common';
import type { AuthedContext, RouteDefinition, RouteMethod } from '../route';
import { guardedRoute } from '../rules';

/**
 * Runs a write that is not a money move: where keys are honoured, a repeat of the request's key answers the first
 * result without doing anything (a refusal is not kept); a write without a key simply runs.
 */
export const keyed = (ctx: AuthedContext, write: () => { body: Record<string, unknown> } | Response): Response =>
  once(ctx, write, { keyRequired: false });

/** The route of a registry operation or action (its method and path, `{id}` → `:id`) answered by `handle`. */
export function registryRoute(key: string, name: string, handle: (ctx: AuthedContext) => Response): RouteDefinition {
  const def = requireResource(key);
  const call = def.operations[name as OperationName] ?? def.actions.find((a) => a.name === name);
  if (!call) throw new Error(`registry ${key} has no ${name}`);
  // the family's permission is checked as on the generic routes (services/mock/rules.ts)
  return guardedRoute(call.method.toLowerCase() as RouteMethod, call.path.replace(/\{(\w+)\}/g, ':$1'), handle);
}
