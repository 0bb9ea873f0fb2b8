// @vitest-environment node
import { IconNames } from '@blueprintjs/icons';
import { startNodeSimulator } from '@services/mock/node';
import type { ButtonNode, MenuNode } from '@services/mock/routes/system-routes';
import { createSimulator } from '@services/mock/simulator';
import { MENU_TREE } from '@services/mock/seed-menus';
import { api, apiJson, login, loginOk } from './sim-helpers';

const { sim, close } = startNodeSimulator(createSimulator({ storage: null }));
afterAll(() => close());
beforeEach(() => sim.reset());

interface Envelope<T> {
  code: number;
  success: boolean;
  data: T;
  msg: string;
}

const ACCOUNTS = {
  admin: ['000000', 'admin'],
  auditor: ['000000', 'demo123'],
  supplier: ['100001', 'demo123'],
  provider: ['200001', 'demo123'],
  purchaser: ['300001', 'demo123'],
  thirdparty: ['300001', 'demo123'],
} as const;

async function tokenOf(account: keyof typeof ACCOUNTS, headers: Record<string, string> = {}): Promise<string> {
  const [tenantId, password] = ACCOUNTS[account];
  return (await loginOk(account, password, { tenantId, headers })).access_token;
}

async function get<T>(path: string, token: string): Promise<Envelope<T>> {
  const res = await apiJson<Envelope<T>>(path, { token });
  expect(res.status).toBe(200);
  return res.body;
}

function flatten(nodes: MenuNode[]): MenuNode[] {
  return nodes.flatMap((n) => [n, ...flatten(n.children)]);
}

function depth(nodes: MenuNode[]): number {
  return nodes.length === 0 ? 0 : 1 + Math.max(...nodes.map((n) => depth(n.children)));
}

describe('user-info', () => {
  test('carries the user, tenant, company and the token role', async () => {
    const body = await get<Record<string, unknown>>('/api/blade-auth/oauth/user-info', await tokenOf('supplier'));
    expect(body).toMatchObject({ code: 200, success: true, msg: '操作成功' });
    expect(body.data).toMatchObject({
      account: 'supplier',
      userName: 'supplier',
      realName: '李建国',
      tenantId: '100001',
      tenantName: '华北石化能源供应有限公司',
      tenantType: '1',
      parentTenantId: '',
      deptName: '华北石化能源供应有限公司',
      roleName: '供货商管理员',
      userRoleList: [expect.objectContaining({ roleName: '供货商管理员' }), expect.objectContaining({ roleName: '供货商财务' })],
    });
    for (const key of ['userId', 'nickName', 'avatar', 'email', 'phone', 'deptId', 'roleId']) {
      expect(typeof body.data[key], key).toBe('string');
    }
  });

  test('tenant types and parents of every tenant', async () => {
    const expectations: Array<[keyof typeof ACCOUNTS, string, string]> = [
      ['admin', '', ''],
      ['supplier', '1', ''],
      ['provider', '2', ''],
      ['purchaser', '3', '100001'],
    ];
    for (const [account, tenantType, parentTenantId] of expectations) {
      const { data } = await get<Record<string, unknown>>('/api/blade-auth/oauth/user-info', await tokenOf(account));
      expect(data, account).toMatchObject({ tenantType, parentTenantId });
    }
  });

  test('roleId is the role of the token (Role-Id at login)', async () => {
    const finance = sim.db.roles.find((r) => r.roleAlias === 'finance_auditor');
    const token = await tokenOf('admin', { 'Role-Id': finance?.id ?? '' });
    const { data } = await get<Record<string, unknown>>('/api/blade-auth/oauth/user-info', token);
    expect(data).toMatchObject({ roleId: finance?.id, roleName: '财务审核' });
    expect((data.userRoleList as unknown[]).length).toBe(3);
  });
});

