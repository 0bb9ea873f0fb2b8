import { matchPath } from 'react-router-dom';
import type { MenuNode, UserInfo } from '@services/api/types/session';
import { ALWAYS_OPEN, pathAccess, type AccessContext, type AccessPage } from '@/shell/access';
import { PAGES } from '@/shell/page-routes';
import { SPEC_ROUTES } from '@/components/spec-routes';
import { COMPANY_PAGES, EVERYONE, NOBODY, OPENED_FROM } from '../../e2e/support/route-table';
import { menusOf, ROWS } from './seeded-menus';

function user(tenantId: string, parentTenantId = ''): UserInfo {
  return {
    userId: 'u',
    account: 'a',
    userName: 'a',
    realName: 'A',
    nickName: '',
    avatar: '',
    tenantId,
    tenantName: '',
    tenantType: '',
    parentTenantId,
    deptId: '',
    deptName: '',
    roleId: 'r',
    roleName: 'r',
    roleAlias: 'r',
    userRoleList: [],
  };
}

const PLATFORM = user('000000');
const SUPPLIER = user('100001');
const PURCHASER = user('300001', '100001');

const ctx = (menus: MenuNode[], u: UserInfo = PLATFORM, roleTypes: string[] | null = []): AccessContext => ({
  menus,
  user: u,
  roleTypes,
  pages: PAGES,
});
const node = (id: string, path: string, children: MenuNode[] = []): MenuNode => ({
  id,
  parentId: '0',
  name: id,
  path,
  icon: '',
  code: id,
  sort: 1,
  meta: {},
  children,
});

describe('the supplier (supplier_admin)', () => {
  const supplier = ctx(menusOf('supplier_admin'), SUPPLIER);

  test.each([
    '/system/user',
    '/system/client',
    '/system/role',
    '/system/param',
    '/company/grant',
    '/company/grant/detail/1',
    '/fleet/form',
    '/detail/user/1',
  ])('%s is forbidden', (path) => {
    expect(pathAccess(path, supplier)).toBe('forbidden');
  });

  test.each([
    '/fleet/withdrawal',
    '/withdrawal/withdrawalDetails',
    '/order/orderManager/detail',
    '/siteshellfleet/siteshellfleet/1/站',
    '/detail/zyt-shell/1',
    '/detail/ent-account/1',
    '/platformCharge/companyAccount/add',
  ])('%s opens (menu, parent page or family list in the menu)', (path) => {
    expect(pathAccess(path, supplier)).toBe('open');
  });
});

test('a path the console does not know is unknown, a menu route of another role is forbidden', () => {
  const third = ctx(menusOf('third_party'), PURCHASER);
  expect(pathAccess('/no/such/page', third)).toBe('unknown');
  expect(pathAccess('/system/tenant', third)).toBe('forbidden');
  expect(pathAccess('/thirdManage/details', third)).toBe('open');
  expect(pathAccess('/thirdManage/agentDetails', third)).toBe('forbidden');
});

test('the always-open pages open with an empty menu', () => {
  for (const path of ALWAYS_OPEN) expect(pathAccess(path, ctx([])), path).toBe('open');
  expect(pathAccess('/order/orderManager', ctx([]))).toBe('forbidden');
});

test('/myiframe/<id> opens only for a menu item in the tree', () => {
  const menus = [node('help', 'https://example.com/help.html'), node('grp', '/g', [node('inner', '/g/page.html')])];
  expect(pathAccess('/myiframe/help', ctx(menus))).toBe('open');
  expect(pathAccess('/myiframe/inner', ctx(menus))).toBe('open');
  expect(pathAccess('/myiframe/other', ctx(menus))).toBe('forbidden');
  expect(pathAccess('/myiframe/%E0%A4%A', ctx(menus))).toBe('forbidden');
});

test('a detail page opens when its family list is in the tree', () => {
  expect(pathAccess('/detail/user/1', ctx([node('u', '/system/user')]))).toBe('open');
  expect(pathAccess('/detail/ent-account/1', ctx([node('e', '/accounts/ent-account')]))).toBe('open');
  expect(pathAccess('/detail/ent-account/1', ctx([node('u', '/system/user')]))).toBe('forbidden');
});

