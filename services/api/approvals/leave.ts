/** The leave process and task calls (spec 000 §7 "Workflow"), paths from the registry. React-free. */
import * as v from 'valibot';
import { id, listOf, recordOf, text } from '@services/api/fields';
import { call, FlowRecordSchema, pathOf, rowsOf, type HistoryEntry } from './common';

export type TaskList = 'start' | 'claim' | 'todo' | 'send' | 'done';

export const listPath = (list: TaskList) => pathOf(`flow-${list}`, 'list');

/** A task of a leave process: who holds it, who may claim it, whether it is done. */
const LeaveTaskSchema = recordOf({ taskId: id, assigneeId: id, candidateIds: listOf(id), endTime: text });

/** A leave record with its process and tasks. */
export const LeaveSchema = recordOf({ ...FlowRecordSchema.entries, processInstanceId: id, tasks: listOf(LeaveTaskSchema) });
export type LeaveRecord = v.InferOutput<typeof LeaveSchema>;

export const loadLeave = (businessId: string, signal?: AbortSignal) =>
  call('GET', pathOf('leave', 'detail'), { params: { businessId }, signal }, LeaveSchema);

/** One step of a process instance's history. */
const FlowStepSchema = v.pipe(
  recordOf({
    pass: v.optional(v.unknown()),
    historyActivityType: text,
    historyActivityName: text,
    assigneeName: text,
    endTime: text,
    createTime: text,
    comment: text,
  }),
  v.transform(
    (h): HistoryEntry => ({
      action: h.pass === false ? 'reject' : h.historyActivityType,
      userId: '',
      userName: h.assigneeName,
      time: h.endTime || h.createTime,
      comment: h.comment,
      status: h.historyActivityName,
    }),
  ),
);

/** Each step of a process instance as a history entry (who, when, comment); a rejected step is action `reject`. */
export async function loadLeaveHistory(processInstanceId: string, signal?: AbortSignal): Promise<HistoryEntry[]> {
  return call('GET', pathOf('leave', 'historyFlowList'), { params: { processInstanceId }, signal }, rowsOf(FlowStepSchema));
}

export interface LeaveForm {
  processDefinitionId: string;
  startTime: string;
  endTime: string;
  reason: string;
  /** The department approver's user id. */
  taskUser: string;
}

export const startLeave = (form: LeaveForm, signal?: AbortSignal) =>
  call('POST', pathOf('leave', 'startProcess'), { data: form, signal, idempotent: true }, LeaveSchema);
export const claimTask = (taskId: string, signal?: AbortSignal) =>
  call('POST', pathOf('flow-claim', 'claimTask'), { params: { taskId }, signal });
export const completeTask = (p: { taskId: string; processInstanceId: string; pass: boolean; comment: string }, signal?: AbortSignal) =>
  call('POST', pathOf('flow-todo', 'completeTask'), {
    params: { taskId: p.taskId, processInstanceId: p.processInstanceId, flag: p.pass ? 'ok' : 'reject', comment: p.comment },
    signal,
    idempotent: true,
  });

/** The request each step sends (shown in the confirmation). */
export function leaveRequest(
  kind: 'start' | 'claim' | 'pass' | 'reject',
  p: { form?: LeaveForm; taskId?: string; processInstanceId?: string; comment?: string },
) {
  if (kind === 'start') return { method: 'POST', url: pathOf('leave', 'startProcess'), payload: p.form ?? {} };
  if (kind === 'claim') return { method: 'POST', url: pathOf('flow-claim', 'claimTask'), payload: { taskId: p.taskId } };
  return {
    method: 'POST',
    url: pathOf('flow-todo', 'completeTask'),
    payload: {
      taskId: p.taskId,
      processInstanceId: p.processInstanceId,
      flag: kind === 'pass' ? 'ok' : 'reject',
      comment: p.comment ?? '',
    },
  };
}

/** Users of a tenant who can be chosen as approver (the user search, size 1000). */
export async function approverChoices(tenantId: string, signal?: AbortSignal): Promise<Array<{ id: string; name: string }>> {
  const rows = await call(
    'GET',
    pathOf('user', 'page'),
    { params: { current: 1, size: 1000, tenantId }, signal },
    rowsOf(recordOf({ id, realName: text, name: text, account: text })),
  );
  return rows.map((r) => ({ id: r.id, name: `${r.realName || r.name || r.account} (${r.account})` }));
}
