/** The command machine on its own: one key per operation, honest outcome-unknown, no second send. */
import { createActor, fromPromise, SimulatedClock, waitFor } from 'xstate';
import { canonicalPayload, commandMachine } from '@machines/command/command.machine';
import { ApiError } from '@services/http/errors';
import { toFailure } from '@services/http/failure';
import { selectCommandStep } from '@machines/command/command.selectors';
import type { SendInput, VerifyInput, VerifyOutput } from '@machines/command/command.types';

interface Script {
  sends: SendInput[];
  verifies: VerifyInput[];
  answers: Array<() => unknown>;
  findings: Array<() => VerifyOutput>;
}

function start(script: Partial<Script> = {}, input?: { payload: unknown; key: string; at: number }) {
  const s: Script = { sends: [], verifies: [], answers: [], findings: [], ...script };
  const clock = new SimulatedClock();
  const machine = commandMachine.provide({
    actors: {
      send: fromPromise<unknown, SendInput>(async ({ input }) => {
        s.sends.push(input);
        const next = s.answers.shift();
        return next ? next() : { ok: true };
      }),
      verify: fromPromise<VerifyOutput, VerifyInput>(async ({ input }) => {
        s.verifies.push(input);
        const next = s.findings.shift();
        return next ? next() : { found: false };
      }),
    },
  });
  const actor = createActor(machine, { clock, input }).start();
  return { actor, clock, s };
}

const lost = () => {
  throw toFailure(new ApiError('network', 'Network Error'));
};
const refused = () => {
  throw toFailure(new ApiError('server', '余额不足', { code: 500, data: { code: 500, msg: '余额不足' } }));
};

