/**
 * Where each resource definition lives in the console. A family that has a seeded menu item of its own (the
 * business menus of services/mock/seed-menus.ts) uses that item's path; every other family gets
 * `/<area>/<key>`, listed in the menu under its area (spec 000 §1). Flow screens of other areas may claim a
 * path with a page of their own; the generic list serves it otherwise.
 */
import type { ResourceDefinition } from './types';

/** Families shown at a hand-written menu path. */
export const MENU_ROUTES: Readonly<Record<string, string>> = {
  // orders
  'oil-order': '/order/orderManager',
  order: '/order/goodsOrder',
  'order-refund-apply': '/order/refundApply',
  'order-invoicing': '/order/invoicing',
  // fleets and card grants
  fleet: '/fleet/fleet',
  'fleet-member': '/fleet/member',
  'fleet-card': '/fleetcard/fleetcard',
  'fleet-member-account-flow': '/fleetflow/fleetflow',
  'fleet-settlement-plan': '/cyhfleetsettlement/fleetsettlement',
  'card-grant': '/company/grant',
  // recharge centre
  'staff-recharge': '/rechargeCenter/directcharging',
  'platform-approval': '/rechargeCenter/rechargeaudit',
  // reconciliation and settlement
  'checking-account': '/reconciliation/statementOfAccount',
  'money-settlement': '/rechargeCenter/settlement',
  'result-settlement': '/reconciliation/resultSettlement',
  'supplier-account': '/fleet/withdrawal',
  'withdraw-record': '/fleet/withdrawrecord',
  // stations
  'zyt-shell': '/station/station',
  'platform-price': '/station/oilPrice',
  // system
  user: '/system/user',
  role: '/system/role',
  menu: '/system/menu',
  'top-menu': '/system/topmenu',
  dept: '/system/dept',
  dict: '/dict-horizontal/index',
  'dict-biz': '/dict-vertical/index',
  param: '/system/param',
  tenant: '/system/tenant',
  'log-usual': '/monitor/log/usual',
  'log-api': '/monitor/log/api',
  'log-error': '/monitor/log/error',
  // workflow
  'flow-model': '/flow/model',
  'flow-manager': '/flow/deploy',
  'flow-follow': '/flow/follow',
};

/** The console path of a definition. */
export function routeOf(def: Pick<ResourceDefinition, 'key' | 'area'>): string {
  return MENU_ROUTES[def.key] ?? `/${def.area}/${def.key}`;
}

/** Whether the path is one of the hand-written menu paths (the generated area menus skip those families). */
export function hasMenuRoute(key: string): boolean {
  return key in MENU_ROUTES;
}
