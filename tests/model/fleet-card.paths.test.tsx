/**
 * Generated paths of the member card money machine (docs/architecture.md §4), each walked on the real console against the
 * simulated backend: the platform admin opens 充值 or 回收 of the first member card on 车队卡 (/fleetcard/fleetcard).
 * Held ("gated") answers stand for `xstate.done/error.actor.*` (the card read, and the move's command: the move done,
 * or given up after a refusal — the command's own steps are walked by tests/model/command.paths.test.tsx). Ends with
 * the coverage check and writes reports/paths/fleet-card.{json,md}.
 */
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { AnyMachineSnapshot } from 'xstate';
import { fleetCardMachine } from '@machines/fleet-card/fleet-card.machine';
import type { CardSnapshot, FleetCardContext, FleetCardEvent } from '@machines/fleet-card/fleet-card.types';
import { createSimulator, type Simulator } from '@services/mock/simulator';
import { startNodeSimulator } from '@services/mock/node';
import { fleetWorld, table } from '@services/mock/fleets/world';
import { buildPaths, describeMachinePaths, type ModelPath } from '../support/model-paths';
import { renderConsole, resetBrowserState, signIn, type RenderedConsole } from '../support/render-console';
import { GateBoard, type GateRule } from '../support/gate-board';
import { commandOutcome } from '../support/command-outcome';

type M = typeof fleetCardMachine;
type AnyEvent = FleetCardEvent | { type: string; [k: string]: unknown };

let sim: Simulator = createSimulator({ storage: null });
const node = startNodeSimulator(sim);
afterAll(() => node.close());

const STARTS = {
  recharge: {
    button: '充值',
    title: '卡余额充值',
    amountLabel: '充值金额（元）',
    submit: '确认充值',
    done: '充值成功',
    path: '/api/fleetMember/fleetmember/cardBalanceRecharge',
    sign: 1,
  },
  recovery: {
    button: '回收',
    title: '卡余额回收',
    amountLabel: '回收金额（元）',
    submit: '确认回收',
    done: '回收成功',
    path: '/api/fleetMember/fleetmember/cardBalanceRecovery',
    sign: -1,
  },
} as const;
type Start = keyof typeof STARTS;

/** The card walked: the newest member card (approved and active in the seed), with a known balance. */
const CARD_BALANCE = 500_000;
const AMOUNT = 10_050;
const GOOD = '100.50';
const BAD = '12.345';

// --- the model --------------------------------------------------------------------------------
const SNAPSHOT: CardSnapshot = {
  id: '1',
  memberId: '2',
  cardNo: '8860000000000000',
  memberName: '王伟',
  fleetName: '顺达物流车队',
  balanceFen: CARD_BALANCE,
  fleetBalanceFen: 20_000_000,
};
const SERVER = { kind: 'server', message: '服务器内部错误' };
const events: AnyEvent[] = [
  { type: 'xstate.done.actor.loadCard', output: SNAPSHOT },
  { type: 'xstate.error.actor.loadCard', error: SERVER },
  { type: 'card.retry' },
  { type: 'card.amount', amountFen: AMOUNT, reason: null },
  { type: 'card.amount', amountFen: null, reason: 'validation:amount.tooManyDecimals' },
  { type: 'card.review' },
  { type: 'card.back' },
  { type: 'card.submit', key: 'operation', at: 0 },
  {
    type: 'xstate.done.actor.command',
    output: {
      done: true,
      result: { cardNo: SNAPSHOT.cardNo, amountFen: AMOUNT, balanceFen: CARD_BALANCE + AMOUNT, fleetBalanceFen: 0, flowNo: 'LS1' },
    },
  },
  { type: 'xstate.done.actor.command', output: { done: false } },
];

const ctx = (s: AnyMachineSnapshot) => s.context as FleetCardContext;
const ready = (s: AnyMachineSnapshot) => ctx(s).amountFen !== null && ctx(s).amountError === null;

const { paths, edges, stateIds } = buildPaths<M>({
  machine: fleetCardMachine,
  starts: [
    { name: 'recharge', input: { kind: 'recharge', cardId: '1' } },
    { name: 'recovery', input: { kind: 'recovery', cardId: '1' } },
  ],
  events: events as never,
  serializeState: (s) => JSON.stringify({ v: s.value, ok: ready(s), bad: ctx(s).amountError !== null, err: ctx(s).error }),
  allow: (s, e) => {
    const ev = e as AnyEvent;
    // typing the same kind of amount again changes nothing the model sees
    if (ev.type === 'card.amount') return (ev as { reason: string | null }).reason === null ? !ready(s) : ctx(s).amountError === null;
    return true;
  },
});

// --- driving the screens ----------------------------------------------------------------------
interface Run {
  app: RenderedConsole | null;
  gates: GateBoard;
  user: ReturnType<typeof userEvent.setup>;
  card: { id: string; cardNo: string };
}

const dialog = (start: Start) => screen.getByRole('dialog', { name: STARTS[start].title });
const amountInput = (start: Start) => within(dialog(start)).getByLabelText(STARTS[start].amountLabel) as HTMLInputElement;

