/**
 * Generated paths of the review machine (docs/flows.md "Recharge audit", docs/architecture.md §4), each walked on the real
 * console's recharge audit page (/rechargeCenter/rechargeaudit/detail) over a queue of two pending applications: as
 * the auditor on the purchaser's applications, and as admin on applications admin filed (the applicant holds the
 * review permission but cannot decide their own: approve and reject stay disabled and say why). Held ("gated") answers stand for `xstate.done/error.actor.*`; before a record's answer is released
 * the simulator's row is given the status the model reads (another auditor may have decided it meanwhile).
 * Ends with the coverage check and writes reports/paths/review.{json,md}.
 */
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { AnyMachineSnapshot } from 'xstate';
import { reviewMachine } from '@machines/review/review.machine';
import type { ReviewEvent, ReviewStatusName } from '@machines/review/review.types';
import { rechargeTable } from '@services/mock/approvals/review';
import { createSimulator, type Simulator } from '@services/mock/simulator';
import { startNodeSimulator } from '@services/mock/node';
import { GateBoard } from '../support/gate-board';
import { buildPaths, describeMachinePaths, type ModelPath } from '../support/model-paths';
import { renderConsole, resetBrowserState, signIn, type RenderedConsole } from '../support/render-console';

type M = typeof reviewMachine;
type AnyEvent = ReviewEvent | { type: string; [k: string]: unknown };

let sim: Simulator = createSimulator({ storage: null });
const node = startNodeSimulator(sim);
afterAll(() => node.close());

// the screens load lazily: compile them once before the first test, so no first step waits on the compiler
beforeAll(async () => {
  await Promise.all([import('@/shell/main-layout'), import('@/screens/approvals/review/review-pages')]);
}, 120_000);

/** The record read (the queue read has no id parameter and is not held). */
const RECORD = /\/api\/platform\/approval\/list\?(.*&)?id=/;
const DECIDE = '/api/platform/recharge/update';
const CODE: Record<string, number> = { pending: 0, approved: 1, rejected: 2 };
const LABEL: Record<string, string> = { pending: '待审核', approved: '已通过', rejected: '已驳回' };
const COMMENT = '金额不符';

/** The queue of each start: the auditor reviews the purchaser's (P) applications, admin (A) meets their own. */
const OWN_QUEUE = ['S1', 'S2'] as const;
const applicantOf = (queue: readonly string[]) => (queue[0] === OWN_QUEUE[0] ? 'A' : 'P');
const events: AnyEvent[] = [
  ...(['pending', 'approved', 'rejected'] as const).flatMap((status) =>
    ['P', 'A'].map((applicantId) => ({ type: 'xstate.done.actor.loadRecord', output: { record: { id: 'R' }, status, applicantId } })),
  ),
  { type: 'xstate.error.actor.loadRecord', error: { kind: 'server' } },
  { type: 'xstate.done.actor.decide', output: null },
  { type: 'xstate.error.actor.decide', error: { kind: 'server' } },
  { type: 'review.approve' },
  { type: 'review.reject' },
  { type: 'review.comment', text: COMMENT },
  { type: 'review.comment', text: '' },
  { type: 'review.confirm' },
  { type: 'review.dismiss' },
  { type: 'review.next' },
  { type: 'review.prev' },
  { type: 'review.refresh' },
  { type: 'review.retry' },
];

const { paths, edges, stateIds } = buildPaths<M>({
  machine: reviewMachine,
  starts: [
    {
      name: 'auditor',
      input: { family: 'platform-approval', queue: ['R1', 'R2'], index: 0, userId: 'U', mayDecide: true, cancellable: false },
    },
    {
      name: 'own',
      input: { family: 'platform-approval', queue: [...OWN_QUEUE], index: 0, userId: 'A', mayDecide: true, cancellable: false },
    },
  ],
  events: events as never,
  serializeState: (s) =>
    JSON.stringify({
      q: s.context.queue[0],
      v: s.value,
      st: s.context.status,
      i: s.context.index,
      p: s.context.pending,
      d: s.context.done,
      e: s.context.error !== null,
      c: s.context.comment !== '',
      r: s.context.record !== null,
    }),
  allow: (s, e) => {
    const ev = e as AnyEvent;
    if (ev.type === 'xstate.done.actor.loadRecord') {
      const { status, applicantId } = (ev as unknown as { output: { status: ReviewStatusName; applicantId: string } }).output;
      if (applicantId !== applicantOf(s.context.queue)) return false;
      // right after a decision the backend answers its result; a fresh record is pending (or decided by someone else)
      if (s.context.done === 'approve') return status === 'approved';
      if (s.context.done === 'reject') return status === 'rejected';
      if (s.context.record && s.context.error === null) return status === s.context.status;
      return true;
    }
    // a comment is typed only where it changes something
    if (ev.type === 'review.comment')
      return ((ev as { text: string }).text !== '') !== (s.context.comment !== '') && s.context.status === 'pending';
    return true;
  },
});

interface Run {
  app: RenderedConsole | null;
  gates: GateBoard;
  user: ReturnType<typeof userEvent.setup>;
  ids: string[];
}

const page = () => screen.findByRole('region', { name: '充值审核' }, { timeout: 10_000 });
const dialog = () => screen.findByRole('dialog');

