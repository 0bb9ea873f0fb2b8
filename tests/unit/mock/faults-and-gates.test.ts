// @vitest-environment node
import { FAULT_KINDS, matchesPath } from '@services/mock/faults';
import { familyEndpoints } from '@services/mock/family-endpoints';
import { startNodeSimulator } from '@services/mock/node';
import { createSimulator } from '@services/mock/simulator';
import { requireResource } from '@services/resources/registry';
import { BASE, ManualClock, MemoryStorage, api, loginOk } from './sim-helpers';

const clock = new ManualClock();
const { sim, close } = startNodeSimulator(createSimulator({ storage: null, now: clock.now }));
const ROUTES = '/api/blade-system/menu/routes';
let token = '';

afterAll(() => close());
beforeEach(async () => {
  sim.reset();
  sim.config.latencyMs = 0;
  sim.config.failureRate = 0;
  sim.faults.clearRules();
  token = (await loginOk('admin', 'admin')).access_token;
  sim.clearRequests();
});

describe('one-shot faults', () => {
  test('500 → HTTP 500 服务器内部错误, then the real answer again', async () => {
    sim.faults.failNext(ROUTES, '500');
    const res = await api(ROUTES, { token });
    expect(res.status).toBe(500);
    expect(await res.json()).toEqual({ code: 500, success: false, msg: '服务器内部错误' });
    expect((await api(ROUTES, { token })).status).toBe(200);
  });

  test('401 → HTTP 401 请求未授权 even with a live token', async () => {
    sim.faults.failNext(ROUTES, '401');
    const res = await api(ROUTES, { token });
    expect(res.status).toBe(401);
    expect(await res.json()).toEqual({ code: 401, success: false, msg: '请求未授权' });
  });

  test('network → the fetch rejects', async () => {
    sim.faults.failNext(ROUTES, 'network');
    await expect(api(ROUTES, { token })).rejects.toThrow(TypeError);
  });

  test('html → HTTP 200 text/html page', async () => {
    sim.faults.failNext(ROUTES, 'html');
    const res = await api(ROUTES, { token });
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toContain('text/html');
    expect(await res.text()).toMatch(/^<!DOCTYPE html>/);
  });

  test('broken-json → HTTP 200 application/json {"code":200,', async () => {
    sim.faults.failNext(ROUTES, 'broken-json');
    const res = await api(ROUTES, { token });
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toContain('application/json');
    expect(await res.text()).toBe('{"code":200,');
  });

  test('empty → HTTP 200 with an empty body', async () => {
    sim.faults.failNext(ROUTES, 'empty');
    const res = await api(ROUTES, { token });
    expect(res.status).toBe(200);
    expect(await res.text()).toBe('');
  });

  test('never → no answer until the request is aborted', async () => {
    sim.faults.failNext(ROUTES, 'never');
    const controller = new AbortController();
    let settled = false;
    const pending = api(ROUTES, { token, signal: controller.signal }).finally(() => {
      settled = true;
    });
    await new Promise((r) => setTimeout(r, 30));
    expect(settled).toBe(false);
    controller.abort();
    await expect(pending).rejects.toThrow();
  });

  test('times, patterns and clear', async () => {
    sim.faults.failNext('menu/routes', '500', 2);
    expect((await api(ROUTES, { token })).status).toBe(500);
    expect((await api(ROUTES, { token })).status).toBe(500);
    expect((await api(ROUTES, { token })).status).toBe(200);
    sim.faults.failNext(/\/menu\/(routes|buttons)$/, '500');
    expect((await api('/api/blade-system/menu/buttons', { token })).status).toBe(500);
    expect((await api(ROUTES, { token })).status).toBe(200);
    sim.faults.failNext('*/blade-system/*', '500');
    sim.faults.clear();
    expect(sim.faults.pending()).toHaveLength(0);
    expect((await api(ROUTES, { token })).status).toBe(200);
  });

  test('a fault on one path leaves the others alone', async () => {
    sim.faults.failNext('/api/blade-system/menu/buttons', '500');
    expect((await api(ROUTES, { token })).status).toBe(200);
    expect((await api('/api/blade-system/menu/buttons', { token })).status).toBe(500);
  });

  test('faults apply to auth endpoints too', async () => {
    sim.faults.failNext('/api/blade-auth/oauth/token', 'html');
    const res = await fetch(`${BASE}/api/blade-auth/oauth/token?grant_type=password`, { method: 'POST' });
    expect(res.headers.get('content-type')).toContain('text/html');
  });

  test('every kind is listed', () => {
    expect([...FAULT_KINDS].sort()).toEqual(['401', '500', 'broken-json', 'empty', 'html', 'lost', 'network', 'never']);
  });
});

