/** BladeX response shapes: the `{ code, success, data, msg }` envelope, pages and the OAuth error bodies. */
import { HttpResponse } from 'msw';
import type { Page, R } from '@services/http/envelope';
import { sortRows } from './page-sort';

export const MSG_OK = '操作成功';
export const MSG_UNAUTHORIZED = '请求未授权';
export const MSG_CLIENT_AUTH_FAILED = '客户端认证失败';
export const MSG_SERVER_ERROR = '服务器内部错误';

/** The envelope and page shapes are the request layer's own (the simulator is their contract). */
export type Envelope<T> = R<T>;
export type { Page };

/** HTTP 200 success envelope around `data`. */
export function ok<T>(data: T, msg: string = MSG_OK): Response {
  return HttpResponse.json({ code: 200, success: true, data, msg } satisfies Envelope<T>);
}

/** A business failure: HTTP `status` (200 by default, as BladeX R.fail) with `{ code, success: false, msg }`. */
export function fail(msg: string, code = 400, status = 200): Response {
  return HttpResponse.json({ code, success: false, data: null, msg }, { status });
}

/** HTTP 401 `{ code: 401, success: false, msg: '请求未授权' }`. */
export function unauthorized(msg: string = MSG_UNAUTHORIZED): Response {
  return HttpResponse.json({ code: 401, success: false, msg }, { status: 401 });
}

/** HTTP 500 `{ code: 500, success: false, msg: '服务器内部错误' }`. */
export function serverError(msg: string = MSG_SERVER_ERROR): Response {
  return HttpResponse.json({ code: 500, success: false, msg }, { status: 500 });
}

/** HTTP 400 OAuth failure `{ error_code: 400, error_description }`. */
export function oauthError(description: string): Response {
  return HttpResponse.json({ error_code: 400, error_description: description }, { status: 400 });
}

/** HTTP 400 `{ error: 'invalid_grant', error_description }` for a dead refresh token. */
export function invalidGrant(description: string): Response {
  return HttpResponse.json({ error: 'invalid_grant', error_description: description }, { status: 400 });
}

/**
 * Slices `rows` into a BladeX page from the `current` (1-based) and `size` query parameters (defaults 1 and 10),
 * in the order of `ascs` / `descs` when the query names columns.
 */
export function paginate<T>(all: readonly T[], query: URLSearchParams): Page<T> {
  const rows = sortRows(all, query);
  const size = Math.max(1, Number.parseInt(query.get('size') ?? '', 10) || 10);
  const total = rows.length;
  const pages = Math.ceil(total / size);
  const current = Math.max(1, Number.parseInt(query.get('current') ?? '', 10) || 1);
  const start = (current - 1) * size;
  return { records: rows.slice(start, start + size), total, size, current, pages };
}
