import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { clearLogs, getLogs } from '@services/logs/error-log';
import { renderConsole, signIn } from '../../support/render-console';
import { useSimulatorPerTest } from '../../support/simulator-per-test';

// The personal-info page throws while `broken.on` is set: a screen with a render bug, as a user would meet it.
const broken = vi.hoisted(() => ({ on: true }));
vi.mock('@/screens/profile/profile-page', async (importOriginal) => {
  const real = await importOriginal<typeof import('@/screens/profile/profile-page')>();
  function ProfilePage() {
    if (broken.on) throw new Error('profile exploded');
    return <real.ProfilePage />;
  }
  return { ...real, ProfilePage };
});

vi.setConfig({ testTimeout: 30_000 });
const world = useSimulatorPerTest();
beforeAll(async () => {
  await Promise.all([import('@/shell/main-layout'), import('@/screens/home/home-page'), import('@/screens/errors/error-page')]);
}, 30_000);

beforeEach(async () => {
  clearLogs();
  broken.on = true;
  await signIn(world.sim, 'admin', 'admin', '000000');
});

test('a page that throws shows the crash card in its own tab; the shell and the other tabs keep working', async () => {
  const user = userEvent.setup();
  const app = world.track(renderConsole({ path: '/wel/index' }));
  const tablist = await screen.findByRole('tablist', {}, { timeout: 10_000 });
  await within(tablist).findByRole('tab', { name: /工作台/ });

  await app.router.navigate('/info/index');
  const card = await screen.findByRole('alert', {}, { timeout: 10_000 });
  expect(within(card).getByText('页面出错了')).toBeInTheDocument();
  expect(within(card).getByText('profile exploded')).toBeInTheDocument();
  // The shell is still there, with both tabs.
  expect(screen.getByRole('banner')).toBeInTheDocument();
  expect(within(tablist).getByRole('tab', { name: /工作台/ })).toBeInTheDocument();
  // The error went into the error log, once.
  expect(getLogs().filter((e) => e.type === 'render' && e.message === 'profile exploded')).toHaveLength(1);

  // Another tab still works.
  await user.click(within(tablist).getByRole('tab', { name: /工作台/ }));
  await waitFor(() => expect(app.router.state.location.pathname).toBe('/wel/index'));
  expect(screen.getByRole('banner')).toBeInTheDocument();

  // Back on the failed page: the error log can be uploaded from the card.
  await app.router.navigate('/info/index');
  const again = await screen.findByRole('alert');
  await user.click(within(again).getByRole('button', { name: '上传错误日志' }));
  await user.click(within(await screen.findByRole('alertdialog')).getByRole('button', { name: '确定' }));
  await waitFor(() => expect(world.sim.requests.some((r) => r.method === 'POST' && r.path === '/api/blade-log/error/upload')).toBe(true));

  // Once the fault is gone, retry renders the page again.
  broken.on = false;
  await user.click(within(again).getByRole('button', { name: '重试' }));
  await waitFor(() => expect(screen.queryByText('页面出错了')).not.toBeInTheDocument());
  expect(screen.queryByText('profile exploded')).not.toBeInTheDocument();
});
