import { assign, setup } from 'xstate';
import { NO_FAILURE, noteFailure, retryState, unboundActor } from '@machines/common/call-outcome';
import { commandMachine } from '@machines/command/command.machine';
import { commandDone, commandInput, operationOf } from '@machines/common/composed-command';
import { sendingState } from '@machines/common/send-or-back';
import {
  SETTLEMENT_REASONS,
  type SettlementContext,
  type SettlementEvent,
  type SettlementInput,
  type SettlementRecord,
  type SettlementStep,
  type SaveInfoInput,
  type StepInput,
} from './settlement.types';

/** The steps in order (docs/flows.md "Settlement steps"); a record at stage i waits for STEPS[i]. */
export const STEPS: readonly SettlementStep[] = ['finishConfirm', 'update2', 'update3', 'update4', 'doConfirm', 'confirmAccount'];

/**
 * One settlement record walking its steps (a stepper): loading → ready → confirming (the exact step) →
 * committing → loading (re-read). Steps only go forward, one at a time: only the next step can be asked for.
 * The step is one operation of the command machine (docs/flows.md "Commands"), keyed by the confirming click: it
 * sends the step, retries a refusal with the same key and, after a lost answer, re-reads the record for the step
 * before anything is sent again. Taken, or given up (a refusal, nothing found), the record is read again: a step
 * someone else took meanwhile shows as done and its stale button disappears. Saving the remark is a command too
 * (ready → savingInfo), keyed by the save click: after a lost answer the record is read for the remark as sent;
 * saved, the record is read again; given up, the record stays as it was shown.
 */
export const settlementMachine = setup({
  types: { context: {} as SettlementContext, events: {} as SettlementEvent, input: {} as SettlementInput },
  actors: {
    loadRecord: unboundActor<SettlementRecord, { id: string }>('loadRecord'),
    /** The step: the command machine with its send and verify bound in src/screens/money/money-machines.ts. */
    command: commandMachine,
    /** The remark: the command machine with its send and verify bound in src/screens/money/money-machines.ts. */
    infoCommand: commandMachine,
  },
  actions: {
    noteFailure: assign(noteFailure),
    /** Tells the user a step was taken. */
    notifyStep: (_, _params: { step: SettlementStep }) => undefined,
  },
  guards: {
    isNextStep: ({ context, event }) => event.type === 'settlement.step' && !!context.record && STEPS[context.record.stage] === event.step,
    taken: commandDone,
    saved: commandDone,
  },
}).createMachine({
  id: 'settlement',
  context: ({ input }) => ({
    ...input,
    record: null,
    pending: null,
    operation: null,
    ...NO_FAILURE,
  }),
  initial: 'loading',
  states: {
    loading: {
      tags: ['busy'],
      invoke: {
        id: 'loadRecord',
        src: 'loadRecord',
        input: ({ context }) => ({ id: context.id }),
        onDone: { target: 'ready', actions: assign({ record: ({ event }) => event.output, pending: null }) },
        onError: {
          target: 'loadFailed',
          actions: { type: 'noteFailure', params: { reason: SETTLEMENT_REASONS.loadFailed } },
        },
      },
    },
    loadFailed: retryState('settlement.retry', 'loading'),
    ready: {
      on: {
        'settlement.step': {
          guard: 'isNextStep',
          target: 'confirming',
          actions: assign({ pending: ({ event }) => event.step, ...NO_FAILURE }),
        },
        'settlement.refresh': { target: 'loading' },
        // the save click makes the operation
        'settlement.saveInfo': { target: 'savingInfo', actions: assign({ operation: operationOf, ...NO_FAILURE }) },
      },
    },
    confirming: {
      tags: ['confirm'],
      on: {
        'settlement.confirm': { target: 'committing', actions: assign({ operation: operationOf }) },
        'settlement.cancel': { target: 'ready', actions: assign({ pending: null }) },
      },
    },
    committing: {
      ...sendingState('settlement.confirm'),
      invoke: {
        id: 'command',
        src: 'command',
        input: commandInput((context) => ({ id: context.id, step: context.pending! }) satisfies StepInput),
        onDone: [
          {
            // the step taken: the record is read again (the step stays pending until it is)
            guard: 'taken',
            target: 'loading',
            actions: [{ type: 'notifyStep', params: ({ context }) => ({ step: context.pending! }) }, assign({ operation: null })],
          },
          // given up after a refusal or an empty check: the record is read again, a new confirmation is a new operation
          { target: 'loading', actions: assign({ pending: null, operation: null }) },
        ],
      },
    },
    savingInfo: {
      tags: ['busy'],
      invoke: {
        id: 'infoCommand',
        src: 'infoCommand',
        input: commandInput(
          (context, event) =>
            ({ id: context.id, remark: event.type === 'settlement.saveInfo' ? event.remark : '' }) satisfies SaveInfoInput,
        ),
        onDone: [
          // saved: the record is read again and shows the remark
          { guard: 'saved', target: 'loading', actions: assign({ operation: null }) },
          // given up after a refusal or an empty check: the record as it was shown, what was typed still in the box
          { target: 'ready', actions: assign({ operation: null }) },
        ],
      },
    },
  },
});
