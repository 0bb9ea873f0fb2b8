// @vitest-environment node
/**
 * The simulated backend over real HTTP (services/mock/http-server.ts): /api answers as the in-browser simulator does,
 * a lost answer drops the connection after the write was made, the admin endpoint drives the switches and reports the
 * books, the console's files are served with the index.html fallback, a console server passes /api on to a backend
 * (502 when it is down), and the world kept in SQLite is there again for a new server on the same file.
 */
import { mkdtempSync, mkdirSync, rmSync, writeFileSync } from 'node:fs';
import type { Server } from 'node:http';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { gunzipSync } from 'node:zlib';
import { createConsoleServer, createSimHttpServer, listen } from '@services/mock/http-server';
import { createSimulator, type Simulator } from '@services/mock/simulator';
import { openSqliteStorage } from '@services/mock/sqlite-storage';
import { fundFlows, fundOf, num } from '@services/mock/recharge/store';

import { BASIC, signInAt } from './sim-helpers';
const RECHARGE = '/api/shell/platformaccount/platformRecharge';

const servers: Server[] = [];
const folder = mkdtempSync(join(tmpdir(), 'sim-http-'));
afterAll(async () => {
  for (const s of servers) {
    s.closeAllConnections();
    await new Promise((done) => s.close(done));
  }
  rmSync(folder, { recursive: true, force: true });
});

async function serve(server: Server): Promise<string> {
  servers.push(server);
  return listen(server, 0);
}

const call = (base: string, token: string, path: string, init: { method?: string; body?: unknown; key?: string } = {}) =>
  fetch(`${base}${path}`, {
    method: init.method ?? 'GET',
    headers: {
      Authorization: BASIC,
      'Tenant-Id': '000000',
      'Blade-Auth': `bearer ${token}`,
      ...(init.body !== undefined ? { 'Content-Type': 'application/json' } : {}),
      ...(init.key ? { 'Idempotency-Key': init.key } : {}),
    },
    ...(init.body !== undefined ? { body: JSON.stringify(init.body) } : {}),
  });

const admin = (base: string, method: string, path: string, body?: unknown) =>
  fetch(`${base}/__sim/${path}`, { method, ...(body !== undefined ? { body: JSON.stringify(body) } : {}) }).then(async (r) => ({
    status: r.status,
    body: (await r.json()) as Record<string, unknown>,
  }));

describe('the simulator over HTTP', () => {
  let sim: Simulator;
  let base: string;
  beforeAll(async () => {
    sim = createSimulator({ storage: null });
    base = await serve(createSimHttpServer({ simulator: () => sim }));
  });

  test('answers /api as the simulator does: a token, a list, a write that moves money; an unknown path is 404', async () => {
    const token = await signInAt(base);
    const list = await call(base, token, '/api/blade-system/param/list?current=1&size=5');
    expect(list.status).toBe(200);
    expect(await list.json()).toMatchObject({ code: 200, success: true, data: { total: 48 } });
    const before = num(fundOf(sim.db, '000000').balance);
    const paid = await call(base, token, RECHARGE, { method: 'POST', body: { amount: 12_300 }, key: 'http-1' });
    expect(await paid.json()).toMatchObject({ success: true, msg: '充值成功' });
    expect(num(fundOf(sim.db, '000000').balance)).toBe(before + 12_300);
    expect(sim.requests.at(-1)?.headers['idempotency-key']).toBe('http-1');
    const unknown = await call(base, token, '/api/no/such/endpoint');
    expect(unknown.status).toBe(404);
    expect(await unknown.json()).toMatchObject({ code: 404, success: false });
    expect((await call(base, 'not-a-token', '/api/blade-system/param/list')).status).toBe(401);
  });

  test("a 'lost' fault makes the write, then drops the connection: the client gets no answer, the money moved once", async () => {
    const token = await signInAt(base);
    const fund = () => num(fundOf(sim.db, '000000').balance);
    const before = { balance: fund(), flows: fundFlows(sim.db).length };
    expect((await admin(base, 'POST', 'faults', { path: RECHARGE, kind: 'lost' })).status).toBe(200);
    await expect(
      call(base, token, RECHARGE, { method: 'POST', body: { amount: 500 }, key: 'lost-1' }).then((r) => r.json()),
    ).rejects.toThrow();
    expect(fund()).toBe(before.balance + 500);
    expect(fundFlows(sim.db).length).toBe(before.flows + 1);
    expect(sim.requests.filter((r) => r.headers['idempotency-key'] === 'lost-1')).toHaveLength(1);
  });

  test('the admin endpoint sets latency and failures, refuses an endpoint, expires tokens, reports the books and resets', async () => {
    const token = await signInAt(base);
    const state = await admin(base, 'POST', 'config', { latencyMs: 5, idempotencyHonoured: true, failureRate: 0 });
    expect(state.body.config).toMatchObject({ latencyMs: 5, idempotencyHonoured: true });
    expect(sim.config.latencyMs).toBe(5);
    await admin(base, 'POST', 'config', { latencyMs: 0, idempotencyHonoured: false });

    expect((await admin(base, 'POST', 'faults', { path: '/x', kind: 'nonsense' })).status).toBe(400);
    await admin(base, 'POST', 'faults', { path: '/api/blade-system/param/list', kind: '500' });
    expect((await call(base, token, '/api/blade-system/param/list')).status).toBe(500);
    expect((await call(base, token, '/api/blade-system/param/list')).status).toBe(200);

    await admin(base, 'POST', 'rules', { path: '/api/blade-system/param/list', kind: 'refuse', msg: '维护中' });
    expect(await (await call(base, token, '/api/blade-system/param/list')).json()).toMatchObject({ success: false, msg: '维护中' });
    expect(((await admin(base, 'GET', 'state')).body.rules as unknown[]).length).toBe(1);
    await admin(base, 'DELETE', 'rules');
    expect((await call(base, token, '/api/blade-system/param/list')).status).toBe(200);

    const books = (await admin(base, 'GET', 'books')).body.books as { funds: { balance: number; flows: number } };
    expect(books.funds.balance).toBe(books.funds.flows);

    await admin(base, 'POST', 'expire-tokens');
    expect((await call(base, token, '/api/blade-system/param/list')).status).toBe(401);

    const fresh = await signInAt(base);
    await call(base, fresh, RECHARGE, { method: 'POST', body: { amount: 100 }, key: 'reset-1' });
    const moved = num(fundOf(sim.db, '000000').balance);
    await admin(base, 'POST', 'reset');
    expect(num(fundOf(sim.db, '000000').balance)).toBeLessThan(moved);
    expect((await admin(base, 'GET', 'nothing')).status).toBe(404);
  });
});

