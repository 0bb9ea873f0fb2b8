/**
 * Generated paths of the generic resource list machine (docs/architecture.md §4), each walked on the real console's
 * 广告位 screen (/goods/advertising-position) against the simulated backend. Held ("gated") answers stand for
 * `xstate.done/error.actor.*` (the page read, and the delete's command: done, or given up after a refusal — the
 * command's own steps, its retry and its check after a lost answer, are walked by tests/model/command.paths.test.tsx).
 * Ends with the coverage check and writes reports/paths/resource-list.{json,md}.
 *
 * `list.refresh` is not in the sample: no control sends it alone (the editor sends it after a save, covered by
 * tests/unit/resource/generic-list-page.test.tsx). Query events (page, size, the name column's sort button) are
 * sampled where the screen offers them (ready).
 *
 * The list reads its pages through the read cache (docs/architecture.md §13): here no page counts as fresh, so each
 * load is a request the path holds. What the cache itself does (a page shown again
 * asks nothing, an invalidated family loads again) is pinned by tests/unit/resource/resource-list-cache.test.tsx.
 */
import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { AnyMachineSnapshot } from 'xstate';
import { resourceListMachine } from '@machines/resource/list.machine';
import type { ListEvent } from '@machines/resource/list.types';
import { createSimulator, type Simulator } from '@services/mock/simulator';
import { startNodeSimulator } from '@services/mock/node';
import { buildPaths, describeMachinePaths, type ModelPath } from '../support/model-paths';
import { renderConsole, resetBrowserState, signIn, type RenderedConsole } from '../support/render-console';
import { GateBoard, type GateRule } from '../support/gate-board';
import { commandOutcome } from '../support/command-outcome';
import { resourceListKey } from '@/components/list-cache';
import { withTableSize } from '../support/table-size';

type M = typeof resourceListMachine;
type AnyEvent = ListEvent | { type: string; [k: string]: unknown };

withTableSize();

let sim: Simulator = createSimulator({ storage: null });
const node = startNodeSimulator(sim);
afterAll(() => node.close());

const LIST = '/api/advertising_position/advertisingposition/list';
const REMOVE = '/api/advertising_position/advertisingposition/remove';
/** A search nothing matches: the list is empty. */
const NONE = '无此广告位';

// --- the model --------------------------------------------------------------------------------
const FULL = { records: Array.from({ length: 10 }, (_, i) => ({ id: String(i + 1) })), total: 48, size: 10, current: 1, pages: 5 };
const EMPTY = { records: [], total: 0, size: 10, current: 1, pages: 0 };
const events: AnyEvent[] = [
  { type: 'xstate.done.actor.fetchPage', output: FULL },
  { type: 'xstate.done.actor.fetchPage', output: EMPTY },
  { type: 'xstate.error.actor.fetchPage', error: { kind: 'server' } },
  { type: 'list.search', filters: { positionName: NONE } },
  { type: 'list.search', filters: {} },
  { type: 'list.page', current: 2 },
  { type: 'list.size', size: 30 },
  { type: 'list.sort', field: 'positionName', order: 'asc' },
  { type: 'list.retry' },
  // another screen's write marks the family's rows stale (the list's key invalidated)
  { type: 'list.refresh' },
  { type: 'list.select', ids: ['1'] },
  { type: 'list.delete.request' },
  { type: 'list.delete.confirm', key: 'operation', at: 0 },
  { type: 'list.delete.cancel' },
  { type: 'xstate.done.actor.command', output: { done: true, result: null } },
  { type: 'xstate.done.actor.command', output: { done: false } },
];

const filteredOut = (s: AnyMachineSnapshot) =>
  (s.context as { query: { filters: Record<string, unknown> } }).query.filters.positionName === NONE;

const { paths, edges, stateIds } = buildPaths<M>({
  machine: resourceListMachine,
  starts: [{ name: 'advertising-position', input: { resource: 'advertising-position' } }],
  events: events as never,
  serializeState: (s) => JSON.stringify({ v: s.value, none: filteredOut(s), sel: s.context.selection.length > 0 }),
  allow: (s, e) => {
    const ev = e as AnyEvent;
    // the server answers what the query asks: nothing for NONE, rows otherwise
    if (ev.type === 'xstate.done.actor.fetchPage')
      return ((ev as unknown as { output: typeof FULL }).output.records.length === 0) === filteredOut(s);
    // paging controls, the row checkboxes and the size are used on a shown list
    if (ev.type === 'list.page' || ev.type === 'list.size' || ev.type === 'list.sort') return s.matches('ready');
    if (ev.type === 'list.select') return s.matches('ready') && s.context.selection.length === 0;
    // a new search while a page loads is not sampled: a page asked again while it loads joins the request in flight
    // (one request for every reader of a page, tests/unit/resource/resource-list-cache.test.tsx), which held
    // answers cannot tell from a new one
    if (ev.type === 'list.search') return !s.matches('loading');
    // rows shown go stale when another screen writes; a failed list is read again with 重试
    if (ev.type === 'list.refresh') return s.matches('ready');
    return true;
  },
});

// --- driving the screens ----------------------------------------------------------------------
const GATED: GateRule[] = [
  [(s) => s.matches('loading'), 'fetchPage', LIST],
  [(s) => s.matches('deleting'), 'command', REMOVE, 'POST'],
];

interface Run {
  app: RenderedConsole | null;
  gates: GateBoard;
  user: ReturnType<typeof userEvent.setup>;
}

