/**
 * Generated paths of the split-account machine (docs/architecture.md §4, docs/flows.md "Split-account onboarding"), each
 * walked on the real console's 新增公司分账账户 screen (/platformCharge/companyAccount/add) as the seeded supplier,
 * against the simulated backend. Three starts keep paths short: a new account (details typed and saved), a saved
 * record (待开户: open the trade account, upload the pictures) and a record with its pictures (资料已上传: submit and
 * confirm the contract, signed). Held answers stand for `xstate.done/error.actor.*` (the record read, and each write's
 * command: done, or given up after a refusal — the command's own steps, its retry and its check after a lost answer,
 * are walked by tests/model/command.paths.test.tsx). Ends with the coverage check and writes
 * reports/paths/splitAccount.{json,md}.
 */
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { AnyMachineSnapshot } from 'xstate';
import { splitAccountMachine, SIGNED_STAGE } from '@machines/split-account/split-account.machine';
import type { SplitAccount, SplitAccountContext, SplitAccountEvent } from '@machines/split-account/split-account.types';
import { DETAIL_FIELDS, splitAccountPath, stepUrl, type SplitAccountDetails } from '@services/api/split-account/calls';
import { SPLIT_ACCOUNT_STATUS } from '@services/api/split-account/status';
import { requireResource } from '@services/resources/registry';
import { createSimulator, type Simulator } from '@services/mock/simulator';
import { startNodeSimulator } from '@services/mock/node';
import { resourceTable } from '@services/mock/routes/resource-routes';
import { buildPaths, describeMachinePaths, type ModelPath } from '../support/model-paths';
import { renderConsole, resetBrowserState, signIn, type RenderedConsole } from '../support/render-console';
import { GateBoard, type GateRule } from '../support/gate-board';
import { commandOutcome } from '../support/command-outcome';

type M = typeof splitAccountMachine;
type AnyEvent = SplitAccountEvent | { type: string; [k: string]: unknown };

let sim: Simulator = createSimulator({ storage: null });
const node = startNodeSimulator(sim);
afterAll(() => node.close());

/** The starts: [name, record id (null: a new account), stage it starts at, stage where exploring stops]. */
const STARTS: Array<[name: string, id: string | null, from: number, to: number]> = [
  ['new', null, -1, 0],
  ['saved', '1990000000000000001', 0, 2],
  ['uploaded', '1990000000000000002', 2, SIGNED_STAGE],
];
const START_OF = (id: string | null) => STARTS.find((x) => x[1] === id);
const STATUS = Object.values(SPLIT_ACCOUNT_STATUS).map((s) => s.zh);
const STEP_LABEL: Record<string, string> = {
  createAccount: '开通交易账户',
  uploadAccPic: '上传开户资料',
  contractSubmit: '提交分账合同',
  contractConfirm: '确认分账合同',
};
const FIELD_LABEL: Record<keyof SplitAccountDetails, string> = {
  companyName: '企业名称',
  creditCode: '统一社会信用代码',
  legalPerson: '法定代表人',
  legalIdCard: '法人身份证号',
  legalPhone: '法人手机号',
  bankName: '开户银行',
  bankCardNumber: '银行卡号',
};
const DETAILS: SplitAccountDetails = {
  companyName: '江苏顺达物流有限公司',
  creditCode: '91110108MA01KQ7X3K',
  legalPerson: '周建国',
  legalIdCard: '11010519491231002X',
  legalPhone: '13800138000',
  bankName: '中国工商银行南京分行',
  bankCardNumber: '6222020200112233446',
};

// --- the model --------------------------------------------------------------------------------
const rec = (stage: number): SplitAccount =>
  ({
    id: 'R',
    ...DETAILS,
    openStatus: stage,
    stage,
    accountNo: '',
    accPicCount: 0,
    createTime: '',
    updateTime: '',
    signTime: '',
  }) as SplitAccount;
const SERVER = { kind: 'server', message: '服务器内部错误' };
const PICTURE = new File(['png'], 'licence.png', { type: 'image/png' });
const events: AnyEvent[] = [
  ...[0, 1, 2, 3, 4].map((n) => ({ type: 'xstate.done.actor.loadRecord', output: rec(n) })),
  { type: 'xstate.error.actor.loadRecord', error: SERVER },
  { type: 'split.details', details: DETAILS, problem: null },
  { type: 'split.details', details: { ...DETAILS, legalPhone: '' }, problem: 'recharge:splitAccount.reason.fillDetails' },
  { type: 'split.save' },
  { type: 'split.pictures', pictures: [PICTURE] },
  ...Object.keys(STEP_LABEL).map((step) => ({ type: 'split.step', step })),
  { type: 'split.confirm', key: 'operation', at: 0 },
  { type: 'split.cancel' },
  { type: 'split.refresh' },
  { type: 'split.retry' },
  { type: 'xstate.done.actor.command', output: { done: true, result: { id: 'saved' } } },
  { type: 'xstate.done.actor.command', output: { done: false } },
];

