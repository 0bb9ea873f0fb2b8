/**
 * The simulated backend over real HTTP (Node only): `/api/*` is answered by the same msw handlers the in-browser
 * simulator uses, `/__sim/*` is the admin endpoint of its switches (faults, rules, latency, token expiry, reset,
 * the books), and with `staticDir` the server also serves a built console with the fallback to index.html that a
 * deployment's web server has. `npm run sim:server` runs it on SQLite storage; the production browser tests run it
 * in the test process so a spec can still seed the db it serves.
 */
import { createServer, request as httpRequest, type IncomingMessage, type Server, type ServerResponse } from 'node:http';
import { existsSync, readFileSync, statSync } from 'node:fs';
import { extname, join, resolve, sep } from 'node:path';
import { gzipSync } from 'node:zlib';
import { FAULT_KINDS, type FaultKind } from './faults';
import { booksOf } from './books';
import { type Simulator, type SimulatorConfig, unknownPathAnswer } from './simulator';

export const ADMIN_PREFIX = '/__sim/';

const TYPES: Record<string, string> = {
  '.html': 'text/html; charset=utf-8',
  '.js': 'text/javascript; charset=utf-8',
  '.mjs': 'text/javascript; charset=utf-8',
  '.css': 'text/css; charset=utf-8',
  '.json': 'application/json; charset=utf-8',
  '.svg': 'image/svg+xml',
  '.png': 'image/png',
  '.jpg': 'image/jpeg',
  '.ico': 'image/x-icon',
  '.woff2': 'font/woff2',
  '.woff': 'font/woff',
  '.txt': 'text/plain; charset=utf-8',
  '.map': 'application/json; charset=utf-8',
};
const COMPRESSIBLE = new Set(['.html', '.js', '.mjs', '.css', '.json', '.svg', '.txt', '.map']);

function readBody(req: IncomingMessage): Promise<Buffer> {
  return new Promise((done, fail) => {
    const parts: Buffer[] = [];
    req.on('data', (chunk: Buffer) => parts.push(chunk));
    req.on('end', () => done(Buffer.concat(parts)));
    req.on('error', fail);
  });
}

function sendJson(res: ServerResponse, status: number, body: unknown): void {
  const text = JSON.stringify(body);
  res.writeHead(status, { 'Content-Type': 'application/json; charset=utf-8', 'Cache-Control': 'no-store' });
  res.end(text);
}

/** Writes a fetch Response to the socket; a network-error response (a lost answer) drops the connection. */
async function sendResponse(req: IncomingMessage, res: ServerResponse, answer: Response): Promise<void> {
  if (answer.type === 'error') {
    // The answer is lost on the way: the head goes out and the connection drops inside the body. Dropping it before
    // any byte would not do: a browser sends a request again by itself, POST included, when a reused keep-alive
    // connection closes without an answer, so the write would be made twice by the transport.
    res.writeHead(200, { 'Content-Type': 'application/json; charset=utf-8', 'Content-Length': '64' });
    res.write('{', () => req.socket.destroy());
    return;
  }
  const headers: Record<string, string | string[]> = {};
  answer.headers.forEach((value, name) => {
    if (name !== 'set-cookie' && name !== 'content-length' && name !== 'content-encoding') headers[name] = value;
  });
  const cookies = answer.headers.getSetCookie();
  if (cookies.length > 0) headers['set-cookie'] = cookies;
  const body = Buffer.from(await answer.arrayBuffer());
  headers['content-length'] = String(body.length);
  res.writeHead(answer.status, headers);
  res.end(body);
}

/** The /api answer: the simulator's handlers, else BladeX's 404 body. */
async function answerApi(sim: Simulator, req: IncomingMessage, res: ServerResponse): Promise<void> {
  const body = req.method === 'GET' || req.method === 'HEAD' ? undefined : await readBody(req);
  const headers = new Headers();
  for (const [name, value] of Object.entries(req.headers)) {
    if (value === undefined || name.startsWith(':')) continue;
    for (const v of Array.isArray(value) ? value : [value]) headers.append(name, v);
  }
  const controller = new AbortController();
  // the client went away before the answer: the handler sees an aborted request (as a cancelled fetch)
  res.on('close', () => {
    if (!res.writableEnded) controller.abort();
  });
  const request = new Request(`http://${req.headers.host ?? 'localhost'}${req.url ?? '/'}`, {
    method: req.method ?? 'GET',
    headers,
    body: body && body.length > 0 ? new Uint8Array(body) : undefined,
    signal: controller.signal,
  });
  const answer = (await sim.respond(request)) ?? unknownPathAnswer(request);
  await sendResponse(req, res, answer);
}

