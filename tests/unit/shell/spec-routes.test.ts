import { matchPath } from 'react-router-dom';
import { SPEC_ROUTES, SPEC_STATIC_PATHS } from '@/components/spec-routes';
import { PAGES as ALL_PAGES } from '@/shell/page-routes';

// The layout's own pages: PAGES without the spec routes (pending, or served by a feature area's screen).
const PAGES = ALL_PAGES.filter((p) => !SPEC_ROUTES.some((r) => r.path === p.path));
import { initI18n, i18next } from '@/i18n/i18n';
import { routesZh } from '@/i18n/locales/zh/routes';
import { routesEn } from '@/i18n/locales/en/routes';

beforeAll(async () => {
  initI18n('zh');
  await import('@/i18n/routes-namespace');
});

/** The value at a dotted key of a nested table, if it is a non-empty string. */
function lookup(table: unknown, dotted: string): string | undefined {
  const v = dotted
    .split('.')
    .reduce<unknown>((o, k) => (o && typeof o === 'object' ? (o as Record<string, unknown>)[k] : undefined), table);
  return typeof v === 'string' && v.trim() ? v : undefined;
}

/** Every dotted leaf key of a nested table. */
function leaves(table: Record<string, unknown>, prefix = ''): string[] {
  return Object.entries(table).flatMap(([k, v]) =>
    typeof v === 'string' ? [`${prefix}${k}`] : leaves(v as Record<string, unknown>, `${prefix}${k}.`),
  );
}

/** The patterns a concrete URL matches, exactly (no trailing segments). */
const matching = (patterns: readonly { path: string }[], url: string) =>
  patterns.filter((r) => matchPath({ path: r.path, end: true }, url));

test('the layout serves every spec route exactly once', () => {
  for (const r of SPEC_ROUTES)
    expect(
      ALL_PAGES.filter((p) => p.path === r.path),
      r.path,
    ).toHaveLength(1);
});

test('every path is unique and absolute, and no path is already a page of PAGES', () => {
  const paths = SPEC_ROUTES.map((r) => r.path);
  expect(new Set(paths).size).toBe(paths.length);
  for (const p of paths) expect(p.startsWith('/'), p).toBe(true);
  const existing = new Set(PAGES.map((p) => p.path));
  expect(paths.filter((p) => existing.has(p))).toEqual([]);
});

test('every title key lives in the routes namespace and has a zh and an en title', () => {
  for (const { path, titleKey } of SPEC_ROUTES) {
    expect(titleKey.startsWith('routes:'), path).toBe(true);
    const key = titleKey.slice('routes:'.length);
    expect(lookup(routesZh, key), `zh ${titleKey}`).toBeDefined();
    expect(lookup(routesEn, key), `en ${titleKey}`).toBeDefined();
    expect(i18next.exists(titleKey, { lng: 'zh' }), `i18next zh ${titleKey}`).toBe(true);
    expect(i18next.exists(titleKey, { lng: 'en' }), `i18next en ${titleKey}`).toBe(true);
  }
});

test('zh and en have the same keys, each used by exactly one route', () => {
  const zh = leaves(routesZh).sort();
  expect(leaves(routesEn).sort()).toEqual(zh);
  const used = SPEC_ROUTES.map((r) => r.titleKey.slice('routes:'.length)).sort();
  expect(used).toEqual(zh);
});

test('the namespace registers itself and follows the language', async () => {
  expect(i18next.t('routes:rechargeCenter.settlementList', { lng: 'zh' })).toBe('结算列表');
  expect(i18next.t('routes:rechargeCenter.settlementList', { lng: 'en' })).toBe('Settlement list');
  expect(i18next.t('routes:settlement.bindSupplierToStation', { lng: 'zh' })).toBe('绑定供应商到油站');
});

test('the static paths are exactly the parameterless routes', () => {
  expect(SPEC_STATIC_PATHS).toEqual(SPEC_ROUTES.filter((r) => !r.path.includes(':')).map((r) => r.path));
  expect(SPEC_STATIC_PATHS).toContain('/test/index');
  expect(SPEC_STATIC_PATHS).not.toContain('/siteshellfleet/siteshellfleet/:id/:siteName');
});

test.each([
  ['/work/process/leave/form/leave:1:1001', '/work/process/leave/form/:processDefinitionId', { processDefinitionId: 'leave:1:1001' }],
  [
    '/work/process/leave/handle/t1/p1/b1',
    '/work/process/leave/handle/:taskId/:processInstanceId/:businessId',
    { taskId: 't1', processInstanceId: 'p1', businessId: 'b1' },
  ],
  [
    '/work/process/leave/detail/p1/b1',
    '/work/process/leave/detail/:processInstanceId/:businessId',
    { processInstanceId: 'p1', businessId: 'b1' },
  ],
  ['/siteshellfleet/siteshellfleet/12/中石化一站', '/siteshellfleet/siteshellfleet/:id/:siteName', { id: '12', siteName: '中石化一站' }],
  // matchPath leaves a percent-encoded segment as it is: the screen decodes the station name itself.
  [
    '/siteshellfleet/siteshellfleet/12/%E4%B8%AD%E7%9F%B3%E5%8C%96%E4%B8%80%E7%AB%99',
    '/siteshellfleet/siteshellfleet/:id/:siteName',
    { id: '12', siteName: encodeURIComponent('中石化一站') },
  ],
  ['/cyhfleetsettlementcombo/fleetsettlementcombo', '/cyhfleetsettlementcombo/fleetsettlementcombo', {}],
  ['/cyhfleetsettlementcombo/fleetsettlementcombo/new', '/cyhfleetsettlementcombo/fleetsettlementcombo/new', {}],
  ['/rechargeCenter/settlement/detail', '/rechargeCenter/settlement/detail', {}],
  ['/dict-horizontal/index', '/dict-horizontal/index', {}],
  ['/test/index', '/test/index', {}],
])('%s matches exactly %s', (url, pattern, params) => {
  const hits = matching(SPEC_ROUTES, url);
  expect(hits.map((r) => r.path)).toEqual([pattern]);
  expect(matchPath({ path: pattern, end: true }, url)?.params).toEqual(params);
  expect(matching(PAGES, url)).toEqual([]);
});

test.each([
  '/work/process/leave/handle/t1/p1',
  '/work/process/leave/detail/p1',
  '/work/process/leave/form',
  '/siteshellfleet/siteshellfleet/12',
  '/siteshellfleet/siteshellfleet/12/a/b',
  '/rechargeCenter/settlement',
])('%s matches no route', (url) => {
  expect(matching(SPEC_ROUTES, url)).toEqual([]);
});

test('a concrete URL of every route matches that route alone, and no page of PAGES', () => {
  for (const route of SPEC_ROUTES) {
    const url = route.path.replace(/:(\w+)/g, (_, name: string) => `${name}-1`);
    expect(
      matching(SPEC_ROUTES, url).map((r) => r.path),
      url,
    ).toEqual([route.path]);
    expect(matching(PAGES, url), url).toEqual([]);
  }
});
