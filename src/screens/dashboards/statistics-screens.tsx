/**
 * The statistics screens (spec 002 §2 and §7 "Dashboards") and the shop and mall home pages (spec 000 §2): each has
 * a period filter; rankings link to their detail route, and a detail route opened from a ranking (with siteId,
 * tenantId or fleetId in its address) says what it is narrowed to and how to see everything.
 */
import { useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useLocation, useSearchParams } from 'react-router-dom';
import { Button, Callout, HTMLTable, Intent } from '@blueprintjs/core';
import { dashboardApi } from '@services/api/dashboards/client';
import { SITE_TYPES, type DayRange, type RefuelingWater, type SalesStatistics, type SiteType } from '@services/api/dashboards/types';
import { PageFrame } from '@/components/page-frame';
import '@/i18n/dashboards-namespace';
import './dashboards.css';
import { formatBasisPoints } from './chart-spec';
import { RangeFilter, SiteTypeSelect } from './filters';
import {
  Chart,
  ChartPanel,
  EmptyNote,
  SummaryPanel,
  FLEET_TOTAL_FIGURES,
  Panel,
  DetailLink,
  PanelLink,
  detailHref,
  Headline,
  type PanelRequest,
  useFigures,
  useValueWriter,
} from './panels';
import { PurchasePanels } from './platform-dashboard';
import type { ChartSpec } from './chart-spec';
import type { TFunction } from 'i18next';
import { monthOf, rangeQuery } from './range';
import * as specs from './specs';
import { rangeKey, useRange, useSiteType, useTenant } from './use-dashboard';

/**
 * The frame of a statistics screen: its title (tab title key and heading), the date range and any other filter,
 * what the screen is narrowed to, and the grid of its panels.
 */
function Screen({
  titleKey,
  range,
  onRange,
  filters,
  note,
  children,
}: {
  titleKey: string;
  range: DayRange;
  onRange: (range: DayRange) => void;
  filters?: ReactNode;
  note?: ReactNode;
  children: ReactNode;
}) {
  const { t } = useTranslation();
  return (
    <PageFrame title={t(titleKey)} documentTitle={titleKey} level={1} className="fc-dash">
      <div className="fc-dash-filters">
        <RangeFilter value={range} onChange={onRange} />
        {filters}
      </div>
      {note}
      <div className="fc-dash-grid">{children}</div>
    </PageFrame>
  );
}

/** "Narrowed to X" with a way back to everything (the same route without the narrowing parameter). */
function Narrowed({ text, param }: { text: string; param: string }) {
  const { t } = useTranslation('dashboards');
  const { pathname } = useLocation();
  const [query] = useSearchParams();
  const rest = new URLSearchParams(query);
  rest.delete(param);
  const qs = rest.toString();
  return (
    <Callout intent={Intent.PRIMARY} className="fc-dash-narrowed" icon="filter">
      <span>{text}</span> <Link to={qs ? `${pathname}?${qs}` : pathname}>{t('selected.clear')}</Link>
    </Callout>
  );
}

/**
 * The narrowing of a detail screen to the row named by `param` (a station, a fleet), once `request` answered:
 * what `text` says of the row found, or that it was not found.
 */
function NarrowedTo<T, R>({
  param,
  request,
  find,
  text,
}: {
  param: string;
  request: PanelRequest<T>;
  find: (data: T, id: string) => R | undefined;
  text: (row: R) => string;
}) {
  const { t } = useTranslation('dashboards');
  const [query] = useSearchParams();
  const id = query.get(param);
  if (!id || request.state.status !== 'done') return null;
  const row = find(request.state.data, id);
  return <Narrowed param={param} text={row ? text(row) : t('selected.notFound')} />;
}

