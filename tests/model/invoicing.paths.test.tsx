/**
 * Generated paths of the invoicing machine (docs/architecture.md §4, docs/flows.md "Invoicing"), each walked on the real console's
 * 开票管理 screen (/order/invoicing) as the platform admin, against the simulated backend: one invoice issued, polled
 * (a SimulatedClock drives the poll interval) until 已开票 or 开票失败, then voided or red-invoiced. Held answers
 * stand for `xstate.done/error.actor.*` (the invoice read, the poll, and an action's command: taken, or given up after
 * a refusal — the command's own steps, its retry and its check after a lost answer, are walked by
 * tests/model/command.paths.test.tsx); the simulator's invoice outcome is set to what the step says.
 * Ends with the coverage check and writes reports/paths/invoicing.{json,md}.
 */
import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { SimulatedClock, type AnyMachineSnapshot } from 'xstate';
import { invoicingMachine, POLL_INTERVAL_MS } from '@machines/invoicing/invoicing.machine';
import type { Invoice, InvoiceContext, InvoiceEvent } from '@machines/invoicing/invoicing.types';
import { moneyPath } from '@services/api/money/paths';
import { createSimulator, type Simulator } from '@services/mock/simulator';
import { startNodeSimulator } from '@services/mock/node';
import { invoiceTable } from '@services/mock/money/invoice-routes';
import { setMoneySettings } from '@services/mock/money/store';
import { buildPaths, describeMachinePaths, type ModelPath } from '../support/model-paths';
import { renderConsole, resetBrowserState, signIn, type RenderedConsole } from '../support/render-console';
import { GateBoard, type GateRule } from '../support/gate-board';
import { commandOutcome } from '../support/command-outcome';

type M = typeof invoicingMachine;
type AnyEvent = InvoiceEvent | { type: string; [k: string]: unknown };

let sim: Simulator = createSimulator({ storage: null });
const node = startNodeSimulator(sim);
afterAll(() => node.close());

/** The newest invoice not yet issued (first on the list). */
const TARGET = invoiceTable(createSimulator({ storage: null }).db).find((r) => r.invoiceStatus === 0)!;
const ID = String(TARGET.id);
const ORDER_NO = String(TARGET.orderNo);
const STATUS = ['未开票', '开票中', '已开票', '已作废', '已红冲', '开票失败'];
const ACTION_LABEL = { issue: '开票', cancel: '作废', red: '红冲' } as const;
const POLL_EVENT = 'xstate.after.pollInterval.invoicing.polling.waiting';

// --- the model --------------------------------------------------------------------------------
const inv = (status: number): Invoice => ({
  id: ID,
  invoiceNo: '',
  orderNo: ORDER_NO,
  invoiceTitle: '',
  amountFen: 1,
  status,
  failReason: '',
});
const SERVER = { kind: 'server', message: '服务器内部错误' };
const events: AnyEvent[] = [
  ...[0, 1, 2, 3, 4, 5].map((n) => ({ type: 'xstate.done.actor.loadInvoice', output: inv(n) })),
  ...[1, 2, 5].map((n) => ({ type: 'xstate.done.actor.pollInvoice', output: inv(n) })),
  { type: 'xstate.error.actor.loadInvoice', error: SERVER },
  { type: 'xstate.error.actor.pollInvoice', error: SERVER },
  { type: 'xstate.done.actor.command', output: { done: true, result: undefined } },
  { type: 'xstate.done.actor.command', output: { done: false } },
  { type: POLL_EVENT },
  { type: 'invoice.issue' },
  { type: 'invoice.cancel' },
  { type: 'invoice.red' },
  { type: 'invoice.confirm', key: 'operation', at: 0 },
  { type: 'invoice.dismiss' },
  { type: 'invoice.retry' },
];

const ctx = (s: AnyMachineSnapshot) => s.context as InvoiceContext;
const status = (s: AnyMachineSnapshot) => ctx(s).invoice?.status ?? -1;
/** What the server holds now. */
const expected = (s: AnyMachineSnapshot) => {
  const c = ctx(s);
  if (c.done === 'cancel') return 3;
  if (c.done === 'red') return 4;
  return c.invoice?.status ?? 0;
};

const { paths, edges, stateIds } = buildPaths<M>({
  machine: invoicingMachine,
  starts: [{ name: 'none', input: { id: ID } }],
  events: events as never,
  serializeState: (s) =>
    JSON.stringify({ v: s.value, st: status(s), exp: expected(s), p: ctx(s).pending, d: ctx(s).done, e: ctx(s).error }),
  allow: (s, e) => {
    const ev = e as AnyEvent & { output?: Invoice };
    if (ev.type === 'xstate.done.actor.loadInvoice') return ev.output!.status === expected(s);
    // a failed issue is retried once in the model; the red and void branches start from an issued invoice
    if (ev.type === 'xstate.done.actor.pollInvoice' && ev.output!.status === 5) return ctx(s).error === null && status(s) !== 5;
    if (ev.type === 'xstate.error.actor.loadInvoice') return ctx(s).invoice === null;
    return true;
  },
  stopWhen: (s) => status(s) === 3 || status(s) === 4,
});

// --- driving the screens ----------------------------------------------------------------------
const DETAIL = moneyPath('order-invoicing', 'detail');
const POLL = moneyPath('order-invoicing', 'getInvoicing', { id: ID });
const ACT = {
  issue: moneyPath('order-invoicing', 'invoicing', { id: ID }),
  cancel: moneyPath('order-invoicing', 'cancelInvoice', { id: ID }),
  red: moneyPath('order-invoicing', 'redInvoicing', { id: ID }),
};

