/**
 * Generated paths of the company grant card machine (docs/flows.md "Company grant card", docs/architecture.md §4), each walked on
 * the real console's detail screen (/company/grantCard/detail/:id) from a seeded draft — once with the company's
 * card stock available and once with none left. Held ("gated") answers stand for `xstate.done/error.actor.*` (the
 * grant card read, and the action's command: done, or given up after a refusal — the command's own steps are walked by
 * tests/model/command.paths.test.tsx); released answers are the simulator's own. Ends with the coverage check and writes
 * reports/paths/companyGrantCard.{json,md}.
 */
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { AnyMachineSnapshot } from 'xstate';
import { companyGrantCardMachine } from '@machines/company-grant-card/company-grant-card.machine';
import type { CompanyGrantAction, CompanyGrantEvent, CompanyGrantStatusName } from '@machines/company-grant-card/company-grant-card.types';
import { cardStock, companyGrantTable } from '@services/mock/approvals/company-grant-card';
import { createSimulator, type Simulator } from '@services/mock/simulator';
import { startNodeSimulator } from '@services/mock/node';
import { GateBoard } from '../support/gate-board';
import { commandOutcome } from '../support/command-outcome';
import { buildPaths, describeMachinePaths, type ModelPath } from '../support/model-paths';
import { renderConsole, resetBrowserState, signIn, type RenderedConsole } from '../support/render-console';

type M = typeof companyGrantCardMachine;
type AnyEvent = CompanyGrantEvent | { type: string; [k: string]: unknown };

let sim: Simulator = createSimulator({ storage: null });
const node = startNodeSimulator(sim);
afterAll(() => node.close());

// the screens load lazily: compile them once before the first test, so no first step waits on the compiler
beforeAll(async () => {
  await Promise.all([import('@/shell/main-layout'), import('@/screens/approvals/company-grant-card/company-grant-card-pages')]);
}, 120_000);

const DETAIL = '/api/cfx/companygrantcard/detail';
const CALL: Record<CompanyGrantAction, [string, string]> = {
  grantCard: ['/api/cfx/companygrantcard/submitGrantCard', 'POST'],
  terminate: ['/api/cfx/companygrantcard/submitTermination', 'POST'],
  invalid: ['/api/cfx/companygrantcard/invalid', 'GET'],
};
const LABEL: Record<string, string> = { draft: '草稿', granted: '已发卡', terminated: '已终止' };
const NO_STOCK = 'G0';

const loaded = (status: CompanyGrantStatusName, remain: number, valid: boolean) => ({
  type: 'xstate.done.actor.loadGrant',
  // drafted by the purchaser: the platform user walking the paths is no maker of it
  output: { record: { id: 'G' }, status, remain, users: [{ id: 'U', valid }], makers: ['P'] },
});
const events: AnyEvent[] = [
  loaded('draft', 12, true),
  loaded('draft', 0, true),
  loaded('granted', 5, true),
  loaded('granted', 5, false),
  loaded('terminated', 5, false),
  { type: 'xstate.error.actor.loadGrant', error: { kind: 'server' } },
  { type: 'xstate.done.actor.command', output: { done: true, result: null } },
  { type: 'xstate.done.actor.command', output: { done: false } },
  { type: 'company.grantCard' },
  { type: 'company.terminate' },
  { type: 'company.invalid', userId: 'U' },
  { type: 'company.confirm', key: 'operation', at: 0 },
  { type: 'company.cancel' },
  { type: 'company.refresh' },
  { type: 'company.retry' },
];

interface Backend {
  status: CompanyGrantStatusName;
  stock: boolean;
  valid: boolean;
}

/** What the backend holds now: the last read, moved on by an action that just succeeded. */
function backend(s: AnyMachineSnapshot): Backend {
  const c = s.context as {
    id: string;
    record: unknown;
    status: CompanyGrantStatusName;
    remain: number;
    users: Array<{ valid: boolean }>;
    done: CompanyGrantAction | null;
  };
  if (!c.record) return { status: 'draft', stock: c.id !== NO_STOCK, valid: true };
  const b: Backend = { status: c.status, stock: c.remain > 0, valid: c.users[0]?.valid === true };
  if (c.done === 'grantCard') return { status: 'granted', stock: true, valid: true };
  if (c.done === 'terminate') return { status: 'terminated', stock: true, valid: false };
  if (c.done === 'invalid') return { ...b, valid: false };
  return b;
}

const { paths, edges, stateIds } = buildPaths<M>({
  machine: companyGrantCardMachine,
  starts: [
    { name: 'draft', input: { id: 'G', currentUserId: 'A', mayGrant: true } },
    { name: 'no stock', input: { id: NO_STOCK, currentUserId: 'A', mayGrant: true } },
  ],
  events: events as never,
  serializeState: (s) =>
    JSON.stringify({
      id: s.context.id,
      v: s.value,
      st: s.context.status,
      rem: s.context.remain > 0,
      uv: s.context.users[0]?.valid,
      p: s.context.pending,
      d: s.context.done,
      e: s.context.error !== null,
      r: s.context.record !== null,
    }),
  allow: (s, e) => {
    const ev = e as AnyEvent;
    if (ev.type === 'xstate.done.actor.loadGrant') {
      const o = (ev as unknown as { output: { status: CompanyGrantStatusName; remain: number; users: Array<{ valid: boolean }> } }).output;
      const b = backend(s);
      if (o.status !== b.status) return false;
      if (o.status === 'draft') return o.remain > 0 === b.stock && o.users[0]!.valid;
      if (o.status === 'granted') return o.users[0]!.valid === b.valid;
      return true;
    }
    return true;
  },
});

