/**
 * The simulated backend of agents (spec 001 §7 "Agents"; services/api/agents/rules.ts): the platform adds an agent
 * (POST /api/admin/agent: 待审核, with an activation code, until the agent review decides it) and edits one (PUT:
 * details only, the decision stays); first agents are the approved first-level agents; the agent's own record
 * (/api/agent/agent) is the same record: its detail, a rejected agent's resubmission (back to 待审核), its removal
 * (refused while second-level agents work under it), its ratio explanation and its activation by code. An agent's
 * sites and its fleets' sites are replaced by change: only an approved agent's, a fleet's among the agent's own.
 */
import { nextId } from '../db';
import { fail, ok } from '../envelope';
import type { AuthedContext } from '../route';
import { formatDateTime } from '../seed';
import { okBody } from '../money/common';
import { keyed } from '../effects/common';
import { MSG_NOT_FOUND } from '../rules';
import { resourceTable, tenantRows } from '../routes/resource-routes';
import { requireResource } from '@services/resources/registry';
import {
  AGENT_AUDIT,
  AGENT_LEVEL,
  AGENT_MSG,
  idList,
  isMobile,
  resubmitOffered,
  sitesAllowance,
  validBasisPoints,
} from '@services/api/agents/rules';

type Row = Record<string, unknown>;

const str = (v: unknown) => (v === null || v === undefined ? '' : String(v));
const now = (ctx: AuthedContext) => formatDateTime(ctx.now);
const agents = (ctx: AuthedContext) => tenantRows(ctx, requireResource('admin-agent'));

const jsonBody = (ctx: AuthedContext): Row | null =>
  ctx.body && typeof ctx.body === 'object' && !Array.isArray(ctx.body) && typeof (ctx.body as FormData).getAll !== 'function'
    ? (ctx.body as Row)
    : null;

/** The agent the request names (`id` of the query, the path or the body) among the caller's tenant's. */
const agentNamed = (ctx: AuthedContext, id = str(ctx.pathParams.id ?? ctx.params.id ?? jsonBody(ctx)?.id)): Row | undefined =>
  id ? agents(ctx).find((r) => str(r.id) === id) : undefined;

/** Fields the platform's editor may set; the decision, the code and the stamps are the backend's. */
const EDITABLE = ['agentName', 'contactName', 'phone', 'agentLevel', 'parentAgentId', 'ratio', 'ratioExplain'] as const;

/** Why an agent's details are refused, or null. */
function refusal(ctx: AuthedContext, r: Row): string | null {
  for (const f of ['agentName', 'contactName', 'phone']) if (!str(r[f]).trim()) return `${f} 不能为空`;
  if (!isMobile(str(r.phone))) return AGENT_MSG.phone;
  if (agents(ctx).some((a) => str(a.id) !== str(r.id) && str(a.phone) === str(r.phone).trim())) return AGENT_MSG.phoneTaken;
  const level = Number(r.agentLevel);
  if (level !== AGENT_LEVEL.first && level !== AGENT_LEVEL.second) return AGENT_MSG.level;
  if (!validBasisPoints(r.ratio)) return AGENT_MSG.ratio;
  if (level === AGENT_LEVEL.second) {
    const parent = agentNamed(ctx, str(r.parentAgentId));
    const approvedFirst = parent && Number(parent.agentLevel) === AGENT_LEVEL.first && Number(parent.auditStatus) === AGENT_AUDIT.approved;
    if (!approvedFirst || str(parent.id) === str(r.id)) return AGENT_MSG.parent;
  }
  return null;
}

const pick = (body: Row): Row => Object.fromEntries(EDITABLE.filter((f) => f in body).map((f) => [f, body[f]]));

/** The parent's name beside its id (what the lists show), none for a first-level agent. */
function withParent(ctx: AuthedContext, r: Row): Row {
  if (Number(r.agentLevel) !== AGENT_LEVEL.second) return { ...r, parentAgentId: '', parentAgentName: '' };
  return { ...r, parentAgentName: str(agentNamed(ctx, str(r.parentAgentId))?.agentName) };
}

/** POST /api/admin/agent: a new agent, 待审核, with its activation code. */
export const addAgent = (ctx: AuthedContext): Response => {
  const body = jsonBody(ctx);
  if (!body) return fail('请求体不能为空');
  return keyed(ctx, () => {
    const draft = withParent(ctx, { ...pick(body), phone: str(body.phone).trim() });
    const refused = refusal(ctx, draft);
    if (refused) return fail(refused);
    const id = nextId(ctx.db);
    const row: Row = {
      ...draft,
      id,
      ratio: Number(draft.ratio),
      agentLevel: Number(draft.agentLevel),
      auditStatus: AGENT_AUDIT.pending,
      activationCode: `AG${id.slice(-6).padStart(6, '0')}`,
      createTime: now(ctx),
      createUser: ctx.session.user.id,
      tenantId: ctx.session.tenant.tenantId,
    };
    resourceTable(ctx.db, requireResource('admin-agent')).unshift(row);
    return okBody(row, '新增成功');
  });
};

