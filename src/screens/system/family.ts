import type { EditorMode, ResourceRow } from '@machines/resource/editor.types';
import * as client from '@services/api/resource-client';
import type { ResourcePage, ResourceQuery } from '@services/api/types/resource';
import { resourceByKey } from '@services/resources/registry';
import { wholePage, type ScreenSlots, type TreeSlot } from '@/screens/resource/screen-slots';
import type { ResourceDefinition } from '@services/resources/types';

/** The registry's definition of a system family (a missing one is a programming error). */
export function familyDefinition(key: string): ResourceDefinition {
  const def = resourceByKey(key);
  if (!def) throw new Error(`no ${key} definition`);
  return def;
}

/** A value as text (null and undefined as ''). */
export const text = (v: unknown): string => (v === null || v === undefined ? '' : String(v));

/** A tree record as saved: without the fields the tree answers add (children, hasChildren, parentName, title, key, value); a new one without its id. */
export function withoutTreeFields(values: ResourceRow, mode: EditorMode): ResourceRow {
  const row = { ...values };
  for (const f of ['children', 'hasChildren', 'parentName', 'title', 'key', 'value']) delete row[f];
  if (mode === 'add') delete row.id;
  return row;
}

/**
 * The list call of a lazy tree: a search answers the matching records flat (the family's list, up to 200);
 * else the roots, whose children are asked as they open.
 */
export function lazyTreeLoad(def: ResourceDefinition, roots: (signal: AbortSignal) => Promise<ResourceRow[]>) {
  return (query: ResourceQuery, signal: AbortSignal): Promise<ResourcePage<ResourceRow>> => {
    const filters = Object.fromEntries(Object.entries(query.filters).filter(([, v]) => text(v).trim() !== ''));
    return Object.keys(filters).length
      ? client
          .page(def, { current: 1, size: 200, filters }, signal)
          .then((p) => wholePage(p.records.map((r) => ({ ...r, hasChildren: false }))))
      : roots(signal).then(wholePage);
  };
}

/**
 * The slots of a lazy tree family (departments, regions, menus): the roots under `rootKey`, children asked by
 * `list` as a row opens, a search answered flat, and room for the row's 新增下级.
 */
export function lazyTreeSlots(
  def: ResourceDefinition,
  list: (key: string, signal?: AbortSignal) => Promise<ResourceRow[]>,
  rootKey: string,
  tree: Omit<TreeSlot, 'loadChildren'>,
): Pick<ScreenSlots, 'load' | 'unpaged' | 'tree' | 'ownActions' | 'actionsWidth'> {
  return {
    load: lazyTreeLoad(def, (signal) => list(rootKey, signal)),
    unpaged: true,
    tree: { ...tree, loadChildren: (key, signal) => list(key, signal) },
    ownActions: true,
    actionsWidth: 220,
  };
}
