import { screen, within } from '@testing-library/react';
import { getLogs, clearLogs } from '@services/logs/error-log';
import { renderConsole, signIn } from '../../support/render-console';
import { useSimulatorPerTest } from '../../support/simulator-per-test';

// The layout itself throws: nothing inside it can catch that, so the route's own error page must.
vi.mock('@/shell/main-layout', async (importOriginal) => {
  const real = await importOriginal<typeof import('@/shell/main-layout')>();
  function MainLayout(): never {
    throw new Error('layout exploded');
  }
  return { ...real, MainLayout };
});

vi.setConfig({ testTimeout: 30_000 });
const world = useSimulatorPerTest();

test('a route that throws shows the crash card with reload and the way home, not the router developer page', async () => {
  clearLogs();
  await signIn(world.sim, 'admin', 'admin', '000000');
  world.track(renderConsole({ path: '/wel/index' }));
  const card = await screen.findByRole('alert', {}, { timeout: 15_000 });
  expect(within(card).getByText('页面出错了')).toBeInTheDocument();
  expect(within(card).getByRole('button', { name: '重试' })).toBeInTheDocument();
  expect(within(card).getByRole('button', { name: '上传错误日志' })).toBeInTheDocument();
  expect(within(card).getByRole('button', { name: '返回首页' })).toBeInTheDocument();
  expect(screen.queryByText(/Unexpected Application Error/)).not.toBeInTheDocument();
  expect(getLogs().some((e) => e.type === 'render' && e.message === 'layout exploded')).toBe(true);
});
