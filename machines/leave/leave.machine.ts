import { assign, setup } from 'xstate';
import { sendingState } from '@machines/common/send-or-back';
import { unboundActor } from '@machines/common/call-outcome';
import { commandMachine } from '@machines/command/command.machine';
import { commandDone, commandInput, operationOf } from '@machines/common/composed-command';
import { produce } from 'immer';
import {
  LEAVE_REASONS,
  type LeaveContext,
  type LeaveEvent,
  type LeaveInput,
  type LeaveStep,
  type LeaveValues,
  type LoadLeaveInput,
  type LoadedLeave,
  type RunLeaveStepInput,
} from './leave.types';

/** Whether the form holds a whole leave request (dates as yyyy-MM-dd…, end not before start). */
export function leaveFormProblem(v: LeaveValues): string | null {
  if (!/^\d{4}-\d{2}-\d{2}/.test(v.startTime) || !/^\d{4}-\d{2}-\d{2}/.test(v.endTime) || v.reason.trim() === '' || v.taskUser === '')
    return LEAVE_REASONS.invalid;
  if (v.endTime < v.startTime) return LEAVE_REASONS.endBeforeStart;
  return null;
}

type Ctx = { context: LeaveContext };
const pendingIs =
  (step: LeaveStep) =>
  ({ context }: Ctx) =>
    context.pending === step;

/**
 * The leave process (docs/flows.md "Leave process") from one user's side: the start form (start-process with the
 * dates, reason and department approver), the handling of a task — claim first, then complete with pass, or
 * reject with a comment (部门审批, then 人事审批) — and the read-only detail with the history timeline.
 * Each step is confirmed and is one operation of the command machine (docs/flows.md "Commands"), keyed by the
 * confirming click: the command sends it, shows a refusal with the server's words and retries it with the same key,
 * and after a lost answer reads the leave again for the step's effect before anything is sent again. Done or given
 * up, a task's leave is read again; a start given up is back at its form. Side effects are bound in
 * src/screens/approvals/approval-machines.ts.
 */
