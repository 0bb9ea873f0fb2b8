// @vitest-environment node
import { md5 } from 'js-md5';
import { startNodeSimulator } from '@services/mock/node';
import { createSimulator } from '@services/mock/simulator';
import { BASE, BASIC, ManualClock, captcha, decodeCaptcha, login, loginOk, tokenUrl } from './sim-helpers';

const clock = new ManualClock();
const { sim, close } = startNodeSimulator(createSimulator({ storage: null, now: clock.now }));

afterAll(() => close());
beforeEach(() => {
  sim.reset();
  sim.config.captchaEnabled = true;
});

describe('password grant', () => {
  test('right password gives the raw BladeX token object', async () => {
    const res = await login('admin', 'admin');
    expect(res.status).toBe(200);
    const token = await res.json();
    expect(token).toMatchObject({
      token_type: 'bearer',
      expires_in: 3600,
      scope: 'all',
      tenant_id: '000000',
      user_name: 'admin',
      account: 'admin',
      real_name: '平台管理员',
      oauth_id: '',
      license: 'powered by blade',
      role_name: 'administrator',
    });
    for (const key of ['access_token', 'refresh_token', 'user_id', 'role_id', 'dept_id', 'avatar', 'nick_name']) {
      expect(typeof token[key], key).toBe('string');
      expect(token[key], key).not.toBe('');
    }
    expect(token).not.toHaveProperty('code');
    expect(token.access_token).not.toBe(token.refresh_token);
  });

  test('wrong password, unknown account, plain-text password → 400 用户名或密码不正确', async () => {
    for (const res of [
      await login('admin', 'wrong'),
      await login('nobody', 'admin'),
      await login('admin', 'admin', { rawPassword: 'admin' }),
      await login('supplier', 'demo123', { tenantId: '000000' }),
    ]) {
      expect(res.status).toBe(400);
      expect(await res.json()).toEqual({ error_code: 400, error_description: '用户名或密码不正确' });
    }
  });

  test('md5 is compared case-insensitively', async () => {
    const res = await login('admin', 'admin', { rawPassword: md5('admin').toUpperCase() });
    expect(res.status).toBe(200);
  });

  test('unknown tenant → 400 租户不存在', async () => {
    const res = await login('admin', 'admin', { tenantId: '999999' });
    expect(res.status).toBe(400);
    expect(await res.json()).toEqual({ error_code: 400, error_description: '租户不存在' });
  });

  test('every seeded account logs in with its documented password', async () => {
    const accounts: Array<[string, string, string]> = [
      ['000000', 'admin', 'admin'],
      ['000000', 'auditor', 'demo123'],
      ['100001', 'supplier', 'demo123'],
      ['200001', 'provider', 'demo123'],
      ['300001', 'purchaser', 'demo123'],
      ['300001', 'thirdparty', 'demo123'],
    ];
    for (const [tenantId, account, password] of accounts) {
      const token = await loginOk(account, password, { tenantId });
      expect(token.tenant_id).toBe(tenantId);
      expect(token.account).toBe(account);
    }
  });

  test('missing or wrong client credentials → 401 客户端认证失败', async () => {
    for (const basic of [null, `Basic ${btoa('saber:wrong')}`, 'Bearer abc', 'Basic !!!']) {
      const res = await login('admin', 'admin', { basic });
      expect(res.status).toBe(401);
      expect(await res.json()).toEqual({ code: 401, success: false, msg: '客户端认证失败' });
    }
  });

  test('an unsupported grant type is a 400', async () => {
    const res = await fetch(tokenUrl({ tenantId: '000000', grant_type: 'implicit' }), {
      method: 'POST',
      headers: { Authorization: BASIC },
    });
    expect(res.status).toBe(400);
    expect((await res.json()).error_description).toBe('不支持的授权类型');
  });

  test('parameters in a form body are accepted too', async () => {
    const res = await fetch(`${BASE}/api/blade-auth/oauth/token`, {
      method: 'POST',
      headers: { Authorization: BASIC, 'Content-Type': 'application/x-www-form-urlencoded' },
      body: new URLSearchParams({ tenantId: '000000', username: 'admin', password: md5('admin'), grant_type: 'password' }),
    });
    expect(res.status).toBe(200);
  });
});

