import { seedDb } from '@services/mock/seed';
import * as model from '@services/mock/dashboard/model';
import { daysOf, daysOfMonth, dayToMs, spanDays } from '@services/mock/dashboard/calendar';

const db = seedDb();
const NOW = Date.UTC(2026, 10, 21, 8); // 2026-11-21
const all = model.scopeOf(db, NOW, model.COMPANY_TENANTS);
const supplier = model.scopeOf(db, NOW, ['100001']);
const last30 = daysOf('2026-10-23', '2026-11-21');
const last7 = daysOf('2026-11-15', '2026-11-21');
const sum = (xs: readonly number[]) => xs.reduce((a, b) => a + b, 0);

test('the calendar counts days in UTC, both ends included, and refuses unreal days', () => {
  expect(daysOf('2026-02-27', '2026-03-01')).toEqual(['2026-02-27', '2026-02-28', '2026-03-01']);
  expect(spanDays('2024-01-01', '2024-12-31')).toBe(366);
  expect(daysOfMonth('2024-02')).toHaveLength(29);
  expect(dayToMs('2026-02-30')).toBeNull();
  expect(daysOf('2026-03-02', '2026-03-01')).toEqual([]);
});

test('the same seed and days give the same figures; another seed gives others', () => {
  expect(model.salesStatistics(db, all, last30)).toEqual(model.salesStatistics(seedDb(), all, last30));
  const other = seedDb(7);
  expect(model.salesStatistics(other, model.scopeOf(other, NOW, model.COMPANY_TENANTS), last30).total).not.toEqual(
    model.salesStatistics(db, all, last30).total,
  );
});

test('sales totals equal the sums of days, of stations and of categories', () => {
  const s = model.salesStatistics(db, all, last30);
  expect(s.days).toHaveLength(30);
  expect(s.total.amount).toBeGreaterThan(0);
  expect(sum(s.days.map((d) => d.amount))).toBe(s.total.amount);
  expect(sum(s.stations.map((d) => d.amount))).toBe(s.total.amount);
  expect(sum(s.categories.map((d) => d.amount))).toBe(s.total.amount);
  expect(sum(s.days.map((d) => d.orderCount))).toBe(s.total.orderCount);
  expect(sum(s.stations.map((d) => d.orderCount))).toBe(s.total.orderCount);
  // best first
  expect(s.stations.map((x) => x.amount)).toEqual([...s.stations.map((x) => x.amount)].sort((a, b) => b - a));
  for (const d of s.days) expect(Number.isSafeInteger(d.amount)).toBe(true);
});

test('the figures follow the date filter: a week is part of the month, days after today are empty', () => {
  const month = model.salesStatistics(db, all, last30);
  const week = model.salesStatistics(db, all, last7);
  expect(week.total.amount).toBeLessThan(month.total.amount);
  expect(week.days).toEqual(month.days.slice(-7));
  const future = model.salesStatistics(db, all, daysOf('2026-11-22', '2026-12-01'));
  expect(future.total).toEqual({ orderCount: 0, amount: 0 });
});

test('a company sees its own stations; the platform sees the sum of the companies', () => {
  const own = model.salesStatistics(db, supplier, last30);
  expect(new Set(own.stations.map((s) => s.tenantName))).toEqual(new Set(['华北石化能源供应有限公司']));
  const parts = model.COMPANY_TENANTS.map((t) => model.salesStatistics(db, model.scopeOf(db, NOW, [t]), last30).total.amount);
  expect(sum(parts)).toBe(model.salesStatistics(db, all, last30).total.amount);
});

test('overall data and platform stats agree with the sales and with each other', () => {
  const o = model.overallData(db, all, last30);
  expect(o.orderAmount).toBe(o.fuelAmount + o.goodsAmount);
  const top = model.statsTop(db, all, last30);
  const middle = model.statsMiddle(db, all, last30);
  const bottom = model.statsBottom(db, all, last30);
  expect(top.orderAmount).toBe(o.orderAmount);
  expect(sum(middle.days.map((d) => d.orderAmount))).toBe(top.orderAmount);
  expect(sum(middle.days.map((d) => d.rechargeAmount))).toBe(top.rechargeAmount);
  expect(sum(bottom.tenants.map((t) => t.orderAmount))).toBe(top.orderAmount);
  expect(sum(bottom.siteTypes.map((t) => t.orderAmount))).toBe(top.orderAmount);
  expect(top.tenantCount).toBe(db.tenants.filter((t) => t.tenantType !== '').length);
  expect(top.userCount).toBe(db.users.length);
});

test('purchases of a month: the total is the sum of the types, and each type is the sum of its days', () => {
  const p = model.purchase(all, '2026-10');
  expect(p.total).toBe(sum(p.byType.map((x) => x.amount)));
  for (const type of ['1', '2', '3'] as const) {
    const chart = model.purchaseChart(all, '2026-10', type);
    expect(chart.days).toHaveLength(31);
    expect(sum(chart.days.map((d) => d.amount))).toBe(p.byType.find((x) => x.type === type)!.amount);
  }
});

test('fleet totals are the sums of the fleet rankings', () => {
  const total = model.fleetPurchaseTotal(db, all, last30);
  const orders = model.fleetOilOrders(db, all, last30);
  const recharges = model.fleetRecharges(db, all, last30);
  expect(total.fleetCount).toBe(orders.length);
  expect(total.purchaseAmount).toBe(sum(orders.map((f) => f.amount)));
  expect(total.orderCount).toBe(sum(orders.map((f) => f.orderCount)));
  expect(total.rechargeAmount).toBe(sum(recharges.map((f) => f.rechargeAmount)));
  expect(total.purchaseAmount).toBeGreaterThan(0);
});

test('refuelling by grade: totals are sums, cashback is amount × ratio / 10000 per grade', () => {
  const r = model.refuelingWater(all, '1', last30);
  expect(r.grades.map((g) => g.grade)).toEqual(['92', '95', '98', '0']);
  expect(sum(r.days.map((d) => d.amount))).toBe(r.total.amount);
  expect(sum(r.grades.map((g) => g.amount))).toBe(r.total.amount);
  expect(sum(r.grades.map((g) => g.refundAmount))).toBe(r.total.refundAmount);
  const g92 = r.grades[0]!;
  expect(g92.refundRatio).toBe(150);
  expect(g92.refundAmount).toBe(Math.round((g92.amount * 150) / 10000));
  expect(model.refuelingWater(all, '2', last30).grades.map((g) => g.grade)).toEqual(['CNG', 'LNG']);
  const flow = model.companyFlowData(all, '1', last30);
  expect(flow.total.consumeAmount).toBe(r.total.amount);
});

test('staff totals come from the user table; consumers are ranked and masked', () => {
  const staff = model.staffTotals(db, all);
  expect(staff.total).toBe(db.users.filter((u) => model.COMPANY_TENANTS.includes(u.tenantId)).length);
  expect(staff.total).toBe(sum(staff.tenants.map((t) => t.count)));
  const people = model.consumers(db, supplier, last30);
  expect(people.length).toBeGreaterThan(0);
  expect(people.every((c) => /^1\d{2}\*{4}\d{4}$/.test(c.phone))).toBe(true);
  expect(people.map((c) => c.consumeAmount)).toEqual([...people.map((c) => c.consumeAmount)].sort((a, b) => b - a));
});
