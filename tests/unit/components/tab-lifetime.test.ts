/** Each tab's lifetime: one object per tab, marked hidden or shown as the layout renders, ended when the tab closes. */
import { createTabLifetimes } from '@/components/tab-lifetime';

test('a tab keeps one lifetime, follows hidden and shown, and ends only when it is closed', () => {
  const tabs = createTabLifetimes();
  const a = tabs.of('/a', false);
  const b = tabs.of('/b', true);
  expect(tabs.of('/a', true)).toBe(a);
  expect(a.hidden.current).toBe(true);
  tabs.of('/a', false);
  expect(a.hidden.current).toBe(false);
  tabs.keepOnly(new Set(['/a']));
  expect(b.closed.aborted).toBe(true);
  expect(a.closed.aborted).toBe(false);
  expect(tabs.of('/b', false)).not.toBe(b);
});