const region = () => screen.findByRole('region', { name: '广告位列表' }, { timeout: 3000 });
const main = () => document.querySelector('.resource-table .bp6-table-quadrant-main') as HTMLElement | null;
const bodyRows = () =>
  [...(main()?.querySelectorAll('.bp6-table-cell') ?? [])].filter((c) => /bp6-table-cell-col-1\b/.test(c.className)).length;

async function execute(run: Run, path: ModelPath<M>, i: number): Promise<void> {
  const step = path.steps[i]!;
  const e = step.event as AnyEvent;
  const user = run.user;
  if (i > 0) {
    const from = path.steps[i - 1]!.state;
    run.gates.arm(from, step.state);
  }
  switch (e.type) {
    case 'xstate.init':
      run.gates.arm(null, step.state);
      run.app = renderConsole({ path: '/goods/advertising-position' });
      // no page counts as fresh: each load is a request the path holds
      run.app.queryClient.setQueryDefaults(resourceListKey('advertising-position'), { staleTime: 0 });
      await screen.findByRole('banner', {}, { timeout: 5000 });
      return;
    case 'xstate.done.actor.fetchPage':
      (await run.gates.take('fetchPage')).release();
      return;
    case 'xstate.done.actor.command':
      await commandOutcome(run.gates, e, user);
      return;
    case 'xstate.error.actor.fetchPage':
      (await run.gates.take('fetchPage')).fail('500');
      return;
    case 'list.search': {
      const filters = (e as { filters: Record<string, string> }).filters;
      const input = screen.getByLabelText('广告位名称');
      if (filters.positionName) {
        await user.clear(input);
        await user.type(input, filters.positionName);
        await user.click(screen.getByRole('button', { name: '搜索' }));
      } else {
        await user.click(screen.getByRole('button', { name: '清空' }));
      }
      return;
    }
    case 'list.page': {
      const [, current, pages] = /第 (\d+) \/ (\d+) 页/.exec(screen.getByText(/第 \d+ \/ \d+ 页/).textContent ?? '')!.map(Number) as [
        number,
        number,
        number,
      ];
      await user.click(screen.getByRole('button', { name: current < pages ? '下一页' : '上一页' }));
      return;
    }
    case 'list.size': {
      const select = screen.getByRole('combobox', { name: '每页条数' }) as HTMLSelectElement;
      await user.selectOptions(select, select.value === '30' ? '10' : '30');
      return;
    }
    case 'list.sort': {
      // the name column's header button: it says the order it has now (asc → desc → none on each click)
      await user.click(within(main()!).getByRole('button', { name: /^广告位名称，/ }));
      return;
    }
    case 'list.retry':
      await user.click(screen.getByRole('button', { name: '重试' }));
      return;
    case 'list.refresh':
      await act(() => run.app!.queryClient.invalidateQueries({ queryKey: resourceListKey('advertising-position') }));
      return;
    case 'list.select':
      await user.click(screen.getByRole('checkbox', { name: '选择第 1 行' }));
      return;
    case 'list.delete.request':
      await user.click(screen.getByRole('button', { name: '删除' }));
      if (!step.state.matches('confirmingDelete')) expect(await screen.findByText('请选择至少一条数据')).toBeInTheDocument();
      return;
    case 'list.delete.confirm':
      await user.click(within(await screen.findByRole('alertdialog')).getByRole('button', { name: '确定' }));
      return;
    case 'list.delete.cancel':
      await user.click(within(await screen.findByRole('alertdialog')).getByRole('button', { name: '取消' }));
      return;
    default:
      throw new Error(`no driver for ${e.type}`);
  }
}

async function assertState(state: AnyMachineSnapshot): Promise<void> {
  if (state.matches('loading')) {
    await waitFor(() =>
      expect(
        document.querySelector('.resource-list .bp6-spinner') ?? document.querySelector('.resource-table[aria-busy="true"]'),
      ).toBeTruthy(),
    );
  }
  if (state.matches('ready')) {
    const r = await region();
    await waitFor(() => expect(r).toHaveAttribute('aria-busy', 'false'));
    await waitFor(() => expect(bodyRows()).toBeGreaterThan(0));
  }
  if (state.matches('empty')) expect(await screen.findByText('暂无数据')).toBeInTheDocument();
  if (state.matches('failed')) {
    expect(await screen.findByText('数据加载失败')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: '重试' })).toBeInTheDocument();
  }
  if (state.matches('confirmingDelete') || state.matches('deleting')) {
    const alert = await screen.findByRole('alertdialog');
    expect(within(alert).getByText('提示')).toBeInTheDocument();
    expect(within(alert).getByText('确定将选择数据删除?')).toBeInTheDocument();
  }
  if (!state.matches('confirmingDelete') && !state.matches('deleting')) {
    await waitFor(() => expect(screen.queryByText('确定将选择数据删除?')).not.toBeInTheDocument());
  }
}

// --- the suite --------------------------------------------------------------------------------
describeMachinePaths({
  title: 'resource list machine paths on the 广告位 screen',
  machineName: 'the resource list machine',
  reportId: 'resource-list',
  machine: resourceListMachine,
  plan: { paths, edges, stateIds },
  beforeEach: () => {
    resetBrowserState();
    sim = createSimulator({ storage: null });
    node.server.resetHandlers(...sim.handlers);
  },
  walker: async (path) => {
    const run: Run = { app: null, gates: new GateBoard(GATED, () => sim), user: userEvent.setup() };
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
