/** The platform dashboard of tenant 000000 (spec 002 §7 "Dashboards"): stats top/middle/bottom, purchases, census, fleets, flows. */
import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { InputGroup } from '@blueprintjs/core';
import { dashboardApi } from '@services/api/dashboards/client';
import { PURCHASE_TYPES, type DayRange, type PurchaseType, type SiteType } from '@services/api/dashboards/types';
import '@/i18n/dashboards-namespace';
import {
  ChartPanel,
  FiguresPanel,
  DashboardGrid,
  PLATFORM_TOP_FIGURES,
  FLEET_TOTAL_FIGURES,
  kpis,
  DetailLink,
  detailHref,
  useFigures,
} from './panels';
import { CodeSelect } from './filters';
import { monthOf, rangeQuery } from './range';
import * as specs from './specs';
import { rangeKey } from './use-dashboard';
import { SiteTypePanels } from './site-type-panels';
import { FormField } from '@/components/form-field';

export interface PlatformDashboardProps {
  range: DayRange;
  siteType: SiteType;
  variant: 'summary' | 'full';
}

export function PlatformDashboard({ range, siteType, variant }: PlatformDashboardProps) {
  const { t } = useTranslation('dashboards');
  const key = rangeKey(range);
  const full = variant === 'full';
  const top = useFigures(`top|${key}`, (signal) => dashboardApi.statsTop(range, signal));
  const middle = useFigures(`middle|${key}`, (signal) => dashboardApi.statsMiddle(range, signal));
  const bottom = useFigures(`bottom|${key}`, (signal) => dashboardApi.statsBottom(range, signal));
  const census = useFigures(full ? 'census' : null, (signal) => dashboardApi.census(signal));
  const fleet = useFigures(full ? `fleet|${key}` : null, (signal) => dashboardApi.fleetPurchaseTotal(range, signal));
  const staff = useFigures(full ? 'staff' : null, (signal) => dashboardApi.staffTotals(signal));
  const q = rangeQuery(range);

  return (
    <DashboardGrid
      summary={top}
      fields={PLATFORM_TOP_FIGURES}
      title={t('chart.platformTrend')}
      trend={middle}
      spec={(m) => specs.platformTrend(t, m)}
      query={q}
    >
      <ChartPanel
        title={t('chart.tenantRanking')}
        request={bottom}
        spec={(b) => specs.tenantRanking(t, b)}
        links={(b) => b.tenants.map((x) => detailHref('salesTotal', q, 'tenantId', x.tenantId))}
        showTable
        height={220}
      />
      <ChartPanel title={t('chart.siteTypeShare')} request={bottom} spec={(b) => specs.siteTypeShare(t, b)} height={220} />
      {full && (
        <FiguresPanel
          title={t('title.fleet')}
          request={fleet}
          action={<DetailLink to="fleet" query={q} />}
          figures={(f) => kpis(t, f, FLEET_TOTAL_FIGURES)}
        />
      )}
      {full && <PurchasePanels initialMonth={monthOf(range.to)} />}
      {full && <ChartPanel title={t('chart.censusTenants')} request={census} spec={(c) => specs.censusTenants(t, c)} height={220} />}
      {full && <ChartPanel title={t('chart.censusStations')} request={census} spec={(c) => specs.censusStations(t, c)} height={220} />}
      {full && <SiteTypePanels range={range} siteType={siteType} scope={key} />}
      {full && (
        <ChartPanel
          className="fc-dash-wide"
          title={t('chart.staffByTenant')}
          request={staff}
          spec={(s) => specs.staffByTenant(t, s)}
          height={220}
        />
      )}
    </DashboardGrid>
  );
}

/** Purchases of a month: the share by type and one type by day (getPurchase, getPurchaseChart). */
export function PurchasePanels({ initialMonth }: { initialMonth: string }) {
  const { t } = useTranslation('dashboards');
  const id = useId();
  const [month, setMonth] = useState(initialMonth);
  const [type, setType] = useState<PurchaseType>('1');
  const valid = /^\d{4}-\d{2}$/.test(month);
  const purchase = useFigures(valid ? `purchase|${month}` : null, (signal) => dashboardApi.purchase(month, signal));
  const chart = useFigures(valid ? `purchaseChart|${month}|${type}` : null, (signal) => dashboardApi.purchaseChart(month, type, signal));
  const monthControl = (
    <FormField label={t('filter.month')} id={`${id}-month`} inline className="fc-dash-filter-field">
      {(control) => <InputGroup {...control} type="month" value={month} onValueChange={(v) => v && setMonth(v)} />}
    </FormField>
  );
  const typeControl = (
    <CodeSelect
      label={t('filter.purchaseType')}
      id={`${id}-type`}
      value={type}
      codes={PURCHASE_TYPES}
      labelOf={(c) => t(`purchaseType.${c}`)}
      onChange={setType}
    />
  );
  return (
    <>
      <ChartPanel title={t('chart.purchaseShare')} request={purchase} spec={(p) => specs.purchaseShare(t, p)} action={monthControl} />
      <ChartPanel title={t('chart.purchaseDaily')} request={chart} spec={(c) => specs.purchaseDaily(t, c)} action={typeControl} />
    </>
  );
}
