/**
 * Generated paths of the generic resource editor machine (docs/architecture.md §4), each walked on the real console's
 * 广告位 screen (/goods/advertising-position): the add dialog (新增) and the edit dialog (编辑 on the first row)
 * against the simulated backend. Held ("gated") answers stand for `xstate.done/error.actor.*`. A save is the
 * command machine's (its own steps are walked by tests/model/command.paths.test.tsx): its output is a save done, or
 * one given up after a refusal (取消 in the command's dialog). Ends with the coverage check and writes
 * reports/paths/resourceEditor.{json,md}.
 */
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { AnyMachineSnapshot } from 'xstate';
import { resourceEditorMachine } from '@machines/resource/editor.machine';
import type { EditorEvent } from '@machines/resource/editor.types';
import { createSimulator, type Simulator } from '@services/mock/simulator';
import { startNodeSimulator } from '@services/mock/node';
import { buildPaths, describeMachinePaths, labelWithStart, type ModelPath } from '../support/model-paths';
import { renderConsole, resetBrowserState, signIn, type RenderedConsole } from '../support/render-console';
import { GateBoard, type GateRule } from '../support/gate-board';
import { commandOutcome } from '../support/command-outcome';
import { withTableSize } from '../support/table-size';

type M = typeof resourceEditorMachine;
type AnyEvent = EditorEvent | { type: string; [k: string]: unknown };

withTableSize();

let sim: Simulator = createSimulator({ storage: null });
const node = startNodeSimulator(sim);
afterAll(() => node.close());

const BASE = '/api/advertising_position/advertisingposition';
const ROW = { id: '1', positionName: '首页轮播', positionCode: 'home_banner', width: '750', height: '300', status: 1 };

// --- the model --------------------------------------------------------------------------------
const events: AnyEvent[] = [
  { type: 'xstate.done.actor.loadDetail', output: ROW },
  { type: 'xstate.error.actor.loadDetail', error: { kind: 'server' } },
  { type: 'editor.retry' },
  { type: 'editor.change', field: 'positionName', value: '夜间加油横幅' },
  { type: 'editor.submit', errors: {}, key: 'op', at: 0 },
  {
    type: 'editor.submit',
    errors: { positionName: 'resourceUi:editor.required', positionCode: 'resourceUi:editor.required' },
    key: 'op',
    at: 0,
  },
  { type: 'xstate.done.actor.command', output: { done: true, result: null } },
  { type: 'xstate.done.actor.command', output: { done: false } },
  { type: 'editor.close' },
  { type: 'editor.discard.confirm' },
  { type: 'editor.discard.cancel' },
];

const filled = (s: AnyMachineSnapshot) => {
  const v = (s.context as { values: Record<string, unknown> }).values;
  return typeof v.positionName === 'string' && v.positionName !== '';
};

const { paths, edges, stateIds } = buildPaths<M>({
  machine: resourceEditorMachine,
  starts: [
    { name: 'add', input: { resource: 'advertising-position', mode: 'add' } },
    { name: 'edit', input: { resource: 'advertising-position', mode: 'edit', row: ROW } },
  ],
  events: events as never,
  serializeState: (s) =>
    JSON.stringify({
      v: s.value,
      mode: s.context.mode,
      filled: filled(s),
      error: s.context.error !== null,
      errors: Object.keys(s.context.errors).length,
    }),
  allow: (s, e) => {
    const ev = e as AnyEvent;
    if (ev.type === 'editor.submit') {
      const valid = Object.keys((ev as { errors: Record<string, string> }).errors).length === 0;
      // the form's own check decides: filled values pass, an empty new form does not
      return valid === filled(s);
    }
    // one change is enough to reach every state; a second one adds nothing
    if (ev.type === 'editor.change') return !s.matches({ editing: 'changed' });
    return true;
  },
});

// --- driving the screens ----------------------------------------------------------------------
const GATED: GateRule[] = [
  [(s) => s.matches('loading'), 'loadDetail', `${BASE}/detail`],
  [(s) => s.matches('saving'), 'command', `${BASE}/submit`, 'POST'],
];

interface Run {
  index: number;
  app: RenderedConsole | null;
  gates: GateBoard;
  user: ReturnType<typeof userEvent.setup>;
}

const dialog = () => screen.findByRole('dialog', {}, { timeout: 3000 });
const field = (d: HTMLElement, name: string) => d.querySelector(`[id="resource-advertising-position-${name}"]`) as HTMLInputElement;
const main = () => document.querySelector('.resource-table .bp6-table-quadrant-main') as HTMLElement | null;