describe('menu routes', () => {
  test('admin sees every area, nested at least 2 levels, with the external http item and a meta.roles item', async () => {
    const { data } = await get<MenuNode[]>('/api/blade-system/menu/routes', await tokenOf('admin'));
    const names = data.map((n) => n.name);
    for (const area of ['首页', '订单管理', '车队管理', '充值中心', '对账结算', '系统管理', '工作流']) expect(names).toContain(area);
    expect(depth(data)).toBeGreaterThanOrEqual(3);
    const all = flatten(data);
    const system = data.find((n) => n.code === 'system');
    expect(system?.children.map((c) => [c.name, c.path])).toEqual(
      expect.arrayContaining([
        ['用户管理', '/system/user'],
        ['角色管理', '/system/role'],
        ['菜单管理', '/system/menu'],
        ['字典管理', '/dict-horizontal/index'],
        ['参数管理', '/system/param'],
      ]),
    );
    expect(all.find((n) => n.path === '/wel/index')?.name).toBe('工作台');
    const external = all.filter((n) => /^https?:/.test(n.path));
    expect(external).toHaveLength(1);
    expect(external[0]).toMatchObject({ name: '帮助中心', path: 'https://www.example.com/help.html' });
    expect(all.filter((n) => n.meta.roles).map((n) => n.meta.roles)).toEqual([['administrator']]);
  });

  test('every node has the BladeX shape, a valid Blueprint icon and a unique code', async () => {
    const { data } = await get<MenuNode[]>('/api/blade-system/menu/routes', await tokenOf('admin'));
    const all = flatten(data);
    const icons = new Set<string>(Object.values(IconNames));
    for (const n of all) {
      expect(n).toMatchObject({ category: 1, isOpen: 1 });
      expect(typeof n.id).toBe('string');
      expect(typeof n.parentId).toBe('string');
      expect(typeof n.sort).toBe('number');
      expect(Array.isArray(n.children)).toBe(true);
      expect(icons.has(n.source), `${n.code} icon ${n.source}`).toBe(true);
      expect(n.meta.i18n).toBe(n.code);
    }
    expect(new Set(all.map((n) => n.code)).size).toBe(all.length);
    expect(all.some((n) => n.meta.keepAlive === true)).toBe(true);
    for (const n of all) for (const c of n.children) expect(c.parentId).toBe(n.id);
  });

  test('thirdparty has a single thirdManage top item with exactly one child', async () => {
    const { data } = await get<MenuNode[]>('/api/blade-system/menu/routes', await tokenOf('thirdparty'));
    expect(data).toHaveLength(1);
    expect(data[0]).toMatchObject({ code: 'thirdManage', name: '第三方管理' });
    expect(data[0]?.children).toHaveLength(1);
    expect(data[0]?.children[0]).toMatchObject({ path: '/thirdManage/details', name: '第三方详情' });
  });

  test('non-admin roles see proper subsets, and each role of a user its own menu', async () => {
    const admin = flatten((await get<MenuNode[]>('/api/blade-system/menu/routes', await tokenOf('admin'))).data);
    const adminCodes = new Set(admin.map((n) => n.code));
    const roleMenus: Record<string, string[]> = {};
    for (const alias of ['operator', 'finance_auditor']) {
      const role = sim.db.roles.find((r) => r.roleAlias === alias);
      const token = await tokenOf('admin', { 'Role-Id': role?.id ?? '' });
      roleMenus[alias] = flatten((await get<MenuNode[]>('/api/blade-system/menu/routes', token)).data).map((n) => n.code);
    }
    for (const account of ['auditor', 'supplier', 'provider', 'purchaser'] as const) {
      roleMenus[account] = flatten((await get<MenuNode[]>('/api/blade-system/menu/routes', await tokenOf(account))).data).map(
        (n) => n.code,
      );
    }
    for (const [key, codes] of Object.entries(roleMenus)) {
      expect(codes.length, key).toBeGreaterThan(3);
      expect(codes.length, key).toBeLessThan(adminCodes.size);
      for (const c of codes) expect(adminCodes.has(c), `${key}: ${c}`).toBe(true);
    }
    expect(roleMenus.operator).not.toEqual(roleMenus.finance_auditor);
    expect(roleMenus.operator).toContain('tenant'); // granted, but meta.roles hides it on the client
    expect(roleMenus.finance_auditor).toContain('rechargeAudit');
    expect(roleMenus.finance_auditor).not.toContain('user');
    expect(roleMenus.auditor).toEqual(roleMenus.finance_auditor);
    expect(roleMenus.supplier).toContain('supplierAccount');
    expect(roleMenus.supplier).not.toContain('menu');
  });

  test('topMenuId limits the tree to that top menu', async () => {
    const token = await tokenOf('admin');
    const tops = (
      await get<Array<{ id: string; code: string; name: string; source: string; sort: number }>>('/api/blade-system/menu/top-menu', token)
    ).data;
    expect(tops.map((t) => t.name)).toEqual(['工作台', '业务中心', '系统设置']);
    for (const t of tops) expect(Object.keys(t)).toEqual(expect.arrayContaining(['id', 'name', 'code', 'source', 'sort']));
    const setting = tops.find((t) => t.code === 'setting');
    const { data } = await get<MenuNode[]>(`/api/blade-system/menu/routes?topMenuId=${setting?.id}`, token);
    expect(data.map((n) => n.code)).toEqual(['system', 'work', 'help']);
  });

  test('top menus are limited to those holding some of the role menus', async () => {
    const tops = (await get<Array<{ code: string }>>('/api/blade-system/menu/top-menu', await tokenOf('thirdparty'))).data;
    expect(tops.map((t) => t.code)).toEqual(['business']);
  });

  test('menus need a token', async () => {
    expect((await api('/api/blade-system/menu/routes')).status).toBe(401);
    expect((await api('/api/blade-system/menu/buttons')).status).toBe(401);
    expect((await api('/api/blade-system/menu/top-menu')).status).toBe(401);
  });
});

