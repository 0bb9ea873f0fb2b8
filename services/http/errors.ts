/** Why a request did not produce a usable answer. */
export type ApiErrorKind =
  | 'unauthorized' // 401: the session is over
  | 'bad-request' // 400: handed to the caller, nothing shown globally
  | 'server' // any other non-200 code: a toast was shown
  | 'whitelisted' // a code of the configured whitelist: silent
  | 'invalid-body' // the body was not a JSON object (HTML page, broken or empty body)
  | 'decode' // the body was JSON but did not have the shape the call reads (the field path is in the message)
  | 'network' // no answer reached us (offline, DNS, connection reset)
  | 'timeout' // no answer within the time-out
  | 'cancelled' // aborted by us (navigation, logout, a newer request)
  | 'download'; // an export did not answer with a file: the screen says 文件地址不支持下载

/** A failed request, normalised so callers branch on `kind` instead of axios internals. */
export class ApiError extends Error {
  readonly kind: ApiErrorKind;
  /** Effective code (body code, else HTTP status), when an answer arrived. */
  readonly code: number | undefined;
  readonly status: number | undefined;
  /** The parsed body, when there was one. */
  readonly data: unknown;
  /** True when the transport already told the user (toast) or must stay silent. */
  readonly handled: boolean;

  constructor(kind: ApiErrorKind, message: string, init: { code?: number; status?: number; data?: unknown; handled?: boolean } = {}) {
    super(message);
    this.name = 'ApiError';
    this.kind = kind;
    this.code = init.code;
    this.status = init.status;
    this.data = init.data;
    this.handled = init.handled ?? false;
  }

  /** The server's explanation: `msg`, else `error_description`, else undefined. */
  get serverMessage(): string | undefined {
    return serverMessageOf(this.data);
  }
}

/** Reads `msg` or `error_description` from a BladeX body. */
export function serverMessageOf(data: unknown): string | undefined {
  if (!isPlainObject(data)) return undefined;
  const msg = data.msg;
  if (typeof msg === 'string' && msg.trim() !== '') return msg;
  const desc = data.error_description;
  if (typeof desc === 'string' && desc.trim() !== '') return desc;
  return undefined;
}

/** True for a non-null, non-array object. */
export function isPlainObject(v: unknown): v is Record<string, unknown> {
  return typeof v === 'object' && v !== null && !Array.isArray(v) && !(v instanceof Blob) && !(v instanceof ArrayBuffer);
}

/** True when the error means the request was cancelled on purpose. */
export function isCancelled(e: unknown): boolean {
  return e instanceof ApiError && e.kind === 'cancelled';
}
