/** The simulator's own effects (services/mock/effects), answered before the generic resource routes of the same paths. */
import type { RouteDefinition } from '../route';
import { moneyEffectRoutes } from './money';
import { stateEffectRoutes } from './state';
import { workflowEffectRoutes } from './workflow';

export const effectRoutes: readonly RouteDefinition[] = [...moneyEffectRoutes, ...workflowEffectRoutes, ...stateEffectRoutes];
