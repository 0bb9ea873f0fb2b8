import { lazyScreen, screenModule, type ScreenModule } from '@/components/lazy-screen';
// tab titles of the pages served here come from the fleet namespace
import '@/i18n/fleet-namespace';
import type { PageRoute } from '@/components/page-route';

/** The named screens of a screen module, each loaded lazily. */
function screensOf<M, K extends keyof M>(module: ScreenModule<M>, names: readonly K[]) {
  return Object.fromEntries(names.map((n) => [n, lazyScreen(module, n)])) as { [N in K]: ReturnType<typeof lazyScreen<M, N>> };
}

const cardPagesModule = screenModule(() => import('./card-pages'));
const comboPagesModule = screenModule(() => import('./combo-pages'));
const thirdPagesModule = screenModule(() => import('./third-pages'));
const siteBindingPageModule = screenModule(() => import('./site-binding-page'));
const settlementFormPageModule = screenModule(() => import('./settlement-form-page'));
const dividePagesModule = screenModule(() => import('./divide-pages'));
const card = screensOf(cardPagesModule, ['FleetCardsPage', 'FleetCardDetailPage', 'CardFlowPage']);
const combo = screensOf(comboPagesModule, ['ComboListPage', 'ComboBatchPage']);
const third = screensOf(thirdPagesModule, ['ThirdDetailsPage', 'AgentDetailsPage', 'FleetAccountDetailsPage', 'ForeignDetailPage']);
const { SiteBindingPage } = screensOf(siteBindingPageModule, ['SiteBindingPage']);
const { FleetFormPage } = screensOf(settlementFormPageModule, ['FleetFormPage']);
const { FleetDividesPage } = screensOf(dividePagesModule, ['FleetDividesPage']);

export const FLEET_DIVIDES_PATH = '/settlement/fleet-settlement-divide';

/** Fleet screens (spec 001 §7 "Fleets", spec 002 §7 "Fleet combo…") and third-party management: menu pages and the spec's routes. Screens load lazily. */
export const FLEET_PAGES: PageRoute[] = [
  // menu pages
  { path: '/fleetcard/fleetcard', titleKey: 'fleet:card.title', element: <card.FleetCardsPage /> },
  { path: '/fleetflow/fleetflow', titleKey: 'fleet:flow.title', element: <card.CardFlowPage /> },
  { path: '/thirdManage/details', titleKey: 'routes:thirdManage.details', element: <third.ThirdDetailsPage /> },
  { path: '/thirdManage/agentDetails', titleKey: 'routes:thirdManage.agentDetails', element: <third.AgentDetailsPage /> },
  {
    path: '/thirdManage/fleetAccountDetails',
    titleKey: 'routes:thirdManage.fleetAccountDetails',
    element: <third.FleetAccountDetailsPage />,
  },
  { path: '/thirdManage/foreignDetail', titleKey: 'routes:thirdManage.foreignDetail', element: <third.ForeignDetailPage /> },
  // the generated menu entry of the fleet settlement divides (routeOf in services/resources/routes.ts: /<area>/<key>;
  // a literal here keeps the registry out of the first bundle — tests/unit/fleets check the two agree)
  { path: FLEET_DIVIDES_PATH, titleKey: 'fleet:settlement.title', element: <FleetDividesPage /> },
  // spec routes
  {
    path: '/fleetcard/details',
    titleKey: 'routes:fleetcard.details',
    element: <card.FleetCardDetailPage />,
    parent: ['/fleetcard/fleetcard', '/fleetflow/fleetflow'],
  },
  {
    path: '/cyhfleetsettlementcombo/fleetsettlementcombo',
    titleKey: 'routes:settlement.fleetSettlementCombo',
    element: <combo.ComboListPage />,
    parent: '/settlement/fleet-settlement-combo',
  },
  {
    path: '/cyhfleetsettlementcombo/fleetsettlementcombo/new',
    titleKey: 'routes:settlement.fleetSettlementComboNew',
    element: <combo.ComboBatchPage />,
    parent: '/cyhfleetsettlementcombo/fleetsettlementcombo',
  },
  { path: '/fleet/form', titleKey: 'routes:settlement.fleetForm', element: <FleetFormPage />, parent: '/fleets/fleet-settlement' },
  {
    path: '/siteshellfleet/siteshellfleet/:id/:siteName',
    titleKey: 'routes:settlement.bindSupplierToStation',
    element: <SiteBindingPage />,
    parent: '/station/station',
  },
];
