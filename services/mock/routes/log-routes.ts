/**
 * Simulated client error-log upload: POST /api/blade-log/error/upload with a JSON array of
 * `{ type, url, message, stack, info, time }` (services/logs/error-log.ts). The spec leaves the path open;
 * this one is ours. Entries are kept in `db.resources[CLIENT_ERROR_LOGS]` with who sent them and when.
 */
import { nextId, tableOf } from '../db';
import { fail, ok } from '../envelope';
import { type RouteDefinition, protectedRoute } from '../route';
import { formatDateTime } from '../seed';

/** `db.resources` table of uploaded client error logs. */
export const CLIENT_ERROR_LOGS = 'clientErrorLogs';
/** Entries accepted per upload (the client queue holds at most 100). */
export const MAX_UPLOAD_ENTRIES = 100;
/** Entries kept in the db (oldest dropped). */
export const MAX_STORED_LOGS = 300;
/** Each field is cut to this many characters. */
export const MAX_LOG_FIELD_CHARS = 2000;

export const MSG_BAD_LOGS = '日志格式不正确';

const FIELDS = ['type', 'url', 'message', 'stack', 'info', 'time'] as const;

/** Routes of the client error log. */
export const logRoutes: RouteDefinition[] = [
  protectedRoute('post', '/api/blade-log/error/upload', (ctx) => {
    const body = ctx.body;
    if (!Array.isArray(body) || body.length === 0 || body.length > MAX_UPLOAD_ENTRIES) return fail(MSG_BAD_LOGS);
    const rows: Array<Record<string, unknown>> = [];
    for (const item of body) {
      if (typeof item !== 'object' || item === null || Array.isArray(item)) return fail(MSG_BAD_LOGS);
      const o = item as Record<string, unknown>;
      const row: Record<string, unknown> = {};
      for (const f of FIELDS) {
        const v = o[f];
        if (v !== undefined && typeof v !== 'string') return fail(MSG_BAD_LOGS);
        row[f] = (v ?? '').slice(0, MAX_LOG_FIELD_CHARS);
      }
      rows.push(row);
    }
    const { user } = ctx.session;
    const table = tableOf(ctx.db, CLIENT_ERROR_LOGS);
    for (const row of rows) {
      table.push({
        id: nextId(ctx.db),
        tenantId: user.tenantId,
        userId: user.id,
        account: user.account,
        createTime: formatDateTime(ctx.now),
        ...row,
      });
    }
    table.splice(0, Math.max(0, table.length - MAX_STORED_LOGS));
    ctx.changed();
    return ok(rows.length);
  }),
];
