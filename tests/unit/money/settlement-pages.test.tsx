/** The reconciliation screens: a statement generated for a period; the settlement list with its `top` summary. */
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createSimulator, type Simulator } from '@services/mock/simulator';
import { startNodeSimulator } from '@services/mock/node';
import { renderConsole, resetBrowserState, signIn, type RenderedConsole } from '../../support/render-console';

vi.setConfig({ testTimeout: 45_000 });
let sim: Simulator = createSimulator({ storage: null });
const node = startNodeSimulator(sim);
afterAll(() => node.close());
let app: RenderedConsole | null = null;

beforeEach(async () => {
  resetBrowserState();
  sim = createSimulator({ storage: null });
  node.server.resetHandlers(...sim.handlers);
  await signIn(sim);
});
afterEach(async () => {
  await app?.dispose();
  app = null;
});

test('a statement is generated for the chosen period', async () => {
  const user = userEvent.setup();
  app = renderConsole({ path: '/reconciliation/statementOfAccount' });
  const from = await screen.findByLabelText('账期开始', {}, { timeout: 25_000 });
  await user.clear(from);
  await user.type(from, '2024-01-01');
  await user.clear(screen.getByLabelText('账期结束'));
  await user.type(screen.getByLabelText('账期结束'), '2024-03-31');
  await user.click(screen.getByRole('button', { name: '生成对账单' }));
  const statement = within(await screen.findByRole('region', { name: '2024-01-01 至 2024-03-31 对账单' }));
  const q = new URLSearchParams(sim.requests.filter((r) => r.path === '/api/checking_account/page').at(-1)!.search);
  expect(q.get('createTime_dategt')).toBe('2024-01-01');
  expect(q.get('createTime_datelt')).toBe('2024-03-31');
  expect(await statement.findByRole('table', { name: '对账明细' })).toBeInTheDocument();
  expect((await statement.findAllByRole('link', { name: /^办理 JS/ })).length).toBeGreaterThan(0);
});

test('the settlement list shows the summary of top and opens a record', async () => {
  const user = userEvent.setup();
  app = renderConsole({ path: '/rechargeCenter/settlement/list' });
  const summary = within(await screen.findByLabelText('结算汇总', {}, { timeout: 15_000 }));
  expect(summary.getByText('结算单数')).toBeInTheDocument();
  await user.click(screen.getByRole('link', { name: '办理 JS2024020001' }));
  expect(await screen.findByRole('heading', { name: '结算详情 JS2024020001' })).toBeInTheDocument();
});
