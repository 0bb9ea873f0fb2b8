import { screensOf } from '@/components/lazy-screen';
import type { PageRoute } from '@/components/page-route';
import { consoleConfig } from '@services/http/config';
import { ENTERPRISE_PATHS } from '@/components/tenant-entries';

const { CompanyInfoPage, ProviderInfoPage, IdentityPage } = screensOf(
  () => import('./enterprise-pages'),
  ['CompanyInfoPage', 'ProviderInfoPage', 'IdentityPage'],
);

/**
 * The enterprise info pages of the user menu (spec 000 §2, spec 002 §2): who may open them is the user menu's rule
 * (src/shell/access.ts, tenant entries), and which identity they show is the session's kept role type
 * (src/components/tenant-entries.ts), never the address. Screens load lazily.
 */
export const ENTERPRISE_PAGES: PageRoute[] = [
  { path: ENTERPRISE_PATHS.company, titleKey: 'routes:compant.company', element: <CompanyInfoPage /> },
  {
    path: ENTERPRISE_PATHS.provider,
    titleKey: 'routes:compant.enterpriseInformation',
    element: <ProviderInfoPage />,
    // The platform tenant cannot open the service-provider page (spec 000 §6).
    forbidden: (user) => user.tenantId === consoleConfig.platformTenantId,
  },
  {
    path: ENTERPRISE_PATHS.identity,
    titleKey: 'routes:compant.identitysel',
    element: <IdentityPage />,
    tab: false,
    parent: [ENTERPRISE_PATHS.company, ENTERPRISE_PATHS.provider],
  },
];