describe('buttons', () => {
  test('admin gets a tree of menus with their button permissions', async () => {
    const { data } = await get<ButtonNode[]>('/api/blade-system/menu/buttons', await tokenOf('admin'));
    const user = data.find((n) => n.code === 'user');
    expect(user?.name).toBe('用户管理');
    expect(user?.children.map((c) => c.code)).toEqual(expect.arrayContaining(['user_add', 'user_edit', 'user_delete', 'user_view']));
    const codes = data.flatMap((n) => n.children.map((c) => c.code));
    expect(codes).toEqual(expect.arrayContaining(['rechargeAudit_pass', 'settlementSheet_pay', 'cardGrant_send', 'tenant_add']));
    for (const n of data) for (const c of n.children) expect(c).toMatchObject({ category: 2, children: [] });
  });

  test('roles get only their own buttons', async () => {
    const codesOf = async (token: string) =>
      (await get<ButtonNode[]>('/api/blade-system/menu/buttons', token)).data.flatMap((n) => n.children.map((c) => c.code));
    expect(await codesOf(await tokenOf('thirdparty'))).toEqual(['thirdDetails_view']);
    const auditor = await codesOf(await tokenOf('auditor'));
    expect(auditor).toContain('rechargeAudit_pass');
    expect(auditor).not.toContain('user_add');
    const purchaser = await codesOf(await tokenOf('purchaser'));
    expect(purchaser).toContain('user_add');
    expect(purchaser).not.toContain('rechargeAudit_pass');
  });
});

describe('tenant info by domain', () => {
  test('a seeded domain gives its tenant, any other domain null, without a token', async () => {
    const seeded = await apiJson<Envelope<unknown>>('/api/blade-system/tenant/info?domain=supplier.demo.local');
    expect(seeded.status).toBe(200);
    expect(seeded.body).toMatchObject({
      code: 200,
      success: true,
      data: { tenantId: '100001', tenantName: '华北石化能源供应有限公司', domain: 'supplier.demo.local' },
    });
    const withPort = await apiJson<Envelope<{ tenantId: string }>>('/api/blade-system/tenant/info?domain=supplier.demo.local:4173');
    expect(withPort.body.data.tenantId).toBe('100001');
    for (const domain of ['localhost', '', 'example.com']) {
      const other = await apiJson<Envelope<unknown>>(`/api/blade-system/tenant/info?domain=${domain}`);
      expect(other.body).toMatchObject({ code: 200, success: true, data: null });
    }
  });
});

