/**
 * The generic resource machines with the registry's client bound in (`.provide()`), and the toasts they ask for.
 * Tests bind their own notifier; the screens use `bindResourceList()` / `bindResourceEditor()` with the defaults.
 * Writes run on the command machine (docs/flows.md "Commands"): its `send` makes the call with the operation's key,
 * its `verify` looks for the write's effect with the family's own reads (write-effects.ts).
 */
import { fromPromise } from 'xstate';
import { resourceEditorMachine } from '@machines/resource/editor.machine';
import { resourceListMachine } from '@machines/resource/list.machine';
import { resourceActionMachine } from '@machines/resource/action.machine';
import { bindCommand } from '@/components/use-command';
import type { RunActionInput } from '@machines/resource/action.types';
import type { RemoveRowsInput } from '@machines/resource/list.types';
import type { SaveRowInput } from '@machines/resource/editor.types';
import * as client from '@services/api/resource-client';
import { resourceByKey } from '@services/resources/registry';
import type { ResourceDefinition } from '@services/resources/types';
import type { EditorMode, ResourceRow } from '@machines/resource/editor.types';
import type { ResourcePage, ResourceQuery } from '@services/api/types/resource';
import { i18next } from '@/i18n/i18n';
import { settle } from '@services/http/settle';
import { saveFile } from '@/lib/save-file';
import { actionEffect, removeEffect, saveEffect } from './write-effects';

/** Keys of the success toasts (spec 000 §8: 新增成功, 更新成功, 删除成功). */
export const RESOURCE_TOASTS = {
  added: 'resourceUi:toast.added',
  updated: 'resourceUi:toast.updated',
  deleted: 'resourceUi:toast.deleted',
} as const;

export interface ResourceDeps {
  /** Shows a success toast (text already translated). */
  success: (text: string) => void;
  /** Shows a warning (an i18n key: 请选择至少一条数据). */
  warn: (key: string) => void;
}

function definition(key: string): ResourceDefinition {
  const def = resourceByKey(key);
  if (!def) throw new Error(`unknown resource ${key}`);
  return def;
}

/** Reads a page through the console's cache (src/components/list-cache.ts `useListReader`): once for every reader. */
export type PageReader = <P>(query: ResourceQuery, load: (signal: AbortSignal) => Promise<P>, waiting: AbortSignal) => Promise<P>;

/** A screen's own calls in place of the registry's (a tree answer, a child list, a detail by another call). */
export interface ListCalls {
  load?: (query: ResourceQuery, signal: AbortSignal) => Promise<ResourcePage<ResourceRow>>;
  /** Where pages are read through (the read cache); absent: every load asks the server. */
  read?: PageReader;
  /** The rows were removed (answered, or found gone after a lost answer): what shows the family reloads. */
  removed?: () => void;
}

/**
 * The list machine of the registry's resources (a screen may bring its own loader and reader). Its delete is a
 * command: the family's remove with the operation's key, and after a lost answer the family searched for the ids.
 */
export function bindResourceList(deps: ResourceDeps, calls: ListCalls = {}) {
  const load = (resource: string, query: ResourceQuery, signal: AbortSignal) =>
    calls.load ? calls.load(query, signal) : client.page(definition(resource), query, signal);
  return resourceListMachine.provide({
    actors: {
      fetchPage: fromPromise(({ input, signal }) =>
        settle(
          signal,
          calls.read
            ? calls.read(input.query, (querySignal) => load(input.resource, input.query, querySignal), signal)
            : load(input.resource, input.query, signal),
        ),
      ),
      // sent whole: leaving the list only stops waiting for its answer
      command: bindCommand<RemoveRowsInput>(
        (input, key) => client.remove(definition(input.resource), input.ids, undefined, key),
        (input, _startedAt, signal) => removeEffect(definition(input.resource), input.ids, signal),
      ),
    },
    actions: {
      warn: (_, { reason }) => deps.warn(reason),
      notifyDeleted: () => {
        deps.success(i18next.t(RESOURCE_TOASTS.deleted));
        calls.removed?.();
      },
    },
  });
}

