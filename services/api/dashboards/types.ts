/**
 * Answer shapes of the dashboard and statistics calls (spec 002 §7 "Dashboards", spec 001 §7 platform flow).
 * The spec does not print them ("Answer shapes: not shown"); these are ours, and the simulator is their contract.
 * Amounts are integer fen, quantities whole units (litres, cubic metres or kWh by site type), ratios basis points.
 * Every total equals the sum of the parts it is shown with. Each shape is a valibot schema the answer is decoded
 * with at the boundary (docs/architecture.md §5); the types are what the schemas give.
 */
import * as v from 'valibot';
import { fen, id, listOf, text, whole } from '@services/api/fields';

/** Station type: 1 fuel, 2 gas, 3 charging (the platform's default is 1, spec 000 §6). */
export const SITE_TYPES = ['1', '2', '3'] as const;
export type SiteType = (typeof SITE_TYPES)[number];

/** Purchase type: 1 fuel, 2 goods, 3 card recharge. */
export const PURCHASE_TYPES = ['1', '2', '3'] as const;
export type PurchaseType = (typeof PURCHASE_TYPES)[number];

/** A fuel grade: 92/95/98/0 for fuel stations, CNG/LNG for gas, DC/AC for charging. */
export const GRADE_CODES = ['92', '95', '98', '0', 'CNG', 'LNG', 'DC', 'AC'] as const;
export type Grade = (typeof GRADE_CODES)[number];

/** fuel: the station's pumps; goods: the shop. */
export type SalesCategory = 'fuel' | 'goods';

/** A code out of a fixed set, sent as a string or a number (BladeX sends both). */
const codeOf = <const T extends readonly [string, ...string[]]>(codes: T) =>
  v.pipe(
    v.union([v.string(), v.number()]),
    v.transform((x) => String(x)),
    v.picklist(codes),
  );

/** Whole counts (or quantities), and integer fen, by field name. */
const counts = <K extends string>(...keys: K[]) => Object.fromEntries(keys.map((k) => [k, whole])) as Record<K, typeof whole>;
const amounts = <K extends string>(...keys: K[]) => Object.fromEntries(keys.map((k) => [k, fen])) as Record<K, typeof fen>;

const siteType = codeOf(SITE_TYPES);
const purchaseType = codeOf(PURCHASE_TYPES);

/** A range of calendar days, both ends included, as yyyy-MM-dd. */
export interface DayRange {
  from: string;
  to: string;
}

/** Overall figures of a company for a range (GET /api/frontPage/overallData). `orderAmount` = fuel + goods. */
export const OverallDataSchema = v.object({
  ...counts('orderCount', 'stationCount', 'fleetCount', 'staffCount'),
  ...amounts('orderAmount', 'fuelAmount', 'goodsAmount', 'rechargeAmount'),
});
export type OverallData = v.InferOutput<typeof OverallDataSchema>;

const SalesDaySchema = v.object({ date: text, orderCount: whole, amount: fen });
export type SalesDay = v.InferOutput<typeof SalesDaySchema>;

const StationSalesSchema = v.object({ siteId: id, siteName: text, siteType, tenantName: text, orderCount: whole, amount: fen });
export type StationSales = v.InferOutput<typeof StationSalesSchema>;

/** Sales statistics of a company, or of the whole platform (GET /api/frontPage/salesStatistics); stations best first. */
export const SalesStatisticsSchema = v.object({
  days: listOf(SalesDaySchema),
  stations: listOf(StationSalesSchema),
  categories: listOf(v.object({ category: v.picklist(['fuel', 'goods'] as const), orderCount: whole, amount: fen })),
  total: v.object({ orderCount: whole, amount: fen }),
});
export type SalesStatistics = v.InferOutput<typeof SalesStatisticsSchema>;

const TenantStaffSchema = v.object({ tenantId: id, tenantName: text, count: whole, activeCount: whole });
export type TenantStaff = v.InferOutput<typeof TenantStaffSchema>;

/** Staff accounts per tenant (GET /api/zytstaffaccount/staffaccount/total/tenant/pic). */
export const StaffTotalsSchema = v.object({ total: whole, activeTotal: whole, tenants: listOf(TenantStaffSchema) });
export type StaffTotals = v.InferOutput<typeof StaffTotalsSchema>;

/** One consuming staff member (GET .../staff/consumer/list, a page, best first). */
export const ConsumerSchema = v.object({ id, realName: text, phone: text, companyName: text, orderCount: whole, consumeAmount: fen });
export type Consumer = v.InferOutput<typeof ConsumerSchema>;