/** PUT /api/admin/agent: an agent's details changed; its audit status stays as decided. */
export const editAgent = (ctx: AuthedContext): Response => {
  const body = jsonBody(ctx);
  if (!body || !str(body.id)) return fail('缺少主键');
  return keyed(ctx, () => {
    const row = agentNamed(ctx, str(body.id));
    if (!row) return fail(MSG_NOT_FOUND);
    const merged = withParent(ctx, { ...row, ...pick(body), phone: str(body.phone ?? row.phone).trim() });
    const refused = refusal(ctx, merged);
    if (refused) return fail(refused);
    Object.assign(row, merged, { ratio: Number(merged.ratio), agentLevel: Number(merged.agentLevel), updateTime: now(ctx) });
    return okBody(row, '更新成功');
  });
};

/** GET /api/admin/agent/firstAgent: the approved first-level agents. */
export const firstAgent = (ctx: AuthedContext): Response =>
  ok(agents(ctx).filter((r) => Number(r.agentLevel) === AGENT_LEVEL.first && Number(r.auditStatus) === AGENT_AUDIT.approved));

/** GET /api/agent/agent/detail?id: the agent's record. */
export const agentDetail = (ctx: AuthedContext): Response => {
  const row = agentNamed(ctx);
  return row ? ok(row) : fail(MSG_NOT_FOUND);
};

/** POST /api/agent/agent/submit: a rejected agent, as it now is, sent for review again (待审核). */
export const resubmitAgent = (ctx: AuthedContext): Response => {
  const body = jsonBody(ctx);
  if (!body || !str(body.id)) return fail('缺少主键');
  return keyed(ctx, () => {
    const row = agentNamed(ctx, str(body.id));
    if (!row) return fail(MSG_NOT_FOUND);
    if (!resubmitOffered(row)) return fail(AGENT_MSG.notRejected);
    const merged = withParent(ctx, { ...row, ...pick(body) });
    const refused = refusal(ctx, merged);
    if (refused) return fail(refused);
    Object.assign(row, merged, { auditStatus: AGENT_AUDIT.pending, auditRemark: '', updateTime: now(ctx) });
    return okBody(row, '提交成功');
  });
};

/** POST /api/agent/agent/remove?ids: removes agents with no second-level agent under them (and their sites). */
export const removeAgents = (ctx: AuthedContext): Response => {
  const ids = idList(ctx.params.ids);
  if (ids.length === 0) return fail('请选择至少一条数据');
  return keyed(ctx, () => {
    const mine = agents(ctx);
    if (ids.some((id) => !mine.some((r) => str(r.id) === id))) return fail(MSG_NOT_FOUND);
    if (mine.some((r) => ids.includes(str(r.parentAgentId)) && !ids.includes(str(r.id)))) return fail(AGENT_MSG.hasChildren);
    const gone = new Set(ids);
    for (const key of ['admin-agent', 'agent-site', 'fleet-site']) {
      const field = key === 'admin-agent' ? 'id' : 'agentId';
      ctx.db.resources[key] = resourceTable(ctx.db, requireResource(key)).filter((r) => !gone.has(str(r[field])));
    }
    return okBody(null, '删除成功');
  });
};

/** POST /api/agent/agent/updateRatioExplain: the ratio (basis points) and its explanation. */
export const updateRatioExplain = (ctx: AuthedContext): Response => {
  const body = jsonBody(ctx) ?? {};
  return keyed(ctx, () => {
    const row = agentNamed(ctx, str(body.id ?? ctx.params.id));
    if (!row) return fail(MSG_NOT_FOUND);
    const ratio = body.ratio ?? row.ratio;
    if (!validBasisPoints(ratio)) return fail(AGENT_MSG.ratio);
    Object.assign(row, { ratio: Number(ratio), ratioExplain: str(body.ratioExplain ?? row.ratioExplain), updateTime: now(ctx) });
    return okBody(row, '更新成功');
  });
};

