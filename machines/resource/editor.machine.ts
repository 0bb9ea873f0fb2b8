import { assign, fromPromise, setup } from 'xstate';
import { commandMachine } from '@machines/command/command.machine';
import type { CommandOutput } from '@machines/command/command.types';
import { commandInput, operationOf } from '@machines/common/composed-command';
import {
  EDITOR_REASONS,
  type EditorContext,
  type EditorEvent,
  type EditorInput,
  type LoadDetailInput,
  type ResourceRow,
  type SaveRowInput,
} from './editor.types';

/**
 * The add / edit / view dialog of a resource (docs/architecture.md §7): loads the detail when editing, tracks changes
 * (tag `dirty`), and asks before dropping unsaved edits. A save is one operation of the command machine
 * (docs/flows.md "Commands"), keyed by the click that saved: one request however often the user presses, the same
 * key on a retry, its effect looked for after a lost answer; given up, the form is back with every typed value.
 * Actors are bound in src/screens/resource/resource-machines.ts.
 */
export const resourceEditorMachine = setup({
  types: {
    context: {} as EditorContext,
    events: {} as EditorEvent,
    input: {} as EditorInput,
  },
  actors: {
    loadDetail: fromPromise<ResourceRow, LoadDetailInput>(async () => {
      throw new Error('loadDetail actor not provided');
    }),
    /** The save: the command machine with its send and verify bound by the app. */
    command: commandMachine,
  },
  actions: {
    /** Shows 新增成功 or 更新成功. */
    notifySaved: (_, _params: { mode: EditorContext['mode'] }) => undefined,
  },
  guards: {
    needsDetail: ({ context }) => context.mode !== 'add' && context.row !== null,
    isValid: ({ event }) => event.type === 'editor.submit' && Object.keys(event.errors).length === 0,
    readOnly: ({ context }) => context.mode === 'view',
    saved: ({ event }) => (event as { output?: CommandOutput }).output?.done === true,
  },
}).createMachine({
  id: 'resourceEditor',
  context: ({ input }) => ({
    resource: input.resource,
    mode: input.mode,
    row: input.row ?? null,
    values: input.mode === 'add' ? {} : { ...(input.row ?? {}) },
    errors: {},
    error: null,
    operation: null,
  }),
  initial: 'start',
  states: {
    start: {
      always: [{ guard: 'needsDetail', target: 'loading' }, { target: 'editing' }],
    },
    loading: {
      tags: ['busy'],
      invoke: {
        id: 'loadDetail',
        src: 'loadDetail',
        input: ({ context }) => ({ resource: context.resource, row: context.row ?? {} }),
        onDone: { target: 'editing', actions: assign({ values: ({ event }) => ({ ...event.output }), error: null }) },
        onError: { target: 'loadFailed', actions: assign({ error: { key: EDITOR_REASONS.loadFailed } }) },
      },
      on: { 'editor.close': { target: 'closed' } },
    },
    loadFailed: {
      tags: ['error'],
      on: { 'editor.retry': { target: 'loading' }, 'editor.close': { target: 'closed' } },
    },
    editing: {
      initial: 'clean',
      states: {
        clean: {
          on: { 'editor.close': { target: '#resourceEditor.closed' } },
        },
        changed: {
          tags: ['dirty'],
          on: { 'editor.close': { target: '#resourceEditor.confirmingDiscard' } },
        },
      },
      on: {
        'editor.change': {
          guard: ({ context }) => context.mode !== 'view',
          target: '.changed',
          actions: assign({
            values: ({ context, event }) => ({ ...context.values, [event.field]: event.value }),
            errors: ({ context, event }) => {
              if (!(event.field in context.errors)) return context.errors;
              const next = { ...context.errors };
              delete next[event.field];
              return next;
            },
          }),
        },
        'editor.submit': [
          { guard: 'readOnly' },
          {
            guard: 'isValid',
            target: 'saving',
            actions: assign({
              errors: {},
              error: null,
              operation: operationOf,
            }),
          },
          { actions: assign({ errors: ({ event }) => ({ ...event.errors }) }) },
        ],
      },
    },
    saving: {
      // a second submit here is ignored: one request only
      tags: ['busy', 'dirty'],
      invoke: {
        id: 'command',
        src: 'command',
        input: commandInput(
          (context) =>
            ({ resource: context.resource, mode: context.mode, row: context.row, values: context.values }) satisfies SaveRowInput,
        ),
        onDone: [
          { guard: 'saved', target: 'done', actions: { type: 'notifySaved', params: ({ context }) => ({ mode: context.mode }) } },
          // given up after its failure or its check: the form again, every typed value kept
          { target: 'editing.changed', actions: assign({ operation: null }) },
        ],
      },
    },
    confirmingDiscard: {
      tags: ['dirty', 'confirm'],
      on: {
        'editor.discard.confirm': { target: 'closed' },
        'editor.discard.cancel': { target: 'editing.changed' },
      },
    },
    done: { type: 'final' },
    closed: { type: 'final' },
  },
});
