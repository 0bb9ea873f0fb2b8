// @vitest-environment node
import { md5 } from 'js-md5';
import { startNodeSimulator } from '@services/mock/node';
import { createSimulator } from '@services/mock/simulator';
import { FILE_PATH, MAX_UPLOAD_BYTES, OSS_FILES } from '@services/mock/routes/profile-routes';
import { CLIENT_ERROR_LOGS } from '@services/mock/routes/log-routes';
import { api, apiJson, login, loginOk } from './sim-helpers';

const { sim, close } = startNodeSimulator(createSimulator({ storage: null }));
afterAll(() => close());
beforeEach(() => sim.reset());

interface Envelope<T = unknown> {
  code: number;
  success: boolean;
  data: T;
  msg: string;
}

const PNG = new Uint8Array([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 1, 2, 3, 4, 5]);

async function adminToken(): Promise<string> {
  return (await loginOk('admin', 'admin')).access_token;
}

function json(body: unknown): { headers: Record<string, string>; body: string } {
  return { headers: { 'Content-Type': 'application/json' }, body: JSON.stringify(body) };
}

function form(params: Record<string, string>): { headers: Record<string, string>; body: string } {
  return { headers: { 'Content-Type': 'application/x-www-form-urlencoded' }, body: new URLSearchParams(params).toString() };
}

describe('POST /api/blade-user/update-info', () => {
  test('updates the caller and GET info shows it', async () => {
    const token = await adminToken();
    const before = await apiJson<Envelope<Record<string, string>>>('/api/blade-user/info', { token });
    const id = before.body.data.id!;
    const res = await apiJson<Envelope>('/api/blade-user/update-info', {
      token,
      method: 'POST',
      ...json({
        id,
        avatar: '/api/blade-resource/oss/endpoint/file/1',
        realName: '新名字',
        name: 'newname',
        phone: '13800000000',
        email: 'a@b.com',
      }),
    });
    expect(res.body).toMatchObject({ code: 200, success: true });
    const after = await apiJson<Envelope<Record<string, string>>>('/api/blade-user/info', { token });
    expect(after.body.data).toMatchObject({
      realName: '新名字',
      name: 'newname',
      phone: '13800000000',
      email: 'a@b.com',
      avatar: '/api/blade-resource/oss/endpoint/file/1',
    });
  });

  test('refuses another user id, an unsafe avatar and an empty user name; needs a token', async () => {
    const token = await adminToken();
    const other = sim.db.users.find((u) => u.account === 'auditor')!;
    const cases = [{ id: other.id, realName: 'x', name: 'x' }, { avatar: 'javascript:alert(1)', name: 'x' }, { name: '   ' }];
    for (const body of cases) {
      const res = await apiJson<Envelope>('/api/blade-user/update-info', { token, method: 'POST', ...json(body) });
      expect(res.body.code).toBe(400);
      expect(res.body.success).toBe(false);
    }
    expect(sim.db.users.find((u) => u.account === 'admin')!.avatar).not.toBe('javascript:alert(1)');
    const anonymous = await api('/api/blade-user/update-info', { method: 'POST', ...json({ name: 'x' }) });
    expect(anonymous.status).toBe(401);
  });
});

describe('POST /api/blade-user/update-password', () => {
  test('checks the old password, then the match, then changes it', async () => {
    const token = await adminToken();
    const wrong = await apiJson<Envelope>('/api/blade-user/update-password', {
      token,
      method: 'POST',
      ...form({ oldPassword: md5('nope'), newPassword: md5('n1'), newPassword1: md5('n1') }),
    });
    expect(wrong.body).toMatchObject({ code: 400, msg: '原密码不正确' });
    const mismatch = await apiJson<Envelope>('/api/blade-user/update-password', {
      token,
      method: 'POST',
      ...form({ oldPassword: md5('admin'), newPassword: md5('n1'), newPassword1: md5('n2') }),
    });
    expect(mismatch.body).toMatchObject({ code: 400, msg: '两次密码输入不一致' });
    const ok = await apiJson<Envelope>('/api/blade-user/update-password', {
      token,
      method: 'POST',
      ...form({ oldPassword: md5('admin'), newPassword: md5('n3w-pass'), newPassword1: md5('n3w-pass') }),
    });
    expect(ok.body).toMatchObject({ code: 200, success: true });
    expect((await login('admin', 'admin')).status).toBe(400);
    expect((await login('admin', 'n3w-pass')).status).toBe(200);
  });

  test('reads the parameters from the query as well', async () => {
    const token = await adminToken();
    const q = new URLSearchParams({ oldPassword: md5('admin'), newPassword: md5('q'), newPassword1: md5('q') });
    const res = await apiJson<Envelope>(`/api/blade-user/update-password?${q}`, { token, method: 'POST' });
    expect(res.body.code).toBe(200);
  });
});

