/**
 * The resource registry (docs/architecture.md §7): every endpoint family of the spec as one declarative definition.
 * The generic list/detail/form screens and resource machines, the simulator's CRUD handlers and seed data,
 * the demo menu and the per-resource tests read it. Paths are checked against catalogue.json (extracted from
 * the spec by scripts/extract-catalogue.mjs) by tests/unit/resources/registry.test.ts.
 */
import type { OperationName, ResourceArea, ResourceDefinition } from './types';
import { permissionFor, routeOf } from './routes';
import { accountResources } from './definitions/accounts';
import { agentResources } from './definitions/agents';
import { cardResources } from './definitions/cards';
import { contractResources } from './definitions/contracts';
import { couponResources } from './definitions/coupons';
import { dashboardResources } from './definitions/dashboards';
import { fleetResources } from './definitions/fleets';
import { goodsResources } from './definitions/goods';
import { invoicingResources } from './definitions/invoicing';
import { merchantResources } from './definitions/merchants';
import { orderResources } from './definitions/orders';
import { partnerResources } from './definitions/partners';
import { rechargeResources } from './definitions/recharge';
import { settlementResources } from './definitions/settlement';
import { staffResources } from './definitions/staff';
import { stationResources } from './definitions/stations';
import { systemResources } from './definitions/system';
import { tenantResources } from './definitions/tenants';
import { workflowResources } from './definitions/workflow';

/** Every definition, in menu order of their areas, each with its console path. */
export const RESOURCES: readonly ResourceDefinition[] = [
  ...orderResources,
  ...invoicingResources,
  ...fleetResources,
  ...cardResources,
  ...couponResources,
  ...agentResources,
  ...merchantResources,
  ...contractResources,
  ...stationResources,
  ...staffResources,
  ...goodsResources,
  ...rechargeResources,
  ...accountResources,
  ...partnerResources,
  ...settlementResources,
  ...dashboardResources,
  ...tenantResources,
  ...systemResources,
  ...workflowResources,
].map((d) => ({ ...d, route: routeOf(d), permission: permissionFor(d) }));

const BY_KEY: ReadonlyMap<string, ResourceDefinition> = new Map(RESOURCES.map((r) => [r.key, r]));

/** The definition of a key, or undefined. */
export function resourceByKey(key: string): ResourceDefinition | undefined {
  return BY_KEY.get(key);
}

/** The definition of a key the code names itself (a missing one is a wiring mistake, so it throws). */
export function requireResource(key: string): ResourceDefinition {
  const d = BY_KEY.get(key);
  if (!d) throw new Error(`registry has no ${key}`);
  return d;
}

/** The path of an operation or action of a family (throws when the family has neither by that name). */
export function resourcePath(key: string, name: string): string {
  const d = requireResource(key);
  const p = d.operations[name as OperationName]?.path ?? d.actions.find((a) => a.name === name)?.path;
  if (!p) throw new Error(`registry ${key} has no ${name}`);
  return p;
}

/** The definitions of one menu area, in registry order. */
export function resourcesOfArea(area: ResourceArea): readonly ResourceDefinition[] {
  return RESOURCES.filter((r) => r.area === area);
}
