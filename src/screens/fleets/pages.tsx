import { screensOf } from '@/components/lazy-screen';
// tab titles of the pages served here come from the fleet namespace
import '@/i18n/fleet-namespace';
import { specPage, type PageRoute } from '@/components/page-route';

const card = screensOf(() => import('./card-pages'), ['FleetCardsPage', 'FleetCardDetailPage', 'CardFlowPage']);
const combo = screensOf(() => import('./combo-pages'), ['ComboListPage', 'ComboBatchPage']);
const third = screensOf(
  () => import('./third-pages'),
  ['ThirdDetailsPage', 'AgentDetailsPage', 'FleetAccountDetailsPage', 'ForeignDetailPage'],
);
const { SiteBindingPage } = screensOf(() => import('./site-binding-page'), ['SiteBindingPage']);
const { FleetFormPage } = screensOf(() => import('./settlement-form-page'), ['FleetFormPage']);
const { FleetDividesPage } = screensOf(() => import('./divide-pages'), ['FleetDividesPage']);

export const FLEET_DIVIDES_PATH = '/settlement/fleet-settlement-divide';

/** Fleet screens (spec 001 §7 "Fleets", spec 002 §7 "Fleet combo…") and third-party management: menu pages and the spec's routes. Screens load lazily. */
export const FLEET_PAGES: PageRoute[] = [
  // menu pages
  { path: '/fleetcard/fleetcard', titleKey: 'fleet:card.title', element: <card.FleetCardsPage /> },
  { path: '/fleetflow/fleetflow', titleKey: 'fleet:flow.title', element: <card.CardFlowPage /> },
  specPage('/thirdManage/details', <third.ThirdDetailsPage />),
  specPage('/thirdManage/agentDetails', <third.AgentDetailsPage />),
  specPage('/thirdManage/fleetAccountDetails', <third.FleetAccountDetailsPage />),
  specPage('/thirdManage/foreignDetail', <third.ForeignDetailPage />),
  // the generated menu entry of the fleet settlement divides (routeOf in services/resources/routes.ts: /<area>/<key>;
  // a literal here keeps the registry out of the first bundle — tests/unit/fleets check the two agree)
  { path: FLEET_DIVIDES_PATH, titleKey: 'fleet:settlement.title', element: <FleetDividesPage /> },
  // spec routes
  specPage('/fleetcard/details', <card.FleetCardDetailPage />, ['/fleetcard/fleetcard', '/fleetflow/fleetflow']),
  specPage('/cyhfleetsettlementcombo/fleetsettlementcombo', <combo.ComboListPage />, '/settlement/fleet-settlement-combo'),
  specPage('/cyhfleetsettlementcombo/fleetsettlementcombo/new', <combo.ComboBatchPage />, '/cyhfleetsettlementcombo/fleetsettlementcombo'),
  specPage('/fleet/form', <FleetFormPage />, '/cyhfleetsettlement/fleetsettlement'),
  specPage('/siteshellfleet/siteshellfleet/:id/:siteName', <SiteBindingPage />, '/station/station'),
];
