/**
 * The backend's handling of a write's Idempotency-Key, as a switch: BladeX ignores the header (the default here, so
 * a write sent twice is done twice, as the deployed backend would do it); a backend that honours it answers a repeat
 * of the same key (same user and path) with the first answer and does nothing again. The console's own setting
 * (`consoleConfig.idempotencyHonoured`, services/http/config.ts) says which one it talks to.
 */
import { tableOf } from './db';
import type { AuthedContext } from './route';

const REPLAYS = 'idempotency';
/** How many first answers are kept for replay (the oldest are dropped). */
const KEPT = 500;

/** The Idempotency-Key of a write, when the backend honours keys and the request has one. */
export function honouredKey(ctx: AuthedContext): string | null {
  return ctx.config.idempotencyHonoured ? ctx.headers.get('Idempotency-Key') : null;
}

/**
 * Runs a write once per key where keys are honoured: a repeat answers what `keep` kept of the first result, made
 * back into a result by `replay`. `keep` returns undefined for a result that must not be replayed (a refusal, so a
 * later try can succeed). Where keys are not honoured, or the request has none, the write simply runs.
 */
export function onceByKey<T>(ctx: AuthedContext, run: () => T, keep: (result: T) => unknown, replay: (kept: unknown) => T): T {
  const key = honouredKey(ctx);
  if (!key) return run();
  const table = tableOf(ctx.db, REPLAYS);
  const userId = ctx.session.user.id;
  const path = ctx.url.pathname;
  const hit = table.find((r) => r.key === key && r.userId === userId && r.path === path);
  if (hit) return replay(structuredClone(hit.body));
  const result = run();
  const kept = keep(result);
  if (kept !== undefined) {
    table.push({ key, userId, path, body: structuredClone(kept) });
    if (table.length > KEPT) table.splice(0, table.length - KEPT);
    ctx.changed();
  }
  return result;
}

/** Runs a write and marks the db as changed, so what it did is kept. */
export function changing<T>(ctx: AuthedContext, run: () => T): T {
  const result = run();
  ctx.changed();
  return result;
}
