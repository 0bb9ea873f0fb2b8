/**
 * A write on the command machine (`machines/command`, docs/flows.md "Commands"): the screen gives what sends the
 * write and what looks for its effect; the hook makes the operation's key when the user confirms, and keeps one
 * request per operation whatever the user presses.
 */
import { randomId } from '@services/http/random-id';
import { useSelector } from '@xstate/react';
import { useRef } from 'react';
import { fromPromise, type ActorRefFrom } from 'xstate';
import { commandMachine } from '@machines/command/command.machine';
import { selectCommandStep, type CommandStep } from '@machines/command/command.selectors';
import type { VerifyOutput } from '@machines/command/command.types';
import { settle } from '@services/http/settle';
import { useActorOptions } from './actor-options';
import { type DescribeFound, foundText } from './found-text';
import { sayingInstead } from './toaster';
import { useFlowActor } from './use-flow-machine';

export interface CommandCalls<P, R> {
  /** Sends the write once, with the operation's key as its Idempotency-Key (never cancelled once sent). */
  send: (payload: P, key: string) => Promise<R>;
  /** Looks for the write's effect with the family's own queries after an answer was lost. */
  verify: (payload: P, startedAt: number, signal: AbortSignal) => Promise<VerifyOutput>;
  /**
   * The write was done (answered, or its effect found). When the check after a lost answer found it, the success
   * toasts this shows give way to what was found (服务器已处理：找到…, see `found`), said once.
   */
  onDone?: (result: unknown, payload: P) => void;
  /** What the check found, in words (else the found record's number and amount): said when a lost write is found done. */
  found?: DescribeFound;
}

export interface Command<P> {
  step: CommandStep;
  payload: P | null;
  error: string | null;
  serverMessage: string | null;
  request: (payload: P) => void;
  confirm: () => void;
  /**
   * Requests and confirms in one step, for a write whose own button is the user's confirmation (sending a code,
   * checking it, an upload, a registration form's submit). From a refusal or an empty check it starts over with the
   * payload now given — the same payload keeps its key — and while the write or its check runs it does nothing.
   */
  run: (payload: P) => void;
  cancel: () => void;
  retry: () => void;
  verify: () => void;
  resubmit: () => void;
  edit: () => void;
}

/**
 * The command machine with a write's send and verify bound in: for a screen's own command, and for a flow machine
 * that composes it (`actors: { command: bindCommand(…) }`). A write once sent is never cancelled by the console
 * (leaving the page, a lock, a closed tab): only its answer is no longer waited for, so the backend's outcome is
 * never left half-known by our own doing.
 */
export function bindCommand<P>(send: (payload: P, key: string) => Promise<unknown>, verify: CommandCalls<P, unknown>['verify']) {
  return commandMachine.provide({
    actors: {
      send: fromPromise(({ input, signal }) => settle(signal, send(input.payload as P, input.key))),
      verify: fromPromise(({ input, signal }) => settle(signal, verify(input.payload as P, input.startedAt, signal))),
    },
  });
}

export function useCommand<P, R = unknown>(calls: CommandCalls<P, R>): Command<P> {
  const latest = useRef(calls);
  latest.current = calls;
  const options = useActorOptions();
  const ref = useFlowActor(
    bindCommand<P>(
      (payload, key) => latest.current.send(payload, key),
      (payload, startedAt, signal) => latest.current.verify(payload, startedAt, signal),
    ).provide({
      actions: {
        notifyDone: ({ context }, { found }) => {
          const done = () => latest.current.onDone?.(context.result, context.payload as P);
          if (found) sayingInstead(foundText(context.result, latest.current.found), done);
          else done();
        },
      },
    }),
    options,
  );
  return useCommandOf<P>(ref);
}

/** A new operation, made by the click that confirms a write: the key it is sent with (its Idempotency-Key) and when. */
export const newOperation = () => ({ key: randomId(), at: Date.now() });

export type CommandRef = ActorRefFrom<typeof commandMachine>;

/**
 * The kit's view of a running command — one a screen started with `useCommand`, or one a flow machine composed for
 * its write: its step, what it says, and the events its dialog sends.
 */
export function useCommandOf<P>(ref: CommandRef): Command<P> {
  const step = useSelector(ref, selectCommandStep);
  const context = useSelector(ref, (s) => s.context);
  return {
    step,
    payload: context.payload as P | null,
    error: context.error,
    serverMessage: context.serverMessage,
    request: (payload) => ref.send({ type: 'command.request', payload }),
    run: (payload) => {
      // read now, not at the last render: a second press before the screen redraws finds the write running
      const now = selectCommandStep(ref.getSnapshot());
      if (now === 'submitting' || now === 'checking') return;
      if (now === 'failed') ref.send({ type: 'command.cancel' });
      if (now === 'notFound' || now === 'verifyFailed') ref.send({ type: 'command.edit' });
      ref.send({ type: 'command.request', payload });
      ref.send({ type: 'command.confirm', ...newOperation() });
    },
    confirm: () => ref.send({ type: 'command.confirm', ...newOperation() }),
    cancel: () => ref.send({ type: 'command.cancel' }),
    retry: () => ref.send({ type: 'command.retry' }),
    verify: () => ref.send({ type: 'command.verify' }),
    resubmit: () => ref.send({ type: 'command.resubmit' }),
    edit: () => ref.send({ type: 'command.edit' }),
  };
}
