/**
 * Fault switches: one-shot failures per path, standing per-endpoint rules (the backend refuses, the backend is
 * slow), and gates (hold a request until a test decides its fate).
 */
import { HttpResponse } from 'msw';
import { fail, serverError, unauthorized } from './envelope';

/**
 * What a faulty answer looks like. 'lost' is the backend doing the work and the answer never arriving (the
 * connection drops after the commit): the case a console must verify rather than resend.
 */
export type FaultKind = '500' | '401' | 'network' | 'lost' | 'html' | 'broken-json' | 'empty' | 'never';

/** Every fault kind, in the order the demo panel lists them. */
export const FAULT_KINDS: readonly FaultKind[] = ['500', '401', 'network', 'lost', 'html', 'broken-json', 'empty', 'never'];

/**
 * Which requests a fault or gate applies to. A RegExp is tested against the path (and path + query).
 * A string with `*` is a glob over the path (or origin + path); a plain string matches a path that equals
 * it or ends with it ('menu/routes', '/api/blade-system/menu/routes').
 */
export type PathPattern = string | RegExp;

const HTML_PAGE =
  '<!DOCTYPE html><html><head><title>502 Bad Gateway</title></head>' +
  '<body><center><h1>502 Bad Gateway</h1></center><hr><center>nginx</center></body></html>';

