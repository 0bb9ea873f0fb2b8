// @vitest-environment node
import { startNodeSimulator } from '@services/mock/node';
import { createSimulator } from '@services/mock/simulator';
import type { TokenResponse } from '@services/mock/tokens';
import { BASE, BASIC, ManualClock, api, apiJson, loginOk, refresh } from './sim-helpers';

const clock = new ManualClock();
const { sim, close } = startNodeSimulator(createSimulator({ storage: null, now: clock.now }));
const UNAUTHORIZED = { code: 401, success: false, msg: '请求未授权' };
const INVALID_GRANT = { error: 'invalid_grant', error_description: '刷新令牌已失效，请重新登录' };

afterAll(() => close());
beforeEach(() => {
  sim.reset();
  sim.config.accessTokenSeconds = 3600;
  sim.config.refreshTokenSeconds = 604800;
});

describe('access tokens', () => {
  test('a protected endpoint without Blade-Auth → HTTP 401 请求未授权', async () => {
    const res = await apiJson('/api/blade-auth/oauth/user-info');
    expect(res.status).toBe(401);
    expect(res.body).toEqual(UNAUTHORIZED);
  });

  test('an unknown token, or one without the bearer prefix → 401', async () => {
    const { access_token } = await loginOk('admin', 'admin');
    expect((await api('/api/blade-auth/oauth/user-info', { token: 'nonsense' })).status).toBe(401);
    const noPrefix = await fetch(`${BASE}/api/blade-auth/oauth/user-info`, {
      headers: { Authorization: BASIC, 'Blade-Auth': access_token },
    });
    expect(noPrefix.status).toBe(401);
    const upper = await fetch(`${BASE}/api/blade-auth/oauth/user-info`, {
      headers: { Authorization: BASIC, 'Blade-Auth': `Bearer ${access_token}` },
    });
    expect(upper.status).toBe(200);
  });

  test('a token expires after accessTokenSeconds (clock), and expires_in reports it', async () => {
    sim.config.accessTokenSeconds = 30;
    const token = await loginOk('admin', 'admin');
    expect(token.expires_in).toBe(30);
    clock.advance(29_000);
    expect((await api('/api/blade-auth/oauth/user-info', { token: token.access_token })).status).toBe(200);
    clock.advance(1_000);
    const res = await apiJson('/api/blade-auth/oauth/user-info', { token: token.access_token });
    expect(res.status).toBe(401);
    expect(res.body).toEqual(UNAUTHORIZED);
  });

  test('expireTokens() kills every access token at once; the refresh token still works', async () => {
    const a = await loginOk('admin', 'admin');
    const b = await loginOk('supplier', 'demo123', { tenantId: '100001' });
    sim.expireTokens();
    for (const t of [a, b]) expect((await api('/api/blade-system/menu/routes', { token: t.access_token })).status).toBe(401);
    const res = await refresh(a.refresh_token);
    expect(res.status).toBe(200);
    const fresh = (await res.json()) as TokenResponse;
    expect((await api('/api/blade-system/menu/routes', { token: fresh.access_token })).status).toBe(200);
  });
});

