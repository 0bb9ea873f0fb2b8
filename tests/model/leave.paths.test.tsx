/**
 * Generated paths of the leave process machine (docs/flows.md "Leave process", docs/architecture.md §4) on the real console:
 * the start form as admin (/work/process/leave/form/:processDefinitionId), the handling of a 部门审批 task as the
 * department approver deptlead (/work/process/leave/handle/…), and the detail (/work/process/leave/detail/…).
 * Held ("gated") answers stand for `xstate.done/error.actor.*` (the leave read, and the step's command: done, or given
 * up after a refusal — the command's own steps are walked by tests/model/command.paths.test.tsx); released answers are
 * the simulator's own.
 * Ends with the coverage check and writes reports/paths/leave.{json,md}.
 */
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { AnyMachineSnapshot } from 'xstate';
import { leaveMachine, leaveFormProblem } from '@machines/leave/leave.machine';
import type { LeaveEvent, LeaveStep, LeaveTaskState, LeaveValues } from '@machines/leave/leave.types';
import { startLeave } from '@services/api/approvals/leave';
import { LEAVE_DEFINITION } from '@services/mock/approvals/leave';
import { createSimulator, type Simulator } from '@services/mock/simulator';
import { startNodeSimulator } from '@services/mock/node';
import { GateBoard } from '../support/gate-board';
import { commandOutcome } from '../support/command-outcome';
import { buildPaths, describeMachinePaths, type ModelPath } from '../support/model-paths';
import { renderConsole, resetBrowserState, signIn, type RenderedConsole } from '../support/render-console';

type M = typeof leaveMachine;
type AnyEvent = LeaveEvent | { type: string; [k: string]: unknown };

let sim: Simulator = createSimulator({ storage: null });
const node = startNodeSimulator(sim);
afterAll(() => node.close());

// the screens load lazily: compile them once before the first test, so no first step waits on the compiler
beforeAll(async () => {
  await Promise.all([import('@/shell/main-layout'), import('@/screens/approvals/leave/leave-pages')]);
}, 120_000);

const DETAIL = '/api/blade-desk/process/leave/detail';
const STEP_CALL: Record<LeaveStep, string> = {
  start: '/api/blade-desk/process/leave/start-process',
  claim: '/api/blade-flow/work/claim-task',
  pass: '/api/blade-flow/work/complete-task',
  reject: '/api/blade-flow/work/complete-task',
};
const VALID: LeaveValues = { startTime: '2024-05-06 00:00:00', endTime: '2024-05-08 23:59:59', reason: '家中有事', taskUser: 'U' };

const events: AnyEvent[] = [
  ...(['unclaimed', 'claimed', 'closed'] as const).map((task) => ({
    type: 'xstate.done.actor.loadLeave',
    output: { record: { id: 'L' }, history: [], task },
  })),
  { type: 'xstate.error.actor.loadLeave', error: { kind: 'server' } },
  { type: 'xstate.done.actor.command', output: { done: true, result: { processInstanceId: 'P', businessId: 'B' } } },
  { type: 'xstate.done.actor.command', output: { done: false } },
  { type: 'leave.change', values: VALID },
  { type: 'leave.change', values: { reason: '' } },
  { type: 'leave.submit' },
  { type: 'leave.claim' },
  { type: 'leave.comment', text: '同意' },
  { type: 'leave.comment', text: '' },
  { type: 'leave.pass' },
  { type: 'leave.reject' },
  { type: 'leave.confirm', key: 'operation', at: 0 },
  { type: 'leave.dismiss' },
  { type: 'leave.refresh' },
  { type: 'leave.retry' },
];

/** Where the task stands at the backend now: as last read, moved on by a step that just succeeded. */
function backendTask(s: AnyMachineSnapshot): LeaveTaskState {
  const c = s.context as { task: LeaveTaskState | null; done: LeaveStep | null };
  if (c.done === 'claim') return 'claimed';
  if (c.done === 'pass' || c.done === 'reject') return 'closed';
  return c.task ?? 'unclaimed';
}

