/** The simulator's own effects (services/mock/effects), answered before the generic resource routes of the same paths. */
import type { AuthedContext, RouteDefinition } from '../route';
import { registryRoute } from './common';
import * as money from './money';
import { stateEffectRoutes } from './state';
import * as workflow from './workflow';
import { splitAccountRoutes } from '../routes/split-account-routes';
import { agentRoutes } from '../routes/agent-routes';
import { goodsRoutes } from '../goods/goods-routes';

/** Per registry family: operation or action name → the handler that gives it its effect. */
const OWN: Readonly<Record<string, Readonly<Record<string, (ctx: AuthedContext) => Response>>>> = {
  'platform-account-flow': { platformRecharge: money.platformRecharge },
  'fleet-account': { divideAmount: money.divideAmount },
  'merchant-account': {
    sendWithholdingCode: money.sendWithholdingCode,
    withholdingOrder: money.withholdingOrder,
    feeAccountRecharge: money.feeAccountRecharge,
  },
  'tenant-company-info': { updateTotalBalance: money.updateTotalBalance },
  'company-capital': { recharge: money.companyRecord('recharge'), discount: money.companyRecord('discount') },
  'company-discount': { getDiscountAmount: money.discountAmount },
  'account-deduction': { submit: money.deduction },
  'fleet-account-flow': { submit: money.flowSubmit('fleet-account-flow', money.byField('fleet-account', 'fleetId')) },
  'escrow-flow': { submit: money.flowSubmit('escrow-flow', money.byField('escrow-account', 'fleetId')) },
  'fleet-member-account-flow': {
    submit: money.flowSubmit('fleet-member-account-flow', money.byField('fleet-member-card', 'cardNo')),
  },
  'flow-model': { deploy: workflow.deployModel },
  'flow-manager': { deployUpload: workflow.deployUpload, changeState: workflow.changeState, deleteDeployment: workflow.deleteDeployment },
  'flow-follow': { list: workflow.followList, deleteProcessInstance: workflow.deleteProcessInstance },
};

export const effectRoutes: readonly RouteDefinition[] = [
  ...splitAccountRoutes,
  ...agentRoutes,
  ...goodsRoutes,
  ...Object.entries(OWN).flatMap(([key, handlers]) => Object.entries(handlers).map(([name, handle]) => registryRoute(key, name, handle))),
  ...stateEffectRoutes,
];
