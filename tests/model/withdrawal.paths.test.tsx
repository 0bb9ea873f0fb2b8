/**
 * Generated paths of the withdrawal machine (docs/architecture.md §4, docs/flows.md "Withdrawals"), each walked on the real
 * console's 供货商账户 screen (/fleet/withdrawal) as the seeded supplier, against the simulated backend: a
 * supplier withdrawal (no code) and a merchant divide (SMS code). Held answers stand for
 * `xstate.done/error.actor.*` (the account, the quote, the code, and the withdrawal's command: submitted, or given up
 * after a refusal — the command's own steps, the lost answer and its check included, are walked by
 * tests/model/command.paths.test.tsx and tests/unit/money). Ends with the coverage check and writes
 * reports/paths/withdrawal.{json,md}.
 */
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { AnyMachineSnapshot } from 'xstate';
import { withdrawalMachine, CODE_PATTERN } from '@machines/withdrawal/withdrawal.machine';
import type { WithdrawContext, WithdrawEvent } from '@machines/withdrawal/withdrawal.types';
import { withdrawRequest } from '@services/api/money/withdrawal';
import { createSimulator, type Simulator } from '@services/mock/simulator';
import { startNodeSimulator } from '@services/mock/node';
import { peekSms } from '@services/mock/money/store';
import { buildPaths, describeMachinePaths, type ModelPath } from '../support/model-paths';
import { renderConsole, resetBrowserState, signIn, type RenderedConsole } from '../support/render-console';
import { GateBoard, type GateRule } from '../support/gate-board';
import { commandOutcome } from '../support/command-outcome';

type M = typeof withdrawalMachine;
type AnyEvent = WithdrawEvent | { type: string; [k: string]: unknown };

let sim: Simulator = createSimulator({ storage: null });
const node = startNodeSimulator(sim);
afterAll(() => node.close());

const ACCOUNTS = {
  supplier: { id: '1800000000000000101', name: '华北石化供货结算户' },
  merchantDivide: { id: '1800000000000000104', name: '华北石化商户分账户' },
} as const;

// --- the model --------------------------------------------------------------------------------
const ACCOUNT = {
  id: '1',
  tenantName: '',
  accountName: 'a',
  bankName: 'b',
  bankCardNumber: '6222020200112233445',
  balanceFen: 100_000,
  frozenFen: 0,
  availableFen: 100_000,
  feeMode: '2',
  feeValue: '30',
};
const RECORD = { id: '9', withdrawNo: 'TX1', withdrawStatus: 0 };
const SERVER = { kind: 'server', message: '服务器内部错误' };
const events: AnyEvent[] = [
  { type: 'xstate.done.actor.loadAccount', output: ACCOUNT },
  { type: 'xstate.error.actor.loadAccount', error: SERVER },
  { type: 'withdraw.amount', amountFen: 10_000, reason: null },
  { type: 'withdraw.amount', amountFen: null, reason: 'validation:amount.exceedsAvailable' },
  { type: 'withdraw.quote' },
  { type: 'xstate.done.actor.quoteFee', output: { feeFen: 30, netFen: 9_970, knownRecords: [] } },
  { type: 'xstate.error.actor.quoteFee', error: SERVER },
  { type: 'withdraw.back' },
  { type: 'withdraw.confirm' },
  { type: 'withdraw.cancel' },
  { type: 'withdraw.sendCode' },
  { type: 'xstate.done.actor.sendCode', output: '验证码已发送' },
  { type: 'xstate.error.actor.sendCode', error: SERVER },
  { type: 'withdraw.code', code: '123456' },
  { type: 'withdraw.submit', key: 'operation', at: 0 },
  { type: 'xstate.done.actor.command', output: { done: true, result: RECORD } },
  { type: 'xstate.done.actor.command', output: { done: false } },
  { type: 'withdraw.retry' },
  { type: 'withdraw.again' },
];

const ctx = (s: AnyMachineSnapshot) => s.context as WithdrawContext;
const amountOk = (s: AnyMachineSnapshot) => ctx(s).amountFen !== null && ctx(s).amountError === null;