/** /statistics/salestotal/detail: sales by day, by category and by station; the platform may narrow to one company. */
export function SalesTotalPage() {
  const { t } = useTranslation('dashboards');
  const { isPlatform, tenantId: own } = useTenant();
  const [query] = useSearchParams();
  const [range, setRange] = useRange();
  const asked = isPlatform ? (query.get('tenantId') ?? undefined) : undefined;
  const tenantId = isPlatform ? asked : own;
  const key = `${tenantId ?? 'all'}|${rangeKey(range)}`;
  const sales = useFigures(`sales|${key}`, (signal) => dashboardApi.salesStatistics(range, tenantId, signal));
  const q = rangeQuery(range);
  const tenantName = sales.state.status === 'done' ? (sales.state.data.stations[0]?.tenantName ?? asked) : asked;
  return (
    <Screen
      titleKey="routes:statistics.salesTotalDetail"
      range={range}
      onRange={setRange}
      note={asked && <Narrowed text={t('selected.tenant', { name: tenantName })} param="tenantId" />}
    >
      <SummaryPanel
        request={sales}
        figures={(s) => [
          { label: t('kpi.orderAmount'), value: s.total.amount, format: 'money' },
          { label: t('kpi.orderCount'), value: s.total.orderCount, format: 'count' },
          ...s.categories.map((c) => ({
            label: t(c.category === 'fuel' ? 'kpi.fuelAmount' : 'kpi.goodsAmount'),
            value: c.amount,
            format: 'money' as const,
          })),
          { label: t('kpi.stationCount'), value: s.stations.length, format: 'number' },
        ]}
      />
      <ChartPanel className="fc-dash-wide" title={t('chart.salesTrend')} request={sales} spec={(s) => specs.salesTrend(t, s)} />
      <ChartPanel title={t('chart.orderTrend')} request={sales} spec={(s) => specs.orderTrend(t, s)} />
      <ChartPanel title={t('chart.salesShare')} request={sales} spec={(s) => specs.salesShare(t, s)} />
      <StationRankingPanel title={t('chart.stationRanking')} by="amount" sales={sales} query={q} />
    </Screen>
  );
}

/** Every station ranked by amount or by orders; a station drills down to the store ranking detail. */
function StationRankingPanel(props: { title: string; by: 'amount' | 'orderCount'; sales: PanelRequest<SalesStatistics>; query: string }) {
  const { t } = useTranslation('dashboards');
  const { by, query } = props;
  return (
    <ChartPanel
      className="fc-dash-wide"
      title={props.title}
      request={props.sales}
      spec={(s) => specs.stationRanking(t, s, by, s.stations.length)}
      links={(s) => specs.rankedStations(s, by, s.stations.length).map((x) => detailHref('storeRanking', query, 'siteId', x.siteId))}
      showTable
      height={360}
    />
  );
}

/** /statistics/storeOrderRanking/detail: stores ranked by orders, and the staff who spent most. */
export function StoreRankingPage() {
  const { t } = useTranslation('dashboards');
  const write = useValueWriter();
  const [range, setRange] = useRange();
  const [current, setCurrent] = useState(1);
  const key = rangeKey(range);
  const sales = useFigures(`sales|${key}`, (signal) => dashboardApi.salesStatistics(range, undefined, signal));
  const consumers = useFigures(`consumers|${key}|${current}`, (signal) => dashboardApi.consumers(range, { current, size: 10 }, signal));
  const changeRange = (r: typeof range) => {
    setCurrent(1);
    setRange(r);
  };
  const q = rangeQuery(range);
  return (
    <Screen
      titleKey="routes:statistics.storeOrderRankingDetail"
      range={range}
      onRange={changeRange}
      note={
        <NarrowedTo
          param="siteId"
          request={sales}
          find={(d, id) => d.stations.find((x) => x.siteId === id)}
          text={(station) =>
            `${t('selected.station', { name: station.siteName })} · ${t('kpi.orderCount')} ${write(station.orderCount, 'count')} · ${t('kpi.orderAmount')} ${write(station.amount, 'money')}`
          }
        />
      }
    >
      <StationRankingPanel title={t('chart.stationOrderRanking')} by="orderCount" sales={sales} query={q} />
      <Panel
        className="fc-dash-wide"
        title={t('chart.consumerRanking')}
        request={consumers}
        height={320}
        action={
          consumers.state.status === 'done' && consumers.state.data.pages > 1 ? (
            <span className="fc-dash-pager">
              <Button
                size="small"
                icon="chevron-left"
                aria-label={t('pager.prev')}
                disabled={current <= 1}
                onClick={() => setCurrent((c) => c - 1)}
              />
              <span>{t('pager.page', { current, pages: consumers.state.data.pages })}</span>
              <Button
                size="small"
                icon="chevron-right"
                aria-label={t('pager.next')}
                disabled={current >= consumers.state.data.pages}
                onClick={() => setCurrent((c) => c + 1)}
              />
            </span>
          ) : undefined
        }
      >
        {(page) => <ConsumerChart records={page.records} />}
      </Panel>
    </Screen>
  );
}

