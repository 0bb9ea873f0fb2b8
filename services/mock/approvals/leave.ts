/**
 * The simulated leave process (docs/flows.md "Leave process", spec 000 §2, §4, §7 "Workflow"): a user starts a leave
 * (start-process) naming a department approver; the task 部门审批 waits in that approver's claim list, is claimed
 * (claim-task), then completed (complete-task) with pass or reject and a comment; on pass 人事审批 waits for the
 * HR approvers (seeded account `hr`), the same way; the process ends 已完成 (approved) or 已驳回 (any reject).
 * The starter cannot approve their own leave. history-flow-list gives each step's assignee, time and comment.
 */
import { LEAVE_STATUS, LEAVE_STEPS, type LeaveStepKey } from '@services/api/approvals/status';
import type { Db, UserRow } from '../db';
import { nextId, tableOf } from '../db';
import { fail, ok, paginate } from '../envelope';
import { protectedRoute, type AuthedContext, type RouteDefinition } from '../route';
import { formatDateTime } from '../seed';
import { answer, once, okAnswer, refusal, str, userName, type Row } from './common';
import { table } from '../recharge/store';
import { LEAVE_KEY, PROCESS_STATE } from './flow-definitions';

const TABLE = 'approvals:leave-processes';

/** Why a start is refused: its definition is no deployed leave definition (or its deployment was deleted), or suspended. */
export const START_MSG = { definitionMissing: '流程定义不存在', suspended: '流程已挂起，不能发起' } as const;

const definitions = (db: Db) => table(db, 'flow-manager');

/** The leave definition a start names (processDefinitionId), or why it starts nothing. */
export function startableLeave(db: Db, processDefinitionId: string): Row | string {
  const row = definitions(db).find((r) => str(r.id) === processDefinitionId && str(r.key) === LEAVE_KEY);
  if (!row) return START_MSG.definitionMissing;
  return Number(row.suspensionState) === PROCESS_STATE.suspended ? START_MSG.suspended : row;
}

/** The definitions 发起事务 offers: the active leave definitions, the newest version first. */
function startableDefinitions(db: Db): Row[] {
  return definitions(db)
    .filter((r) => str(r.key) === LEAVE_KEY && Number(r.suspensionState) === PROCESS_STATE.active)
    .sort((a, b) => Number(b.version) - Number(a.version));
}
/** Accounts (per tenant) whose users approve the HR step. */
export const HR_APPROVER_ACCOUNTS: readonly string[] = ['hr'];

export { LEAVE_DEFINITION } from './flow-definitions';

interface Task {
  taskId: string;
  taskDefinitionKey: LeaveStepKey;
  taskName: string;
  candidateIds: string[];
  assigneeId: string;
  createTime: string;
  claimTime: string;
  endTime: string;
  comment: string;
  /** true pass, false reject, null while open. */
  pass: boolean | null;
}

interface Process extends Row {
  processInstanceId: string;
  businessId: string;
  processDefinitionId: string;
  processDefinitionName: string;
  tenantId: string;
  startUserId: string;
  startUserName: string;
  taskUser: string;
  taskUserName: string;
  startTime: string;
  endTime: string;
  reason: string;
  status: string;
  createTime: string;
  finishTime: string;
  tasks: Task[];
}

const processes = (db: Db) => tableOf(db, TABLE) as unknown as Process[];
const stepName = (key: LeaveStepKey) => LEAVE_STEPS.find((s) => s.key === key)!.zh;
const me = (ctx: AuthedContext) => ctx.session.user.id;
const nameOf = (u: UserRow) => u.realName || u.name || u.account;

function hrApprovers(db: Db, tenantId: string): string[] {
  return db.users.filter((u) => u.tenantId === tenantId && HR_APPROVER_ACCOUNTS.includes(u.account)).map((u) => u.id);
}

function openTask(db: Db, key: LeaveStepKey, candidates: string[], now: number): Task {
  return {
    taskId: nextId(db),
    taskDefinitionKey: key,
    taskName: stepName(key),
    candidateIds: candidates,
    assigneeId: '',
    createTime: formatDateTime(now),
    claimTime: '',
    endTime: '',
    comment: '',
    pass: null,
  };
}

function findTask(db: Db, taskId: string): { p: Process; t: Task } | null {
  for (const p of processes(db)) {
    const t = p.tasks.find((x) => x.taskId === taskId);
    if (t) return { p, t };
  }
  return null;
}

/** A task row of the claim/todo/done lists. */
function taskRow(db: Db, p: Process, t: Task): Row {
  return {
    taskId: t.taskId,
    taskName: t.taskName,
    taskDefinitionKey: t.taskDefinitionKey,
    processDefinitionName: p.processDefinitionName,
    processDefinitionId: p.processDefinitionId,
    processDefinitionVersion: 1,
    processInstanceId: p.processInstanceId,
    businessId: p.businessId,
    startUser: p.startUserName,
    assignee: t.assigneeId ? userName(db, t.assigneeId) : '',
    createTime: t.createTime,
    endTime: t.endTime,
    category: 'flow_1',
    status: p.status,
    comment: t.comment,
  };
}

