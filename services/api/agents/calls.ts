/**
 * Agent calls (spec 001 §7 "Agents"; spec 002 §6 first agents): the platform's agent record (GET /api/admin/agent/{id},
 * POST and PUT /api/admin/agent), the first-level agents (GET firstAgent), the agent's own record (/api/agent/agent
 * detail, submit, remove, updateRatioExplain), and an agent's sites and its fleets' sites (list and change). Paths come
 * from the resource registry. Every write carries the operation's Idempotency-Key; none is retried on its own.
 */
import * as v from 'valibot';
import { getData, postData, requestData } from '@services/http/decode';
import { listOf as listItems, row, savedRecord, type Row } from '@services/api/fields';
import { resourcePath } from '@services/resources/registry';

export type { Row };

export const ADMIN_AGENT = 'admin-agent';
export const AGENT = 'agent';
export const AGENT_SITE = 'agent-site';
export const FLEET_SITE = 'fleet-site';

/** The path of an agent family's operation or action. */
export const agentPath = resourcePath;

/** What the agent editor sends (the ratio in basis points). */
export interface AgentBody {
  id?: string;
  agentName: string;
  contactName: string;
  phone: string;
  agentLevel: number;
  parentAgentId?: string;
  ratio: number;
}

const meta = (operationKey: string) => ({ meta: { idempotencyKey: operationKey } });

/** GET /api/admin/agent/{id}: the platform's record of one agent. */
export const adminAgent = (id: string, signal?: AbortSignal): Promise<Row> =>
  getData(agentPath(ADMIN_AGENT, 'detail').replace('{id}', encodeURIComponent(id)), row, { signal });

/** GET /api/admin/agent/firstAgent: the approved first-level agents a second-level agent may work under. */
export const firstAgents = (signal?: AbortSignal): Promise<Row[]> =>
  getData(agentPath(ADMIN_AGENT, 'firstAgent'), listItems(row), { signal });

/** POST /api/admin/agent (a new agent, 待审核) or PUT /api/admin/agent (an edit of one). */
export function saveAgent(body: AgentBody, operationKey: string, signal?: AbortSignal): Promise<Row | null> {
  if (!body.id) return postData(agentPath(ADMIN_AGENT, 'save'), body, savedRecord, { signal, ...meta(operationKey) });
  return requestData({ url: agentPath(ADMIN_AGENT, 'update'), method: 'put', data: body, signal, ...meta(operationKey) }, savedRecord);
}

/** GET /api/agent/agent/detail?id: the agent's own record (its ratio and its explanation). */
export const agentDetail = (id: string, signal?: AbortSignal): Promise<Row> =>
  getData(agentPath(AGENT, 'detail'), row, { params: { id }, signal });

/** POST /api/agent/agent/submit: a rejected agent sent for review again, as it now is. */
export const resubmitAgent = (record: Row, operationKey: string, signal?: AbortSignal): Promise<Row | null> =>
  postData(agentPath(AGENT, 'submit'), record, savedRecord, { signal, ...meta(operationKey) });

/** POST /api/agent/agent/remove?ids: removes agents. */
export async function removeAgents(ids: readonly string[], operationKey: string, signal?: AbortSignal): Promise<void> {
  await postData(agentPath(AGENT, 'remove'), null, v.unknown(), { params: { ids: ids.join(',') }, signal, ...meta(operationKey) });
}

/** POST /api/agent/agent/updateRatioExplain: the agent's commission ratio (basis points) and its explanation. */
export const updateRatioExplain = (body: { id: string; ratio: number; ratioExplain: string }, operationKey: string, signal?: AbortSignal) =>
  postData(agentPath(AGENT, 'updateRatioExplain'), body, savedRecord, { signal, ...meta(operationKey) });

/** The sites of an agent (agent site list) or of one of its fleets (fleet site list). */
export function sitesOf(family: typeof AGENT_SITE | typeof FLEET_SITE, query: { agentId: string; fleetId?: string }, signal?: AbortSignal) {
  return requestData(
    { url: agentPath(family, 'list'), method: 'get', params: { current: 1, size: 200, ...query }, signal },
    v.union([
      listItems(row),
      v.pipe(
        v.looseObject({ records: listItems(row) }),
        v.transform((p) => p.records),
      ),
    ]),
  );
}

/** Replaces the sites of an agent, or of one of its fleets (change with siteIds comma-joined). */
export function changeSites(
  family: typeof AGENT_SITE | typeof FLEET_SITE,
  body: { agentId: string; fleetId?: string; siteIds: readonly string[] },
  operationKey: string,
  signal?: AbortSignal,
) {
  return postData(agentPath(family, 'change'), { ...body, siteIds: body.siteIds.join(',') }, v.unknown(), {
    signal,
    ...meta(operationKey),
  });
}

/** POST /api/agent/agent/activateProxy?activationCode: activates the approved agent of the code. */
export const activateAgent = (activationCode: string, operationKey: string, signal?: AbortSignal): Promise<Row | null> =>
  postData(agentPath(AGENT, 'activateProxy'), null, savedRecord, { params: { activationCode }, signal, ...meta(operationKey) });

/** GET /api/agent/agent/explanationCommissionRebateRatio: how the commission rebate ratio is applied, in words. */
export const commissionExplanation = (signal?: AbortSignal): Promise<string> =>
  getData(
    agentPath(AGENT, 'explanationCommissionRebateRatio'),
    v.pipe(
      v.nullish(row, {}),
      v.transform((r) => String(r?.ratioExplain ?? '')),
    ),
    { signal },
  );
