/**
 * Generated paths of the settlement machine (docs/architecture.md §4, docs/flows.md "Settlement steps"), each walked on the real
 * console's 结算详情 screen (/rechargeCenter/settlement/detail) as the platform admin, against the simulated backend:
 * one record from 待对账 through every step to 已到账. Held answers stand for `xstate.done/error.actor.*` (the
 * record read, and the commands of a step and of the remark: done, or given up after a refusal — the command's own
 * steps, its retry and its check after a lost answer, are walked by tests/model/command.paths.test.tsx). Failures
 * are sampled on a plain step (对账确认, stage 0) and a money step (付款, stage 3); remarks at stage 1.
 * Ends with the coverage check and writes reports/paths/settlement.{json,md}.
 */
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { AnyMachineSnapshot } from 'xstate';
import { settlementMachine, STEPS } from '@machines/settlement/settlement.machine';
import type { SettlementContext, SettlementEvent, SettlementRecord } from '@machines/settlement/settlement.types';
import { STEP_CALLS } from '@services/api/money/settlement';
import { moneyPath } from '@services/api/money/paths';
import { createSimulator, type Simulator } from '@services/mock/simulator';
import { startNodeSimulator } from '@services/mock/node';
import { buildPaths, describeMachinePaths, type ModelPath } from '../support/model-paths';
import { renderConsole, resetBrowserState, signIn, type RenderedConsole } from '../support/render-console';
import { GateBoard, type GateRule } from '../support/gate-board';
import { commandOutcome } from '../support/command-outcome';

type M = typeof settlementMachine;
type AnyEvent = SettlementEvent | { type: string; [k: string]: unknown };

let sim: Simulator = createSimulator({ storage: null });
const node = startNodeSimulator(sim);
afterAll(() => node.close());

/**
 * Three seeded records as starting points, each explored over two stages so that paths stay short: 待对账 (stages
 * 0-1), 待确认发票 (2-3), 待确认结算 (4-5); exploring stops once a record reaches the next start's stage.
 */
const STARTS: Array<[name: string, id: string, from: number, to: number]> = [
  ['reconcile', '1810000000000000001', 0, 2],
  ['sheet', '1810000000000000002', 2, 4],
  ['result', '1810000000000000003', 4, 6],
];
const START_OF = (id: string) => STARTS.find((x) => x[1] === id)!;
const LABEL: Record<string, string> = {
  finishConfirm: '对账确认',
  update2: '核对金额',
  update3: '确认发票',
  update4: '付款',
  doConfirm: '确认结算',
  confirmAccount: '确认到账',
};
/** The confirmation's title of each step. */
const CONFIRM_TITLE: Record<string, string> = {
  finishConfirm: '确认对账',
  update2: '确认核对金额',
  update3: '确认发票',
  update4: '确认付款',
  doConfirm: '确认结算',
  confirmAccount: '确认到账',
};
const STAGE = ['待对账', '待核对金额', '待确认发票', '待付款', '待确认结算', '待确认到账', '已到账'];

// --- the model --------------------------------------------------------------------------------
const rec = (stage: number): SettlementRecord => ({
  id: '',
  settlementNo: 'JS',
  tenantName: '',
  period: '',
  orderCount: 1,
  totalFen: 1,
  feeFen: 0,
  settlementFen: 1,
  stage,
  steps: [],
  remark: '',
  bankName: '',
  bankCardNumber: '',
});
const SERVER = { kind: 'server', message: '服务器内部错误' };
const FAIL_AT = [0, 3];
const events: AnyEvent[] = [
  ...[0, 1, 2, 3, 4, 5, 6].map((n) => ({ type: 'xstate.done.actor.loadRecord', output: rec(n) })),
  { type: 'xstate.error.actor.loadRecord', error: SERVER },
  ...STEPS.map((step) => ({ type: 'settlement.step', step })),
  { type: 'settlement.confirm', key: 'operation', at: 0 },
  { type: 'settlement.cancel' },
  { type: 'settlement.refresh' },
  { type: 'settlement.retry' },
  { type: 'settlement.saveInfo', remark: '已与财务核对', key: 'operation', at: 0 },
  { type: 'xstate.done.actor.command', output: { done: true, result: undefined } },
  { type: 'xstate.done.actor.command', output: { done: false } },
  { type: 'xstate.done.actor.infoCommand', output: { done: true, result: undefined } },
  { type: 'xstate.done.actor.infoCommand', output: { done: false } },
];

