/** Fault switches (one-shot failures per path) and gates (hold a request until a test decides its fate). */
import { HttpResponse } from 'msw';
import { serverError, unauthorized } from './envelope';

/** What a faulty answer looks like. */
export type FaultKind = '500' | '401' | 'network' | 'html' | 'broken-json' | 'empty' | 'never';

/** Every fault kind, in the order the demo panel lists them. */
export const FAULT_KINDS: readonly FaultKind[] = ['500', '401', 'network', 'html', 'broken-json', 'empty', 'never'];

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
}

/** Creates an empty set of one-shot fault switches. */
export function createFaults(): Faults {
  let list: PendingFault[] = [];
  return {
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
