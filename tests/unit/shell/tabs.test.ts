import { closeAll, closeOthers, closeTab, HOME_TAB, initialTabs, openTab, restoreTabs, tabKey, tabUrl, type TabsState } from '@/shell/tabs';

const tab = (key: string) => ({ key, title: key });
/** A tab as the layout opens it: keyed by path, going to the address. */
const page = (url: string) => ({ key: tabKey(url), ...(url.includes('?') ? { url } : {}), title: tabKey(url) });
const keys = (s: TabsState) => s.tabs.map((t) => t.key);

function three(): TabsState {
  return [tab('/a'), tab('/b?x=1'), tab('/c')].reduce(openTab, initialTabs());
}

test('opening adds a tab once and focuses it; the path is the identity, another query moves the tab', () => {
  let s = three();
  expect(keys(s)).toEqual(['/wel/index', '/a', '/b?x=1', '/c']);
  s = openTab(s, tab('/a'));
  expect(keys(s)).toHaveLength(4);
  expect(s.active).toBe('/a');
  s = [page('/b'), page('/b?x=2'), page('/b?x=3')].reduce(openTab, initialTabs());
  expect(keys(s)).toEqual(['/wel/index', '/b']);
  expect(s.tabs.map(tabUrl)).toEqual(['/wel/index', '/b?x=3']);
  expect(s.active).toBe('/b');
});

test('a tab opened again takes the new title; the home tab keeps 首页', () => {
  let s = openTab(initialTabs(), { key: '/a', title: '', titleKey: 'route.a' });
  s = openTab(s, { key: '/a', title: '菜单名', menuCode: 'a' });
  expect(s.tabs[1]).toEqual({ key: '/a', title: '菜单名', menuCode: 'a' });
  s = openTab(s, { key: HOME_TAB.key, title: '工作台', menuCode: 'wel_index' });
  expect(s.tabs[0]).toBe(HOME_TAB);
  expect(tabKey('/b/c?x=1#h')).toBe('/b/c');
});

test('tabs stored by path and query come back one per path', () => {
  const s = restoreTabs({
    tabs: [tab('/b?x=1'), tab('/b?x=2'), { key: '/c', url: '/c?y=1', title: 'c' }, { key: '/d', url: '/elsewhere', title: 'd' }],
    active: '/b?x=2',
  });
  expect(keys(s)).toEqual(['/wel/index', '/b', '/c', '/d']);
  expect(s.tabs.map(tabUrl)).toEqual(['/wel/index', '/b?x=1', '/c?y=1', '/d']);
  expect(s.active).toBe('/b');
});

test('closing the active tab opens its left neighbour; closing another keeps the active', () => {
  let s = three();
  s = closeTab(s, '/c');
  expect(s.active).toBe('/b?x=1');
  s = closeTab({ ...s, active: '/b?x=1' }, '/a');
  expect(keys(s)).toEqual(['/wel/index', '/b?x=1']);
  expect(s.active).toBe('/b?x=1');
});

test('the home tab cannot be closed', () => {
  const s = three();
  expect(closeTab(s, HOME_TAB.key)).toBe(s);
});

test('close others keeps home and the current one; close all returns home', () => {
  const s = three();
  expect(keys(closeOthers(s, '/b?x=1'))).toEqual(['/wel/index', '/b?x=1']);
  const all = closeAll(s);
  expect(keys(all)).toEqual(['/wel/index']);
  expect(all.active).toBe('/wel/index');
});

test.each([
  ['nothing stored', undefined],
  ['garbage', 'x'],
  ['tabs not a list', { tabs: 3 }],
])('restoring %s gives the home tab', (_n, raw) => {
  expect(restoreTabs(raw)).toEqual(initialTabs());
});

test('restoring drops duplicates, foreign keys and keeps home first', () => {
  const s = restoreTabs({
    tabs: [tab('/a'), tab('/a'), { key: 'javascript:alert(1)', title: 'x' }, { key: 5 }, tab('/wel/index')],
    active: '/a',
  });
  expect(keys(s)).toEqual(['/wel/index', '/a']);
  expect(s.active).toBe('/a');
  expect(restoreTabs({ tabs: [tab('/a')], active: '/gone' }).active).toBe('/wel/index');
});
