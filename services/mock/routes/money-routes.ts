/** Money flows (settlement steps, invoicing, withdrawals): balances that move, idempotency. Registered before the generic resource routes, so these answers win for the same path. */
import type { RouteDefinition } from '../route';

export const moneyRoutes: readonly RouteDefinition[] = [];
