import { assign, setup } from 'xstate';
import { noteRefusal, retryState, unboundActor } from '@machines/common/call-outcome';
import { SENDING_TAGS, sendOrBack } from '@machines/common/send-or-back';
import {
  GRANT_ACTION_FROM,
  GRANT_DECISIONS,
  GRANT_REASONS,
  type CardGrantContext,
  type CardGrantEvent,
  type CardGrantInput,
  type GrantAction,
  type LoadedGrant,
  type RunGrantActionInput,
  type SaveGrantInput,
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
 * Every action is confirmed (the dialog shows the request) and runs once; after it the grant is read again, also
 * after a refusal, so the screen shows the state the backend holds. Side effects are bound in src/app/approval-binding.ts.
 */
export const cardGrantMachine = setup({
  types: {
    context: {} as CardGrantContext,
    events: {} as CardGrantEvent,
    input: {} as CardGrantInput,
  },
  actors: {
    loadGrant: unboundActor<LoadedGrant, { id: string }>('loadGrant'),
    runAction: unboundActor<unknown, RunGrantActionInput>('runAction'),
    saveGrant: unboundActor<unknown, SaveGrantInput>('saveGrant'),
  },
  actions: {
    dropPending: assign({ pending: null }),
    clearError: assign({ error: null }),
    noteRefusal: assign(noteRefusal),
    startAction: assign((_, { action }: { action: GrantAction }) => ({ pending: action, error: null, done: null })),
    /** Tells the user an action succeeded (toast). */
    notifyDone: (_, _params: { action: GrantAction | 'save' }) => undefined,
  },
  guards: {
    allowedFrom: ({ context }, { action }: { action: GrantAction }) =>
      GRANT_ACTION_FROM[action].includes(context.status) && (!GRANT_DECISIONS.includes(action) || mayDecide(context)),
    isDraft: ({ context }) => context.status === 'draft',
    wasDelete: ({ context }) => context.pending === 'delete',
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
    confirming: sendOrBack({ confirm: 'grant.confirm', cancel: 'grant.cancel' }, { send: 'submitting', back: 'ready' }, 'dropPending'),
    submitting: {
      tags: SENDING_TAGS,
      invoke: {
        id: 'runAction',
        src: 'runAction',
        input: ({ context }) => ({ action: context.pending ?? 'ensure', record: context.record ?? {} }),
        onDone: [
          { guard: 'wasDelete', target: 'deleted', actions: { type: 'notifyDone', params: { action: 'delete' } } },
          {
            target: 'loading',
            actions: [
              { type: 'notifyDone', params: ({ context }) => ({ action: context.pending ?? 'ensure' }) },
              assign({ done: ({ context }) => context.pending }),
            ],
          },
        ],
        // refused (another user was first, or the state changed): read the grant again and say why
        onError: { target: 'loading', actions: 'noteRefusal' },
      },
    },
    editing: sendOrBack({ confirm: 'grant.save', cancel: 'grant.cancel' }, { send: 'saving', back: 'ready' }, 'clearError', ['editing']),
    saving: {
      tags: ['editing', 'busy'],
      invoke: {
        id: 'saveGrant',
        src: 'saveGrant',
        input: ({ context, event }) => ({ record: context.record ?? {}, values: event.type === 'grant.save' ? event.values : {} }),
        onDone: { target: 'loading', actions: [{ type: 'notifyDone', params: { action: 'save' } }, assign({ done: 'save' })] },
        onError: { target: 'editing', actions: 'noteRefusal' },
      },
    },
    deleted: { type: 'final' },
  },
});

/** Whether the signed-in user may decide on the grant: the permission, and not one of its makers. */
export function mayDecide(context: Pick<CardGrantContext, 'mayApprove' | 'makers' | 'userId'>): boolean {
  return context.mayApprove && !context.makers.includes(context.userId);
}
