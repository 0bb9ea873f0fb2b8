/**
 * Workflow administration in the simulator (spec 000 §3 workflow): deploying a model or uploading a process file adds
 * a process definition to the manager's list, change-state activates or suspends one, delete-deployment removes the
 * definitions of the named deployments (a deleted or suspended leave definition starts no leave: approvals/leave.ts),
 * and delete-process-instance removes a running instance: a leave process from the follow list and every task list.
 */
import { nextId } from '../db';
import type { AuthedContext } from '../route';
import { formatDateTime } from '../seed';
import { idSet } from '../routes/resource-routes';
import { okBody } from '../money/common';
import { keyed } from './common';
import { num, table, type Row } from '../recharge/store';
import { str } from '../fleets/world';
import { PROCESS_STATE } from '../approvals/flow-definitions';
import { leaveInstances, removeLeaveInstance } from '../approvals/leave';
import { fail, ok, paginate } from '../envelope';
import { tenantMaySee, visibleRows } from '../rules';

export { PROCESS_STATE };

export const WORKFLOW_MSG = {
  modelMissing: '模型不存在',
  processMissing: '流程不存在',
  stateBad: '状态只能是 active 或 suspend',
  noFiles: '请选择文件',
  noCategory: '请选择流程分类',
  noneSelected: '请选择至少一条数据',
  instanceMissing: '流程实例不存在',
} as const;

const definitions = (ctx: AuthedContext) => table(ctx.db, 'flow-manager');

/** Adds a process definition: the next version of its key, active, in a new deployment. */
function deploy(ctx: AuthedContext, name: string, key: string, category: string): Row {
  const rows = definitions(ctx);
  const version = 1 + rows.filter((r) => str(r.key) === key).reduce((n, r) => Math.max(n, num(r.version)), 0);
  const deploymentId = nextId(ctx.db);
  const row: Row = {
    id: `${key}:${version}:${deploymentId}`,
    name,
    key,
    category,
    version,
    suspensionState: PROCESS_STATE.active,
    deploymentId,
    deploymentTime: formatDateTime(ctx.now),
    tenantIds: str(ctx.params.tenantIds),
    tenantId: ctx.session.tenant.tenantId,
    createTime: formatDateTime(ctx.now),
  };
  rows.unshift(row);
  return row;
}

export function deployModel(ctx: AuthedContext): Response {
  const model = table(ctx.db, 'flow-model').find((r) => str(r.id) === str(ctx.params.modelId ?? ctx.params.id));
  if (!model) return fail(WORKFLOW_MSG.modelMissing);
  const category = str(ctx.params.category).trim();
  if (!category) return fail(WORKFLOW_MSG.noCategory);
  return keyed(ctx, () => {
    const row = deploy(ctx, str(model.name), str(model.modelKey) || str(model.id), category);
    model.lastUpdated = formatDateTime(ctx.now);
    return okBody(row);
  });
}

/** The uploaded files of a multipart body (by shape: the FormData class of the parsing runtime may differ). */
function uploadedNames(body: unknown): string[] {
  if (!body || typeof (body as FormData).getAll !== 'function') return [];
  return (body as FormData)
    .getAll('files')
    .filter((v): v is File => typeof v !== 'string')
    .map((f) => f.name);
}

export function deployUpload(ctx: AuthedContext): Response {
  const names = uploadedNames(ctx.body);
  if (names.length === 0) return fail(WORKFLOW_MSG.noFiles);
  const category = str(ctx.params.category).trim();
  if (!category) return fail(WORKFLOW_MSG.noCategory);
  return keyed(ctx, () => {
    const rows = names.map((file) => {
      const key = file.replace(/(\.bpmn20)?\.(xml|bpmn)$/i, '');
      return deploy(ctx, key, key, category);
    });
    return okBody(rows);
  });
}

export function changeState(ctx: AuthedContext): Response {
  const id = str(ctx.params.processId ?? ctx.params.id);
  const row = definitions(ctx).find((r) => str(r.id) === id);
  if (!row) return fail(WORKFLOW_MSG.processMissing);
  const state = str(ctx.params.state).trim().toLowerCase();
  const next =
    state === 'active' || state === '1' ? PROCESS_STATE.active : state === 'suspend' || state === '2' ? PROCESS_STATE.suspended : null;
  if (next === null) return fail(WORKFLOW_MSG.stateBad);
  return keyed(ctx, () => {
    row.suspensionState = next;
    row.updateTime = formatDateTime(ctx.now);
    return okBody(row);
  });
}

export function deleteDeployment(ctx: AuthedContext): Response {
  const ids = idSet(ctx.params.deploymentIds ?? ctx.params.ids);
  if (ids.size === 0) return fail(WORKFLOW_MSG.noneSelected);
  return keyed(ctx, () => {
    const rows = definitions(ctx);
    const keep = rows.filter((r) => !ids.has(str(r.deploymentId)) && !ids.has(str(r.id)));
    ctx.db.resources['flow-manager'] = keep;
    return okBody({ removed: rows.length - keep.length });
  });
}

/** The follow list: the caller's tenant's running leave processes, then the other instances it may see, by processInstanceId. */
export function followList(ctx: AuthedContext): Response {
  const wanted = str(ctx.query.get('processInstanceId')).trim();
  const rows = [...leaveInstances(ctx), ...visibleRows(ctx, table(ctx.db, 'flow-follow'))].filter(
    (r) => !wanted || str(r.processInstanceId).includes(wanted),
  );
  return ok(paginate(rows, ctx.query));
}

/** Deletes a process instance: a leave process leaves every task list and the follow list; another instance its table. */
export function deleteProcessInstance(ctx: AuthedContext): Response {
  const id = str(ctx.params.processInstanceId ?? ctx.params.id);
  const rows = table(ctx.db, 'flow-follow');
  // only an instance the caller's tenant may see is deleted
  const keep = rows.filter((r) => !tenantMaySee(ctx, r.tenantId) || (str(r.processInstanceId) !== id && str(r.id) !== id));
  const isLeave = leaveInstances(ctx).some((r) => str(r.processInstanceId) === id);
  if (keep.length === rows.length && !isLeave) return fail(WORKFLOW_MSG.instanceMissing);
  return keyed(ctx, () => {
    if (isLeave) removeLeaveInstance(ctx, id);
    else ctx.db.resources['flow-follow'] = keep;
    return okBody({ processInstanceId: id, deleteReason: str(ctx.params.deleteReason) });
  });
}
