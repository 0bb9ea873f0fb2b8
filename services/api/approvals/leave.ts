/** The leave process and task calls (spec 000 §7 "Workflow"), paths from the registry. React-free. */
import { isPlainObject } from '@services/http/errors';
import { asRecord, asRows, call, pathOf, type HistoryEntry, type Row } from './common';

export type TaskList = 'start' | 'claim' | 'todo' | 'send' | 'done';

export const listPath = (list: TaskList) => pathOf(`flow-${list}`, 'list');

export const loadLeave = async (businessId: string, signal?: AbortSignal): Promise<Row> =>
  asRecord(await call('GET', pathOf('leave', 'detail'), { params: { businessId }, signal }), 'leave detail');

/** Each step of a process instance as a history entry (who, when, comment); a rejected step is action `reject`. */
export async function loadLeaveHistory(processInstanceId: string, signal?: AbortSignal): Promise<HistoryEntry[]> {
  const data = await call<unknown>('GET', pathOf('leave', 'historyFlowList'), { params: { processInstanceId }, signal });
  const rows = Array.isArray(data) ? data.filter(isPlainObject) : asRows(data);
  return rows.map((h) => ({
    action: h.pass === false ? 'reject' : String(h.historyActivityType ?? ''),
    userId: '',
    userName: String(h.assigneeName ?? ''),
    time: String(h.endTime || h.createTime || ''),
    comment: String(h.comment ?? ''),
    status: String(h.historyActivityName ?? ''),
  }));
}

export interface LeaveForm {
  processDefinitionId: string;
  startTime: string;
  endTime: string;
  reason: string;
  /** The department approver's user id. */
  taskUser: string;
}

export const startLeave = (form: LeaveForm, signal?: AbortSignal) => call<Row>('POST', pathOf('leave', 'startProcess'), { data: form, signal, idempotent: true });
export const claimTask = (taskId: string, signal?: AbortSignal) => call('POST', pathOf('flow-claim', 'claimTask'), { params: { taskId }, signal });
export const completeTask = (p: { taskId: string; processInstanceId: string; pass: boolean; comment: string }, signal?: AbortSignal) =>
  call('POST', pathOf('flow-todo', 'completeTask'), { params: { taskId: p.taskId, processInstanceId: p.processInstanceId, flag: p.pass ? 'ok' : 'reject', comment: p.comment }, signal, idempotent: true });

/** The request each step sends (shown in the confirmation). */
export function leaveRequest(kind: 'start' | 'claim' | 'pass' | 'reject', p: { form?: LeaveForm; taskId?: string; processInstanceId?: string; comment?: string }) {
  if (kind === 'start') return { method: 'POST', url: pathOf('leave', 'startProcess'), payload: p.form ?? {} };
  if (kind === 'claim') return { method: 'POST', url: pathOf('flow-claim', 'claimTask'), payload: { taskId: p.taskId } };
  return { method: 'POST', url: pathOf('flow-todo', 'completeTask'), payload: { taskId: p.taskId, processInstanceId: p.processInstanceId, flag: kind === 'pass' ? 'ok' : 'reject', comment: p.comment ?? '' } };
}

/** Users of a tenant who can be chosen as approver (the user search, size 1000). */
export async function approverChoices(tenantId: string, signal?: AbortSignal): Promise<Array<{ id: string; name: string }>> {
  const rows = asRows(await call('GET', pathOf('user', 'page'), { params: { current: 1, size: 1000, tenantId }, signal }));
  return rows.map((r) => ({ id: String(r.id), name: `${String(r.realName || r.name || r.account || '')} (${String(r.account ?? '')})` }));
}