const num = (v: unknown): number | undefined => (typeof v === 'number' && Number.isFinite(v) ? v : undefined);

/** The endpoint a rule names: `{ path, method? }` of the admin request's body. */
const endpointOf = (input: Record<string, unknown>) => ({
  path: String(input.path ?? ''),
  ...(typeof input.method === 'string' ? { method: input.method.toUpperCase() } : {}),
});

/** The admin endpoint: the same switches the demo panel has, as JSON over HTTP. */
async function answerAdmin(sim: Simulator, req: IncomingMessage, res: ServerResponse, path: string): Promise<void> {
  const text = (await readBody(req)).toString('utf8');
  let input: Record<string, unknown> = {};
  try {
    input = text ? (JSON.parse(text) as Record<string, unknown>) : {};
  } catch {
    sendJson(res, 400, { ok: false, msg: 'body is not JSON' });
    return;
  }
  const method = req.method ?? 'GET';
  const state = () => ({
    ok: true,
    config: { ...sim.config },
    faults: sim.faults.pending().map((f) => ({ path: String(f.pattern), kind: f.kind, remaining: f.remaining })),
    rules: sim.faults.rules().map((r) => ({ ...r, path: String(r.path) })),
    requests: sim.requests.length,
  });
  const route = `${method} ${path}`;
  switch (route) {
    case 'GET state':
      sendJson(res, 200, state());
      return;
    case 'GET books':
      sendJson(res, 200, { ok: true, books: booksOf(sim.db) });
      return;
    case 'POST config': {
      const config = sim.config as SimulatorConfig;
      for (const key of ['latencyMs', 'failureRate', 'accessTokenSeconds', 'refreshTokenSeconds'] as const) {
        const value = num(input[key]);
        if (value !== undefined) config[key] = value;
      }
      for (const key of ['captchaEnabled', 'idempotencyHonoured'] as const) if (typeof input[key] === 'boolean') config[key] = input[key];
      sendJson(res, 200, state());
      return;
    }
    case 'POST faults': {
      const kind = input.kind as FaultKind;
      if (typeof input.path !== 'string' || !input.path || !FAULT_KINDS.includes(kind)) {
        sendJson(res, 400, { ok: false, msg: `path and kind (${FAULT_KINDS.join(', ')}) are required` });
        return;
      }
      sim.faults.failNext(input.path, kind, num(input.times) ?? 1);
      sendJson(res, 200, state());
      return;
    }
    case 'DELETE faults':
      sim.faults.clear();
      sendJson(res, 200, state());
      return;
    case 'POST rules': {
      const endpoint = endpointOf(input);
      if (!endpoint.path || (input.kind !== 'refuse' && input.kind !== 'slow')) {
        sendJson(res, 400, { ok: false, msg: "path and kind ('refuse' or 'slow') are required" });
        return;
      }
      const group = typeof input.group === 'string' && input.group ? { group: input.group } : {};
      if (input.kind === 'slow') sim.faults.slow(endpoint, num(input.ms) ?? 1000, group);
      else
        sim.faults.refuse(endpoint, {
          status: input.status === 500 ? 500 : 400,
          ...(typeof input.msg === 'string' && input.msg ? { msg: input.msg } : {}),
          ...group,
        });
      sendJson(res, 200, state());
      return;
    }
    case 'DELETE rule': {
      const endpoint = endpointOf(input);
      const kind = input.kind === 'refuse' || input.kind === 'slow' ? input.kind : undefined;
      sim.faults.clearRule(endpoint, kind);
      sendJson(res, 200, state());
      return;
    }
    case 'DELETE rules':
      sim.faults.clearRules();
      sendJson(res, 200, state());
      return;
    case 'POST expire-tokens':
      sim.expireTokens();
      if (input.refresh === true) sim.expireRefreshTokens();
      sendJson(res, 200, state());
      return;
    case 'POST reset':
      sim.reset();
      sendJson(res, 200, state());
      return;
    default:
      sendJson(res, 404, { ok: false, msg: `no admin route ${route}` });
  }
}

