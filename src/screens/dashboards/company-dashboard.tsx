/** The company dashboard (spec 002 §7 "Dashboards"): what one tenant sold, where, and its money and staff. */
import { useTranslation } from 'react-i18next';
import { dashboardApi } from '@services/api/dashboards/client';
import type { DayRange, SiteType } from '@services/api/dashboards/types';
import '@/i18n/dashboards-namespace';
import { ChartPanel, FiguresPanel, OVERALL_FIGURES, kpis, PanelLink, useFigures } from './panels';
import { rangeQuery } from './range';
import * as specs from './specs';
import { rangeKey } from './use-dashboard';
import { SiteTypePanels } from './site-type-panels';
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
  const staff = useFigures(full ? `staff|${tenantId}` : null, (signal) => dashboardApi.staffTotals(signal));
  const consumers = useFigures(full ? `consumers|${key}` : null, (signal) =>
    dashboardApi.consumers(range, { current: 1, size: 5 }, signal),
  );
  const q = rangeQuery(range);

  return (
    <div className="fc-dash-grid">
      <FiguresPanel title={t('title.summary')} request={overall} figures={(o) => kpis(t, o, OVERALL_FIGURES)} />
      <ChartPanel
        className="fc-dash-wide"
        title={t('chart.salesTrend')}
        request={sales}
        spec={(s) => specs.salesTrend(t, s)}
        action={<PanelLink to={`${DETAIL_PATHS.salesTotal}?${q}`} text={t('link.salesTotal')} />}
      />
      <ChartPanel
        title={t('chart.stationRanking')}
        request={sales}
        spec={(s) => specs.stationRanking(t, s)}
        links={(s) => specs.rankedStations(s).map((x) => `${DETAIL_PATHS.storeRanking}?siteId=${encodeURIComponent(x.siteId)}&${q}`)}
        showTable
        action={<PanelLink to={`${DETAIL_PATHS.storeRanking}?${q}`} text={t('link.storeRanking')} />}
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
          action={<PanelLink to={`${DETAIL_PATHS.storeRanking}?${q}`} text={t('link.storeRanking')} />}
        />
      )}
    </div>
  );
}
