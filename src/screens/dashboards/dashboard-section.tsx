/**
 * The dashboard of the signed-in tenant with its filters: the platform dashboard for tenant 000000, the company
 * dashboard for any other tenant. Loaded lazily, after the page's own text.
 */
import { useTranslation } from 'react-i18next';
import { Classes } from '@blueprintjs/core';
import '@/i18n/dashboards-namespace';
import './dashboards.css';
import { CompanyDashboard } from './company-dashboard';
import { PlatformDashboard } from './platform-dashboard';
import { RangeFilter, SiteTypeSelect } from './filters';
import { PanelLink } from './panels';
import { DETAIL_PATHS } from './paths';
import { rangeQuery } from './range';
import { useRange, useSiteType, useTenant } from './use-dashboard';

export default function DashboardSection({ variant }: { variant: 'summary' | 'full' }) {
  const { t } = useTranslation('dashboards');
  const { tenantId, isPlatform } = useTenant();
  const [range, setRange] = useRange();
  const [siteType, setSiteType] = useSiteType();
  const title = t(isPlatform ? 'title.platform' : 'title.company');
  const Heading = variant === 'summary' ? 'h2' : 'h1';
  return (
    <section className="fc-dash" aria-label={title}>
      <div className="fc-dash-header">
        <Heading className={Classes.HEADING}>{title}</Heading>
        {variant === 'summary' && <PanelLink to={`${DETAIL_PATHS.dashboard}?${rangeQuery(range)}`} text={t('link.dashboard')} />}
      </div>
      <div className="fc-dash-filters">
        <RangeFilter value={range} onChange={setRange} />
        {variant === 'full' && <SiteTypeSelect value={siteType} onChange={setSiteType} />}
      </div>
      {isPlatform ? (
        <PlatformDashboard range={range} siteType={siteType} variant={variant} />
      ) : (
        <CompanyDashboard tenantId={tenantId} range={range} siteType={siteType} variant={variant} />
      )}
    </section>
  );
}