interface Run {
  app: RenderedConsole | null;
  gates: GateBoard;
  clock: SimulatedClock;
  user: ReturnType<typeof userEvent.setup>;
}

const dialog = () => screen.findByRole('dialog', { name: /^发票/ });

async function execute(run: Run, path: ModelPath<M>, i: number): Promise<void> {
  const step = path.steps[i]!;
  const e = step.event as AnyEvent;
  const user = run.user;
  const prev = i > 0 ? path.steps[i - 1]!.state : null;
  if (prev) {
    run.gates.arm(prev, step.state);
    // the action's command sends to the call of the action asked for
    if (step.state.matches('acting') && !prev.matches('acting')) run.gates.hold('command', ACT[ctx(step.state).pending!], 'POST');
  }
  switch (e.type) {
    case 'xstate.init':
      run.gates.arm(null, step.state);
      run.app = renderConsole({ path: '/order/invoicing', actorClock: run.clock });
      await user.click(await screen.findByRole('button', { name: `查看 ${ORDER_NO}` }, { timeout: 15_000 }));
      await dialog();
      return;
    case 'xstate.done.actor.loadInvoice':
      (await run.gates.take(e.type.slice('xstate.done.actor.'.length))).release();
      return;
    case 'xstate.done.actor.command':
      await commandOutcome(run.gates, e, user);
      return;
    case 'xstate.done.actor.pollInvoice': {
      const outcome = (e as unknown as { output: Invoice }).output.status;
      setMoneySettings(
        sim.db,
        outcome === 1 ? { invoiceIssueMs: 1e12 } : { invoiceIssueMs: 0, invoiceOutcome: outcome === 2 ? 'issued' : 'failed' },
      );
      (await run.gates.take('pollInvoice')).release();
      return;
    }
    case 'xstate.error.actor.loadInvoice':
    case 'xstate.error.actor.pollInvoice':
      (await run.gates.take(e.type.slice('xstate.error.actor.'.length))).fail('500');
      return;
    case POLL_EVENT:
      act(() => run.clock.increment(POLL_INTERVAL_MS));
      return;
    case 'invoice.issue':
    case 'invoice.cancel':
    case 'invoice.red':
      await user.click(within(await dialog()).getByRole('button', { name: ACTION_LABEL[e.type.slice(8) as keyof typeof ACTION_LABEL] }));
      return;
    case 'invoice.confirm': {
      const confirm = within(await screen.findByRole('alertdialog')).getByRole('button', { name: '确定' });
      await user.click(confirm);
      // a second confirm while the action's command runs is ignored (one request only)
      if (step.state.matches('acting')) await user.click(confirm).catch(() => undefined);
      return;
    }
    case 'invoice.dismiss':
      await user.click(within(await screen.findByRole('alertdialog')).getByRole('button', { name: '取消' }));
      return;
    case 'invoice.retry':
      await user.click(within(await dialog()).getByRole('button', { name: /^(重试|重新查询)$/ }));
      return;
    default:
      throw new Error(`no driver for ${e.type}`);
  }
}

async function assertState(state: AnyMachineSnapshot): Promise<void> {
  const d = within(await dialog());
  const c = ctx(state);
  if (!c.invoice) {
    if (state.matches('loading')) expect(await d.findByLabelText('加载中…')).toBeInTheDocument();
    if (state.matches('loadFailed')) expect(await d.findByText('发票加载失败')).toBeInTheDocument();
    return;
  }
  await waitFor(() => expect(d.getByText(STATUS[c.invoice!.status]!)).toBeInTheDocument());
  for (const [action, label] of Object.entries(ACTION_LABEL)) {
    const button = d.getByRole('button', { name: label });
    const allowed = state.matches('ready') && (action === 'issue' ? [0, 5] : [2]).includes(c.invoice.status);
    await waitFor(() => (allowed ? expect(button).toBeEnabled() : expect(button).toBeDisabled()));
  }
  if (state.hasTag('confirm')) {
    const alert = await screen.findByRole('alertdialog');
    expect(within(alert).getByText(`确认${ACTION_LABEL[c.pending!]}`)).toBeInTheDocument();
    // the exact request behind 请求详情
    expect(within(alert).getByRole('group', { name: 'request' })).toHaveTextContent(`POST ${ACT[c.pending!]}`);
    if (state.matches('acting')) await waitFor(() => expect(within(alert).getByRole('button', { name: '取消' })).toBeDisabled());
  } else {
    await waitFor(() => expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument());
  }
  if (state.matches('polling') && !state.matches({ polling: 'pollFailed' }))
    expect(await d.findByText('开票中，正在查询开票结果…')).toBeInTheDocument();
  if (state.matches({ polling: 'pollFailed' })) expect(await d.findByRole('button', { name: '重新查询' })).toBeInTheDocument();
  if (state.matches('ready') && c.error === 'money:invoice.reason.issueFailed')
    expect(await d.findByText('开票失败，可重新开票')).toBeInTheDocument();
}

// --- the suite --------------------------------------------------------------------------------
describeMachinePaths({
  title: 'invoicing machine paths on the 开票管理 screen',
  machineName: 'the invoicing machine',
  reportId: 'invoicing',
  machine: invoicingMachine,
  plan: { paths, edges, stateIds },
  beforeEach: () => {
    resetBrowserState();
    sim = createSimulator({ storage: null });
    node.server.resetHandlers(...sim.handlers);
  },
  walker: async (path) => {
    const rules: GateRule[] = [
      [(s) => s.matches('loading'), 'loadInvoice', DETAIL],
      [(s) => s.matches({ polling: 'checking' }), 'pollInvoice', POLL],
    ];
    const run: Run = { app: null, gates: new GateBoard(rules, () => sim), clock: new SimulatedClock(), user: userEvent.setup() };
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
