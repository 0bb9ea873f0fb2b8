import { http as mswHttp, HttpResponse, delay } from 'msw';
import { setupServer } from 'msw/node';
import { HttpClient, HTTP_MESSAGES, type Notice } from '@services/http/client';
import { ApiError } from '@services/http/errors';
import { consoleConfig } from '@services/http/config';
import { progress } from '@services/http/progress';

const server = setupServer();
beforeAll(() => server.listen({ onUnhandledFrame: 'error' }));
afterEach(() => server.resetHandlers());
afterAll(() => server.close());

function client(token: string | null = 'tok-1') {
  const notices: Notice[] = [];
  const onUnauthorized = vi.fn();
  const c = new HttpClient();
  c.configure({ getToken: () => token, notifyError: (n) => notices.push(n), onUnauthorized });
  return { c, notices, onUnauthorized };
}

async function failure(p: Promise<unknown>): Promise<ApiError> {
  try {
    await p;
  } catch (e) {
    expect(e).toBeInstanceOf(ApiError);
    return e as ApiError;
  }
  throw new Error('expected the request to fail');
}

describe('headers', () => {
  test.each([
    {
      name: 'basic client credential on every request',
      meta: {},
      token: 'tok-1',
      expect: { authorization: `Basic ${btoa('saber:saber_secret')}` },
    },
    { name: 'bearer token in Blade-Auth', meta: {}, token: 'tok-1', expect: { 'blade-auth': 'bearer tok-1' } },
    { name: 'no bearer on token-free calls', meta: { tokenFree: true }, token: 'tok-1', expect: { 'blade-auth': null } },
    { name: 'no bearer without a token', meta: {}, token: null, expect: { 'blade-auth': null } },
    { name: 'Tenant-Id on token calls', meta: { tokenFree: true, tenantId: '000000' }, token: null, expect: { 'tenant-id': '000000' } },
    {
      name: 'Dept-Id and Role-Id when role switching is on',
      meta: { deptId: 'd1', roleId: 'r2' },
      token: 'x',
      expect: { 'dept-id': 'd1', 'role-id': 'r2' },
    },
    { name: 'Idempotency-Key on money writes', meta: { idempotencyKey: 'k-1' }, token: 'x', expect: { 'idempotency-key': 'k-1' } },
  ])('$name', async ({ meta, token, expect: expected }) => {
    let seen: Headers | null = null;
    server.use(
      mswHttp.get('*/api/probe', ({ request }) => {
        seen = request.headers;
        return HttpResponse.json({ code: 200, success: true, data: null, msg: 'ok' });
      }),
    );
    const { c } = client(token);
    await c.get('/api/probe', { meta });
    for (const [k, v] of Object.entries(expected)) expect(seen!.get(k)).toBe(v);
  });

  test('the instance sends credentials and times out after 100000 ms', () => {
    const { c } = client();
    expect(c.axios.defaults.withCredentials).toBe(true);
    expect(c.axios.defaults.timeout).toBe(100_000);
    expect(consoleConfig.requestTimeoutMs).toBe(100_000);
  });
});

type Outcome = { resolves: true } | { kind: ApiError['kind']; notice: Notice | null; logout: boolean };