export const leaveMachine = setup({
  types: {
    context: {} as LeaveContext,
    events: {} as LeaveEvent,
    input: {} as LeaveInput,
  },
  actors: {
    loadLeave: unboundActor<LoadedLeave, LoadLeaveInput>('loadLeave'),
    /** The step: the command machine with its send and verify bound in src/screens/approvals/approval-machines.ts. */
    command: commandMachine,
  },
  actions: {
    notifyDone: (_, _params: { step: LeaveStep }) => undefined,
    startStep: assign((_, { step }: { step: LeaveStep }) => ({ pending: step, error: null, done: null })),
    keepLoaded: assign(({ event }) => {
      const out = (event as unknown as { output: LoadedLeave }).output;
      return { record: out.record, history: out.history, task: out.task, pending: null, done: null };
    }),
  },
  guards: {
    formMode: ({ context }) => context.mode === 'form',
    detailMode: ({ context }) => context.mode === 'detail',
    formValid: ({ context }) => leaveFormProblem(context.values) === null,
    hasComment: ({ context }) => context.comment.trim() !== '',
    taskUnclaimed: ({ event }) => (event as { output?: LoadedLeave }).output?.task === 'unclaimed',
    taskClaimed: ({ event }) => (event as { output?: LoadedLeave }).output?.task === 'claimed',
    pendingStart: pendingIs('start'),
    pendingClaim: pendingIs('claim'),
    stepped: commandDone,
    leaveStarted: (a) => commandDone(a) && pendingIs('start')(a),
  },
}).createMachine({
  id: 'leave',
  context: ({ input }) => ({
    mode: input.mode,
    processDefinitionId: input.processDefinitionId ?? '',
    taskId: input.taskId ?? '',
    processInstanceId: input.processInstanceId ?? '',
    businessId: input.businessId ?? '',
    userId: input.userId,
    values: { startTime: '', endTime: '', reason: '', taskUser: '' },
    record: null,
    history: [],
    task: null,
    comment: '',
    pending: null,
    done: null,
    started: null,
    operation: null,
    error: null,
  }),
  initial: 'routing',
  states: {
    routing: {
      always: [{ guard: 'formMode', target: 'editing' }, { target: 'loading' }],
    },
    editing: {
      tags: ['screen:form'],
      on: {
        'leave.change': {
          actions: assign(({ context, event }) => ({
            values: produce(context.values, (d) => Object.assign(d, event.values)),
            error: null,
          })),
        },
        'leave.submit': { guard: 'formValid', target: 'confirming', actions: { type: 'startStep', params: { step: 'start' } } },
      },
    },
    loading: {
      tags: ['busy'],
      invoke: {
        id: 'loadLeave',
        src: 'loadLeave',
        input: ({ context }) => ({
          mode: context.mode,
          taskId: context.taskId,
          processInstanceId: context.processInstanceId,
          businessId: context.businessId,
          userId: context.userId,
        }),
        onDone: [
          { guard: 'detailMode', target: 'viewing', actions: 'keepLoaded' },
          { guard: 'taskUnclaimed', target: 'unclaimed', actions: 'keepLoaded' },
          { guard: 'taskClaimed', target: 'claimed', actions: 'keepLoaded' },
          { target: 'closed', actions: 'keepLoaded' },
        ],
        onError: { target: 'failed', actions: assign({ error: { key: LEAVE_REASONS.loadFailed } }) },
      },
    },
    failed: {
      tags: ['error'],
      on: { 'leave.retry': { target: 'loading', actions: assign({ error: null }) } },
    },
    viewing: {
      tags: ['screen:detail'],
      on: { 'leave.refresh': { target: 'loading' } },
    },
    unclaimed: {
      tags: ['screen:handle'],
      on: {
        'leave.claim': { target: 'confirming', actions: { type: 'startStep', params: { step: 'claim' } } },
        'leave.refresh': { target: 'loading', actions: assign({ error: null }) },
      },
    },
    claimed: {
      tags: ['screen:handle'],
      on: {
        'leave.comment': { actions: assign({ comment: ({ event }) => event.text }) },
        'leave.pass': { target: 'confirming', actions: { type: 'startStep', params: { step: 'pass' } } },
        'leave.reject': { guard: 'hasComment', target: 'confirming', actions: { type: 'startStep', params: { step: 'reject' } } },
        'leave.refresh': { target: 'loading', actions: assign({ error: null }) },
      },
    },
    closed: {
      tags: ['screen:handle'],
      on: { 'leave.refresh': { target: 'loading', actions: assign({ error: null }) } },
    },
    confirming: {
      tags: ['confirm'],
      on: {
        'leave.confirm': { target: 'submitting', actions: assign({ operation: operationOf }) },
        'leave.dismiss': [
          { guard: 'pendingStart', target: 'editing', actions: assign({ pending: null }) },
          { guard: 'pendingClaim', target: 'unclaimed', actions: assign({ pending: null }) },
          { target: 'claimed', actions: assign({ pending: null }) },
        ],
      },
    },
    submitting: {
      ...sendingState('leave.confirm'),
      invoke: {
        id: 'command',
        src: 'command',
        input: commandInput(
          (context) =>
            ({
              step: context.pending ?? 'start',
              processDefinitionId: context.processDefinitionId,
              taskId: context.taskId,
              processInstanceId: context.processInstanceId,
              businessId: context.businessId,
              userId: context.userId,
              values: context.values,
              comment: context.comment.trim(),
            }) satisfies RunLeaveStepInput,
        ),
        onDone: [
          {
            guard: 'leaveStarted',
            target: 'started',
            actions: [
              { type: 'notifyDone', params: { step: 'start' } },
              assign({
                started: ({ event }) => ((event.output as { result?: unknown }).result ?? null) as LeaveContext['started'],
                done: 'start',
                operation: null,
              }),
            ],
          },
          {
            guard: 'stepped',
            target: 'loading',
            actions: [
              { type: 'notifyDone', params: ({ context }) => ({ step: context.pending ?? 'claim' }) },
              assign({ done: ({ context }) => context.pending, comment: '', operation: null }),
            ],
          },
          // given up after a refusal or an empty check: a start is back at its form, a task's leave is read again
          { guard: 'pendingStart', target: 'editing', actions: assign({ pending: null, operation: null }) },
          { target: 'loading', actions: assign({ pending: null, operation: null }) },
        ],
      },
    },
    started: { type: 'final' },
  },
});
