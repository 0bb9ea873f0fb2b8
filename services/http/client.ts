import axios, { type AxiosInstance, type AxiosRequestConfig, type AxiosResponse, type InternalAxiosRequestConfig } from 'axios';
import { ApiError, isPlainObject, serverMessageOf } from './errors';
import { InFlightRegistry } from './in-flight';
import { progress } from './progress';
import { basicClientCredential, consoleConfig } from './config';

/** Per-request options of the console's request layer. */
export interface RequestMeta {
  /** The call needs no bearer token (login, captcha, tenant info, refresh grant). */
  tokenFree?: boolean;
  /** Sent as `Tenant-Id` (token calls). */
  tenantId?: string;
  /** Sent as `Dept-Id` / `Role-Id` on login and refresh when role switching is on. */
  deptId?: string;
  roleId?: string;
  /** Sent as `Idempotency-Key` (money writes). */
  idempotencyKey?: string;
}

declare module 'axios' {
  interface AxiosRequestConfig {
    meta?: RequestMeta;
  }
}

/** What the transport tells the user; `key` is an i18n key, `text` a server string shown as is. */
export interface Notice {
  key?: string;
  text?: string;
}

/** Bindings from the app: where the token comes from, how to tell the user, what a 401 does. */
export interface HttpHooks {
  /** Resolves when requests may go out (demo mode: once the simulator's worker is up). */
  ready: Promise<unknown>;
  getToken: () => string | null;
  notifyError: (notice: Notice) => void;
  onUnauthorized: () => void;
}

/** i18n keys of the transport's own messages. */
export const HTTP_MESSAGES = {
  sessionExpired: 'http.sessionExpired', // 登录已过期，请重新登录
  unknownError: 'http.unknownError', // 未知错误
} as const;

const noHooks: HttpHooks = {
  ready: Promise.resolve(),
  getToken: () => null,
  notifyError: () => undefined,
  onUnauthorized: () => undefined,
};

interface Tracked {
  close: () => void;
}
const tracking = new WeakMap<object, Tracked>();

/** The console's HTTP client: one axios instance with the BladeX rules of docs/architecture.md §5. */
export class HttpClient {
  readonly axios: AxiosInstance;
  readonly inFlight = new InFlightRegistry();
  private hooks: HttpHooks = noHooks;
  /**
   * Set when the session ends (the first 401, the session's own expiry, any local logout): a burst of
   * 401s and the session's expiry then give one toast and one logout together. Cleared at login.
   */
  private unauthorizedLatched = false;

  constructor(baseURL = '') {
    this.axios = axios.create({
      baseURL,
      timeout: consoleConfig.requestTimeoutMs,
      withCredentials: true,
      validateStatus: (s) => s >= 200 && s <= 500,
    });
    this.axios.interceptors.request.use(async (c) => {
      await this.hooks.ready;
      return this.onRequest(c);
    });
    this.axios.interceptors.response.use(
      (r) => this.onResponse(r),
      (e: unknown) => this.onFailure(e),
    );
  }

  /** Installs the app's bindings. */
  configure(hooks: Partial<HttpHooks>): void {
    this.hooks = { ...this.hooks, ...hooks };
  }

  /** Re-arms 401 handling after a successful login. */
  resetUnauthorized(): void {
    this.unauthorizedLatched = false;
  }

  /** Aborts every request in flight (logout, 401). */
  abortAll(): void {
    this.inFlight.abortAll();
  }

  /**
   * The session ended here (the session's own expiry, a refused refresh): shows 登录已过期，请重新登录
   * unless this session's end was already shown, e.g. by a 401 a moment before. Returns whether it showed it.
   */
  notifySessionExpired(): boolean {
    if (this.unauthorizedLatched) return false;
    this.unauthorizedLatched = true;
    this.hooks.notifyError({ key: HTTP_MESSAGES.sessionExpired });
    return true;
  }

  /** Tells the user through the app's notifier (a failure found after the transport, such as a body of the wrong shape). */
  notify(notice: Notice): void {
    this.hooks.notifyError(notice);
  }

  /** The session ended locally (logout, expiry, another tab): aborts every request and keeps later 401s silent until the next login. */
  endSession(): void {
    this.unauthorizedLatched = true;
    this.inFlight.abortAll();
  }

  /** Sends a request and returns the body of a 200 answer. */
  async request<T>(config: AxiosRequestConfig): Promise<T> {
    const res = await this.axios.request<T>(config);
    return res.data;
  }

  /** GET returning the body. */
  get<T>(url: string, config: AxiosRequestConfig = {}): Promise<T> {
    return this.request<T>({ ...config, url, method: 'get' });
  }

  /** POST returning the body. */
  post<T>(url: string, data?: unknown, config: AxiosRequestConfig = {}): Promise<T> {
    return this.request<T>({ ...config, url, method: 'post', data });
  }