describe('path patterns', () => {
  const url = new URL('http://localhost/api/blade-system/menu/routes?topMenuId=1');
  test.each<[string | RegExp, boolean]>([
    ['/api/blade-system/menu/routes', true],
    ['menu/routes', true],
    ['routes', true],
    ['outes', false],
    ['/api/blade-system/menu', false],
    ['*/menu/*', true],
    ['*/api/blade-system/menu/routes', true],
    ['http://localhost/api/blade-system/menu/routes', true],
    ['http://other/api/blade-system/menu/routes', false],
    [/menu\/routes/, true],
    [/topMenuId=1/, true],
    [/buttons/, false],
  ])('%s → %s', (pattern, expected) => {
    expect(matchesPath(pattern, url)).toBe(expected);
  });
});

describe('failure rate', () => {
  test('1 fails every business call but never an auth call', async () => {
    sim.config.failureRate = 1;
    expect((await api(ROUTES, { token })).status).toBe(500);
    expect((await api('/api/blade-auth/oauth/user-info', { token })).status).toBe(200);
    expect((await loginOk('admin', 'admin')).access_token).toBeTruthy();
  });

  test('a fraction fails about that share, with the same sequence for the same seed', async () => {
    const statuses = async (): Promise<number[]> => {
      const out: number[] = [];
      for (let i = 0; i < 40; i += 1) out.push((await api(ROUTES, { token })).status);
      return out;
    };
    sim.config.failureRate = 0.5;
    const first = await statuses();
    const failures = first.filter((s) => s === 500).length;
    expect(failures).toBeGreaterThan(8);
    expect(failures).toBeLessThan(32);
    sim.reset();
    token = (await loginOk('admin', 'admin')).access_token;
    expect(await statuses()).toEqual(first);
  });
});

describe('latency', () => {
  test('delays every answer by latencyMs', async () => {
    sim.config.latencyMs = 120;
    const started = performance.now();
    expect((await api(ROUTES, { token })).status).toBe(200);
    expect(performance.now() - started).toBeGreaterThanOrEqual(100);
  });

  test('an abort during the delay ends the request', async () => {
    sim.config.latencyMs = 5_000;
    const controller = new AbortController();
    const pending = api(ROUTES, { token, signal: controller.signal });
    setTimeout(() => controller.abort(), 20);
    await expect(pending).rejects.toThrow();
  });
});

