/** A menu group's own path opens the group's page: its items as links, in menu order, that open their pages. */
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createSimulator } from '@services/mock/simulator';
import { startNodeSimulator } from '@services/mock/node';
import { renderConsole, resetBrowserState, signIn, type RenderedConsole } from '../../support/render-console';

vi.setConfig({ testTimeout: 20_000 });
const sim = createSimulator({ storage: null });
const node = startNodeSimulator(sim);
afterAll(() => node.close());
beforeAll(async () => {
  await Promise.all([import('@/shell/main-layout'), import('@/screens/pending/menu-route-page')]);
}, 30_000);
let app: RenderedConsole | null = null;
beforeEach(() => resetBrowserState());
afterEach(async () => {
  await app?.dispose();
  app = null;
});

test('系统管理 (/system) lists its items as links under its name, and a link opens its page in a tab', async () => {
  const user = userEvent.setup();
  await signIn(sim, 'admin', 'admin', '000000');
  app = renderConsole({ path: '/system' });
  const group = await screen.findByRole('navigation', { name: '系统管理' }, { timeout: 5000 });
  expect(screen.getByRole('heading', { name: '系统管理' })).toBeInTheDocument();
  const links = within(group).getAllByRole('link');
  expect(links.map((a) => a.textContent)).toContain('用户管理');
  expect(screen.queryByText('该页面将在后续版本中提供。')).not.toBeInTheDocument();
  await user.click(within(group).getByRole('link', { name: '用户管理' }));
  await waitFor(() => expect(app!.router.state.location.pathname).toBe('/system/user'));
  expect(await screen.findByRole('tab', { name: '用户管理' })).toHaveAttribute('aria-selected', 'true');
});