const { paths, edges, stateIds } = buildPaths<M>({
  machine: leaveMachine,
  starts: [
    { name: 'form', input: { mode: 'form', processDefinitionId: LEAVE_DEFINITION.id, userId: 'A' } },
    { name: 'handle', input: { mode: 'handle', taskId: 'T', processInstanceId: 'P', businessId: 'B', userId: 'D' } },
    { name: 'detail', input: { mode: 'detail', processInstanceId: 'P', businessId: 'B', userId: 'A' } },
  ],
  events: events as never,
  serializeState: (s) =>
    JSON.stringify({
      m: s.context.mode,
      v: s.value,
      t: s.context.task,
      p: s.context.pending,
      d: s.context.done,
      e: s.context.error !== null,
      ok: leaveFormProblem(s.context.values) === null,
      c: s.context.comment !== '',
      r: s.context.record !== null,
    }),
  allow: (s, e) => {
    const ev = e as AnyEvent;
    if (ev.type === 'xstate.done.actor.loadLeave') {
      const task = (ev as unknown as { output: { task: LeaveTaskState } }).output.task;
      return s.context.mode === 'detail' ? task === 'closed' : task === backendTask(s);
    }
    if (ev.type === 'leave.change') {
      const v = (ev as { values: Partial<LeaveValues> }).values;
      return v.reason === '' ? leaveFormProblem(s.context.values) === null : leaveFormProblem(s.context.values) !== null;
    }
    if (ev.type === 'leave.comment') return ((ev as { text: string }).text !== '') !== (s.context.comment !== '');
    return true;
  },
});

interface Run {
  app: RenderedConsole | null;
  gates: GateBoard;
  user: ReturnType<typeof userEvent.setup>;
  ids: { taskId: string; processInstanceId: string; businessId: string };
}

const dialog = () => screen.findByRole('dialog');
const region = (name: string) => screen.findByRole('region', { name }, { timeout: 10_000 });
const pageName = (mode: string) => (mode === 'form' ? '请假申请' : mode === 'handle' ? '办理请假' : '请假详情');

async function execute(run: Run, path: ModelPath<M>, i: number): Promise<void> {
  const step = path.steps[i]!;
  const e = step.event as AnyEvent;
  const from = i > 0 ? path.steps[i - 1]!.state : null;
  const to = step.state;
  if (to.matches('loading') && !from?.matches('loading')) run.gates.hold('loadLeave', DETAIL, 'GET');
  if (to.matches('submitting') && !from?.matches('submitting'))
    run.gates.hold('command', STEP_CALL[(to.context as { pending: LeaveStep }).pending], 'POST');
  const user = run.user;
  const mode = (to.context as { mode: string }).mode;
  if (e.type === 'xstate.init') {
    const { taskId, processInstanceId, businessId } = run.ids;
    const url =
      mode === 'form'
        ? `/work/process/leave/form/${LEAVE_DEFINITION.id}`
        : mode === 'handle'
          ? `/work/process/leave/handle/${taskId}/${processInstanceId}/${businessId}`
          : `/work/process/leave/detail/${processInstanceId}/${businessId}`;
    run.app = renderConsole({ path: url });
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
    case 'leave.change': {
      const form = await region('请假申请');
      const v = (e as { values: Partial<LeaveValues> }).values;
      if (v.reason === '') {
        await user.clear(within(form).getByLabelText(/请假理由/));
        return;
      }
      for (const [label, date] of [
        [/开始时间/, '2024-05-06'],
        [/结束时间/, '2024-05-08'],
      ] as const) {
        await user.clear(within(form).getByLabelText(label));
        await user.type(within(form).getByLabelText(label), date);
      }
      await user.clear(within(form).getByLabelText(/请假理由/));
      await user.type(within(form).getByLabelText(/请假理由/), '家中有事');
      const deptlead = sim.db.users.find((u) => u.account === 'deptlead')!;
      const select = within(form).getByLabelText(/审批人/) as HTMLSelectElement;
      await waitFor(() => expect(select.querySelector(`option[value="${deptlead.id}"]`)).not.toBeNull());
      await user.selectOptions(select, deptlead.id);
      return;
    }
    case 'leave.submit':
      await user.click(within(await region('请假申请')).getByRole('button', { name: '发起' }));
      return;
    case 'leave.claim':
      await user.click(screen.getByRole('button', { name: '签收' }));
      return;
    case 'leave.comment': {
      const box = screen.getByRole('textbox', { name: '审批意见' });
      await user.clear(box);
      const text = (e as { text: string }).text;
      if (text) await user.type(box, text);
      return;
    }
    case 'leave.pass':
      await user.click(screen.getByRole('button', { name: '同意' }));
      return;
    case 'leave.reject':
      await user.click(screen.getByRole('button', { name: '驳回' }));
      return;
    case 'leave.confirm':
      await user.click(within(await dialog()).getByRole('button', { name: '确定' }));
      return;
    case 'leave.dismiss':
      await user.click(within(await dialog()).getByRole('button', { name: '取消' }));
      return;
    case 'leave.refresh':
      await user.click(screen.getByRole('button', { name: '刷新' }));
      return;
    case 'leave.retry':
      await user.click(await screen.findByRole('button', { name: '重试' }));
      return;
    default:
      throw new Error(`no driver for ${e.type}`);
  }
}

