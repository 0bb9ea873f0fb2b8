import { assign, setup } from 'xstate';
import { retryState, unboundActor } from '@machines/common/call-outcome';
import { sendOrBack, sendingState } from '@machines/common/send-or-back';
import { commandMachine } from '@machines/command/command.machine';
import { commandDone, commandInput, operationOf } from '@machines/common/composed-command';
import {
  GRANT_ACTION_FROM,
  GRANT_DECISIONS,
  GRANT_REASONS,
  type CardGrantContext,
  type CardGrantEvent,
  type CardGrantInput,
  type GrantAction,
  type GrantWrite,
  type LoadedGrant,
} from './card-grant.types';

const ACTION_EVENTS: Record<`grant.${GrantAction}`, GrantAction> = {
  'grant.ensure': 'ensure',
  'grant.send': 'send',
  'grant.disuse': 'disuse',
  'grant.over': 'over',
  'grant.repeat': 'repeat',
  'grant.delete': 'delete',
};

/** The action an event asks for, or null. */
export const grantActionOfEvent = (type: string): GrantAction | null => (ACTION_EVENTS as Record<string, GrantAction>)[type] ?? null;

/** One transition per action: allowed only from the states docs/flows.md names. */
const actionTransition = (action: GrantAction) => ({
  guard: { type: 'allowedFrom' as const, params: { action } },
  target: 'confirming' as const,
  actions: { type: 'startAction' as const, params: { action } },
});

/**
 * A card grant (docs/flows.md "Card grant"): 0 草稿 → ensure → 1 待审批 → send → 2 已发放 → over → 4 已结束;
 * disuse from 1 or 2 → 3 已停用; repeat resends the card messages; only a draft is edited or deleted.
 * Approving (send) needs the approve permission, and nobody who created, edited or sent the grant approves it.
 * Every action is confirmed (the dialog shows the request), and the edit form's save is its own confirmation; each
 * write is one operation of the command machine (docs/flows.md "Commands"), keyed by that click: the command sends
 * it, shows a refusal with the server's words and retries it with the same key, and after a lost answer reads the
 * grant again for the write's effect before anything is sent again. Done or given up, an action reads the grant
 * again, so the screen shows the state the backend holds; a save given up is back at its form. Side effects are
 * bound in src/screens/approvals/approval-machines.ts.
 */
export const cardGrantMachine = setup({
  types: {
    context: {} as CardGrantContext,
    events: {} as CardGrantEvent,
    input: {} as CardGrantInput,
  },
  actors: {
    loadGrant: unboundActor<LoadedGrant, { id: string }>('loadGrant'),
    /** Every write: the command machine with its send and verify bound in src/screens/approvals/approval-machines.ts. */
    command: commandMachine,
  },
  actions: {
    dropPending: assign({ pending: null }),
    clearError: assign({ error: null }),
    /** The confirming click makes the operation: its key is sent with every retry of it. */
    takeOperation: assign(({ event }) => (event.type === 'grant.confirm' ? { operation: operationOf({ event }) } : {})),
    takeEdits: assign(({ event }) =>
      event.type === 'grant.save' ? { edits: event.values, operation: operationOf({ event }), error: null } : {},
    ),
    startAction: assign((_, { action }: { action: GrantAction }) => ({ pending: action, error: null, done: null })),
    /** Tells the user an action succeeded (toast). */
    notifyDone: (_, _params: { action: GrantAction | 'save' }) => undefined,
  },
  guards: {
    allowedFrom: ({ context }, { action }: { action: GrantAction }) =>
      GRANT_ACTION_FROM[action].includes(context.status) && (!GRANT_DECISIONS.includes(action) || mayDecide(context)),
    isDraft: ({ context }) => context.status === 'draft',
    written: commandDone,
    deletedIt: (a) => commandDone(a) && a.context.pending === 'delete',
  },
}).createMachine({
  id: 'cardGrant',
  context: ({ input }) => ({
    id: input.id,
    userId: input.userId,
    mayApprove: input.mayApprove,
    record: null,
    status: 'unknown',
    makers: [],
    pending: null,
    done: null,
    edits: null,
    operation: null,
    error: null,
  }),
  initial: 'loading',
  states: {
    loading: {
      tags: ['busy'],
      invoke: {
        id: 'loadGrant',
        src: 'loadGrant',
        input: ({ context }) => ({ id: context.id }),
        onDone: {
          target: 'ready',
          actions: assign({
            record: ({ event }) => event.output.record,
            status: ({ event }) => event.output.status,
            makers: ({ event }) => [...event.output.makers],
            pending: null,
            done: null,
          }),
        },
        onError: { target: 'failed', actions: assign({ error: { key: GRANT_REASONS.loadFailed }, pending: null }) },
      },
    },
    failed: retryState('grant.retry', 'loading', 'clearError'),
    ready: {
      on: {
        'grant.ensure': actionTransition('ensure'),
        'grant.send': actionTransition('send'),
        'grant.disuse': actionTransition('disuse'),
        'grant.over': actionTransition('over'),
        'grant.repeat': actionTransition('repeat'),
        'grant.delete': actionTransition('delete'),
        'grant.edit': { guard: 'isDraft', target: 'editing', actions: assign({ error: null, done: null }) },
        'grant.refresh': { target: 'loading', actions: assign({ error: null, done: null }) },
      },
    },
    confirming: sendOrBack(
      { confirm: 'grant.confirm', cancel: 'grant.cancel' },
      { send: 'submitting', back: 'ready' },
      { send: 'takeOperation', back: 'dropPending' },
    ),
    submitting: {
      ...sendingState('grant.confirm'),
      invoke: {
        id: 'command',
        src: 'command',
        input: commandInput(
          (context) => ({ kind: 'action', action: context.pending ?? 'ensure', record: context.record ?? {} }) satisfies GrantWrite,
        ),
        onDone: [
          { guard: 'deletedIt', target: 'deleted', actions: { type: 'notifyDone', params: { action: 'delete' } } },
          {
            guard: 'written',
            target: 'loading',
            actions: [
              { type: 'notifyDone', params: ({ context }) => ({ action: context.pending ?? 'ensure' }) },
              assign({ done: ({ context }) => context.pending, operation: null }),
            ],
          },
          // given up after a refusal (another user was first, the state changed) or an empty check: read the grant again
          { target: 'loading', actions: assign({ pending: null, operation: null }) },
        ],
      },
    },
    editing: sendOrBack(
      { confirm: 'grant.save', cancel: 'grant.cancel' },
      { send: 'saving', back: 'ready' },
      { send: 'takeEdits', back: 'clearError' },
      ['editing'],
    ),
    saving: {
      tags: ['editing', 'busy'],
      invoke: {
        id: 'command',
        src: 'command',
        input: commandInput(
          (context) => ({ kind: 'save', record: context.record ?? {}, values: context.edits ?? {} }) satisfies GrantWrite,
        ),
        onDone: [
          {
            guard: 'written',
            target: 'loading',
            actions: [{ type: 'notifyDone', params: { action: 'save' } }, assign({ done: 'save', edits: null, operation: null })],
          },
          // given up: back at the form with what was typed; saving it again is a new operation
          { target: 'editing', actions: assign({ operation: null }) },
        ],
      },
      // a second save while the command runs does nothing: one request
      on: { 'grant.save': {} },
    },
    deleted: { type: 'final' },
  },
});

/** Whether the signed-in user may decide on the grant: the permission, and not one of its makers. */
export function mayDecide(context: Pick<CardGrantContext, 'mayApprove' | 'makers' | 'userId'>): boolean {
  return context.mayApprove && !context.makers.includes(context.userId);
}