const ctx = (s: AnyMachineSnapshot) => s.context as SplitAccountContext;
const stage = (s: AnyMachineSnapshot) => ctx(s).record?.stage ?? -1;
/** The stage the server will answer when the record is (re)read now. */
const expected = (s: AnyMachineSnapshot) => {
  const c = ctx(s);
  if (!c.record) return c.pending === 'save' ? 0 : (START_OF(c.id)?.[2] ?? 0);
  // a write done stays pending, outside its confirmation, until the record is read again
  return c.pending !== null && !s.hasTag('confirm') ? c.record.stage + 1 : c.record.stage;
};
const detailsState = (c: SplitAccountContext) => (c.details === null ? 'none' : c.detailsError ? 'bad' : 'ok');

const { paths, edges, stateIds } = buildPaths<M>({
  machine: splitAccountMachine,
  starts: STARTS.map(([name, id]) => ({ name, input: { id } })),
  stopWhen: (s) => {
    const start = STARTS.find((x) => x[1] === ctx(s).id) ?? STARTS[0]!;
    return (stage(s) >= start[3] && s.matches('ready')) || s.matches('done');
  },
  events: events as never,
  serializeState: (s) =>
    JSON.stringify({
      v: s.value,
      stage: stage(s),
      exp: expected(s),
      p: ctx(s).pending,
      id: ctx(s).id !== null,
      d: detailsState(ctx(s)),
      pics: ctx(s).pictures.length > 0,
      e: ctx(s).error,
    }),
  allow: (s, e) => {
    const ev = e as AnyEvent & { output?: SplitAccount & { done?: boolean }; error?: unknown };
    const c = ctx(s);
    if (ev.type === 'xstate.done.actor.loadRecord') return ev.output!.stage === expected(s);
    // a failed read is sampled on the saved record's first read
    if (ev.type === 'xstate.error.actor.loadRecord') return !c.record && c.id === STARTS[1]![1];
    if (ev.type === 'split.details')
      return (ev as { problem: string | null }).problem === null ? detailsState(c) !== 'ok' : detailsState(c) === 'ok';
    // pictures are chosen where the upload waits for them
    if (ev.type === 'split.pictures') return c.pictures.length === 0 && stage(s) === 1;
    // a refusal given up is sampled on the save and on the contract's submission
    if (ev.type === 'xstate.done.actor.command' && !ev.output!.done) return c.pending === 'save' || c.pending === 'contractSubmit';
    if (ev.type === 'split.cancel') return c.pending === 'save' || c.pending === 'createAccount';
    if (ev.type === 'split.refresh') return stage(s) === 1;
    return true;
  },
});

// --- driving the screens ----------------------------------------------------------------------
const DETAIL = splitAccountPath('detail');
const PAGE = '/platformCharge/companyAccount/add';

interface Run {
  app: RenderedConsole | null;
  gates: GateBoard;
  user: ReturnType<typeof userEvent.setup>;
}

const field = (name: keyof SplitAccountDetails) => screen.getByLabelText(new RegExp(`^${FIELD_LABEL[name]}`)) as HTMLInputElement;
const dialog = (title: string) => screen.findByRole('dialog', { name: title });

async function execute(run: Run, path: ModelPath<M>, i: number): Promise<void> {
  const step = path.steps[i]!;
  const e = step.event as AnyEvent;
  const user = run.user;
  const prev = i > 0 ? path.steps[i - 1]!.state : null;
  if (prev) {
    run.gates.arm(prev, step.state);
    // the write's command sends to the call of the write asked for
    if (step.state.matches('committing') && !prev.matches('committing')) {
      const c = ctx(step.state);
      run.gates.hold('command', c.pending === 'save' ? splitAccountPath('submit') : stepUrl(c.pending!, c.id!), 'POST');
    }
  }
  switch (e.type) {
    case 'xstate.init': {
      run.gates.arm(null, step.state);
      const id = ctx(step.state).id;
      run.app = renderConsole({ path: id ? `${PAGE}?id=${id}` : PAGE });
      await screen.findByRole('banner', {}, { timeout: 30_000 });
      return;
    }
    case 'xstate.done.actor.loadRecord':
      (await run.gates.take('loadRecord')).release();
      return;
    case 'xstate.error.actor.loadRecord':
      (await run.gates.take('loadRecord')).fail('500');
      return;
    case 'xstate.done.actor.command':
      await commandOutcome(run.gates, e, user);
      return;
    case 'split.details': {
      const wanted = (e as { details: SplitAccountDetails }).details;
      for (const name of DETAIL_FIELDS) {
        const input = await waitFor(() => field(name));
        if (input.value === wanted[name]) continue;
        await user.clear(input);
        if (wanted[name]) {
          await user.click(input);
          await user.paste(wanted[name]);
        }
      }
      return;
    }
    case 'split.save':
      await user.click(screen.getByRole('button', { name: '保存企业信息' }));
      return;
    case 'split.pictures':
      await user.upload(screen.getByLabelText(/^开户资料图片/), PICTURE);
      return;
    case 'split.step': {
      const label = STEP_LABEL[(e as { step: string }).step]!;
      const panel = within(await screen.findByRole('region', { name: label }));
      await user.click(panel.getByRole('button', { name: label }));
      return;
    }
    case 'split.confirm': {
      const title = ctx(prev!).pending === 'save' ? '填写企业信息' : STEP_LABEL[ctx(prev!).pending!]!;
      await user.click(within(await dialog(title)).getByRole('button', { name: '确认' }));
      return;
    }
    case 'split.cancel': {
      const title = ctx(prev!).pending === 'save' ? '填写企业信息' : STEP_LABEL[ctx(prev!).pending!]!;
      await user.click(within(await dialog(title)).getByRole('button', { name: '取消' }));
      return;
    }
    case 'split.refresh':
      await user.click(screen.getByRole('button', { name: '刷新' }));
      return;
    case 'split.retry':
      await user.click(screen.getByRole('button', { name: '重试' }));
      return;
    default:
      throw new Error(`no driver for ${e.type}`);
  }
}

