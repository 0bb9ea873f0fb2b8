/**
 * The SMS payment machine on its own (actors stubbed): a change clears the code and the operation; the code is
 * requested once per click by its own command (a refusal retried only when asked, a lost answer never sent again on
 * its own); a second submit is ignored; a refusal is retried by the payment's command with the same key, and a payment
 * given up is a new operation when confirmed again.
 */
import { createActor, fromPromise, SimulatedClock } from 'xstate';
import { commandMachine } from '@machines/command/command.machine';
import type { SendInput, VerifyOutput } from '@machines/command/command.types';
import { RESEND_DELAY_MS, smsPaymentMachine } from '@machines/sms-payment/sms-payment.machine';
import { requestCodeAllowance, reviewAllowance, selectCodeCommand } from '@machines/sms-payment/sms-payment.selectors';
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

function start(codeAnswer: () => Promise<string> = async () => '验证码已发送') {
  const calls = { code: 0, submits: [] as Array<SubmitPaymentInput & { key: string }> };
  const pending: Array<{ resolve: (v: unknown) => void; reject: (e: unknown) => void }> = [];
  const machine = smsPaymentMachine.provide({
    actors: {
      codeCommand: commandMachine.provide({
        actors: {
          send: fromPromise<unknown, SendInput>(() => {
            calls.code += 1;
            return codeAnswer();
          }),
          // no query shows whether a code went out
          verify: fromPromise(async (): Promise<VerifyOutput> => ({ found: false })),
        },
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

test('a refused code is shown by its command and sent again only when the user retries', async () => {
  let refuse = true;
  const { actor, calls } = start(async () => {
    if (refuse) throw { kind: 'bad-request', message: '手机号码格式不正确', serverMessage: '手机号码格式不正确' };
    return '验证码已发送';
  });
  actor.send({ type: 'pay.change', draft: draft(10_000), reason: null });
  actor.send({ type: 'pay.requestCode' });
  await flush();
  const code = selectCodeCommand(actor.getSnapshot())!;
  expect(code.getSnapshot().matches('failed')).toBe(true);
  expect(calls.code).toBe(1);
  // nothing is sent again on its own, nor by another click while the refusal is shown
  actor.send({ type: 'pay.requestCode' });
  expect(calls.code).toBe(1);
  refuse = false;
  code.send({ type: 'command.retry' });
  await flush();
  expect(calls.code).toBe(2);
  expect(actor.getSnapshot().matches({ codeSent: { step: 'entering' } })).toBe(true);
  expect(actor.getSnapshot().context.codeNotice).toBe('验证码已发送');
});

test('a code whose answer was lost is not asked for again on its own; given up, the form is back', async () => {
  const lost = { kind: 'network', message: 'offline', serverMessage: null, code: null, status: null, handled: false, lost: true };
  const { actor, calls, clock } = start(() => Promise.reject(lost));
  actor.send({ type: 'pay.change', draft: draft(10_000), reason: null });
  actor.send({ type: 'pay.requestCode' });
  await flush();
  const code = selectCodeCommand(actor.getSnapshot())!;
  expect(code.getSnapshot().matches('outcomeUnknown')).toBe(true);
  clock.increment(1500);
  await flush();
  expect(code.getSnapshot().matches('notFound')).toBe(true);
  expect(calls.code).toBe(1);
  code.send({ type: 'command.edit' });
  await flush();
  expect(actor.getSnapshot().matches('editing')).toBe(true);
  expect(selectCodeCommand(actor.getSnapshot())).toBeUndefined();
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
