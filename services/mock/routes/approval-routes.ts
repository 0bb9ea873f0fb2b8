/** Approval flows (card grants, reviews, leave workflow): transitions enforced, history recorded. Registered before the generic resource routes, so these answers win for the same path. */
import type { RouteDefinition } from '../route';

export const approvalRoutes: readonly RouteDefinition[] = [];
