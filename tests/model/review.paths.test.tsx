/**
 * Generated paths of the review machine (docs/flows.md "Recharge audit", docs/architecture.md §4), each walked on the real
 * console's recharge audit page (/rechargeCenter/rechargeaudit/detail) over a queue of two pending applications: as
 * the auditor on the purchaser's applications, and as admin on applications admin filed (the applicant holds the
 * review permission but cannot decide their own: their page shows the application without approve, reject or the
 * comment box, and a note says why); and on the company
 * recharge page (/company/recharge/detail) as the purchaser over their own two pending applications, which they may
 * cancel (GET cancelRecharge) but not decide. Held ("gated") answers stand for `xstate.done/error.actor.*` (the record
 * read, and the decision's command: the decision done, or given up after a refusal — the command's own steps are walked
 * by tests/model/command.paths.test.tsx and its check after a lost answer by tests/unit/approvals); before a record's answer is released
 * the simulator's row is given the status the model reads (another auditor may have decided it meanwhile); on the read
 * after a decision the row must already hold the decision's result (the real call reached the backend).
 * Ends with the coverage check and writes reports/paths/review.{json,md}.
 */
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { AnyMachineSnapshot } from 'xstate';
import { reviewMachine } from '@machines/review/review.machine';
import type { ReviewContext, ReviewEvent, ReviewStatusName } from '@machines/review/review.types';
import { rechargeTable } from '@services/mock/approvals/review';
import { createSimulator, type Simulator } from '@services/mock/simulator';
import { startNodeSimulator } from '@services/mock/node';
import { GateBoard } from '../support/gate-board';
import { buildPaths, describeMachinePaths, type ModelPath } from '../support/model-paths';
import { renderConsole, resetBrowserState, signIn, type RenderedConsole } from '../support/render-console';
import { commandOutcome } from '../support/command-outcome';

type M = typeof reviewMachine;
type AnyEvent = ReviewEvent | { type: string; [k: string]: unknown };

let sim: Simulator = createSimulator({ storage: null });
const node = startNodeSimulator(sim);
afterAll(() => node.close());

// the screens load lazily: compile them once before the first test, so no first step waits on the compiler
beforeAll(async () => {
  await Promise.all([import('@/shell/main-layout'), import('@/screens/approvals/review/review-pages')]);
}, 120_000);

/**
 * Where a start reviews: the family's detail page and title, who signs in, its record read (the queue read has no id
 * parameter and is not held) and the call its decision sends.
 */
interface Place {
  page: string;
  title: string;
  account: 'admin' | 'auditor' | 'purchaser';
  record: RegExp;
  decide: { method: 'GET' | 'POST'; url: string };
}
const PLATFORM = {
  page: '/rechargeCenter/rechargeaudit/detail',
  title: '充值审核',
  record: /\/api\/platform\/approval\/list\?(.*&)?id=/,
  decide: { method: 'POST', url: '/api/platform/recharge/update' },
} as const;
const PLACES: Record<string, Place> = {
  auditor: { ...PLATFORM, account: 'auditor' },
  own: { ...PLATFORM, account: 'admin' },
  applicant: {
    page: '/company/recharge/detail',
    title: '企业充值',
    account: 'purchaser',
    // the family's GET-by-id (spec 000 §7); the platform's approvals have none and read their list narrowed to the id
    record: /\/api\/commpanyrecharge\/commpanyrecharge\/detail\?(.*&)?id=/,
    decide: { method: 'GET', url: '/api/commpanyrecharge/commpanyrecharge/cancelRecharge' },
  },
};
const CODE: Record<string, number> = { pending: 0, approved: 1, rejected: 2, cancelled: 3 };
const LABEL: Record<string, string> = { pending: '待审核', approved: '已通过', rejected: '已驳回', cancelled: '已取消' };
const CONFIRM_TITLE: Record<string, string> = { approve: '确认通过该申请？', reject: '确认驳回该申请？', cancel: '确认取消该申请？' };
const COMMENT = '金额不符';

