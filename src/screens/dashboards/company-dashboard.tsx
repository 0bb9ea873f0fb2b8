/** The company dashboard (spec 002 §7 "Dashboards"): what one tenant sold, where, and its money and staff. */
import { useTranslation } from 'react-i18next';
import { dashboardApi } from '@services/api/dashboards/client';
import type { DayRange, SiteType } from '@services/api/dashboards/types';
import '@/i18n/dashboards-namespace';
import { ChartPanel, DashboardGrid, OVERALL_FIGURES, DetailLink, detailHref, useFigures } from './panels';
import { rangeQuery } from './range';
import * as specs from './specs';
import { rangeKey } from './use-dashboard';
import { SiteTypePanels } from './site-type-panels';

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
  const staff = useFigures(full ? `staff|${tenantId}` : null, (signal) => dashboardApi.staffTotals(signal));
  const consumers = useFigures(full ? `consumers|${key}` : null, (signal) =>
    dashboardApi.consumers(range, { current: 1, size: 5 }, signal),
  );
  const q = rangeQuery(range);

  return (
    <DashboardGrid
      summary={overall}
      fields={OVERALL_FIGURES}
      title={t('chart.salesTrend')}
      trend={sales}
      spec={(s) => specs.salesTrend(t, s)}
      query={q}
    >
      <ChartPanel
        title={t('chart.stationRanking')}
        request={sales}
        spec={(s) => specs.stationRanking(t, s)}
        links={(s) => specs.rankedStations(s).map((x) => detailHref('storeRanking', q, 'siteId', x.siteId))}
        showTable
        action={<DetailLink to="storeRanking" query={q} />}
      />
      {full && <ChartPanel title={t('chart.salesShare')} request={sales} spec={(s) => specs.salesShare(t, s)} />}
      {full && <SiteTypePanels range={range} siteType={siteType} scope={key} />}
      {full && <ChartPanel title={t('chart.staffByTenant')} request={staff} spec={(s) => specs.staffByTenant(t, s)} height={200} />}
      {full && (
        <ChartPanel
          title={t('chart.consumerRanking')}
          request={consumers}
          spec={(p) => specs.consumerRanking(t, p.records)}
          showTable
          height={220}
          action={<DetailLink to="storeRanking" query={q} />}
        />
      )}
    </DashboardGrid>
  );
}
