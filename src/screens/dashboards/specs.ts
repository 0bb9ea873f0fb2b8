/** The charts of the dashboards, built from the answers (pure: answers and a translate function in, specs out). */
import type { TFunction } from 'i18next';
import type {
  Census,
  CompanyFlowData,
  Consumer,
  FleetOilOrders,
  FleetRecharge,
  Purchase,
  PurchaseChart,
  RefuelingWater,
  SalesStatistics,
  SiteType,
  StaffTotals,
  StatsBottom,
  StatsMiddle,
} from '@services/api/dashboards/types';
import type { ChartSpec, ValueFormat } from './chart-spec';

/** How many entries a ranking chart shows. */
export const RANKING_SIZE = 10;

/** A date label: MM-dd, the year only when the range spans two years. */
const dateLabels = (dates: readonly string[]) => {
  const years = new Set(dates.map((d) => d.slice(0, 4)));
  return dates.map((d) => (years.size > 1 ? d : d.slice(5)));
};

export const quantityFormat = (siteType: SiteType): ValueFormat => `quantity${siteType}`;

/** One series of a chart: its name key, how a row gives its value, how the value is written. */
type SeriesOf<R> = readonly [nameKey: string, value: (row: R) => number, format: ValueFormat];

interface ChartOf<R> {
  kind: ChartSpec['kind'];
  horizontal?: boolean;
  title: string;
  categoryLabelKey: string;
  rows: readonly R[];
  category: (row: R) => string;
  series: ReadonlyArray<SeriesOf<R>>;
}

/** A chart of rows: one category per row, one series per value taken from the rows. */
function chartOf<R>(t: TFunction, c: ChartOf<R>): ChartSpec {
  return {
    kind: c.kind,
    ...(c.horizontal ? { horizontal: true } : {}),
    title: c.title,
    categoryLabel: t(c.categoryLabelKey),
    categories: c.rows.map(c.category),
    series: c.series.map(([nameKey, value, format]) => ({ name: t(nameKey), values: c.rows.map(value), format })),
  };
}

/** A chart by date (trends): the categories are the days' dates. */
const byDate = <R extends { date: string }>(
  t: TFunction,
  kind: 'line' | 'bar',
  title: string,
  rows: readonly R[],
  series: ReadonlyArray<SeriesOf<R>>,
): ChartSpec => ({
  ...chartOf(t, { kind, title, categoryLabelKey: 'table.date', rows, category: (d) => d.date, series }),
  categories: dateLabels(rows.map((d) => d.date)),
});

/** A chart with one category per row, drawn in `shape`: rankings as horizontal bars (best at the top), shares as a pie. */
const byCategory =
  (shape: Pick<ChartOf<unknown>, 'kind' | 'horizontal'>) =>
  <R>(
    t: TFunction,
    titleKey: string,
    categoryLabelKey: string,
    rows: readonly R[],
    category: (row: R) => string,
    series: ReadonlyArray<SeriesOf<R>>,
  ): ChartSpec =>
    chartOf(t, { ...shape, title: t(titleKey), categoryLabelKey, rows, category, series });

const ranking = byCategory({ kind: 'bar', horizontal: true });

const amount = <R extends { amount: number }>(nameKey = 'series.amount'): SeriesOf<R> => [nameKey, (r) => r.amount, 'money'];
const orderCount = <R extends { orderCount: number }>(): SeriesOf<R> => ['series.orderCount', (r) => r.orderCount, 'count'];

export const salesTrend = (t: TFunction, s: SalesStatistics): ChartSpec =>
  byDate(t, 'line', t('chart.salesTrend'), s.days, [amount(), orderCount()]);

export const orderTrend = (t: TFunction, s: SalesStatistics): ChartSpec => byDate(t, 'bar', t('chart.orderTrend'), s.days, [orderCount()]);

export function stationRanking(t: TFunction, s: SalesStatistics, by: 'amount' | 'orderCount' = 'amount', size = RANKING_SIZE): ChartSpec {
  const series = by === 'amount' ? [amount()] : [orderCount(), amount()];
  return ranking(
    t,
    by === 'amount' ? 'chart.stationRanking' : 'chart.stationOrderRanking',
    'column.station',
    rankedStations(s, by, size),
    (x) => x.siteName,
    series,
  );
}

/** The stations of a ranking in the order `stationRanking` shows them. */
export const rankedStations = (s: SalesStatistics, by: 'amount' | 'orderCount' = 'amount', size = RANKING_SIZE) =>
  [...s.stations].sort((a, b) => b[by] - a[by]).slice(0, size);

/** A pie of shares, one slice per row. */
const share = byCategory({ kind: 'pie' });

export const salesShare = (t: TFunction, s: SalesStatistics): ChartSpec =>
  share(t, 'chart.salesShare', 'table.item', s.categories, (c) => t(`category.${c.category}`), [amount()]);