describe('answers', () => {
  const rows: { name: string; respond: () => Response | Promise<Response>; outcome: Outcome }[] = [
    {
      name: '200 with code 200 resolves',
      respond: () => HttpResponse.json({ code: 200, success: true, data: 1, msg: 'ok' }),
      outcome: { resolves: true },
    },
    {
      name: '200 JSON object without code is 未知错误',
      respond: () => HttpResponse.json({ data: [1], msg: 'ok' }),
      outcome: { kind: 'invalid-body', notice: { key: HTTP_MESSAGES.unknownError }, logout: false },
    },
    {
      name: '200 text/html page is 未知错误',
      respond: () => HttpResponse.html('<html><body>gateway</body></html>'),
      outcome: { kind: 'invalid-body', notice: { key: HTTP_MESSAGES.unknownError }, logout: false },
    },
    {
      name: '200 broken JSON is 未知错误',
      respond: () => new HttpResponse('{"code":200,', { status: 200, headers: { 'Content-Type': 'application/json' } }),
      outcome: { kind: 'invalid-body', notice: { key: HTTP_MESSAGES.unknownError }, logout: false },
    },
    {
      name: '200 empty body is 未知错误',
      respond: () => new HttpResponse(null, { status: 200 }),
      outcome: { kind: 'invalid-body', notice: { key: HTTP_MESSAGES.unknownError }, logout: false },
    },
    {
      name: '200 JSON array is 未知错误',
      respond: () => HttpResponse.json([1, 2]),
      outcome: { kind: 'invalid-body', notice: { key: HTTP_MESSAGES.unknownError }, logout: false },
    },
    {
      name: 'body code 500 shows msg',
      respond: () => HttpResponse.json({ code: 500, success: false, msg: '库存不足' }),
      outcome: { kind: 'server', notice: { text: '库存不足' }, logout: false },
    },
    {
      name: 'body code wins over HTTP 200',
      respond: () => HttpResponse.json({ code: 403, msg: '无权操作' }, { status: 200 }),
      outcome: { kind: 'server', notice: { text: '无权操作' }, logout: false },
    },
    {
      name: 'without msg shows error_description',
      respond: () => HttpResponse.json({ code: 500, error_description: '服务不可用' }),
      outcome: { kind: 'server', notice: { text: '服务不可用' }, logout: false },
    },
    {
      name: 'without msg and error_description shows 未知错误',
      respond: () => HttpResponse.json({ code: 500 }),
      outcome: { kind: 'server', notice: { key: HTTP_MESSAGES.unknownError }, logout: false },
    },
    {
      name: 'HTTP 500 JSON without code uses the status',
      respond: () => HttpResponse.json({ msg: '内部错误' }, { status: 500 }),
      outcome: { kind: 'server', notice: { text: '内部错误' }, logout: false },
    },
    {
      name: 'HTTP 502 (outside 200-500) shows 未知错误',
      respond: () => new HttpResponse('bad gateway', { status: 502 }),
      outcome: { kind: 'server', notice: { key: HTTP_MESSAGES.unknownError }, logout: false },
    },
    {
      name: '400 is silent and handed to the caller',
      respond: () => HttpResponse.json({ error_description: '用户名或密码不正确' }, { status: 400 }),
      outcome: { kind: 'bad-request', notice: null, logout: false },
    },
    {
      name: 'body code 400 is silent too',
      respond: () => HttpResponse.json({ code: 400, msg: '参数错误' }),
      outcome: { kind: 'bad-request', notice: null, logout: false },
    },
    {
      name: '401 logs out with 登录已过期，请重新登录',
      respond: () => HttpResponse.json({ code: 401, msg: '请求未授权' }, { status: 401 }),
      outcome: { kind: 'unauthorized', notice: { key: HTTP_MESSAGES.sessionExpired }, logout: true },
    },
    {
      name: 'body code 401 under HTTP 200 logs out',
      respond: () => HttpResponse.json({ code: 401, msg: '请求未授权' }),
      outcome: { kind: 'unauthorized', notice: { key: HTTP_MESSAGES.sessionExpired }, logout: true },
    },
    {
      name: 'HTTP 401 with an HTML body still logs out',
      respond: () => new HttpResponse('<html>401</html>', { status: 401, headers: { 'Content-Type': 'text/html' } }),
      outcome: { kind: 'unauthorized', notice: { key: HTTP_MESSAGES.sessionExpired }, logout: true },
    },
    {
      name: 'network error rejects without a toast',
      respond: () => HttpResponse.error(),
      outcome: { kind: 'network', notice: null, logout: false },
    },
  ];

  test.each(rows)('$name', async ({ respond, outcome }) => {
    server.use(mswHttp.get('*/api/probe', () => respond()));
    const { c, notices, onUnauthorized } = client();
    if ('resolves' in outcome) {
      await expect(c.get('/api/probe')).resolves.toBeTruthy();
      expect(notices).toEqual([]);
      return;
    }
    const e = await failure(c.get('/api/probe'));
    expect(e.kind).toBe(outcome.kind);
    expect(notices).toEqual(outcome.notice ? [outcome.notice] : []);
    expect(onUnauthorized).toHaveBeenCalledTimes(outcome.logout ? 1 : 0);
  });

  test('400 hands the server message to the caller', async () => {
    server.use(
      mswHttp.post('*/api/login', () => HttpResponse.json({ error_code: 400, error_description: '验证码不正确' }, { status: 400 })),
    );
    const { c } = client(null);
    const e = await failure(c.post('/api/login', undefined, { meta: { tokenFree: true } }));
    expect(e.serverMessage).toBe('验证码不正确');
    expect(e.data).toEqual({ error_code: 400, error_description: '验证码不正确' });
  });

  test('a whitelisted code is rejected silently', async () => {
    const list = consoleConfig.statusWhiteList as number[];
    list.push(2001);
    try {
      server.use(mswHttp.get('*/api/probe', () => HttpResponse.json({ code: 2001, msg: '静默' })));
      const { c, notices } = client();
      const e = await failure(c.get('/api/probe'));
      expect(e.kind).toBe('whitelisted');
      expect(notices).toEqual([]);
    } finally {
      list.pop();
    }
  });

  test('a 401 on a token-free call goes to the caller and does not log out', async () => {
    server.use(
      mswHttp.post('*/api/blade-auth/oauth/token', () => HttpResponse.json({ code: 401, msg: '客户端认证失败' }, { status: 401 })),
    );
    const { c, notices, onUnauthorized } = client(null);
    const e = await failure(c.post('/api/blade-auth/oauth/token', undefined, { meta: { tokenFree: true } }));
    expect(e.kind).toBe('unauthorized');
    expect(notices).toEqual([]);
    expect(onUnauthorized).not.toHaveBeenCalled();
  });
});

