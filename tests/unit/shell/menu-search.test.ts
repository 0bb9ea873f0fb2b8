import { matchesPrefix, menuLeaves } from '@/shell/menu-search';
import type { MenuNode } from '@services/api/types/session';

const node = (id: string, name: string, children: MenuNode[] = []): MenuNode => ({
  id,
  parentId: '0',
  name,
  path: `/${id}`,
  icon: '',
  code: id,
  sort: 0,
  meta: {},
  children,
});

test.each([
  ['API日志', 'api', true],
  ['API日志', 'Api日', true],
  ['API日志', 'PI', false],
  ['用户管理', '用户', true],
  ['用户管理', '管理', false],
  ['用户管理', '  用', true],
  ['Orders', '', true],
])('%s matches %j by prefix: %s', (name, query, expected) => {
  expect(matchesPrefix(name, query)).toBe(expected);
});

test('only leaves are searchable, with their parents as context', () => {
  const leaves = menuLeaves([
    node('sys', '系统管理', [node('user', '用户管理'), node('log', '日志', [node('api', 'API日志')])]),
    node('home', '首页'),
  ]);
  expect(leaves.map((l) => [l.label, l.trail])).toEqual([
    ['用户管理', '系统管理'],
    ['API日志', '系统管理 / 日志'],
    ['首页', ''],
  ]);
});

test('every seeded menu code has an English name, without Chinese in it (the English tab and window titles)', async () => {
  const { menuTitles } = await import('@services/mock/seed-menus');
  const { MENU_EN } = await import('@/i18n/shell-namespaces');
  const missing = Object.keys(menuTitles()).filter((code) => !MENU_EN[code] || /[\u4e00-\u9fff]/.test(MENU_EN[code]));
  expect(missing).toEqual([]);
});

test('every seeded top menu has an English name', async () => {
  const { TOP_MENUS } = await import('@services/mock/seed-menus');
  const { menuEn } = await import('@/i18n/locales/en/menu');
  expect(TOP_MENUS.filter((m) => menuEn[`top_${m.code}`] !== m.en).map((m) => m.code)).toEqual([]);
});
