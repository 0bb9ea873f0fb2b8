/**
 * Generated paths of the card grant machine (docs/flows.md "Card grant", docs/architecture.md §4), each walked on the real
 * console's grant detail screen (/company/grant/detail/:id) against the simulated backend as the platform admin,
 * starting from a seeded draft or a seeded pending grant, both made by an operations clerk. Once the admin edits or
 * sends a grant for approval they are one of its makers and cannot approve it (maker is not checker). Held ("gated") answers stand for `xstate.done/error.actor.*`
 * (the grant read, and the command of an action or an edit: done, or given up after a refusal — the command's own steps
 * are walked by tests/model/command.paths.test.tsx); a released answer is the simulator's own,
 * so the statuses the model expects are the ones the backend really moves to. Ends with the coverage check and
 * writes reports/paths/cardGrant.{json,md}.
 */
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { AnyMachineSnapshot } from 'xstate';
import { cardGrantMachine } from '@machines/card-grant/card-grant.machine';
import { GRANT_ACTIONS, type CardGrantEvent, type GrantAction, type GrantStatusName } from '@machines/card-grant/card-grant.types';
import { grantTable } from '@services/mock/approvals/card-grant';
import { createSimulator, type Simulator } from '@services/mock/simulator';
import { startNodeSimulator } from '@services/mock/node';
import { buildPaths, describeMachinePaths, type ModelPath } from '../support/model-paths';
import { renderConsole, resetBrowserState, signIn, type RenderedConsole } from '../support/render-console';
import { GateBoard } from '../support/gate-board';
import { commandOutcome } from '../support/command-outcome';

type M = typeof cardGrantMachine;
type AnyEvent = CardGrantEvent | { type: string; [k: string]: unknown };

let sim: Simulator = createSimulator({ storage: null });
const node = startNodeSimulator(sim);
afterAll(() => node.close());

// the screens load lazily: compile them once before the first test, so no first step waits on the compiler
beforeAll(async () => {
  await Promise.all([import('@/shell/main-layout'), import('@/screens/approvals/card-grant/card-grant-detail-page')]);
}, 120_000);

const DETAIL = '/api/company/grant/detail';
const ACTION_CALL: Record<GrantAction, [string, string]> = {
  ensure: ['/api/company/grant/ensure', 'POST'],
  send: ['/api/company/approval/send/card', 'GET'],
  disuse: ['/api/company/grant/disuse', 'POST'],
  over: ['/api/company/grant/cardOver', 'POST'],
  repeat: ['/api/company/grant/repeatMsg', 'GET'],
  delete: ['/api/company/grant/del', 'POST'],
};
const NEXT: Record<GrantAction, GrantStatusName | null> = {
  ensure: 'pending',
  send: 'issued',
  disuse: 'discontinued',
  over: 'over',
  repeat: 'issued',
  delete: null,
};
const STATUSES: GrantStatusName[] = ['draft', 'pending', 'issued', 'discontinued', 'over'];
const LABEL: Record<string, string> = { draft: '草稿', pending: '待审批', issued: '已发放', discontinued: '已停用', over: '已结束' };
const BUTTON: Record<GrantAction, string> = {
  ensure: '送审',
  send: '审批发卡',
  disuse: '停用',
  over: '结束',
  repeat: '重发短信',
  delete: '删除',
};
const CONFIRM: Record<GrantAction, string> = {
  ensure: '确认送审该发放？',
  send: '确认审批并发放卡片？',
  disuse: '确认停用该发放？',
  over: '确认结束该发放？',
  repeat: '确认重新发送卡片短信？',
  delete: '确认删除该草稿？',
};