describe('a 200 JSON answer without a numeric code', () => {
  const TOKEN = { access_token: 'a', refresh_token: 'r', expires_in: 3600 };
  test.each([
    { name: 'the token endpoint (OAuth answer)', method: 'post', url: '/api/blade-auth/oauth/token', body: TOKEN, ok: true },
    { name: 'the token endpoint with a query', method: 'post', url: '/api/blade-auth/oauth/token?tenantId=000000', body: TOKEN, ok: true },
    { name: 'the token refresh endpoint', method: 'post', url: '/api/blade-auth/oauth/token/refresh', body: TOKEN, ok: true },
    {
      name: 'the captcha',
      method: 'get',
      url: '/api/blade-auth/oauth/captcha',
      body: { key: 'k', image: 'data:image/png;base64,' },
      ok: true,
    },
    { name: 'a business list', method: 'get', url: '/api/blade-system/dict/list', body: { records: [], total: 0 }, ok: false },
    { name: 'a token-shaped answer from another endpoint', method: 'post', url: '/api/blade-auth/oauth/token-not', body: TOKEN, ok: false },
    { name: 'user info', method: 'get', url: '/api/blade-auth/oauth/user-info', body: { success: true, data: {} }, ok: false },
    { name: 'a non-numeric code', method: 'get', url: '/api/blade-user/info', body: { code: 'OK', data: {} }, ok: false },
    { name: 'a null code', method: 'post', url: '/api/blade-user/submit', body: { code: null, success: true }, ok: false },
    { name: 'a string code of digits', method: 'get', url: '/api/blade-user/info', body: { code: '200', data: {} }, ok: true },
  ] as const)('$name: ok=$ok', async ({ method, url, body, ok }) => {
    server.use(mswHttp[method]('*/api/*', () => HttpResponse.json(body)));
    const { c, notices } = client();
    const call = method === 'get' ? c.get(url) : c.post(url, undefined, { meta: { tokenFree: true } });
    if (ok) {
      await expect(call).resolves.toEqual(body);
      expect(notices).toEqual([]);
      return;
    }
    const e = await failure(call);
    expect(e.kind).toBe('invalid-body');
    expect(notices).toEqual([{ key: HTTP_MESSAGES.unknownError }]);
  });

  test('the endpoints answering bare JSON are the token grants and the captcha', () => {
    expect(consoleConfig.bareJsonPaths).toEqual([
      '/api/blade-auth/oauth/token',
      '/api/blade-auth/oauth/token/refresh',
      '/api/blade-auth/oauth/captcha',
    ]);
  });

  test('an error status without a code still uses the status (a 400 from the token endpoint reaches the caller)', async () => {
    server.use(
      mswHttp.post('*/api/blade-auth/oauth/token', () => HttpResponse.json({ error_description: '用户名或密码不正确' }, { status: 400 })),
    );
    const { c, notices } = client(null);
    const e = await failure(c.post('/api/blade-auth/oauth/token', undefined, { meta: { tokenFree: true } }));
    expect(e.kind).toBe('bad-request');
    expect(notices).toEqual([]);
  });
});

