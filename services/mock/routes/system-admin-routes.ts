/** System administration beyond the generic CRUD (dictionary trees, role grants, user grants, …). Registered before the generic resource routes, so these answers win for the same path. */
import type { RouteDefinition } from '../route';
import { accessRoutes } from '../system-admin/access';
import { dictRoutes } from '../system-admin/dict';
import { paramRoutes } from '../system-admin/params';
import { treeRoutes } from '../system-admin/trees';

export const systemAdminRoutes: readonly RouteDefinition[] = [
  ...dictRoutes('dict'),
  ...dictRoutes('dict-biz'),
  ...paramRoutes,
  ...accessRoutes,
  ...treeRoutes,
];