// --- the model --------------------------------------------------------------------------------
/** The user walking the paths (admin) and the clerk who made the seeded grants. */
const ME = 'A';
const CLERK = 'O';
const PENDING_START = 'GP';
const events: AnyEvent[] = [
  ...STATUSES.flatMap((status) =>
    [[CLERK], [CLERK, ME]].map((makers) => ({ type: 'xstate.done.actor.loadGrant', output: { record: { id: 'G' }, status, makers } })),
  ),
  { type: 'xstate.error.actor.loadGrant', error: { kind: 'server' } },
  { type: 'xstate.done.actor.command', output: { done: true, result: null } },
  { type: 'xstate.done.actor.command', output: { done: false } },
  ...GRANT_ACTIONS.map((a) => ({ type: `grant.${a}` })),
  { type: 'grant.confirm', key: 'operation', at: 0 },
  { type: 'grant.cancel' },
  { type: 'grant.edit' },
  { type: 'grant.save', values: { grantName: '路径测试发放' }, key: 'operation', at: 0 },
  { type: 'grant.refresh' },
  { type: 'grant.retry' },
];

/** The status the backend holds now: the last one read, moved on by an action that just succeeded. */
function backendStatus(s: AnyMachineSnapshot): GrantStatusName {
  const c = s.context as { id: string; record: unknown; status: GrantStatusName; done: GrantAction | 'save' | null };
  if (!c.record) return c.id === PENDING_START ? 'pending' : 'draft';
  if (c.done && c.done !== 'save') return NEXT[c.done] ?? c.status;
  return c.status;
}

/** Whether the backend counts the walking user among the grant's makers: once they edited it or sent it for approval. */
function backendMadeByMe(s: AnyMachineSnapshot): boolean {
  const c = s.context as { record: unknown; makers: readonly string[]; done: GrantAction | 'save' | null };
  if (!c.record) return false;
  return c.done === 'save' || c.done === 'ensure' || c.makers.includes(ME);
}

const { paths, edges, stateIds } = buildPaths<M>({
  machine: cardGrantMachine,
  starts: [
    { name: 'draft', input: { id: 'G', userId: ME, mayApprove: true } },
    { name: 'pending', input: { id: PENDING_START, userId: ME, mayApprove: true } },
  ],
  events: events as never,
  serializeState: (s) =>
    JSON.stringify({
      id: s.context.id,
      v: s.value,
      st: s.context.status,
      me: s.context.makers.includes(ME),
      p: s.context.pending,
      d: s.context.done,
      e: s.context.error !== null,
      r: s.context.record !== null,
    }),
  allow: (s, e) => {
    const ev = e as AnyEvent;
    if (ev.type === 'xstate.done.actor.loadGrant') {
      const o = (ev as unknown as { output: { status: GrantStatusName; makers: string[] } }).output;
      return o.status === backendStatus(s) && o.makers.includes(ME) === backendMadeByMe(s);
    }
    return true;
  },
});

// --- driving the screens ----------------------------------------------------------------------
interface Run {
  app: RenderedConsole | null;
  gates: GateBoard;
  user: ReturnType<typeof userEvent.setup>;
  id: string;
}

const page = () => screen.findByRole('region', { name: '发卡详情' }, { timeout: 10_000 });
const dialog = () => screen.findByRole('dialog');

function arm(run: Run, from: AnyMachineSnapshot | null, to: AnyMachineSnapshot) {
  if (to.matches('loading') && !from?.matches('loading')) run.gates.hold('loadGrant', DETAIL, 'GET');
  // the command of an action or an edit sends to the action's call, or to saveOrUpdate
  if (to.matches('submitting') && !from?.matches('submitting')) {
    const [path, method] = ACTION_CALL[(to.context as { pending: GrantAction }).pending];
    run.gates.hold('command', path, method);
  }
  if (to.matches('saving') && !from?.matches('saving')) run.gates.hold('command', '/api/company/grant/saveOrUpdate', 'POST');
}

