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

export function salesTrend(t: TFunction, s: SalesStatistics): ChartSpec {
  return {
    kind: 'line',
    title: t('chart.salesTrend'),
    categoryLabel: t('table.date'),
    categories: dateLabels(s.days.map((d) => d.date)),
    series: [
      { name: t('series.amount'), values: s.days.map((d) => d.amount), format: 'money' },
      { name: t('series.orderCount'), values: s.days.map((d) => d.orderCount), format: 'count' },
    ],
  };
}

export function orderTrend(t: TFunction, s: SalesStatistics): ChartSpec {
  return {
    kind: 'bar',
    title: t('chart.orderTrend'),
    categoryLabel: t('table.date'),
    categories: dateLabels(s.days.map((d) => d.date)),
    series: [{ name: t('series.orderCount'), values: s.days.map((d) => d.orderCount), format: 'count' }],
  };
}

export function stationRanking(t: TFunction, s: SalesStatistics, by: 'amount' | 'orderCount' = 'amount', size = RANKING_SIZE): ChartSpec {
  const top = [...s.stations].sort((a, b) => b[by] - a[by]).slice(0, size);
  return {
    kind: 'bar',
    horizontal: true,
    title: t(by === 'amount' ? 'chart.stationRanking' : 'chart.stationOrderRanking'),
    categoryLabel: t('column.station'),
    categories: top.map((x) => x.siteName),
    series:
      by === 'amount'
        ? [{ name: t('series.amount'), values: top.map((x) => x.amount), format: 'money' }]
        : [
            { name: t('series.orderCount'), values: top.map((x) => x.orderCount), format: 'count' },
            { name: t('series.amount'), values: top.map((x) => x.amount), format: 'money' },
          ],
  };
}

/** The stations of a ranking in the order `stationRanking` shows them. */
export const rankedStations = (s: SalesStatistics, by: 'amount' | 'orderCount' = 'amount', size = RANKING_SIZE) => [...s.stations].sort((a, b) => b[by] - a[by]).slice(0, size);

export function salesShare(t: TFunction, s: SalesStatistics): ChartSpec {
  return {
    kind: 'pie',
    title: t('chart.salesShare'),
    categoryLabel: t('table.item'),
    categories: s.categories.map((c) => t(`category.${c.category}`)),
    series: [{ name: t('series.amount'), values: s.categories.map((c) => c.amount), format: 'money' }],
  };
}

export function gradeShare(t: TFunction, r: RefuelingWater): ChartSpec {
  return {
    kind: 'pie',
    title: t('chart.gradeShare'),
    categoryLabel: t('column.grade'),
    categories: r.grades.map((g) => t(`grade.${g.grade}`)),
    series: [{ name: t('series.amount'), values: r.grades.map((g) => g.amount), format: 'money' }],
  };
}

export function refundShare(t: TFunction, r: RefuelingWater): ChartSpec {
  return {
    kind: 'pie',
    title: t('chart.refundShare'),
    categoryLabel: t('column.grade'),
    categories: r.grades.map((g) => t(`grade.${g.grade}`)),
    series: [{ name: t('series.refundAmount'), values: r.grades.map((g) => g.refundAmount), format: 'money' }],
  };
}

export function quantityTrend(t: TFunction, r: RefuelingWater): ChartSpec {
  return {
    kind: 'line',
    title: t('chart.quantityTrend'),
    categoryLabel: t('table.date'),
    categories: dateLabels(r.days.map((d) => d.date)),
    series: [
      { name: t('series.quantity'), values: r.days.map((d) => d.quantity), format: quantityFormat(r.siteType) },
      { name: t('series.amount'), values: r.days.map((d) => d.amount), format: 'money' },
    ],
  };
}

export function companyFlow(t: TFunction, f: CompanyFlowData): ChartSpec {
  return {
    kind: 'line',
    title: t('chart.companyFlow'),
    categoryLabel: t('table.date'),
    categories: dateLabels(f.days.map((d) => d.date)),
    series: [
      { name: t('series.rechargeAmount'), values: f.days.map((d) => d.rechargeAmount), format: 'money' },
      { name: t('series.consumeAmount'), values: f.days.map((d) => d.consumeAmount), format: 'money' },
    ],
  };
}

export function platformTrend(t: TFunction, m: StatsMiddle): ChartSpec {
  return {
    kind: 'line',
    title: t('chart.platformTrend'),
    categoryLabel: t('table.date'),
    categories: dateLabels(m.days.map((d) => d.date)),
    series: [
      { name: t('series.orderAmount'), values: m.days.map((d) => d.orderAmount), format: 'money' },
      { name: t('series.rechargeAmount'), values: m.days.map((d) => d.rechargeAmount), format: 'money' },
    ],
  };
}

