import { closeAll, closeOthers, closeTab, HOME_TAB, initialTabs, openTab, restoreTabs, type TabsState } from '@/shell/tabs';

const tab = (key: string) => ({ key, title: key });
const keys = (s: TabsState) => s.tabs.map((t) => t.key);

function three(): TabsState {
  return [tab('/a'), tab('/b?x=1'), tab('/c')].reduce(openTab, initialTabs());
}

test('opening adds a tab once and focuses it; path plus query is the identity', () => {
  let s = three();
  expect(keys(s)).toEqual(['/wel/index', '/a', '/b?x=1', '/c']);
  s = openTab(s, tab('/a'));
  expect(keys(s)).toHaveLength(4);
  expect(s.active).toBe('/a');
  s = openTab(s, tab('/b?x=2'));
  expect(keys(s)).toContain('/b?x=2');
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
  const s = restoreTabs({ tabs: [tab('/a'), tab('/a'), { key: 'javascript:alert(1)', title: 'x' }, { key: 5 }, tab('/wel/index')], active: '/a' });
  expect(keys(s)).toEqual(['/wel/index', '/a']);
  expect(s.active).toBe('/a');
  expect(restoreTabs({ tabs: [tab('/a')], active: '/gone' }).active).toBe('/wel/index');
});
