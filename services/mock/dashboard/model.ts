/**
 * The dashboards' figures in the simulator. Everything is derived from small "atoms" — one station on one day,
 * one fleet on one day, one consumer on one day — each drawn from a PRNG seeded by (db seed, the thing, the day).
 * So the same day always gives the same figures, a wider date range adds days, and every total is computed by
 * summing the atoms (totals always equal the sums of their parts). Days after the simulator's today are zero.
 */
import type {
  Census,
  CompanyFlowData,
  Consumer,
  FleetOilOrders,
  FleetPurchaseTotal,
  FleetRecharge,
  Grade,
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
} from '@services/api/dashboards/types';
import { basisPointsOfFen } from '@/lib/fees';
import { FLOW_TYPE } from '@services/api/fleets/status';
import type { Db } from '../db';
import { STAFFED_FLEETS, fleetWorld, table as fleetTable } from '../fleets/world';
import { createPrng, type Prng } from '../prng';
import { daysOfMonth, msToDay } from './calendar';
import { COMPANY_STATIONS, STATION_FAMILY } from './stations';
import { resourceByKey } from '@services/resources/registry';
import { resourceTable } from '../routes/resource-routes';

/** FNV-1a over a string: a stable 32-bit seed for an atom. */
export function hashText(text: string): number {
  let h = 0x811c9dc5;
  for (let i = 0; i < text.length; i += 1) {
    h ^= text.charCodeAt(i);
    h = Math.imul(h, 0x01000193);
  }
  return h >>> 0;
}

const prngOf = (seed: number, ...parts: string[]): Prng => createPrng((seed ^ hashText(parts.join('|'))) >>> 0);

/** Grades sold at each station type, with the unit price in fen and the cashback ratio in basis points. */
export const GRADES: Readonly<Record<SiteType, ReadonlyArray<{ grade: Grade; priceFen: number; refundRatio: number; share: number }>>> = {
  '1': [
    { grade: '92', priceFen: 768, refundRatio: 150, share: 50 },
    { grade: '95', priceFen: 821, refundRatio: 180, share: 25 },
    { grade: '98', priceFen: 909, refundRatio: 200, share: 5 },
    { grade: '0', priceFen: 742, refundRatio: 120, share: 40 },
  ],
  '2': [
    { grade: 'CNG', priceFen: 420, refundRatio: 100, share: 60 },
    { grade: 'LNG', priceFen: 512, refundRatio: 100, share: 50 },
  ],
  '3': [
    { grade: 'DC', priceFen: 145, refundRatio: 50, share: 120 },
    { grade: 'AC', priceFen: 118, refundRatio: 50, share: 40 },
  ],
};

export interface SimStation {
  siteId: string;
  siteName: string;
  siteType: SiteType;
  tenantId: string;
  /** Relative size (1..3). */
  size: number;
}

export interface SimFleet {
  fleetId: string;
  fleetName: string;
  tenantId: string;
  size: number;
}

export interface SimConsumer {
  id: string;
  realName: string;
  phone: string;
  tenantId: string;
  /** Probability of buying on a day, percent. */
  activity: number;
}

/** Who owns fleets and consuming staff (the company tenants of the seed); their stations are dashboard/stations.ts. */
const COMPANY_LAYOUT: ReadonlyArray<{ tenantId: string; fleets: number; consumers: number }> = [
  { tenantId: '100001', fleets: 2, consumers: 14 },
  { tenantId: '200001', fleets: 4, consumers: 10 },
  { tenantId: '300001', fleets: 4, consumers: 8 },
];

/** Every company tenant that owns stations, fleets or consumers. */
export const COMPANY_TENANTS: readonly string[] = COMPANY_LAYOUT.map((c) => c.tenantId);

const SURNAMES = ['王', '李', '张', '刘', '陈', '杨', '赵', '黄', '周', '吴', '徐', '孙', '马', '朱'];
const GIVEN = ['伟', '芳', '娜', '敏', '静', '磊', '洋', '勇', '艳', '杰', '军', '强', '丽', '涛', '明', '超'];

