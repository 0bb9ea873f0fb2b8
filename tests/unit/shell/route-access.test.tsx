import { screen, waitFor, within } from '@testing-library/react';
import { renderConsole, resetBrowserState, signIn, type RenderedConsole } from '../../support/render-console';
import { useSimulatorPerTest } from '../../support/simulator-per-test';

vi.setConfig({ testTimeout: 20_000 });
const world = useSimulatorPerTest();
beforeAll(async () => {
  await Promise.all([
    import('@/shell/main-layout'),
    import('@/screens/pending/menu-route-page'),
    import('@/screens/home/home-page'),
    import('@/screens/errors/error-page'),
  ]);
}, 30_000);
let app: RenderedConsole | null = null;

const SUPPLIER = ['supplier', 'demo123', '100001'] as const;
const pathname = () => app!.router.state.location.pathname + app!.router.state.location.search;

async function open(path: string, who: readonly [string, string, string] = ['admin', 'admin', '000000']) {
  await world.release();
  resetBrowserState();
  await signIn(world.sim, ...who);
  app = world.track(renderConsole({ path }));
}

test.each(['/system/user', '/system/client', '/system/tenant', '/company/grant/detail/1', '/detail/user/1'])(
  'the supplier typing %s gets the 403 page',
  async (path) => {
    await open(path, SUPPLIER);
    await waitFor(() => expect(pathname()).toBe('/403'), { timeout: 5000 });
    expect(await screen.findByText('403')).toBeInTheDocument();
  },
);

test('a path the console does not know is still 404', async () => {
  await open('/no/such/page', SUPPLIER);
  await waitFor(() => expect(pathname()).toBe('/404'), { timeout: 5000 });
});

test('a page reached from the supplier menu opens, also through its parent page', async () => {
  await open('/withdrawal/withdrawalDetails?accountId=1', SUPPLIER);
  expect(await screen.findByRole('banner', {}, { timeout: 5000 })).toBeInTheDocument();
  expect(pathname()).toBe('/withdrawal/withdrawalDetails?accountId=1');
});

test('the administrator opens the pages the supplier may not', async () => {
  await open('/system/client');
  expect(await screen.findByRole('tab', { name: '应用管理' }, { timeout: 5000 })).toBeInTheDocument();
  expect(pathname()).toBe('/system/client');
});

describe('the post-login redirect goes only where the user may go', () => {
  test.each([
    ['/system/user', '/wel/index'],
    ['/fleet/withdrawal', '/fleet/withdrawal'],
    ['/withdrawal/withdrawalDetails?accountId=1', '/withdrawal/withdrawalDetails?accountId=1'],
    ['/no/such/page', '/wel/index'],
  ])('supplier, redirect=%s → %s', async (redirect, landing) => {
    await open(`/login?redirect=${encodeURIComponent(redirect)}`, SUPPLIER);
    await waitFor(() => expect(pathname()).toBe(landing), { timeout: 5000 });
  });

  test('the administrator may go to /system/user', async () => {
    await open(`/login?redirect=${encodeURIComponent('/system/user')}`);
    await waitFor(() => expect(pathname()).toBe('/system/user'), { timeout: 5000 });
  });
});

test('tabs kept from before (a role switch reloads the console) show only the pages the user may open', async () => {
  const { storage } = await import('@services/storage/storage');
  const { STORAGE_KEYS } = await import('@services/storage/keys');
  await world.release();
  resetBrowserState();
  await signIn(world.sim, ...SUPPLIER);
  const kept = [
    { key: '/system/user', title: '用户管理' },
    { key: '/fleet/withdrawal', title: '供货商账户' },
    { key: '/system/role', title: '角色管理' },
  ];
  storage.set(STORAGE_KEYS.tags, { tabs: kept, active: '/fleet/withdrawal' }, { session: true });
  app = world.track(renderConsole({ path: '/fleet/withdrawal' }));
  const tabs = await screen.findByRole('tablist', { name: '已打开的页面' }, { timeout: 5000 });
  await waitFor(() =>
    expect(
      within(tabs)
        .getAllByRole('tab')
        .map((t) => t.textContent),
    ).toEqual(['工作台', '供货商账户']),
  );
  expect(screen.queryByRole('tabpanel', { name: '用户管理' })).not.toBeInTheDocument();
});