describe('refresh grant', () => {
  test('issues a new access and refresh token for the same user and role', async () => {
    const first = await loginOk('admin', 'admin');
    clock.advance(1000);
    const res = await refresh(first.refresh_token);
    expect(res.status).toBe(200);
    const second = (await res.json()) as TokenResponse;
    expect(second.access_token).not.toBe(first.access_token);
    expect(second.refresh_token).not.toBe(first.refresh_token);
    expect(second).toMatchObject({ user_id: first.user_id, role_id: first.role_id, tenant_id: '000000', token_type: 'bearer' });
    expect((await api('/api/blade-auth/oauth/user-info', { token: second.access_token })).status).toBe(200);
  });

  test('a refresh token works once (rotation)', async () => {
    const first = await loginOk('admin', 'admin');
    expect((await refresh(first.refresh_token)).status).toBe(200);
    const again = await refresh(first.refresh_token);
    expect(again.status).toBe(400);
    expect(await again.json()).toEqual(INVALID_GRANT);
  });

  test('the access token of before the refresh stays valid until it expires', async () => {
    const first = await loginOk('admin', 'admin');
    await refresh(first.refresh_token);
    expect((await api('/api/blade-auth/oauth/user-info', { token: first.access_token })).status).toBe(200);
  });

  test('an expired refresh token (clock or expireRefreshTokens) → 400 invalid_grant', async () => {
    sim.config.refreshTokenSeconds = 60;
    const a = await loginOk('admin', 'admin');
    clock.advance(60_000);
    const res = await refresh(a.refresh_token);
    expect(res.status).toBe(400);
    expect(await res.json()).toEqual(INVALID_GRANT);

    const b = await loginOk('admin', 'admin');
    sim.expireRefreshTokens();
    const res2 = await refresh(b.refresh_token);
    expect(res2.status).toBe(400);
    expect(await res2.json()).toEqual(INVALID_GRANT);
  });

  test('an unknown refresh token, or another tenant id → invalid_grant', async () => {
    const a = await loginOk('admin', 'admin');
    expect(await (await refresh('garbage')).json()).toEqual(INVALID_GRANT);
    expect(await (await refresh(a.refresh_token, '100001')).json()).toEqual(INVALID_GRANT);
  });

  test('POST /oauth/token/refresh behaves like the refresh grant', async () => {
    const a = await loginOk('admin', 'admin');
    const url = `${BASE}/api/blade-auth/oauth/token/refresh?${new URLSearchParams({ refresh_token: a.refresh_token, tenantId: '000000' })}`;
    const res = await fetch(url, { method: 'POST', headers: { Authorization: BASIC, 'Tenant-Id': '000000' } });
    expect(res.status).toBe(200);
    const b = (await res.json()) as TokenResponse;
    expect(b.user_id).toBe(a.user_id);
    const again = await fetch(url, { method: 'POST', headers: { Authorization: BASIC } });
    expect(again.status).toBe(400);
    expect(await again.json()).toEqual(INVALID_GRANT);
  });

  test('Role-Id on refresh switches the role when the user holds it', async () => {
    const a = await loginOk('admin', 'admin');
    const finance = sim.db.roles.find((r) => r.roleAlias === 'finance_auditor');
    const b = (await (await refresh(a.refresh_token, '000000', { 'Role-Id': finance?.id ?? '' })).json()) as TokenResponse;
    expect(b.role_id).toBe(finance?.id);
  });

  test('refresh needs the client credentials', async () => {
    const a = await loginOk('admin', 'admin');
    const res = await fetch(
      `${BASE}/api/blade-auth/oauth/token?${new URLSearchParams({
        grant_type: 'refresh_token',
        refresh_token: a.refresh_token,
        tenantId: '000000',
      })}`,
      { method: 'POST' },
    );
    expect(res.status).toBe(401);
  });
});

describe('logout', () => {
  test.each(['GET', 'POST'])('%s logout answers success and revokes the access and refresh tokens', async (method) => {
    const a = await loginOk('admin', 'admin');
    const res = await apiJson('/api/blade-auth/oauth/logout', { token: a.access_token, method });
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({ code: 200, success: true, msg: '操作成功' });
    expect((await api('/api/blade-auth/oauth/user-info', { token: a.access_token })).status).toBe(401);
    expect((await refresh(a.refresh_token)).status).toBe(400);
  });

  test('logout revokes the whole session (tokens from before a refresh too) but not other logins', async () => {
    const a = await loginOk('admin', 'admin');
    const other = await loginOk('admin', 'admin');
    const b = (await (await refresh(a.refresh_token)).json()) as TokenResponse;
    await api('/api/blade-auth/oauth/logout', { token: b.access_token });
    expect((await api('/api/blade-auth/oauth/user-info', { token: a.access_token })).status).toBe(401);
    expect((await api('/api/blade-auth/oauth/user-info', { token: other.access_token })).status).toBe(200);
  });

  test('logout with a dead token is a 401', async () => {
    expect((await api('/api/blade-auth/oauth/logout', { token: 'dead' })).status).toBe(401);
  });

  test('clear-cache answers success', async () => {
    const a = await loginOk('admin', 'admin');
    expect((await apiJson('/api/blade-auth/oauth/clear-cache', { token: a.access_token })).body).toMatchObject({
      code: 200,
      success: true,
    });
  });
});

describe('reset', () => {
  test('ends every session and restores the seeded data', async () => {
    const a = await loginOk('admin', 'admin');
    const before = JSON.stringify(createSimulator({ storage: null }).db);
    sim.db.users[0]!.realName = 'changed';
    sim.reset();
    expect((await api('/api/blade-auth/oauth/user-info', { token: a.access_token })).status).toBe(401);
    expect(JSON.stringify(sim.db)).toBe(before);
  });
});
