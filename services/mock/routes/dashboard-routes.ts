/**
 * Dashboards and statistics figures (spec 002 §7 "Dashboards", spec 001 §7 platform flow data). Registered before
 * the generic resource routes, so these answers win for the same path. Paths come from the registry definitions.
 *
 * Scope: the platform tenant (000000) sees every company, optionally narrowed with `tenantId`; any other tenant
 * sees its own figures only. Ranges: `createTime_dategt` / `createTime_datelt` (yyyy-MM-dd, both ends included,
 * spec 000 §7), default the last 30 days; from after to, or more than 366 days, answers code 400 with a message.
 */
import { endpointOf } from '@services/api/dashboards/client';
import type { SiteType } from '@services/api/dashboards/types';
import { fail, ok, paginate } from '../envelope';
import { protectedRoute, type AuthedContext, type RouteDefinition, type RouteMethod } from '../route';
import { daysOf, dayToMs, msToDay, spanDays } from '../dashboard/calendar';
import type { Db } from '../db';
import * as model from '../dashboard/model';

/** Longest range a query may cover, in days. */
export const MAX_RANGE_DAYS = 366;
/** Days covered when a query names no range. */
export const DEFAULT_RANGE_DAYS = 30;
export const PLATFORM_TENANT = '000000';

export const MSG_RANGE_ORDER = '开始日期不能晚于结束日期';
export const MSG_RANGE_TOO_LONG = `查询时间范围不能超过${MAX_RANGE_DAYS}天`;
export const MSG_BAD_DATE = '日期格式不正确';
export const MSG_BAD_SITE_TYPE = '油站类型不正确';
export const MSG_BAD_TYPE = '采购类型不正确';

function route(key: string, action: string, handle: (ctx: AuthedContext) => Response): RouteDefinition {
  const { method, path } = endpointOf(key, action);
  return protectedRoute(method.toLowerCase() as RouteMethod, path, handle);
}

/** The company tenants the caller may see, narrowed by a `tenantId` parameter for the platform. */
function tenantsOf(ctx: AuthedContext): string[] {
  const own = ctx.session.tenant.tenantId;
  if (own !== PLATFORM_TENANT) return [own];
  const asked = ctx.params.tenantId?.trim();
  return asked && asked !== PLATFORM_TENANT ? [asked] : [...model.COMPANY_TENANTS];
}

const scope = (ctx: AuthedContext) => model.scopeOf(ctx.db, ctx.now, tenantsOf(ctx));

/** The days of the query's range, or the failure to answer. */
function rangeOf(ctx: AuthedContext): string[] | Response {
  const today = msToDay(ctx.now);
  const to = ctx.params.createTime_datelt?.trim().slice(0, 10) || today;
  const from =
    ctx.params.createTime_dategt?.trim().slice(0, 10) || msToDay((dayToMs(to) ?? ctx.now) - (DEFAULT_RANGE_DAYS - 1) * 86_400_000);
  if (dayToMs(from) === null || dayToMs(to) === null) return fail(MSG_BAD_DATE);
  if (from > to) return fail(MSG_RANGE_ORDER);
  if (spanDays(from, to) > MAX_RANGE_DAYS) return fail(MSG_RANGE_TOO_LONG);
  return daysOf(from, to);
}

function siteTypeOf(ctx: AuthedContext): SiteType | Response {
  const v = ctx.params.siteType?.trim() || '1';
  return v === '1' || v === '2' || v === '3' ? v : fail(MSG_BAD_SITE_TYPE);
}

/** The `date` parameter as a month (yyyy-MM, or the month of a yyyy-MM-dd); the current month by default. */
function monthOf(ctx: AuthedContext): string | Response {
  const v = ctx.params.date?.trim() || msToDay(ctx.now).slice(0, 7);
  const month = /^\d{4}-\d{2}(-\d{2})?$/.test(v) ? v.slice(0, 7) : '';
  return month && dayToMs(`${month}-01`) !== null ? month : fail(MSG_BAD_DATE);
}

/** Runs `answer` with the range, answering the range's failure instead when it has one. */
const withRange = (answer: (ctx: AuthedContext, days: string[]) => Response) => (ctx: AuthedContext) => {
  const days = rangeOf(ctx);
  return days instanceof Response ? days : answer(ctx, days);
};

const withSiteType = (answer: (ctx: AuthedContext, days: string[], siteType: SiteType) => Response) =>
  withRange((ctx, days) => {
    const siteType = siteTypeOf(ctx);
    return siteType instanceof Response ? siteType : answer(ctx, days, siteType);
  });

/** Reads of one family answering the model's figures for the asked range, by action. */
const rangeReads = (key: string, reads: Record<string, (db: Db, scope: model.Scope, days: string[]) => unknown>) =>
  Object.entries(reads).map(([action, read]) =>
    route(
      key,
      action,
      withRange((ctx, days) => ok(read(ctx.db, scope(ctx), days))),
    ),
  );

/** Reads of the flows of one station type, by action. */
const siteTypeReads = (reads: Record<string, (scope: model.Scope, siteType: SiteType, days: string[]) => unknown>) =>
  Object.entries(reads).map(([action, read]) =>
    route(
      'shell-dashboard',
      action,
      withSiteType((ctx, days, siteType) => ok(read(scope(ctx), siteType, days))),
    ),
  );

export const dashboardRoutes: readonly RouteDefinition[] = [
  // Company figures.
  ...rangeReads('front-page', { overallData: model.overallData, salesStatistics: model.salesStatistics }),
  route('staff-consumer', 'totalTenantPic', (ctx) => ok(model.staffTotals(ctx.db, scope(ctx)))),
  route(
    'staff-consumer',
    'list',
    withRange((ctx, days) => {
      const name = ctx.params.companyName?.trim();
      const rows = model.consumers(ctx.db, scope(ctx), days).filter((c) => !name || c.companyName.includes(name));
      return ok(paginate(rows, ctx.query));
    }),
  ),
  // Flows by site type.
  ...siteTypeReads({
    userRefuelingWater: model.refuelingWater,
    companyFlowData: model.companyFlowData,
    platformFlowData: model.companyFlowData,
  }),
  // Platform figures.
  ...rangeReads('platform-stats', { statsTop: model.statsTop, statsMiddle: model.statsMiddle, statsBottom: model.statsBottom }),
  route('platform-stats', 'getPurchase', (ctx) => {
    const month = monthOf(ctx);
    return month instanceof Response ? month : ok(model.purchase(scope(ctx), month));
  }),
  route('platform-stats', 'getPurchaseChart', (ctx) => {
    const month = monthOf(ctx);
    if (month instanceof Response) return month;
    const type = ctx.params.type?.trim() || '1';
    if (type !== '1' && type !== '2' && type !== '3') return fail(MSG_BAD_TYPE);
    return ok(model.purchaseChart(scope(ctx), month, type));
  }),
  route('platform-stats', 'getCensus', (ctx) => ok(model.census(ctx.db, scope(ctx)))),
  // Fleet purchases (reads sent as POST; the range may come in the body or the query).
  ...rangeReads('fleet-purchase', {
    purchaseTotal: model.fleetPurchaseTotal,
    purchaseBottomRecharge: model.fleetRecharges,
    purchaseBottomOilOrder: model.fleetOilOrders,
  }),
];
