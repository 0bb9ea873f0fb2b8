/**
 * Reads of the company and platform dashboards and the statistics screens (spec 002 §7 "Dashboards", spec 001 §7).
 * Paths come from the registry definitions (services/resources/definitions/dashboards.ts). A date range goes as
 * createTime_dategt / createTime_datelt (spec 000 §7); the fleet reads are POSTs with the range as the JSON body.
 * Answers are checked for shape, so a screen never draws from a broken body. React-free; every call takes a signal.
 */
import { http } from '@services/http/client';
import type { Page, R } from '@services/http/envelope';
import { ApiError, isPlainObject } from '@services/http/errors';
import { resourceByKey } from '@services/resources/registry';
import type {
  Census,
  CompanyFlowData,
  Consumer,
  DayRange,
  FleetOilOrders,
  FleetPurchaseTotal,
  FleetRecharge,
  OverallData,
  Purchase,
  PurchaseChart,
  PurchaseType,
  RefuelingWater,
  SalesStatistics,
  SiteType,
  StaffTotals,
  StatsBottom,
  StatsMiddle,
  StatsTop,
} from './types';

type Endpoint = { method: 'GET' | 'POST'; path: string };

/** The method and path of a registry action (or the list operation) of a dashboard family. */
export function endpointOf(key: string, action: string): Endpoint {
  const def = resourceByKey(key);
  const found = def?.actions.find((a) => a.name === action) ?? (action === 'list' ? def?.operations.list : undefined);
  if (!found || (found.method !== 'GET' && found.method !== 'POST')) throw new Error(`no dashboard endpoint ${key}.${action}`);
  return { method: found.method, path: found.path };
}

/** The query of a range (spec 000 §7 date filter). */
export function rangeParams(range: DayRange): Record<string, string> {
  return { createTime_dategt: range.from, createTime_datelt: range.to };
}

async function call<T>(
  key: string,
  action: string,
  params: Record<string, string | number>,
  check: (data: unknown) => data is T,
  signal?: AbortSignal,
): Promise<T> {
  const { method, path } = endpointOf(key, action);
  const body = await http.request<R<unknown>>(
    method === 'GET' ? { url: path, method, params, signal } : { url: path, method, data: params, signal },
  );
  if (!check(body.data)) throw new ApiError('invalid-body', `${key}.${action}: unexpected answer`, { data: body });
  return body.data;
}

// Shape checks: enough to know the screen can draw the answer.
const nums = (o: unknown, ...keys: string[]) => isPlainObject(o) && keys.every((k) => typeof o[k] === 'number' && Number.isFinite(o[k]));
const listOf = (v: unknown, ...keys: string[]) => Array.isArray(v) && v.every((x) => nums(x, ...keys));
const has = <K extends string>(o: unknown, key: K): o is Record<K, unknown> => isPlainObject(o) && key in o;

const isOverall = (d: unknown): d is OverallData =>
  nums(d, 'orderCount', 'orderAmount', 'fuelAmount', 'goodsAmount', 'rechargeAmount', 'stationCount', 'fleetCount', 'staffCount');
const isSales = (d: unknown): d is SalesStatistics =>
  has(d, 'days') &&
  listOf(d.days, 'orderCount', 'amount') &&
  has(d, 'stations') &&
  listOf(d.stations, 'orderCount', 'amount') &&
  has(d, 'categories') &&
  listOf(d.categories, 'orderCount', 'amount') &&
  has(d, 'total') &&
  nums(d.total, 'orderCount', 'amount');
const isStaff = (d: unknown): d is StaffTotals =>
  nums(d, 'total', 'activeTotal') && has(d, 'tenants') && listOf(d.tenants, 'count', 'activeCount');
const isPage = (d: unknown): d is Page<Consumer> =>
  nums(d, 'total', 'size', 'current') && has(d, 'records') && listOf(d.records, 'orderCount', 'consumeAmount');
const isTop = (d: unknown): d is StatsTop =>
  nums(d, 'tenantCount', 'stationCount', 'fleetCount', 'userCount', 'orderCount', 'orderAmount', 'rechargeAmount');
const isMiddle = (d: unknown): d is StatsMiddle => has(d, 'days') && listOf(d.days, 'orderCount', 'orderAmount', 'rechargeAmount');
const isBottom = (d: unknown): d is StatsBottom =>
  has(d, 'tenants') &&
  listOf(d.tenants, 'orderCount', 'orderAmount') &&
  has(d, 'siteTypes') &&
  listOf(d.siteTypes, 'orderCount', 'orderAmount');
const isPurchase = (d: unknown): d is Purchase =>
  nums(d, 'total', 'orderCount') && has(d, 'byType') && listOf(d.byType, 'orderCount', 'amount');