export const gradeShare = (t: TFunction, r: RefuelingWater): ChartSpec =>
  share(t, 'chart.gradeShare', 'column.grade', r.grades, (g) => t(`grade.${g.grade}`), [amount()]);

export const refundShare = (t: TFunction, r: RefuelingWater): ChartSpec =>
  share(t, 'chart.refundShare', 'column.grade', r.grades, (g) => t(`grade.${g.grade}`), [
    ['series.refundAmount', (g) => g.refundAmount, 'money'],
  ]);

export const quantityTrend = (t: TFunction, r: RefuelingWater): ChartSpec =>
  byDate(t, 'line', t('chart.quantityTrend'), r.days, [['series.quantity', (d) => d.quantity, quantityFormat(r.siteType)], amount()]);

export const companyFlow = (t: TFunction, f: CompanyFlowData): ChartSpec =>
  byDate(t, 'line', t('chart.companyFlow'), f.days, [
    ['series.rechargeAmount', (d) => d.rechargeAmount, 'money'],
    ['series.consumeAmount', (d) => d.consumeAmount, 'money'],
  ]);

export const platformTrend = (t: TFunction, m: StatsMiddle): ChartSpec =>
  byDate(t, 'line', t('chart.platformTrend'), m.days, [
    ['series.orderAmount', (d) => d.orderAmount, 'money'],
    ['series.rechargeAmount', (d) => d.rechargeAmount, 'money'],
  ]);

const orderAmount = <R extends { orderAmount: number }>(): SeriesOf<R> => ['series.orderAmount', (x) => x.orderAmount, 'money'];

export const tenantRanking = (t: TFunction, b: StatsBottom): ChartSpec =>
  ranking(t, 'chart.tenantRanking', 'column.company', b.tenants, (x) => x.tenantName, [orderAmount()]);

export const siteTypeShare = (t: TFunction, b: StatsBottom): ChartSpec =>
  share(t, 'chart.siteTypeShare', 'column.siteType', b.siteTypes, (x) => t(`siteType.${x.siteType}`), [orderAmount()]);

const count = <R extends { count: number }>(): SeriesOf<R> => ['series.count', (x) => x.count, 'number'];

export const censusTenants = (t: TFunction, c: Census): ChartSpec =>
  share(t, 'chart.censusTenants', 'table.item', c.tenants, (x) => t(`tenantType.${x.tenantType}`), [count()]);

export const censusStations = (t: TFunction, c: Census): ChartSpec =>
  chartOf(t, {
    kind: 'bar',
    title: t('chart.censusStations'),
    categoryLabelKey: 'column.siteType',
    rows: c.stations,
    category: (x) => t(`siteType.${x.siteType}`),
    series: [count()],
  });

export const purchaseShare = (t: TFunction, p: Purchase): ChartSpec =>
  share(t, 'chart.purchaseShare', 'filter.purchaseType', p.byType, (x) => t(`purchaseType.${x.type}`), [amount()]);

export const purchaseDaily = (t: TFunction, c: PurchaseChart): ChartSpec =>
  byDate(t, 'bar', `${t('chart.purchaseDaily')} · ${t(`purchaseType.${c.type}`)}`, c.days, [amount()]);

export const fleetOrderRanking = (t: TFunction, rows: readonly FleetOilOrders[], size = RANKING_SIZE): ChartSpec =>
  ranking(t, 'chart.fleetOrderRanking', 'column.fleet', rows.slice(0, size), (x) => x.fleetName, [amount(), orderCount()]);

export const fleetRechargeRanking = (t: TFunction, rows: readonly FleetRecharge[], size = RANKING_SIZE): ChartSpec =>
  ranking(t, 'chart.fleetRechargeRanking', 'column.fleet', rows.slice(0, size), (x) => x.fleetName, [
    ['series.rechargeAmount', (x) => x.rechargeAmount, 'money'],
  ]);

export const staffByTenant = (t: TFunction, s: StaffTotals): ChartSpec =>
  chartOf(t, {
    kind: 'bar',
    title: t('chart.staffByTenant'),
    categoryLabelKey: 'column.company',
    rows: s.tenants,
    category: (x) => x.tenantName,
    series: [
      ['kpi.staffTotal', (x) => x.count, 'people'],
      ['kpi.staffActive', (x) => x.activeCount, 'people'],
    ],
  });

export const consumerRanking = (t: TFunction, rows: readonly Consumer[]): ChartSpec =>
  ranking(t, 'chart.consumerRanking', 'column.realName', rows, (x) => `${x.realName}（${x.phone}）`, [
    ['series.consumeAmount', (x) => x.consumeAmount, 'money'],
    orderCount(),
  ]);
