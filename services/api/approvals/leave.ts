/**
 * The leave process and task calls (spec 000 §7 "Workflow"), paths from the registry. Every step is sent with its
 * operation's key (the command machine's, docs/flows.md "Commands") and has a check that reads the leave again after a
 * lost answer. React-free.
 */
import * as v from 'valibot';
import { id, listOf, madeSince, recordOf, text } from '@services/api/fields';
import { page } from '@services/api/resource-client';
import { call, family, FlowRecordSchema, pathOf, rowsOf, write, type HistoryEntry } from './common';

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

export const startLeave = (form: LeaveForm, key: string) =>
  write('POST', pathOf('leave', 'startProcess'), { data: form, key }, LeaveSchema);
export const claimTask = (taskId: string, key: string) => write('POST', pathOf('flow-claim', 'claimTask'), { params: { taskId }, key });
export const completeTask = (p: { taskId: string; processInstanceId: string; pass: boolean; comment: string }, key: string) =>
  write('POST', pathOf('flow-todo', 'completeTask'), {
    params: { taskId: p.taskId, processInstanceId: p.processInstanceId, flag: p.pass ? 'ok' : 'reject', comment: p.comment },
    key,
  });

/** One step of a leave as its command sends it: starting one (the form), or claiming, passing or rejecting a task. */
export interface LeaveStepWrite {
  step: 'start' | 'claim' | 'pass' | 'reject';
  processDefinitionId: string;
  taskId: string;
  processInstanceId: string;
  /** The leave the task belongs to (read again after a lost answer). */
  businessId: string;
  /** Who handles the task (the signed-in user). */
  userId: string;
  values: { startTime: string; endTime: string; reason: string; taskUser: string };
  comment: string;
}

/** Sends a step once with the operation's key. */
export function sendLeaveStep(w: LeaveStepWrite, key: string): Promise<unknown> {
  if (w.step === 'start') return startLeave({ processDefinitionId: w.processDefinitionId, ...w.values }, key);
  if (w.step === 'claim') return claimTask(w.taskId, key);
  return completeTask({ taskId: w.taskId, processInstanceId: w.processInstanceId, pass: w.step === 'pass', comment: w.comment }, key);
}

/**
 * A leave the user started since `startedAt` with the form's dates, reason and approver, as their started list
 * (send) and its detail show it; null when there is none.
 */
async function findStartedLeave(w: LeaveStepWrite, startedAt: number, signal?: AbortSignal): Promise<LeaveRecord | null> {
  const started = await page(family('flow-send'), { current: 1, size: 20, filters: {} }, signal);
  for (const r of started.records.filter((x) => madeSince(x.createTime, startedAt))) {
    const leave = await loadLeave(String(r.businessId ?? ''), signal);
    const same = (['startTime', 'endTime', 'reason', 'taskUser'] as const).every((k) => String(leave[k] ?? '') === w.values[k]);
    if (same) return leave;
  }
  return null;
}

/**
 * A step's effect after a lost answer, read again: the new leave (start), the task held by the user (claim), or the
 * task done with the user's decision (pass, reject). The leave as it now is, or null when the step shows nowhere.
 */
export async function findLeaveStep(w: LeaveStepWrite, startedAt: number, signal?: AbortSignal): Promise<LeaveRecord | null> {
  if (w.step === 'start') return findStartedLeave(w, startedAt, signal);
  const leave = await loadLeave(w.businessId, signal);
  const task = leave.tasks.find((t) => t.taskId === w.taskId);
  if (!task) return null;
  if (w.step === 'claim') return task.assigneeId === w.userId ? leave : null;
  // a backend that says how the task was decided must say it the user's way
  const pass = (task as { pass?: unknown }).pass;
  return task.endTime !== '' && task.assigneeId === w.userId && (typeof pass !== 'boolean' || pass === (w.step === 'pass')) ? leave : null;
}

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
