import { assign, setup } from 'xstate';
import { sendingState } from '@machines/common/send-or-back';
import { unboundActor } from '@machines/common/call-outcome';
import { commandMachine } from '@machines/command/command.machine';
import { commandDone, commandInput, operationOf } from '@machines/common/composed-command';
import {
  filedBySelf,
  REVIEW_REASONS,
  type DecideInput,
  type LoadedReview,
  type ReviewContext,
  type ReviewDecision,
  type ReviewEvent,
  type ReviewInput,
} from './review.types';

type Ctx = { context: ReviewContext };

const isPending = ({ context }: Ctx) => context.status === 'pending';
const notSelf = ({ context }: Ctx) => !filedBySelf(context);
/** Only a role with the family's review permission decides (a keyboard shortcut cannot get round a hidden button). */
const mayDecide = ({ context }: Ctx) => context.mayDecide;

/** Moving through the queue: allowed whenever no decision is running. */
const queueMoves = {
  'review.next': { guard: 'hasNext', target: '#review.loading', actions: 'moveNext' },
  'review.prev': { guard: 'hasPrev', target: '#review.loading', actions: 'movePrev' },
} as const;

/**
 * The review of one application (docs/flows.md "Recharge audit"): 0 待审核 → approve → 1 已通过 (balance credited) |
 * reject (a comment is required) → 2 已驳回 | cancel by the applicant → 3 已取消. Only a user whose role holds the
 * family's review permission decides, and never on their own application. The auditor moves through a queue (the list's ids with its filters) with next/previous.
 * A decision is one operation of the command machine (docs/flows.md "Commands"), keyed by the confirming click: the
 * command sends it, shows a refusal with the server's words and retries it with the same key, and after a lost answer
 * reads the record again for the decision's status before anything is sent again. Done or given up, the record is
 * read again, so a second auditor sees the state another one left. Side effects are bound in
 * src/screens/approvals/approval-machines.ts.
 */
export const reviewMachine = setup({
  types: {
    context: {} as ReviewContext,
    events: {} as ReviewEvent,
    input: {} as ReviewInput,
  },
  actors: {
    loadRecord: unboundActor<LoadedReview, { family: string; id: string }>('loadRecord'),
    /** The decision: the command machine with its send and verify bound in src/screens/approvals/approval-machines.ts. */
    command: commandMachine,
  },
  actions: {
    notifyDone: (_, _params: { decision: ReviewDecision }) => undefined,
    startDecision: assign((_, { decision }: { decision: ReviewDecision }) => ({ pending: decision, error: null, done: null })),
    moveNext: assign({ index: ({ context }) => context.index + 1, record: null, comment: '', error: null, done: null }),
    movePrev: assign({ index: ({ context }) => context.index - 1, record: null, comment: '', error: null, done: null }),
  },
  guards: {
    canDecide: (a: Ctx) => isPending(a) && mayDecide(a) && notSelf(a),
    canCancel: ({ context }) => context.cancellable && context.status === 'pending' && context.applicantId === context.userId,
    commentOk: ({ context }) => context.pending !== 'reject' || context.comment.trim() !== '',
    hasNext: ({ context }) => context.index + 1 < context.queue.length,
    hasPrev: ({ context }) => context.index > 0,
    decided: commandDone,
  },
}).createMachine({
  id: 'review',
  context: ({ input }) => ({
    ...input,
    queue: [...input.queue],
    record: null,
    status: 'unknown',
    applicantId: '',
    pending: null,
    comment: '',
    done: null,
    operation: null,
    error: null,
  }),
  initial: 'loading',
  states: {
    loading: {
      tags: ['busy'],
      invoke: {
        id: 'loadRecord',
        src: 'loadRecord',
        input: ({ context }) => ({ family: context.family, id: context.queue[context.index] ?? '' }),
        onDone: {
          target: 'ready',
          actions: assign({
            record: ({ event }) => event.output.record,
            status: ({ event }) => event.output.status,
            applicantId: ({ event }) => event.output.applicantId,
            pending: null,
            done: null,
          }),
        },
        onError: { target: 'failed', actions: assign({ error: { key: REVIEW_REASONS.loadFailed }, pending: null }) },
      },
    },
    failed: {
      tags: ['error'],
      on: { 'review.retry': { target: 'loading', actions: assign({ error: null }) }, ...queueMoves },
    },
    ready: {
      on: {
        'review.approve': { guard: 'canDecide', target: 'confirming', actions: { type: 'startDecision', params: { decision: 'approve' } } },
        'review.reject': { guard: 'canDecide', target: 'confirming', actions: { type: 'startDecision', params: { decision: 'reject' } } },
        'review.cancel': { guard: 'canCancel', target: 'confirming', actions: { type: 'startDecision', params: { decision: 'cancel' } } },
        'review.comment': { actions: assign({ comment: ({ event }) => event.text }) },
        'review.refresh': { target: 'loading', actions: assign({ error: null, done: null }) },
        ...queueMoves,
      },
    },
    confirming: {
      tags: ['confirm'],
      on: {
        'review.comment': { actions: assign({ comment: ({ event }) => event.text }) },
        'review.confirm': { guard: 'commentOk', target: 'submitting', actions: assign({ operation: operationOf }) },
        'review.dismiss': { target: 'ready', actions: assign({ pending: null }) },
      },
    },
    submitting: {
      ...sendingState('review.confirm'),
      invoke: {
        id: 'command',
        src: 'command',
        input: commandInput(
          (context) =>
            ({
              family: context.family,
              decision: context.pending ?? 'approve',
              record: context.record ?? {},
              comment: context.comment.trim(),
            }) satisfies DecideInput,
        ),
        onDone: [
          {
            guard: 'decided',
            target: 'loading',
            actions: [
              { type: 'notifyDone', params: ({ context }) => ({ decision: context.pending ?? 'approve' }) },
              assign({ done: ({ context }) => context.pending, comment: '', operation: null }),
            ],
          },
          // given up after a refusal or an empty check: the record is read again, a new confirmation is a new operation
          { target: 'loading', actions: assign({ pending: null, operation: null }) },
        ],
      },
    },
  },
});