async function execute(run: Run, path: ModelPath<M>, i: number): Promise<void> {
  const step = path.steps[i]!;
  const e = step.event as AnyEvent;
  const from = i > 0 ? path.steps[i - 1]!.state : null;
  const to = step.state;
  if (to.matches('loading') && !from?.matches('loading')) run.gates.hold('loadRecord', RECORD, 'GET');
  if (to.matches('submitting')) run.gates.hold('decide', DECIDE, 'POST');
  const user = run.user;
  if (e.type === 'xstate.init') {
    const q = encodeURIComponent(JSON.stringify({ rechargeStatus: '0' }));
    // the queue is read before the review starts (not gated); the record read is the first held answer
    run.app = renderConsole({ path: `/rechargeCenter/rechargeaudit/detail?id=${run.ids[0]}&q=${q}` });
    await screen.findByRole('banner', {}, { timeout: 15_000 });
    return;
  }
  if (e.type === 'xstate.done.actor.loadRecord') {
    const status = (e as unknown as { output: { status: string } }).output.status;
    const id = run.ids[(to.context as { index: number }).index]!;
    const row = rechargeTable(sim.db).find((r) => String(r.id) === id)!;
    row.rechargeStatus = CODE[status];
    (await run.gates.take('loadRecord')).release();
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
    case 'review.approve':
      await user.click(screen.getByRole('button', { name: '通过' }));
      return;
    case 'review.reject':
      await user.click(screen.getByRole('button', { name: '驳回' }));
      return;
    case 'review.comment': {
      const text = (e as { text: string }).text;
      const box = from?.matches('confirming')
        ? within(await dialog()).getByRole('textbox', { name: '审核意见' })
        : screen.getByRole('textbox', { name: '审核意见' });
      await user.clear(box);
      if (text) await user.type(box, text);
      return;
    }
    case 'review.confirm':
      await user.click(within(await dialog()).getByRole('button', { name: '确定' }));
      return;
    case 'review.dismiss':
      await user.click(within(await dialog()).getByRole('button', { name: '取消' }));
      return;
    case 'review.next':
      await user.click(screen.getByRole('button', { name: '下一条' }));
      return;
    case 'review.prev':
      await user.click(screen.getByRole('button', { name: '上一条' }));
      return;
    case 'review.refresh':
      await user.click(screen.getByRole('button', { name: '刷新' }));
      return;
    case 'review.retry':
      await user.click(await screen.findByRole('button', { name: '重试' }));
      return;
    default:
      throw new Error(`no driver for ${e.type}`);
  }
}

async function assertState(state: AnyMachineSnapshot): Promise<void> {
  const c = state.context as { record: unknown; status: string; index: number; pending: string | null; error: unknown; comment: string };
  expect(await screen.findByText(`第 ${c.index + 1} / 2 条`)).toBeInTheDocument();
  if (state.matches('loading')) await waitFor(async () => expect(await page()).toHaveAttribute('aria-busy', 'true'));
  if (state.matches('failed')) expect(await screen.findByText('数据加载失败')).toBeInTheDocument();
  if (state.matches('ready')) {
    const p = await page();
    await waitFor(() => expect(p).toHaveAttribute('aria-busy', 'false'));
    expect(p.querySelector('.bp6-tag[data-status]')).toHaveTextContent(LABEL[c.status]!);
    const own = (state.context as { applicantId: string; userId: string }).applicantId === (state.context as { userId: string }).userId;
    for (const [name, ev] of [
      ['通过', 'review.approve'],
      ['驳回', 'review.reject'],
    ] as const) {
      const b = within(screen.getByRole('toolbar', { name: '操作' })).getByRole('button', { name });
      if (state.can({ type: ev })) expect(b).toBeEnabled();
      else
        expect(b).toHaveAccessibleDescription(own && c.status === 'pending' ? '不能审核自己提交的申请' : '只有待审核的申请可以进行此操作');
    }
    // the applicant is told why on their own pending application
    if (own && c.status === 'pending') expect(within(p).getByRole('note')).toHaveTextContent('不能审核自己提交的申请');
    else expect(within(p).queryByRole('note')).not.toBeInTheDocument();
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    if (c.error) expect(within(p).getByRole('alert')).toHaveTextContent('操作失败，请重试');
  }
  if (state.matches('confirming') || state.matches('submitting')) {
    const d = await dialog();
    expect(within(d).getByText(c.pending === 'approve' ? '确认通过该申请？' : '确认驳回该申请？')).toBeInTheDocument();
    expect(within(d).getByLabelText('request')).toHaveTextContent(DECIDE);
    const ok = within(d).getByRole('button', { name: '确定' });
    if (state.matches('confirming')) {
      if (c.pending === 'reject' && !c.comment) expect(ok).toBeDisabled();
      else expect(ok).toBeEnabled();
    } else await waitFor(() => expect(within(d).getByRole('button', { name: '取消' })).toBeDisabled());
  }
}

describeMachinePaths({
  title: 'review machine paths on the recharge audit page',
  machineName: 'the review machine',
  reportId: 'review',
  machine: reviewMachine,
  plan: { paths, edges, stateIds },
  beforeEach: () => {
    resetBrowserState();
    sim = createSimulator({ storage: null });
    node.server.resetHandlers(...sim.handlers);
  },
  walker: async (path) => {
    const own = path.start === 'own';
    const applicant = sim.db.users.find((u) => u.account === (own ? 'admin' : 'purchaser'))!;
    const table = rechargeTable(sim.db);
    // a queue of exactly two pending applications
    table.forEach((r) => {
      if (r.rechargeStatus === 0) r.rechargeStatus = 3;
    });
    const two = table.filter((r) => r.createUser === applicant.id).slice(0, 2);
    for (const r of two) r.rechargeStatus = 0;
    const run: Run = { app: null, gates: new GateBoard([], () => sim), user: userEvent.setup(), ids: two.map((r) => String(r.id)) };
    if (own) await signIn(sim);
    else await signIn(sim, 'auditor', 'demo123');
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
