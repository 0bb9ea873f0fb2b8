import { assign, setup } from 'xstate';
import { NO_FAILURE, noteFailure, retryState, unboundActor } from '@machines/common/call-outcome';
import { commandMachine } from '@machines/command/command.machine';
import { commandDone, commandInputOf } from '@machines/common/composed-command';
import { SENDING_TAGS } from '@machines/common/send-or-back';
import {
  SPLIT_ACCOUNT_REASONS,
  type SplitAccount,
  type SplitAccountCommand,
  type SplitAccountContext,
  type SplitAccountEvent,
  type SplitAccountInput,
  type SplitAccountStep,
} from './split-account.types';

/**
 * The record's steps after saving, in order (docs/flows.md "Split-account onboarding"): a record at stage i waits for
 * STEPS[i]; at stage 4 it is signed. The binding reads the stage from the record's status code.
 */
export const STEPS: readonly SplitAccountStep[] = ['createAccount', 'uploadAccPic', 'contractSubmit', 'contractConfirm'];

/** The stage of a signed record: every step done. */
export const SIGNED_STAGE = STEPS.length;

/** The step a record waits for, else undefined (signed, or a status the console does not know). */
export const nextStep = (record: Pick<SplitAccount, 'stage'> | null): SplitAccountStep | undefined =>
  record && record.stage >= 0 ? STEPS[record.stage] : undefined;

/** The payload of the pending write: the confirmation shows it, its command sends it. */
export function commandOf(c: SplitAccountContext): SplitAccountCommand {
  const write = c.pending ?? 'save';
  if (write === 'save') return { write, id: null, details: c.details ?? undefined };
  if (write === 'uploadAccPic') return { write, id: c.id, pictures: c.pictures };
  return { write, id: c.id };
}

/**
 * Onboarding an enterprise split account (docs/flows.md "Split-account onboarding"): a new one starts `editing` the
 * enterprise details; a record given by id is read (`loading`) and resumes at the step its status says. Saving the
 * details (entaccount `submit`) and each step after it — `createAccount` (the trade account), `uploadAccPic` (the
 * pictures, multipart), `contractSubmit`, `contractConfirm` — is `confirming` (what will be done) → `committing`: one
 * operation of the command machine (docs/flows.md "Commands"), keyed by the confirming click, which retries a refusal
 * with the same key and, after a lost answer, reads the record again to find whether the write happened. Done or given
 * up, the record is read again, so a step someone else took meanwhile shows as done; a signed record is `done`.
 */
export const splitAccountMachine = setup({
  types: { context: {} as SplitAccountContext, events: {} as SplitAccountEvent, input: {} as SplitAccountInput },
  actors: {
    loadRecord: unboundActor<SplitAccount, { id: string }>('loadRecord'),
    /** The write: the command machine with its send and verify bound in src/screens/recharge/split-account-machine.ts. */
    command: commandMachine,
  },
  actions: {
    noteFailure: assign(noteFailure),
    /** Tells the user a write was done. */
    notifyDone: (_, _params: { write: string }) => undefined,
  },
  guards: {
    hasRecord: ({ context }) => context.id !== null,
    detailsReady: ({ context }) => context.details !== null && context.detailsError === null,
    isNextStep: ({ context, event }) =>
      event.type === 'split.step' &&
      nextStep(context.record) === event.step &&
      (event.step !== 'uploadAccPic' || context.pictures.length > 0),
    signed: ({ event }) => (event as { output?: SplitAccount }).output?.stage === SIGNED_STAGE,
    done: commandDone,
  },
}).createMachine({
  id: 'splitAccount',
  context: ({ input }) => ({
    id: input.id || null,
    record: null,
    details: null,
    detailsError: null,
    pictures: [],
    pending: null,
    operation: null,
    ...NO_FAILURE,
  }),
  initial: 'start',
  states: {
    start: {
      always: [{ guard: 'hasRecord', target: 'loading' }, { target: 'editing' }],
    },
    editing: {
      tags: ['form'],
      on: {
        'split.details': {
          actions: assign({ details: ({ event }) => event.details, detailsError: ({ event }) => event.problem }),
        },
        'split.save': { guard: 'detailsReady', target: 'confirming', actions: assign({ pending: 'save', ...NO_FAILURE }) },
      },
    },
    loading: {
      tags: ['busy'],
      invoke: {
        id: 'loadRecord',
        src: 'loadRecord',
        input: ({ context }) => ({ id: context.id ?? '' }),
        onDone: [
          { guard: 'signed', target: 'done', actions: assign({ record: ({ event }) => event.output, pending: null }) },
          { target: 'ready', actions: assign({ record: ({ event }) => event.output, pending: null }) },
        ],
        onError: {
          target: 'loadFailed',
          actions: { type: 'noteFailure', params: { reason: SPLIT_ACCOUNT_REASONS.loadFailed } },
        },
      },
    },
    loadFailed: retryState('split.retry', 'loading'),
    ready: {
      on: {
        'split.pictures': { actions: assign({ pictures: ({ event }) => event.pictures }) },
        'split.step': {
          guard: 'isNextStep',
          target: 'confirming',
          actions: assign({ pending: ({ event }) => event.step, ...NO_FAILURE }),
        },
        'split.refresh': { target: 'loading' },
      },
    },
    confirming: {
      tags: ['confirm'],
      on: {
        'split.confirm': { target: 'committing', actions: assign({ operation: ({ event }) => ({ key: event.key, at: event.at }) }) },
        'split.cancel': [
          { guard: 'hasRecord', target: 'ready', actions: assign({ pending: null }) },
          { target: 'editing', actions: assign({ pending: null }) },
        ],
      },
    },
    committing: {
      tags: SENDING_TAGS,
      invoke: {
        id: 'command',
        src: 'command',
        input: ({ context }) => commandInputOf(commandOf(context), context.operation),
        onDone: [
          {
            // done: the record (the one the save made) is read again; the pictures were sent
            guard: 'done',
            target: 'loading',
            actions: [
              { type: 'notifyDone', params: ({ context }) => ({ write: context.pending ?? 'save' }) },
              assign({
                id: ({ context, event }) => context.id ?? String((event.output as { result?: { id?: unknown } }).result?.id ?? ''),
                pictures: ({ context }) => (context.pending === 'uploadAccPic' ? [] : context.pictures),
                operation: null,
              }),
            ],
          },
          // given up after a refusal or an empty check: a new record goes back to its details as typed…
          { guard: 'hasRecord', target: 'loading', actions: assign({ pending: null, operation: null }) },
          // …a record is read again; a new confirmation is a new operation
          { target: 'editing', actions: assign({ pending: null, operation: null }) },
        ],
      },
    },
    done: {
      tags: ['done'],
    },
  },
});
