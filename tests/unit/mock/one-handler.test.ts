// @vitest-environment node
/**
 * The simulator gives msw one handler per area of routes, not one per route (services/mock/simulator.ts): every
 * route lies in an area, a known path is answered (also outside /api), and a path no route knows is answered as
 * BladeX's gateway does.
 */
import { setupServer } from 'msw/node';
import { ROUTE_AREAS, ROUTES, areaPattern, createSimulator } from '@services/mock/simulator';
import { resourceTable } from '@services/mock/routes/resource-routes';
import { requireResource } from '@services/resources/registry';
import { BASIC, apiJson, loginOk } from './sim-helpers';

const sim = createSimulator();
const server = setupServer(...sim.handlers);
beforeAll(() => server.listen({ onUnhandledFrame: 'error' }));
afterAll(() => server.close());

describe('one msw handler for the simulator', () => {
  it('covers every route with few handlers: each route lies in an area', () => {
    expect(ROUTE_AREAS).toEqual(['api', 'hotwords']);
    expect(sim.handlers).toHaveLength(ROUTE_AREAS.length);
    const areas = ROUTE_AREAS.map(areaPattern);
    const url = (path: string) => `http://localhost:5173${path.replace(/:\w+/g, 'x').replace(/\*/g, 'x')}`;
    expect(ROUTES.filter((r) => !areas.some((a) => a.test(url(r.path)))).map((r) => r.path)).toEqual([]);
  });

  it('takes only paths that start with an area: the dev server’s own modules pass through to it', () => {
    const taken = (u: string) => ROUTE_AREAS.map(areaPattern).some((a) => a.test(u));
    expect(taken('http://localhost:5173/api/unknown/thing')).toBe(true);
    expect(taken('https://console.example/hotwords/hotwords/1')).toBe(true);
    expect(taken('http://localhost:5173/services/api/shell.ts')).toBe(false);
    expect(taken('http://localhost:5173/src/services/api/user.ts?t=1')).toBe(false);
    expect(taken('http://localhost:5173/node_modules/.vite/deps/api/x.js')).toBe(false);
  });

  it('answers a known route through msw', async () => {
    const res = await fetch('http://localhost/api/blade-auth/oauth/captcha', { headers: { Authorization: BASIC } });
    expect(res.status).toBe(200);
    const body = (await res.json()) as { key?: string; image?: string };
    expect(body.key).toEqual(expect.any(String));
    expect(body.image).toMatch(/^data:image\/svg\+xml;base64,/);
  });

  it('answers a route outside /api (the hot words) with its path parameter', async () => {
    const word = resourceTable(sim.db, requireResource('hot-words'))[0];
    expect(word).toBeDefined();
    const { access_token: token } = await loginOk('admin', 'admin');
    const { status, body } = await apiJson<{ data?: { id?: unknown } }>(`/hotwords/hotwords/${String(word!.id)}`, { token });
    expect(status).toBe(200);
    expect(String(body.data?.id)).toBe(String(word!.id));
  });

  it('answers a path no route knows with 404 接口不存在', async () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    const res = await fetch('http://localhost/hotwords/no/such/route', { headers: { Authorization: BASIC } });
    expect(res.status).toBe(404);
    expect(await res.json()).toEqual({ code: 404, success: false, data: null, msg: '接口不存在' });
    expect(warn).toHaveBeenCalledWith(expect.stringContaining('/hotwords/no/such/route'));
  });
});