/** A process as the leave detail answers it. */
function leaveView(db: Db, p: Process): Row {
  const current = p.tasks.find((t) => !t.endTime);
  return {
    id: p.businessId,
    businessId: p.businessId,
    processInstanceId: p.processInstanceId,
    processDefinitionId: p.processDefinitionId,
    processDefinitionName: p.processDefinitionName,
    startTime: p.startTime,
    endTime: p.endTime,
    reason: p.reason,
    taskUser: p.taskUser,
    taskUserName: p.taskUserName,
    startUserId: p.startUserId,
    startUserName: p.startUserName,
    createTime: p.createTime,
    status: p.status,
    currentTaskName: current?.taskName ?? '',
    tasks: p.tasks.map((t) => ({
      taskId: t.taskId,
      taskName: t.taskName,
      taskDefinitionKey: t.taskDefinitionKey,
      candidateIds: t.candidateIds,
      assigneeId: t.assigneeId,
      assigneeName: t.assigneeId ? userName(db, t.assigneeId) : '',
      endTime: t.endTime,
      pass: t.pass,
    })),
  };
}

/** Each step's assignee, time and comment (history-flow-list). */
function historyOf(db: Db, p: Process): Row[] {
  const out: Row[] = [
    {
      historyActivityType: 'start',
      historyActivityName: '发起申请',
      assigneeName: p.startUserName,
      createTime: p.createTime,
      endTime: p.createTime,
      comment: p.reason,
      pass: true,
    },
  ];
  for (const t of p.tasks) {
    const waiting = t.candidateIds.map((id) => userName(db, id)).join(',');
    out.push({
      historyActivityType: t.taskDefinitionKey,
      historyActivityName: t.taskName,
      assigneeName: t.assigneeId ? userName(db, t.assigneeId) : waiting,
      createTime: t.createTime,
      claimTime: t.claimTime,
      endTime: t.endTime,
      comment: t.comment,
      pass: t.pass,
    });
  }
  if (p.status !== LEAVE_STATUS.running)
    out.push({
      historyActivityType: 'end',
      historyActivityName: '结束',
      assigneeName: '',
      createTime: p.finishTime,
      endTime: p.finishTime,
      comment: '',
      pass: p.status === LEAVE_STATUS.approved,
    });
  return out;
}

/** The running leave processes of the caller's tenant as process instances (the follow list's rows). */
export function leaveInstances(ctx: AuthedContext): Row[] {
  return processes(ctx.db)
    .filter((p) => p.tenantId === ctx.session.tenant.tenantId && p.status === LEAVE_STATUS.running)
    .map((p) => ({
      id: p.processInstanceId,
      processInstanceId: p.processInstanceId,
      processDefinitionId: p.processDefinitionId,
      processDefinitionName: p.processDefinitionName,
      businessId: p.businessId,
      startUser: p.startUserName,
      suspensionState: PROCESS_STATE.active,
      startTime: p.createTime,
      createTime: p.createTime,
      tenantId: p.tenantId,
    }));
}

/** Removes a leave process (delete-process-instance): it leaves the claim, todo, send and done lists. */
export function removeLeaveInstance(ctx: AuthedContext, processInstanceId: string): void {
  const rows = processes(ctx.db);
  const at = rows.findIndex((p) => p.processInstanceId === processInstanceId);
  if (at >= 0) rows.splice(at, 1);
}

const list = (ctx: AuthedContext, rows: Row[]) =>
  ok(
    paginate(
      rows.sort((a, b) => str(b.createTime).localeCompare(str(a.createTime))),
      ctx.query,
    ),
  );

const W = '/api/blade-flow/work';