/** Tests a request URL against a path pattern. */
export function matchesPath(pattern: PathPattern, url: URL): boolean {
  const path = url.pathname;
  if (pattern instanceof RegExp) {
    const test = (s: string): boolean => {
      pattern.lastIndex = 0;
      return pattern.test(s);
    };
    return test(path) || test(path + url.search);
  }
  const bare = pattern.split('?')[0] ?? '';
  if (bare.includes('*')) {
    const source = bare
      .split('*')
      .map((s) => s.replace(/[.+?^${}()|[\]\\]/g, '\\$&'))
      .join('.*');
    const re = new RegExp(`^${source}$`);
    return re.test(path) || re.test(url.origin + path);
  }
  if (/^https?:\/\//.test(bare)) return url.origin + path === bare;
  return path === bare || path.endsWith(bare.startsWith('/') ? bare : `/${bare}`);
}

/** A promise that resolves after `ms`, or early (with false) when `signal` aborts. */
export function sleep(ms: number, signal?: AbortSignal): Promise<boolean> {
  return new Promise((resolve) => {
    if (signal?.aborted) {
      resolve(false);
      return;
    }
    const onAbort = (): void => {
      clearTimeout(timer);
      resolve(false);
    };
    const timer = setTimeout(() => {
      signal?.removeEventListener('abort', onAbort);
      resolve(true);
    }, ms);
    signal?.addEventListener('abort', onAbort, { once: true });
  });
}

/** The response of a fault kind ('never' resolves only when `signal` aborts, with a network error). */
export function faultResponse(kind: FaultKind, signal?: AbortSignal): Response | Promise<Response> {
  switch (kind) {
    case '500':
      return serverError();
    case '401':
      return unauthorized();
    case 'network':
    case 'lost':
      return HttpResponse.error();
    case 'html':
      return HttpResponse.html(HTML_PAGE, { status: 200 });
    case 'broken-json':
      return new HttpResponse('{"code":200,', { status: 200, headers: { 'Content-Type': 'application/json' } });
    case 'empty':
      return new HttpResponse(null, { status: 200, headers: { 'Content-Type': 'application/json' } });
    case 'never':
      return new Promise<Response>((resolve) => {
        if (signal?.aborted) resolve(HttpResponse.error());
        signal?.addEventListener('abort', () => resolve(HttpResponse.error()), { once: true });
      });
  }
}

/** Which requests a standing rule applies to: a path pattern, or a path pattern and one HTTP method. */
export type EndpointPattern = PathPattern | { path: PathPattern; method?: string };

/** The BladeX `msg` of a refusal when the rule names none. */
export const MSG_REFUSED = '后端拒绝了此请求';

/** How a refusing backend answers: the envelope `code` (400 or 500) and its `msg`. */
export interface Refusal {
  status: 400 | 500;
  msg: string;
}

/** A standing rule: every matching request is refused, or waits `ms` before it goes on. */
export type EndpointRule = { path: PathPattern; method?: string; group?: string } & (
  | ({ kind: 'refuse' } & Refusal)
  | { kind: 'slow'; ms: number }
);

/** What the standing rules do to one request: extra delay, and the refusal if one applies. */
export interface RuleEffect {
  delayMs: number;
  refusal: Refusal | null;
}

/** A rule as JSON (a RegExp path as its source and flags), for the simulator's stored settings. */
type StoredRule = Omit<EndpointRule, 'path'> & { path: string | { source: string; flags: string } };

function splitPattern(pattern: EndpointPattern): { path: PathPattern; method?: string } {
  if (typeof pattern === 'string' || pattern instanceof RegExp) return { path: pattern };
  return pattern.method ? { path: pattern.path, method: pattern.method.toUpperCase() } : { path: pattern.path };
}

function samePath(a: PathPattern, b: PathPattern): boolean {
  if (a instanceof RegExp || b instanceof RegExp)
    return a instanceof RegExp && b instanceof RegExp && a.source === b.source && a.flags === b.flags;
  return a === b;
}

function sameEndpoint(rule: EndpointRule, pattern: { path: PathPattern; method?: string }): boolean {
  return samePath(rule.path, pattern.path) && rule.method === pattern.method;
}

/** The answer of a refusal, as BladeX R.fail gives it: code 400 with HTTP 200, code 500 with HTTP 500. */
export function refusalResponse(refusal: Refusal): Response {
  return fail(refusal.msg, refusal.status, refusal.status === 500 ? 500 : 200);
}

/** The rules as JSON-ready values. */
export function storeRules(rules: readonly EndpointRule[]): StoredRule[] {
  return rules.map((r) => ({ ...r, path: r.path instanceof RegExp ? { source: r.path.source, flags: r.path.flags } : r.path }));
}

/** Rules read back from stored settings; entries of another shape are dropped. */
export function loadRules(value: unknown): EndpointRule[] {
  if (!Array.isArray(value)) return [];
  const out: EndpointRule[] = [];
  for (const item of value as Array<Record<string, unknown> | null>) {
    if (!item || typeof item !== 'object') continue;
    const raw = item.path as StoredRule['path'] | undefined;
    let path: PathPattern;
    try {
      if (typeof raw === 'string') path = raw;
      else if (raw && typeof raw.source === 'string') path = new RegExp(raw.source, String(raw.flags ?? ''));
      else continue;
    } catch {
      continue;
    }
    const base = {
      path,
      ...(typeof item.method === 'string' ? { method: item.method } : {}),
      ...(typeof item.group === 'string' ? { group: item.group } : {}),
    };
    if (item.kind === 'refuse' && (item.status === 400 || item.status === 500) && typeof item.msg === 'string')
      out.push({ ...base, kind: 'refuse', status: item.status, msg: item.msg });
    else if (item.kind === 'slow' && typeof item.ms === 'number' && Number.isFinite(item.ms) && item.ms > 0)
      out.push({ ...base, kind: 'slow', ms: item.ms });
  }
  return out;
}

export interface PendingFault {
  pattern: PathPattern;
  kind: FaultKind;
  remaining: number;
}

export interface Faults {
  /** The next `times` requests matching `pattern` get a `kind` fault instead of the real answer. */
  failNext(pattern: PathPattern, kind: FaultKind, times?: number): void;
  /** Drops every pending one-shot fault. */
  clear(): void;
  /** Pending faults (for the demo panel). */
  pending(): readonly PendingFault[];
  /** Consumes and returns the fault for a request, if one is pending (used by the simulator). */
  take(url: URL): FaultKind | null;
  /**
   * From now on every request matching `pattern` is refused (envelope code `status`, 400 by default, and `msg`),
   * until the rule is cleared. `group` names the rules added together (a family) for the demo panel.
   */
  refuse(pattern: EndpointPattern, options?: { status?: 400 | 500; msg?: string; group?: string }): void;
  /** From now on every request matching `pattern` waits `ms` (on top of the global latency) before it goes on. */
  slow(pattern: EndpointPattern, ms: number, options?: { group?: string }): void;
  /** Removes the standing rules of `pattern` (only those of `kind`, when given). */
  clearRule(pattern: EndpointPattern, kind?: EndpointRule['kind']): void;
  /** Removes every standing rule. */
  clearRules(): void;
  /** The standing rules, oldest first. */
  rules(): readonly EndpointRule[];
  /** Replaces the standing rules without telling the listener (settings read back from storage). */
  restoreRules(rules: readonly EndpointRule[]): void;
  /** What the standing rules do to a request (used by the simulator). */
  ruleEffect(method: string, url: URL): RuleEffect;
}

/**
 * Creates an empty set of fault switches; `onRulesChange` hears every change of the standing rules (the
 * simulator stores them with its settings).
 */
export function createFaults(onRulesChange: (rules: readonly EndpointRule[]) => void = () => undefined): Faults {
  let list: PendingFault[] = [];
  let standing: EndpointRule[] = [];
  const put = (rule: EndpointRule): void => {
    const endpoint = { path: rule.path, ...(rule.method ? { method: rule.method } : {}) };
    standing = [...standing.filter((r) => !(r.kind === rule.kind && sameEndpoint(r, endpoint))), rule];
    onRulesChange(standing);
  };
  return {
    refuse(pattern, options = {}) {
      const { status = 400, msg = MSG_REFUSED, group } = options;
      put({ ...splitPattern(pattern), ...(group ? { group } : {}), kind: 'refuse', status, msg });
    },
    slow(pattern, ms, options = {}) {
      if (!(ms > 0)) return;
      put({ ...splitPattern(pattern), ...(options.group ? { group: options.group } : {}), kind: 'slow', ms: Math.round(ms) });
    },
    clearRule(pattern, kind) {
      const endpoint = splitPattern(pattern);
      standing = standing.filter((r) => !(sameEndpoint(r, endpoint) && (!kind || r.kind === kind)));
      onRulesChange(standing);
    },
    clearRules() {
      standing = [];
      onRulesChange(standing);
    },
    rules: () => standing,
    restoreRules(rules) {
      standing = [...rules];
    },
    ruleEffect(method, url) {
      const upper = method.toUpperCase();
      const hits = standing.filter((r) => (!r.method || r.method === upper) && matchesPath(r.path, url));
      const refusal = hits.find((r) => r.kind === 'refuse');
      return {
        delayMs: hits.reduce((most, r) => (r.kind === 'slow' ? Math.max(most, r.ms) : most), 0),
        refusal: refusal?.kind === 'refuse' ? { status: refusal.status, msg: refusal.msg } : null,
      };
    },
    failNext(pattern, kind, times = 1) {
      if (times > 0) list.push({ pattern, kind, remaining: times });
    },
    clear() {
      list = [];
    },
    pending: () => list,
    take(url) {
      const hit = list.find((f) => matchesPath(f.pattern, url));
      if (!hit) return null;
      hit.remaining -= 1;
      if (hit.remaining <= 0) list = list.filter((f) => f !== hit);
      return hit.kind;
    },
  };
}

/** A held request: `reached` resolves when it arrives; `release` lets the real handler answer; `fail` answers with a fault. */
export interface Gate {
  reached: Promise<void>;
  release(): void;
  fail(kind: FaultKind): void;
}

export type GateDecision = { kind: 'release' } | { kind: 'fail'; fault: FaultKind } | { kind: 'aborted' };

export interface Gates {
  /** The next request matching `pattern` (and `method`, if given) waits at the returned gate. */
  hold(pattern: PathPattern, options?: { method?: string }): Gate;
  /** Releases every waiting request and removes all gates. */
  clear(): void;
  /** Waits at the first matching unused gate, or returns null at once when none matches (used by the simulator). */
  arrive(method: string, url: URL, signal?: AbortSignal): Promise<GateDecision> | null;
}

interface GateEntry {
  pattern: PathPattern;
  method: string | undefined;
  used: boolean;
  reach: () => void;
  decided: Promise<GateDecision>;
  decide: (d: GateDecision) => void;
}

/** Creates an empty set of gates. */
export function createGates(): Gates {
  let entries: GateEntry[] = [];
  return {
    hold(pattern, options = {}) {
      let reach = (): void => undefined;
      const reached = new Promise<void>((resolve) => {
        reach = resolve;
      });
      let decide = (_d: GateDecision): void => undefined;
      const decided = new Promise<GateDecision>((resolve) => {
        decide = resolve;
      });
      const entry: GateEntry = { pattern, method: options.method?.toUpperCase(), used: false, reach, decided, decide };
      entries.push(entry);
      return {
        reached,
        release: () => entry.decide({ kind: 'release' }),
        fail: (kind) => entry.decide({ kind: 'fail', fault: kind }),
      };
    },
    clear() {
      for (const e of entries) e.decide({ kind: 'release' });
      entries = [];
    },
    arrive(method, url, signal) {
      const entry = entries.find((e) => !e.used && (!e.method || e.method === method.toUpperCase()) && matchesPath(e.pattern, url));
      if (!entry) return null;
      entry.used = true;
      entry.reach();
      const aborted = new Promise<GateDecision>((resolve) => {
        if (signal?.aborted) resolve({ kind: 'aborted' });
        signal?.addEventListener('abort', () => resolve({ kind: 'aborted' }), { once: true });
      });
      return Promise.race([entry.decided, aborted]).finally(() => {
        entries = entries.filter((e) => e !== entry);
      });
    },
  };
}
