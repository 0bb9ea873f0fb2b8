/**
 * The switches of a simulator that runs elsewhere (`npm run sim:server`), over its admin endpoint (`/__sim/…`), in
 * the shape the demo panel drives: settings read from a copy kept fresh, every change sent at once. The panel of a
 * console that talks to the simulator server (CONSOLE_API_TARGET=http://127.0.0.1:8686 npm start) uses it, so
 * everyone in a shared demo switches the same backend.
 */
import { MSG_REFUSED, type EndpointPattern, type EndpointRule, type FaultKind, type PathPattern, type PendingFault } from './faults';
import type { SimulatorConfig } from './route';

/** What the demo panel uses of a simulator. */
export interface SimulatorControls {
  /** Where the simulator runs: in this browser (the default) or as the simulator server. */
  readonly where?: 'browser' | 'server';
  readonly config: SimulatorConfig;
  readonly faults: {
    failNext(pattern: PathPattern, kind: FaultKind, times?: number): void;
    clear(): void;
    pending(): readonly PendingFault[];
    refuse(pattern: EndpointPattern, options?: { status?: 400 | 500; msg?: string; group?: string }): void;
    slow(pattern: EndpointPattern, ms: number, options?: { group?: string }): void;
    clearRule(pattern: EndpointPattern, kind?: EndpointRule['kind']): void;
    clearRules(): void;
    rules(): readonly EndpointRule[];
  };
  expireTokens(): void;
  reset(): void;
}

interface AdminState {
  ok: boolean;
  config: SimulatorConfig;
  faults: Array<{ path: string; kind: FaultKind; remaining: number }>;
  rules: EndpointRule[];
}

const isState = (v: unknown): v is AdminState =>
  typeof v === 'object' && v !== null && (v as AdminState).ok === true && typeof (v as AdminState).config === 'object';

const endpointOf = (pattern: EndpointPattern) =>
  typeof pattern === 'object' && !(pattern instanceof RegExp)
    ? { path: String(pattern.path), ...(pattern.method ? { method: pattern.method } : {}) }
    : { path: String(pattern) };

/**
 * Reads the admin endpoint at `base` ('/__sim' by default); null when there is no simulator there (a real backend).
 * The copy of the settings is read again every `refreshMs` and after every change.
 */
export async function remoteControls(base = '/__sim', refreshMs = 5000): Promise<SimulatorControls | null> {
  const ask = async (method: string, path: string, body?: unknown): Promise<AdminState | null> => {
    try {
      const res = await fetch(`${base}/${path}`, {
        method,
        // a change sent just before the page reloads (the reset does that) still arrives
        keepalive: method !== 'GET',
        headers: body === undefined ? {} : { 'Content-Type': 'application/json' },
        ...(body === undefined ? {} : { body: JSON.stringify(body) }),
      });
      const answer: unknown = await res.json();
      return isState(answer) ? answer : null;
    } catch {
      return null;
    }
  };
  let state = await ask('GET', 'state');
  if (!state) return null;
  const keep = (next: AdminState | null) => {
    if (next) state = next;
  };
  const send = (method: string, path: string, body?: unknown) => {
    void ask(method, path, body).then(keep);
  };
  if (refreshMs > 0) setInterval(() => void ask('GET', 'state').then(keep), refreshMs);

  /** A rule in the copy at once (the answer brings the server's list), replacing one of the same endpoint and kind. */
  const put = (rule: EndpointRule) => {
    const same = (r: EndpointRule) =>
      String(r.path) === String(rule.path) && (r.method ?? '') === (rule.method ?? '') && r.kind === rule.kind;
    state = { ...state!, rules: [...state!.rules.filter((r) => !same(r)), rule] };
  };

  const config = {} as SimulatorConfig;
  for (const key of Object.keys(state.config) as Array<keyof SimulatorConfig>) {
    Object.defineProperty(config, key, {
      enumerable: true,
      get: () => state!.config[key],
      set: (value: never) => {
        state = { ...state!, config: { ...state!.config, [key]: value } };
        send('POST', 'config', { [key]: value });
      },
    });
  }
  return {
    where: 'server',
    config,
    faults: {
      failNext(pattern, kind, times = 1) {
        state = { ...state!, faults: [...state!.faults, { path: String(pattern), kind, remaining: times }] };
        send('POST', 'faults', { path: String(pattern), kind, times });
      },
      clear() {
        state = { ...state!, faults: [] };
        send('DELETE', 'faults');
      },
      pending: () => state!.faults.map((f) => ({ pattern: f.path, kind: f.kind, remaining: f.remaining })),
      refuse(pattern, options = {}) {
        const group = options.group ? { group: options.group } : {};
        put({ ...endpointOf(pattern), ...group, kind: 'refuse', status: options.status ?? 400, msg: options.msg ?? MSG_REFUSED });
        send('POST', 'rules', {
          ...endpointOf(pattern),
          ...group,
          kind: 'refuse',
          status: options.status ?? 400,
          ...(options.msg ? { msg: options.msg } : {}),
        });
      },
      slow(pattern, ms, options = {}) {
        const rule = {
          ...endpointOf(pattern),
          ...(options.group ? { group: options.group } : {}),
          kind: 'slow' as const,
          ms: Math.round(ms),
        };
        put(rule);
        send('POST', 'rules', rule);
      },
      clearRule(pattern, kind) {
        const endpoint = endpointOf(pattern);
        state = {
          ...state!,
          rules: state!.rules.filter(
            (r) => !(String(r.path) === endpoint.path && (r.method ?? '') === (endpoint.method ?? '') && (!kind || r.kind === kind)),
          ),
        };
        send('DELETE', 'rule', { ...endpoint, ...(kind ? { kind } : {}) });
      },
      clearRules() {
        state = { ...state!, rules: [] };
        send('DELETE', 'rules');
      },
      rules: () => state!.rules,
    },
    expireTokens() {
      send('POST', 'expire-tokens');
    },
    reset() {
      send('POST', 'reset');
    },
  };
}
