import { assign, setup } from 'xstate';
import { retryState, unboundActor } from '@machines/common/call-outcome';
import { sendingState } from '@machines/common/send-or-back';
import { commandMachine } from '@machines/command/command.machine';
import { commandDone, commandInput, operationOf } from '@machines/common/composed-command';
import {
  COMPANY_REASONS,
  type CompanyGrantAction,
  type CompanyGrantContext,
  type CompanyGrantEvent,
  type CompanyGrantInput,
  type LoadedCompanyGrant,
  type RunCompanyActionInput,
} from './company-grant-card.types';

/** Whether a card user of the context is still valid. */
export const userIsValid = (context: CompanyGrantContext, userId: string) =>
  context.users.some((u) => String(u.id) === userId && u.valid === true);

/** Whether the signed-in user may grant the cards: the permission, and not the grant card's drafter or editor. */
export const mayGrantCards = (context: Pick<CompanyGrantContext, 'mayGrant' | 'makers' | 'currentUserId'>) =>
  context.mayGrant && !context.makers.includes(context.currentUserId);

/**
 * A company grant card (docs/flows.md "Company grant card"): 0 草稿 → submitGrantCard (only while
 * getRemainCardQuantity > 0) → 1 已发卡 → submitTermination → 2 已终止; a card user of granted cards can be
 * invalidated (1 有效 → 0 已作废). Each action is confirmed and is one operation of the command machine (docs/flows.md
 * "Commands"), keyed by the confirming click: the command sends it, shows a refusal with the server's words and
 * retries it with the same key, and after a lost answer reads the grant card again for the action's effect before
 * anything is sent again. Done or given up, the record is read again. Side effects are bound in
 * src/screens/approvals/approval-machines.ts.
 * Granting is the approving step: it needs the grant permission, and whoever drafted the grant card does not grant it.
 */
export const companyGrantCardMachine = setup({
  types: {
    context: {} as CompanyGrantContext,
    events: {} as CompanyGrantEvent,
    input: {} as CompanyGrantInput,
  },
  actors: {
    loadGrant: unboundActor<LoadedCompanyGrant, { id: string }>('loadGrant'),
    /** The action: the command machine with its send and verify bound in src/screens/approvals/approval-machines.ts. */
    command: commandMachine,
  },
  actions: {
    notifyDone: (_, _params: { action: CompanyGrantAction }) => undefined,
    startAction: assign((_, { action }: { action: CompanyGrantAction }) => ({ pending: action, error: null, done: null })),
    dropPending: assign({ pending: null }),
    clearError: assign({ error: null }),
  },
  guards: {
    canGrant: ({ context }) => context.status === 'draft' && context.remain > 0 && mayGrantCards(context),
    canTerminate: ({ context }) => context.status === 'granted',
    canInvalid: ({ context, event }) =>
      context.status === 'granted' && event.type === 'company.invalid' && userIsValid(context, event.userId),
    written: commandDone,
  },
}).createMachine({
  id: 'companyGrantCard',
  context: ({ input }) => ({
    ...input,
    record: null,
    status: 'unknown',
    remain: 0,
    users: [],
    makers: [],
    pending: null,
    userId: '',
    done: null,
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
          actions: assign(({ event }) => ({
            record: event.output.record,
            status: event.output.status,
            remain: event.output.remain,
            users: event.output.users,
            makers: [...event.output.makers],
            pending: null,
            done: null,
          })),
        },
        onError: { target: 'failed', actions: assign({ error: { key: COMPANY_REASONS.loadFailed } }) },
      },
    },
    failed: retryState('company.retry', 'loading', 'clearError'),
    ready: {
      on: {
        'company.grantCard': { guard: 'canGrant', target: 'confirming', actions: { type: 'startAction', params: { action: 'grantCard' } } },
        'company.terminate': {
          guard: 'canTerminate',
          target: 'confirming',
          actions: { type: 'startAction', params: { action: 'terminate' } },
        },
        'company.invalid': {
          guard: 'canInvalid',
          target: 'confirming',
          actions: [{ type: 'startAction', params: { action: 'invalid' } }, assign({ userId: ({ event }) => event.userId })],
        },
        'company.refresh': { target: 'loading', actions: assign({ error: null }) },
      },
    },
    confirming: {
      tags: ['confirm'],
      on: {
        'company.confirm': { target: 'submitting', actions: assign({ operation: operationOf }) },
        'company.cancel': { target: 'ready', actions: 'dropPending' },
      },
    },
    submitting: {
      ...sendingState('company.confirm'),
      invoke: {
        id: 'command',
        src: 'command',
        input: commandInput(
          (context) =>
            ({
              action: context.pending ?? 'grantCard',
              record: context.record ?? {},
              userId: context.userId,
            }) satisfies RunCompanyActionInput,
        ),
        onDone: [
          {
            guard: 'written',
            target: 'loading',
            actions: [
              { type: 'notifyDone', params: ({ context }) => ({ action: context.pending ?? 'grantCard' }) },
              assign({ done: ({ context }) => context.pending, operation: null }),
            ],
          },
          // given up after a refusal or an empty check: the record is read again, a new confirmation is a new operation
          { target: 'loading', actions: assign({ pending: null, operation: null }) },
        ],
      },
    },
  },
});