async function assertState(state: AnyMachineSnapshot): Promise<void> {
  const c = ctx(state);
  if (state.matches('loadFailed')) {
    await waitFor(() => {
      expect(screen.getByText('账户信息加载失败')).toBeInTheDocument();
      expect(screen.getByRole('button', { name: '重试' })).toBeInTheDocument();
    });
    return;
  }
  if (state.matches('editing')) {
    // the screen loads lazily: the first path waits for its module
    const save = await screen.findByRole('button', { name: '保存企业信息' }, { timeout: 15_000 });
    await waitFor(() => (detailsState(c) === 'ok' ? expect(save).toBeEnabled() : expect(save).toBeDisabled()));
    const current = document.querySelector('ol[aria-label="开户步骤"] li[aria-current="step"]');
    expect(current).toHaveAttribute('aria-label', '填写企业信息');
  }
  if (!c.record && state.matches('loading')) {
    if (c.pending !== 'save') expect(await screen.findByLabelText('加载中…', {}, { timeout: 10_000 })).toBeInTheDocument();
    return;
  }
  if (c.record && (state.matches('ready') || state.matches('done'))) {
    const summary = await waitFor(() => {
      const el = document.querySelector<HTMLElement>('dl[aria-label="账户信息"]');
      if (!el) throw new Error('no summary');
      return el;
    });
    await waitFor(() => expect(summary).toHaveTextContent(STATUS[c.record!.stage]!));
    if (state.matches('done')) expect(screen.getByText('分账账户已签约生效')).toBeInTheDocument();
    else {
      const label = STEP_LABEL[Object.keys(STEP_LABEL)[c.record.stage]!]!;
      const current = document.querySelector('ol[aria-label="开户步骤"] li[aria-current="step"]');
      expect(current).toHaveAttribute('aria-label', label);
      const button = within(screen.getByRole('region', { name: label })).getByRole('button', { name: label });
      const needsPictures = label === '上传开户资料' && c.pictures.length === 0;
      await waitFor(() => (needsPictures ? expect(button).toBeDisabled() : expect(button).toBeEnabled()));
    }
  }
  if (state.hasTag('confirm')) {
    const title = c.pending === 'save' ? '填写企业信息' : STEP_LABEL[c.pending!]!;
    const shown = await dialog(title);
    expect(within(shown).getByText(DETAILS.companyName)).toBeInTheDocument();
    if (state.matches('committing')) await waitFor(() => expect(within(shown).getByRole('button', { name: '取消' })).toBeDisabled());
  } else {
    await waitFor(() => expect(screen.queryByRole('dialog', { name: /企业信息|交易账户|开户资料|分账合同/ })).not.toBeInTheDocument());
  }
}

/** The records the resuming starts open, the supplier's own. */
function seedRecords(s: Simulator) {
  const table = resourceTable(s.db, requireResource('ent-account'));
  for (const [, id, from] of STARTS)
    if (id)
      table.unshift({
        id,
        ...DETAILS,
        openStatus: from,
        tenantId: '100001',
        createTime: '2024-03-01 09:00:00',
        ...(from >= 1 ? { accountNo: 'EA2024030109000001' } : {}),
        ...(from >= 2 ? { accPicCount: 2 } : {}),
      });
}

// --- the suite --------------------------------------------------------------------------------
describeMachinePaths({
  title: 'split-account machine paths on the 新增公司分账账户 screen',
  machineName: 'the split-account machine',
  reportId: 'splitAccount',
  machine: splitAccountMachine,
  plan: { paths, edges, stateIds },
  beforeEach: () => {
    resetBrowserState();
    sim = createSimulator({ storage: null });
    seedRecords(sim);
    node.server.resetHandlers(...sim.handlers);
  },
  walker: async (path) => {
    const rules: GateRule[] = [[(s) => s.matches('loading'), 'loadRecord', DETAIL]];
    const run: Run = { app: null, gates: new GateBoard(rules, () => sim), user: userEvent.setup() };
    await signIn(sim, 'supplier', 'demo123', '100001');
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
