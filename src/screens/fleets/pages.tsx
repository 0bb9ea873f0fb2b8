import { lazy } from '@/components/lazy-screen';
// tab titles of the pages served here come from the fleet namespace
import '@/i18n/fleet-namespace';
import type { PageRoute } from '@/components/page-route';

const cardPages = () => import('./card-pages');
const comboPages = () => import('./combo-pages');
const thirdPages = () => import('./third-pages');
const FleetCardsPage = lazy(() => cardPages().then((m) => ({ default: m.FleetCardsPage })));
const FleetCardDetailPage = lazy(() => cardPages().then((m) => ({ default: m.FleetCardDetailPage })));
const CardFlowPage = lazy(() => cardPages().then((m) => ({ default: m.CardFlowPage })));
const ComboListPage = lazy(() => comboPages().then((m) => ({ default: m.ComboListPage })));
const ComboBatchPage = lazy(() => comboPages().then((m) => ({ default: m.ComboBatchPage })));
const SiteBindingPage = lazy(() => import('./site-binding-page').then((m) => ({ default: m.SiteBindingPage })));
const ThirdDetailsPage = lazy(() => thirdPages().then((m) => ({ default: m.ThirdDetailsPage })));
const AgentDetailsPage = lazy(() => thirdPages().then((m) => ({ default: m.AgentDetailsPage })));
const FleetAccountDetailsPage = lazy(() => thirdPages().then((m) => ({ default: m.FleetAccountDetailsPage })));
const FleetFormPage = lazy(() => import('./settlement-form-page').then((m) => ({ default: m.FleetFormPage })));
const FleetDividesPage = lazy(() => import('./divide-pages').then((m) => ({ default: m.FleetDividesPage })));
const ForeignDetailPage = lazy(() => thirdPages().then((m) => ({ default: m.ForeignDetailPage })));

export const FLEET_DIVIDES_PATH = '/settlement/fleet-settlement-divide';

/** Fleet screens (spec 001 §7 "Fleets", spec 002 §7 "Fleet combo…") and third-party management: menu pages and the spec's routes. Screens load lazily. */
export const FLEET_PAGES: PageRoute[] = [
  // menu pages
  { path: '/fleetcard/fleetcard', titleKey: 'fleet:card.title', element: <FleetCardsPage /> },
  { path: '/fleetflow/fleetflow', titleKey: 'fleet:flow.title', element: <CardFlowPage /> },
  { path: '/thirdManage/details', titleKey: 'routes:thirdManage.details', element: <ThirdDetailsPage /> },
  { path: '/thirdManage/agentDetails', titleKey: 'routes:thirdManage.agentDetails', element: <AgentDetailsPage /> },
  { path: '/thirdManage/fleetAccountDetails', titleKey: 'routes:thirdManage.fleetAccountDetails', element: <FleetAccountDetailsPage /> },
  { path: '/thirdManage/foreignDetail', titleKey: 'routes:thirdManage.foreignDetail', element: <ForeignDetailPage /> },
  // the generated menu entry of the fleet settlement divides (routeOf in services/resources/routes.ts: /<area>/<key>;
  // a literal here keeps the registry out of the first bundle — tests/unit/fleets check the two agree)
  { path: FLEET_DIVIDES_PATH, titleKey: 'fleet:settlement.title', element: <FleetDividesPage /> },
  // spec routes
  {
    path: '/fleetcard/details',
    titleKey: 'routes:fleetcard.details',
    element: <FleetCardDetailPage />,
    parent: ['/fleetcard/fleetcard', '/fleetflow/fleetflow'],
  },
  {
    path: '/cyhfleetsettlementcombo/fleetsettlementcombo',
    titleKey: 'routes:settlement.fleetSettlementCombo',
    element: <ComboListPage />,
    parent: '/settlement/fleet-settlement-combo',
  },
  {
    path: '/cyhfleetsettlementcombo/fleetsettlementcombo/new',
    titleKey: 'routes:settlement.fleetSettlementComboNew',
    element: <ComboBatchPage />,
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