const ctx = (s: AnyMachineSnapshot) => s.context as SettlementContext;
const LOAD_FAILED = 'money:settlement.reason.loadFailed';
const stage = (s: AnyMachineSnapshot) => ctx(s).record?.stage ?? -1;
/** The stage the server will answer when the record is (re)read now. */
const expected = (s: AnyMachineSnapshot) => {
  const c = ctx(s);
  if (!c.record) return START_OF(c.id)[2];
  // a step taken stays pending, outside its confirmation, until the record is read again
  return c.pending !== null && !s.hasTag('confirm') ? c.record.stage + 1 : c.record.stage;
};

const { paths, edges, stateIds } = buildPaths<M>({
  machine: settlementMachine,
  starts: STARTS.map(([name, id]) => ({ name, input: { id } })),
  stopWhen: (s) => stage(s) >= START_OF(ctx(s).id)[3] && s.matches('ready'),
  events: events as never,
  serializeState: (s) => JSON.stringify({ v: s.value, stage: stage(s), exp: expected(s), p: ctx(s).pending, e: ctx(s).error }),
  allow: (s, e) => {
    const ev = e as AnyEvent & { output?: SettlementRecord; error?: { kind: string } };
    if (ev.type === 'xstate.done.actor.loadRecord') return ev.output!.stage === expected(s);
    // a failed (re)load is sampled at the start and after a step that went through
    if (ev.type === 'xstate.error.actor.loadRecord')
      return (
        (ctx(s).error === null || ctx(s).error === LOAD_FAILED) &&
        ((stage(s) < 0 && ctx(s).id === STARTS[0]![1]) || stage(s) === 0 || FAIL_AT.includes(stage(s)))
      );
    if (ev.type === 'xstate.done.actor.command' && !(e as unknown as { output: { done: boolean } }).output.done)
      return FAIL_AT.includes(stage(s));
    if (ev.type === 'settlement.saveInfo' || ev.type.endsWith('actor.infoCommand')) return stage(s) === 1;
    if (ev.type === 'settlement.refresh') return stage(s) === 2;
    if (ev.type === 'settlement.cancel') return stage(s) === 0 || stage(s) === 4;
    return true;
  },
});

// --- driving the screens ----------------------------------------------------------------------
const DETAIL = moneyPath('money-settlement', 'detail');
const SAVE = moneyPath('result-settlement', 'saveInfo');
const stepPath = (step: string) =>
  moneyPath(STEP_CALLS[step as keyof typeof STEP_CALLS].key, STEP_CALLS[step as keyof typeof STEP_CALLS].action);

interface Run {
  app: RenderedConsole | null;
  gates: GateBoard;
  user: ReturnType<typeof userEvent.setup>;
}

async function execute(run: Run, path: ModelPath<M>, i: number): Promise<void> {
  const step = path.steps[i]!;
  const e = step.event as AnyEvent;
  const user = run.user;
  const prev = i > 0 ? path.steps[i - 1]!.state : null;
  if (prev) {
    run.gates.arm(prev, step.state);
    // the step's command sends to the call of the step asked for
    if (step.state.matches('committing') && !prev.matches('committing'))
      run.gates.hold('command', stepPath(ctx(step.state).pending!), 'POST');
  }
  switch (e.type) {
    case 'xstate.init':
      run.gates.arm(null, step.state);
      run.app = renderConsole({ path: `/rechargeCenter/settlement/detail?id=${ctx(step.state).id}` });
      await screen.findByRole('banner', {}, { timeout: 30_000 });
      return;
    case 'xstate.done.actor.loadRecord':
      (await run.gates.take('loadRecord')).release();
      return;
    case 'xstate.done.actor.command':
      await commandOutcome(run.gates, e, user);
      return;
    case 'xstate.done.actor.infoCommand':
      await commandOutcome(run.gates, e, user, 'infoCommand');
      return;
    case 'xstate.error.actor.loadRecord':
      (await run.gates.take('loadRecord')).fail('500');
      return;
    case 'settlement.step': {
      const label = LABEL[(e as { step: string }).step]!;
      const item = within(await screen.findByRole('listitem', { name: label }));
      await user.click(item.getByRole('button', { name: label }));
      return;
    }
    case 'settlement.confirm': {
      const confirm = within(await screen.findByRole('alertdialog')).getByRole('button', { name: '确定' });
      await user.click(confirm);
      // a second confirm while the step's command runs is ignored (one request only)
      if (step.state.matches('committing')) await user.click(confirm).catch(() => undefined);
      return;
    }
    case 'settlement.cancel':
      await user.click(within(await screen.findByRole('alertdialog')).getByRole('button', { name: '取消' }));
      return;
    case 'settlement.refresh':
      await user.click(screen.getByRole('button', { name: '刷新' }));
      return;
    case 'settlement.retry':
      await user.click(screen.getByRole('button', { name: '重试' }));
      return;
    case 'settlement.saveInfo': {
      const box = screen.getByLabelText('备注');
      await user.clear(box);
      await user.type(box, (e as { remark: string }).remark);
      await user.click(screen.getByRole('button', { name: '保存备注' }));
      return;
    }
    default:
      throw new Error(`no driver for ${e.type}`);
  }
}

