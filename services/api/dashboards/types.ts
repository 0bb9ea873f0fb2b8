/**
 * Answer shapes of the dashboard and statistics calls (spec 002 §7 "Dashboards", spec 001 §7 platform flow).
 * The spec does not print them ("Answer shapes: not shown"); these are ours, and the simulator is their contract.
 * Amounts are integer fen, quantities whole units (litres, cubic metres or kWh by site type), ratios basis points.
 * Every total equals the sum of the parts it is shown with.
 */

/** Station type: 1 fuel, 2 gas, 3 charging (the platform's default is 1, spec 000 §6). */
export type SiteType = '1' | '2' | '3';
export const SITE_TYPES: readonly SiteType[] = ['1', '2', '3'];

/** A range of calendar days, both ends included, as yyyy-MM-dd. */
export interface DayRange {
  from: string;
  to: string;
}

/** Overall figures of a company for a range (GET /api/frontPage/overallData). */
export interface OverallData {
  orderCount: number;
  /** fuelAmount + goodsAmount. */
  orderAmount: number;
  fuelAmount: number;
  goodsAmount: number;
  rechargeAmount: number;
  stationCount: number;
  fleetCount: number;
  staffCount: number;
}

export interface SalesDay {
  date: string;
  orderCount: number;
  amount: number;
}

export interface StationSales {
  siteId: string;
  siteName: string;
  siteType: SiteType;
  tenantName: string;
  orderCount: number;
  amount: number;
}

/** fuel: the station's pumps; goods: the shop. */
export type SalesCategory = 'fuel' | 'goods';

/** Sales statistics of a company, or of the whole platform (GET /api/frontPage/salesStatistics). */
export interface SalesStatistics {
  days: SalesDay[];
  /** Every station, best first by amount. */
  stations: StationSales[];
  categories: Array<{ category: SalesCategory; orderCount: number; amount: number }>;
  total: { orderCount: number; amount: number };
}

export interface TenantStaff {
  tenantId: string;
  tenantName: string;
  count: number;
  activeCount: number;
}

/** Staff accounts per tenant (GET /api/zytstaffaccount/staffaccount/total/tenant/pic). */
export interface StaffTotals {
  total: number;
  activeTotal: number;
  tenants: TenantStaff[];
}

/** One consuming staff member (GET .../staff/consumer/list, a page, best first). */
export interface Consumer {
  id: string;
  realName: string;
  phone: string;
  companyName: string;
  orderCount: number;
  consumeAmount: number;
}

/** Platform headline figures (GET /api/platform/stats/top). Counts are current; order and recharge figures cover the range. */
export interface StatsTop {
  tenantCount: number;
  stationCount: number;
  fleetCount: number;
  userCount: number;
  orderCount: number;
  orderAmount: number;
  rechargeAmount: number;
}

/** Platform trend by day (GET /api/platform/stats/middle). */
export interface StatsMiddle {
  days: Array<{ date: string; orderCount: number; orderAmount: number; rechargeAmount: number }>;
}

/** Platform rankings and shares (GET /api/platform/stats/bottom). */
export interface StatsBottom {
  tenants: Array<{ tenantId: string; tenantName: string; orderCount: number; orderAmount: number }>;
  siteTypes: Array<{ siteType: SiteType; orderCount: number; orderAmount: number }>;
}

/** Purchase type: 1 fuel, 2 goods, 3 card recharge. */
export type PurchaseType = '1' | '2' | '3';
export const PURCHASE_TYPES: readonly PurchaseType[] = ['1', '2', '3'];

/** Purchases of a month by type (GET /api/platform/getPurchase?date=yyyy-MM). */
export interface Purchase {
  date: string;
  total: number;
  orderCount: number;
  byType: Array<{ type: PurchaseType; orderCount: number; amount: number }>;
}

/** One purchase type by day of a month (GET /api/platform/getPurchaseChart?date=yyyy-MM&type). */
export interface PurchaseChart {
  date: string;
  type: PurchaseType;
  days: Array<{ date: string; orderCount: number; amount: number }>;
}

/** Who is on the platform (GET /api/platform/getCensus). */
export interface Census {
  /** Tenants by type: 1 supplier, 2 service provider, 3 purchaser. */
  tenants: Array<{ tenantType: '1' | '2' | '3'; count: number }>;
  stations: Array<{ siteType: SiteType; count: number }>;
  fleetCount: number;
  userCount: number;
}

/** Fleet purchase totals for a range (POST /api/fleet/platform/purchaseTotal). */
export interface FleetPurchaseTotal {
  fleetCount: number;
  /** Fuel bought by the fleets' cards. */
  purchaseAmount: number;
  rechargeAmount: number;
  orderCount: number;
  rechargeCount: number;
}

/** Recharge by fleet (POST /api/fleet/platform/purchaseBottomRecharge), best first. */
export interface FleetRecharge {
  fleetId: string;
  fleetName: string;
  tenantName: string;
  rechargeCount: number;
  rechargeAmount: number;
}

/** Fuel orders by fleet (POST /api/fleet/platform/purchaseBottomOilOrder), best first. */
export interface FleetOilOrders {
  fleetId: string;
  fleetName: string;
  tenantName: string;
  orderCount: number;
  quantity: number;
  amount: number;
}

/** A fuel grade: 92/95/98/0 for fuel stations, CNG/LNG for gas, DC/AC for charging. */
export type Grade = '92' | '95' | '98' | '0' | 'CNG' | 'LNG' | 'DC' | 'AC';

export interface GradeRefuelling {
  grade: Grade;
  orderCount: number;
  quantity: number;
  amount: number;
  /** Cashback ratio in basis points. */
  refundRatio: number;
  /** amount × refundRatio / 10000, rounded half-up. */
  refundAmount: number;
}

/** Refuelling by users at stations of a type (GET /api/shell/DashBoard/userRefuelingWater?siteType). */
export interface RefuelingWater {
  siteType: SiteType;
  days: Array<{ date: string; orderCount: number; quantity: number; amount: number }>;
  grades: GradeRefuelling[];
  total: { orderCount: number; quantity: number; amount: number; refundAmount: number };
}

/** Money into and out of company accounts (GET /api/shell/DashBoard/companyFlowData?siteType). */
export interface CompanyFlowData {
  siteType: SiteType;
  days: Array<{ date: string; rechargeAmount: number; consumeAmount: number }>;
  total: { rechargeAmount: number; consumeAmount: number };
}
