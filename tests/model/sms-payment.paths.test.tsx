/**
 * Generated paths of the SMS-code payment machine (docs/architecture.md §4), each walked on the real console against the
 * simulated backend: a batch order on 批量采购下单 (/batchCharging/purchasingCenter/detail) as the seeded purchaser,
 * and a direct staff recharge on 直充 (/rechargeCenter/directcharging) as the platform admin. Held ("gated")
 * answers stand for `xstate.done.actor.*` (the code's command: sent, or given up after a refusal; and the payment's
 * command: paid, or given up after a refusal — the command's own steps are walked by tests/model/command.paths.test.tsx); a SimulatedClock drives the
 * resend countdown (`resendDelay`).
 * The code typed is the one the simulator issued for the phone and amount. Ends with the coverage check and
 * writes reports/paths/sms-payment.{json,md}.
 */
import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { SimulatedClock, type AnyMachineSnapshot } from 'xstate';
import { CODE_PATTERN, RESEND_DELAY_MS, smsPaymentMachine } from '@machines/sms-payment/sms-payment.machine';
import type { PaymentDraft, SmsPaymentContext, SmsPaymentEvent } from '@machines/sms-payment/sms-payment.types';
import { createSimulator, type Simulator } from '@services/mock/simulator';
import { startNodeSimulator } from '@services/mock/node';
import { peekCode } from '@services/mock/recharge/store';
import { buildPaths, describeMachinePaths, type ModelPath } from '../support/model-paths';
import { renderConsole, resetBrowserState, signIn, type RenderedConsole } from '../support/render-console';
import { GateBoard, type GateRule } from '../support/gate-board';
import { commandOutcome } from '../support/command-outcome';

type M = typeof smsPaymentMachine;
type AnyEvent = SmsPaymentEvent | { type: string; [k: string]: unknown };

let sim: Simulator = createSimulator({ storage: null });
const node = startNodeSimulator(sim);
afterAll(() => node.close());

const STARTS = {
  batchOrder: {
    path: '/batchCharging/purchasingCenter/detail',
    user: ['purchaser', 'demo123', '300001'],
    submit: '/api/commodity/order/place/order',
    done: '下单成功',
  },
  direct: {
    path: '/rechargeCenter/directcharging',
    user: ['admin', 'admin', '000000'],
    submit: '/api/zyt/staff/payment',
    done: '充值成功',
  },
} as const;
type Start = keyof typeof STARTS;

const CODE = '/api/zyt/staff/getCode';
const AFTER = 'xstate.after.resendDelay.sms-payment.codeSent.resend.counting';
const GOOD_PHONE = '13800138000';
const BAD_PHONE = '1381234567';
const PRODUCT = '中石化加油卡充值 100元';

// --- the model --------------------------------------------------------------------------------
const DRAFT: PaymentDraft = {
  phone: GOOD_PHONE,
  amountFen: 20_000,
  items: [],
  recipients: [],
  perRecipientFen: 0,
  endTime: '',
  batchName: '',
};
const events: AnyEvent[] = [
  { type: 'pay.change', draft: DRAFT, reason: null },
  { type: 'pay.change', draft: null, reason: 'validation:mobile.length' },
  { type: 'pay.requestCode' },
  { type: 'xstate.done.actor.codeCommand', output: { done: true, result: '验证码已发送至 138****8000' } },
  { type: 'xstate.done.actor.codeCommand', output: { done: false } },
  { type: 'pay.code', code: '123456' },
  { type: 'pay.review' },
  { type: 'pay.cancel' },
  { type: 'pay.submit', key: 'operation', at: 0 },
  { type: 'xstate.done.actor.command', output: { done: true, result: { id: '1', no: 'PL1', amountFen: 20_000, balanceFen: 0 } } },
  { type: 'xstate.done.actor.command', output: { done: false } },
  { type: AFTER },
  { type: 'pay.again' },
];

const ctx = (s: AnyMachineSnapshot) => s.context as SmsPaymentContext;
const ready = (s: AnyMachineSnapshot) => ctx(s).draft !== null && ctx(s).draftError === null;
const entering = (s: AnyMachineSnapshot) => s.matches({ codeSent: { step: 'entering' } });

