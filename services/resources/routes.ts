/**
 * Where each resource definition lives in the console. A family that has a seeded menu item of its own (the
 * business menus of services/mock/seed-menus.ts) uses that item's path; every other family gets
 * `/<area>/<key>`, listed in the menu under its area (spec 000 §1). Flow screens of other areas may claim a
 * path with a page of their own; the generic list serves it otherwise.
 */
import { RESOURCE_AREAS, type ResourceArea, type ResourceDefinition } from './types';

/** Families shown at a hand-written menu path: [path, the menu's code] (its buttons are `<code>_<verb>`). */
export const MENU_ROUTES: Readonly<Record<string, readonly [string, string]>> = {
  // orders
  'oil-order': ['/order/orderManager', 'orderManager'],
  order: ['/order/goodsOrder', 'goodsOrder'],
  'order-refund-apply': ['/order/refundApply', 'refundApply'],
  'order-invoicing': ['/order/invoicing', 'invoicing'],
  // fleets and card grants
  fleet: ['/fleet/fleet', 'fleetList'],
  'fleet-member': ['/fleet/member', 'fleetMember'],
  'fleet-member-account-flow': ['/fleetflow/fleetflow', 'fleetFlow'],
  'fleet-settlement': ['/cyhfleetsettlement/fleetsettlement', 'fleetSettlement'],
  'card-grant': ['/company/grant', 'cardGrant'],
  'company-grant-card': ['/company/grantCard', 'companyGrantCard'],
  'fleet-fund': ['/fleet/fund', 'fleetFund'],
  'fleet-account-recharge': ['/fleet/accountRecharge', 'fleetAccountRecharge'],
  // a phone's recharge and spending (第三方管理 › 充值消费明细)
  'phone-account-flow': ['/thirdManage/foreignDetail', 'foreignDetail'],
  // recharge centre
  'staff-recharge': ['/rechargeCenter/directcharging', 'directCharging'],
  'platform-approval': ['/rechargeCenter/rechargeaudit', 'rechargeAudit'],
  'company-recharge': ['/company/recharge', 'companyRecharge'],
  'escrow-recharge': ['/rechargeCenter/escrowRecharge', 'escrowRecharge'],
  // audits (the review machine's other families)
  'fleet-member-card': ['/fleet/memberCardAudit', 'memberCardAudit'],
  'shop-apply-record': ['/shop/applyAudit', 'shopApplyAudit'],
  'admin-agent': ['/agent/audit', 'agentAudit'],
  'second-agent': ['/agent/secondAudit', 'secondAgentAudit'],
  'business-approval': ['/company/businessApproval', 'businessApproval'],
  // reconciliation and settlement
  'checking-account': ['/reconciliation/statementOfAccount', 'statementOfAccount'],
  'money-settlement': ['/rechargeCenter/settlement', 'settlementSheet'],
  'result-settlement': ['/reconciliation/resultSettlement', 'resultSettlement'],
  'supplier-account': ['/fleet/withdrawal', 'supplierAccount'],
  'withdraw-record': ['/fleet/withdrawrecord', 'withdrawRecord'],
  // stations
  'zyt-shell': ['/station/station', 'stationList'],
  'platform-price': ['/station/oilPrice', 'platformPrice'],
  // system
  user: ['/system/user', 'user'],
  role: ['/system/role', 'role'],
  menu: ['/system/menu', 'menu'],
  'top-menu': ['/system/topmenu', 'topmenu'],
  dept: ['/system/dept', 'dept'],
  dict: ['/dict-horizontal/index', 'dict'],
  'dict-biz': ['/dict-vertical/index', 'dictBiz'],
  param: ['/system/param', 'param'],
  tenant: ['/system/tenant', 'tenant'],
  'log-usual': ['/monitor/log/usual', 'usualLog'],
  'log-api': ['/monitor/log/api', 'apiLog'],
  'log-error': ['/monitor/log/error', 'errorLog'],
  // workflow: the task lists are the 我的事务 pages
  'flow-start': ['/work/start', 'workStart'],
  'flow-claim': ['/work/claim', 'workClaim'],
  'flow-todo': ['/work/todo', 'workTodo'],
  'flow-send': ['/work/send', 'workSend'],
  'flow-done': ['/work/done', 'workDone'],
  'flow-model': ['/flow/model', 'flowModel'],
  'flow-manager': ['/flow/deploy', 'flowDeploy'],
  'flow-follow': ['/flow/follow', 'flowFollow'],
};

/** The console path of a definition. */
export function routeOf(def: Pick<ResourceDefinition, 'key' | 'area'>): string {
  return MENU_ROUTES[def.key]?.[0] ?? `/${def.area}/${def.key}`;
}

/** The button permission of a definition: its hand-written menu's code, else its own. */
export function permissionFor(def: Pick<ResourceDefinition, 'key' | 'permission'>): string {
  return MENU_ROUTES[def.key]?.[1] ?? def.permission;
}

/** Whether the path is one of the hand-written menu paths (the generated area menus skip those families). */
export function hasMenuRoute(key: string): boolean {
  return key in MENU_ROUTES;
}

/**
 * Routes of the spec (spec 000 §2) that show a registry family's list though no menu item leads there (the
 * family's own list lives at its route). A spec route served by a feature page is not listed here.
 */
export const SPEC_ROUTE_FAMILIES: Readonly<Record<string, string>> = {
  '/platoilorderdivide/platoilorder': 'oil-order-divide',
  '/yeePay/orderdividedetail': 'order-divide-detail',
};

/** The registry family a console path shows, by the rules above. */
export interface FamilyAt {
  key: string;
  /**
   * True when only the path's shape `/<area>/<key>` names the family: whether the registry holds such a family
   * (with that area and no hand-written path) is for the registry's reader to confirm.
   */
  inferred: boolean;
}

const BY_PATH: ReadonlyMap<string, string> = new Map([
  ...Object.entries(MENU_ROUTES).map(([key, [path]]) => [path, key] as const),
  ...Object.entries(SPEC_ROUTE_FAMILIES),
]);

/** Which family's generic screen a path opens: a hand-written menu path, a spec route above, or `/<area>/<key>`. */
export function familyAt(path: string): FamilyAt | null {
  const own = BY_PATH.get(path);
  if (own) return { key: own, inferred: false };
  const m = /^\/([^/]+)\/([^/]+)$/.exec(path);
  if (m && RESOURCE_AREAS.includes(m[1] as ResourceArea) && !hasMenuRoute(m[2]!)) return { key: m[2]!, inferred: true };
  return null;
}
