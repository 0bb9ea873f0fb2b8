// @vitest-environment node
import { getResponse } from 'msw';
import { md5 } from 'js-md5';
import { CONFIG_KEY, STAMP_KEY, STORAGE_KEY } from '@services/mock/persistence';
import { DEFAULT_SEED, SEEDED_ACCOUNTS, seedDb } from '@services/mock/seed';
import { createSimulator, type Simulator } from '@services/mock/simulator';
import type { TokenResponse } from '@services/mock/tokens';
import { BASE, BASIC, ManualClock, MemoryStorage } from './sim-helpers';

/** Answers a request with one simulator's handlers, without intercepting the network (two instances at once). */
async function call(sim: Simulator, path: string, init: RequestInit = {}): Promise<Response> {
  const headers = new Headers(init.headers);
  if (!headers.has('Authorization')) headers.set('Authorization', BASIC);
  const res = await getResponse(sim.handlers, new Request(`${BASE}${path}`, { ...init, headers }));
  if (!res) throw new Error(`no handler for ${path}`);
  return res;
}

async function login(sim: Simulator, account = 'admin', password = 'admin', tenantId = '000000'): Promise<TokenResponse> {
  const query = new URLSearchParams({ tenantId, username: account, password: md5(password), grant_type: 'password', scope: 'all' });
  const res = await call(sim, `/api/blade-auth/oauth/token?${query}`, { method: 'POST', headers: { 'Tenant-Id': tenantId } });
  expect(res.status).toBe(200);
  return (await res.json()) as TokenResponse;
}

function userInfo(sim: Simulator, token: string): Promise<Response> {
  return call(sim, '/api/blade-auth/oauth/user-info', { headers: { 'Blade-Auth': `bearer ${token}` } });
}

function register(sim: Simulator, account: string): Promise<Response> {
  return call(sim, `/api/blade-user/register-guest?${new URLSearchParams({ tenantId: '300001', name: account, account, password: 'x' })}`, {
    method: 'POST',
  });
}