/** The queue of each start: the auditor reviews the purchaser's (P) applications, admin (A) meets their own. */
const OWN_QUEUE = ['S1', 'S2'] as const;
const applicantOf = (queue: readonly string[]) => (queue[0] === OWN_QUEUE[0] ? 'A' : 'P');
const events: AnyEvent[] = [
  ...(['pending', 'approved', 'rejected', 'cancelled'] as const).flatMap((status) =>
    ['P', 'A'].map((applicantId) => ({ type: 'xstate.done.actor.loadRecord', output: { record: { id: 'R' }, status, applicantId } })),
  ),
  { type: 'xstate.error.actor.loadRecord', error: { kind: 'server' } },
  { type: 'xstate.done.actor.command', output: { done: true, result: null } },
  { type: 'xstate.done.actor.command', output: { done: false } },
  { type: 'review.approve' },
  { type: 'review.reject' },
  { type: 'review.cancel' },
  { type: 'review.comment', text: COMMENT },
  { type: 'review.comment', text: '' },
  { type: 'review.confirm', key: 'operation', at: 0 },
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
    {
      // the purchaser filed both applications; their role holds no recharge review permission
      name: 'applicant',
      input: { family: 'company-recharge', queue: ['C1', 'C2'], index: 0, userId: 'P', mayDecide: false, cancellable: true },
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
      // only a cancellable family's applications are ever cancelled
      if (status === 'cancelled' && !s.context.cancellable) return false;
      // right after a decision the backend answers its result; a fresh record is pending (or decided by someone else)
      if (s.context.done === 'approve') return status === 'approved';
      if (s.context.done === 'reject') return status === 'rejected';
      if (s.context.done === 'cancel') return status === 'cancelled';
      if (s.context.record && s.context.error === null) return status === s.context.status;
      // the applicant's queue is their pending applications (the other starts walk the other answers)
      if (s.context.cancellable) return status === 'pending';
      return true;
    }
    // the applicant's start meets a failed read only on the read after their cancellation
    if (ev.type === 'xstate.error.actor.loadRecord' && s.context.cancellable) return s.context.done !== null || s.context.error !== null;
    // only a reviewer of someone else's application is given the comment box, approve and reject
    const decides = s.context.mayDecide && !(s.context.applicantId !== '' && s.context.applicantId === s.context.userId);
    // a comment is typed only where it changes something
    if (ev.type === 'review.comment')
      return decides && ((ev as { text: string }).text !== '') !== (s.context.comment !== '') && s.context.status === 'pending';
    return true;
  },
});

interface Run {
  place: Place;
  app: RenderedConsole | null;
  gates: GateBoard;
  user: ReturnType<typeof userEvent.setup>;
  ids: string[];
}

const page = (place: Place) => screen.findByRole('region', { name: place.title }, { timeout: 10_000 });
const dialog = () => screen.findByRole('dialog');

