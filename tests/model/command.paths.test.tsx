/**
 * Generated paths of the command machine (docs/architecture.md §4, docs/flows.md "Commands"), each walked on the real
 * console's 退款申请 screen (/order/refundApply) as the platform admin: a refund of ¥1.00 confirmed, refused
 * (HTTP 500) and retried, or its answer lost (network) — then the application is re-read: found (the server had
 * done it), not found (offered again only after saying so), or the check itself failing. Held answers stand for
 * `xstate.done/error.actor.*`; a SimulatedClock drives the pause before the check (`settleDelay`). After every path
 * every refund POST of the path carried one and the same Idempotency-Key, and the money moved at most once. A second
 * start walks the composed mode on the generic editor: 广告位's 新增 saved, its command started by the editor's own
 * confirmation (submitting at once), refused and given up (dropped: back to the form with what was typed), retried,
 * or its answer lost and the list searched for the new record.
 * Ends with the coverage check and writes reports/paths/command.{json,md}.
 */
import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { SimulatedClock, type AnyMachineSnapshot } from 'xstate';
import { commandMachine } from '@machines/command/command.machine';
import type { CommandContext, CommandEvent } from '@machines/command/command.types';
import { moneyPath } from '@services/api/money/paths';
import { createSimulator, type Simulator } from '@services/mock/simulator';
import { startNodeSimulator } from '@services/mock/node';
import { refundTable } from '@services/mock/money/invoice-routes';
import { buildPaths, describeMachinePaths, type ModelPath } from '../support/model-paths';
import { renderConsole, resetBrowserState, signIn, type RenderedConsole } from '../support/render-console';
import { GateBoard, type GateRule } from '../support/gate-board';

type M = typeof commandMachine;
type AnyEvent = CommandEvent | { type: string; [k: string]: unknown };

let sim: Simulator = createSimulator({ storage: null });
const node = startNodeSimulator(sim);
afterAll(() => node.close());

const SETTLE = 1500;
const AFTER = 'xstate.after.settleDelay.command.outcomeUnknown';
const REFUND = moneyPath('order-refund-apply', 'refund');
/** The composed start: 广告位's save from the generic editor (新增), and the list its check reads. */
const SAVE = '/api/advertising_position/advertisingposition/submit';
const POSITIONS = /\/api\/advertising_position\/advertisingposition\/list/;
const NEW_POSITION = { positionName: '雨天提示横幅', positionCode: 'rain_banner', width: '690' };
const FIND = new RegExp(`${moneyPath('order-refund-apply', 'page').replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}\\?.*orderNo=`);

// --- the model --------------------------------------------------------------------------------
const SERVER = {
  kind: 'server',
  status: 500,
  code: 500,
  message: '服务器内部错误',
  serverMessage: '服务器内部错误',
  handled: true,
  lost: false,
};
const events: AnyEvent[] = [
  { type: 'command.request', payload: { amountFen: 100 } },
  { type: 'command.confirm', key: 'k', at: 0 },
  { type: 'command.cancel' },
  { type: 'xstate.done.actor.send', output: null },
  { type: 'xstate.error.actor.send', error: SERVER },
  {
    type: 'xstate.error.actor.send',
    error: { kind: 'network', status: null, code: null, message: 'Network Error', serverMessage: null, handled: false, lost: true },
  },
  { type: AFTER },
  { type: 'command.verify' },
  { type: 'xstate.done.actor.verify', output: { found: true, record: {} } },
  { type: 'xstate.done.actor.verify', output: { found: false } },
  { type: 'xstate.error.actor.verify', error: SERVER },
  { type: 'command.retry' },
  { type: 'command.resubmit' },
  { type: 'command.edit' },
];

const ctx = (s: AnyMachineSnapshot) => s.context as CommandContext;

const { paths, edges, stateIds } = buildPaths<M>({
  machine: commandMachine,
  starts: [
    { name: 'refund', input: undefined as never },
    // the generic editor's save, which the editor machine confirmed and hands to a command it composes
    { name: 'composed', input: { payload: { positionCode: 'rain_banner' }, key: 'k', at: 0 } as never },
  ],
  events: events as never,
  serializeState: (s) => JSON.stringify({ v: s.value, sent: ctx(s).attempts > 0 }),
});

// --- driving the screen -----------------------------------------------------------------------
interface Run {
  app: RenderedConsole | null;
  gates: GateBoard;
  clock: SimulatedClock;
  user: ReturnType<typeof userEvent.setup>;
  row: Record<string, unknown>;
  /** The check after a lost answer found the write (the screen says what it found, not its plain success). */
  found: boolean;
}

const refundDialog = () => screen.findByRole('dialog', { name: '退款' });
const alert = () => screen.findByRole('alertdialog');

