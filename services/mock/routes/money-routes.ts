/** Money flows (settlement steps, invoicing, withdrawals): balances that move, idempotency. Registered before the generic resource routes, so these answers win for the same path. */
import type { RouteDefinition } from '../route';
import { withdrawRoutes } from '../money/withdraw-routes';
import { settlementRoutes } from '../money/settlement-routes';
import { invoiceRoutes } from '../money/invoice-routes';

export const moneyRoutes: readonly RouteDefinition[] = [...withdrawRoutes, ...settlementRoutes, ...invoiceRoutes];