const { paths, edges, stateIds } = buildPaths<M>({
  machine: withdrawalMachine,
  starts: [
    { name: 'supplier', input: { variant: 'supplier', accountId: ACCOUNTS.supplier.id, needsCode: false } },
    { name: 'merchantDivide', input: { variant: 'merchantDivide', accountId: ACCOUNTS.merchantDivide.id, needsCode: true } },
  ],
  events: events as never,
  serializeState: (s) =>
    JSON.stringify({
      v: s.value,
      ok: amountOk(s),
      bad: ctx(s).amountError !== null,
      sent: ctx(s).codeSent,
      code: CODE_PATTERN.test(ctx(s).code),
    }),
  allow: (s, e) => {
    const ev = e as AnyEvent;
    // the amount field is editable only while the form is not busy or confirming
    if (ev.type === 'withdraw.amount') {
      if (!(s.matches('editing') || s.matches('reviewing') || s.matches({ verifying: 'idle' }))) return false;
      // typing the same kind of value again changes nothing the model sees
      return (ev as { reason: string | null }).reason === null ? !amountOk(s) || !s.matches('editing') : !ctx(s).amountError;
    }
    if (ev.type === 'withdraw.code') return s.matches({ verifying: 'idle' }) && ctx(s).codeSent && ctx(s).code === '';
    if (ev.type === 'withdraw.back') return s.matches('reviewing') || s.matches({ verifying: 'idle' });
    return true;
  },
});

// --- driving the screens ----------------------------------------------------------------------
const DETAIL = '/api/supplierAccount/supplieraccount/detail';
const FEE = '/api/supplierAccount/supplieraccount/calcMoneyFee';
const CODE = '/api/merchantAccount/merchantaccount/sendDivideCode';
const submitPath = (start: string) => {
  const variant = start as keyof typeof ACCOUNTS;
  return withdrawRequest({ variant, accountId: ACCOUNTS[variant].id, amountFen: 1 }).url;
};

interface Run {
  app: RenderedConsole | null;
  gates: GateBoard;
  user: ReturnType<typeof userEvent.setup>;
}

const dialog = () => screen.findByRole('dialog', { name: /^提现 - / });

async function execute(run: Run, path: ModelPath<M>, i: number): Promise<void> {
  const step = path.steps[i]!;
  const e = step.event as AnyEvent;
  const user = run.user;
  const account = ACCOUNTS[path.start as keyof typeof ACCOUNTS];
  if (i > 0) run.gates.arm(path.steps[i - 1]!.state, step.state);
  const d = () => within(screen.getByRole('dialog', { name: /^提现 - / }));
  const gate = (actor: string) => run.gates.take(actor);
  switch (e.type) {
    case 'xstate.init': {
      run.gates.arm(null, step.state);
      run.app = renderConsole({ path: '/fleet/withdrawal' });
      await user.click(await screen.findByRole('button', { name: `提现 ${account.name}` }, { timeout: 15000 }));
      await dialog();
      return;
    }
    case 'xstate.done.actor.loadAccount':
    case 'xstate.done.actor.quoteFee':
    case 'xstate.done.actor.sendCode':
      (await gate(e.type.slice('xstate.done.actor.'.length))).release();
      return;
    case 'xstate.done.actor.command':
      await commandOutcome(run.gates, e, user);
      return;
    case 'xstate.error.actor.loadAccount':
    case 'xstate.error.actor.quoteFee':
    case 'xstate.error.actor.sendCode':
      (await gate(e.type.slice('xstate.error.actor.'.length))).fail('500');
      return;
    case 'withdraw.amount': {
      const input = d().getByLabelText('提现金额（元）');
      await user.clear(input);
      await user.type(input, (e as { reason: string | null }).reason ? '99999999' : '100');
      return;
    }
    case 'withdraw.quote':
      await user.click(d().getByRole('button', { name: '下一步' }));
      return;
    case 'withdraw.back':
      await user.click(d().getByRole('button', { name: '返回' }));
      return;
    case 'withdraw.confirm':
      await user.click(
        d().getByRole('button', {
          name: step.state.matches('confirming') && path.steps[i - 1]!.state.matches('verifying') ? '下一步' : '确认提现',
        }),
      );
      return;
    case 'withdraw.sendCode':
      await user.click(d().getByRole('button', { name: /^(获取验证码|重新获取)$/ }));
      return;
    case 'withdraw.code': {
      const code = peekSms(sim.db, account.id, 'divide')!.code;
      await user.type(d().getByLabelText('短信验证码'), code);
      return;
    }
    case 'withdraw.cancel':
      await user.click(within(await screen.findByRole('alertdialog')).getByRole('button', { name: '取消' }));
      return;
    case 'withdraw.submit':
      await user.click(within(await screen.findByRole('alertdialog')).getByRole('button', { name: '确认提现' }));
      return;
    case 'withdraw.retry':
      await user.click(d().getByRole('button', { name: '重试' }));
      return;
    case 'withdraw.again':
      await user.click(d().getByRole('button', { name: '继续提现' }));
      return;
    default:
      throw new Error(`no driver for ${e.type}`);
  }
}

