/** Agents and promoters (spec 001 §7 "Agents"; spec 002 §6 first agents, §7 "Promoters"). */
import { act, audit, col, createTime, exportAction, inArea, op, opsAt, read, search, stateGet } from '../define';
import type { ResourceDefinition } from '../types';

const { family } = inArea('agents');

const A = '/api/admin/agent';
const AG = '/api/agent/agent';
const AS = '/api/agent/agentSite';
const FS = '/api/agent/fleetSite';
/** Agent site and fleet site calls: spec 001 §7 names them ("change and list") without printing their paths. */
const unprinted = {
  extra: true,
  reason: 'spec 001 §7 names "Agent site and fleet site: change and list" without printing its path',
} as const;

const agentColumns = [
  col.text('agentName'),
  col.text('contactName'),
  col.text('phone', { width: 120 }),
  col.status('agentLevel'),
  col.ref('parentAgentId', 'admin-agent'),
  col.text('activationCode', { hidden: true }),
  col.text('ratio', { width: 90 }),
  col.status('auditStatus'),
  createTime(),
];

export const agentResources: readonly ResourceDefinition[] = [
  family('admin-agent', A, {
    operations: {
      page: op.page(`${A}/page`),
      detail: { method: 'GET', path: `${A}/{id}` },
      save: { method: 'POST', path: A },
      update: { method: 'PUT', path: A },
    },
    actions: [
      audit('audit', `${A}/aduit`),
      exportAction('downloadInfo', `${A}/downloadInfo`),
      read('firstAgent', 'GET', `${A}/firstAgent`),
    ],
    columns: agentColumns,
    searchFields: [search.text('agentName'), search.text('phone'), search.status('auditStatus'), search.created()],
    form: { required: ['agentName', 'contactName', 'phone', 'agentLevel'], omit: ['activationCode', 'auditStatus'] },
    invented: true,
    note: 'REST-style family: GET {id}, POST and PUT on the family path; the audit call is spelled "aduit" in the spec (kept). First agents: GET firstAgent (spec 002 §6).',
  }),
  family('second-agent', A, {
    operations: { page: op.page(`${A}/secondAgentPage`) },
    columns: agentColumns,
    searchFields: [search.ref('parentAgentId', 'admin-agent'), search.text('agentName'), search.status('auditStatus')],
    invented: true,
    note: 'Second-level agents; approved with the admin-agent audit (spec 001 §4).',
  }),
  family('agent', AG, {
    operations: { detail: op.detail(`${AG}/detail`), remove: op.remove(`${AG}/remove`), submit: op.submit(`${AG}/submit`) },
    actions: [
      act('activateProxy', 'POST', `${AG}/activateProxy`, 'page', { params: ['activationCode'], confirm: true }),
      act('updateRatioExplain', 'POST', `${AG}/updateRatioExplain`, 'row'),
      read('explanationCommissionRebateRatio', 'GET', `${AG}/explanationCommissionRebateRatio`),
    ],
    columns: [...agentColumns.filter((c) => c.field !== 'parentAgentId'), col.text('ratioExplain', { hidden: true })],
    form: {
      required: ['agentName', 'contactName', 'phone'],
      omit: ['activationCode', 'auditStatus', 'agentLevel'],
      multiline: ['ratioExplain'],
    },
    invented: true,
    note: "The agent's own record: activation by activationCode (spec 001 §3), commission rebate ratio and its explanation. No list call is printed.",
  }),
  // Agent site and fleet site: "change and list" (spec 001 §7), no printed path: the sites an agent serves, and the
  // sites each fleet of the agent may fill at (among the agent's own sites).
  family('agent-site', AS, {
    operations: { list: { ...op.list(`${AS}/list`), ...unprinted } },
    actions: [act('change', 'POST', `${AS}/change`, 'page', { params: ['agentId', 'siteIds'], confirm: true, ...unprinted })],
    columns: [col.ref('agentId', 'admin-agent'), col.ref('siteId', 'zyt-shell'), createTime()],
    searchFields: [search.ref('agentId', 'admin-agent')],
    invented: true,
    note: "An agent's sites, listed by agentId; change replaces them with siteIds (comma-joined). Only an approved agent's sites change.",
  }),
  family('fleet-site', FS, {
    operations: { list: { ...op.list(`${FS}/list`), ...unprinted } },
    actions: [act('change', 'POST', `${FS}/change`, 'page', { params: ['agentId', 'fleetId', 'siteIds'], confirm: true, ...unprinted })],
    columns: [col.ref('agentId', 'admin-agent'), col.ref('fleetId', 'fleet'), col.ref('siteId', 'zyt-shell'), createTime()],
    searchFields: [search.ref('agentId', 'admin-agent'), search.ref('fleetId', 'fleet')],
    invented: true,
    note: "The sites a fleet of an agent fills at, listed by agentId and fleetId; change replaces them with siteIds, each one of the agent's sites.",
  }),
  family('promoter', '/api/promoter', {
    operations: opsAt('/api/promoter', { list: 'list', submit: 'saveOrUpdate' }),
    actions: [stateGet('delete', '/api/promoter/delete', 'row', { params: ['id'], confirm: true })],
    columns: [
      col.text('promoterName'),
      col.text('phone', { width: 120 }),
      col.text('promoterCode'),
      col.text('tenantName'),
      col.text('inviteCount', { width: 90 }),
      createTime(),
    ],
    searchFields: [search.text('promoterName'), search.text('phone')],
    form: { required: ['promoterName', 'phone'], omit: ['promoterCode', 'inviteCount', 'tenantName'] },
    invented: true,
    note: 'Delete is GET delete?id (a state-changing GET, docs/architecture.md §5).',
  }),
];