describe('command machine', () => {
  it('sends once with the key made at confirmation, and a double confirm sends nothing more', async () => {
    const { actor, s } = start();
    actor.send({ type: 'command.request', payload: { amount: 500000 } });
    actor.send({ type: 'command.confirm', key: 'k1', at: 10 });
    actor.send({ type: 'command.confirm', key: 'k2', at: 11 });
    await waitFor(actor, (x) => x.matches('done'));
    expect(s.sends).toEqual([{ payload: { amount: 500000 }, key: 'k1' }]);
    expect(actor.getSnapshot().context.attempts).toBe(1);
  });

  it('keeps the server message of a refusal and retries the same operation with the same key', async () => {
    const { actor, s } = start({ answers: [refused] });
    actor.send({ type: 'command.request', payload: { amount: 1 } });
    actor.send({ type: 'command.confirm', key: 'k1', at: 10 });
    await waitFor(actor, (x) => x.matches('failed'));
    expect(actor.getSnapshot().context.serverMessage).toBe('余额不足');
    actor.send({ type: 'command.retry' });
    await waitFor(actor, (x) => x.matches('done'));
    expect(s.sends.map((x) => x.key)).toEqual(['k1', 'k1']);
  });

  it('gives a changed payload a new key, and the same payload in another field order the old one', async () => {
    const { actor, s } = start({ answers: [refused, refused] });
    actor.send({ type: 'command.request', payload: { a: 1, b: 2 } });
    actor.send({ type: 'command.confirm', key: 'k1', at: 10 });
    await waitFor(actor, (x) => x.matches('failed'));
    actor.send({ type: 'command.cancel' });
    actor.send({ type: 'command.request', payload: { b: 2, a: 1 } });
    actor.send({ type: 'command.confirm', key: 'k2', at: 20 });
    await waitFor(actor, (x) => x.matches('failed'));
    actor.send({ type: 'command.cancel' });
    actor.send({ type: 'command.request', payload: { a: 1, b: 3 } });
    actor.send({ type: 'command.confirm', key: 'k3', at: 30 });
    await waitFor(actor, (x) => x.matches('done'));
    expect(s.sends.map((x) => x.key)).toEqual(['k1', 'k1', 'k3']);
    expect(actor.getSnapshot().context.startedAt).toBe(30);
  });

  it('after a lost answer looks for the effect instead of sending again, and finds it', async () => {
    const { actor, clock, s } = start({ answers: [lost], findings: [() => ({ found: true, record: { id: '7' } })] });
    actor.send({ type: 'command.request', payload: { amount: 1 } });
    actor.send({ type: 'command.confirm', key: 'k1', at: 10 });
    await waitFor(actor, (x) => x.matches('outcomeUnknown'));
    expect(selectCommandStep(actor.getSnapshot())).toBe('checking');
    clock.increment(1500);
    await waitFor(actor, (x) => x.matches('done'));
    expect(s.sends).toHaveLength(1);
    expect(s.verifies).toEqual([{ payload: { amount: 1 }, key: 'k1', startedAt: 10 }]);
    expect(actor.getSnapshot().context.result).toEqual({ id: '7' });
  });

  it('says nothing was found before offering to send again, and resends the same operation', async () => {
    const { actor, clock, s } = start({ answers: [lost], findings: [() => ({ found: false })] });
    actor.send({ type: 'command.request', payload: { amount: 1 } });
    actor.send({ type: 'command.confirm', key: 'k1', at: 10 });
    await waitFor(actor, (x) => x.matches('outcomeUnknown'));
    actor.send({ type: 'command.verify' });
    expect(actor.getSnapshot().value).toBe('outcomeUnknown');
    clock.increment(1500);
    await waitFor(actor, (x) => x.matches('notFound'));
    expect(actor.getSnapshot().context.error).toBe('common:command.notFound');
    actor.send({ type: 'command.resubmit' });
    await waitFor(actor, (x) => x.matches('done'));
    expect(s.sends.map((x) => x.key)).toEqual(['k1', 'k1']);
  });

  it('a failed verification can be tried again and never sends by itself', async () => {
    const { actor, clock, s } = start({
      answers: [lost],
      findings: [
        () => {
          throw { kind: 'network' };
        },
        () => ({ found: true }),
      ],
    });
    actor.send({ type: 'command.request', payload: {} });
    actor.send({ type: 'command.confirm', key: 'k1', at: 1 });
    await waitFor(actor, (x) => x.matches('outcomeUnknown'));
    clock.increment(1500);
    await waitFor(actor, (x) => x.matches('verifyFailed'));
    actor.send({ type: 'command.resubmit' });
    expect(actor.getSnapshot().value).toBe('verifyFailed');
    actor.send({ type: 'command.verify' });
    await waitFor(actor, (x) => x.matches('done'));
    expect(s.sends).toHaveLength(1);
  });

  it('reads gateway answers, lost answers and broken bodies as outcome unknown, and refusals as failures', () => {
    const lostOf = (e: ApiError) => toFailure(e).lost;
    expect([502, 503, 504].map((status) => lostOf(new ApiError('server', 'Bad Gateway', { status, code: status })))).toEqual([
      true,
      true,
      true,
    ]);
    expect((['network', 'timeout', 'invalid-body'] as const).map((kind) => lostOf(new ApiError(kind, kind)))).toEqual([true, true, true]);
    expect(lostOf(new ApiError('server', '服务器内部错误', { status: 500, code: 500 }))).toBe(false);
    expect(lostOf(new ApiError('bad-request', '金额错误', { status: 400, code: 400 }))).toBe(false);
  });

  it('compares payloads by content, not by field order', () => {
    expect(canonicalPayload({ b: 1, a: { d: 2, c: 3 } })).toBe(canonicalPayload({ a: { c: 3, d: 2 }, b: 1 }));
    expect(canonicalPayload({ a: 1 })).not.toBe(canonicalPayload({ a: 2 }));
  });

  describe('started by a flow for a write it confirmed', () => {
    const input = { payload: { amount: 5 }, key: 'flow-key', at: 42 };

    it('sends at once with the flow key and ends done with the answer', async () => {
      const { actor, s } = start({ answers: [() => ({ id: '9' })] }, input);
      await waitFor(actor, (x) => x.status === 'done');
      expect(s.sends).toEqual([{ payload: { amount: 5 }, key: 'flow-key' }]);
      expect(actor.getSnapshot().output).toEqual({ done: true, result: { id: '9' } });
    });

    it('ends dropped where a screen would go back, and says so', async () => {
      const { actor } = start({ answers: [refused] }, input);
      await waitFor(actor, (x) => x.matches('failed'));
      actor.send({ type: 'command.cancel' });
      expect(actor.getSnapshot().status).toBe('done');
      expect(actor.getSnapshot().output).toEqual({ done: false });
    });

    it('looks for the effect of a lost answer with the time the flow confirmed it', async () => {
      const { actor, clock, s } = start({ answers: [lost], findings: [() => ({ found: false })] }, input);
      await waitFor(actor, (x) => x.matches('outcomeUnknown'));
      clock.increment(1500);
      await waitFor(actor, (x) => x.matches('notFound'));
      expect(s.verifies).toEqual([{ payload: { amount: 5 }, key: 'flow-key', startedAt: 42 }]);
      actor.send({ type: 'command.edit' });
      expect(actor.getSnapshot().output).toEqual({ done: false });
    });
  });
});
