/**
 * /test/index (spec 000 §2: mock use only) is the demo mode's mock page: the route manifest serves it as a page (no
 * spec route is left pending), it is closed outside demo mode, and it says which controls the simulated backend has.
 */
import { render, screen, within } from '@testing-library/react';
import { SPEC_ROUTES } from '@/components/spec-routes';
import { PENDING_SPEC_ROUTES, resolveRoute, staticPage } from '@/shell/page-routes';
import { TEST_PAGES } from '@/screens/test-page/pages';
import { TestIndexPage } from '@/screens/test-page/test-page';
import { initI18n } from '@/i18n/i18n';

initI18n('zh');

test('no spec route is pending: /test/index opens the mock page', () => {
  expect(PENDING_SPEC_ROUTES).toEqual([]);
  expect(resolveRoute('/test/index')).toMatchObject({ kind: 'feature', screen: 'test/routes:test.index' });
  const sample = (p: string) => p.replace(/:[^/]+/g, '1');
  expect(SPEC_ROUTES.map((r) => resolveRoute(sample(r.path))?.kind).filter((k) => k === 'pending')).toEqual([]);
});

test('outside demo mode the mock page is closed; it is opened from the home page', () => {
  const page = staticPage('/test/index')!;
  expect(page).toBe(TEST_PAGES[0]);
  expect(page.parent).toBe('/wel/index');
  // the unit tests run without the simulator in the page (__DEMO__ is false)
  expect(page.forbidden?.({} as never)).toBe(true);
});

test('the page lists the simulated backend’s controls', async () => {
  render(<TestIndexPage />);
  const list = await screen.findByRole('list', { name: '模拟后端可以调整的内容' });
  expect(within(list).getAllByRole('listitem')).toHaveLength(6);
  expect(list).toHaveTextContent('随机失败率');
  expect(screen.getByText(/「模拟后端」按钮/)).toBeInTheDocument();
});