/** The simulated companies' consumers (fixed by the db seed); stations and fleets come from the db's tables. */
export interface SimWorld {
  consumers: SimConsumer[];
}

const worlds = new Map<number, SimWorld>();

/** The world of a seed (built once, the same every time). */
export function worldOf(seed: number): SimWorld {
  const cached = worlds.get(seed);
  if (cached) return cached;
  const p = prngOf(seed, 'world');
  const consumers: SimConsumer[] = [];
  COMPANY_LAYOUT.forEach((company) => {
    // stations and fleets now come from the db's tables; their old draws stay so the consumers keep theirs
    const stations = COMPANY_STATIONS.find((c) => c.tenantId === company.tenantId)?.siteTypes.length ?? 0;
    for (let i = 0; i < stations; i += 1) p.int(1, 3);
    for (let i = 0; i < company.fleets; i += 1) p.int(1, 4);
    for (let i = 0; i < company.consumers; i += 1) {
      consumers.push({
        id: String(1_850_000_000_000_000_000n + BigInt(consumers.length + 1)),
        realName: p.pick(SURNAMES) + p.pick(GIVEN) + (p.next() < 0.4 ? p.pick(GIVEN) : ''),
        phone: `1${p.pick(['38', '39', '58', '86', '77'])}${p.chars('0123456789', 8)}`,
        tenantId: company.tenantId,
        activity: p.int(10, 60),
      });
    }
  });
  const world = { consumers };
  worlds.set(seed, world);
  return world;
}

const SITE_TYPES: readonly string[] = ['1', '2', '3'];

/**
 * The stations of the dashboards: the companies' rows of the station table (油站管理, dashboard/stations.ts), with
 * their real ids, names, types and companies; a station a company adds there is on its dashboards too.
 */
export function simStations(db: Db): SimStation[] {
  const def = resourceByKey(STATION_FAMILY);
  const companies = new Set(COMPANY_TENANTS);
  return (def ? resourceTable(db, def) : [])
    .filter((r) => companies.has(String(r.tenantId ?? '')) && SITE_TYPES.includes(String(r.siteType)))
    .map((r) => ({
      siteId: String(r.id),
      siteName: String(r.siteName ?? ''),
      siteType: String(r.siteType) as SiteType,
      tenantId: String(r.tenantId),
      size: 1 + (hashText(String(r.id)) % 3),
    }));
}

/** Figures are the same whatever the clock; days after `today` have none. */
export interface Scope {
  seed: number;
  today: string;
  /** Company tenants in view: one for a company, all for the platform. */
  tenantIds: readonly string[];
  /** Every company's stations (simStations); those of `tenantIds` are in view. */
  stations: readonly SimStation[];
}

export function scopeOf(db: Db, now: number, tenantIds: readonly string[]): Scope {
  return { seed: db.meta.seed, today: msToDay(now), tenantIds, stations: simStations(db) };
}

/** Weekly rhythm and a slow upward trend, so lines look like trade. */
function dayFactor(day: string): number {
  const d = new Date(`${day}T00:00:00Z`);
  const weekday = d.getUTCDay();
  const weekly = weekday === 0 || weekday === 6 ? 0.82 : weekday === 5 ? 1.12 : 1;
  const months = (d.getUTCFullYear() - 2024) * 12 + d.getUTCMonth();
  return weekly * (1 + Math.max(0, months) * 0.01);
}

export interface StationDay {
  grades: Array<{ grade: Grade; orderCount: number; quantity: number; amount: number }>;
  goods: { orderCount: number; amount: number };
}

