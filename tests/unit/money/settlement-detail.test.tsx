/**
 * The settlement stepper against the simulated backend: a 401 while a step is in flight logs out; after the next
 * login the record is re-read and the POST is not replayed (docs/quality.md bad-input table). A second approver who
 * acts on an already-taken step gets the refusal; given up, the record reloads and the stale button disappears. A
 * step is a command (docs/flows.md "Commands"): when its answer is lost the record is read again for the step — found
 * (the server took it: done, one POST) or not (the dialog says so, and 重新提交 sends the same Idempotency-Key once more).
 */
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { getResponse, HttpResponse, http } from 'msw';
import { moneyPath } from '@services/api/money/paths';
import { walkTable } from '@services/mock/money/settlement-routes';
import { accountTable } from '@services/mock/money/store';
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
  // the step's command shows the refusal in its own dialog, with a retry; the user gives the step up
  const refused = await waitFor(() => {
    const shown = screen.getAllByRole('alertdialog').find((d) => within(d).queryByText('操作失败'));
    if (!shown) throw new Error('the refusal is not shown');
    return shown;
  });
  expect(within(refused).getByText('当前状态不允许该操作')).toBeInTheDocument();
  expect(within(refused).getByRole('button', { name: '重试' })).toBeEnabled();
  await user.click(within(refused).getByRole('button', { name: '取消' }));
  await waitFor(() => expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument());
  expect(posts()).toBe(1);
  const item = within(screen.getByRole('listitem', { name: '对账确认' }));
  await waitFor(() => expect(item.queryByRole('button')).not.toBeInTheDocument());
  expect(item.getByText(/王敏 于/)).toBeInTheDocument();
  expect(await stepButton('核对金额')).toBeEnabled();
});

const CONFIRM_ACCOUNT = moneyPath('result-settlement', 'confirmAccount');

/**
 * The next POST to `path` is answered by a lost connection: with `found` the server took the step first, with
 * `notFound` it never got it. Answers the Idempotency-Key of every POST to `path` the console sends.
 */
function loseNextAnswer(path: string, outcome: 'found' | 'notFound'): Array<string | null> {
  const keys: Array<string | null> = [];
  node.server.use(
    http.post(`*${path}`, async ({ request }) => {
      keys.push(request.headers.get('idempotency-key'));
      return (await getResponse(sim.handlers, request)) ?? HttpResponse.error();
    }),
  );
  node.server.use(
    http.post(
      `*${path}`,
      async ({ request }) => {
        keys.push(request.headers.get('idempotency-key'));
        if (outcome === 'found') await getResponse(sim.handlers, request);
        return HttpResponse.error();
      },
      { once: true },
    ),
  );
  return keys;
}

test.each(['found', 'notFound'] as const)('确认到账 whose answer is lost (%s): the record is read again for the step', async (outcome) => {
  const user = userEvent.setup();
  const walk = walkTable(sim.db).find((r) => r.stage === 5)!;
  const amount = Number(walk.settlementAmount);
  const account = accountTable(sim.db).find((a) => String(a.id) === String(walk.accountId))!;
  const before = Number(account.balance);
  app = renderConsole({ path: `/rechargeCenter/settlement/detail?id=${String(walk.id)}`, flowDelays: 'real' });
  await user.click(await stepButton('确认到账'));
  const keys = loseNextAnswer(CONFIRM_ACCOUNT, outcome);
  await user.click(within(await screen.findByRole('alertdialog')).getByRole('button', { name: '确定' }));
  // the step's command checks in its own dialog over the confirmation
  expect(await screen.findByText('未收到服务器应答，正在核对操作结果…', {}, { timeout: 5000 })).toBeInTheDocument();
  if (outcome === 'notFound') {
    const empty = await screen.findByText(/未查到这笔操作的结果/, {}, { timeout: 8000 });
    expect(keys).toHaveLength(1);
    expect(walk.stage).toBe(5);
    await user.click(within(empty.closest<HTMLElement>('[role="alertdialog"]')!).getByRole('button', { name: '重新提交' }));
  }
  await waitFor(() => expect(within(screen.getByLabelText('结算汇总')).getByText('已到账')).toBeInTheDocument(), { timeout: 8000 });
  await waitFor(() => expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument());
  expect(within(screen.getByRole('listitem', { name: '确认到账' })).getByText(/于/)).toBeInTheDocument();
  expect(keys).toHaveLength(outcome === 'found' ? 1 : 2);
  expect(new Set(keys).size).toBe(1);
  expect(keys[0]).toBeTruthy();
  expect(walk.stage).toBe(6);
  expect(Number(account.balance)).toBe(before + amount);
});
