import { failureOf } from '@machines/common/call-outcome';
import { commandDone, commandInput, operationOf } from '@machines/common/composed-command';
import { commandMachine } from '@machines/command/command.machine';
import { assign, fromPromise, setup } from 'xstate';
import type { ResourcePage as Page } from '@services/api/types/resource';
import {
  LIST_REASONS,
  type FetchPageInput,
  type ListContext,
  type ListEvent,
  type ListInput,
  type RemoveRowsInput,
  type ResourceRow,
} from './list.types';

/** The page sizes a list accepts (spec 000 §2). */
export const LIST_PAGE_SIZES: readonly number[] = [10, 30, 50, 100, 200];

/** The largest page a list starts with when its address or definition asks for one (`?size=1000`, the oil list's 99). */
export const MAX_START_SIZE = 1000;

const startSize = (size: number | undefined) =>
  size !== undefined && Number.isInteger(size) && size >= 1 && size <= MAX_START_SIZE ? size : 10;

const startPage = (current: number | undefined) => (current !== undefined && Number.isSafeInteger(current) && current >= 1 ? current : 1);

const hasSelection = ({ context }: { context: ListContext }) => context.selection.length > 0;

/** Events that change the query and reload, accepted in every state that shows the list. */
const queryEvents = {
  // search drops empty fields (the client) and resets to page 1 (spec 000 §5)
  'list.search': { target: '#resourceList.loading', actions: 'assignSearch' },
  'list.page': { target: '#resourceList.loading', guard: 'validPage', actions: 'assignPage' },
  'list.size': { target: '#resourceList.loading', guard: 'validSize', actions: 'assignSize' },
  'list.sort': { target: '#resourceList.loading', guard: 'validSort', actions: 'assignSort' },
  'list.refresh': { target: '#resourceList.loading' },
} as const;

/**
 * The generic list of a resource (docs/architecture.md §7): loads a page, searches, pages, sorts by one column,
 * selects and deletes the selection after a confirmation. The delete is one operation of the command machine
 * (docs/flows.md "Commands"), keyed by the confirming click: it sends the removal, retries a refusal with the same key
 * and, after a lost answer, reads the family again to see whether the rows are gone before anything is sent again;
 * done, the list loads again; given up, the selection stays. The console's other paged lists
 * (src/components/paged-list.tsx) run on it too, with their own loader. Side effects are placeholders bound with
 * `.provide()` in src/screens/resource/resource-machines.ts.
 */
