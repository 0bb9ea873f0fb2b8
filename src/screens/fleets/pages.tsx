import type { PageRoute } from '@/shell/page-routes';

/** Fleet screens (spec 001 §7 "Fleets", spec 002 §7 "Fleet combo…") and third-party management: menu pages and the spec's routes. Screens load lazily. */
export const FLEET_PAGES: PageRoute[] = [];