export const leaveRoutes: readonly RouteDefinition[] = [
  protectedRoute('get', `${W}/start-list`, (ctx) =>
    list(
      ctx,
      startableDefinitions(ctx.db).map((d) => ({ ...d, createTime: d.deploymentTime })),
    ),
  ),
  protectedRoute('get', `${W}/claim-list`, (ctx) =>
    list(
      ctx,
      processes(ctx.db).flatMap((p) =>
        p.tasks.filter((t) => !t.endTime && !t.assigneeId && t.candidateIds.includes(me(ctx))).map((t) => taskRow(ctx.db, p, t)),
      ),
    ),
  ),
  protectedRoute('get', `${W}/todo-list`, (ctx) =>
    list(
      ctx,
      processes(ctx.db).flatMap((p) => p.tasks.filter((t) => !t.endTime && t.assigneeId === me(ctx)).map((t) => taskRow(ctx.db, p, t))),
    ),
  ),
  protectedRoute('get', `${W}/send-list`, (ctx) =>
    list(
      ctx,
      processes(ctx.db)
        .filter((p) => p.startUserId === me(ctx))
        .map((p) => {
          const current = p.tasks.find((t) => !t.endTime);
          return {
            ...taskRow(ctx.db, p, current ?? p.tasks[p.tasks.length - 1]!),
            taskName: current?.taskName ?? '',
            createTime: p.createTime,
          };
        }),
    ),
  ),
  protectedRoute('get', `${W}/done-list`, (ctx) =>
    list(
      ctx,
      processes(ctx.db).flatMap((p) =>
        p.tasks.filter((t) => t.endTime && t.assigneeId === me(ctx)).map((t) => ({ ...taskRow(ctx.db, p, t), createTime: t.endTime })),
      ),
    ),
  ),
  protectedRoute('post', `${W}/claim-task`, (ctx) => {
    const hit = findTask(ctx.db, str(ctx.params.taskId));
    if (!hit) return answer(refusal('任务不存在'));
    const { p, t } = hit;
    if (t.endTime) return answer(refusal('任务已办结'));
    if (t.assigneeId) return answer(refusal(t.assigneeId === me(ctx) ? '任务已签收' : '任务已被他人签收'));
    if (p.startUserId === me(ctx)) return answer(refusal('不能审批自己发起的流程'));
    if (!t.candidateIds.includes(me(ctx))) return answer(refusal('您不是该任务的候选人'));
    t.assigneeId = me(ctx);
    t.claimTime = formatDateTime(ctx.now);
    ctx.changed();
    return answer(okAnswer(taskRow(ctx.db, p, t)));
  }),
  protectedRoute('post', `${W}/complete-task`, (ctx) =>
    once(ctx, () => {
      const hit = findTask(ctx.db, str(ctx.params.taskId));
      if (!hit) return refusal('任务不存在');
      const { p, t } = hit;
      if (ctx.params.processInstanceId && str(ctx.params.processInstanceId) !== p.processInstanceId) return refusal('流程实例不匹配');
      if (t.endTime) return refusal('任务已办结');
      if (t.assigneeId !== me(ctx)) return refusal(t.assigneeId ? '任务已被他人签收' : '请先签收任务');
      const pass = str(ctx.params.flag) === 'ok';
      const comment = str(ctx.params.comment).trim();
      if (!pass && !comment) return refusal('驳回时必须填写意见');
      t.endTime = formatDateTime(ctx.now);
      t.comment = comment || '同意';
      t.pass = pass;
      if (!pass) {
        p.status = LEAVE_STATUS.rejected;
        p.finishTime = t.endTime;
      } else if (t.taskDefinitionKey === 'deptApproval') {
        p.tasks.push(
          openTask(
            ctx.db,
            'hrApproval',
            hrApprovers(ctx.db, p.tenantId).filter((id) => id !== p.startUserId),
            ctx.now,
          ),
        );
      } else {
        p.status = LEAVE_STATUS.approved;
        p.finishTime = t.endTime;
      }
      ctx.changed();
      return okAnswer(leaveView(ctx.db, p));
    }),
  ),
  protectedRoute('get', '/api/blade-flow/process/history-flow-list', (ctx) => {
    const p = processes(ctx.db).find((x) => x.processInstanceId === str(ctx.params.processInstanceId));
    return p ? ok(historyOf(ctx.db, p)) : fail('流程实例不存在');
  }),
  protectedRoute('post', '/api/blade-desk/process/leave/start-process', (ctx) =>
    once(ctx, () => {
      const body = (ctx.body && typeof ctx.body === 'object' && !(ctx.body instanceof FormData) ? ctx.body : ctx.params) as Row;
      const get = (k: string) => str(body[k] ?? ctx.params[k]).trim();
      const definition = startableLeave(ctx.db, get('processDefinitionId'));
      if (typeof definition === 'string') return refusal(definition);
      const startTime = get('startTime');
      const endTime = get('endTime');
      if (!/^\d{4}-\d{2}-\d{2}/.test(startTime) || !/^\d{4}-\d{2}-\d{2}/.test(endTime)) return refusal('请填写开始和结束时间');
      if (endTime < startTime) return refusal('结束时间不能早于开始时间');
      if (!get('reason')) return refusal('请填写请假理由');
      const approver = ctx.db.users.find((u) => u.id === get('taskUser') && u.tenantId === ctx.session.tenant.tenantId);
      if (!approver) return refusal('请选择审批人');
      if (approver.id === me(ctx)) return refusal('审批人不能是申请人本人');
      const now = formatDateTime(ctx.now);
      const p: Process = {
        processInstanceId: nextId(ctx.db),
        businessId: nextId(ctx.db),
        processDefinitionId: str(definition.id),
        processDefinitionName: str(definition.name),
        tenantId: ctx.session.tenant.tenantId,
        startUserId: me(ctx),
        startUserName: nameOf(ctx.session.user),
        taskUser: approver.id,
        taskUserName: nameOf(approver),
        startTime,
        endTime,
        reason: get('reason'),
        status: LEAVE_STATUS.running,
        createTime: now,
        finishTime: '',
        tasks: [],
      };
      p.tasks.push(openTask(ctx.db, 'deptApproval', [approver.id], ctx.now));
      processes(ctx.db).unshift(p);
      ctx.changed();
      return okAnswer(leaveView(ctx.db, p));
    }),
  ),
  protectedRoute('get', '/api/blade-desk/process/leave/detail', (ctx) => {
    const p = processes(ctx.db).find((x) => x.businessId === str(ctx.params.businessId));
    return p ? ok(leaveView(ctx.db, p)) : fail('数据不存在');
  }),
];
