/**
 * The SMS payment machine on its own (actors stubbed): a change clears the code and the operation; the code is
 * requested once per click; a second submit is ignored; a failure returns to the confirmation with the same key.
 */
import { createActor, fromPromise, SimulatedClock } from 'xstate';
import { RESEND_DELAY_MS, smsPaymentMachine } from '@machines/sms-payment/sms-payment.machine';
import { requestCodeAllowance, reviewAllowance } from '@machines/sms-payment/sms-payment.selectors';
import type { PaymentDraft, SubmitPaymentInput } from '@machines/sms-payment/sms-payment.types';

const draft = (amountFen: number): PaymentDraft => ({
  phone: '13800138000',
  amountFen,
  items: [],
  recipients: ['13700001111'],
  perRecipientFen: amountFen,
  endTime: '2030-12-31 23:59:59',
  batchName: '',
});

function start() {
  const calls = { code: 0, submits: [] as SubmitPaymentInput[] };
  const pending: Array<{ resolve: (v: unknown) => void; reject: (e: unknown) => void }> = [];
  const machine = smsPaymentMachine.provide({
    actors: {
      requestCode: fromPromise(async () => {
        calls.code += 1;
        return '验证码已发送';
      }),
      submitPayment: fromPromise(({ input }) => {
        calls.submits.push(input);
        return new Promise((resolve, reject) => pending.push({ resolve, reject })) as never;
      }),
    },
  });
  const clock = new SimulatedClock();
  const actor = createActor(machine, { input: { kind: 'direct' }, clock });
  actor.start();
  return { actor, calls, pending, clock };
}

const flush = () => new Promise((r) => setTimeout(r, 0));

test('the code is requested once per click and a change of amount clears it', async () => {
  const { actor, calls } = start();
  expect(requestCodeAllowance(actor.getSnapshot())).toBe('recharge:pay.reason.fillForm');
  actor.send({ type: 'pay.change', draft: draft(10_000), reason: null });
  actor.send({ type: 'pay.requestCode' });
  actor.send({ type: 'pay.requestCode' }); // double click while the GET runs
  await flush();
  expect(calls.code).toBe(1);
  expect(actor.getSnapshot().matches({ codeSent: { step: 'entering', resend: 'counting' } })).toBe(true);
  expect(requestCodeAllowance(actor.getSnapshot())).toBe('recharge:pay.reason.waitResend');
  actor.send({ type: 'pay.code', code: '123456' });
  expect(reviewAllowance(actor.getSnapshot())).toBe('allowed');
  actor.send({ type: 'pay.change', draft: draft(12_000), reason: null });
  expect(actor.getSnapshot().matches('editing')).toBe(true);
  expect(actor.getSnapshot().context.code).toBe('');
});

test('resending waits for the countdown', async () => {
  const { actor, calls, clock } = start();
  actor.send({ type: 'pay.change', draft: draft(10_000), reason: null });
  actor.send({ type: 'pay.requestCode' });
  await flush();
  actor.send({ type: 'pay.requestCode' });
  expect(calls.code).toBe(1);
  clock.increment(RESEND_DELAY_MS - 1);
  actor.send({ type: 'pay.requestCode' });
  expect(calls.code).toBe(1);
  clock.increment(1);
  actor.send({ type: 'pay.requestCode' });
  await flush();
  expect(calls.code).toBe(2);
});

test('a second submit is ignored; a failure returns to the confirmation and the retry keeps the operation key', async () => {
  const { actor, calls, pending } = start();
  actor.send({ type: 'pay.change', draft: draft(10_000), reason: null });
  actor.send({ type: 'pay.requestCode' });
  await flush();
  actor.send({ type: 'pay.code', code: '123456' });
  actor.send({ type: 'pay.review' });
  const key = actor.getSnapshot().context.operationKey;
  expect(key).toBeTruthy();
  actor.send({ type: 'pay.submit' });
  actor.send({ type: 'pay.submit' });
  expect(calls.submits).toHaveLength(1);
  pending[0]!.reject({ kind: 'bad-request', message: '验证码错误' });
  await flush();
  const s = actor.getSnapshot();
  expect(s.matches({ codeSent: { step: 'confirming' } })).toBe(true);
  expect(s.context).toMatchObject({ error: 'recharge:pay.reason.submitFailed', serverMessage: '验证码错误', operationKey: key });
  actor.send({ type: 'pay.submit' });
  expect(calls.submits[1]!.operationKey).toBe(key);
  pending[1]!.resolve({ id: '1', no: 'ZC1', amountFen: 10_000, balanceFen: 0 });
  await flush();
  expect(actor.getSnapshot().matches('done')).toBe(true);
});
