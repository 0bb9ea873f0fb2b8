/** Shared helpers of the simulator tests: a manual clock, an in-memory Storage, and typed calls. */
import { md5 } from 'js-md5';
import type { TokenResponse } from '@services/mock/tokens';

export const BASE = 'http://localhost';
export const BASIC = `Basic ${btoa('saber:saber_secret')}`;

/** A clock the test moves by hand. */
export class ManualClock {
  time = Date.UTC(2025, 0, 6, 1, 0, 0);
  readonly now = (): number => this.time;
  /** Moves the clock forward. */
  advance(ms: number): void {
    this.time += ms;
  }
}

export { MemoryStorage } from '../../support/memory-storage';

export interface LoginOptions {
  tenantId?: string;
  grantType?: 'password' | 'captcha';
  headers?: Record<string, string>;
  basic?: string | null;
  /** Send this exact password parameter instead of md5(password). */
  rawPassword?: string;
}

/** Builds the token URL the Saber client sends (parameters in the query). */
export function tokenUrl(params: Record<string, string>): string {
  return `${BASE}/api/blade-auth/oauth/token?${new URLSearchParams(params)}`;
}

/** Calls the password (or captcha) grant as the Saber client does. */
export function login(account: string, password: string, options: LoginOptions = {}): Promise<Response> {
  const tenantId = options.tenantId ?? '000000';
  const headers: Record<string, string> = { 'Tenant-Id': tenantId, ...options.headers };
  if (options.basic !== null) headers.Authorization = options.basic ?? BASIC;
  return fetch(
    tokenUrl({
      tenantId,
      username: account,
      password: options.rawPassword ?? md5(password),
      grant_type: options.grantType ?? 'password',
      scope: 'all',
      type: 'account',
    }),
    { method: 'POST', headers },
  );
}

/** Logs in and returns the token answer (fails the test on a non-200). */
export async function loginOk(account: string, password: string, options: LoginOptions = {}): Promise<TokenResponse> {
  const res = await login(account, password, options);
  const body = (await res.json()) as TokenResponse;
  if (res.status !== 200) throw new Error(`login ${account} failed: ${res.status} ${JSON.stringify(body)}`);
  return body;
}

/** Calls the refresh grant. */
export function refresh(refreshToken: string, tenantId = '000000', headers: Record<string, string> = {}): Promise<Response> {
  return fetch(tokenUrl({ tenantId, refresh_token: refreshToken, grant_type: 'refresh_token', scope: 'all' }), {
    method: 'POST',
    headers: { Authorization: BASIC, 'Tenant-Id': tenantId, ...headers },
  });
}

export interface ApiOptions {
  token?: string;
  method?: string;
  headers?: Record<string, string>;
  body?: BodyInit;
  signal?: AbortSignal;
}

/** Calls an endpoint with the client's headers (Basic always, Blade-Auth when a token is given). */
export function api(path: string, options: ApiOptions = {}): Promise<Response> {
  const headers: Record<string, string> = { Authorization: BASIC, ...options.headers };
  if (options.token) headers['Blade-Auth'] = `bearer ${options.token}`;
  const init: RequestInit = { method: options.method ?? 'GET', headers };
  if (options.body !== undefined) init.body = options.body;
  if (options.signal) init.signal = options.signal;
  return fetch(`${BASE}${path}`, init);
}

/** Calls an endpoint and returns its parsed JSON envelope. */
export async function apiJson<T = unknown>(path: string, options: ApiOptions = {}): Promise<{ status: number; body: T }> {
  const res = await api(path, options);
  return { status: res.status, body: (await res.json()) as T };
}

/** Fetches a captcha and returns its key and image. */
export async function captcha(): Promise<{ key: string; image: string }> {
  const res = await api('/api/blade-auth/oauth/captcha');
  return (await res.json()) as { key: string; image: string };
}

/** Decodes the four characters of a captcha image (one `<text>` per character). */
export function decodeCaptcha(image: string): string {
  const svg = atob(image.replace(/^data:image\/svg\+xml;base64,/, ''));
  return [...svg.matchAll(/<text[^>]*>([^<]*)<\/text>/g)].map((m) => m[1]).join('');
}

/** Signs the platform admin in at a simulator served over HTTP (`base`, e.g. http://127.0.0.1:8686), as the console does (form body). */
export async function signInAt(base: string): Promise<string> {
  const res = await fetch(`${base}/api/blade-auth/oauth/token`, {
    method: 'POST',
    headers: { Authorization: BASIC, 'Tenant-Id': '000000', 'Content-Type': 'application/x-www-form-urlencoded' },
    body: new URLSearchParams({
      tenantId: '000000',
      username: 'admin',
      password: md5('admin'),
      grant_type: 'password',
      scope: 'all',
      type: 'account',
    }),
  });
  if (res.status !== 200) throw new Error(`sign-in at ${base} failed: ${res.status}`);
  return ((await res.json()) as { access_token: string }).access_token;
}