describe('standing rules', () => {
  const AD_BASE = '/api/advertising_position/advertisingposition';
  const AD_LIST = `${AD_BASE}/list`;
  const adEndpoints = () => familyEndpoints(requireResource('advertising-position'));

  test('a refused family answers every one of its endpoints with the refusal, other families still work', async () => {
    expect(adEndpoints()).toEqual(expect.arrayContaining([{ method: 'GET', path: AD_LIST }]));
    for (const endpoint of adEndpoints()) sim.faults.refuse(endpoint, { msg: '广告位服务维护中', group: 'advertising-position' });
    for (const { method, path } of adEndpoints()) {
      const res = await api(path.replace('*', '1'), {
        token,
        method,
        ...(method === 'GET' ? {} : { body: '{}', headers: { 'Content-Type': 'application/json' } }),
      });
      expect(res.status, `${method} ${path}`).toBe(200);
      expect(await res.json(), `${method} ${path}`).toEqual({ code: 400, success: false, data: null, msg: '广告位服务维护中' });
    }
    expect((await api(ROUTES, { token })).status).toBe(200);
    const other = await api('/api/blade-system/dict-biz/list', { token });
    expect((await other.json()).success).not.toBe(false);
    // the refusal stands: it is not used up
    expect((await (await api(AD_LIST, { token })).json()).code).toBe(400);
  });

  test('a 500 refusal, a method of its own, and clearing restores the real answer', async () => {
    sim.faults.refuse({ path: AD_LIST, method: 'post' }, { status: 500 });
    expect((await api(AD_LIST, { token })).status).toBe(200);
    sim.faults.refuse(AD_LIST, { status: 500 });
    const res = await api(AD_LIST, { token });
    expect(res.status).toBe(500);
    expect(await res.json()).toEqual({ code: 500, success: false, data: null, msg: '后端拒绝了此请求' });
    expect(sim.faults.rules()).toHaveLength(2);
    sim.faults.clearRule(AD_LIST);
    expect(sim.faults.rules()).toEqual([{ path: AD_LIST, method: 'POST', kind: 'refuse', status: 500, msg: '后端拒绝了此请求' }]);
    const back = await api(AD_LIST, { token });
    expect(back.status).toBe(200);
    expect(await back.json()).toMatchObject({ code: 200, success: true });
  });

  test('a slow endpoint waits its time, others answer without it; clearing ends the wait', async () => {
    sim.faults.slow(AD_LIST, 150);
    const started = performance.now();
    expect((await api(AD_LIST, { token })).status).toBe(200);
    expect(performance.now() - started).toBeGreaterThanOrEqual(130);
    // another endpoint does not wait for it: it answers while the slow one is still waiting
    const slowOne = api(AD_LIST, { token });
    let slowDone = false;
    void slowOne.then(() => {
      slowDone = true;
    });
    expect((await api(ROUTES, { token })).status).toBe(200);
    expect(slowDone).toBe(false);
    await slowOne;
    sim.faults.clearRule(AD_LIST, 'slow');
    expect(sim.faults.rules()).toEqual([]);
    sim.faults.slow(AD_LIST, 5_000);
    const controller = new AbortController();
    const pending = api(AD_LIST, { token, signal: controller.signal });
    setTimeout(() => controller.abort(), 20);
    await expect(pending).rejects.toThrow();
    sim.faults.clearRules();
    expect((await api(AD_LIST, { token })).status).toBe(200);
  });

  test('rules are kept with the settings: another instance on the same storage applies them', async () => {
    const storage = new MemoryStorage();
    const first = createSimulator({ storage });
    first.faults.refuse(/advertisingposition\/list/, { status: 500, msg: '维护中' });
    first.faults.slow({ path: AD_LIST, method: 'GET' }, 300, { group: 'advertising-position' });
    const second = createSimulator({ storage });
    expect(second.faults.rules()).toEqual([
      { path: /advertisingposition\/list/, kind: 'refuse', status: 500, msg: '维护中' },
      { path: AD_LIST, method: 'GET', group: 'advertising-position', kind: 'slow', ms: 300 },
    ]);
    first.faults.clearRule(/advertisingposition\/list/);
    // the other instance reads the settings again before it uses them
    void second.config.latencyMs;
    expect(second.faults.rules()).toHaveLength(1);
  });
});