const CONFIRM: Record<LeaveStep, string> = {
  start: '确认发起请假流程？',
  claim: '确认签收该任务？',
  pass: '确认同意？',
  reject: '确认驳回？',
};

async function assertState(state: AnyMachineSnapshot): Promise<void> {
  const c = state.context as { mode: string; pending: LeaveStep | null; error: unknown; record: unknown; comment: string };
  if (state.matches('started')) {
    expect(await region('请假详情')).toBeInTheDocument();
    return;
  }
  const page = await region(pageName(c.mode));
  if (state.matches('loading')) {
    if (c.record) await waitFor(() => expect(page).toHaveAttribute('aria-busy', 'true'));
    else expect(within(page).getByLabelText('加载中…')).toBeInTheDocument();
  }
  if (state.matches('failed')) expect(await within(page).findByText('数据加载失败')).toBeInTheDocument();
  if (state.matches('editing')) {
    const submit = within(page).getByRole('button', { name: '发起' });
    if (state.can({ type: 'leave.submit' })) expect(submit).toBeEnabled();
    else expect(submit).toHaveAccessibleDescription('请完整填写请假信息');
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    // a refusal is the command's to show (its dialog over the confirmation): nothing is left on the page
    expect(within(page).queryByRole('alert')).not.toBeInTheDocument();
  }
  if (state.matches('viewing')) {
    await waitFor(() => expect(page).toHaveAttribute('aria-busy', 'false'));
    expect(within(page).getByRole('region', { name: '流程进度' })).toHaveTextContent('发起申请');
  }
  const buttons = () => {
    const bar = within(page).getByRole('toolbar', { name: '操作' });
    return {
      claim: within(bar).getByRole('button', { name: '签收' }),
      pass: within(bar).getByRole('button', { name: '同意' }),
      reject: within(bar).getByRole('button', { name: '驳回' }),
    };
  };
  if (state.matches('unclaimed') || state.matches('claimed') || state.matches('closed')) {
    await waitFor(() => expect(page).toHaveAttribute('aria-busy', 'false'));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    const b = buttons();
    if (state.matches('unclaimed')) {
      expect(b.claim).toBeEnabled();
      expect(b.pass).toHaveAccessibleDescription('请先签收任务');
    }
    if (state.matches('claimed')) {
      expect(b.claim).toHaveAccessibleDescription('任务已签收');
      expect(b.pass).toBeEnabled();
      if (c.comment) expect(b.reject).toBeEnabled();
      else expect(b.reject).toHaveAccessibleDescription('驳回时必须填写意见');
    }
    if (state.matches('closed')) for (const x of Object.values(b)) expect(x).toHaveAccessibleDescription('该任务已办结');
    expect(within(page).queryByRole('alert')).not.toBeInTheDocument();
  }
  if (state.matches('confirming') || state.matches('submitting')) {
    const d = await dialog();
    expect(within(d).getByText(CONFIRM[c.pending!])).toBeInTheDocument();
    expect(within(d).getByLabelText('request')).toHaveTextContent(STEP_CALL[c.pending!]);
    if (state.matches('submitting')) await waitFor(() => expect(within(d).getByRole('button', { name: '取消' })).toBeDisabled());
  }
}

describeMachinePaths({
  title: 'leave machine paths on the leave form, handle and detail screens',
  machineName: 'the leave machine',
  reportId: 'leave',
  machine: leaveMachine,
  plan: { paths, edges, stateIds },
  beforeEach: () => {
    resetBrowserState();
    sim = createSimulator({ storage: null });
    node.server.resetHandlers(...sim.handlers);
  },
  walker: async (path) => {
    const mode = (path.steps[0]!.state.context as { mode: string }).mode;
    // a running leave started by admin, waiting at 部门审批 for deptlead
    await signIn(sim);
    const deptlead = sim.db.users.find((u) => u.account === 'deptlead')!;
    const started = await startLeave(
      {
        processDefinitionId: LEAVE_DEFINITION.id,
        startTime: '2024-05-06 00:00:00',
        endTime: '2024-05-08 23:59:59',
        reason: '年假',
        taskUser: deptlead.id,
      },
      'leave-of-the-path',
    );
    const tasks = started.tasks as Array<{ taskId: string }>;
    const ids = { taskId: tasks[0]!.taskId, processInstanceId: String(started.processInstanceId), businessId: String(started.businessId) };
    if (mode === 'handle') {
      resetBrowserState();
      await signIn(sim, 'deptlead', 'demo123');
    }
    const run: Run = { app: null, gates: new GateBoard([], () => sim), user: userEvent.setup(), ids };
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