async function assertState(state: AnyMachineSnapshot): Promise<void> {
  const d = within(await dialog());
  const c = ctx(state);
  if (state.matches('loading')) expect(await d.findByLabelText('加载中…')).toBeInTheDocument();
  if (state.matches('loadFailed')) expect(await d.findByText('账户信息加载失败')).toBeInTheDocument();
  if (state.matches('editing')) {
    await waitFor(() => expect(d.getByLabelText('提现金额（元）')).toBeEnabled());
    const next = d.getByRole('button', { name: '下一步' });
    if (amountOk(state)) expect(next).toBeEnabled();
    else expect(next).toBeDisabled();
    if (c.amountError) expect(d.getByText('金额不能超过可用余额')).toBeInTheDocument();
    expect(d.queryByRole('region', { name: '请核对提现信息' })).not.toBeInTheDocument();
  }
  if (state.matches('quoting')) await waitFor(() => expect(d.getByLabelText('提现金额（元）')).toBeDisabled());
  if (state.hasTag('review')) {
    const review = await d.findByRole('region', { name: '请核对提现信息' });
    expect(within(review).getByText('¥100.00')).toBeInTheDocument();
    expect(within(review).getByText(/\*+\d{4}$/)).toBeInTheDocument(); // masked card
  }
  if (state.matches('verifying')) {
    const code = d.getByLabelText('短信验证码');
    if (c.codeSent) await waitFor(() => expect(code).toBeEnabled());
    else expect(code).toBeDisabled();
  }
  if (state.hasTag('confirm')) {
    const alert = await screen.findByRole('alertdialog');
    expect(within(alert).getByText('¥100.00')).toBeInTheDocument();
    // the exact request behind 请求详情
    expect(within(alert).getByRole('group', { name: 'request' })).toHaveTextContent(`POST ${submitPath(c.variant)}`);
    if (state.matches('submitting')) await waitFor(() => expect(within(alert).getByRole('button', { name: '取消' })).toBeDisabled());
  } else {
    await waitFor(() => expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument());
  }
  if (c.error === 'money:withdraw.reason.submitFailed' && state.matches('reviewing'))
    expect(await d.findByText('提现失败')).toBeInTheDocument();
  if (state.matches('submitted')) {
    expect(await d.findByText('提现申请已提交')).toBeInTheDocument();
    expect(d.getByText(/^TX\d+/)).toBeInTheDocument();
  }
}

// --- the suite --------------------------------------------------------------------------------
describeMachinePaths({
  title: 'withdrawal machine paths on the 供货商账户 screen',
  machineName: 'the withdrawal machine',
  reportId: 'withdrawal',
  machine: withdrawalMachine,
  plan: { paths, edges, stateIds },
  beforeEach: () => {
    resetBrowserState();
    sim = createSimulator({ storage: null });
    node.server.resetHandlers(...sim.handlers);
  },
  walker: async (path) => {
    const submit = submitPath(path.start);
    const rules: GateRule[] = [
      [(s) => s.matches('loading'), 'loadAccount', DETAIL],
      [(s) => s.matches('quoting'), 'quoteFee', FEE, 'POST'],
      [(s) => s.matches({ verifying: 'sending' }), 'sendCode', CODE],
      [(s) => s.matches('submitting'), 'command', submit, 'POST'],
    ];
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