/** One station on one day. */
export function stationDay(scope: Scope, s: SimStation, day: string): StationDay {
  const types = GRADES[s.siteType];
  if (day > scope.today)
    return { grades: types.map((g) => ({ grade: g.grade, orderCount: 0, quantity: 0, amount: 0 })), goods: { orderCount: 0, amount: 0 } };
  const p = prngOf(scope.seed, 'station', s.siteId, day);
  const f = dayFactor(day) * s.size;
  const grades = types.map((g) => {
    const quantity = Math.round((g.share * f * p.int(70, 130)) / 4);
    const fill = s.siteType === '1' ? p.int(38, 52) : s.siteType === '2' ? p.int(30, 45) : p.int(25, 40);
    return {
      grade: g.grade,
      orderCount: Math.max(quantity > 0 ? 1 : 0, Math.round(quantity / fill)),
      quantity,
      amount: quantity * g.priceFen,
    };
  });
  const goodsOrders = s.siteType === '3' ? p.int(0, 6) : Math.round(p.int(6, 24) * f);
  return { grades, goods: { orderCount: goodsOrders, amount: goodsOrders * p.int(1200, 4800) } };
}

/** Money recharged into a company's cards on one day. */
function companyRechargeDay(scope: Scope, tenantId: string, day: string): { count: number; amount: number } {
  if (day > scope.today) return { count: 0, amount: 0 };
  const p = prngOf(scope.seed, 'recharge', tenantId, day);
  const count = Math.round(p.int(2, 9) * dayFactor(day));
  let amount = 0;
  for (let i = 0; i < count; i += 1) amount += p.int(5, 200) * 10_000;
  return { count, amount };
}

export interface FleetDay {
  orderCount: number;
  quantity: number;
  amount: number;
  rechargeCount: number;
  rechargeAmount: number;
}

/** One fleet on one day: fuel bought with its cards and money put onto them. */
export function fleetDay(scope: Scope, fl: SimFleet, day: string): FleetDay {
  if (day > scope.today) return { orderCount: 0, quantity: 0, amount: 0, rechargeCount: 0, rechargeAmount: 0 };
  const p = prngOf(scope.seed, 'fleet', fl.fleetId, day);
  const orderCount = Math.round(p.int(3, 14) * fl.size * dayFactor(day));
  let quantity = 0;
  for (let i = 0; i < orderCount; i += 1) quantity += p.int(60, 260);
  const recharge = p.next() < 0.3;
  return {
    orderCount,
    quantity,
    amount: quantity * 742,
    rechargeCount: recharge ? 1 : 0,
    rechargeAmount: recharge ? p.int(2, 30) * 100_000 : 0,
  };
}

/** One consumer on one day. */
function consumerDay(scope: Scope, c: SimConsumer, day: string): { orderCount: number; amount: number } {
  if (day > scope.today) return { orderCount: 0, amount: 0 };
  const p = prngOf(scope.seed, 'consumer', c.id, day);
  if (p.int(1, 100) > c.activity) return { orderCount: 0, amount: 0 };
  const orderCount = p.int(1, 2);
  let amount = 0;
  for (let i = 0; i < orderCount; i += 1) amount += p.int(80, 520) * 100;
  return { orderCount, amount };
}

const inScope = (scope: Scope) => (x: { tenantId: string }) => scope.tenantIds.includes(x.tenantId);
const stationsOf = (scope: Scope, siteType?: SiteType) =>
  scope.stations.filter((s) => inScope(scope)(s) && (!siteType || s.siteType === siteType));
const tenantName = (db: Db, tenantId: string) => db.tenants.find((t) => t.tenantId === tenantId)?.tenantName ?? tenantId;
const byAmountDesc = <T extends { amount: number }>(a: T, b: T) => b.amount - a.amount;