/** Platform headline figures (GET /api/platform/stats/top). Counts are current; order and recharge figures cover the range. */
export const StatsTopSchema = v.object({
  ...counts('tenantCount', 'stationCount', 'fleetCount', 'userCount', 'orderCount'),
  ...amounts('orderAmount', 'rechargeAmount'),
});
export type StatsTop = v.InferOutput<typeof StatsTopSchema>;

/** Platform trend by day (GET /api/platform/stats/middle). */
export const StatsMiddleSchema = v.object({
  days: listOf(v.object({ date: text, orderCount: whole, orderAmount: fen, rechargeAmount: fen })),
});
export type StatsMiddle = v.InferOutput<typeof StatsMiddleSchema>;

/** Platform rankings and shares (GET /api/platform/stats/bottom). */
export const StatsBottomSchema = v.object({
  tenants: listOf(v.object({ tenantId: id, tenantName: text, orderCount: whole, orderAmount: fen })),
  siteTypes: listOf(v.object({ siteType, orderCount: whole, orderAmount: fen })),
});
export type StatsBottom = v.InferOutput<typeof StatsBottomSchema>;

/** Purchases of a month by type (GET /api/platform/getPurchase?date=yyyy-MM). */
export const PurchaseSchema = v.object({
  date: text,
  total: fen,
  orderCount: whole,
  byType: listOf(v.object({ type: purchaseType, orderCount: whole, amount: fen })),
});
export type Purchase = v.InferOutput<typeof PurchaseSchema>;

/** One purchase type by day of a month (GET /api/platform/getPurchaseChart?date=yyyy-MM&type). */
export const PurchaseChartSchema = v.object({ date: text, type: purchaseType, days: listOf(SalesDaySchema) });
export type PurchaseChart = v.InferOutput<typeof PurchaseChartSchema>;

/** Who is on the platform (GET /api/platform/getCensus); tenants by type: 1 supplier, 2 service provider, 3 purchaser. */
export const CensusSchema = v.object({
  tenants: listOf(v.object({ tenantType: codeOf(['1', '2', '3'] as const), count: whole })),
  stations: listOf(v.object({ siteType, count: whole })),
  fleetCount: whole,
  userCount: whole,
});
export type Census = v.InferOutput<typeof CensusSchema>;

/** Fleet purchase totals for a range (POST /api/fleet/platform/purchaseTotal); `purchaseAmount` is fuel bought by cards. */
export const FleetPurchaseTotalSchema = v.object({
  ...counts('fleetCount', 'orderCount', 'rechargeCount'),
  ...amounts('purchaseAmount', 'rechargeAmount'),
});
export type FleetPurchaseTotal = v.InferOutput<typeof FleetPurchaseTotalSchema>;

/** The fleet a ranking row names. */
const fleet = { fleetId: id, fleetName: text, tenantName: text };

/** Recharge by fleet (POST /api/fleet/platform/purchaseBottomRecharge), best first. */
export const FleetRechargeSchema = v.object({ ...fleet, rechargeCount: whole, rechargeAmount: fen });
export type FleetRecharge = v.InferOutput<typeof FleetRechargeSchema>;

/** Fuel orders by fleet (POST /api/fleet/platform/purchaseBottomOilOrder), best first. */
export const FleetOilOrdersSchema = v.object({ ...fleet, orderCount: whole, quantity: whole, amount: fen });
export type FleetOilOrders = v.InferOutput<typeof FleetOilOrdersSchema>;

/** One grade's refuelling; the cashback ratio in basis points, `refundAmount` = amount × ratio / 10000 (half-up). */
const GradeRefuellingSchema = v.object({
  grade: codeOf(GRADE_CODES),
  ...counts('orderCount', 'quantity', 'refundRatio'),
  ...amounts('amount', 'refundAmount'),
});
export type GradeRefuelling = v.InferOutput<typeof GradeRefuellingSchema>;

/** Refuelling by users at stations of a type (GET /api/shell/DashBoard/userRefuelingWater?siteType). */
export const RefuelingWaterSchema = v.object({
  siteType,
  days: listOf(v.object({ date: text, orderCount: whole, quantity: whole, amount: fen })),
  grades: listOf(GradeRefuellingSchema),
  total: v.object({ orderCount: whole, quantity: whole, amount: fen, refundAmount: fen }),
});
export type RefuelingWater = v.InferOutput<typeof RefuelingWaterSchema>;

/** Money into and out of company accounts (GET /api/shell/DashBoard/companyFlowData?siteType). */
export const CompanyFlowDataSchema = v.object({
  siteType,
  days: listOf(v.object({ date: text, rechargeAmount: fen, consumeAmount: fen })),
  total: v.object({ rechargeAmount: fen, consumeAmount: fen }),
});
export type CompanyFlowData = v.InferOutput<typeof CompanyFlowDataSchema>;