async function execute(run: Run, path: ModelPath<M>, i: number): Promise<void> {
  const step = path.steps[i]!;
  const e = step.event as AnyEvent;
  const user = run.user;
  arm(run, i > 0 ? path.steps[i - 1]!.state : null, step.state);
  if (e.type === 'xstate.init') {
    run.app = renderConsole({ path: `/company/grant/detail/${run.id}` });
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
  const action = GRANT_ACTIONS.find((a) => e.type === `grant.${a}`);
  if (action) {
    await user.click(within(screen.getByRole('toolbar', { name: '操作' })).getByRole('button', { name: BUTTON[action] }));
    return;
  }
  switch (e.type) {
    case 'grant.confirm':
      await user.click(within(await dialog()).getByRole('button', { name: '确定' }));
      return;
    case 'grant.cancel':
      await user.click(within(await dialog()).getByRole('button', { name: '取消' }));
      return;
    case 'grant.edit':
      await user.click(screen.getByRole('button', { name: '修改' }));
      return;
    case 'grant.save': {
      const input = within(await dialog()).getByLabelText(/发放名称/);
      await user.clear(input);
      await user.type(input, '路径测试发放');
      await user.click(within(await dialog()).getByRole('button', { name: '保存' }));
      return;
    }
    case 'grant.refresh':
      await user.click(screen.getByRole('button', { name: '刷新' }));
      return;
    case 'grant.retry':
      await user.click(await screen.findByRole('button', { name: '重试' }));
      return;
    default:
      throw new Error(`no driver for ${e.type}`);
  }
}

async function assertState(state: AnyMachineSnapshot): Promise<void> {
  const c = state.context as { record: unknown; status: GrantStatusName; pending: GrantAction | null; error: unknown };
  if (state.matches('loading')) {
    if (!c.record) expect(await screen.findByLabelText('加载中…')).toBeInTheDocument();
    else await waitFor(async () => expect(await page()).toHaveAttribute('aria-busy', 'true'));
  }
  if (state.matches('failed')) {
    expect(await screen.findByText('数据加载失败')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: '重试' })).toBeInTheDocument();
  }
  if (state.matches('deleted')) expect(await screen.findByText('该发放已删除')).toBeInTheDocument();
  if (state.matches('ready')) {
    const p = await page();
    await waitFor(() => expect(p).toHaveAttribute('aria-busy', 'false'));
    expect(p.querySelector('.bp6-tag[data-status]')).toHaveTextContent(LABEL[c.status]!);
    // each action is enabled exactly when the machine allows it; a disabled one says why
    const bar = screen.getByRole('toolbar', { name: '操作' });
    for (const a of GRANT_ACTIONS) {
      const button = within(bar).getByRole('button', { name: BUTTON[a] });
      if (state.can({ type: `grant.${a}` } as never)) expect(button).toBeEnabled();
      else {
        expect(button).toBeDisabled();
        // approving a grant the admin edited or sent for approval is refused as maker = checker
        expect(button).toHaveAccessibleDescription(a === 'send' && c.status === 'pending' ? '不能审批自己创建或送审的发放' : /只有/);
      }
    }
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
  }
  if (state.matches('confirming') || state.matches('submitting')) {
    const d = await dialog();
    expect(within(d).getByText(CONFIRM[c.pending!])).toBeInTheDocument();
    expect(within(d).getByLabelText('request')).toHaveTextContent(ACTION_CALL[c.pending!][0]);
    if (state.matches('submitting')) await waitFor(() => expect(within(d).getByRole('button', { name: '取消' })).toBeDisabled());
  }
  if (state.matches('editing') || state.matches('saving')) {
    const d = await dialog();
    expect(within(d).getByText('修改发卡')).toBeInTheDocument();
  }
  // a refusal is the command's to show (its dialog, over the confirmation or the form): nothing is left on the page
  if (state.matches('ready')) expect(within(await page()).queryByText('操作失败，请重试')).not.toBeInTheDocument();
}

// --- the suite --------------------------------------------------------------------------------
describeMachinePaths({
  title: 'card grant machine paths on the grant detail screen',
  machineName: 'the card grant machine',
  reportId: 'cardGrant',
  machine: cardGrantMachine,
  plan: { paths, edges, stateIds },
  beforeEach: () => {
    resetBrowserState();
    sim = createSimulator({ storage: null });
    node.server.resetHandlers(...sim.handlers);
  },
  walker: async (path) => {
    const start = grantTable(sim.db).find((r) => r.grantStatus === (path.start === 'pending' ? 1 : 0))!;
    const run: Run = { app: null, gates: new GateBoard([], () => sim), user: userEvent.setup(), id: String(start.id) };
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
