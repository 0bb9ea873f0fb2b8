import { md5 } from 'js-md5';
import { http as mswHttp, HttpResponse } from 'msw';
import { setupServer } from 'msw/node';
import * as auth from '@services/api/auth';
import { tokenCookies } from '@services/storage/cookies';
import { grantAt } from '../../support/session-fixtures';
import { resetBrowserState } from '../../support/render-console';

interface Seen {
  url: URL;
  contentType: string;
  body: URLSearchParams;
  headers: Headers;
}

const seen: Seen[] = [];
const server = setupServer(
  mswHttp.post('*/api/blade-auth/oauth/token', async ({ request }) => {
    seen.push({
      url: new URL(request.url),
      contentType: request.headers.get('content-type') ?? '',
      body: new URLSearchParams(await request.text()),
      headers: request.headers,
    });
    return HttpResponse.json({
      access_token: 'access-2',
      refresh_token: 'refresh-2',
      expires_in: 3600,
      tenant_id: '000000',
      role_id: 'r1',
    });
  }),
);
beforeAll(() => server.listen({ onUnhandledFrame: 'error' }));
afterAll(() => server.close());
beforeEach(() => {
  seen.length = 0;
  resetBrowserState();
});

describe('the token endpoint gets its parameters in a form body, never in the URL', () => {
  test('password (captcha) grant', async () => {
    await auth.login({ tenantId: '000000', username: 'admin', password: 'admin', captchaKey: 'ck', captchaCode: 'AB12' });
    const [req] = seen;
    expect(req!.url.search).toBe('');
    expect(req!.contentType).toMatch(/^application\/x-www-form-urlencoded/);
    expect(Object.fromEntries(req!.body)).toEqual({
      tenantId: '000000',
      username: 'admin',
      password: md5('admin'),
      grant_type: 'captcha',
      scope: 'all',
      type: 'account',
    });
    // Tenant and captcha stay headers, as BladeX reads them.
    expect(req!.headers.get('tenant-id')).toBe('000000');
    expect(req!.headers.get('captcha-key')).toBe('ck');
    expect(req!.headers.get('captcha-code')).toBe('AB12');
  });

  test('refresh grant', async () => {
    tokenCookies.setTokens('access-1', 'refresh-1');
    await auth.refresh(grantAt(Date.now() - 3_000_000));
    const [req] = seen;
    expect(req!.url.search).toBe('');
    expect(req!.contentType).toMatch(/^application\/x-www-form-urlencoded/);
    expect(Object.fromEntries(req!.body)).toEqual({
      tenantId: '000000',
      refresh_token: 'refresh-1',
      grant_type: 'refresh_token',
      scope: 'all',
    });
    expect(tokenCookies.getRefreshToken()).toBe('refresh-2');
  });

  test('role switch (a refresh grant with another role)', async () => {
    server.use(mswHttp.get('*/api/*', () => HttpResponse.json({ code: 200, success: true, data: [], msg: 'ok' })));
    tokenCookies.setTokens('access-1', 'refresh-1');
    await auth.switchRole(grantAt(Date.now()), 'r-fin');
    const [req] = seen;
    expect(req!.url.search).toBe('');
    expect(req!.body.get('refresh_token')).toBe('refresh-1');
    expect(req!.headers.get('role-id')).toBe('r-fin');
  });
});
