/** Recharge centre and batch purchasing (SMS-code payments, balances and flows moving together). Registered before the generic resource routes, so these answers win for the same paths. */
import type { RouteDefinition } from '../route';
import { rechargeHandlers } from '../recharge/handlers';

export const rechargeRoutes: readonly RouteDefinition[] = [...rechargeHandlers];
