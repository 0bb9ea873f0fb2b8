/**
 * Decoding at the boundary (docs/architecture.md §5): a call names the schema of its `data`, and the answer is
 * checked here once, inside the BladeX envelope `{ code, success, data, msg }` (pages inside
 * `{ records, total, size, current, pages }`). A body of another shape becomes an ApiError of kind `decode` whose
 * message names the field (`data.records[3].amount: expected number`); it is written to the error log once and
 * the user sees 未知错误 — no screen ever reads a field of the wrong type.
 */
import * as v from 'valibot';
import type { AxiosRequestConfig } from 'axios';
import { addLog } from '@services/logs/error-log';
import { HTTP_MESSAGES, http } from './client';
import { ApiError } from './errors';

/** Any schema a call may pass for its data. */
export type DataSchema<T = unknown> = v.GenericSchema<unknown, T>;

/**
 * A whole number, from a number or a string matching `digits` (BladeX sends both); absent, or an empty string where
 * `digits` allows one: the fallback.
 */
export function wholeNumber<F extends number | null>(fallback: F, digits = /^-?\d+$/, message = 'expected a whole number') {
  return v.optional(
    v.pipe(
      v.custom<number | string | null | undefined>(
        (x) =>
          x === null ||
          x === undefined ||
          (typeof x === 'number' && Number.isSafeInteger(x)) ||
          (typeof x === 'string' && digits.test(x.trim())),
        message,
      ),
      v.transform((x): number | F => (x === null || x === undefined || (typeof x === 'string' && x.trim() === '') ? fallback : Number(x))),
    ),
    null,
  );
}

/** The envelope around a call's data. */
export function envelope<S extends DataSchema>(data: S) {
  return v.looseObject({ code: v.optional(v.unknown()), success: v.optional(v.unknown()), msg: v.nullish(v.string()), data });
}

/**
 * A BladeX page of rows; missing counts are completed from the rows and the page asked for. A plain list (what a
 * list endpoint answers) reads as one page of everything.
 */
export function pageOf<S extends DataSchema>(row: S, asked: { current?: number; size?: number } = {}) {
  return v.pipe(
    v.unknown(),
    v.transform((x) => (Array.isArray(x) ? { records: x, current: 1, pages: 1, size: Math.max(asked.size ?? 0, x.length) } : x)),
    v.looseObject({
      records: v.array(row),
      total: wholeNumber(-1),
      size: wholeNumber(-1),
      current: wholeNumber(-1),
      pages: wholeNumber(-1),
      /** Totals some pages add beside their rows. */
      summary: v.optional(v.record(v.string(), v.unknown())),
    }),
    v.transform((p) => {
      const size = p.size >= 0 ? p.size : (asked.size ?? p.records.length);
      const total = p.total >= 0 ? p.total : p.records.length;
      return {
        ...p,
        size,
        total,
        current: p.current >= 0 ? p.current : (asked.current ?? 1),
        pages: p.pages >= 0 ? p.pages : Math.ceil(total / Math.max(1, size)),
      };
    }),
  );
}

/** `data.records[3].amount` for an issue's path. */
export function issuePath(issue: v.BaseIssue<unknown>): string {
  let out = '';
  for (const item of issue.path ?? []) {
    const key = (item as { key: unknown }).key;
    out += typeof key === 'number' ? `[${key}]` : `${out ? '.' : ''}${String(key)}`;
  }
  return out || '(body)';
}

/** What an issue expected, in words: `expected number`. */
function expectation(issue: v.BaseIssue<unknown>): string {
  if (issue.type === 'custom') return issue.message;
  return `expected ${issue.expected ?? issue.type}`;
}

/** Reads a body with the envelope around `schema`; a mismatch is logged once, told as 未知错误, and thrown as `decode`. */
export function decodeBody<S extends DataSchema>(body: unknown, schema: S, url = ''): v.InferOutput<S> {
  return decodeAnswer(body, envelope(schema), url).data as v.InferOutput<S>;
}

/** Reads a whole body with `schema` (the endpoints that answer without the envelope: token grants, the captcha). */
export function decodeAnswer<S extends DataSchema>(body: unknown, schema: S, url = ''): v.InferOutput<S> {
  const result = v.safeParse(schema, body);
  if (result.success) return result.output;
  const issue = result.issues[0];
  const where = `${issuePath(issue)}: ${expectation(issue)}`;
  addLog({ type: 'decode', message: where, info: url });
  http.notify({ key: HTTP_MESSAGES.unknownError });
  throw new ApiError('decode', where, { code: 200, status: 200, data: body, handled: true });
}

/** Sends a request and answers its decoded data. */
export async function requestData<S extends DataSchema>(config: AxiosRequestConfig, schema: S): Promise<v.InferOutput<S>> {
  const body = await http.request<unknown>(config);
  return decodeBody(body, schema, config.url);
}

/** Sends a request and answers its decoded data with the envelope's `msg` (calls whose text the user sees). */
export async function requestEnvelope<S extends DataSchema>(
  config: AxiosRequestConfig,
  schema: S,
): Promise<{ data: v.InferOutput<S>; msg?: string }> {
  const body = decodeAnswer(await http.request<unknown>(config), envelope(schema), config.url);
  return typeof body.msg === 'string' ? { data: body.data as v.InferOutput<S>, msg: body.msg } : { data: body.data as v.InferOutput<S> };
}

/** GET answering decoded data. */
export const getData = <S extends DataSchema>(url: string, schema: S, config: AxiosRequestConfig = {}) =>
  requestData({ ...config, url, method: 'get' }, schema);

/** POST answering decoded data. */
export const postData = <S extends DataSchema>(url: string, data: unknown, schema: S, config: AxiosRequestConfig = {}) =>
  requestData({ ...config, url, method: 'post', data }, schema);
