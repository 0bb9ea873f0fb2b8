/**
 * The simulated BladeX backend: msw handlers over an in-memory, deterministically seeded database, with
 * fault switches, gates, latency and (in the browser) persistence in Storage shared by every tab.
 *
 * Every route goes through one pipeline: log → latency (global plus a standing slow rule) → gate → one-shot fault →
 * standing refusal → random failure →
 * read body → reload the db if another tab wrote → authenticate → handler → persist if changed.
 */
import { http, HttpResponse, type HttpHandler } from 'msw';
import type { Db } from './db';
import { serverError, unauthorized } from './envelope';
import {
  type FaultKind,
  type Faults,
  type Gate,
  type Gates,
  type PathPattern,
  createFaults,
  createGates,
  faultResponse,
  loadRules,
  refusalResponse,
  sleep,
  storeRules,
} from './faults';
import { createDbStore } from './persistence';
import { createPrng, type Prng } from './prng';
import type { AuthedContext, RouteContext, RouteDefinition, Session, SimulatorConfig } from './route';
import { forbidden, guarded, respond, roleMay } from './rules';
import { MSG_NO_PERMISSION } from '@services/api/approvals/status';
import { authRoutes } from './routes/auth-routes';
import { noticeRoutes } from './routes/notice-routes';
import { systemRoutes } from './routes/system-routes';
import { userRoutes } from './routes/user-routes';
import { profileRoutes } from './routes/profile-routes';
import { logRoutes } from './routes/log-routes';
import { shellRoutes } from './routes/shell-routes';
import { resourceRoutes } from './routes/resource-routes';
import { systemAdminRoutes } from './routes/system-admin-routes';
import { approvalRoutes } from './routes/approval-routes';
import { moneyRoutes } from './routes/money-routes';
import { dashboardRoutes } from './routes/dashboard-routes';
import { orderRoutes } from './routes/order-routes';
import { rechargeRoutes } from './routes/recharge-routes';
import { fleetRoutes } from './routes/fleet-routes';
import { effectRoutes } from './effects/routes';
import { DEFAULT_SEED, SCHEMA_VERSION, dateShiftFor, seedDb } from './seed';
import { bearerToken, sessionOf } from './tokens';

export type { FaultKind, Faults, Gate, Gates, PathPattern, SimulatorConfig };

/**
 * A signed-in route of a registry path, behind the family's permission (rules.ts `guarded`): whatever route answers
 * a family's endpoint, a role that may not use the family is refused before the handler runs. Paths the registry
 * does not name (sign-in, the session's own reads) are answered as they are, and a decision by its own rules.
 */
function familyGuarded(def: RouteDefinition): RouteDefinition {
  if (!def.auth) return def;
  const handle = def.handle as (ctx: AuthedContext) => Response;
  const buttons = def.decision;
  if (buttons)
    return {
      ...def,
      handle: (ctx) =>
        buttons.some((b) => roleMay(ctx as AuthedContext, b)) ? handle(ctx as AuthedContext) : respond(forbidden(MSG_NO_PERMISSION)),
    };
  return { ...def, handle: guarded(def.method, def.path, handle) };
}

/** Every route the simulator answers, in matching order. */
export const ROUTES: readonly RouteDefinition[] = [
  ...authRoutes,
  ...systemRoutes,
  ...userRoutes,
  ...profileRoutes,
  ...logRoutes,
  ...noticeRoutes,
  ...shellRoutes,
  // flow and feature routes answer before the generic resource routes of the same paths
  ...orderRoutes,
  ...rechargeRoutes,
  ...fleetRoutes,
  ...systemAdminRoutes,
  ...approvalRoutes,
  ...moneyRoutes,
  ...dashboardRoutes,
  ...effectRoutes,
  ...resourceRoutes,
].map(familyGuarded);

/** The request log keeps at most this many entries (oldest dropped), so a long demo does not grow without bound. */
export const MAX_LOGGED_REQUESTS = 5000;

/** Paths under this prefix never get random failures (the failure rate applies to business endpoints). */
const AUTH_PREFIX = '/api/blade-auth/';

/** Returns the default simulator settings. */
export function defaultSimulatorConfig(): SimulatorConfig {
  return {
    accessTokenSeconds: 3600,
    refreshTokenSeconds: 604800,
    latencyMs: 0,
    failureRate: 0,
    captchaEnabled: true,
    idempotencyHonoured: false,
  };
}