describe('cancellation and 401 storms', () => {
  test('a cancelled request is silent', async () => {
    server.use(
      mswHttp.get('*/api/slow', async () => {
        await delay('infinite');
        return HttpResponse.json({});
      }),
    );
    const { c, notices } = client();
    const ac = new AbortController();
    const p = c.get('/api/slow', { signal: ac.signal });
    ac.abort();
    const e = await failure(p);
    expect(e.kind).toBe('cancelled');
    expect(notices).toEqual([]);
  });

  test('10 requests in flight all answered 401: one toast, one logout', async () => {
    let release!: () => void;
    const gate = new Promise<void>((r) => (release = r));
    let arrived = 0;
    server.use(
      mswHttp.get('*/api/item/:n', async () => {
        arrived += 1;
        await gate;
        return HttpResponse.json({ code: 401, msg: '请求未授权' }, { status: 401 });
      }),
    );
    const { c, notices, onUnauthorized } = client();
    const all = Array.from({ length: 10 }, (_, i) => c.get(`/api/item/${i}`).catch((e: ApiError) => e));
    await vi.waitFor(() => expect(arrived).toBe(10));
    release();
    const errors = (await Promise.all(all)) as ApiError[];
    expect(errors.every((e) => e.kind === 'unauthorized' || e.kind === 'cancelled')).toBe(true);
    expect(notices).toEqual([{ key: HTTP_MESSAGES.sessionExpired }]);
    expect(onUnauthorized).toHaveBeenCalledTimes(1);
  });

  test('the first 401 aborts every other request in flight', async () => {
    server.use(
      mswHttp.get('*/api/hang/:n', async () => {
        await delay('infinite');
        return HttpResponse.json({});
      }),
      mswHttp.get('*/api/expired', () => HttpResponse.json({ code: 401 }, { status: 401 })),
    );
    const { c, notices } = client();
    const hanging = Array.from({ length: 5 }, (_, i) => c.get(`/api/hang/${i}`).catch((e: ApiError) => e));
    await vi.waitFor(() => expect(c.inFlight.size).toBe(5));
    await failure(c.get('/api/expired'));
    const errors = (await Promise.all(hanging)) as ApiError[];
    expect(errors.map((e) => e.kind)).toEqual(Array(5).fill('cancelled'));
    expect(notices).toHaveLength(1);
    expect(c.inFlight.size).toBe(0);
  });

  test('after a new login a later 401 is reported again', async () => {
    server.use(mswHttp.get('*/api/expired', () => HttpResponse.json({ code: 401 }, { status: 401 })));
    const { c, notices, onUnauthorized } = client();
    await failure(c.get('/api/expired'));
    await failure(c.get('/api/expired'));
    expect(onUnauthorized).toHaveBeenCalledTimes(1);
    c.resetUnauthorized();
    await failure(c.get('/api/expired'));
    expect(onUnauthorized).toHaveBeenCalledTimes(2);
    expect(notices).toHaveLength(2);
  });
});

describe('progress', () => {
  test('the bar follows requests in flight and ends on every kind of answer', async () => {
    server.use(
      mswHttp.get('*/api/ok', () => HttpResponse.json({ code: 200, data: 1 })),
      mswHttp.get('*/api/bad', () => HttpResponse.json({ code: 500, msg: 'x' })),
      mswHttp.get('*/api/down', () => HttpResponse.error()),
    );
    const { c } = client();
    const seen: number[] = [];
    const off = progress.subscribe((n) => seen.push(n));
    await Promise.allSettled([c.get('/api/ok'), c.get('/api/bad'), c.get('/api/down')]);
    off();
    expect(Math.max(...seen)).toBe(3);
    expect(progress.inFlight).toBe(0);
  });

  test('requests wait until the backend is ready', async () => {
    let open!: () => void;
    const ready = new Promise<void>((r) => (open = r));
    let hits = 0;
    server.use(
      mswHttp.get('*/api/ok', () => {
        hits += 1;
        return HttpResponse.json({ code: 200, data: 1 });
      }),
    );
    const { c } = client();
    c.configure({ ready });
    const p = c.get('/api/ok');
    await new Promise((r) => setTimeout(r, 20));
    expect(hits).toBe(0);
    open();
    await p;
    expect(hits).toBe(1);
  });
});