test('a page opens through its declared parents, also along a chain', () => {
  const combo = ctx([node('c', '/settlement/fleet-settlement-combo')]);
  expect(pathAccess('/cyhfleetsettlementcombo/fleetsettlementcombo', combo)).toBe('open');
  expect(pathAccess('/cyhfleetsettlementcombo/fleetsettlementcombo/new', combo)).toBe('open');
  expect(pathAccess('/cyhfleetsettlementcombo/fleetsettlementcombo/new', ctx([node('x', '/cyhfleetsettlement/fleetsettlement')]))).toBe(
    'forbidden',
  );
  expect(pathAccess('/fleet/form', ctx([node('x', '/cyhfleetsettlement/fleetsettlement')]))).toBe('open');
  expect(pathAccess('/work/process/leave/detail/1/2', ctx([node('d', '/work/done')]))).toBe('open');
  expect(pathAccess('/work/process/leave/handle/1/2/3', ctx([node('d', '/work/done')]))).toBe('forbidden');
});

test('parents that point at each other open nothing (and end)', () => {
  const pages: AccessPage[] = [
    { path: '/a', parent: '/b' },
    { path: '/b', parent: ['/c', '/a'] },
    { path: '/c', parent: '/a' },
  ];
  expect(pathAccess('/a', { menus: [], user: PLATFORM, roleTypes: [], pages })).toBe('forbidden');
  expect(pathAccess('/a', { menus: [node('c', '/c')], user: PLATFORM, roleTypes: [], pages })).toBe('open');
});

describe('pages of the user menu', () => {
  test('数据看板 and 个人信息 open for everyone', () => {
    expect(pathAccess('/wel/dashboard', ctx([], PURCHASER))).toBe('open');
    expect(pathAccess('/info/index', ctx([], PURCHASER))).toBe('open');
  });

  test('the tenant entries open as the header offers them', () => {
    // a top-level company: supplier and provider entries; once a supplier, no provider entry
    expect(pathAccess('/compant/system/compant', ctx([], SUPPLIER, []))).toBe('open');
    expect(pathAccess('/compant/system/enterpriseInformation', ctx([], SUPPLIER, []))).toBe('open');
    expect(pathAccess('/compant/system/enterpriseInformation', ctx([], SUPPLIER, ['1']))).toBe('forbidden');
    expect(pathAccess('/compant/system/identitysel', ctx([], SUPPLIER, []))).toBe('open');
    // a child company: the purchaser entry only
    expect(pathAccess('/compant/system/compant', ctx([], PURCHASER, []))).toBe('open');
    expect(pathAccess('/compant/system/enterpriseInformation', ctx([], PURCHASER, []))).toBe('forbidden');
    // the platform gets none, and may not open the service-provider page even from a menu
    expect(pathAccess('/compant/system/compant', ctx([], PLATFORM, []))).toBe('forbidden');
    expect(
      pathAccess('/compant/system/enterpriseInformation', ctx([node('e', '/compant/system/enterpriseInformation')], PLATFORM, [])),
    ).toBe('forbidden');
    // role types not known yet: no tenant entry opens
    expect(pathAccess('/compant/system/compant', ctx([], SUPPLIER, null))).toBe('forbidden');
  });
});

describe('the page table', () => {
  const menuPaths = new Set(ROWS.filter((r) => r.category === 1).map((r) => r.path));
  const isPage = (path: string) => PAGES.some((p) => matchPath({ path: p.path, end: true }, path) !== null);

  test('every declared parent is a menu path or another page', () => {
    for (const page of PAGES) {
      const parents = page.parent === undefined ? [] : typeof page.parent === 'string' ? [page.parent] : page.parent;
      for (const parent of parents) expect(menuPaths.has(parent) || isPage(parent), `${page.path} → ${parent}`).toBe(true);
    }
  });

  test('the administrator opens every page but the mock-only one and the tenant entries of other companies', () => {
    const admin = ctx(menusOf('administrator'), PLATFORM);
    const sample = (path: string) => path.replace(':resource', 'user').replace(/:[^/]+/g, '1');
    const closed = PAGES.map((p) => sample(p.path)).filter((p) => pathAccess(p, admin) !== 'open');
    expect(closed.sort()).toEqual([
      '/compant/system/compant',
      '/compant/system/enterpriseInformation',
      '/compant/system/identitysel',
      '/myiframe/1',
      '/test/index',
    ]);
  });
});

test('the browser test of the access rules knows every page that is no menu item', () => {
  const menuPaths = new Set(ROWS.filter((r) => r.category === 1).map((r) => r.path));
  const visited = new Set<string>([
    ...Object.keys(OPENED_FROM),
    ...SPEC_ROUTES.map((r) => r.path),
    ...EVERYONE,
    ...Object.values(COMPANY_PAGES),
    ...NOBODY,
    '/myiframe/:routerPath',
    '/detail/:resource/:id',
  ]);
  expect(PAGES.map((p) => p.path).filter((p) => !menuPaths.has(p) && !visited.has(p))).toEqual([]);
});
