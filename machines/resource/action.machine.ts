/**
 * A custom action of a resource (a row, bulk or page action of the registry): the typed parameters, the
 * confirmation showing what will be sent, the call, and its answer. A write is one operation of the command
 * machine (docs/flows.md "Commands"), keyed by the event that confirmed it: the command sends it, retries it with
 * the same key, and after a lost answer looks for its effect; given up, the user is back where they were. A read
 * or a download runs here: a failure goes back to where the user was with the message, a read shows its answer.
 */
import { assign, fromPromise, setup } from 'xstate';
import { failureOf, refusalOf } from '@machines/common/call-outcome';
import { commandMachine } from '@machines/command/command.machine';
import { commandInput } from '@machines/common/composed-command';
import type { CommandOutput } from '@machines/command/command.types';
import {
  ACTION_REASONS,
  type ActionContext,
  type ActionError,
  type ActionEvent,
  type ActionInput,
  type RunActionInput,
  type RunActionOutput,
} from './action.types';

/** What the action sends: the write's payload, or the read's input. */
const sendInputOf = (context: ActionContext): RunActionInput => ({
  resource: context.resource,
  action: context.action,
  row: context.row,
  ids: context.ids,
  query: context.query,
  values: context.values,
  files: context.files,
});

/** The operation a confirming event made (its key and time). */
const operationOf = ({ event }: { event: ActionEvent }) =>
  event.type === 'action.submit' || event.type === 'action.confirm' ? { key: event.key, at: event.at } : null;

/** The message of a write's answer (the server's `msg`), when the command's result is one. */
const messageOf = (output: CommandOutput): string | null => {
  const result = output.done ? (output.result as Partial<RunActionOutput> | null) : null;
  return typeof result?.msg === 'string' ? result.msg : null;
};

/** Whether a parameter has a value: text typed, or at least one file chosen. */
const filled = (context: ActionContext, name: string) =>
  context.fileInputs.includes(name) ? (context.files[name]?.length ?? 0) > 0 : (context.values[name] ?? '').trim() !== '';

/** What the screen found wrong with the values it parsed, carried by a submit. */
const typedErrors = (event: ActionEvent): Readonly<Record<string, string>> => (event.type === 'action.submit' ? (event.errors ?? {}) : {});

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
      throw new Error('runAction is bound in src/screens/resource/resource-machines.ts');
    }),
    /** A write: the command machine with its send and verify bound in src/screens/resource/resource-machines.ts. */
    command: commandMachine,
  },
  actions: {
    /** The app shows a success toast (the server's message or 操作成功). */
    notifyDone: (_, _params: { msg: string | null }) => undefined,
  },
  guards: {
    complete: ({ context, event }) =>
      context.inputs.every((n) => context.optional.includes(n) || filled(context, n)) && Object.keys(typedErrors(event)).length === 0,
    needsConfirm: ({ context }) => context.confirm,
    isRead: ({ context }) => context.read,
    isWrite: ({ context }) => context.write,
    hasInputs: ({ context }) => context.inputs.length > 0,
    written: ({ event }) => (event as { output?: CommandOutput }).output?.done === true,
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
    optional: input.optional ?? [],
    values: Object.fromEntries(input.inputs.filter((n) => !(input.fileInputs ?? []).includes(n)).map((n) => [n, ''])),
    files: {},
    errors: {},
    confirm: input.confirm,
    read: input.read,
    write: input.write ?? false,
    operation: input.opened ?? null,
    result: null,
    message: null,
    error: null,
  }),
  initial: 'start',
  states: {
    start: {
      always: [
        { guard: 'hasInputs', target: 'editing' },
        { guard: 'needsConfirm', target: 'confirming' },
        { guard: 'isWrite', target: 'committing' },
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
          { guard: { type: 'complete' }, target: 'checked', actions: assign({ error: null, operation: operationOf }) },
          {
            actions: assign({
              errors: ({ context, event }) => ({
                ...Object.fromEntries(
                  context.inputs
                    .filter((n) => !context.optional.includes(n) && !filled(context, n))
                    .map((n) => [n, context.fileInputs.includes(n) ? ACTION_REASONS.chooseFile : ACTION_REASONS.required]),
                ),
                ...typedErrors(event),
              }),
            }),
          },
        ],
        'action.close': 'closed',
      },
    },
    checked: {
      always: [{ guard: 'needsConfirm', target: 'confirming' }, { guard: 'isWrite', target: 'committing' }, { target: 'running' }],
    },
    confirming: {
      tags: ['screen:confirm'],
      on: {
        'action.confirm': [{ guard: 'isWrite', target: 'committing', actions: assign({ operation: operationOf }) }, { target: 'running' }],
        'action.back': [{ guard: 'hasInputs', target: 'editing' }, { target: 'closed' }],
        'action.close': 'closed',
      },
    },
    committing: {
      // the command owns the write: its failure, its check after a lost answer, and its retries
      tags: ['busy', 'screen:command'],
      invoke: {
        id: 'command',
        src: 'command',
        input: commandInput(sendInputOf),
        onDone: [
          {
            guard: 'written',
            target: 'closed',
            actions: [
              assign({ message: ({ event }) => messageOf(event.output) }),
              { type: 'notifyDone', params: ({ event }) => ({ msg: messageOf(event.output) }) },
            ],
          },
          // given up: back where the user was, and a new confirmation is a new operation
          { guard: 'hasInputs', target: 'editing', actions: assign({ operation: null }) },
          { guard: 'needsConfirm', target: 'confirming', actions: assign({ operation: null }) },
          { target: 'closed' },
        ],
      },
      // a second submit while the command runs does nothing
      on: { 'action.submit': {}, 'action.confirm': {} },
    },
    running: {
      tags: ['busy', 'screen:running'],
      invoke: {
        id: 'runAction',
        src: 'runAction',
        input: ({ context }) => sendInputOf(context),
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
          { guard: 'hasInputs', target: 'editing', actions: assign({ error: ({ event }) => errorOf(event.error) }) },
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
        'action.back': [{ guard: 'hasInputs', target: 'editing' }, { target: 'closed' }],
        'action.close': 'closed',
      },
    },
    closed: { type: 'final' },
  },
  output: () => ({ done: true }),
});
