/** Fleets, fleet cards, settlement combos and third-party management. Registered before the generic resource routes, so these answers win for the same paths. */
import type { RouteDefinition } from '../route';
import { cardRoutes } from '../fleets/card-handlers';
import { fleetHandlers } from '../fleets/fleet-handlers';

export const fleetRoutes: readonly RouteDefinition[] = [...cardRoutes, ...fleetHandlers];