describe('roles and departments at grant time', () => {
  test('without Role-Id the token carries the first role', async () => {
    const token = await loginOk('admin', 'admin');
    const admin = sim.db.users.find((u) => u.account === 'admin');
    expect(token.role_id).toBe(admin?.roleIds[0]);
  });

  test('Role-Id restricts the token to that role', async () => {
    const admin = sim.db.users.find((u) => u.account === 'admin');
    const operatorRole = sim.db.roles.find((r) => r.roleAlias === 'operator');
    expect(admin?.roleIds).toContain(operatorRole?.id);
    const token = await loginOk('admin', 'admin', { headers: { 'Role-Id': operatorRole?.id ?? '' } });
    expect(token.role_id).toBe(operatorRole?.id);
    expect(token.role_name).toBe('operator');
  });

  test('a Role-Id the user does not hold is refused', async () => {
    const supplierRole = sim.db.roles.find((r) => r.roleAlias === 'supplier_admin');
    const res = await login('admin', 'admin', { headers: { 'Role-Id': supplierRole?.id ?? '' } });
    expect(res.status).toBe(400);
    expect((await res.json()).error_description).toBe('未获得用户的角色信息');
  });

  test('Dept-Id must be one of the user depts', async () => {
    const admin = sim.db.users.find((u) => u.account === 'admin');
    const ok = await loginOk('admin', 'admin', { headers: { 'Dept-Id': admin?.deptIds[0] ?? '' } });
    expect(ok.dept_id).toBe(admin?.deptIds[0]);
    const bad = await login('admin', 'admin', { headers: { 'Dept-Id': '42' } });
    expect(bad.status).toBe(400);
  });
});

describe('captcha', () => {
  test('image is an SVG data URI with 4 characters in their own <text> elements, and noise', async () => {
    const { key, image } = await captcha();
    expect(key).toMatch(/^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/);
    expect(image).toMatch(/^data:image\/svg\+xml;base64,/);
    const svg = atob(image.split(',')[1] ?? '');
    expect(svg).toContain('<line');
    const text = decodeCaptcha(image);
    expect(text).toHaveLength(4);
    expect(text).toMatch(/^[2-9A-HJKMNP-Z]{4}$/);
    expect(text).toBe(sim.peekCaptcha(key));
  });

  test('right code logs in', async () => {
    const { key, image } = await captcha();
    const res = await login('admin', 'admin', {
      grantType: 'captcha',
      headers: { 'Captcha-Key': key, 'Captcha-Code': decodeCaptcha(image).toLowerCase() },
    });
    expect(res.status).toBe(200);
  });

  test('wrong code → 400 验证码不正确, and the captcha is consumed', async () => {
    const { key, image } = await captcha();
    const code = decodeCaptcha(image);
    const wrong = await login('admin', 'admin', { grantType: 'captcha', headers: { 'Captcha-Key': key, 'Captcha-Code': 'XXXX' } });
    expect(wrong.status).toBe(400);
    expect(await wrong.json()).toEqual({ error_code: 400, error_description: '验证码不正确' });
    expect(sim.peekCaptcha(key)).toBeUndefined();
    const retry = await login('admin', 'admin', { grantType: 'captcha', headers: { 'Captcha-Key': key, 'Captcha-Code': code } });
    expect(retry.status).toBe(400);
  });

  test('a captcha works once', async () => {
    const { key, image } = await captcha();
    const headers = { 'Captcha-Key': key, 'Captcha-Code': decodeCaptcha(image) };
    expect((await login('admin', 'admin', { grantType: 'captcha', headers })).status).toBe(200);
    const again = await login('admin', 'admin', { grantType: 'captcha', headers });
    expect(again.status).toBe(400);
    expect((await again.json()).error_description).toBe('验证码不正确');
  });

  test('a captcha is consumed even when the password is wrong', async () => {
    const { key, image } = await captcha();
    const headers = { 'Captcha-Key': key, 'Captcha-Code': decodeCaptcha(image) };
    const wrongPassword = await login('admin', 'nope', { grantType: 'captcha', headers });
    expect((await wrongPassword.json()).error_description).toBe('用户名或密码不正确');
    const res = await login('admin', 'admin', { grantType: 'captcha', headers });
    expect((await res.json()).error_description).toBe('验证码不正确');
  });

  test('a captcha expires after 5 minutes', async () => {
    const { key, image } = await captcha();
    clock.advance(5 * 60_000 + 1);
    expect(sim.peekCaptcha(key)).toBeUndefined();
    const res = await login('admin', 'admin', {
      grantType: 'captcha',
      headers: { 'Captcha-Key': key, 'Captcha-Code': decodeCaptcha(image) },
    });
    expect(res.status).toBe(400);
    expect((await res.json()).error_description).toBe('验证码不正确');
  });

  test('missing captcha headers → 验证码不正确', async () => {
    const res = await login('admin', 'admin', { grantType: 'captcha' });
    expect(res.status).toBe(400);
    expect((await res.json()).error_description).toBe('验证码不正确');
  });

  test('with captchaEnabled off the captcha grant skips the check; the password grant never checks it', async () => {
    expect((await login('admin', 'admin')).status).toBe(200);
    sim.config.captchaEnabled = false;
    expect((await login('admin', 'admin', { grantType: 'captcha' })).status).toBe(200);
  });

  test('captcha is checked before the tenant and the password', async () => {
    const res = await login('admin', 'admin', { grantType: 'captcha', tenantId: '999999' });
    expect((await res.json()).error_description).toBe('验证码不正确');
  });
});