export function tenantRanking(t: TFunction, b: StatsBottom): ChartSpec {
  return {
    kind: 'bar',
    horizontal: true,
    title: t('chart.tenantRanking'),
    categoryLabel: t('column.company'),
    categories: b.tenants.map((x) => x.tenantName),
    series: [{ name: t('series.orderAmount'), values: b.tenants.map((x) => x.orderAmount), format: 'money' }],
  };
}

export function siteTypeShare(t: TFunction, b: StatsBottom): ChartSpec {
  return {
    kind: 'pie',
    title: t('chart.siteTypeShare'),
    categoryLabel: t('column.siteType'),
    categories: b.siteTypes.map((x) => t(`siteType.${x.siteType}`)),
    series: [{ name: t('series.orderAmount'), values: b.siteTypes.map((x) => x.orderAmount), format: 'money' }],
  };
}

export function censusTenants(t: TFunction, c: Census): ChartSpec {
  return {
    kind: 'pie',
    title: t('chart.censusTenants'),
    categoryLabel: t('table.item'),
    categories: c.tenants.map((x) => t(`tenantType.${x.tenantType}`)),
    series: [{ name: t('series.count'), values: c.tenants.map((x) => x.count), format: 'number' }],
  };
}

export function censusStations(t: TFunction, c: Census): ChartSpec {
  return {
    kind: 'bar',
    title: t('chart.censusStations'),
    categoryLabel: t('column.siteType'),
    categories: c.stations.map((x) => t(`siteType.${x.siteType}`)),
    series: [{ name: t('series.count'), values: c.stations.map((x) => x.count), format: 'number' }],
  };
}

export function purchaseShare(t: TFunction, p: Purchase): ChartSpec {
  return {
    kind: 'pie',
    title: t('chart.purchaseShare'),
    categoryLabel: t('filter.purchaseType'),
    categories: p.byType.map((x) => t(`purchaseType.${x.type}`)),
    series: [{ name: t('series.amount'), values: p.byType.map((x) => x.amount), format: 'money' }],
  };
}

export function purchaseDaily(t: TFunction, c: PurchaseChart): ChartSpec {
  return {
    kind: 'bar',
    title: `${t('chart.purchaseDaily')} · ${t(`purchaseType.${c.type}`)}`,
    categoryLabel: t('table.date'),
    categories: dateLabels(c.days.map((d) => d.date)),
    series: [{ name: t('series.amount'), values: c.days.map((d) => d.amount), format: 'money' }],
  };
}

export function fleetOrderRanking(t: TFunction, rows: readonly FleetOilOrders[], size = RANKING_SIZE): ChartSpec {
  const top = rows.slice(0, size);
  return {
    kind: 'bar',
    horizontal: true,
    title: t('chart.fleetOrderRanking'),
    categoryLabel: t('column.fleet'),
    categories: top.map((x) => x.fleetName),
    series: [
      { name: t('series.amount'), values: top.map((x) => x.amount), format: 'money' },
      { name: t('series.orderCount'), values: top.map((x) => x.orderCount), format: 'count' },
    ],
  };
}

export function fleetRechargeRanking(t: TFunction, rows: readonly FleetRecharge[], size = RANKING_SIZE): ChartSpec {
  const top = rows.slice(0, size);
  return {
    kind: 'bar',
    horizontal: true,
    title: t('chart.fleetRechargeRanking'),
    categoryLabel: t('column.fleet'),
    categories: top.map((x) => x.fleetName),
    series: [{ name: t('series.rechargeAmount'), values: top.map((x) => x.rechargeAmount), format: 'money' }],
  };
}

export function staffByTenant(t: TFunction, s: StaffTotals): ChartSpec {
  return {
    kind: 'bar',
    title: t('chart.staffByTenant'),
    categoryLabel: t('column.company'),
    categories: s.tenants.map((x) => x.tenantName),
    series: [
      { name: t('kpi.staffTotal'), values: s.tenants.map((x) => x.count), format: 'people' },
      { name: t('kpi.staffActive'), values: s.tenants.map((x) => x.activeCount), format: 'people' },
    ],
  };
}

export function consumerRanking(t: TFunction, rows: readonly Consumer[]): ChartSpec {
  return {
    kind: 'bar',
    horizontal: true,
    title: t('chart.consumerRanking'),
    categoryLabel: t('column.realName'),
    categories: rows.map((x) => `${x.realName}（${x.phone}）`),
    series: [
      { name: t('series.consumeAmount'), values: rows.map((x) => x.consumeAmount), format: 'money' },
      { name: t('series.orderCount'), values: rows.map((x) => x.orderCount), format: 'count' },
    ],
  };
}
