import { assign, setup } from 'xstate';
import { lostAnswer, serverMessageOf, unboundActor } from '@machines/common/call-outcome';
import {
  COMMAND_REASONS,
  type CommandContext,
  type CommandEvent,
  type CommandInput,
  type CommandOutput,
  type SendInput,
  type VerifyInput,
  type VerifyOutput,
} from './command.types';

/** The canonical JSON of a payload: objects' keys sorted, so the same fields in another order are the same operation. */
export function canonicalPayload(payload: unknown): string {
  return JSON.stringify(payload, (_key, value: unknown) =>
    value && typeof value === 'object' && !Array.isArray(value)
      ? Object.fromEntries(Object.entries(value as Record<string, unknown>).sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0)))
      : value,
  );
}

const CLEAR = { error: null, serverMessage: null } as const;

/**
 * One write (docs/flows.md "Commands"): idle → confirming → submitting → done | failed | outcomeUnknown →
 * verifying → done | notFound | verifyFailed. The key is made when the user first confirms a payload and sent with
 * every retry of it; a changed payload gets a new key. A second confirm while submitting is ignored: one request.
 * A flow machine invokes it with `CommandInput` for a write its own steps confirmed: it starts submitting, and where a
 * screen would go back to idle it ends as dropped; its output says which.
 */
export const commandMachine = setup({
  types: { context: {} as CommandContext, events: {} as CommandEvent, input: {} as CommandInput | undefined, output: {} as CommandOutput },
  actors: {
    send: unboundActor<unknown, SendInput>('send'),
    verify: unboundActor<VerifyOutput, VerifyInput>('verify'),
  },
  actions: {
    /**
     * Tells the user the write was done (a toast), and lets the screen refresh what it changed; `found`: the check
     * after a lost answer found it done (the user is told what was found, not a plain success).
     */
    notifyDone: (_, _params: { found: boolean }) => undefined,
  },
  delays: {
    /** A pause before looking for the write's effect, so a slow commit has landed. */
    settleDelay: 1500,
  },
  guards: {
    /** No usable answer (no answer, a time-out, an unreadable body, a gateway's 502/503/504): the write may be done. */
    outcomeUnknown: lostAnswer,
    found: ({ event }) => (event as { output?: VerifyOutput }).output?.found === true,
    composed: ({ context }) => context.composed,
  },
}).createMachine({
  id: 'command',
  context: ({ input }) => ({
    payload: input?.payload ?? null,
    key: input?.key ?? null,
    keyedPayload: input ? canonicalPayload(input.payload) : null,
    startedAt: input?.at ?? null,
    result: null,
    error: null,
    serverMessage: null,
    attempts: 0,
    composed: input !== undefined,
    dropped: false,
  }),
  initial: 'start',
  states: {
    start: {
      always: [{ guard: 'composed', target: 'submitting' }, { target: 'idle' }],
    },
    idle: {
      on: { 'command.request': { target: 'confirming', actions: assign({ payload: ({ event }) => event.payload, ...CLEAR }) } },
    },
    confirming: {
      tags: ['confirm'],
      on: {
        'command.confirm': {
          target: 'submitting',
          actions: assign(({ context, event }) => {
            const canonical = canonicalPayload(context.payload);
            // the same payload confirmed again is the same operation: its key and start stay
            if (context.key && context.keyedPayload === canonical) return { ...CLEAR };
            return { key: event.key, keyedPayload: canonical, startedAt: event.at, ...CLEAR };
          }),
        },
        'command.cancel': { target: 'idle' },
      },
    },
    submitting: {
      tags: ['confirm', 'busy'],
      entry: assign({ attempts: ({ context }) => context.attempts + 1 }),
      invoke: {
        id: 'send',
        src: 'send',
        input: ({ context }) => ({ payload: context.payload, key: context.key ?? '' }),
        onDone: {
          target: 'done',
          actions: [assign({ result: ({ event }) => event.output, ...CLEAR }), { type: 'notifyDone', params: { found: false } }],
        },
        onError: [
          { guard: 'outcomeUnknown', target: 'outcomeUnknown', actions: assign({ ...CLEAR }) },
          {
            target: 'failed',
            actions: assign({ error: COMMAND_REASONS.failed, serverMessage: ({ event }) => serverMessageOf(event.error) }),
          },
        ],
      },
    },
    failed: {
      tags: ['confirm', 'error'],
      on: {
        'command.retry': { target: 'submitting' },
        'command.cancel': [{ guard: 'composed', target: 'dropped' }, { target: 'idle' }],
      },
    },
    outcomeUnknown: {
      tags: ['unknown', 'busy'],
      after: { settleDelay: { target: 'verifying' } },
    },
    verifying: {
      tags: ['unknown', 'busy'],
      invoke: {
        id: 'verify',
        src: 'verify',
        input: ({ context }) => ({ payload: context.payload, key: context.key ?? '', startedAt: context.startedAt ?? 0 }),
        onDone: [
          {
            guard: 'found',
            target: 'done',
            actions: [
              assign({ result: ({ event }) => event.output.record ?? null, ...CLEAR }),
              { type: 'notifyDone', params: { found: true } },
            ],
          },
          { target: 'notFound', actions: assign({ error: COMMAND_REASONS.notFound, serverMessage: null }) },
        ],
        onError: {
          target: 'verifyFailed',
          actions: assign({ error: COMMAND_REASONS.verifyFailed, serverMessage: ({ event }) => serverMessageOf(event.error) }),
        },
      },
    },
    notFound: {
      tags: ['unknown'],
      on: {
        // only after the user was told nothing was found and to check the records first
        'command.resubmit': { target: 'submitting' },
        'command.verify': { target: 'verifying' },
        'command.edit': [{ guard: 'composed', target: 'dropped' }, { target: 'idle' }],
      },
    },
    verifyFailed: {
      tags: ['unknown', 'error'],
      on: {
        'command.verify': { target: 'verifying' },
        'command.edit': [{ guard: 'composed', target: 'dropped' }, { target: 'idle' }],
      },
    },
    done: {
      // the screen closes or starts a new command: a done write is never sent again
      type: 'final',
      tags: ['done'],
    },
    dropped: {
      // a composed command the user gave up: the flow goes back to its own step
      type: 'final',
      entry: assign({ dropped: true }),
    },
  },
  output: ({ context }): CommandOutput => (context.dropped ? { done: false } : { done: true, result: context.result }),
});