describe("the console's files and a backend behind a proxy", () => {
  let dist: string;
  beforeAll(() => {
    dist = join(folder, 'dist');
    mkdirSync(join(dist, 'assets'), { recursive: true });
    writeFileSync(join(dist, 'index.html'), `<!doctype html><title>console</title>${'<!-- padding -->'.repeat(200)}`);
    writeFileSync(join(dist, 'assets', 'app.js'), `console.log(${JSON.stringify('x'.repeat(4000))});`);
    writeFileSync(join(folder, 'secret.txt'), 'not for the web');
  });

  test('serves files, falls back to index.html for console paths, refuses a path out of the folder, gzips text', async () => {
    const sim = createSimulator({ storage: null });
    const base = await serve(
      createSimHttpServer({
        simulator: () => sim,
        staticDir: dist,
        staticHeaders: { 'Content-Security-Policy': "frame-ancestors 'self'" },
      }),
    );
    const page = await fetch(`${base}/system/user?x=1`);
    expect(page.status).toBe(200);
    expect(page.headers.get('content-type')).toMatch(/^text\/html/);
    expect(page.headers.get('content-security-policy')).toBe("frame-ancestors 'self'");
    expect(await page.text()).toContain('<title>console</title>');
    const asset = await fetch(`${base}/assets/app.js`);
    expect(asset.headers.get('cache-control')).toMatch(/immutable/);
    expect(await asset.text()).toContain('console.log');
    expect((await fetch(`${base}/assets/missing.js`)).status).toBe(404);
    expect((await fetch(`${base}/..%2fsecret.txt`)).status).toBe(400);
    // gzip when asked (fetch would undo it silently, so read the raw bytes through node:http)
    const { request } = await import('node:http');
    const zipped = await new Promise<Buffer>((done) => {
      request(`${base}/assets/app.js`, { headers: { 'Accept-Encoding': 'gzip' } }, (res) => {
        expect(res.headers['content-encoding']).toBe('gzip');
        const parts: Buffer[] = [];
        res.on('data', (c: Buffer) => parts.push(c));
        res.on('end', () => done(Buffer.concat(parts)));
      }).end();
    });
    expect(gunzipSync(zipped).toString()).toContain('console.log');
  });

  test('a console server passes /api on to the backend, and answers 502 when the backend is down', async () => {
    const sim = createSimulator({ storage: null });
    const backend = createSimHttpServer({ simulator: () => sim });
    const backendUrl = await serve(backend);
    const front = await serve(createConsoleServer({ api: { proxyTo: backendUrl }, staticDir: dist }));
    const token = await signInAt(front);
    const list = await call(front, token, '/api/blade-system/param/list?current=1&size=5');
    expect(await list.json()).toMatchObject({ code: 200, data: { total: 48 } });
    expect((await fetch(`${front}/wel/index`)).status).toBe(200);
    // the admin endpoint is the simulator's own, not the front's
    expect((await fetch(`${front}/__sim/state`)).headers.get('content-type')).toMatch(/^text\/html/);

    backend.closeAllConnections();
    await new Promise((done) => backend.close(done));
    servers.splice(servers.indexOf(backend), 1);
    const down = await call(front, token, '/api/blade-system/param/list');
    expect(down.status).toBe(502);
    expect(await down.json()).toMatchObject({ code: 502, success: false });
  });
});