/** Sales of the stations in scope, by day, by station and by category. */
export function salesStatistics(db: Db, scope: Scope, days: readonly string[]): SalesStatistics {
  const stations = stationsOf(scope);
  const perStation = stations.map((s) => ({ s, days: days.map((d) => stationDay(scope, s, d)) }));
  const fuelOf = (sd: StationDay) =>
    sd.grades.reduce((a, g) => ({ orderCount: a.orderCount + g.orderCount, amount: a.amount + g.amount }), { orderCount: 0, amount: 0 });
  const outDays = days.map((date, i) => {
    let orderCount = 0;
    let amount = 0;
    for (const { days: sd } of perStation) {
      const f = fuelOf(sd[i]!);
      orderCount += f.orderCount + sd[i]!.goods.orderCount;
      amount += f.amount + sd[i]!.goods.amount;
    }
    return { date, orderCount, amount };
  });
  const categories = { fuel: { orderCount: 0, amount: 0 }, goods: { orderCount: 0, amount: 0 } };
  const outStations = perStation.map(({ s, days: sd }) => {
    let orderCount = 0;
    let amount = 0;
    for (const d of sd) {
      const f = fuelOf(d);
      categories.fuel.orderCount += f.orderCount;
      categories.fuel.amount += f.amount;
      categories.goods.orderCount += d.goods.orderCount;
      categories.goods.amount += d.goods.amount;
      orderCount += f.orderCount + d.goods.orderCount;
      amount += f.amount + d.goods.amount;
    }
    return { siteId: s.siteId, siteName: s.siteName, siteType: s.siteType, tenantName: tenantName(db, s.tenantId), orderCount, amount };
  });
  outStations.sort(byAmountDesc);
  const total = outDays.reduce((a, d) => ({ orderCount: a.orderCount + d.orderCount, amount: a.amount + d.amount }), {
    orderCount: 0,
    amount: 0,
  });
  return {
    days: outDays,
    stations: outStations,
    categories: [
      { category: 'fuel', ...categories.fuel },
      { category: 'goods', ...categories.goods },
    ],
    total,
  };
}

/**
 * The fleets of the dashboards: the fleets of the simulator's fleet table that have members and cards and so buy
 * (services/mock/fleets/world.ts STAFFED_FLEETS), with their real ids, names and companies.
 */
export function simFleets(db: Db): SimFleet[] {
  fleetWorld(db);
  return fleetTable(db, 'fleet')
    .slice(0, STAFFED_FLEETS)
    .map((r) => ({
      fleetId: String(r.id),
      fleetName: String(r.fleetName ?? ''),
      tenantId: String(r.tenantId ?? ''),
      size: 1 + (hashText(String(r.id)) % 4),
    }));
}

/** How many fleets the companies in scope have, as their fleet lists count them. */
const fleetCountOf = (db: Db, scope: Scope) =>
  fleetTable(db, 'fleet').filter((r) => scope.tenantIds.includes(String(r.tenantId ?? ''))).length;

function fleetsOf(db: Db, scope: Scope) {
  return simFleets(db).filter(inScope(scope));
}

/** The UTC day of a simulator time text ('yyyy-MM-dd HH:mm:ss' in China time, as services/mock/seed.ts writes it). */
function dayOfTimeText(text: unknown): string | null {
  const m = /^(\d{4})-(\d{2})-(\d{2})[ T](\d{2}):(\d{2})(?::(\d{2}))?/.exec(String(text ?? ''));
  if (!m) return null;
  return msToDay(Date.UTC(Number(m[1]), Number(m[2]) - 1, Number(m[3]), Number(m[4]), Number(m[5]), Number(m[6] ?? 0)) - 8 * 3600_000);
}

/** Member card recharges recorded in the card flows (flow type 充值), by fleet, over the days: count and fen. */
function cardRechargesByFleet(db: Db, days: readonly string[]): Map<string, { count: number; amount: number }> {
  const wanted = new Set(days);
  const out = new Map<string, { count: number; amount: number }>();
  for (const f of fleetTable(db, 'fleet-member-account-flow')) {
    if (Number(f.flowType) !== FLOW_TYPE.recharge.code) continue;
    const day = dayOfTimeText(f.createTime);
    if (!day || !wanted.has(day)) continue;
    const amount = Number(f.amount);
    if (!Number.isSafeInteger(amount)) continue;
    const sum = out.get(String(f.fleetId)) ?? { count: 0, amount: 0 };
    sum.count += 1;
    sum.amount += amount;
    out.set(String(f.fleetId), sum);
  }
  return out;
}

