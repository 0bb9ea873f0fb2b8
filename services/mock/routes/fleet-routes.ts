/** Fleets, fleet cards, settlement combos and third-party management. Registered before the generic resource routes, so these answers win for the same paths. */
import type { RouteDefinition } from '../route';

export const fleetRoutes: readonly RouteDefinition[] = [];