async function execute(run: Run, path: ModelPath<M>, i: number): Promise<void> {
  const step = path.steps[i]!;
  const e = step.event as AnyEvent;
  const user = run.user;
  const start = path.start as Start;
  if (i > 0) run.gates.arm(path.steps[i - 1]!.state, step.state);
  switch (e.type) {
    case 'xstate.init': {
      run.gates.arm(null, step.state);
      run.app = renderConsole({ path: '/fleetcard/fleetcard' });
      const button = await screen.findByRole('button', { name: `${STARTS[start].button} ${run.card.cardNo}` }, { timeout: 15000 });
      await user.click(button);
      return;
    }
    case 'xstate.done.actor.loadCard':
      (await run.gates.take('loadCard')).release();
      return;
    case 'xstate.done.actor.command':
      await commandOutcome(run.gates, e, user);
      return;
    case 'xstate.error.actor.loadCard':
      (await run.gates.take('loadCard')).fail('500');
      return;
    case 'card.retry':
      await user.click(within(dialog(start)).getByRole('button', { name: '重试' }));
      return;
    case 'card.amount': {
      const input = amountInput(start);
      await user.clear(input);
      await user.type(input, (e as { reason: string | null }).reason === null ? GOOD : BAD);
      return;
    }
    case 'card.review':
      await user.click(within(dialog(start)).getByRole('button', { name: '下一步' }));
      return;
    case 'card.back':
      await user.click(within(dialog(start)).getByRole('button', { name: '返回修改' }));
      return;
    case 'card.submit': {
      const confirm = within(dialog(start)).getByRole('button', { name: STARTS[start].submit });
      await user.click(confirm);
      // a second submit while the first runs is ignored (one request only)
      if (step.state.matches('committing')) await user.click(confirm).catch(() => undefined);
      return;
    }
    default:
      throw new Error(`no driver for ${e.type}`);
  }
}

const money = (fen: number) => `¥${String(Math.floor(fen / 100)).replace(/\B(?=(\d{3})+$)/g, ',')}.${String(fen % 100).padStart(2, '0')}`;

async function assertState(state: AnyMachineSnapshot, start: Start): Promise<void> {
  const c = ctx(state);
  const d = await screen.findByRole('dialog', { name: STARTS[start].title });
  const after = CARD_BALANCE + STARTS[start].sign * AMOUNT;
  if (state.matches('loading')) {
    expect(within(d).getByLabelText('加载中…')).toBeInTheDocument();
    return;
  }
  if (state.matches('loadFailed')) {
    expect(await within(d).findByText('成员卡读取失败')).toBeInTheDocument();
    expect(within(d).getByRole('button', { name: '重试' })).toBeEnabled();
    return;
  }
  if (state.matches('entering')) {
    await waitFor(() => expect(amountInput(start)).toBeEnabled());
    expect(within(d).getByTestId('card-balance-before')).toHaveTextContent(money(CARD_BALANCE));
    const next = within(d).getByRole('button', { name: '下一步' });
    if (ready(state)) expect(next).toBeEnabled();
    else expect(next).toBeDisabled();
    if (c.amountError) expect(within(d).getByText('金额最多保留两位小数')).toBeInTheDocument();
    return;
  }
  if (state.matches('confirming') || state.matches('committing')) {
    const group = await within(d).findByRole('group', { name: '请确认' });
    expect(group).toHaveTextContent(run_card().cardNo);
    expect(group).toHaveTextContent(money(AMOUNT));
    expect(group).toHaveTextContent(money(after));
    if (state.matches('committing')) await waitFor(() => expect(within(d).getByRole('button', { name: '返回修改' })).toBeDisabled());
    if (state.matches('confirming'))
      await waitFor(() => expect(within(d).getByRole('button', { name: STARTS[start].submit })).toBeEnabled());
    return;
  }
  if (state.matches('done')) {
    expect(await within(d).findByText(STARTS[start].done)).toBeInTheDocument();
    expect(within(d).getByTestId('card-balance-after')).toHaveTextContent(money(after));
  }
}

let current: Run['card'] = { id: '', cardNo: '' };
const run_card = () => current;

// --- the suite --------------------------------------------------------------------------------
describeMachinePaths({
  title: 'member card money machine paths on 车队卡',
  machineName: 'the member card money machine',
  reportId: 'fleet-card',
  machine: fleetCardMachine,
  plan: { paths, edges, stateIds },
  beforeEach: () => {
    resetBrowserState();
    sim = createSimulator({ storage: null });
    node.server.resetHandlers(...sim.handlers);
    fleetWorld(sim.db);
    const card = table(sim.db, 'fleet-member-card')[0]!;
    card.balance = CARD_BALANCE;
    current = { id: String(card.id), cardNo: String(card.cardNo) };
  },
  walker: async (path) => {
    const start = path.start as Start;
    const rules: GateRule[] = [
      [(s) => s.matches('loading'), 'loadCard', `/api/cyhFleetMemberCard/cyhfleetmembercard/getFleetMemberCardById/${current.id}`, 'GET'],
      [(s) => s.matches('committing'), 'command', STARTS[start].path, 'POST'],
    ];
    const run: Run = { app: null, gates: new GateBoard(rules, () => sim), user: userEvent.setup(), card: current };
    await signIn(sim, 'admin', 'admin', '000000');
    return {
      execute: (i) => execute(run, path, i),
      assert: (state) => assertState(state, start),
      cleanup: async () => {
        sim.gates.clear();
        await run.app?.dispose();
      },
      // whatever the path did, every money write carried a key, and the money moved at most once
      afterwards: () => {
        const writes = sim.requests.filter((r) => r.method === 'POST' && r.path === STARTS[start].path);
        expect(writes.every((r) => Boolean(r.headers['idempotency-key']))).toBe(true);
        const balance = Number(table(sim.db, 'fleet-member-card').find((c) => String(c.id) === current.id)!.balance);
        const last = path.steps[path.steps.length - 1]!.state;
        expect(balance).toBe(last.matches('done') ? CARD_BALANCE + STARTS[start].sign * AMOUNT : CARD_BALANCE);
      },
    };
  },
});