const isPurchaseChart = (d: unknown): d is PurchaseChart => has(d, 'days') && listOf(d.days, 'orderCount', 'amount');
const isCensus = (d: unknown): d is Census =>
  nums(d, 'fleetCount', 'userCount') &&
  has(d, 'tenants') &&
  listOf(d.tenants, 'count') &&
  has(d, 'stations') &&
  listOf(d.stations, 'count');
const isFleetTotal = (d: unknown): d is FleetPurchaseTotal =>
  nums(d, 'fleetCount', 'purchaseAmount', 'rechargeAmount', 'orderCount', 'rechargeCount');
const isFleetRecharges = (d: unknown): d is FleetRecharge[] => listOf(d, 'rechargeCount', 'rechargeAmount');
const isFleetOrders = (d: unknown): d is FleetOilOrders[] => listOf(d, 'orderCount', 'quantity', 'amount');
const isRefueling = (d: unknown): d is RefuelingWater =>
  has(d, 'days') &&
  listOf(d.days, 'orderCount', 'quantity', 'amount') &&
  has(d, 'grades') &&
  listOf(d.grades, 'orderCount', 'quantity', 'amount', 'refundRatio', 'refundAmount') &&
  has(d, 'total') &&
  nums(d.total, 'amount', 'refundAmount');
const isFlow = (d: unknown): d is CompanyFlowData =>
  has(d, 'days') &&
  listOf(d.days, 'rechargeAmount', 'consumeAmount') &&
  has(d, 'total') &&
  nums(d.total, 'rechargeAmount', 'consumeAmount');

/** Optional narrowing of a platform query to one company. */
const tenant = (tenantId?: string): Record<string, string> => (tenantId ? { tenantId } : {});

export const dashboardApi = {
  overallData: (range: DayRange, tenantId: string | undefined, signal?: AbortSignal) =>
    call('front-page', 'overallData', { ...tenant(tenantId), ...rangeParams(range) }, isOverall, signal),
  salesStatistics: (range: DayRange, tenantId: string | undefined, signal?: AbortSignal) =>
    call('front-page', 'salesStatistics', { ...tenant(tenantId), ...rangeParams(range) }, isSales, signal),
  staffTotals: (signal?: AbortSignal) => call('staff-consumer', 'totalTenantPic', {}, isStaff, signal),
  consumers: (range: DayRange, query: { current: number; size: number; companyName?: string }, signal?: AbortSignal) =>
    call(
      'staff-consumer',
      'list',
      { current: query.current, size: query.size, ...(query.companyName ? { companyName: query.companyName } : {}), ...rangeParams(range) },
      isPage,
      signal,
    ),
  refuelingWater: (range: DayRange, siteType: SiteType, signal?: AbortSignal) =>
    call('shell-dashboard', 'userRefuelingWater', { siteType, ...rangeParams(range) }, isRefueling, signal),
  companyFlowData: (range: DayRange, siteType: SiteType, signal?: AbortSignal) =>
    call('shell-dashboard', 'companyFlowData', { siteType, ...rangeParams(range) }, isFlow, signal),
  statsTop: (range: DayRange, signal?: AbortSignal) => call('platform-stats', 'statsTop', rangeParams(range), isTop, signal),
  statsMiddle: (range: DayRange, signal?: AbortSignal) => call('platform-stats', 'statsMiddle', rangeParams(range), isMiddle, signal),
  statsBottom: (range: DayRange, signal?: AbortSignal) => call('platform-stats', 'statsBottom', rangeParams(range), isBottom, signal),
  /** Purchases of a month (yyyy-MM). */
  purchase: (month: string, signal?: AbortSignal) => call('platform-stats', 'getPurchase', { date: month }, isPurchase, signal),
  purchaseChart: (month: string, type: PurchaseType, signal?: AbortSignal) =>
    call('platform-stats', 'getPurchaseChart', { date: month, type }, isPurchaseChart, signal),
  census: (signal?: AbortSignal) => call('platform-stats', 'getCensus', {}, isCensus, signal),
  fleetPurchaseTotal: (range: DayRange, signal?: AbortSignal) =>
    call('fleet-purchase', 'purchaseTotal', rangeParams(range), isFleetTotal, signal),
  fleetRecharges: (range: DayRange, signal?: AbortSignal) =>
    call('fleet-purchase', 'purchaseBottomRecharge', rangeParams(range), isFleetRecharges, signal),
  fleetOilOrders: (range: DayRange, signal?: AbortSignal) =>
    call('fleet-purchase', 'purchaseBottomOilOrder', rangeParams(range), isFleetOrders, signal),
};