/** A static file server over a built console, with the single-page fallback and gzip for text files. */
function staticFiles(dir: string, extra: Record<string, string>) {
  const root = resolve(dir);
  const cache = new Map<string, { raw: Buffer; gz: Buffer | null; type: string }>();
  const load = (file: string) => {
    const hit = cache.get(file);
    if (hit) return hit;
    const raw = readFileSync(file);
    const ext = extname(file);
    const entry = {
      raw,
      gz: COMPRESSIBLE.has(ext) && raw.length > 1024 ? gzipSync(raw) : null,
      type: TYPES[ext] ?? 'application/octet-stream',
    };
    cache.set(file, entry);
    return entry;
  };
  return (req: IncomingMessage, res: ServerResponse, pathname: string): void => {
    let file = resolve(join(root, decodeURIComponent(pathname)));
    if (file !== root && !file.startsWith(root + sep)) {
      res.writeHead(400).end();
      return;
    }
    const isFile = existsSync(file) && statSync(file).isFile();
    if (!isFile) {
      if (pathname.startsWith('/assets/')) {
        res.writeHead(404, { 'Content-Type': 'text/plain; charset=utf-8' }).end('not found');
        return;
      }
      file = join(root, 'index.html');
    }
    const entry = load(file);
    const headers: Record<string, string> = {
      'Content-Type': entry.type,
      'Cache-Control': pathname.startsWith('/assets/') ? 'public, max-age=31536000, immutable' : 'no-cache',
      Vary: 'Accept-Encoding',
      ...(entry.type.startsWith('text/html') ? extra : {}),
    };
    const gzip = entry.gz && /\bgzip\b/.test(String(req.headers['accept-encoding'] ?? ''));
    if (gzip) headers['Content-Encoding'] = 'gzip';
    res.writeHead(200, headers);
    res.end(req.method === 'HEAD' ? undefined : gzip ? entry.gz : entry.raw);
  };
}

/** Passes a request on to `target` (a backend's origin) as a reverse proxy does; an unreachable backend is a 502. */
function proxy(target: string, req: IncomingMessage, res: ServerResponse): Promise<void> {
  return new Promise((done) => {
    const url = new URL(req.url ?? '/', target);
    const upstream = httpRequest(url, { method: req.method, headers: { ...req.headers, host: url.host } }, (answer) => {
      res.writeHead(answer.statusCode ?? 502, answer.headers);
      answer.pipe(res);
      answer.on('end', () => done());
      answer.on('error', () => {
        res.destroy();
        done();
      });
    });
    upstream.on('error', () => {
      if (!res.headersSent) sendJson(res, 502, { code: 502, success: false, data: null, msg: 'Bad Gateway' });
      else res.destroy();
      done();
    });
    req.pipe(upstream);
  });
}

/** Who answers /api: a simulator in this process, or a backend the requests are passed on to. */
export type ApiSource = { simulator: () => Simulator } | { proxyTo: string };

export interface ConsoleServerOptions {
  api: ApiSource;
  /** A built console to serve beside /api (index.html for every path that is not a file). */
  staticDir?: string;
  /** Extra headers on the console's index.html (e.g. a Content-Security-Policy with frame-ancestors). */
  staticHeaders?: Record<string, string>;
}

/**
 * Makes the server (not listening yet): /api from the simulator or passed on to a backend, the admin endpoint of an
 * in-process simulator, and the console's files.
 */
export function createConsoleServer(options: ConsoleServerOptions): Server {
  const files = options.staticDir ? staticFiles(options.staticDir, options.staticHeaders ?? {}) : null;
  const { api } = options;
  return createServer((req, res) => {
    const pathname = new URL(req.url ?? '/', 'http://localhost').pathname;
    const work = pathname.startsWith('/api/')
      ? 'proxyTo' in api
        ? proxy(api.proxyTo, req, res)
        : answerApi(api.simulator(), req, res)
      : pathname.startsWith(ADMIN_PREFIX) && 'simulator' in api
        ? answerAdmin(api.simulator(), req, res, pathname.slice(ADMIN_PREFIX.length))
        : Promise.resolve(files ? files(req, res, pathname) : sendJson(res, 404, { code: 404, success: false, msg: '接口不存在' }));
    work.catch((error: unknown) => {
      console.error(`[sim-server] ${req.method} ${req.url} failed`, error);
      if (!res.headersSent) sendJson(res, 500, { code: 500, success: false, data: null, msg: '服务器异常' });
      else res.destroy();
    });
  });
}

/** The simulated backend's server: /api and the admin endpoint from `simulator`, and optionally a built console. */
export function createSimHttpServer(options: Omit<ConsoleServerOptions, 'api'> & { simulator: () => Simulator }): Server {
  const { simulator, ...rest } = options;
  return createConsoleServer({ ...rest, api: { simulator } });
}

/** Starts listening; resolves to the server's base URL. */
export function listen(server: Server, port: number, host = '127.0.0.1'): Promise<string> {
  return new Promise((done, fail) => {
    server.once('error', fail);
    server.listen(port, host, () => {
      const address = server.address();
      const actual = typeof address === 'object' && address ? address.port : port;
      done(`http://${host}:${actual}`);
    });
  });
}