function ConsumerChart({ records }: { records: Parameters<typeof specs.consumerRanking>[1] }) {
  const { t } = useTranslation('dashboards');
  return <Chart spec={specs.consumerRanking(t, records)} showTable height={320} />;
}

type FleetChart = 'fleetOrderRanking' | 'fleetRechargeRanking';
const FLEET_CHARTS = { fleetOrderRanking: specs.fleetOrderRanking, fleetRechargeRanking: specs.fleetRechargeRanking };
type FleetRows<K extends FleetChart> = Parameters<(typeof FLEET_CHARTS)[K]>[1];

/** A ranking of fleets (by fuel orders or by recharges), each drilling down to its fleet; `wide` adds the link to them all. */
function FleetRankingPanel<K extends FleetChart>({
  chart,
  request,
  query,
  wide,
}: {
  chart: K;
  request: PanelRequest<FleetRows<K>>;
  query: string;
  wide?: boolean;
}) {
  const { t } = useTranslation('dashboards');
  const spec = FLEET_CHARTS[chart] as (t: TFunction, rows: FleetRows<K>) => ChartSpec;
  return (
    <ChartPanel
      className={wide ? 'fc-dash-wide' : undefined}
      title={t(`chart.${chart as FleetChart}`)}
      request={request}
      spec={(rows) => spec(t, rows)}
      links={(rows) => rows.map((f) => detailHref('fleet', query, 'fleetId', f.fleetId))}
      showTable
      height={320}
      action={wide ? <DetailLink to="fleet" query={query} /> : undefined}
    />
  );
}

/** /statistics/fleetStatistics: fleet purchase totals and the fleets ranked by fuel and by recharge. */
export function FleetStatisticsPage() {
  const { t } = useTranslation('dashboards');
  const write = useValueWriter();
  const [range, setRange] = useRange();
  const key = rangeKey(range);
  const total = useFigures(`fleetTotal|${key}`, (signal) => dashboardApi.fleetPurchaseTotal(range, signal));
  const orders = useFigures(`fleetOrders|${key}`, (signal) => dashboardApi.fleetOilOrders(range, signal));
  const recharges = useFigures(`fleetRecharges|${key}`, (signal) => dashboardApi.fleetRecharges(range, signal));
  const q = rangeQuery(range);
  const fleetRecharge = (id: string) =>
    recharges.state.status === 'done' ? recharges.state.data.find((f) => f.fleetId === id) : undefined;
  return (
    <Screen
      titleKey="routes:statistics.fleetStatistics"
      range={range}
      onRange={setRange}
      note={
        <NarrowedTo
          param="fleetId"
          request={orders}
          find={(d, id) => d.find((f) => f.fleetId === id)}
          text={(fleet) =>
            [
              t('selected.fleet', { name: fleet.fleetName }),
              `${t('kpi.purchaseAmount')} ${write(fleet.amount, 'money')}`,
              `${t('kpi.orderCount')} ${write(fleet.orderCount, 'count')}`,
              `${t('kpi.rechargeAmount')} ${write(fleetRecharge(fleet.fleetId)?.rechargeAmount ?? 0, 'money')}`,
            ].join(' · ')
          }
        />
      }
    >
      <SummaryPanel request={total} fields={FLEET_TOTAL_FIGURES} />
      <FleetRankingPanel chart="fleetOrderRanking" request={orders} query={q} />
      <FleetRankingPanel chart="fleetRechargeRanking" request={recharges} query={q} />
    </Screen>
  );
}