interface Run {
  app: RenderedConsole | null;
  gates: GateBoard;
  user: ReturnType<typeof userEvent.setup>;
  id: string;
}

const page = () => screen.findByRole('region', { name: '企业发卡申请详情' }, { timeout: 10_000 });
const dialog = () => screen.findByRole('dialog');
const firstInvalid = () => screen.getAllByRole('button', { name: /^作废/ })[0]!;

async function execute(run: Run, path: ModelPath<M>, i: number): Promise<void> {
  const step = path.steps[i]!;
  const e = step.event as AnyEvent;
  const from = i > 0 ? path.steps[i - 1]!.state : null;
  const to = step.state;
  if (to.matches('loading') && !from?.matches('loading')) run.gates.hold('loadGrant', DETAIL, 'GET');
  if (to.matches('submitting') && !from?.matches('submitting')) {
    const [p, method] = CALL[(to.context as { pending: CompanyGrantAction }).pending];
    run.gates.hold('command', p, method);
  }
  const user = run.user;
  if (e.type === 'xstate.init') {
    run.app = renderConsole({ path: `/company/grantCard/detail/${run.id}` });
    await screen.findByRole('banner', {}, { timeout: 15_000 });
    return;
  }
  if (e.type === 'xstate.done.actor.command') {
    await commandOutcome(run.gates, e, user);
    return;
  }
  const actor = /^xstate\.(done|error)\.actor\.(\w+)$/.exec(e.type);
  if (actor) {
    const gate = await run.gates.take(actor[2]!);
    if (actor[1] === 'done') gate.release();
    else gate.fail('500');
    return;
  }
  switch (e.type) {
    case 'company.grantCard':
      await user.click(screen.getByRole('button', { name: '发卡' }));
      return;
    case 'company.terminate':
      await user.click(screen.getByRole('button', { name: '终止' }));
      return;
    case 'company.invalid':
      await user.click(firstInvalid());
      return;
    case 'company.confirm':
      await user.click(within(await dialog()).getByRole('button', { name: '确定' }));
      return;
    case 'company.cancel':
      await user.click(within(await dialog()).getByRole('button', { name: '取消' }));
      return;
    case 'company.refresh':
      await user.click(screen.getByRole('button', { name: '刷新' }));
      return;
    case 'company.retry':
      await user.click(await screen.findByRole('button', { name: '重试' }));
      return;
    default:
      throw new Error(`no driver for ${e.type}`);
  }
}

async function assertState(state: AnyMachineSnapshot): Promise<void> {
  const c = state.context as { record: unknown; status: string; pending: CompanyGrantAction | null; error: unknown; remain: number };
  if (state.matches('loading')) {
    if (c.record) await waitFor(async () => expect(await page()).toHaveAttribute('aria-busy', 'true'));
    else expect(await screen.findByLabelText('加载中…')).toBeInTheDocument();
  }
  if (state.matches('failed')) expect(await screen.findByText('数据加载失败')).toBeInTheDocument();
  if (state.matches('ready')) {
    const p = await page();
    await waitFor(() => expect(p).toHaveAttribute('aria-busy', 'false'));
    expect(p.querySelector('h3 + .bp6-tag[data-status]')).toHaveTextContent(LABEL[c.status]!);
    const bar = within(p).getByRole('toolbar', { name: '操作' });
    const grant = within(bar).getByRole('button', { name: '发卡' });
    if (state.can({ type: 'company.grantCard' })) expect(grant).toBeEnabled();
    else expect(grant).toHaveAccessibleDescription(c.status === 'draft' ? '剩余可发卡数量为 0' : '只有草稿可以发卡');
    const terminate = within(bar).getByRole('button', { name: '终止' });
    if (state.can({ type: 'company.terminate' })) expect(terminate).toBeEnabled();
    else expect(terminate).toHaveAccessibleDescription('只有已发卡的记录可以终止');
    if (state.can({ type: 'company.invalid', userId: 'U' })) expect(firstInvalid()).toBeEnabled();
    else expect(firstInvalid()).toBeDisabled();
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    // a refusal is the command's to show (its dialog over the confirmation): nothing is left on the page
    expect(within(p).queryByRole('alert')).not.toBeInTheDocument();
  }
  if (state.matches('confirming') || state.matches('submitting')) {
    const d = await dialog();
    expect(within(d).getByLabelText('request')).toHaveTextContent(CALL[c.pending!][0]);
    if (state.matches('submitting')) await waitFor(() => expect(within(d).getByRole('button', { name: '取消' })).toBeDisabled());
  }
}

describeMachinePaths({
  title: 'company grant card machine paths on the detail screen',
  machineName: 'the company grant card machine',
  reportId: 'companyGrantCard',
  machine: companyGrantCardMachine,
  plan: { paths, edges, stateIds },
  beforeEach: () => {
    resetBrowserState();
    sim = createSimulator({ storage: null });
    node.server.resetHandlers(...sim.handlers);
  },
  walker: async (path) => {
    const draft = companyGrantTable(sim.db).find((r) => r.grantStatus === 0)!;
    if (path.start === 'no stock') cardStock(sim.db)[String(draft.companyName)] = 0;
    const run: Run = { app: null, gates: new GateBoard([], () => sim), user: userEvent.setup(), id: String(draft.id) };
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