export interface RequestLogEntry {
  method: string;
  path: string;
  search: string;
  /** Request headers, names lower-cased. */
  headers: Record<string, string>;
  /** Simulator clock when the request arrived, epoch ms. */
  time: number;
  /** The parsed body (see RouteContext.body); null when there is none. */
  body: unknown;
}

export interface CreateSimulatorOptions {
  /** Clock, epoch ms (default Date.now); inject one to expire tokens and captchas without waiting. */
  now?: () => number;
  /** Where the db persists (browser: localStorage); null or omitted keeps it in memory only. */
  storage?: Storage | null;
  /** Seed of the data (default DEFAULT_SEED). */
  seed?: number;
  /**
   * Date the seeded records relative to the clock's today when the data is seeded (or reset): the newest one to two
   * weeks before it (seed.ts dateShiftFor), as the demo does. Default false: the seed's own dates (early 2024), the
   * same whatever day a test runs.
   */
  datedToday?: boolean;
}

export interface Simulator {
  /** The msw request handlers. */
  readonly handlers: HttpHandler[];
  /**
   * Answers a request as the handlers do (the first route whose method and path match, in ROUTES order), without
   * msw's per-handler matching: what the HTTP server calls. Null when no route knows the path.
   */
  respond(request: Request): Promise<Response | null>;
  /** The current database (reloaded from storage first when another tab wrote). */
  readonly db: Db;
  /** Mutable settings; in the browser they persist and reach every tab. */
  readonly config: SimulatorConfig;
  readonly faults: Faults;
  readonly gates: Gates;
  /** Every request the simulator has seen, oldest first (the last MAX_LOGGED_REQUESTS). */
  readonly requests: RequestLogEntry[];
  /** Reseeds the db (every session ends), clears one-shot faults and gates, and persists; settings and standing rules stay. */
  reset(): void;
  /** Expires every issued access token. */
  expireTokens(): void;
  /** Expires every issued refresh token. */
  expireRefreshTokens(): void;
  /** The code of a live captcha (tests only). */
  peekCaptcha(key: string): string | undefined;
  /** Empties the request log in place. */
  clearRequests(): void;
  /** Writes the db to storage (after editing `db` directly). */
  persist(): void;
  /** The simulator clock, epoch ms. */
  now(): number;
}

function toConfig(value: unknown, into: SimulatorConfig): void {
  if (!value || typeof value !== 'object') return;
  const v = value as Record<string, unknown>;
  for (const key of ['accessTokenSeconds', 'refreshTokenSeconds', 'latencyMs', 'failureRate'] as const) {
    if (typeof v[key] === 'number' && Number.isFinite(v[key])) into[key] = v[key];
  }
  for (const key of ['captchaEnabled', 'idempotencyHonoured'] as const) if (typeof v[key] === 'boolean') into[key] = v[key];
}

/**
 * A multipart body read by hand, for runtimes whose own parser refuses it (a test DOM's File class under the
 * node fetch of msw): each part's name, and a File for parts that carry a filename.
 */
function parseMultipart(text: string, contentType: string): FormData | null {
  const boundary = /boundary=(?:"([^"]+)"|([^;]+))/i.exec(contentType);
  const mark = boundary?.[1] ?? boundary?.[2];
  if (!mark) return null;
  const form = new FormData();
  for (const part of text.split(`--${mark}`)) {
    const split = part.indexOf('\r\n\r\n');
    if (split < 0) continue;
    const head = part.slice(0, split);
    const body = part.slice(split + 4).replace(/\r\n$/, '');
    const name = /name="([^"]*)"/i.exec(head)?.[1];
    if (!name) continue;
    const file = /filename="([^"]*)"/i.exec(head)?.[1];
    if (file !== undefined) form.append(name, new File([body], file));
    else form.append(name, body);
  }
  return form;
}

async function readBody(request: Request): Promise<unknown> {
  if (request.method === 'GET' || request.method === 'HEAD') return null;
  const type = request.headers.get('content-type') ?? '';
  try {
    if (type.includes('multipart/form-data'))
      return await request
        .clone()
        .formData()
        .catch(async () => parseMultipart(await request.text(), type));
    const text = await request.text();
    if (!text) return null;
    if (type.includes('application/x-www-form-urlencoded')) return Object.fromEntries(new URLSearchParams(text));
    try {
      return JSON.parse(text) as unknown;
    } catch {
      return text;
    }
  } catch {
    return null;
  }
}

