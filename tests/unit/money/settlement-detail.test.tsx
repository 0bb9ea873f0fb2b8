/**
 * The settlement stepper against the simulated backend: a 401 while a step is in flight logs out; after the next
 * login the record is re-read and the POST is not replayed (docs/quality.md bad-input table). A second approver who
 * acts on an already-taken step gets the refusal, the record reloads and the stale button disappears (QUALITY 15).
 */
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createSimulator, type Simulator } from '@services/mock/simulator';
import { startNodeSimulator } from '@services/mock/node';
import { renderConsole, resetBrowserState, signIn, type RenderedConsole } from '../../support/render-console';

vi.setConfig({ testTimeout: 30_000 });
let sim: Simulator = createSimulator({ storage: null });
const node = startNodeSimulator(sim);
afterAll(() => node.close());
let app: RenderedConsole | null = null;

const ID = '1810000000000000001';
const FINISH = '/api/zytreconciliationrecord/reconciliationrecord/finishConfirm';
const PATH = `/rechargeCenter/settlement/detail?id=${ID}`;

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

const posts = () => sim.requests.filter((r) => r.method === 'POST' && r.path === FINISH).length;
const stepButton = async (label: string) =>
  within(await screen.findByRole('listitem', { name: label }, { timeout: 15_000 })).getByRole('button', { name: label });

test('401 while 对账确认 is in flight: logout; after login the record is re-read and the POST is not replayed', async () => {
  const user = userEvent.setup();
  app = renderConsole({ path: PATH });
  await user.click(await stepButton('对账确认'));
  const gate = sim.gates.hold(FINISH, { method: 'POST' });
  await user.click(within(await screen.findByRole('alertdialog')).getByRole('button', { name: '确定' }));
  await gate.reached;
  gate.fail('401');
  await waitFor(() => expect(app!.router.state.location.pathname).toBe('/login'));
  expect(app.notices).toEqual([{ key: 'http.sessionExpired' }]);
  await app.dispose();
  // a new login: the record is read again, nothing was sent again
  await signIn(sim);
  app = renderConsole({ path: PATH });
  await waitFor(async () => expect(await stepButton('对账确认')).toBeEnabled());
  expect(within(screen.getByLabelText('结算汇总')).getByText('待对账')).toBeInTheDocument();
  expect(posts()).toBe(1);
  expect(sim.db.resources['money-settlement']!.find((r) => r.id === ID)!.stage).toBe(0);
});

test('a step someone else already took: the refusal is shown, the record reloads, the stale button disappears', async () => {
  const user = userEvent.setup();
  app = renderConsole({ path: PATH });
  await user.click(await stepButton('对账确认'));
  // another approver confirms the reconciliation meanwhile
  const walk = sim.db.resources['money-settlement']!.find((r) => r.id === ID)!;
  Object.assign(walk, { stage: 1, reconStatus: 1, sheetStatus: 1, settlementStatus: 1 });
  (walk.steps as unknown[]).push({ step: 'finishConfirm', operator: '王敏', time: '2024-03-02 10:00:00' });
  await user.click(within(await screen.findByRole('alertdialog')).getByRole('button', { name: '确定' }));
  expect(await screen.findByText('当前状态不允许该操作')).toBeInTheDocument();
  expect(screen.getByText('操作未成功，结算单已重新读取')).toBeInTheDocument();
  const item = within(screen.getByRole('listitem', { name: '对账确认' }));
  await waitFor(() => expect(item.queryByRole('button')).not.toBeInTheDocument());
  expect(item.getByText(/王敏 于/)).toBeInTheDocument();
  expect(await stepButton('核对金额')).toBeEnabled();
});