export const resourceListMachine = setup({
  types: {
    context: {} as ListContext,
    events: {} as ListEvent,
    input: {} as ListInput,
  },
  actors: {
    fetchPage: fromPromise<Page<ResourceRow>, FetchPageInput>(async () => {
      throw new Error('fetchPage actor not provided');
    }),
    /** The delete: the command machine with its send and verify bound in src/screens/resource/resource-machines.ts. */
    command: commandMachine,
  },
  actions: {
    /** Shows why a request was refused (a warning, e.g. 请选择至少一条数据). */
    warn: (_, _params: { reason: string }) => undefined,
    /** Shows 删除成功. */
    notifyDeleted: (_, _params: { count: number }) => undefined,
    assignSearch: assign({
      query: ({ context, event }) =>
        event.type === 'list.search' ? { ...context.query, current: 1, filters: { ...event.filters } } : context.query,
    }),
    assignPage: assign({
      query: ({ context, event }) => (event.type === 'list.page' ? { ...context.query, current: event.current } : context.query),
    }),
    assignSize: assign({
      query: ({ context, event }) => (event.type === 'list.size' ? { ...context.query, size: event.size, current: 1 } : context.query),
    }),
    // a new order starts again at page 1; order null drops the sort (the server's own order)
    assignSort: assign({
      query: ({ context, event }) => {
        if (event.type !== 'list.sort') return context.query;
        const { sort: _old, ...rest } = context.query;
        return event.order ? { ...rest, current: 1, sort: { field: event.field, order: event.order } } : { ...rest, current: 1 };
      },
    }),
  },
  guards: {
    hasSelection,
    removed: commandDone,
    validPage: ({ event }) => event.type === 'list.page' && Number.isInteger(event.current) && event.current >= 1,
    validSize: ({ context, event }) => event.type === 'list.size' && context.sizes.includes(event.size),
    validSort: ({ event }) =>
      event.type === 'list.sort' && event.field !== '' && (event.order === 'asc' || event.order === 'desc' || event.order === null),
    isEmpty: ({ event }) => {
      const page = (event as { output?: Page<ResourceRow> }).output;
      return !page || page.records.length === 0;
    },
    beyondLastPage: ({ context, event }) => {
      const page = (event as { output?: Page<ResourceRow> }).output;
      return !!page && page.records.length === 0 && page.total > 0 && context.query.current > 1;
    },
  },
}).createMachine({
  id: 'resourceList',
  context: ({ input }) => ({
    resource: input.resource,
    query: {
      current: startPage(input.current),
      size: startSize(input.size),
      filters: { ...input.filters },
      ...(input.sort && (input.sort.order === 'asc' || input.sort.order === 'desc') && input.sort.field
        ? { sort: { field: input.sort.field, order: input.sort.order } }
        : {}),
    },
    page: null,
    selection: [],
    error: null,
    failure: null,
    sizes: input.sizes ?? LIST_PAGE_SIZES,
    operation: null,
  }),
  initial: 'loading',
  states: {
    loading: {
      tags: ['busy'],
      invoke: {
        id: 'fetchPage',
        src: 'fetchPage',
        input: ({ context }) => ({ resource: context.resource, query: context.query }),
        onDone: [
          {
            // a delete emptied the last page: show the new last page
            guard: 'beyondLastPage',
            target: 'loading',
            reenter: true,
            actions: assign({
              query: ({ context, event }) => ({
                ...context.query,
                current: Math.max(1, Math.ceil(event.output.total / context.query.size)),
              }),
            }),
          },
          {
            guard: 'isEmpty',
            target: 'empty',
            actions: assign({ page: ({ event }) => event.output, selection: [], error: null, failure: null }),
          },
          { target: 'ready', actions: assign({ page: ({ event }) => event.output, selection: [], error: null, failure: null }) },
        ],
        onError: { target: 'failed', actions: assign({ error: LIST_REASONS.loadFailed, failure: ({ event }) => failureOf(event.error) }) },
      },
      on: {
        ...queryEvents,
        'list.search': { ...queryEvents['list.search'], reenter: true },
        'list.page': { ...queryEvents['list.page'], reenter: true },
        'list.size': { ...queryEvents['list.size'], reenter: true },
        'list.sort': { ...queryEvents['list.sort'], reenter: true },
        'list.refresh': { target: 'loading', reenter: true },
      },
    },
    ready: {
      tags: ['screen:list'],
      on: {
        ...queryEvents,
        'list.select': { actions: assign({ selection: ({ event }) => [...new Set(event.ids)] }) },
        'list.delete.request': [
          { guard: 'hasSelection', target: 'confirmingDelete' },
          { actions: { type: 'warn', params: { reason: LIST_REASONS.noSelection } } },
        ],
      },
    },
    empty: {
      tags: ['screen:empty'],
      on: {
        ...queryEvents,
        'list.delete.request': { actions: { type: 'warn', params: { reason: LIST_REASONS.noSelection } } },
      },
    },
    failed: {
      tags: ['screen:failed', 'error'],
      on: {
        ...queryEvents,
        'list.retry': { target: 'loading' },
      },
    },
    confirmingDelete: {
      tags: ['screen:list', 'confirm'],
      on: {
        'list.delete.confirm': { target: 'deleting', actions: assign({ operation: operationOf }) },
        'list.delete.cancel': { target: 'ready' },
      },
    },
    deleting: {
      // a second confirm (double click) is ignored here: one request only
      tags: ['screen:list', 'confirm', 'busy'],
      invoke: {
        id: 'command',
        src: 'command',
        input: commandInput((context) => ({ resource: context.resource, ids: context.selection }) satisfies RemoveRowsInput),
        onDone: [
          {
            guard: 'removed',
            target: 'loading',
            actions: [
              { type: 'notifyDeleted', params: ({ context }) => ({ count: context.selection.length }) },
              assign({ selection: [], operation: null }),
            ],
          },
          // given up after a refusal or an empty check: the selection stays, and a new confirmation is a new operation
          { target: 'ready', actions: assign({ operation: null }) },
        ],
      },
    },
  },
});
