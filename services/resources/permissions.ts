import type { ResourceDefinition } from './types';

/** The generic buttons of a resource screen the user may see. */
export interface ResourceButtons {
  add: boolean;
  edit: boolean;
  remove: boolean;
  view: boolean;
}

/**
 * Whether the button map allows `<permission>_<verb>`. Fails closed: only a code in the map allows it; no map
 * (not signed in, or the buttons answer not loaded) and a map that does not name the code allow nothing.
 * `fleet` is not named by `fleet_member_add`: only the exact code counts.
 */
export function permitted(buttons: Record<string, true> | undefined, permission: string, verb: string): boolean {
  return buttons?.[`${permission}_${verb}`] === true;
}

/** Which generic buttons a definition gets: the operation must exist and the permission map must allow it. */
export function resourceButtons(
  def: Pick<ResourceDefinition, 'operations' | 'permission'>,
  buttons: Record<string, true> | undefined,
): ResourceButtons {
  const ops = def.operations;
  const can = (verb: string) => permitted(buttons, def.permission, verb);
  return {
    add: Boolean(ops.submit || ops.save) && can('add'),
    edit: Boolean(ops.submit || ops.update) && can('edit'),
    remove: Boolean(ops.remove) && can('delete'),
    view: can('view'),
  };
}
