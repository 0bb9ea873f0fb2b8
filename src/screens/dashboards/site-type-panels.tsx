/** The panels of both full dashboards that follow the station type: the grade share (with its cashback detail link) and the company flow. */
import { useTranslation } from 'react-i18next';
import { dashboardApi } from '@services/api/dashboards/client';
import type { DayRange, SiteType } from '@services/api/dashboards/types';
import { ChartPanel, PanelLink, useFigures } from './panels';
import { DETAIL_PATHS } from './paths';
import { rangeQuery } from './range';
import * as specs from './specs';

/** `scope` keys the requests beyond the range and the station type (the tenant of a company dashboard). */
export function SiteTypePanels({ range, siteType, scope }: { range: DayRange; siteType: SiteType; scope: string }) {
  const { t } = useTranslation('dashboards');
  const refuel = useFigures(`refuel|${scope}|${siteType}`, (signal) => dashboardApi.refuelingWater(range, siteType, signal));
  const flow = useFigures(`flow|${scope}|${siteType}`, (signal) => dashboardApi.companyFlowData(range, siteType, signal));
  const link = `${DETAIL_PATHS.refundRatio}?siteType=${siteType}&${rangeQuery(range)}`;
  return (
    <>
      <ChartPanel
        title={t('chart.gradeShare')}
        request={refuel}
        spec={(r) => specs.gradeShare(t, r)}
        action={<PanelLink to={link} text={t('link.refundRatio')} />}
      />
      <ChartPanel title={t('chart.companyFlow')} request={flow} spec={(f) => specs.companyFlow(t, f)} />
    </>
  );
}