const { paths, edges, stateIds } = buildPaths<M>({
  machine: smsPaymentMachine,
  starts: [
    { name: 'batchOrder', input: { kind: 'batchOrder' } },
    { name: 'direct', input: { kind: 'direct' } },
  ],
  events: events as never,
  serializeState: (s) => JSON.stringify({ v: s.value, ok: ready(s), code: CODE_PATTERN.test(ctx(s).code) }),
  allow: (s, e) => {
    const ev = e as AnyEvent;
    if (ev.type === 'pay.change') {
      // the fields are editable while editing or entering the code; typing the same kind again changes nothing the model sees
      if (entering(s)) return true;
      if (!s.matches('editing')) return false;
      return (ev as { reason: string | null }).reason === null ? !ready(s) : ready(s);
    }
    if (ev.type === 'pay.code') return entering(s) && ctx(s).code === '';
    return true;
  },
});

// --- driving the screens ----------------------------------------------------------------------
interface Run {
  app: RenderedConsole | null;
  gates: GateBoard;
  clock: SimulatedClock;
  user: ReturnType<typeof userEvent.setup>;
  /** Quantity (batch) or amount (direct) typed last. */
  toggle: number;
}

const phoneInput = () => screen.getByLabelText('验证手机号') as HTMLInputElement;
const codeInput = () => screen.getByLabelText('短信验证码') as HTMLInputElement;
const codeButton = () => screen.getByRole('button', { name: /^(获取验证码|重新获取)$/ });

async function setField(user: Run['user'], el: HTMLElement, value: string): Promise<void> {
  await user.clear(el);
  if (value) await user.type(el, value);
}

/** Makes the form describe a payment (the phone good, something to pay), differing from what it described before. */
async function makeValid(run: Run, start: Start): Promise<void> {
  const user = run.user;
  if (phoneInput().value !== GOOD_PHONE) await setField(user, phoneInput(), GOOD_PHONE);
  run.toggle = run.toggle === 2 ? 3 : 2;
  if (start === 'batchOrder') {
    await setField(user, screen.getByLabelText(`${PRODUCT} 采购数量`), String(run.toggle));
    return;
  }
  const recipients = screen.getByLabelText('员工手机号') as HTMLTextAreaElement;
  if (!recipients.value) await user.type(recipients, '13700001111{enter}13700002222');
  const end = screen.getByLabelText('到期时间') as HTMLInputElement;
  if (!end.value) await user.type(end, '2030-12-31');
  await setField(user, screen.getByLabelText('每人充值金额（元）'), String(run.toggle * 50));
}

async function execute(run: Run, path: ModelPath<M>, i: number): Promise<void> {
  const step = path.steps[i]!;
  const e = step.event as AnyEvent;
  const user = run.user;
  const start = path.start as Start;
  if (i > 0) run.gates.arm(path.steps[i - 1]!.state, step.state);
  switch (e.type) {
    case 'xstate.init':
      run.gates.arm(null, step.state);
      run.app = renderConsole({ path: STARTS[start].path, actorClock: run.clock });
      await screen.findByLabelText('验证手机号', {}, { timeout: 15000 });
      await waitFor(() => expect(phoneInput().value).toMatch(/^1\d{10}$/), { timeout: 5000 });
      if (start === 'batchOrder') await screen.findByLabelText(`${PRODUCT} 采购数量`);
      return;
    case 'pay.change':
      if ((e as { reason: string | null }).reason === null) await makeValid(run, start);
      else await setField(user, phoneInput(), BAD_PHONE);
      return;
    case 'pay.requestCode':
      await user.click(codeButton());
      return;
    case 'xstate.done.actor.codeCommand':
      await commandOutcome(run.gates, e, user, 'codeCommand');
      return;
    case 'xstate.done.actor.command':
      await commandOutcome(run.gates, e, user);
      return;
    case 'pay.code': {
      const code = peekCode(sim.db, phoneInput().value)!.code;
      await user.type(codeInput(), code);
      return;
    }
    case 'pay.review':
      await user.click(screen.getByRole('button', { name: '下一步' }));
      return;
    case 'pay.cancel':
      await user.click(within(await screen.findByRole('alertdialog')).getByRole('button', { name: '取消' }));
      return;
    case 'pay.submit': {
      const confirm = within(await screen.findByRole('alertdialog')).getByRole('button', { name: '确认支付' });
      await user.click(confirm);
      // a second submit while the first runs is ignored (one request only)
      if (step.state.matches({ codeSent: { step: 'submitting' } })) await user.click(confirm).catch(() => undefined);
      return;
    }
    case AFTER:
      act(() => run.clock.increment(RESEND_DELAY_MS));
      return;
    case 'pay.again':
      await user.click(screen.getByRole('button', { name: '继续' }));
      return;
    default:
      throw new Error(`no driver for ${e.type}`);
  }
}

