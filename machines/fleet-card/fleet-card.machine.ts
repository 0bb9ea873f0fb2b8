import { assign, setup } from 'xstate';
import { lostAnswer, NO_FAILURE, noteFailure, noteReason, retryState, unboundActor } from '@machines/common/call-outcome';
import { SENDING_TAGS, sendOrBack } from '@machines/common/send-or-back';
import {
  CARD_REASONS,
  type CardMoveResult,
  type CardSnapshot,
  type FleetCardContext,
  type FleetCardEvent,
  type FleetCardInput,
  type LoadCardInput,
  type MoveCardInput,
} from './fleet-card.types';

/**
 * The member card money dialog (balance recharge from the fleet account, or recovery back to it):
 * loading (the card and its fleet account read afresh: the balance shown before) → entering (amount, checked by the
 * screen against the available money) → confirming (the exact payload) → submitting (Idempotency-Key; a second
 * submit is ignored) → done, or failed (retry with the same key, or back to the amount). A lost answer returns to
 * confirming with the key kept, so a resubmit cannot move the money twice.
 */
export const fleetCardMachine = setup({
  types: { context: {} as FleetCardContext, events: {} as FleetCardEvent, input: {} as FleetCardInput },
  actors: {
    loadCard: unboundActor<CardSnapshot, LoadCardInput>('loadCard'),
    moveCard: unboundActor<CardMoveResult, MoveCardInput>('moveCard'),
  },
  actions: {
    noteFailure: assign(noteFailure),
    noteReason: assign(noteReason),
    /** A changed amount drops the operation (its key belonged to the old amount). */
    takeAmount: assign(({ event }) =>
      event.type === 'card.amount' ? { amountFen: event.amountFen, amountError: event.reason, operationKey: null, ...NO_FAILURE } : {},
    ),
    /** Gives the operation its Idempotency-Key (once; a retry keeps it). Bound in src/app. */
    stampOperation: assign(({ context }) => ({ operationKey: context.operationKey ?? 'operation' })),
    /** Tells the user the money moved. */
    notifyMoved: () => undefined,
  },
  guards: {
    amountReady: ({ context }) => context.amountError === null && context.amountFen !== null && context.amountFen > 0,
    lostAnswer,
  },
}).createMachine({
  id: 'fleet-card',
  context: ({ input }) => ({
    ...input,
    card: null,
    amountFen: null,
    amountError: null,
    operationKey: null,
    ...NO_FAILURE,
    result: null,
  }),
  initial: 'loading',
  states: {
    loading: {
      tags: ['busy'],
      invoke: {
        id: 'loadCard',
        src: 'loadCard',
        input: ({ context }) => ({ cardId: context.cardId }),
        onDone: { target: 'entering', actions: assign({ card: ({ event }) => event.output, ...NO_FAILURE }) },
        onError: {
          target: 'loadFailed',
          actions: { type: 'noteFailure', params: { reason: CARD_REASONS.loadFailed } },
        },
      },
    },
    loadFailed: retryState('card.retry', 'loading'),
    entering: {
      tags: ['form'],
      on: {
        'card.amount': { actions: 'takeAmount' },
        'card.review': { guard: 'amountReady', target: 'confirming', actions: 'stampOperation' },
      },
    },
    confirming: sendOrBack({ confirm: 'card.submit', cancel: 'card.back' }, { send: 'submitting', back: 'entering' }),
    submitting: {
      tags: SENDING_TAGS,
      invoke: {
        id: 'moveCard',
        src: 'moveCard',
        input: ({ context }) => ({
          kind: context.kind,
          card: context.card!,
          amountFen: context.amountFen ?? 0,
          operationKey: context.operationKey ?? '',
        }),
        onDone: {
          target: 'done',
          actions: [assign({ result: ({ event }) => event.output, ...NO_FAILURE }), 'notifyMoved'],
        },
        onError: [
          { guard: 'lostAnswer', target: 'confirming', actions: { type: 'noteReason', params: { reason: CARD_REASONS.lostAnswer } } },
          {
            target: 'failed',
            actions: { type: 'noteFailure', params: { reason: CARD_REASONS.submitFailed } },
          },
        ],
      },
    },
    // a retry sends the same operation again (same key)
    failed: sendOrBack({ confirm: 'card.retry', cancel: 'card.back' }, { send: 'submitting', back: 'entering' }, undefined, ['error']),
    done: {
      tags: ['done'],
      type: 'final',
    },
  },
});