function mergeParams(query: URLSearchParams, body: unknown): Record<string, string> {
  const params: Record<string, string> = Object.fromEntries(query);
  if (body instanceof FormData) {
    body.forEach((value, key) => {
      if (typeof value === 'string') params[key] = value;
    });
  } else if (body && typeof body === 'object' && !Array.isArray(body)) {
    for (const [key, value] of Object.entries(body)) {
      if (typeof value === 'string' || typeof value === 'number' || typeof value === 'boolean') params[key] = String(value);
    }
  }
  return params;
}

/** Where the routes' paths lie: their first segments (api, hotwords); msw gets one handler per area. */
export const ROUTE_AREAS: readonly string[] = [...new Set(ROUTES.map((r) => r.path.split('/')[1]!))];

/**
 * The requests of an area: its first segment right after the origin, on any origin. Anchored there, so the dev
 * server's own modules (/services/api/shell.ts) are never taken for the backend's paths.
 */
export function areaPattern(area: string): RegExp {
  return new RegExp(`^[a-z]+://[^/]+/${area.replace(/[.+?^${}()|[\]\\]/g, '\\$&')}/`, 'i');
}

/** What BladeX's gateway answers for a path no route knows (the simulator, its HTTP server, the demo's worker). */
export function unknownPathAnswer(request: Request): Response {
  console.warn(`[simulator] no handler for ${request.method} ${new URL(request.url).pathname}`);
  return HttpResponse.json({ code: 404, success: false, data: null, msg: '接口不存在' }, { status: 404 });
}

/** A route's path (msw syntax: `:name` segments, `*` wildcards) as a regular expression over a request's path. */
export function routePattern(path: string): RegExp {
  const source = path
    .split(/(:\w+|\*)/)
    .map((part) => (part === '*' ? '.*' : part.startsWith(':') ? `(?<${part.slice(1)}>[^/]+)` : part.replace(/[.+?^${}()|[\]\\]/g, '\\$&')))
    .join('');
  return new RegExp(`^${source}/?$`);
}

