/**
 * A custom action of a resource (a row, bulk or page action of the registry): the typed parameters, the
 * confirmation showing what will be sent, the call, and its answer. Running ignores a second submit; a failure
 * goes back to where the user was with the message; a read shows its answer, a write ends the dialog.
 */
import { assign, fromPromise, setup } from 'xstate';
import { failureOf, refusalOf } from '@machines/common/call-outcome';
import {
  ACTION_REASONS,
  type ActionContext,
  type ActionError,
  type ActionEvent,
  type ActionInput,
  type RunActionInput,
  type RunActionOutput,
} from './action.types';

/** Whether a parameter has a value: text typed, or at least one file chosen. */
const filled = (context: ActionContext, name: string) =>
  context.fileInputs.includes(name) ? (context.files[name]?.length ?? 0) > 0 : (context.values[name] ?? '').trim() !== '';

const errorOf = (e: unknown): ActionError => {
  if (failureOf(e).kind === 'download') return { key: ACTION_REASONS.downloadFailed };
  const text = refusalOf(e);
  return text ? { text } : { key: ACTION_REASONS.failed };
};

export const resourceActionMachine = setup({
  types: {
    context: {} as ActionContext,
    events: {} as ActionEvent,
    input: {} as ActionInput,
    output: {} as { done: boolean },
  },
  actors: {
    runAction: fromPromise<RunActionOutput, RunActionInput>(async () => {
      throw new Error('runAction is bound in src/app/resource-binding.ts');
    }),
  },
  actions: {
    /** The app shows a success toast (the server's message or 操作成功). */
    notifyDone: (_, _params: { msg: string | null }) => undefined,
  },
  guards: {
    complete: ({ context }) => context.inputs.every((n) => filled(context, n)),
    needsConfirm: ({ context }) => context.confirm,
    isRead: ({ context }) => context.read,
  },
}).createMachine({
  id: 'resource-action',
  context: ({ input }) => ({
    resource: input.resource,
    action: input.action,
    row: input.row ?? null,
    ids: input.ids ?? [],
    query: input.query ?? {},
    inputs: input.inputs,
    fileInputs: input.fileInputs ?? [],
    values: Object.fromEntries(input.inputs.filter((n) => !(input.fileInputs ?? []).includes(n)).map((n) => [n, ''])),
    files: {},
    errors: {},
    confirm: input.confirm,
    read: input.read,
    idempotencyKey: input.idempotencyKey ?? null,
    result: null,
    message: null,
    error: null,
  }),
  initial: 'start',
  states: {
    start: {
      always: [
        { guard: ({ context }) => context.inputs.length > 0, target: 'editing' },
        { guard: 'needsConfirm', target: 'confirming' },
        { target: 'running' },
      ],
    },
    editing: {
      tags: ['screen:form'],
      on: {
        'action.change': {
          actions: assign({
            values: ({ context, event }) => ({ ...context.values, [event.field]: event.value }),
            errors: ({ context, event }) => Object.fromEntries(Object.entries(context.errors).filter(([k]) => k !== event.field)),
          }),
        },
        'action.files': {
          actions: assign({
            files: ({ context, event }) => ({ ...context.files, [event.field]: event.files }),
            errors: ({ context, event }) => Object.fromEntries(Object.entries(context.errors).filter(([k]) => k !== event.field)),
          }),
        },
        'action.submit': [
          { guard: { type: 'complete' }, target: 'checked', actions: assign({ error: null }) },
          {
            actions: assign({
              errors: ({ context }) =>
                Object.fromEntries(
                  context.inputs
                    .filter((n) => !filled(context, n))
                    .map((n) => [n, context.fileInputs.includes(n) ? ACTION_REASONS.chooseFile : ACTION_REASONS.required]),
                ),
            }),
          },
        ],
        'action.close': 'closed',
      },
    },
    checked: {
      always: [{ guard: 'needsConfirm', target: 'confirming' }, { target: 'running' }],
    },
    confirming: {
      tags: ['screen:confirm'],
      on: {
        'action.confirm': 'running',
        'action.back': [{ guard: ({ context }) => context.inputs.length > 0, target: 'editing' }, { target: 'closed' }],
        'action.close': 'closed',
      },
    },
    running: {
      tags: ['busy', 'screen:running'],
      invoke: {
        id: 'runAction',
        src: 'runAction',
        input: ({ context }) => ({
          resource: context.resource,
          action: context.action,
          row: context.row,
          ids: context.ids,
          query: context.query,
          values: context.values,
          files: context.files,
          idempotencyKey: context.idempotencyKey,
        }),
        onDone: [
          {
            guard: 'isRead',
            target: 'answered',
            actions: assign({ result: ({ event }) => event.output.data, message: ({ event }) => event.output.msg ?? null }),
          },
          {
            target: 'closed',
            actions: [
              assign({ message: ({ event }) => event.output.msg ?? null }),
              { type: 'notifyDone', params: ({ event }) => ({ msg: event.output.msg ?? null }) },
            ],
          },
        ],
        onError: [
          {
            guard: ({ context }) => context.inputs.length > 0,
            target: 'editing',
            actions: assign({ error: ({ event }) => errorOf(event.error) }),
          },
          { target: 'failed', actions: assign({ error: ({ event }) => errorOf(event.error) }) },
        ],
      },
      // a second submit while the call runs does nothing
      on: { 'action.submit': {}, 'action.confirm': {} },
    },
    failed: {
      tags: ['error', 'screen:failed'],
      on: {
        'action.confirm': 'running',
        'action.close': 'closed',
      },
    },
    answered: {
      tags: ['screen:answer'],
      on: {
        'action.back': [{ guard: ({ context }) => context.inputs.length > 0, target: 'editing' }, { target: 'closed' }],
        'action.close': 'closed',
      },
    },
    closed: { type: 'final' },
  },
  output: () => ({ done: true }),
});