describe('persistence', () => {
  test('round trip: a new instance over the same storage has the data and the sessions', async () => {
    const storage = new MemoryStorage();
    const a = createSimulator({ storage });
    expect(storage.getItem(STORAGE_KEY)).not.toBeNull();
    expect(storage.getItem(STAMP_KEY)).not.toBeNull();
    const token = await login(a);
    expect((await register(a, 'persisted')).status).toBe(200);

    const b = createSimulator({ storage }); // "after a reload"
    expect(b.db.users.some((u) => u.account === 'persisted')).toBe(true);
    expect((await userInfo(b, token.access_token)).status).toBe(200);
  });

  test('two instances sharing one storage stay coherent (two tabs)', async () => {
    const storage = new MemoryStorage();
    const tab1 = createSimulator({ storage });
    const tab2 = createSimulator({ storage });

    const token = await login(tab1);
    expect((await userInfo(tab2, token.access_token)).status).toBe(200);

    expect((await register(tab2, 'fromtab2')).status).toBe(200);
    const dup = await (await register(tab1, 'fromtab2')).json();
    expect(dup).toMatchObject({ code: 400, msg: '账号已存在' });

    // refresh in tab 2 rotates the refresh token for tab 1 as well
    const refreshQuery = new URLSearchParams({ grant_type: 'refresh_token', refresh_token: token.refresh_token, tenantId: '000000' });
    expect((await call(tab2, `/api/blade-auth/oauth/token?${refreshQuery}`, { method: 'POST' })).status).toBe(200);
    expect((await call(tab1, `/api/blade-auth/oauth/token?${refreshQuery}`, { method: 'POST' })).status).toBe(400);

    // logout in tab 1 reaches tab 2
    await call(tab1, '/api/blade-auth/oauth/logout', { headers: { 'Blade-Auth': `bearer ${token.access_token}` } });
    expect((await userInfo(tab2, token.access_token)).status).toBe(401);

    // captchas issued in one tab can be checked in the other
    const { key } = (await (await call(tab1, '/api/blade-auth/oauth/captcha')).json()) as { key: string };
    expect(tab2.peekCaptcha(key)).toMatch(/^\w{4}$/);

    // reset in one tab ends the sessions seen by the other
    const t2 = await login(tab2);
    tab1.reset();
    expect((await userInfo(tab2, t2.access_token)).status).toBe(401);
    expect(tab2.db.users.some((u) => u.account === 'fromtab2')).toBe(false);
  });

  test('tokens issued in two tabs never collide', async () => {
    const storage = new MemoryStorage();
    const tab1 = createSimulator({ storage });
    const tab2 = createSimulator({ storage });
    const tokens = new Set<string>();
    for (let i = 0; i < 5; i += 1) {
      tokens.add((await login(tab1)).access_token);
      tokens.add((await login(tab2)).access_token);
    }
    expect(tokens.size).toBe(10);
  });

  test('expireTokens in one instance reaches the other', async () => {
    const storage = new MemoryStorage();
    const tab1 = createSimulator({ storage });
    const tab2 = createSimulator({ storage });
    const token = await login(tab1);
    tab2.expireTokens();
    expect((await userInfo(tab1, token.access_token)).status).toBe(401);
  });

  test('settings persist and reach other instances', () => {
    const storage = new MemoryStorage();
    const tab1 = createSimulator({ storage });
    const tab2 = createSimulator({ storage });
    tab1.config.latencyMs = 250;
    tab1.config.failureRate = 0.25;
    tab1.config.captchaEnabled = false;
    tab1.config.idempotencyHonoured = true;
    expect(JSON.parse(storage.getItem(CONFIG_KEY) ?? '{}')).toMatchObject({ latencyMs: 250, failureRate: 0.25 });
    expect(tab2.config.latencyMs).toBe(250);
    expect(tab2.config.captchaEnabled).toBe(false);
    expect(tab2.config.idempotencyHonoured).toBe(true);
    expect(createSimulator({ storage }).config.failureRate).toBe(0.25);
    expect({ ...createSimulator({ storage: null }).config }).toEqual({
      accessTokenSeconds: 3600,
      refreshTokenSeconds: 604800,
      latencyMs: 0,
      failureRate: 0,
      captchaEnabled: true,
      idempotencyHonoured: false,
    });
  });

  test('a full or failing storage keeps the simulator working in memory', async () => {
    const storage = new MemoryStorage();
    storage.failWrites = true;
    const sim = createSimulator({ storage });
    const token = await login(sim);
    expect((await register(sim, 'memonly')).status).toBe(200);
    expect((await userInfo(sim, token.access_token)).status).toBe(200);
    expect(sim.db.users.some((u) => u.account === 'memonly')).toBe(true);
    sim.config.latencyMs = 0;
    sim.reset();

    const broken = {
      getItem: () => {
        throw new Error('denied');
      },
      setItem: () => {
        throw new Error('denied');
      },
    } as unknown as Storage;
    const sim2 = createSimulator({ storage: broken });
    expect((await userInfo(sim2, (await login(sim2)).access_token)).status).toBe(200);
  });

  test('storage cleared by someone else (e.g. the app logging out) is rewritten, sessions kept', async () => {
    const storage = new MemoryStorage();
    const sim = createSimulator({ storage });
    const token = await login(sim);
    storage.clear();
    expect((await userInfo(sim, token.access_token)).status).toBe(200);
    expect(storage.getItem(STORAGE_KEY)).not.toBeNull();
  });

  test('a stored db of another schema or seed, or garbage, is replaced by a fresh seed', () => {
    for (const text of ['not json', JSON.stringify({ schema: -1, db: {} }), JSON.stringify({ schema: 1, db: { meta: { seed: 1 } } })]) {
      const storage = new MemoryStorage();
      storage.setItem(STORAGE_KEY, text);
      storage.setItem(STAMP_KEY, 'old');
      const sim = createSimulator({ storage });
      expect(sim.db.users.length).toBeGreaterThan(5);
      expect(JSON.parse(storage.getItem(STORAGE_KEY) ?? '{}').db.meta.seed).toBe(DEFAULT_SEED);
    }
  });

  test('reads do not write; only changes do', async () => {
    const storage = new MemoryStorage();
    const sim = createSimulator({ storage });
    const token = await login(sim);
    const writes = storage.writes;
    await userInfo(sim, token.access_token);
    await call(sim, '/api/blade-system/menu/routes', { headers: { 'Blade-Auth': `bearer ${token.access_token}` } });
    expect(storage.writes).toBe(writes);
  });
});

