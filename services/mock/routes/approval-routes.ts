/** Approval flows (card grants, reviews, leave workflow): transitions enforced, history recorded. Registered before the generic resource routes, so these answers win for the same path. */
import type { RouteDefinition } from '../route';
import { cardGrantRoutes } from '../approvals/card-grant';
import { reviewRoutes } from '../approvals/review';
import { shopApplyRoutes } from '../approvals/shop-apply';
import { leaveRoutes } from '../approvals/leave';
import { companyGrantCardRoutes } from '../approvals/company-grant-card';
import { businessInfoRoutes } from './business-info-routes';

export const approvalRoutes: readonly RouteDefinition[] = [
  ...cardGrantRoutes,
  ...reviewRoutes,
  ...shopApplyRoutes,
  ...leaveRoutes,
  ...companyGrantCardRoutes,
  ...businessInfoRoutes,
];
