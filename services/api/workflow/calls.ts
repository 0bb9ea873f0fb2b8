/**
 * Workflow administration calls (spec 000 §7 "Workflow (/api/blade-flow)", spec 002 §7): a model deployed with its
 * category and tenants, process files uploaded as a deployment (multipart: category, tenantIds, files), a process
 * definition's state changed (active or suspend), deployments deleted, a process instance deleted with its reason.
 * Paths come from the resource registry; each write carries its operation's Idempotency-Key.
 */
import { http } from '@services/http/client';
import { pageOf, requestData } from '@services/http/decode';
import type { Page, R } from '@services/http/envelope';
import { row, type Row } from '@services/api/fields';
import { resourcePath } from '@services/resources/registry';

export const FLOW_MODEL = 'flow-model';
export const FLOW_MANAGER = 'flow-manager';
export const FLOW_FOLLOW = 'flow-follow';

/** The values change-state takes (the definition's suspensionState 1 active, 2 suspended). */
export const PROCESS_STATE = { active: { code: 1, param: 'active' }, suspended: { code: 2, param: 'suspend' } } as const;
export type ProcessStateName = keyof typeof PROCESS_STATE;

/** The reason a deleted process instance is given. */
export const DELETE_INSTANCE_REASON = '删除流程实例';

/** Whether a definition row is suspended. */
export const isSuspended = (definition: Row) => Number(definition.suspensionState) === PROCESS_STATE.suspended.code;

const write = (path: string, params: Record<string, string>, key: string, data: unknown = null) =>
  http.post<R<unknown>>(path, data, { params, meta: { idempotencyKey: key } });

/** Deploys a model (POST model/deploy): its definition becomes the next version of its key, active. */
export async function deployModel(p: { modelId: string; category: string; tenantIds: string }, key: string): Promise<void> {
  await write(resourcePath(FLOW_MODEL, 'deploy'), p, key);
}

/** Uploads process files as a deployment (POST manager/deploy-upload, multipart category, tenantIds, files). */
export async function deployUpload(p: { category: string; tenantIds: string; files: readonly File[] }, key: string): Promise<void> {
  const form = new FormData();
  form.append('category', p.category);
  if (p.tenantIds) form.append('tenantIds', p.tenantIds);
  for (const f of p.files) form.append('files', f, f.name);
  await http.post<R<unknown>>(resourcePath(FLOW_MANAGER, 'deployUpload'), form, { meta: { idempotencyKey: key } });
}

/** Activates or suspends a process definition (POST manager/change-state with processId and state). */
export async function changeState(processId: string, state: ProcessStateName, key: string): Promise<void> {
  await write(resourcePath(FLOW_MANAGER, 'changeState'), { processId, state: PROCESS_STATE[state].param }, key);
}

/** Deletes deployments and their definitions (POST manager/delete-deployment, deploymentIds comma-joined). */
export async function deleteDeployments(deploymentIds: readonly string[], key: string): Promise<void> {
  await write(resourcePath(FLOW_MANAGER, 'deleteDeployment'), { deploymentIds: deploymentIds.join(',') }, key);
}

/** Deletes a process instance (POST follow/delete-process-instance with its reason). */
export async function deleteProcessInstance(processInstanceId: string, key: string): Promise<void> {
  await write(resourcePath(FLOW_FOLLOW, 'deleteProcessInstance'), { processInstanceId, deleteReason: DELETE_INSTANCE_REASON }, key);
}

/** One write of the workflow screens, by what it does. */
export type FlowCall =
  | { kind: 'deployModel'; p: { modelId: string; category: string; tenantIds: string } }
  | { kind: 'deployUpload'; p: { category: string; tenantIds: string; files: readonly File[] } }
  | { kind: 'changeState'; processId: string; state: ProcessStateName }
  | { kind: 'deleteDeployments'; deploymentIds: readonly string[] }
  | { kind: 'deleteProcessInstance'; processInstanceId: string };

/** Sends one write of the workflow screens with its idempotency key. */
export function sendFlowCall(c: FlowCall, key: string): Promise<void> {
  switch (c.kind) {
    case 'deployModel':
      return deployModel(c.p, key);
    case 'deployUpload':
      return deployUpload(c.p, key);
    case 'changeState':
      return changeState(c.processId, c.state, key);
    case 'deleteDeployments':
      return deleteDeployments(c.deploymentIds, key);
    case 'deleteProcessInstance':
      return deleteProcessInstance(c.processInstanceId, key);
  }
}

/** Rows of a workflow list (model list, manager list, follow list) with filters, to check what a write did. */
export function workflowRows(family: string, query: Record<string, string>, signal?: AbortSignal): Promise<Page<Row>> {
  const params = { current: 1, size: 100, ...query };
  return requestData({ url: resourcePath(family, 'list'), method: 'GET', params, signal }, pageOf(row, { current: 1, size: 100 }));
}