/** Creates a simulator with its own db, settings, faults, gates and request log. */
export function createSimulator(options: CreateSimulatorOptions = {}): Simulator {
  const clock = options.now ?? (() => Date.now());
  const seed = options.seed ?? DEFAULT_SEED;
  const store = createDbStore(options.storage ?? null);
  const faults = createFaults(() => saveConfig());
  const gates = createGates();
  const requests: RequestLogEntry[] = [];
  let prng: Prng = createPrng(seed + 1);
  let failurePrng: Prng = createPrng(seed + 2);

  const seedNow = (): Db => seedDb(seed, options.datedToday ? dateShiftFor(clock()) : 0);
  const stored = store.load(SCHEMA_VERSION, seed);
  let db: Db = stored ?? seedNow();
  if (!stored) store.save(SCHEMA_VERSION, db);

  const syncDb = (): void => {
    if (store.isStale()) {
      const fresh = store.load(SCHEMA_VERSION, seed);
      if (fresh) db = fresh;
      else store.save(SCHEMA_VERSION, db);
    } else if (store.isMissing()) {
      store.save(SCHEMA_VERSION, db);
    }
  };
  const persist = (): void => {
    store.save(SCHEMA_VERSION, db);
  };

  const configState = defaultSimulatorConfig();
  let configText: string | null = null;
  const syncConfig = (): void => {
    const text = store.loadConfig();
    if (text === null || text === configText) return;
    configText = text;
    try {
      const parsed = JSON.parse(text) as { rules?: unknown } | null;
      toConfig(parsed, configState);
      faults.restoreRules(loadRules(parsed?.rules));
    } catch {
      /* unreadable settings: keep ours */
    }
  };
  const saveConfig = (): void => {
    configText = JSON.stringify({ ...configState, rules: storeRules(faults.rules()) });
    store.saveConfig(configText);
  };
  syncConfig();
  const config = {} as SimulatorConfig;
  for (const key of Object.keys(configState) as Array<keyof SimulatorConfig>) {
    Object.defineProperty(config, key, {
      enumerable: true,
      get: () => {
        syncConfig();
        return configState[key];
      },
      set: (value: never) => {
        configState[key] = value;
        saveConfig();
      },
    });
  }

  const serve = async (def: RouteDefinition, request: Request, pathParams: Record<string, string>): Promise<Response> => {
    const url = new URL(request.url);
    const signal = request.signal;
    const arrived = clock();
    const body = await readBody(request);
    requests.push({
      method: request.method,
      path: url.pathname,
      search: url.search,
      headers: Object.fromEntries(request.headers),
      time: arrived,
      body,
    });
    if (requests.length > MAX_LOGGED_REQUESTS) requests.splice(0, requests.length - MAX_LOGGED_REQUESTS);
    syncConfig();
    const rule = faults.ruleEffect(request.method, url);
    const latency = Math.max(0, configState.latencyMs) + rule.delayMs;
    if (latency > 0 && !(await sleep(latency, signal))) return HttpResponse.error();
    const gated = gates.arrive(request.method, url, signal);
    // 'lost': the handler runs and commits, then the answer is dropped
    let loseAnswer = false;
    if (gated) {
      const decision = await gated;
      if (decision.kind === 'aborted') return HttpResponse.error();
      if (decision.kind === 'fail') return faultResponse(decision.fault, signal);
    } else {
      const fault = faults.take(url);
      if (fault === 'lost') loseAnswer = true;
      else if (fault) return faultResponse(fault, signal);
      if (rule.refusal) return refusalResponse(rule.refusal);
      const rate = Math.min(1, Math.max(0, configState.failureRate));
      if (rate > 0 && !url.pathname.startsWith(AUTH_PREFIX) && failurePrng.next() < rate) return serverError();
    }

    // From here on everything is synchronous, so no other tab can write in between.
    syncDb();
    const now = clock();
    let session: Session | null = null;
    if (def.auth) {
      session = sessionOf(db, bearerToken(request.headers), now);
      if (!session) return unauthorized();
    }
    let dirty = false;
    const ctx: RouteContext = {
      request,
      url,
      query: url.searchParams,
      params: mergeParams(url.searchParams, body),
      body,
      pathParams,
      headers: request.headers,
      db,
      now,
      config: { ...configState },
      prng,
      session,
      changed: () => {
        dirty = true;
      },
    };
    let response: Response;
    try {
      response = def.handle(ctx);
    } catch (error) {
      console.error(`[simulator] ${request.method} ${url.pathname} failed`, error);
      // no half-made write: go back to the last stored db (in memory only, nothing to go back to)
      const before = store.load(SCHEMA_VERSION, seed);
      if (before) db = before;
      return serverError();
    }
    if (dirty) persist();
    return loseAnswer ? HttpResponse.error() : response;
  };

  const routed = ROUTES.map((def) => ({ def, method: def.method.toUpperCase(), pattern: routePattern(def.path) }));
  const respond = async (request: Request): Promise<Response | null> => {
    const path = new URL(request.url).pathname;
    for (const r of routed) {
      if (r.method !== request.method) continue;
      const found = r.pattern.exec(path);
      if (!found) continue;
      const params: Record<string, string> = {};
      for (const [name, value] of Object.entries(found.groups ?? {})) params[name] = decodeURIComponent(value);
      return serve(r.def, request, params);
    }
    return null;
  };
  // One msw handler per area of routes, not one per route: msw would otherwise compile and try each route's path
  // pattern for every request (the page's own files included), which cost tens of milliseconds a request. A path
  // no route knows is answered as BladeX's gateway does (404 接口不存在), and named in a warning.
  const handlers: HttpHandler[] = ROUTE_AREAS.map((area) =>
    http.all(areaPattern(area), async ({ request }) => (await respond(request)) ?? unknownPathAnswer(request)),
  );

  return {
    handlers,
    respond,
    get db() {
      syncDb();
      return db;
    },
    config,
    faults,
    gates,
    requests,
    reset() {
      db = seedNow();
      prng = createPrng(seed + 1);
      failurePrng = createPrng(seed + 2);
      faults.clear();
      gates.clear();
      persist();
    },
    expireTokens() {
      syncDb();
      for (const t of db.accessTokens) t.expiresAt = 0;
      persist();
    },
    expireRefreshTokens() {
      syncDb();
      for (const t of db.refreshTokens) t.expiresAt = 0;
      persist();
    },
    peekCaptcha(key) {
      syncDb();
      const captcha = db.captchas.find((c) => c.key === key);
      return captcha && captcha.expiresAt > clock() ? captcha.code : undefined;
    },
    clearRequests() {
      requests.length = 0;
    },
    persist() {
      persist();
    },
    now: clock,
  };
}