describe('seed', () => {
  test('two fresh simulators seed identical data', () => {
    const a = createSimulator({ storage: null });
    const b = createSimulator({ storage: null });
    expect(JSON.stringify(a.db)).toBe(JSON.stringify(b.db));
    expect(JSON.stringify(seedDb())).toBe(JSON.stringify(a.db));
  });

  test('another seed gives other generated details but the same documented accounts', () => {
    const a = seedDb(DEFAULT_SEED);
    const b = seedDb(7);
    expect(JSON.stringify(a)).not.toBe(JSON.stringify(b));
    for (const db of [a, b]) {
      for (const s of SEEDED_ACCOUNTS) expect(db.users.some((u) => u.account === s.account && u.tenantId === s.tenantId)).toBe(true);
    }
  });

  test('tenants, documented accounts and md5 passwords', () => {
    const db = seedDb();
    expect(db.tenants.map((t) => [t.tenantId, t.tenantType, t.parentTenantId])).toEqual([
      ['000000', '', ''],
      ['100001', '1', ''],
      ['200001', '2', ''],
      ['300001', '3', '100001'],
    ]);
    expect(db.tenants.find((t) => t.domain === 'supplier.demo.local')?.tenantId).toBe('100001');
    expect(db.users.find((u) => u.account === 'admin')?.password).toBe(md5('admin'));
    expect(db.users.find((u) => u.account === 'auditor')?.password).toBe(md5('demo123'));
    const ids = [...db.users, ...db.roles, ...db.depts, ...db.menus, ...db.tenants, ...db.topMenus].map((r) => r.id);
    expect(new Set(ids).size).toBe(ids.length);
    for (const id of ids) expect(id).toMatch(/^\d{19}$/);
    const rolesOf = (account: string) =>
      db.users.find((u) => u.account === account)?.roleIds.map((id) => db.roles.find((r) => r.id === id)?.roleName);
    expect(rolesOf('admin')).toEqual(['超级管理员', '运营专员', '财务审核']);
    expect(rolesOf('admin')?.[0]).toContain('管理员');
    expect(
      rolesOf('admin')
        ?.slice(1)
        .some((n) => n?.includes('管理员')),
    ).toBe(false);
    expect(rolesOf('supplier')).toEqual(['供货商管理员', '供货商财务']);
    expect(rolesOf('thirdparty')).toEqual(['第三方对接']);
    const staff = db.users.filter((u) => !SEEDED_ACCOUNTS.some((s) => s.account === u.account));
    expect(staff.length).toBeGreaterThan(10);
    for (const u of staff) expect(u.realName).toMatch(/^[\u4e00-\u9fa5]{2,3}$/);
  });

  test('the clock does not leak into seeded data', () => {
    const early = createSimulator({ storage: null, now: () => 0 });
    const late = createSimulator({ storage: null, now: () => Date.UTC(2030, 0, 1) });
    expect(JSON.stringify(early.db)).toBe(JSON.stringify(late.db));
  });

  test('reset restores the initial state after changes', async () => {
    const clock = new ManualClock();
    const sim = createSimulator({ storage: null, now: clock.now });
    const initial = JSON.stringify(sim.db);
    await login(sim);
    await register(sim, 'someone');
    sim.faults.failNext('x', '500');
    expect(JSON.stringify(sim.db)).not.toBe(initial);
    sim.reset();
    expect(JSON.stringify(sim.db)).toBe(initial);
    expect(sim.faults.pending()).toHaveLength(0);
  });
});
