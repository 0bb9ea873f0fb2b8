/** The endpoints of a registry family as patterns of the simulator's standing rules (the demo panel's family switch). */
import type { ResourceDefinition } from '@services/resources/types';

/** One endpoint: its method and a path pattern (`{name}` segments become `*`). */
export interface FamilyEndpoint {
  method: string;
  path: string;
}

/** Every operation and action of a family, each endpoint once, in the definition's order. */
export function familyEndpoints(def: Pick<ResourceDefinition, 'operations' | 'actions'>): FamilyEndpoint[] {
  const seen = new Set<string>();
  const out: FamilyEndpoint[] = [];
  for (const { method, path } of [...Object.values(def.operations), ...def.actions]) {
    const endpoint = { method, path: path.replace(/\{[^}]+\}/g, '*') };
    const id = `${endpoint.method} ${endpoint.path}`;
    if (seen.has(id)) continue;
    seen.add(id);
    out.push(endpoint);
  }
  return out;
}