describe('OSS put-file and file serving', () => {
  test('stores an upload and serves the same bytes at the returned link', async () => {
    const token = await adminToken();
    const body = new FormData();
    body.append('file', new File([PNG], 'me.png', { type: 'image/png' }));
    const res = await apiJson<Envelope<{ link: string; name: string; originalName: string }>>('/api/blade-resource/oss/endpoint/put-file', {
      token,
      method: 'POST',
      body,
    });
    expect(res.body.code).toBe(200);
    expect(res.body.data.link).toMatch(new RegExp(`^${FILE_PATH}\\d+$`));
    expect(res.body.data.originalName).toBe('me.png');
    const row = sim.db.resources[OSS_FILES]!.at(-1)!;
    expect(row.data).not.toBe('');

    const file = await api(res.body.data.link);
    expect(file.status).toBe(200);
    expect(file.headers.get('content-type')).toBe('image/png');
    expect(file.headers.get('x-content-type-options')).toBe('nosniff');
    expect(new Uint8Array(await file.arrayBuffer())).toEqual(PNG);
  });

  test('serves other content types as attachments, refuses big files, missing files and anonymous uploads', async () => {
    const token = await adminToken();
    const html = new FormData();
    html.append('file', new File(['<script>alert(1)</script>'], 'x.html', { type: 'text/html' }));
    const up = await apiJson<Envelope<{ link: string }>>('/api/blade-resource/oss/endpoint/put-file', {
      token,
      method: 'POST',
      body: html,
    });
    const served = await api(up.body.data.link);
    expect(served.headers.get('content-type')).toBe('application/octet-stream');
    expect(served.headers.get('content-disposition')).toBe('attachment');

    const big = new FormData();
    big.append('file', new File([new Uint8Array(MAX_UPLOAD_BYTES + 1)], 'big.png', { type: 'image/png' }));
    const tooBig = await apiJson<Envelope>('/api/blade-resource/oss/endpoint/put-file', { token, method: 'POST', body: big });
    expect(tooBig.body.code).toBe(400);

    const none = await apiJson<Envelope>('/api/blade-resource/oss/endpoint/put-file', { token, method: 'POST', body: new FormData() });
    expect(none.body.code).toBe(400);

    expect((await api(`${FILE_PATH}123`)).status).toBe(404);
    const anon = new FormData();
    anon.append('file', new File([PNG], 'me.png', { type: 'image/png' }));
    expect((await api('/api/blade-resource/oss/endpoint/put-file', { method: 'POST', body: anon })).status).toBe(401);
  });
});

describe('POST /api/blade-log/error/upload', () => {
  const entry = { type: 'error', url: 'http://localhost/wel', message: 'boom', stack: 'at x', info: '', time: '2025-01-06 10:00:00' };

  test('stores the entries with who sent them', async () => {
    const token = await adminToken();
    const res = await apiJson<Envelope<number>>('/api/blade-log/error/upload', {
      token,
      method: 'POST',
      ...json([entry, { ...entry, message: 'two' }]),
    });
    expect(res.body).toMatchObject({ code: 200, success: true, data: 2 });
    const stored = sim.db.resources[CLIENT_ERROR_LOGS]!;
    expect(stored).toHaveLength(2);
    expect(stored[0]).toMatchObject({ ...entry, account: 'admin', tenantId: '000000' });
    expect(stored[1]!.message).toBe('two');
  });

  test('refuses a body that is not a list of entries, and anonymous callers', async () => {
    const token = await adminToken();
    for (const body of [{ logs: [entry] }, [], [{ ...entry, message: 42 }], ['text']]) {
      const res = await apiJson<Envelope>('/api/blade-log/error/upload', { token, method: 'POST', ...json(body) });
      expect(res.body.code).toBe(400);
    }
    expect(sim.db.resources[CLIENT_ERROR_LOGS] ?? []).toHaveLength(0);
    expect((await api('/api/blade-log/error/upload', { method: 'POST', ...json([entry]) })).status).toBe(401);
  });
});