/** Overall figures of the companies in scope for a range. */
export function overallData(db: Db, scope: Scope, days: readonly string[]): OverallData {
  const sales = salesStatistics(db, scope, days);
  let rechargeAmount = 0;
  for (const t of scope.tenantIds) for (const d of days) rechargeAmount += companyRechargeDay(scope, t, d).amount;
  const fuel = sales.categories.find((c) => c.category === 'fuel')!;
  const goods = sales.categories.find((c) => c.category === 'goods')!;
  return {
    orderCount: sales.total.orderCount,
    orderAmount: sales.total.amount,
    fuelAmount: fuel.amount,
    goodsAmount: goods.amount,
    rechargeAmount,
    stationCount: stationsOf(scope).length,
    fleetCount: fleetCountOf(db, scope),
    staffCount: db.users.filter(inScope(scope)).length,
  };
}

/** Staff accounts per tenant in scope; a user counts as active when its status is 1. */
export function staffTotals(db: Db, scope: Scope): StaffTotals {
  const tenants = scope.tenantIds.map((tenantId) => {
    const users = db.users.filter((u) => u.tenantId === tenantId);
    return { tenantId, tenantName: tenantName(db, tenantId), count: users.length, activeCount: users.filter((u) => u.status === 1).length };
  });
  return { total: tenants.reduce((a, t) => a + t.count, 0), activeTotal: tenants.reduce((a, t) => a + t.activeCount, 0), tenants };
}

/** Consuming staff of the companies in scope for a range, best first (those who bought nothing are left out). */
export function consumers(db: Db, scope: Scope, days: readonly string[]): Consumer[] {
  return worldOf(scope.seed)
    .consumers.filter(inScope(scope))
    .map((c) => {
      let orderCount = 0;
      let consumeAmount = 0;
      for (const d of days) {
        const x = consumerDay(scope, c, d);
        orderCount += x.orderCount;
        consumeAmount += x.amount;
      }
      return {
        id: c.id,
        realName: c.realName,
        phone: `${c.phone.slice(0, 3)}****${c.phone.slice(7)}`,
        companyName: tenantName(db, c.tenantId),
        orderCount,
        consumeAmount,
      };
    })
    .filter((c) => c.orderCount > 0)
    .sort((a, b) => b.consumeAmount - a.consumeAmount || a.id.localeCompare(b.id));
}

/** Platform headline figures. */
export function statsTop(db: Db, scope: Scope, days: readonly string[]): StatsTop {
  const o = overallData(db, scope, days);
  return {
    tenantCount: db.tenants.filter((t) => t.tenantType !== '').length,
    stationCount: o.stationCount,
    fleetCount: o.fleetCount,
    userCount: db.users.length,
    orderCount: o.orderCount,
    orderAmount: o.orderAmount,
    rechargeAmount: o.rechargeAmount,
  };
}

/** Platform trend by day. */
export function statsMiddle(db: Db, scope: Scope, days: readonly string[]): StatsMiddle {
  const sales = salesStatistics(db, scope, days);
  return {
    days: sales.days.map((d) => ({
      date: d.date,
      orderCount: d.orderCount,
      orderAmount: d.amount,
      rechargeAmount: scope.tenantIds.reduce((a, t) => a + companyRechargeDay(scope, t, d.date).amount, 0),
    })),
  };
}

