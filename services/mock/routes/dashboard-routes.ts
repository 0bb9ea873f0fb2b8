/** Dashboards and statistics figures. Registered before the generic resource routes, so these answers win for the same path. */
import type { RouteDefinition } from '../route';

export const dashboardRoutes: readonly RouteDefinition[] = [];
