import { screensOf } from '@/components/lazy-screen';
// tab titles of the pages served here come from the agents namespace
import '@/i18n/agents-namespace';
import type { PageRoute } from '@/components/page-route';

const { AgentsPage } = screensOf(() => import('./agents-page'), ['AgentsPage']);
const { SupplierInfoPage } = screensOf(() => import('../partners/supplier-info-page'), ['SupplierInfoPage']);
const { SiteDistributorPage } = screensOf(() => import('../partners/site-distributor-page'), ['SiteDistributorPage']);

/**
 * The generated menu entries (routeOf in services/resources/routes.ts: /<area>/<key>) of the agents, the supplier
 * information and the site distributors; literals keep the registry out of the first bundle — tests/unit/agents check
 * they agree.
 */
export const AGENTS_PATH = '/agents/agent';
export const SUPPLIER_INFO_PATH = '/accounts/supplier-tenant-info';
export const SITE_DISTRIBUTOR_PATH = '/settlement/site-distributor';

/** Agent screens (spec 001 §7 "Agents"), the supplier information and the site distributors (spec 002 §7). Screens load lazily. */
export const AGENT_PAGES: PageRoute[] = [
  { path: AGENTS_PATH, titleKey: 'agents:page.title', element: <AgentsPage /> },
  { path: SUPPLIER_INFO_PATH, titleKey: 'agents:supplierInfo.title', element: <SupplierInfoPage /> },
  { path: SITE_DISTRIBUTOR_PATH, titleKey: 'agents:distributor.page', element: <SiteDistributorPage /> },
];