/** Platform ranking of companies and the share of station types. */
export function statsBottom(db: Db, scope: Scope, days: readonly string[]): StatsBottom {
  const tenants = scope.tenantIds
    .map((tenantId) => {
      const s = salesStatistics(db, { ...scope, tenantIds: [tenantId] }, days);
      return { tenantId, tenantName: tenantName(db, tenantId), orderCount: s.total.orderCount, orderAmount: s.total.amount };
    })
    .sort((a, b) => b.orderAmount - a.orderAmount);
  const sales = salesStatistics(db, scope, days);
  const siteTypes = (['1', '2', '3'] as const).map((siteType) => {
    const of = sales.stations.filter((s) => s.siteType === siteType);
    return { siteType, orderCount: of.reduce((a, s) => a + s.orderCount, 0), orderAmount: of.reduce((a, s) => a + s.amount, 0) };
  });
  return { tenants, siteTypes };
}

/** One purchase type on one day, over the scope: 1 fuel (pumps), 2 goods (shops), 3 card recharges. */
function purchaseDay(scope: Scope, type: PurchaseType, day: string): { orderCount: number; amount: number } {
  if (type === '3') {
    return scope.tenantIds.reduce(
      (a, t) => {
        const r = companyRechargeDay(scope, t, day);
        return { orderCount: a.orderCount + r.count, amount: a.amount + r.amount };
      },
      { orderCount: 0, amount: 0 },
    );
  }
  let orderCount = 0;
  let amount = 0;
  for (const s of stationsOf(scope)) {
    const sd = stationDay(scope, s, day);
    if (type === '2') {
      orderCount += sd.goods.orderCount;
      amount += sd.goods.amount;
    } else {
      for (const g of sd.grades) {
        orderCount += g.orderCount;
        amount += g.amount;
      }
    }
  }
  return { orderCount, amount };
}

/** Purchases of a month by type. */
export function purchase(scope: Scope, month: string): Purchase {
  const days = daysOfMonth(month);
  const byType = (['1', '2', '3'] as const).map((type) => {
    const sums = days.map((d) => purchaseDay(scope, type, d));
    return { type, orderCount: sums.reduce((a, x) => a + x.orderCount, 0), amount: sums.reduce((a, x) => a + x.amount, 0) };
  });
  return { date: month, total: byType.reduce((a, t) => a + t.amount, 0), orderCount: byType.reduce((a, t) => a + t.orderCount, 0), byType };
}

/** One purchase type by day of a month. */
export function purchaseChart(scope: Scope, month: string, type: PurchaseType): PurchaseChart {
  return { date: month, type, days: daysOfMonth(month).map((date) => ({ date, ...purchaseDay(scope, type, date) })) };
}

/** Tenants by type, stations by type, fleets and users. */
export function census(db: Db, scope: Scope): Census {
  const stations = stationsOf(scope);
  return {
    tenants: (['1', '2', '3'] as const).map((tenantType) => ({
      tenantType,
      count: db.tenants.filter((t) => t.tenantType === tenantType).length,
    })),
    stations: (['1', '2', '3'] as const).map((siteType) => ({ siteType, count: stations.filter((s) => s.siteType === siteType).length })),
    fleetCount: fleetCountOf(db, scope),
    userCount: db.users.length,
  };
}

function fleetSums(scope: Scope, fl: SimFleet, days: readonly string[]): FleetDay {
  const out: FleetDay = { orderCount: 0, quantity: 0, amount: 0, rechargeCount: 0, rechargeAmount: 0 };
  for (const d of days) {
    const x = fleetDay(scope, fl, d);
    out.orderCount += x.orderCount;
    out.quantity += x.quantity;
    out.amount += x.amount;
    out.rechargeCount += x.rechargeCount;
    out.rechargeAmount += x.rechargeAmount;
  }
  return out;
}

/** Fuel orders by fleet, best first. */
export function fleetOilOrders(db: Db, scope: Scope, days: readonly string[]): FleetOilOrders[] {
  return fleetsOf(db, scope)
    .map((fl) => {
      const s = fleetSums(scope, fl, days);
      return {
        fleetId: fl.fleetId,
        fleetName: fl.fleetName,
        tenantName: tenantName(db, fl.tenantId),
        orderCount: s.orderCount,
        quantity: s.quantity,
        amount: s.amount,
      };
    })
    .sort(byAmountDesc);
}