/** The number columns of the grade table, after the grade. */
const GRADE_COLUMNS = ['column.refundRatio', 'series.orderCount', 'series.quantity', 'series.amount', 'series.refundAmount'] as const;

/** The grade table of the cashback detail: one row per grade and the totals. */
function GradeTable({ data, caption }: { data: RefuelingWater; caption?: string }) {
  const { t } = useTranslation('dashboards');
  const write = useValueWriter();
  const q = `quantity${data.siteType}` as const;
  if (data.total.amount === 0) return <EmptyNote height={160} />;
  return (
    <HTMLTable compact striped className="fc-dash-table">
      <caption className="fc-sr-only">{caption ?? t('chart.gradeTable')}</caption>
      <thead>
        <tr>
          <th scope="col">{t('column.grade')}</th>
          {GRADE_COLUMNS.map((key) => (
            <th key={key} scope="col" className="fc-num">
              {t(key)}
            </th>
          ))}
        </tr>
      </thead>
      <tbody>
        {data.grades.map((g) => (
          <tr key={g.grade}>
            <th scope="row">{t(`grade.${g.grade}`)}</th>
            <td className="fc-num">{formatBasisPoints(g.refundRatio)}</td>
            <td className="fc-num">{write(g.orderCount, 'count')}</td>
            <td className="fc-num">{write(g.quantity, q)}</td>
            <td className="fc-num">{write(g.amount, 'money')}</td>
            <td className="fc-num">{write(g.refundAmount, 'money')}</td>
          </tr>
        ))}
      </tbody>
      <tfoot>
        <tr>
          <th scope="row">{t('table.total')}</th>
          <td />
          <td className="fc-num">{write(data.total.orderCount, 'count')}</td>
          <td className="fc-num">{write(data.total.quantity, q)}</td>
          <td className="fc-num">{write(data.total.amount, 'money')}</td>
          <td className="fc-num">{write(data.total.refundAmount, 'money')}</td>
        </tr>
      </tfoot>
    </HTMLTable>
  );
}

/** /oilManage/components/listOfOilNumberRefundRatioDetail: refuelling and cashback by fuel grade for a station type. */
export function RefundRatioPage() {
  const { t } = useTranslation('dashboards');
  const [range, setRange] = useRange();
  const [siteType, setSiteType] = useSiteType();
  const refuel = useFigures(`refuel|${rangeKey(range)}|${siteType}`, (signal) => dashboardApi.refuelingWater(range, siteType, signal));
  return (
    <Screen
      titleKey="routes:oilManage.refundRatioDetail"
      range={range}
      onRange={setRange}
      filters={<SiteTypeSelect value={siteType} onChange={setSiteType} />}
    >
      <SummaryPanel
        request={refuel}
        figures={(r) => [
          { label: t('kpi.orderCount'), value: r.total.orderCount, format: 'count' },
          { label: t('kpi.quantity'), value: r.total.quantity, format: `quantity${r.siteType}` },
          { label: t('kpi.orderAmount'), value: r.total.amount, format: 'money' },
          { label: t('kpi.refundAmount'), value: r.total.refundAmount, format: 'money' },
        ]}
      />
      <Panel className="fc-dash-wide" title={t('chart.gradeTable')} request={refuel} height={160}>
        {(r) => <GradeTable data={r} />}
      </Panel>
      <ChartPanel title={t('chart.refundShare')} request={refuel} spec={(r) => specs.refundShare(t, r)} />
      <ChartPanel title={t('chart.quantityTrend')} request={refuel} spec={(r) => specs.quantityTrend(t, r)} />
    </Screen>
  );
}