describe('gates', () => {
  test('a held request waits until release, then the real handler answers', async () => {
    const gate = sim.gates.hold(ROUTES);
    let settled = false;
    const pending = api(ROUTES, { token }).then((r) => {
      settled = true;
      return r;
    });
    await gate.reached;
    await new Promise((r) => setTimeout(r, 20));
    expect(settled).toBe(false);
    gate.release();
    const res = await pending;
    expect(res.status).toBe(200);
    expect((await res.json()).data.length).toBeGreaterThan(3);
  });

  test('fail(kind) answers with that fault', async () => {
    const gate = sim.gates.hold(ROUTES);
    const pending = api(ROUTES, { token });
    await gate.reached;
    gate.fail('401');
    expect((await pending).status).toBe(401);
  });

  test('a gate holds only the next matching request', async () => {
    const gate = sim.gates.hold(ROUTES);
    const held = api(ROUTES, { token });
    await gate.reached;
    expect((await api(ROUTES, { token })).status).toBe(200);
    expect((await api('/api/blade-system/menu/buttons', { token })).status).toBe(200);
    gate.release();
    expect((await held).status).toBe(200);
  });

  test('the method option filters', async () => {
    const gate = sim.gates.hold('/api/blade-auth/oauth/logout', { method: 'POST' });
    expect((await api('/api/blade-auth/oauth/logout', { token, method: 'GET' })).status).toBe(200);
    const token2 = (await loginOk('admin', 'admin')).access_token;
    const held = api('/api/blade-auth/oauth/logout', { token: token2, method: 'POST' });
    await gate.reached;
    gate.fail('500');
    expect((await held).status).toBe(500);
  });

  test('release before arrival lets the request through at once', async () => {
    const gate = sim.gates.hold(ROUTES);
    gate.release();
    expect((await api(ROUTES, { token })).status).toBe(200);
    await gate.reached;
  });

  test('an aborted held request ends, and clear() releases waiting requests', async () => {
    const gate = sim.gates.hold(ROUTES);
    const controller = new AbortController();
    const aborted = api(ROUTES, { token, signal: controller.signal });
    await gate.reached;
    controller.abort();
    await expect(aborted).rejects.toThrow();

    const gate2 = sim.gates.hold(ROUTES);
    const held = api(ROUTES, { token });
    await gate2.reached;
    sim.gates.clear();
    expect((await held).status).toBe(200);
  });
});

describe('request log', () => {
  test('records method, path, search, lower-cased headers and the clock time', async () => {
    await api(`${ROUTES}?topMenuId=7`, { token, headers: { 'X-Custom-Thing': 'yes' } });
    await api('/api/blade-auth/oauth/logout', { token, method: 'POST' });
    expect(sim.requests).toHaveLength(2);
    const [first, second] = sim.requests;
    expect(first).toMatchObject({ method: 'GET', path: ROUTES, search: '?topMenuId=7', time: clock.time });
    expect(first?.headers['x-custom-thing']).toBe('yes');
    expect(first?.headers['blade-auth']).toBe(`bearer ${token}`);
    expect(first?.headers.authorization).toMatch(/^Basic /);
    expect(Object.keys(first?.headers ?? {}).every((k) => k === k.toLowerCase())).toBe(true);
    expect(second).toMatchObject({ method: 'POST', path: '/api/blade-auth/oauth/logout', search: '' });
    sim.clearRequests();
    expect(sim.requests).toHaveLength(0);
  });

  test('faulted requests are logged too', async () => {
    sim.faults.failNext(ROUTES, '500');
    await api(ROUTES, { token });
    expect(sim.requests.map((r) => r.path)).toEqual([ROUTES]);
  });
});

describe('unhandled requests', () => {
  test('an unknown /api path is answered as the gateway does (404 接口不存在) and named in a warning', async () => {
    const spy = vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    const res = await api('/api/no-such-endpoint', { token });
    expect(res.status).toBe(404);
    expect(await res.json()).toMatchObject({ code: 404, success: false, msg: '接口不存在' });
    expect(spy).toHaveBeenCalledWith(expect.stringContaining('/api/no-such-endpoint'));
  });
});
