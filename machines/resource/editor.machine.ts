import { assign, fromPromise, setup } from 'xstate';
import { refusalOf } from '@machines/common/call-outcome';
import {
  EDITOR_REASONS,
  type EditorContext,
  type EditorError,
  type EditorEvent,
  type EditorInput,
  type LoadDetailInput,
  type ResourceRow,
  type SaveRowInput,
} from './editor.types';

/** A 400 carries the server's message and nobody showed it yet; other failures were toasted by the transport. */
function saveErrorOf(error: unknown): EditorError {
  const text = refusalOf(error);
  return text ? { text } : { key: EDITOR_REASONS.saveFailed };
}

/**
 * The add / edit / view dialog of a resource (docs/architecture.md §7): loads the detail when editing, tracks changes
 * (tag `dirty`), saves once (a second submit while saving is ignored), keeps every typed value when saving
 * fails, and asks before dropping unsaved edits. Actors are bound in src/app/resource-binding.ts.
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
    saveRow: fromPromise<unknown, SaveRowInput>(async () => {
      throw new Error('saveRow actor not provided');
    }),
  },
  actions: {
    /** Shows 新增成功 or 更新成功. */
    notifySaved: (_, _params: { mode: EditorContext['mode'] }) => undefined,
  },
  guards: {
    needsDetail: ({ context }) => context.mode !== 'add' && context.row !== null,
    isValid: ({ event }) => event.type === 'editor.submit' && Object.keys(event.errors).length === 0,
    readOnly: ({ context }) => context.mode === 'view',
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
          { guard: 'isValid', target: 'saving', actions: assign({ errors: {}, error: null }) },
          { actions: assign({ errors: ({ event }) => ({ ...event.errors }) }) },
        ],
      },
    },
    saving: {
      // a second submit here is ignored: one request only
      tags: ['busy', 'dirty'],
      invoke: {
        id: 'saveRow',
        src: 'saveRow',
        input: ({ context }) => ({ resource: context.resource, mode: context.mode, values: context.values }),
        onDone: { target: 'done', actions: { type: 'notifySaved', params: ({ context }) => ({ mode: context.mode }) } },
        onError: { target: 'editing.changed', actions: assign({ error: ({ event }) => saveErrorOf(event.error) }) },
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