/**
 * Recharges by fleet, best first: the fleet's history before the simulator's records (the day atoms) plus every
 * member card recharge of the card flows (`fleet-member-account-flow`, flow type 充值) on the days — so a card
 * recharge adds exactly its amount to its fleet here and to the fleet totals.
 */
export function fleetRecharges(db: Db, scope: Scope, days: readonly string[]): FleetRecharge[] {
  const recorded = cardRechargesByFleet(db, days);
  return fleetsOf(db, scope)
    .map((fl) => {
      const s = fleetSums(scope, fl, days);
      const r = recorded.get(fl.fleetId) ?? { count: 0, amount: 0 };
      return {
        fleetId: fl.fleetId,
        fleetName: fl.fleetName,
        tenantName: tenantName(db, fl.tenantId),
        rechargeCount: s.rechargeCount + r.count,
        rechargeAmount: s.rechargeAmount + r.amount,
      };
    })
    .sort((a, b) => b.rechargeAmount - a.rechargeAmount);
}

/** Fleet purchase totals: the sums over the fleets of the rankings. */
export function fleetPurchaseTotal(db: Db, scope: Scope, days: readonly string[]): FleetPurchaseTotal {
  const orders = fleetOilOrders(db, scope, days);
  const recharges = fleetRecharges(db, scope, days);
  return {
    fleetCount: orders.length,
    purchaseAmount: orders.reduce((a, f) => a + f.amount, 0),
    orderCount: orders.reduce((a, f) => a + f.orderCount, 0),
    rechargeAmount: recharges.reduce((a, f) => a + f.rechargeAmount, 0),
    rechargeCount: recharges.reduce((a, f) => a + f.rechargeCount, 0),
  };
}

/** Refuelling at the stations of one type, by day and by grade, with the cashback of each grade. */
export function refuelingWater(scope: Scope, siteType: SiteType, days: readonly string[]): RefuelingWater {
  const stations = stationsOf(scope, siteType);
  const grades = GRADES[siteType].map((g) => ({
    grade: g.grade,
    orderCount: 0,
    quantity: 0,
    amount: 0,
    refundRatio: g.refundRatio,
    refundAmount: 0,
  }));
  const outDays = days.map((date) => {
    const day = { date, orderCount: 0, quantity: 0, amount: 0 };
    for (const s of stations) {
      stationDay(scope, s, date).grades.forEach((g, i) => {
        day.orderCount += g.orderCount;
        day.quantity += g.quantity;
        day.amount += g.amount;
        const sum = grades[i]!;
        sum.orderCount += g.orderCount;
        sum.quantity += g.quantity;
        sum.amount += g.amount;
      });
    }
    return day;
  });
  for (const g of grades) g.refundAmount = basisPointsOfFen(g.amount, g.refundRatio);
  const total = grades.reduce(
    (a, g) => ({
      orderCount: a.orderCount + g.orderCount,
      quantity: a.quantity + g.quantity,
      amount: a.amount + g.amount,
      refundAmount: a.refundAmount + g.refundAmount,
    }),
    { orderCount: 0, quantity: 0, amount: 0, refundAmount: 0 },
  );
  return { siteType, days: outDays, grades, total };
}

/** Money recharged into the companies' accounts and spent at their stations of one type, by day. */
export function companyFlowData(scope: Scope, siteType: SiteType, days: readonly string[]): CompanyFlowData {
  const refuel = refuelingWater(scope, siteType, days);
  const outDays = refuel.days.map((d) => ({
    date: d.date,
    rechargeAmount: scope.tenantIds.reduce((a, t) => a + companyRechargeDay(scope, t, d.date).amount, 0),
    consumeAmount: d.amount,
  }));
  return {
    siteType,
    days: outDays,
    total: {
      rechargeAmount: outDays.reduce((a, d) => a + d.rechargeAmount, 0),
      consumeAmount: outDays.reduce((a, d) => a + d.consumeAmount, 0),
    },
  };
}
