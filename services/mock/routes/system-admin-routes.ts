/** System administration beyond the generic CRUD (dictionary trees, role grants, user grants, …). Registered before the generic resource routes, so these answers win for the same path. */
import type { RouteDefinition } from '../route';

export const systemAdminRoutes: readonly RouteDefinition[] = [];
