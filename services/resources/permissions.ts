import type { ResourceDefinition } from './types';

/** The generic buttons of a resource screen the user may see. */
export interface ResourceButtons {
  add: boolean;
  edit: boolean;
  remove: boolean;
  view: boolean;
}

/** The permission part of a button code `<permission>_<verb>` (verbs and action names have no underscore). */
export const permissionOf = (code: string) => code.slice(0, Math.max(0, code.lastIndexOf('_')));

/**
 * Whether the button map allows `<permission>_<verb>`: a code in the map allows it; a permission the map
 * never names at all is not restricted (e.g. menus seeded with other codes). `fleet` is not named by
 * `fleet_member_add`: only codes whose permission part is exactly `fleet` count.
 */
export function permitted(buttons: Record<string, true> | undefined, permission: string, verb: string): boolean {
  if (!buttons) return true;
  if (buttons[`${permission}_${verb}`]) return true;
  return !Object.keys(buttons).some((k) => permissionOf(k) === permission);
}

/** Which generic buttons a definition gets: the operation must exist and the permission map must allow it. */
export function resourceButtons(def: Pick<ResourceDefinition, 'operations' | 'permission'>, buttons: Record<string, true> | undefined): ResourceButtons {
  const ops = def.operations;
  const can = (verb: string) => permitted(buttons, def.permission, verb);
  return {
    add: Boolean(ops.submit || ops.save) && can('add'),
    edit: Boolean(ops.submit || ops.update) && can('edit'),
    remove: Boolean(ops.remove) && can('delete'),
    view: can('view'),
  };
}
