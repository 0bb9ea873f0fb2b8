/**
 * The SMS payment machine on its own (actors stubbed): a change clears the code and the operation; the code is
 * requested once per click; a second submit is ignored; a refusal is retried by the payment's command with the same
 * key, and a payment given up is a new operation when confirmed again.
 */
import { createActor, fromPromise, SimulatedClock } from 'xstate';
import { commandMachine } from '@machines/command/command.machine';
import type { VerifyOutput } from '@machines/command/command.types';
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
  const calls = { code: 0, submits: [] as Array<SubmitPaymentInput & { key: string }> };
  const pending: Array<{ resolve: (v: unknown) => void; reject: (e: unknown) => void }> = [];
  const machine = smsPaymentMachine.provide({
    actors: {
      requestCode: fromPromise(async () => {
        calls.code += 1;
        return '验证码已发送';
      }),
      command: commandMachine.provide({
        actors: {
          send: fromPromise(({ input }) => {
            calls.submits.push({ ...(input.payload as SubmitPaymentInput), key: input.key });
            return new Promise((resolve, reject) => pending.push({ resolve, reject })) as never;
          }),
          verify: fromPromise(async (): Promise<VerifyOutput> => ({ found: false })),
        },
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

test('a second submit is ignored; a refusal is retried with the same key; given up, a new confirmation is a new operation', async () => {
  const { actor, calls, pending } = start();
  actor.send({ type: 'pay.change', draft: draft(10_000), reason: null });
  actor.send({ type: 'pay.requestCode' });
  await flush();
  actor.send({ type: 'pay.code', code: '123456' });
  actor.send({ type: 'pay.review' });
  actor.send({ type: 'pay.submit', key: 'op-1', at: 1 });
  actor.send({ type: 'pay.submit', key: 'op-2', at: 2 });
  expect(calls.submits).toHaveLength(1);
  expect(calls.submits[0]!.key).toBe('op-1');
  pending[0]!.reject({ kind: 'bad-request', message: '验证码错误' });
  await flush();
  const command = actor.getSnapshot().children.command as ReturnType<typeof createActor<typeof commandMachine>>;
  expect(command.getSnapshot().matches('failed')).toBe(true);
  expect(command.getSnapshot().context.serverMessage).toBe('验证码错误');
  command.send({ type: 'command.retry' });
  expect(calls.submits[1]!.key).toBe('op-1');
  pending[1]!.reject({ kind: 'bad-request', message: '验证码错误' });
  await flush();
  command.send({ type: 'command.cancel' });
  await flush();
  expect(actor.getSnapshot().matches({ codeSent: { step: 'confirming' } })).toBe(true);
  expect(actor.getSnapshot().context.operation).toBeNull();
  actor.send({ type: 'pay.submit', key: 'op-3', at: 3 });
  expect(calls.submits[2]!.key).toBe('op-3');
  pending[2]!.resolve({ id: '1', no: 'ZC1', amountFen: 10_000, balanceFen: 0 });
  await flush();
  expect(actor.getSnapshot().matches('done')).toBe(true);
  expect(actor.getSnapshot().context.result).toMatchObject({ no: 'ZC1' });
});
