/**
 * The simulated backend's routes of agents, their sites, the supplier tenant information and the site distributors
 * (services/mock/agents), answered before the generic ones of the same paths (and behind the family's permission).
 */
import type { RouteDefinition } from '../route';
import { registryRoute } from '../effects/common';
import * as agents from '../agents/agents';
import * as partners from '../agents/partners';

export const agentRoutes: readonly RouteDefinition[] = [
  registryRoute('admin-agent', 'save', agents.addAgent),
  registryRoute('admin-agent', 'update', agents.editAgent),
  registryRoute('admin-agent', 'firstAgent', agents.firstAgent),
  registryRoute('agent', 'detail', agents.agentDetail),
  registryRoute('agent', 'submit', agents.resubmitAgent),
  registryRoute('agent', 'remove', agents.removeAgents),
  registryRoute('agent', 'updateRatioExplain', agents.updateRatioExplain),
  registryRoute('agent', 'activateProxy', agents.activateProxy),
  registryRoute('agent', 'explanationCommissionRebateRatio', agents.commissionExplanation),
  registryRoute('agent-site', 'change', agents.changeAgentSites),
  registryRoute('fleet-site', 'change', agents.changeFleetSites),
  registryRoute('supplier-tenant-info', 'tenantInfo', partners.tenantInfo),
  registryRoute('supplier-tenant-info', 'cities', partners.cities),
  registryRoute('supplier-tenant-info', 'childCities', partners.childCities),
  registryRoute('supplier-tenant-info', 'saveOrUpdate', partners.saveOrUpdate),
  registryRoute('site-distributor', 'batchUpdate', partners.siteDistributorBatchUpdate),
];
