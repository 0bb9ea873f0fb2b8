import type { EditorMode, ResourceRow } from '@machines/resource/editor.types';
import { resourceByKey } from '@services/resources/registry';
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