/** POST /api/agent/agent/activateProxy?activationCode: the approved agent of the code is activated. */
export const activateProxy = (ctx: AuthedContext): Response => {
  const code = str(ctx.params.activationCode).trim();
  if (!code) return fail('activationCode 不能为空');
  return keyed(ctx, () => {
    const row = agents(ctx).find((r) => str(r.activationCode) === code);
    if (!row) return fail(MSG_NOT_FOUND);
    if (Number(row.auditStatus) !== AGENT_AUDIT.approved) return fail('当前状态不允许该操作');
    Object.assign(row, { activated: 1, activateTime: now(ctx) });
    return okBody(row, '激活成功');
  });
};

/** The station ids the caller's tenant may assign. */
const stationIds = (ctx: AuthedContext) => new Set(tenantRows(ctx, requireResource('zyt-shell')).map((r) => str(r.id)));

/** Replaces the rows of `key` matching `owner` with one per site. */
function replaceSites(ctx: AuthedContext, key: string, owner: Row, siteIds: readonly string[]): Row[] {
  const def = requireResource(key);
  const matches = (r: Row) => Object.entries(owner).every(([k, v]) => str(r[k]) === str(v));
  const kept = resourceTable(ctx.db, def).filter((r) => !matches(r));
  const stations = tenantRows(ctx, requireResource('zyt-shell'));
  const added = siteIds.map((siteId) => ({
    ...owner,
    id: nextId(ctx.db),
    siteId,
    siteName: str(stations.find((s) => str(s.id) === siteId)?.siteName),
    createTime: now(ctx),
    tenantId: ctx.session.tenant.tenantId,
  }));
  ctx.db.resources[key] = [...added, ...kept];
  return added;
}

/** POST /api/agent/agentSite/change: an approved agent's sites become the given ones. */
export const changeAgentSites = (ctx: AuthedContext): Response => {
  const body = jsonBody(ctx) ?? {};
  return keyed(ctx, () => {
    const agent = agentNamed(ctx, str(body.agentId ?? ctx.params.agentId));
    if (!agent) return fail(MSG_NOT_FOUND);
    if (sitesAllowance(agent) !== 'allowed') return fail(AGENT_MSG.notApproved);
    const siteIds = idList(body.siteIds ?? ctx.params.siteIds);
    const known = stationIds(ctx);
    if (siteIds.some((id) => !known.has(id))) return fail(MSG_NOT_FOUND);
    const agentId = str(agent.id);
    const added = replaceSites(ctx, 'agent-site', { agentId, agentName: agent.agentName }, siteIds);
    // a fleet keeps only sites the agent still serves
    const still = new Set(siteIds);
    ctx.db.resources['fleet-site'] = resourceTable(ctx.db, requireResource('fleet-site')).filter(
      (r) => str(r.agentId) !== agentId || still.has(str(r.siteId)),
    );
    return okBody(added, '操作成功');
  });
};

/** POST /api/agent/fleetSite/change: the sites a fleet of the agent fills at, each one of the agent's own. */
export const changeFleetSites = (ctx: AuthedContext): Response => {
  const body = jsonBody(ctx) ?? {};
  return keyed(ctx, () => {
    const agent = agentNamed(ctx, str(body.agentId ?? ctx.params.agentId));
    if (!agent) return fail(MSG_NOT_FOUND);
    if (sitesAllowance(agent) !== 'allowed') return fail(AGENT_MSG.notApproved);
    const fleetId = str(body.fleetId ?? ctx.params.fleetId);
    const fleet = tenantRows(ctx, requireResource('fleet')).find((r) => str(r.id) === fleetId);
    if (!fleet) return fail(MSG_NOT_FOUND);
    const siteIds = idList(body.siteIds ?? ctx.params.siteIds);
    const own = new Set(
      resourceTable(ctx.db, requireResource('agent-site'))
        .filter((r) => str(r.agentId) === str(agent.id))
        .map((r) => str(r.siteId)),
    );
    if (siteIds.some((id) => !own.has(id))) return fail(AGENT_MSG.notOwnSite);
    const added = replaceSites(ctx, 'fleet-site', { agentId: str(agent.id), fleetId, fleetName: fleet.fleetName }, siteIds);
    return okBody(added, '操作成功');
  });
};

/** How the commission rebate ratio is applied (GET explanationCommissionRebateRatio). */
export const COMMISSION_EXPLANATION =
  '返佣按订单实付金额乘以代理商的返佣比例计算，比例以基点记录（10000 基点为 100%）；二级代理商的返佣从其一级代理商的返佣中分出，审核通过并激活后开始计算。';

export const commissionExplanation = (): Response => ok({ ratioExplain: COMMISSION_EXPLANATION, maxRatio: 10000 });