async function execute(run: Run, path: ModelPath<M>, i: number): Promise<void> {
  const step = path.steps[i]!;
  const e = step.event as AnyEvent;
  const user = run.user;
  run.index = i;
  if (i > 0) run.gates.arm(path.steps[i - 1]!.state, step.state);
  switch (e.type) {
    case 'xstate.init': {
      run.app = renderConsole({ path: '/goods/advertising-position' });
      const region = await screen.findByRole('region', { name: '广告位列表' }, { timeout: 5000 });
      await waitFor(() => expect(region).toHaveAttribute('aria-busy', 'false'));
      run.gates.arm(null, step.state);
      if (path.start === 'add') {
        await user.click(screen.getByRole('button', { name: '新增' }));
      } else {
        await waitFor(() => expect([...(main()?.querySelectorAll('button') ?? [])].some((b) => b.textContent === '编辑')).toBe(true));
        await user.click([...main()!.querySelectorAll('button')].find((b) => b.textContent === '编辑')!);
      }
      return;
    }
    case 'xstate.done.actor.loadDetail':
      (await run.gates.take('loadDetail')).release();
      return;
    case 'xstate.done.actor.command':
      await commandOutcome(run.gates, e, user);
      return;
    case 'xstate.error.actor.loadDetail':
      (await run.gates.take('loadDetail')).fail('500');
      return;
    case 'editor.retry':
      await user.click(within(await dialog()).getByRole('button', { name: '重试' }));
      return;
    case 'editor.change': {
      const d = await dialog();
      const name = field(d, 'positionName');
      await user.clear(name);
      await user.type(name, '夜间加油横幅');
      const code = field(d, 'positionCode');
      if (!code.value) await user.type(code, 'night_banner');
      return;
    }
    case 'editor.submit':
      await user.click(within(await dialog()).getByRole('button', { name: '保存' }));
      return;
    case 'editor.close':
      await user.click(within(await dialog()).getByRole('button', { name: '取消' }));
      return;
    case 'editor.discard.confirm':
      await user.click(within(await screen.findByRole('alertdialog')).getByRole('button', { name: '放弃修改' }));
      return;
    case 'editor.discard.cancel':
      await user.click(within(await screen.findByRole('alertdialog')).getByRole('button', { name: '继续编辑' }));
      return;
    default:
      throw new Error(`no driver for ${e.type}`);
  }
}

async function assertState(state: AnyMachineSnapshot, previous: AnyMachineSnapshot | null, typed: boolean): Promise<void> {
  const mode = (state.context as { mode: string }).mode;
  if (state.matches('loading')) expect(within(await dialog()).getByLabelText('加载中…')).toBeInTheDocument();
  if (state.matches('loadFailed')) {
    const d = await dialog();
    expect(await within(d).findByText('数据加载失败')).toBeInTheDocument();
    expect(within(d).getByRole('button', { name: '重试' })).toBeInTheDocument();
  }
  if (state.matches('editing')) {
    const d = await dialog();
    await waitFor(() => expect(field(d, 'positionName')).toBeTruthy());
    if (mode === 'edit' && !state.matches({ editing: 'changed' })) expect(field(d, 'positionName')).toHaveValue('首页轮播');
    // the name's message shows while the model still has it (typing into the field clears it)
    if ('positionName' in state.context.errors) expect(await within(d).findByText('请输入广告位名称')).toBeInTheDocument();
    else await waitFor(() => expect(within(d).queryByText('请输入广告位名称')).not.toBeInTheDocument());
    // a save given up after its refusal keeps what was typed
    if (previous?.matches('saving')) expect(field(d, 'positionName')).toHaveValue(typed ? '夜间加油横幅' : '首页轮播');
    await waitFor(() => expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument());
  }
  if (state.matches('saving')) {
    const d = await dialog();
    await waitFor(() => expect(within(d).getByRole('button', { name: '保存' })).toHaveClass('bp6-loading'));
  }
  if (state.matches('confirmingDiscard')) {
    const alert = await screen.findByRole('alertdialog');
    expect(within(alert).getByText('有未保存的修改，确定放弃吗?')).toBeInTheDocument();
  }
  if (state.matches('done')) {
    expect(await screen.findByText(mode === 'add' ? '新增成功' : '更新成功')).toBeInTheDocument();
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    const stored = (sim.db.resources['advertising-position'] ?? []).some((r) => r.positionName === '夜间加油横幅');
    expect(stored).toBe(true);
  }
  if (state.matches('closed')) {
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    // closing without saving stores nothing
    if (!previous?.matches('saving'))
      expect((sim.db.resources['advertising-position'] ?? []).some((r) => r.positionName === '夜间加油横幅')).toBe(false);
  }
}

// --- the suite --------------------------------------------------------------------------------
describeMachinePaths({
  title: 'resource editor machine paths on the 广告位 screen',
  machineName: 'the resource editor machine',
  reportId: 'resourceEditor',
  machine: resourceEditorMachine,
  plan: { paths, edges, stateIds },
  label: labelWithStart,
  beforeEach: () => {
    resetBrowserState();
    sim = createSimulator({ storage: null });
    node.server.resetHandlers(...sim.handlers);
  },
  walker: async (path) => {
    const run: Run = { index: 0, app: null, gates: new GateBoard(GATED, () => sim), user: userEvent.setup() };
    await signIn(sim);
    return {
      execute: (i) => execute(run, path, i),
      assert: (state) =>
        assertState(
          state,
          run.index > 0 ? path.steps[run.index - 1]!.state : null,
          path.steps.slice(0, run.index + 1).some((st) => st.event.type === 'editor.change'),
        ),
      cleanup: async () => {
        sim.gates.clear();
        await run.app?.dispose();
      },
    };
  },
});
