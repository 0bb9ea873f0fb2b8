/** The company dashboard (spec 002 §7 "Dashboards"): what one tenant sold, where, and its money and staff. */
import { useTranslation } from 'react-i18next';
import { dashboardApi } from '@services/api/dashboards/client';
import type { DayRange, SiteType } from '@services/api/dashboards/types';
import '@/i18n/dashboards-namespace';
import { ChartPanel, FiguresPanel, PanelLink, useFigures } from './panels';
import { rangeQuery } from './range';
import * as specs from './specs';
import { rangeKey } from './use-dashboard';
import { DETAIL_PATHS } from './paths';

export interface CompanyDashboardProps {
  tenantId: string;
  range: DayRange;
  siteType: SiteType;
  /** summary: the home page's figures, trend and ranking; full: everything. */
  variant: 'summary' | 'full';
}

export function CompanyDashboard({ tenantId, range, siteType, variant }: CompanyDashboardProps) {
  const { t } = useTranslation('dashboards');
  const key = `${tenantId}|${rangeKey(range)}`;
  const overall = useFigures(`overall|${key}`, (signal) => dashboardApi.overallData(range, tenantId, signal));
  const sales = useFigures(`sales|${key}`, (signal) => dashboardApi.salesStatistics(range, tenantId, signal));
  const full = variant === 'full';
  const refuel = useFigures(full ? `refuel|${key}|${siteType}` : null, (signal) => dashboardApi.refuelingWater(range, siteType, signal));
  const flow = useFigures(full ? `flow|${key}|${siteType}` : null, (signal) => dashboardApi.companyFlowData(range, siteType, signal));
  const staff = useFigures(full ? `staff|${tenantId}` : null, (signal) => dashboardApi.staffTotals(signal));
  const consumers = useFigures(full ? `consumers|${key}` : null, (signal) => dashboardApi.consumers(range, { current: 1, size: 5 }, signal));
  const q = rangeQuery(range);

  return (
    <div className="fc-dash-grid">
      <FiguresPanel
        title={t('title.summary')}
        state={overall.state}
        onRetry={overall.retry}
        figures={(o) => [
          { label: t('kpi.orderAmount'), value: o.orderAmount, format: 'money' },
          { label: t('kpi.orderCount'), value: o.orderCount, format: 'count' },
          { label: t('kpi.fuelAmount'), value: o.fuelAmount, format: 'money' },
          { label: t('kpi.goodsAmount'), value: o.goodsAmount, format: 'money' },
          { label: t('kpi.rechargeAmount'), value: o.rechargeAmount, format: 'money' },
          { label: t('kpi.stationCount'), value: o.stationCount, format: 'number' },
          { label: t('kpi.fleetCount'), value: o.fleetCount, format: 'number' },
          { label: t('kpi.staffCount'), value: o.staffCount, format: 'people' },
        ]}
      />
      <ChartPanel
        className="fc-dash-wide"
        title={t('chart.salesTrend')}
        state={sales.state}
        onRetry={sales.retry}
        spec={(s) => specs.salesTrend(t, s)}
        action={<PanelLink to={`${DETAIL_PATHS.salesTotal}?${q}`} text={t('link.salesTotal')} />}
      />
      <ChartPanel
        title={t('chart.stationRanking')}
        state={sales.state}
        onRetry={sales.retry}
        spec={(s) => specs.stationRanking(t, s)}
        links={(s) => specs.rankedStations(s).map((x) => `${DETAIL_PATHS.storeRanking}?siteId=${encodeURIComponent(x.siteId)}&${q}`)}
        showTable
        action={<PanelLink to={`${DETAIL_PATHS.storeRanking}?${q}`} text={t('link.storeRanking')} />}
      />
      {full && <ChartPanel title={t('chart.salesShare')} state={sales.state} onRetry={sales.retry} spec={(s) => specs.salesShare(t, s)} />}
      {full && (
        <ChartPanel
          title={t('chart.gradeShare')}
          state={refuel.state}
          onRetry={refuel.retry}
          spec={(r) => specs.gradeShare(t, r)}
          action={<PanelLink to={`${DETAIL_PATHS.refundRatio}?siteType=${siteType}&${q}`} text={t('link.refundRatio')} />}
        />
      )}
      {full && <ChartPanel title={t('chart.companyFlow')} state={flow.state} onRetry={flow.retry} spec={(f) => specs.companyFlow(t, f)} />}
      {full && <ChartPanel title={t('chart.staffByTenant')} state={staff.state} onRetry={staff.retry} spec={(s) => specs.staffByTenant(t, s)} height={200} />}
      {full && (
        <ChartPanel
          title={t('chart.consumerRanking')}
          state={consumers.state}
          onRetry={consumers.retry}
          spec={(p) => specs.consumerRanking(t, p.records)}
          showTable
          height={220}
          action={<PanelLink to={`${DETAIL_PATHS.storeRanking}?${q}`} text={t('link.storeRanking')} />}
        />
      )}
    </div>
  );
}