async function execute(run: Run, path: ModelPath<M>, i: number): Promise<void> {
  const step = path.steps[i]!;
  const e = step.event as AnyEvent;
  const user = run.user;
  if (i > 0) run.gates.arm(path.steps[i - 1]!.state, step.state);
  switch (e.type) {
    case 'xstate.init': {
      if (path.start === 'composed') {
        run.app = renderConsole({ path: '/goods/advertising-position', actorClock: run.clock });
        await user.click(await screen.findByRole('button', { name: '新增' }, { timeout: 15_000 }));
        const editor = within(await screen.findByRole('dialog'));
        await user.type(editor.getByLabelText(/广告位名称/), NEW_POSITION.positionName);
        await user.type(editor.getByLabelText(/广告位编码/), NEW_POSITION.positionCode);
        await user.type(editor.getByLabelText(/宽度/), NEW_POSITION.width);
        // the editor confirms the save and starts the command: the model's first state is submitting
        run.gates.arm(null, step.state);
        await user.click(editor.getByRole('button', { name: '保存' }));
        return;
      }
      run.app = renderConsole({ path: '/order/refundApply', actorClock: run.clock });
      await user.click(await screen.findByRole('button', { name: `退款 ${String(run.row.orderNo)}` }, { timeout: 15_000 }));
      await user.type(within(await refundDialog()).getByLabelText('退款金额（元）'), '1');
      return;
    }
    case 'command.request':
      await user.click(within(await refundDialog()).getByRole('button', { name: '退款' }));
      return;
    case 'command.confirm': {
      const confirm = within(await alert()).getByRole('button', { name: '确定' });
      // a double click and Enter while it runs send nothing more
      await user.dblClick(confirm);
      await user.keyboard('{Enter}{Enter}');
      return;
    }
    case 'command.cancel':
      await user.click(within(await alert()).getByRole('button', { name: '取消' }));
      return;
    case 'command.retry':
      await user.click(within(await alert()).getByRole('button', { name: '重试' }));
      return;
    case 'command.verify':
      await user.click(within(await alert()).getByRole('button', { name: '重新核对' }));
      return;
    case 'command.resubmit':
      await user.click(within(await alert()).getByRole('button', { name: '重新提交' }));
      return;
    case 'command.edit':
      await user.click(within(await alert()).getByRole('button', { name: '关闭' }));
      return;
    case 'xstate.done.actor.send':
      (await run.gates.take('send')).release();
      return;
    case 'xstate.error.actor.send':
      (await run.gates.take('send')).fail((e as unknown as { error: { kind: string } }).error.kind === 'network' ? 'network' : '500');
      return;
    case 'xstate.done.actor.verify': {
      // found: the server had done the write before its answer was lost
      if ((e as unknown as { output: { found: boolean } }).output.found) {
        run.found = true;
        // the record the server made, stamped (Beijing time) after the operation started
        if (path.start === 'composed')
          sim.db.resources['advertising-position']!.unshift({
            id: 'rain-1',
            ...NEW_POSITION,
            width: 690,
            createTime: new Date(Date.now() + 8 * 3_600_000).toISOString().slice(0, 19).replace('T', ' '),
          });
        else Object.assign(run.row, { refundStatus: 2, refundAmount: 100 });
      }
      (await run.gates.take('verify')).release();
      return;
    }
    case 'xstate.error.actor.verify':
      (await run.gates.take('verify')).fail('500');
      return;
    case AFTER:
      act(() => run.clock.increment(SETTLE));
      return;
    default:
      throw new Error(`no driver for ${e.type}`);
  }
}

/** What the generic editor shows of its composed command: its dialog only when the write needs the user. */
async function assertComposed(state: AnyMachineSnapshot): Promise<void> {
  if (state.matches('done')) {
    expect(await screen.findByText('新增成功')).toBeInTheDocument();
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    return;
  }
  const editor = await screen.findByRole('dialog');
  if (state.matches('dropped')) {
    // given up: back to the form, with what was typed
    await waitFor(() => expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument());
    expect(within(editor).getByLabelText(/广告位编码/)).toHaveValue(NEW_POSITION.positionCode);
    return;
  }
  if (state.matches('submitting')) {
    await waitFor(() => expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument());
    return;
  }
  const a = within(await alert());
  if (state.matches('failed')) {
    expect(await a.findByText('操作失败')).toBeInTheDocument();
    expect(a.getByRole('button', { name: '重试' })).toBeEnabled();
  }
  if (state.matches('outcomeUnknown') || state.matches('verifying'))
    expect(await a.findByText('未收到服务器应答，正在核对操作结果…')).toBeInTheDocument();
  if (state.matches('notFound')) {
    expect(await a.findByText(/未查到这笔操作的结果。请先在记录中核对/)).toBeInTheDocument();
    expect(a.getByRole('button', { name: '重新提交' })).toBeEnabled();
  }
  if (state.matches('verifyFailed')) expect(await a.findByText('无法确认操作结果，请稍后重新核对')).toBeInTheDocument();
}

