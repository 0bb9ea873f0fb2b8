/**
 * Reads of the company and platform dashboards and the statistics screens (spec 002 §7 "Dashboards", spec 001 §7).
 * Paths come from the registry definitions (services/resources/definitions/dashboards.ts). A date range goes as
 * createTime_dategt / createTime_datelt (spec 000 §7); the fleet reads are POSTs with the range as the JSON body.
 * Answers are decoded with the schemas of ./types, so a screen never draws from a broken body. React-free; every call takes a signal.
 */
import type * as v from 'valibot';
import { type DataSchema, getData, pageOf, postData } from '@services/http/decode';
import { listOf } from '@services/api/fields';
import { resourceByKey } from '@services/resources/registry';
import {
  CensusSchema,
  CompanyFlowDataSchema,
  ConsumerSchema,
  type DayRange,
  FleetOilOrdersSchema,
  FleetPurchaseTotalSchema,
  FleetRechargeSchema,
  OverallDataSchema,
  PurchaseChartSchema,
  PurchaseSchema,
  type PurchaseType,
  RefuelingWaterSchema,
  SalesStatisticsSchema,
  type SiteType,
  StaffTotalsSchema,
  StatsBottomSchema,
  StatsMiddleSchema,
  StatsTopSchema,
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

/** Calls a registry action and decodes its data with `schema` (docs/architecture.md §5). */
function call<S extends DataSchema>(
  key: string,
  action: string,
  params: Record<string, string | number>,
  schema: S,
  signal?: AbortSignal,
): Promise<v.InferOutput<S>> {
  const { method, path } = endpointOf(key, action);
  return method === 'GET' ? getData(path, schema, { params, signal }) : postData(path, params, schema, { signal });
}

/** Optional narrowing of a platform query to one company. */
const tenant = (tenantId?: string): Record<string, string> => (tenantId ? { tenantId } : {});

export const dashboardApi = {
  overallData: (range: DayRange, tenantId: string | undefined, signal?: AbortSignal) =>
    call('front-page', 'overallData', { ...tenant(tenantId), ...rangeParams(range) }, OverallDataSchema, signal),
  salesStatistics: (range: DayRange, tenantId: string | undefined, signal?: AbortSignal) =>
    call('front-page', 'salesStatistics', { ...tenant(tenantId), ...rangeParams(range) }, SalesStatisticsSchema, signal),
  staffTotals: (signal?: AbortSignal) => call('staff-consumer', 'totalTenantPic', {}, StaffTotalsSchema, signal),
  consumers: (range: DayRange, query: { current: number; size: number; companyName?: string }, signal?: AbortSignal) =>
    call(
      'staff-consumer',
      'list',
      { current: query.current, size: query.size, ...(query.companyName ? { companyName: query.companyName } : {}), ...rangeParams(range) },
      pageOf(ConsumerSchema, query),
      signal,
    ),
  refuelingWater: (range: DayRange, siteType: SiteType, signal?: AbortSignal) =>
    call('shell-dashboard', 'userRefuelingWater', { siteType, ...rangeParams(range) }, RefuelingWaterSchema, signal),
  companyFlowData: (range: DayRange, siteType: SiteType, signal?: AbortSignal) =>
    call('shell-dashboard', 'companyFlowData', { siteType, ...rangeParams(range) }, CompanyFlowDataSchema, signal),
  statsTop: (range: DayRange, signal?: AbortSignal) => call('platform-stats', 'statsTop', rangeParams(range), StatsTopSchema, signal),
  statsMiddle: (range: DayRange, signal?: AbortSignal) =>
    call('platform-stats', 'statsMiddle', rangeParams(range), StatsMiddleSchema, signal),
  statsBottom: (range: DayRange, signal?: AbortSignal) =>
    call('platform-stats', 'statsBottom', rangeParams(range), StatsBottomSchema, signal),
  /** Purchases of a month (yyyy-MM). */
  purchase: (month: string, signal?: AbortSignal) => call('platform-stats', 'getPurchase', { date: month }, PurchaseSchema, signal),
  purchaseChart: (month: string, type: PurchaseType, signal?: AbortSignal) =>
    call('platform-stats', 'getPurchaseChart', { date: month, type }, PurchaseChartSchema, signal),
  census: (signal?: AbortSignal) => call('platform-stats', 'getCensus', {}, CensusSchema, signal),
  fleetPurchaseTotal: (range: DayRange, signal?: AbortSignal) =>
    call('fleet-purchase', 'purchaseTotal', rangeParams(range), FleetPurchaseTotalSchema, signal),
  fleetRecharges: (range: DayRange, signal?: AbortSignal) =>
    call('fleet-purchase', 'purchaseBottomRecharge', rangeParams(range), listOf(FleetRechargeSchema), signal),
  fleetOilOrders: (range: DayRange, signal?: AbortSignal) =>
    call('fleet-purchase', 'purchaseBottomOilOrder', rangeParams(range), listOf(FleetOilOrdersSchema), signal),
};
