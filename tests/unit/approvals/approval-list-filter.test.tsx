/**
 * The status filter of a flow's list on the real console: changing it several times in a row keeps the list on
 * screen (the chosen value is read when the select changes, not later), and a search applies the last choice.
 */
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createSimulator, type Simulator } from '@services/mock/simulator';
import { startNodeSimulator } from '@services/mock/node';
import { renderConsole, resetBrowserState, signIn, type RenderedConsole } from '../../support/render-console';

let sim: Simulator = createSimulator({ storage: null });
const node = startNodeSimulator(sim);
afterAll(() => node.close());
vi.setConfig({ testTimeout: 60_000 });

beforeAll(async () => {
  await Promise.all([import('@/shell/main-layout'), import('@/screens/approvals/review/review-pages')]);
}, 120_000);

let app: RenderedConsole | null = null;
beforeEach(() => {
  resetBrowserState();
  sim = createSimulator({ storage: null });
  node.server.resetHandlers(...sim.handlers);
});
afterEach(async () => {
  await app?.dispose();
  app = null;
});

test('the status filter of the review list can be changed three times in a row', async () => {
  await signIn(sim);
  app = renderConsole({ path: '/rechargeCenter/rechargeaudit' });
  const user = userEvent.setup();
  const list = await screen.findByRole('region', { name: '充值审核' }, { timeout: 10_000 });
  const status = within(list).getByRole('combobox', { name: '状态' });
  const values = Array.from(status.querySelectorAll('option')).map((o) => o.value).filter((v) => v !== '');
  expect(values.length).toBeGreaterThanOrEqual(2);
  await user.selectOptions(status, values[0]!);
  await user.selectOptions(status, values[1]!);
  await user.selectOptions(status, values[0]!);
  expect(status).toHaveValue(values[0]);
  await user.click(within(list).getByRole('button', { name: '搜索' }));
  // the search ran with the last choice: the list still stands, showing rows of that status or the empty state
  await waitFor(() => expect(screen.getByRole('region', { name: '充值审核' })).toBeInTheDocument());
  expect(within(screen.getByRole('region', { name: '充值审核' })).getByRole('combobox', { name: '状态' })).toHaveValue(values[0]);
});
