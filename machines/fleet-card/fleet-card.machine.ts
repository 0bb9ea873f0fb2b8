import { assign, setup } from 'xstate';
import { NO_FAILURE, noteFailure, retryState, unboundActor } from '@machines/common/call-outcome';
import { sendingState } from '@machines/common/send-or-back';
import { commandMachine } from '@machines/command/command.machine';
import { commandDone, commandInput, operationOf } from '@machines/common/composed-command';
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
 * screen against the available money) → confirming (the exact payload) → committing: the move is one operation of
 * the command machine (docs/flows.md "Commands"), keyed by the confirming event, which sends it, retries a refusal
 * with the same key and, after a lost answer, looks for the card's flow before anything is sent again → done, or back
 * to confirming when the user gave the operation up (a new confirmation is a new operation).
 */
export const fleetCardMachine = setup({
  types: { context: {} as FleetCardContext, events: {} as FleetCardEvent, input: {} as FleetCardInput },
  actors: {
    loadCard: unboundActor<CardSnapshot, LoadCardInput>('loadCard'),
    /** The move: the command machine with its send and verify bound in src/screens/fleets/fleet-card-machine.ts. */
    command: commandMachine,
  },
  actions: {
    noteFailure: assign(noteFailure),
    takeAmount: assign(({ event }) =>
      event.type === 'card.amount' ? { amountFen: event.amountFen, amountError: event.reason, ...NO_FAILURE } : {},
    ),
    /** Tells the user the money moved. */
    notifyMoved: () => undefined,
  },
  guards: {
    amountReady: ({ context }) => context.amountError === null && context.amountFen !== null && context.amountFen > 0,
    moved: commandDone,
  },
}).createMachine({
  id: 'fleet-card',
  context: ({ input }) => ({
    ...input,
    card: null,
    amountFen: null,
    amountError: null,
    operation: null,
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
        'card.review': { guard: 'amountReady', target: 'confirming' },
      },
    },
    confirming: {
      tags: ['confirm'],
      on: {
        'card.submit': { target: 'committing', actions: assign({ operation: operationOf }) },
        'card.back': { target: 'entering' },
      },
    },
    committing: {
      ...sendingState('card.submit'),
      invoke: {
        id: 'command',
        src: 'command',
        input: commandInput(
          (context) => ({ kind: context.kind, card: context.card!, amountFen: context.amountFen ?? 0 }) satisfies MoveCardInput,
        ),
        onDone: [
          {
            guard: 'moved',
            target: 'done',
            actions: [assign({ result: ({ event }) => (event.output as { result: CardMoveResult }).result }), 'notifyMoved'],
          },
          // given up after a refusal or an empty check: the confirmation again, and confirming is a new operation
          { target: 'confirming', actions: assign({ operation: null }) },
        ],
      },
    },
    done: {
      tags: ['done'],
      type: 'final',
    },
  },
});