describe('the world in SQLite', () => {
  test('a write answered ok is in the file: a new simulator on it has it, and --reset (clear) reseeds', async () => {
    const file = join(folder, 'world.sqlite');
    const first = openSqliteStorage(file);
    const sim = createSimulator({ storage: first });
    const base = await serve(createSimHttpServer({ simulator: () => sim }));
    const token = await signInAt(base);
    await call(base, token, RECHARGE, { method: 'POST', body: { amount: 777 }, key: 'kept-1' });
    const balance = num(fundOf(sim.db, '000000').balance);

    // a second storage on the same file, as a restarted server opens it
    const again = openSqliteStorage(file);
    const restarted = createSimulator({ storage: again });
    expect(num(fundOf(restarted.db, '000000').balance)).toBe(balance);
    expect(fundFlows(restarted.db)[0]).toMatchObject({ amount: 777 });

    again.clear();
    const reseeded = createSimulator({ storage: again });
    expect(num(fundOf(reseeded.db, '000000').balance)).toBe(balance - 777);
    first.close();
    again.close();
  });
});

describe("the demo panel's switches over the admin endpoint", () => {
  test('every switch the panel uses reaches the simulator server, and a real backend (no admin endpoint) gives none', async () => {
    const { remoteControls } = await import('@services/mock/remote-controls');
    const sim = createSimulator({ storage: null });
    const base = await serve(createSimHttpServer({ simulator: () => sim }));
    const controls = (await remoteControls(`${base}/__sim`, 0))!;
    expect(controls).not.toBeNull();
    const settled = () => new Promise((done) => setTimeout(done, 150));

    controls.config.latencyMs = 40;
    controls.config.idempotencyHonoured = true;
    expect(controls.config.latencyMs).toBe(40);
    await settled();
    expect(sim.config.latencyMs).toBe(40);
    expect(sim.config.idempotencyHonoured).toBe(true);

    controls.faults.failNext('/api/blade-system/param/list', 'lost', 2);
    expect(controls.faults.pending()).toEqual([{ pattern: '/api/blade-system/param/list', kind: 'lost', remaining: 2 }]);
    await settled();
    expect(sim.faults.pending()).toEqual([{ pattern: '/api/blade-system/param/list', kind: 'lost', remaining: 2 }]);
    controls.faults.clear();
    await settled();
    expect(sim.faults.pending()).toEqual([]);

    controls.faults.refuse({ path: '/api/x/*', method: 'POST' }, { status: 500, group: 'x' });
    controls.faults.slow('/api/y/list', 300);
    expect(controls.faults.rules().map((r) => r.kind)).toEqual(['refuse', 'slow']);
    await settled();
    expect(sim.faults.rules()).toMatchObject([
      { path: '/api/x/*', method: 'POST', kind: 'refuse', status: 500, msg: '后端拒绝了此请求', group: 'x' },
      { path: '/api/y/list', kind: 'slow', ms: 300 },
    ]);
    controls.faults.clearRule({ path: '/api/x/*', method: 'POST' }, 'refuse');
    await settled();
    expect(sim.faults.rules().map((r) => r.path)).toEqual(['/api/y/list']);
    controls.faults.clearRules();
    await settled();
    expect(sim.faults.rules()).toEqual([]);

    const token = await signInAt(base);
    controls.expireTokens();
    await settled();
    expect((await call(base, token, '/api/blade-system/param/list')).status).toBe(401);
    controls.reset();
    await settled();
    expect(sim.faults.pending()).toEqual([]);

    const plain = await serve(createConsoleServer({ api: { proxyTo: base }, staticDir: join(folder, 'dist') }));
    expect(await remoteControls(`${plain}/__sim`, 0)).toBeNull();
  });
});