async function assertState(state: AnyMachineSnapshot): Promise<void> {
  const c = ctx(state);
  if (state.matches('loadFailed')) {
    await waitFor(() => {
      expect(screen.getByText('结算单加载失败')).toBeInTheDocument();
      expect(screen.getByRole('button', { name: '重试' })).toBeInTheDocument();
    });
    return;
  }
  if (!c.record) {
    expect(await screen.findByLabelText('加载中…', {}, { timeout: 10_000 })).toBeInTheDocument();
    return;
  }
  // plain DOM queries inside the stepper: role queries over the whole console are slow in jsdom
  const steps = await waitFor(() => {
    const el = document.querySelector<HTMLElement>('ol[aria-label="结算进度"]');
    if (!el) throw new Error('no stepper');
    return el;
  });
  const summary = document.querySelector<HTMLElement>('dl[aria-label="结算汇总"]')!;
  await waitFor(() => expect(summary).toHaveTextContent(STAGE[c.record!.stage]!));
  // steps done show who did them; the next one is the only enabled button
  const item = (step: string) => steps.querySelector<HTMLElement>(`li[aria-label="${LABEL[step]}"]`)!;
  await waitFor(() => {
    for (const [i, step] of STEPS.entries()) {
      const button = item(step).querySelector('button');
      if (i < c.record!.stage) {
        expect(item(step)).toHaveTextContent(/(平台管理员|王敏) 于/);
        expect(button).toBeNull();
      } else if (i > c.record!.stage || !state.matches('ready')) {
        expect(button).toBeDisabled();
      } else {
        expect(button).toBeEnabled();
      }
    }
  });
  if (state.hasTag('confirm')) {
    const alert = await screen.findByRole('alertdialog');
    expect(within(alert).getByText(CONFIRM_TITLE[c.pending!]!)).toBeInTheDocument();
    if (state.matches('committing')) await waitFor(() => expect(within(alert).getByRole('button', { name: '取消' })).toBeDisabled());
  } else {
    await waitFor(() => expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument());
  }
  if (state.matches('savingInfo')) await waitFor(() => expect(screen.getByRole('button', { name: '保存备注' })).toBeDisabled());
}

// --- the suite --------------------------------------------------------------------------------
describeMachinePaths({
  title: 'settlement machine paths on the 结算详情 screen',
  machineName: 'the settlement machine',
  reportId: 'settlement',
  machine: settlementMachine,
  plan: { paths, edges, stateIds },
  beforeEach: () => {
    resetBrowserState();
    sim = createSimulator({ storage: null });
    node.server.resetHandlers(...sim.handlers);
  },
  walker: async (path) => {
    const rules: GateRule[] = [
      [(s) => s.matches('loading'), 'loadRecord', DETAIL],
      [(s) => s.matches('savingInfo'), 'infoCommand', SAVE, 'POST'],
    ];
    const run: Run = { app: null, gates: new GateBoard(rules, () => sim), user: userEvent.setup() };
    await signIn(sim);
    return {
      execute: (i) => execute(run, path, i),
      assert: (state) => assertState(state),
      cleanup: async () => {
        sim.gates.clear();
        await run.app?.dispose();
      },
    };
  },
});