/**
 * /oilManage/listOfOilNumberRefundRatio (油号返现比例): the cashback ratio of each fuel grade at each station type for
 * the chosen days, one panel per type, each with its link to the type's detail (charts and trend).
 */
export function RefundRatiosPage() {
  const { t } = useTranslation('dashboards');
  const [range, setRange] = useRange();
  const key = rangeKey(range);
  const q = rangeQuery(range);
  const byType = {
    '1': useFigures(`refuel|${key}|1`, (signal) => dashboardApi.refuelingWater(range, '1', signal)),
    '2': useFigures(`refuel|${key}|2`, (signal) => dashboardApi.refuelingWater(range, '2', signal)),
    '3': useFigures(`refuel|${key}|3`, (signal) => dashboardApi.refuelingWater(range, '3', signal)),
  } as const satisfies Record<SiteType, unknown>;
  return (
    <Screen titleKey="route.refundRatios" range={range} onRange={setRange}>
      {SITE_TYPES.map((type) => (
        <Panel
          key={type}
          className="fc-dash-wide"
          title={t(`siteType.${type}`)}
          request={byType[type]}
          height={160}
          action={<PanelLink to={detailHref('refundRatio', `siteType=${type}&${q}`)} text={t('link.refundRatio')} />}
        >
          {(r) => <GradeTable data={r} caption={t(`siteType.${type}`)} />}
        </Panel>
      ))}
    </Screen>
  );
}

/** /wel/shop: the shop's sales: figures, sales mix, orders by day and the staff who spent most. */
export function ShopPage() {
  const { t } = useTranslation('dashboards');
  const { isPlatform, tenantId } = useTenant();
  const [range, setRange] = useRange();
  const key = rangeKey(range);
  const tenant = isPlatform ? undefined : tenantId;
  const overall = useFigures(`overall|${key}`, (signal) => dashboardApi.overallData(range, tenant, signal));
  const sales = useFigures(`sales|${key}`, (signal) => dashboardApi.salesStatistics(range, tenant, signal));
  const consumers = useFigures(`consumers|${key}`, (signal) => dashboardApi.consumers(range, { current: 1, size: 5 }, signal));
  const q = rangeQuery(range);
  return (
    <Screen titleKey="route.shop" range={range} onRange={setRange}>
      <Headline
        summary={overall}
        fields={{ orderAmount: 'money', orderCount: 'count', goodsAmount: 'money', fuelAmount: 'money', stationCount: 'number' }}
        title={t('chart.orderTrend')}
        trend={sales}
        spec={(s) => specs.orderTrend(t, s)}
        query={q}
      />
      <ChartPanel title={t('chart.salesShare')} request={sales} spec={(s) => specs.salesShare(t, s)} />
      <ChartPanel
        title={t('chart.consumerRanking')}
        request={consumers}
        spec={(p) => specs.consumerRanking(t, p.records)}
        showTable
        action={<DetailLink to="storeRanking" query={q} />}
      />
    </Screen>
  );
}

/** /wel/shopMall: what was bought in the mall: purchases of a month by type and by day, and the fleets' purchases. */
export function ShopMallPage() {
  const [range, setRange] = useRange();
  const key = rangeKey(range);
  const total = useFigures(`fleetTotal|${key}`, (signal) => dashboardApi.fleetPurchaseTotal(range, signal));
  const orders = useFigures(`fleetOrders|${key}`, (signal) => dashboardApi.fleetOilOrders(range, signal));
  const q = rangeQuery(range);
  return (
    <Screen titleKey="route.shopMall" range={range} onRange={setRange}>
      <SummaryPanel
        request={total}
        fields={{ purchaseAmount: 'money', orderCount: 'count', rechargeAmount: 'money', fleetCount: 'number' }}
      />
      <PurchasePanels key={monthOf(range.to)} initialMonth={monthOf(range.to)} />
      <FleetRankingPanel wide chart="fleetOrderRanking" request={orders} query={q} />
    </Screen>
  );
}