async function assertState(state: AnyMachineSnapshot, start: Start): Promise<void> {
  const c = ctx(state);
  if (state.matches('done')) {
    const done = await screen.findByRole('button', { name: '继续' });
    expect(done.closest('.bp6-callout')).toHaveTextContent(STARTS[start].done);
    expect(done.closest('.bp6-callout')).toHaveTextContent(/单号(PL|ZC)\d+/);
    expect(screen.queryByLabelText('短信验证码')).not.toBeInTheDocument();
    return;
  }
  if (state.matches('editing')) {
    await waitFor(() => expect(codeInput()).toBeDisabled());
    await waitFor(() => (ready(state) ? expect(codeButton()).toBeEnabled() : expect(codeButton()).toBeDisabled()));
    expect(codeButton()).toHaveTextContent('获取验证码');
    if (c.draftError) expect(await screen.findByText('手机号码长度不为11位')).toBeInTheDocument();
  }
  if (state.matches('requestingCode')) {
    await waitFor(() => expect(codeButton()).toBeDisabled());
    expect(phoneInput()).toBeDisabled();
  }
  if (state.matches('codeSent')) {
    expect(await screen.findByText(/验证码已发送至 \d{3}\*{4}\d{4}/)).toBeInTheDocument();
    await waitFor(() => expect(codeButton()).toHaveTextContent('重新获取'));
    if (state.matches({ codeSent: { resend: 'counting' } })) {
      expect(screen.getByText('验证码已发送，60 秒后可重新获取')).toBeInTheDocument();
      expect(codeButton()).toBeDisabled();
    } else {
      await waitFor(() => expect(screen.queryByText('验证码已发送，60 秒后可重新获取')).not.toBeInTheDocument());
      if (entering(state)) expect(codeButton()).toBeEnabled();
    }
  }
  if (entering(state)) {
    await waitFor(() => expect(codeInput()).toBeEnabled());
    const next = screen.getByRole('button', { name: '下一步' });
    if (CODE_PATTERN.test(c.code)) expect(next).toBeEnabled();
    else expect(next).toBeDisabled();
  }
  if (state.hasTag('confirm')) {
    const alert = await screen.findByRole('alertdialog');
    expect(within(alert).getAllByText(/^¥[\d,]+\.\d{2}$/).length).toBeGreaterThan(0); // the total (and, for recharges, the amount each)
    expect(within(alert).getByText(/^\d{3}\*{4}\d{4}$/)).toBeInTheDocument();
    if (start === 'batchOrder') expect(within(alert).getByText(new RegExp(`${PRODUCT} × [23]`))).toBeInTheDocument();
    else expect(within(alert).getByText(/^2 人：/)).toBeInTheDocument();
    if (state.matches({ codeSent: { step: 'submitting' } }))
      await waitFor(() => expect(within(alert).getByRole('button', { name: '取消' })).toBeDisabled());
  } else {
    await waitFor(() => expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument());
  }
}

// --- the suite --------------------------------------------------------------------------------
describeMachinePaths({
  title: 'SMS payment machine paths on 批量采购下单 and 直充',
  machineName: 'the SMS payment machine',
  reportId: 'sms-payment',
  machine: smsPaymentMachine,
  plan: { paths, edges, stateIds },
  beforeEach: () => {
    resetBrowserState();
    sim = createSimulator({ storage: null });
    node.server.resetHandlers(...sim.handlers);
  },
  walker: async (path) => {
    const start = path.start as Start;
    const rules: GateRule[] = [
      [(s) => s.matches('requestingCode'), 'codeCommand', CODE],
      [(s) => s.matches({ codeSent: { step: 'submitting' } }), 'command', STARTS[start].submit, 'POST'],
    ];
    const run: Run = { app: null, gates: new GateBoard(rules, () => sim), clock: new SimulatedClock(), user: userEvent.setup(), toggle: 0 };
    const [account, password, tenant] = STARTS[start].user;
    await signIn(sim, account, password, tenant);
    return {
      execute: (i) => execute(run, path, i),
      assert: (state) => assertState(state, start),
      cleanup: async () => {
        sim.gates.clear();
        await run.app?.dispose();
      },
      // whatever the path did, the server took at most one payment per operation
      afterwards: () => {
        const submits = sim.requests.filter((r) => r.method === 'POST' && r.path === STARTS[start].submit);
        const keys = submits.map((r) => r.headers['idempotency-key']);
        expect(keys.every(Boolean)).toBe(true);
      },
    };
  },
});
