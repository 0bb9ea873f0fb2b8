import { assign, setup } from 'xstate';
import { lostAnswer, NO_FAILURE, noteFailure, retryState, unboundActor } from '@machines/common/call-outcome';
import { SENDING_TAGS, sendOrBack } from '@machines/common/send-or-back';
import {
  SETTLEMENT_REASONS,
  type SettlementContext,
  type SettlementEvent,
  type SettlementInput,
  type SettlementRecord,
  type SettlementStep,
  type StepInput,
} from './settlement.types';

/** The steps in order (docs/flows.md "Settlement steps"); a record at stage i waits for STEPS[i]. */
export const STEPS: readonly SettlementStep[] = ['finishConfirm', 'update2', 'update3', 'update4', 'doConfirm', 'confirmAccount'];

/**
 * One settlement record walking its steps (a stepper): loading → ready → confirming (the exact step) →
 * submitting → loading (re-read). Steps only go forward, one at a time: only the next step can be asked for.
 * A refusal re-reads the record (stale buttons disappear) and shows the server's message; a lost answer goes to
 * outcomeUnknown, which re-reads the record before anything else: advanced → done; not → the same step (same
 * Idempotency-Key) may be sent again.
 */
export const settlementMachine = setup({
  types: { context: {} as SettlementContext, events: {} as SettlementEvent, input: {} as SettlementInput },
  actors: {
    loadRecord: unboundActor<SettlementRecord, { id: string }>('loadRecord'),
    runStep: unboundActor<void, StepInput>('runStep'),
    saveInfo: unboundActor<void, { id: string; remark: string }>('saveInfo'),
  },
  actions: {
    noteFailure: assign(noteFailure),
    /** Tells the user a step was taken. */
    notifyStep: (_, _params: { step: SettlementStep }) => undefined,
  },
  guards: {
    isNextStep: ({ context, event }) => event.type === 'settlement.step' && !!context.record && STEPS[context.record.stage] === event.step,
    lostAnswer,
    advanced: ({ context, event }) => {
      const r = (event as { output?: SettlementRecord }).output;
      return !!r && context.stageBefore !== null && r.stage > context.stageBefore;
    },
  },
}).createMachine({
  id: 'settlement',
  context: ({ input }) => ({
    ...input,
    record: null,
    pending: null,
    operationKey: null,
    stageBefore: null,
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
        onDone: { target: 'ready', actions: assign({ record: ({ event }) => event.output }) },
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
          actions: assign({
            // the same step after a lost answer keeps its key: the server answers the first result
            operationKey: ({ context, event }) =>
              context.pending === event.step && context.operationKey ? context.operationKey : event.operationKey,
            pending: ({ event }) => event.step,
            ...NO_FAILURE,
          }),
        },
        'settlement.refresh': { target: 'loading' },
        'settlement.saveInfo': { target: 'savingInfo' },
      },
    },
    confirming: sendOrBack({ confirm: 'settlement.confirm', cancel: 'settlement.cancel' }, { send: 'submitting', back: 'ready' }),
    submitting: {
      tags: SENDING_TAGS,
      entry: assign({ stageBefore: ({ context }) => context.record?.stage ?? null }),
      invoke: {
        id: 'runStep',
        src: 'runStep',
        input: ({ context }) => ({ id: context.id, step: context.pending!, operationKey: context.operationKey ?? '' }),
        onDone: {
          target: 'loading',
          actions: [
            { type: 'notifyStep', params: ({ context }) => ({ step: context.pending! }) },
            assign({ pending: null, operationKey: null }),
          ],
        },
        onError: [
          { guard: 'lostAnswer', target: 'outcomeUnknown' },
          // refused (already taken by someone else, out of order, session ended): re-read the record
          {
            target: 'loading',
            actions: [
              { type: 'noteFailure', params: { reason: SETTLEMENT_REASONS.stepFailed } },
              assign({ pending: null, operationKey: null }),
            ],
          },
        ],
      },
    },
    outcomeUnknown: {
      tags: ['unknown'],
      initial: 'checking',
      states: {
        checking: {
          tags: ['busy'],
          invoke: {
            id: 'verifyRecord',
            src: 'loadRecord',
            input: ({ context }) => ({ id: context.id }),
            onDone: [
              {
                guard: 'advanced',
                target: '#settlement.ready',
                actions: [
                  { type: 'notifyStep', params: ({ context }) => ({ step: context.pending! }) },
                  assign({ record: ({ event }) => event.output, pending: null, operationKey: null }),
                ],
              },
              {
                target: '#settlement.ready',
                actions: assign({ record: ({ event }) => event.output, error: SETTLEMENT_REASONS.notReceived }),
              },
            ],
            onError: { target: 'checkFailed', actions: assign({ error: SETTLEMENT_REASONS.verifyFailed }) },
          },
        },
        checkFailed: retryState('settlement.verify', 'checking'),
      },
    },
    savingInfo: {
      tags: ['busy'],
      invoke: {
        id: 'saveInfo',
        src: 'saveInfo',
        input: ({ context, event }) => ({ id: context.id, remark: event.type === 'settlement.saveInfo' ? event.remark : '' }),
        onDone: { target: 'loading', actions: assign({ ...NO_FAILURE }) },
        onError: {
          target: 'ready',
          actions: { type: 'noteFailure', params: { reason: SETTLEMENT_REASONS.saveFailed } },
        },
      },
    },
  },
});