async function execute(run: Run, path: ModelPath<M>, i: number): Promise<void> {
  const step = path.steps[i]!;
  const e = step.event as AnyEvent;
  const from = i > 0 ? path.steps[i - 1]!.state : null;
  const to = step.state;
  if (to.matches('loading') && !from?.matches('loading')) run.gates.hold('loadRecord', run.place.record, 'GET');
  if (to.matches('submitting') && !from?.matches('submitting')) run.gates.hold('command', run.place.decide.url, run.place.decide.method);
  const user = run.user;
  if (e.type === 'xstate.init') {
    const q = encodeURIComponent(JSON.stringify({ rechargeStatus: '0' }));
    // the queue is read before the review starts (not gated); the record read is the first held answer
    run.app = renderConsole({ path: `${run.place.page}?id=${run.ids[0]}&q=${q}` });
    await screen.findByRole('banner', {}, { timeout: 15_000 });
    return;
  }
  if (e.type === 'xstate.done.actor.loadRecord') {
    const status = (e as unknown as { output: { status: string } }).output.status;
    const id = run.ids[(to.context as { index: number }).index]!;
    const row = rechargeTable(sim.db).find((r) => String(r.id) === id)!;
    const gate = await run.gates.take('loadRecord');
    // the decision released before this read has reached the backend: the row holds its result
    if (from?.context.done) expect(row.rechargeStatus).toBe(CODE[status]);
    row.rechargeStatus = CODE[status];
    gate.release();
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
    case 'review.approve':
      await user.click(screen.getByRole('button', { name: '通过' }));
      return;
    case 'review.reject':
      await user.click(screen.getByRole('button', { name: '驳回' }));
      return;
    case 'review.cancel':
      await user.click(screen.getByRole('button', { name: '取消申请' }));
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

async function assertState(place: Place, state: AnyMachineSnapshot): Promise<void> {
  const c = state.context as ReviewContext;
  expect(await screen.findByText(`第 ${c.index + 1} / 2 条`)).toBeInTheDocument();
  if (state.matches('loading')) await waitFor(async () => expect(await page(place)).toHaveAttribute('aria-busy', 'true'));
  if (state.matches('failed')) expect(await screen.findByText('数据加载失败')).toBeInTheDocument();
  if (state.matches('ready')) {
    const p = await page(place);
    await waitFor(() => expect(p).toHaveAttribute('aria-busy', 'false'));
    expect(p.querySelector('.bp6-tag[data-status]')).toHaveTextContent(LABEL[c.status]!);
    const own = c.applicantId === c.userId;
    const toolbar = within(screen.getByRole('toolbar', { name: '操作' }));
    for (const [name, ev] of [
      ['通过', 'review.approve'],
      ['驳回', 'review.reject'],
    ] as const) {
      // a role without the review permission, and the applicant, are not offered approve and reject at all
      if (!c.mayDecide || own) {
        expect(toolbar.queryByRole('button', { name })).not.toBeInTheDocument();
        continue;
      }
      const b = toolbar.getByRole('button', { name });
      if (state.can({ type: ev })) expect(b).toBeEnabled();
      else expect(b).toHaveAccessibleDescription('只有待审核的申请可以进行此操作');
    }
    // only a cancellable family offers its applicant 取消申请, while the application is pending
    if (c.cancellable) {
      const b = toolbar.getByRole('button', { name: '取消申请' });
      if (state.can({ type: 'review.cancel' })) expect(b).toBeEnabled();
      else expect(b).toHaveAccessibleDescription('只有待审核的申请可以进行此操作');
    } else expect(toolbar.queryByRole('button', { name: '取消申请' })).not.toBeInTheDocument();
    // the applicant is told why on their own pending application
    if (own && c.status === 'pending') expect(within(p).getByRole('note')).toHaveTextContent('不能审核自己提交的申请');
    else expect(within(p).queryByRole('note')).not.toBeInTheDocument();
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    // only a reviewer of someone else's application is given the comment box
    expect(screen.queryByRole('textbox', { name: '审核意见' }) !== null).toBe(c.mayDecide && !own);
    if (c.error) expect(within(p).getByRole('alert')).toHaveTextContent('操作失败，请重试');
  }
  if (state.matches('confirming') || state.matches('submitting')) {
    const d = await dialog();
    expect(within(d).getByText(CONFIRM_TITLE[c.pending!]!)).toBeInTheDocument();
    expect(within(d).getByLabelText('request')).toHaveTextContent(`${place.decide.method} ${place.decide.url}`);
    // a cancellation asks for no comment
    expect(within(d).queryByRole('textbox', { name: '审核意见' }) !== null).toBe(c.pending !== 'cancel');
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
    const place = PLACES[path.start]!;
    // the applications of the start's queue: admin's own, else the purchaser's
    const applicant = sim.db.users.find((u) => u.account === (path.start === 'own' ? 'admin' : 'purchaser'))!;
    const table = rechargeTable(sim.db);
    // a queue of exactly two pending applications
    table.forEach((r) => {
      if (r.rechargeStatus === 0) r.rechargeStatus = 3;
    });
    const two = table.filter((r) => r.createUser === applicant.id).slice(0, 2);
    for (const r of two) r.rechargeStatus = 0;
    const run: Run = { place, app: null, gates: new GateBoard([], () => sim), user: userEvent.setup(), ids: two.map((r) => String(r.id)) };
    const reviewer = sim.db.users.find((u) => u.account === place.account)!;
    if (place.account === 'admin') await signIn(sim);
    else await signIn(sim, place.account, 'demo123', reviewer.tenantId);
    return {
      execute: (i) => execute(run, path, i),
      assert: (state) => assertState(place, state),
      cleanup: async () => {
        sim.gates.clear();
        await run.app?.dispose();
      },
    };
  },
});