async function assertState(state: AnyMachineSnapshot, run: Run): Promise<void> {
  if (state.matches('done')) {
    await waitFor(() => expect(screen.queryByRole('dialog', { name: '退款' })).not.toBeInTheDocument());
    expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument();
    // answered: the screen's own 退款成功; found by the check: what was found, in its place
    if (run.found) {
      expect(await screen.findByText(/^服务器已处理：找到/)).toBeInTheDocument();
      expect(screen.queryByText('退款成功')).not.toBeInTheDocument();
    } else expect(await screen.findByText('退款成功')).toBeInTheDocument();
    return;
  }
  const form = within(await refundDialog());
  if (state.matches('idle')) {
    await waitFor(() => expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument());
    await waitFor(() => expect(form.getByRole('button', { name: '退款' })).toBeEnabled());
    return;
  }
  await waitFor(() => expect(form.getByRole('button', { name: '退款' })).toBeDisabled());
  const a = within(await alert());
  if (state.matches('confirming') || state.matches('submitting') || state.matches('failed')) {
    expect(a.getByText('确认退款')).toBeInTheDocument();
    expect(a.getByText(/退款 ¥1\.00/)).toBeInTheDocument();
  }
  if (state.matches('confirming')) expect(a.getByRole('button', { name: '确定' })).toBeEnabled();
  if (state.matches('submitting')) await waitFor(() => expect(a.getByRole('button', { name: '取消' })).toBeDisabled());
  if (state.matches('failed')) {
    expect(await a.findByText('操作失败')).toBeInTheDocument();
    expect(a.getByText('服务器内部错误')).toBeInTheDocument();
  }
  if (state.matches('outcomeUnknown') || state.matches('verifying')) {
    expect(await a.findByText('未收到服务器应答，正在核对操作结果…')).toBeInTheDocument();
    expect(a.queryByRole('button', { name: '重新提交' })).not.toBeInTheDocument();
  }
  if (state.matches('notFound')) {
    expect(await a.findByText(/未查到这笔操作的结果。请先在记录中核对/)).toBeInTheDocument();
    expect(a.getByRole('button', { name: '重新提交' })).toBeEnabled();
    expect(a.queryByText(/不会重复/)).not.toBeInTheDocument();
  }
  if (state.matches('verifyFailed')) {
    expect(await a.findByText('无法确认操作结果，请稍后重新核对')).toBeInTheDocument();
    expect(a.queryByRole('button', { name: '重新提交' })).not.toBeInTheDocument();
  }
}

// --- the suite --------------------------------------------------------------------------------
describeMachinePaths({
  title: 'command machine paths on the 退款申请 screen and the generic editor',
  machineName: 'the command machine',
  reportId: 'command',
  machine: commandMachine,
  plan: { paths, edges, stateIds },
  beforeEach: () => {
    resetBrowserState();
    sim = createSimulator({ storage: null });
    node.server.resetHandlers(...sim.handlers);
  },
  walker: async (path) => {
    const composed = path.start === 'composed';
    const row = refundTable(sim.db).find((r) => r.refundStatus === 0 && (r.payAmount as number) >= 100)!;
    const rules: GateRule[] = [
      [(s) => s.matches('submitting'), 'send', composed ? SAVE : REFUND, 'POST'],
      [(s) => s.matches('verifying'), 'verify', composed ? POSITIONS : FIND, 'GET'],
    ];
    const run: Run = {
      app: null,
      gates: new GateBoard(rules, () => sim),
      clock: new SimulatedClock(),
      user: userEvent.setup(),
      row,
      found: false,
    };
    await signIn(sim);
    return {
      execute: (i) => execute(run, path, i),
      assert: (state) => (composed ? assertComposed(state) : assertState(state, run)),
      cleanup: async () => {
        sim.gates.clear();
        await run.app?.dispose();
      },
      afterwards: () => {
        const posts = sim.requests.filter((r) => r.method === 'POST' && r.path === (composed ? SAVE : REFUND));
        const keys = new Set(posts.map((p) => p.headers['idempotency-key']));
        expect(keys.size).toBeLessThanOrEqual(1);
        const last = path.steps.at(-1)!.state;
        if (last.matches('done') && !composed) expect(row.refundStatus).toBe(2);
        if (last.matches('done') && composed)
          expect(sim.db.resources['advertising-position']!.filter((r) => r.positionCode === NEW_POSITION.positionCode)).toHaveLength(1);
        expect(posts.length).toBe(
          path.steps.filter((s, k) => s.state.matches('submitting') && (k === 0 || !path.steps[k - 1]!.state.matches('submitting'))).length,
        );
      },
    };
  },
});