export interface EditorCalls {
  /** The record to edit or view (default: the family's detail, else the row as listed). */
  load?: (row: ResourceRow, signal: AbortSignal) => Promise<ResourceRow>;
  /** The save (default: the family's submit). */
  save?: (values: ResourceRow, mode: EditorMode, signal: AbortSignal, key: string) => Promise<unknown>;
  /** Values of a new record the form does not show as typed (a child's parent): saved under what was typed. */
  defaults?: ResourceRow;
}

/** The editor machine: detail when the family has one (else the row as listed), submit/save/update; a screen may bring its own calls. */
export function bindResourceEditor(deps: Pick<ResourceDeps, 'success'>, calls: EditorCalls = {}) {
  const valuesOf = (input: SaveRowInput) => ({ ...calls.defaults, ...input.values });
  // the save is sent whole: a closed dialog only stops waiting for its answer
  const unbound = new AbortController().signal;
  return resourceEditorMachine.provide({
    actors: {
      loadDetail: fromPromise(async ({ input, signal }) => {
        if (calls.load) return settle(signal, calls.load(input.row, signal));
        const def = definition(input.resource);
        const id = client.rowId(def, input.row);
        return def.operations.detail && id ? settle(signal, client.detail(def, id, signal)) : { ...input.row };
      }),
      command: bindCommand<SaveRowInput>(
        (input, key) => {
          const values = valuesOf(input);
          if (calls.save) return calls.save(values, input.mode, unbound, key);
          const row = { ...values };
          if (input.mode === 'add') delete row.id;
          return client.submit(definition(input.resource), row, undefined, key);
        },
        (input, startedAt, signal) =>
          saveEffect(
            definition(input.resource),
            { row: input.mode === 'add' ? null : input.row, values: valuesOf(input), startedAt },
            calls.load,
            signal,
          ),
      ),
    },
    actions: {
      notifySaved: (_, { mode }) => deps.success(i18next.t(mode === 'add' ? RESOURCE_TOASTS.added : RESOURCE_TOASTS.updated)),
    },
  });
}

/**
 * The action machine: a write is its command's (sent with the operation's key, looked for after a lost answer); an
 * export downloads its file (saved by the browser); a read calls its path and shows the answer.
 */
export function bindResourceAction(deps: Pick<ResourceDeps, 'success'>, save: (blob: Blob, fileName: string) => void = saveFile) {
  const actionOf = (input: RunActionInput) => {
    const def = definition(input.resource);
    const action = def.actions.find((a) => a.name === input.action);
    if (!action) throw new Error(`${def.key} has no action ${input.action}`);
    const target = {
      ...(input.row ? { row: input.row } : {}),
      ids: input.ids,
      query: input.query,
      inputs: input.values,
      files: input.files,
    };
    return { def, action, target };
  };
  return resourceActionMachine.provide({
    actors: {
      command: bindCommand<RunActionInput>(
        (input, key) => {
          const { def, action, target } = actionOf(input);
          return client.runAction(action, target, { rowKey: client.rowKeyOf(def), idempotencyKey: key });
        },
        // what was typed and when the operation started: a page money action is found by the record of its move
        (input, startedAt, signal) => {
          const { def, action } = actionOf(input);
          return actionEffect(def, action, { row: input.row, ids: input.ids, values: input.values, startedAt }, signal);
        },
      ),
      runAction: fromPromise(async ({ input, signal }) => {
        const { def, action, target } = actionOf(input);
        if (action.download) {
          const title = i18next.t(def.titleKey);
          const file = await settle(signal, client.download(action, target, `${title}.xlsx`, signal));
          save(file.blob, file.fileName);
          return { data: null, msg: i18next.t('resourceUi:action.downloaded', { name: file.fileName }) };
        }
        // only a read runs here (a write is the command's): the client refuses anything else before it is sent
        return settle(signal, client.readAction(action, target, { rowKey: client.rowKeyOf(def), signal }));
      }),
    },
    actions: {
      notifyDone: (_, { msg }) => deps.success(msg || i18next.t('resourceUi:action.done')),
    },
  });
}