describe('department detail', () => {
  test('gives the company of the user; other tenants see null unless platform', async () => {
    const supplier = sim.db.users.find((u) => u.account === 'supplier');
    const deptId = supplier?.deptIds[0] ?? '';
    const own = await get<Record<string, unknown>>(`/api/blade-system/dept/detail?id=${deptId}`, await tokenOf('supplier'));
    expect(own.data).toMatchObject({
      id: deptId,
      deptName: '华北石化能源供应有限公司',
      fullName: '华北石化能源供应有限公司',
      tenantId: '100001',
    });
    const platform = await get<Record<string, unknown>>(`/api/blade-system/dept/detail?id=${deptId}`, await tokenOf('admin'));
    expect(platform.data).toMatchObject({ id: deptId });
    const foreign = await get<unknown>(`/api/blade-system/dept/detail?id=${deptId}`, await tokenOf('provider'));
    expect(foreign.data).toBeNull();
  });
});

describe('blade-user', () => {
  test('info gives the personal info', async () => {
    const { data } = await get<Record<string, unknown>>('/api/blade-user/info', await tokenOf('auditor'));
    expect(data).toMatchObject({ account: 'auditor', name: '王敏', realName: '王敏' });
    for (const key of ['id', 'avatar', 'phone', 'email']) expect(typeof data[key], key).toBe('string');
    expect(data.phone).toMatch(/^1\d{10}$/);
  });

  test('register-guest creates an account once (query or JSON body)', async () => {
    const query = new URLSearchParams({ tenantId: '300001', name: '访客', account: 'guest1', password: 'pass1234', oauthId: '' });
    const first = await apiJson<Envelope<unknown>>(`/api/blade-user/register-guest?${query}`, { method: 'POST' });
    expect(first.body).toMatchObject({ code: 200, success: true });
    const again = await apiJson<Envelope<unknown>>(`/api/blade-user/register-guest?${query}`, { method: 'POST' });
    expect(again.body).toMatchObject({ code: 400, success: false, msg: '账号已存在' });
    const json = await apiJson<Envelope<unknown>>('/api/blade-user/register-guest', {
      method: 'POST',
      headers: { 'Content-Type': 'application/json' },
      body: JSON.stringify({ tenantId: '300001', name: '访客二', account: 'guest2', password: 'x' }),
    });
    expect(json.body).toMatchObject({ code: 200, success: true });
    expect(sim.db.users.filter((u) => u.account.startsWith('guest'))).toHaveLength(2);
  });

  test('register-guest refuses an unknown tenant or missing fields', async () => {
    const bad = await apiJson<Envelope<unknown>>('/api/blade-user/register-guest?tenantId=999999&account=a&password=b', { method: 'POST' });
    expect(bad.body).toMatchObject({ code: 400, success: false, msg: '租户不存在' });
    const noAccount = await apiJson<Envelope<unknown>>('/api/blade-user/register-guest?tenantId=300001&password=b', { method: 'POST' });
    expect(noAccount.body).toMatchObject({ code: 400, success: false });
  });

  test('a registered guest has no role yet, so login says so', async () => {
    await api('/api/blade-user/register-guest?tenantId=300001&name=访客&account=guest9&password=secret', { method: 'POST' });
    const res = await login('guest9', 'secret', { tenantId: '300001' });
    expect(res.status).toBe(400);
    expect((await res.json()).error_description).toBe('未获得用户的角色信息');
  });
});

test('the menu has one entry per concept: no two pages share a name, and no group is named like a page (zh and en)', () => {
  for (const lang of ['name', 'en'] as const) {
    const pages: string[] = [];
    const groups: string[] = [];
    const walk = (items: readonly (typeof MENU_TREE)[number][]) => {
      for (const m of items) {
        if (m.children?.length) {
          groups.push(m[lang]);
          walk(m.children);
        } else pages.push(m[lang]);
      }
    };
    walk(MENU_TREE);
    expect(pages.filter((n, i) => pages.indexOf(n) !== i)).toEqual([]);
    expect(groups.filter((g) => pages.includes(g))).toEqual([]);
  }
});