  private onRequest(config: InternalAxiosRequestConfig): InternalAxiosRequestConfig {
    const meta = config.meta ?? {};
    const h = config.headers;
    h.set('Authorization', basicClientCredential());
    const token = meta.tokenFree ? null : this.hooks.getToken();
    if (token) h.set(consoleConfig.tokenHeader, `bearer ${token}`);
    if (meta.tenantId) h.set('Tenant-Id', meta.tenantId);
    if (consoleConfig.switchMode) {
      if (meta.deptId) h.set('Dept-Id', meta.deptId);
      if (meta.roleId) h.set('Role-Id', meta.roleId);
    }
    if (meta.idempotencyKey) h.set('Idempotency-Key', meta.idempotencyKey);
    const entry = this.inFlight.open(config.signal as AbortSignal | undefined);
    config.signal = entry.signal;
    tracking.set(config, { close: entry.close });
    progress.start();
    return config;
  }

  private finish(config: object | undefined): void {
    const t = config ? tracking.get(config) : undefined;
    if (!t) return;
    tracking.delete(config!);
    t.close();
    progress.done();
  }

  private onResponse(res: AxiosResponse): AxiosResponse {
    this.finish(res.config);
    const status = res.status;
    const body: unknown = res.data;
    const binary = res.config.responseType === 'blob' || res.config.responseType === 'arraybuffer';
    if (binary && status === 200) return res;
    const json = isPlainObject(body);
    const code = json ? effectiveCode(body, status) : status;
    if (code === 401 || status === 401) throw this.unauthorized(res, json ? body : undefined, code);
    // a file request that did not get a file: its screen says so (文件地址不支持下载), no generic toast
    if (binary) throw new ApiError('download', `status ${status}`, { code, status });
    if (!json) {
      this.hooks.notifyError({ key: HTTP_MESSAGES.unknownError });
      throw new ApiError('invalid-body', 'response body is not a JSON object', { code, status, handled: true });
    }
    // A 200 without the envelope's code is only an answer from the endpoints that never wrap theirs.
    if (status === 200 && bodyCode(body) === undefined && !answersBareJson(res.config.url)) {
      this.hooks.notifyError({ key: HTTP_MESSAGES.unknownError });
      throw new ApiError('invalid-body', 'response body has no code', { code, status, data: body, handled: true });
    }
    if (consoleConfig.statusWhiteList.includes(code)) {
      throw new ApiError('whitelisted', `code ${code}`, { code, status, data: body, handled: true });
    }
    if (code === 400) {
      throw new ApiError('bad-request', serverMessageOf(body) ?? 'bad request', { code, status, data: body });
    }
    if (code !== 200) {
      const text = serverMessageOf(body);
      this.hooks.notifyError(text ? { text } : { key: HTTP_MESSAGES.unknownError });
      throw new ApiError('server', text ?? `code ${code}`, { code, status, data: body, handled: true });
    }
    return res;
  }

  private unauthorized(res: AxiosResponse, body: unknown, code: number): ApiError {
    const error = new ApiError('unauthorized', serverMessageOf(body) ?? 'unauthorized', {
      code,
      status: res.status,
      data: body,
      handled: true,
    });
    // A token-free call (login, refresh grant) reports its 401 to its caller; it does not end a session.
    if (res.config.meta?.tokenFree) return new ApiError('unauthorized', error.message, { code, status: res.status, data: body });
    if (this.notifySessionExpired()) {
      this.inFlight.abortAll();
      this.hooks.onUnauthorized();
    }
    return error;
  }

  private onFailure(e: unknown): never {
    if (e instanceof ApiError) throw e;
    const config = axios.isAxiosError(e) ? e.config : undefined;
    this.finish(config);
    if (axios.isCancel(e) || (axios.isAxiosError(e) && e.code === 'ERR_CANCELED')) {
      throw new ApiError('cancelled', 'cancelled', { handled: true });
    }
    if (axios.isAxiosError(e)) {
      if (e.response) {
        // Status outside 200-500 (502, 503, ...): a server failure.
        const body = e.response.data;
        const text = serverMessageOf(body);
        this.hooks.notifyError(text ? { text } : { key: HTTP_MESSAGES.unknownError });
        throw new ApiError('server', text ?? `status ${e.response.status}`, { status: e.response.status, data: body, handled: true });
      }
      if (e.code === 'ECONNABORTED' || e.code === 'ETIMEDOUT') throw new ApiError('timeout', e.message);
      throw new ApiError('network', e.message);
    }
    throw new ApiError('network', e instanceof Error ? e.message : String(e));
  }
}

/** The body's numeric `code` (a number, or a string of digits), else undefined. */
function bodyCode(body: Record<string, unknown>): number | undefined {
  const c = body.code;
  if (typeof c === 'number' && Number.isFinite(c)) return c;
  if (typeof c === 'string' && /^\d+$/.test(c)) return Number(c);
  return undefined;
}

/** Body `code` when the body carries a numeric one, else the HTTP status. */
function effectiveCode(body: Record<string, unknown>, status: number): number {
  return bodyCode(body) ?? status;
}

/** True for the endpoints of `consoleConfig.bareJsonPaths` (matched on the path, query ignored). */
export function answersBareJson(url: string | undefined): boolean {
  if (!url) return false;
  let path: string;
  try {
    path = new URL(url, 'http://console.invalid').pathname;
  } catch {
    return false;
  }
  return consoleConfig.bareJsonPaths.includes(path.replace(/\/+$/, ''));
}

/** The console's one HTTP client. */
export const http = new HttpClient();
