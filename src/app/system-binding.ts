/**
 * The generic resource machines (machines/resource) bound to the calls of the system screens: a list whose
 * page comes from any loader (a page, a child list, a tree) and an editor whose detail and save are given by
 * the screen. Same machines, same tags and selectors as the generic screens; only the actors differ.
 */
import { fromPromise } from 'xstate';
import { resourceEditorMachine } from '@machines/resource/editor.machine';
import { resourceListMachine } from '@machines/resource/list.machine';
import type { EditorMode, ResourceRow } from '@machines/resource/editor.types';
import type { ResourcePage, ResourceQuery } from '@services/api/types/resource';
import { quiet } from './quiet';

export interface AdminListDeps {
  load: (query: ResourceQuery, signal: AbortSignal) => Promise<ResourcePage<ResourceRow>>;
  remove?: (ids: string[], signal: AbortSignal) => Promise<void>;
  warn: (key: string) => void;
  deleted: () => void;
}

/** The list machine with a screen's own loader and remover. */
export function bindAdminList(deps: AdminListDeps) {
  return resourceListMachine.provide({
    actors: {
      fetchPage: fromPromise(({ input, signal }) => quiet(signal, deps.load(input.query, signal))),
      removeRows: fromPromise(({ input, signal }) => {
        if (!deps.remove) return Promise.reject(new Error('no remove call'));
        return quiet(signal, deps.remove(input.ids, signal));
      }),
    },
    actions: {
      warn: (_, { reason }) => deps.warn(reason),
      notifyDeleted: () => deps.deleted(),
    },
  });
}

export interface AdminEditorDeps {
  /** The record to edit or view (a detail call), or the row as listed. */
  load?: (row: ResourceRow, signal: AbortSignal) => Promise<ResourceRow>;
  save: (values: ResourceRow, mode: EditorMode, signal: AbortSignal) => Promise<unknown>;
  saved: (mode: EditorMode) => void;
}

/** The editor machine with a screen's own detail and save calls. */
export function bindAdminEditor(deps: AdminEditorDeps) {
  return resourceEditorMachine.provide({
    actors: {
      loadDetail: fromPromise(({ input, signal }) => (deps.load ? quiet(signal, deps.load(input.row, signal)) : Promise.resolve({ ...input.row }))),
      saveRow: fromPromise(({ input, signal }) => quiet(signal, deps.save(input.values, input.mode, signal))),
    },
    actions: {
      notifySaved: (_, { mode }) => deps.saved(mode),
    },
  });
}
