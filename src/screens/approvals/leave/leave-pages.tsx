/**
 * The leave workflow screens: the start form, the handling of a task (claim, then pass or reject with a comment),
 * the detail with the process history as a timeline, and the task lists start, claim, todo, send, done.
 */
import { Button, Callout, Card, Classes, HTMLSelect, HTMLTable, Intent, NonIdealState, Spinner, TextArea } from '@blueprintjs/core';
import { useFlowMachine } from '@/components/use-flow-machine';
import { useEffect, useMemo, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Pager } from '@/components/pager';
import { Link, useNavigate, useParams } from 'react-router-dom';
import { leaveAllowance, selectLeavePhase, selectStepCommand } from '@machines/leave/leave.selectors';
import type { LeaveStep } from '@machines/leave/leave.types';
import { selectListView, selectPaging, selectRows } from '@machines/resource/list.selectors';
import type { ResourceRow } from '@machines/resource/list.types';
import type { HistoryEntry } from '@services/api/approvals/common';
import { approverChoices, leaveRequest, type TaskList } from '@services/api/approvals/leave';
import { LEAVE_STATUS_INFO } from '@services/api/approvals/status';
import { bindLeave } from '@/screens/approvals/approval-machines';
import { bindResourceList } from '@/screens/resource/resource-machines';
import { useSession } from '@/components/session-context';
import { useUnsavedGuard } from '@/components/unsaved-guard';
import { notifySuccess } from '@/components/toaster';
import { useRequest } from '@/components/use-request';
import { DecisionButtons, GuardedButton, HistoryTimeline } from '../flow-parts';
import { StatusTag } from '@/components/status-tag';
import { FactsPanel } from '@/components/facts-panel';
import { FlowCommandDialogs } from '@/components/command-dialog';
import { newOperation } from '@/components/use-command';
import '@/components/components.css';
import { FormField } from '@/components/form-field';
import { DateField } from '@/components/date-field';
import '../approvals.css';
import { formatDateTime } from '@/lib/intl';

const day = (v: unknown) => String(v ?? '').slice(0, 10);
/** A day as people read it in the language shown. */
const shownDay = (v: unknown) => formatDateTime(day(v), undefined, 'date');

function useLeaveMachine(input: {
  mode: 'form' | 'handle' | 'detail';
  processDefinitionId?: string;
  taskId?: string;
  processInstanceId?: string;
  businessId?: string;
}) {
  const userId = useSession((s) => s.context.profile?.user.userId ?? '');
  const machine = useMemo(() => bindLeave({ success: notifySuccess }), []);
  return useFlowMachine(machine, { input: { ...input, userId } });
}

function errorTextOf(t: (k: string) => string, e: { key?: string; text?: string } | null): string | null {
  return e ? (e.text ?? t(String(e.key).replace(/^approvals:/, ''))) : null;
}

// ------------------------------------------------------------------------------------------ form

export function LeaveFormPage() {
  const { processDefinitionId = '' } = useParams();
  const { t } = useTranslation('approvals');
  const navigate = useNavigate();
  const tenantId = useSession((s) => s.context.profile?.user.tenantId ?? '');
  const myId = useSession((s) => s.context.profile?.user.userId ?? '');
  const [snap, send] = useLeaveMachine({ mode: 'form', processDefinitionId });
  const approvers = useRequest(tenantId ? ['approvers', tenantId] : null, (signal) => approverChoices(tenantId, signal));
  const v = snap.context.values;
  const started = snap.context.started;
  // a leave typed in and not yet started is not lost without asking (closing the tab, leaving the page)
  useUnsavedGuard(!started && Object.values(v).some((x) => x !== ''));
  useEffect(() => {
    if (selectLeavePhase(snap) === 'started' && started)
      navigate(
        `/work/process/leave/detail/${encodeURIComponent(String(started.processInstanceId))}/${encodeURIComponent(String(started.businessId))}`,
      );
  }, [snap, started, navigate]);
  const errorText = errorTextOf(t, snap.context.error);
  const form = { processDefinitionId, startTime: v.startTime, endTime: v.endTime, reason: v.reason, taskUser: v.taskUser };
  // the start's command, shown when it needs the user: a refusal with the server's words, the check after a lost answer
  const command = selectStepCommand(snap);
  const lines: Array<[string, string]> = [
    [t('leave.startTime'), shownDay(v.startTime)],
    [t('leave.endTime'), shownDay(v.endTime)],
    [t('leave.reason'), v.reason],
    [t('leave.approver'), (approvers.status === 'done' ? approvers.data : []).find((a) => a.id === v.taskUser)?.name ?? v.taskUser],
  ];
  return (
    <section aria-label={t('leave.formTitle')} className="fc-page fc-approval-form">
      <h3 className={Classes.HEADING}>{t('leave.formTitle')}</h3>
      {errorText && (
        <Callout intent={Intent.DANGER} role="alert">
          {errorText}
        </Callout>
      )}
      <form
        onSubmit={(e) => {
          e.preventDefault();
          send({ type: 'leave.submit' });
        }}
      >
        {(
          [
            ['startTime', 'leave-start', '00:00:00'],
            ['endTime', 'leave-end', '23:59:59'],
          ] as const
        ).map(([field, id, time]) => (
          <FormField key={field} label={t(`leave.${field}`)} id={id} required>
            {(control) => (
              <DateField
                control={control}
                value={day(v[field])}
                onChange={(x) => send({ type: 'leave.change', values: { [field]: x ? `${x} ${time}` : '' } })}
              />
            )}
          </FormField>
        ))}
        <FormField label={t('leave.reason')} id="leave-reason" required>
          {(control) => (
            <TextArea
              {...control}
              fill
              value={v.reason}
              onChange={(e) => send({ type: 'leave.change', values: { reason: e.currentTarget.value } })}
            />
          )}
        </FormField>
        <FormField label={t('leave.approver')} id="leave-approver" required>
          {(control) => (
            <HTMLSelect
              {...control}
              value={v.taskUser}
              onChange={(e) => send({ type: 'leave.change', values: { taskUser: e.currentTarget.value } })}
            >
              <option value="">{t('leave.chooseApprover')}</option>
              {(approvers.status === 'done' ? approvers.data : [])
                .filter((a) => a.id !== myId)
                .map((a) => (
                  <option key={a.id} value={a.id}>
                    {a.name}
                  </option>
                ))}
            </HTMLSelect>
          )}
        </FormField>
        <GuardedButton
          type="submit"
          intent={Intent.PRIMARY}
          allowance={leaveAllowance(snap, 'submit')}
          text={t('action.start')}
          onClick={() => undefined}
        />
      </form>
      <FlowCommandDialogs
        open={snap.hasTag('confirm')}
        command={command}
        title={t('leave.confirm.start')}
        lines={lines}
        request={leaveRequest('start', { form })}
        submitting={selectLeavePhase(snap) === 'submitting'}
        onConfirm={() => send({ type: 'leave.confirm', ...newOperation() })}
        onCancel={() => send({ type: 'leave.dismiss' })}
      />
    </section>
  );
}

// ------------------------------------------------------------------------------------------ handle and detail

function LeaveRecord({ record, history }: { record: Record<string, unknown>; history: HistoryEntry[] }) {
  const { t } = useTranslation('approvals');
  const stepLabel = (a: string, e: HistoryEntry) =>
    a === 'reject' ? `${String(e.status ?? '')} · ${t('action.reject')}` : t(`leave.steps.${a}`, { defaultValue: String(e.status ?? a) });
  return (
    <>
      <Card>
        <FactsPanel
          wide
          namedValues
          items={[
            [t('leave.starter'), String(record.startUserName ?? '')],
            [t('leave.approver'), String(record.taskUserName ?? '')],
            [t('leave.startTime'), shownDay(record.startTime)],
            [t('leave.endTime'), shownDay(record.endTime)],
            [t('leave.reason'), String(record.reason ?? '')],
            [t('leave.currentStep'), String(record.currentTaskName || '-')],
          ]}
        />
      </Card>
      <Card>
        <HistoryTimeline title={t('leave.flow')} entries={history} labelOf={stepLabel} />
      </Card>
    </>
  );
}

export function LeaveHandlePage() {
  const { taskId = '', processInstanceId = '', businessId = '' } = useParams();
  return <LeaveHandle key={taskId} taskId={taskId} processInstanceId={processInstanceId} businessId={businessId} />;
}

/** A leave page's heading: back to its list, the title, the leave's status and a refresh. */
function LeaveHeading({
  back,
  backText,
  title,
  record,
  canRefresh,
  onRefresh,
}: {
  back: string;
  backText: string;
  title: string;
  record: { status?: unknown } | null;
  canRefresh: boolean;
  onRefresh: () => void;
}) {
  const { t } = useTranslation('approvals');
  return (
    <div className="fc-row-lg">
      <Link to={back}>{backText}</Link>
      <h3 className={`${Classes.HEADING} fc-flush`}>{title}</h3>
      {record && <StatusTag table={LEAVE_STATUS_INFO} code={record.status} large />}
      <Button variant="minimal" icon="refresh" aria-label={t('common.refresh')} disabled={!canRefresh} onClick={onRefresh} />
    </div>
  );
}

/**
 * A leave page around one record: its heading with refresh, the load failure with retry, the spinner while it loads,
 * then the record with its history and what the page adds (the handling of a task).
 */
function LeaveFrame({
  snap,
  send,
  back,
  backText,
  title,
  notice,
  children,
}: {
  snap: ReturnType<typeof useLeaveMachine>[0];
  send: ReturnType<typeof useLeaveMachine>[1];
  back: string;
  backText: string;
  title: string;
  notice?: ReactNode;
  children?: ReactNode;
}) {
  const { t } = useTranslation('approvals');
  const c = snap.context;
  const failed = selectLeavePhase(snap) === 'failed';
  return (
    <section aria-label={title} aria-busy={snap.hasTag('busy')} className="fc-page">
      <LeaveHeading
        back={back}
        backText={backText}
        title={title}
        record={c.record}
        canRefresh={snap.can({ type: 'leave.refresh' })}
        onRefresh={() => send({ type: 'leave.refresh' })}
      />
      {notice}
      {failed && (
        <NonIdealState
          icon="error"
          title={t('error.loadFailed')}
          action={<Button text={t('common.retry')} onClick={() => send({ type: 'leave.retry' })} />}
        />
      )}
      {!c.record && !failed && <Spinner size={40} aria-label={t('common.loading')} />}
      {c.record && !failed && (
        <>
          <LeaveRecord record={c.record} history={c.history} />
          {children}
        </>
      )}
    </section>
  );
}

function LeaveHandle(ids: { taskId: string; processInstanceId: string; businessId: string }) {
  const { t } = useTranslation('approvals');
  const [snap, send] = useLeaveMachine({ mode: 'handle', ...ids });
  const c = snap.context;
  const errorText = errorTextOf(t, c.error);
  const step = c.pending as LeaveStep | null;
  // the step's command, shown when it needs the user: a refusal with the server's words, the check after a lost answer
  const command = selectStepCommand(snap);
  const lines = [
    c.record ? ([t('leave.starter'), String(c.record.startUserName ?? '')] as [string, string]) : null,
    c.comment.trim() ? ([t('leave.comment'), c.comment.trim()] as [string, string]) : null,
  ];
  const asked = { taskId: ids.taskId, processInstanceId: ids.processInstanceId, comment: c.comment.trim() };
  return (
    <LeaveFrame
      snap={snap}
      send={send}
      back="/work/todo"
      backText={t('leave.lists.todo')}
      title={t('leave.handleTitle')}
      notice={
        errorText &&
        selectLeavePhase(snap) !== 'failed' && (
          <Callout intent={Intent.DANGER} role="alert">
            {errorText}
          </Callout>
        )
      }
    >
      <FormField label={t('leave.comment')} id="leave-comment">
        {(control) => (
          <TextArea
            {...control}
            fill
            disabled={selectLeavePhase(snap) !== 'claimed'}
            value={c.comment}
            onChange={(e) => send({ type: 'leave.comment', text: e.currentTarget.value })}
          />
        )}
      </FormField>
      <div role="toolbar" aria-label={t('common.actions')} className="fc-row">
        <DecisionButtons
          actions={[
            ['claim', Intent.NONE, 'hand'],
            ['pass', Intent.SUCCESS, 'tick'],
            ['reject', Intent.DANGER, 'cross'],
          ]}
          allowance={(a) => leaveAllowance(snap, a)}
          onAction={(a) => send({ type: `leave.${a}` as const })}
        />
      </div>
      <FlowCommandDialogs
        open={snap.hasTag('confirm') && step !== null}
        command={command}
        title={step ? t(`leave.confirm.${step}`) : ''}
        lines={lines}
        request={step ? leaveRequest(step, asked) : null}
        submitting={selectLeavePhase(snap) === 'submitting'}
        intent={step === 'reject' ? Intent.DANGER : Intent.PRIMARY}
        onConfirm={() => send({ type: 'leave.confirm', ...newOperation() })}
        onCancel={() => send({ type: 'leave.dismiss' })}
      />
    </LeaveFrame>
  );
}

export function LeaveDetailPage() {
  const { processInstanceId = '', businessId = '' } = useParams();
  return <LeaveDetail key={businessId} processInstanceId={processInstanceId} businessId={businessId} />;
}

function LeaveDetail(ids: { processInstanceId: string; businessId: string }) {
  const { t } = useTranslation('approvals');
  const [snap, send] = useLeaveMachine({ mode: 'detail', ...ids });
  return <LeaveFrame snap={snap} send={send} back="/work/send" backText={t('leave.lists.send')} title={t('leave.detailTitle')} />;
}

// ------------------------------------------------------------------------------------------ task lists

const handleHref = (r: ResourceRow) =>
  `/work/process/leave/handle/${[r.taskId, r.processInstanceId, r.businessId].map((v) => encodeURIComponent(String(v))).join('/')}`;
const detailHref = (r: ResourceRow) =>
  `/work/process/leave/detail/${encodeURIComponent(String(r.processInstanceId))}/${encodeURIComponent(String(r.businessId))}`;

export function TaskListPage({ list }: { list: TaskList }) {
  const { t } = useTranslation('approvals');
  const machine = useMemo(() => bindResourceList({ success: notifySuccess, warn: () => undefined }), []);
  const [snap, send] = useFlowMachine(machine, { input: { resource: `flow-${list}` } });
  const view = selectListView(snap);
  const rows = selectRows(snap);
  const paging = selectPaging(snap);
  const title = t(`leave.lists.${list}`);
  const columns: Array<[string, (r: ResourceRow) => ReactNode]> =
    list === 'start'
      ? [
          [t('leave.columns.name'), (r) => String(r.name ?? '')],
          [t('leave.columns.key'), (r) => String(r.key ?? '')],
          [t('leave.columns.version'), (r) => String(r.version ?? '')],
        ]
      : [
          [t('leave.columns.processDefinitionName'), (r) => String(r.processDefinitionName ?? '')],
          [t('leave.columns.taskName'), (r) => String(r.taskName || '-')],
          [t('leave.columns.startUser'), (r) => String(r.startUser ?? '')],
          [t('leave.columns.createTime'), (r) => String(r.createTime ?? '')],
          [t('leave.columns.status'), (r) => <StatusTag table={LEAVE_STATUS_INFO} code={r.status} />],
        ];
  const action = (r: ResourceRow): ReactNode => {
    if (list === 'start') return <Link to={`/work/process/leave/form/${encodeURIComponent(String(r.id))}`}>{t('leave.startThis')}</Link>;
    if (list === 'claim') return <Link to={handleHref(r)}>{t('action.claim')}</Link>;
    if (list === 'todo') return <Link to={handleHref(r)}>{t('leave.handle')}</Link>;
    return <Link to={detailHref(r)}>{t('leave.view')}</Link>;
  };
  return (
    <section aria-label={title} className="fc-page">
      <div className="fc-row">
        <Button icon="refresh" text={t('common.refresh')} onClick={() => send({ type: 'list.refresh' })} />
      </div>
      {view === 'failed' && (
        <NonIdealState
          icon="error"
          title={t('error.loadFailed')}
          action={<Button text={t('common.retry')} onClick={() => send({ type: 'list.retry' })} />}
        />
      )}
      {view === 'empty' && <NonIdealState icon="inbox" title={t('common.empty')} />}
      {view === 'loading' && rows.length === 0 && <Spinner size={40} aria-label={t('common.loading')} />}
      {rows.length > 0 && view !== 'empty' && view !== 'failed' && (
        <HTMLTable compact striped aria-label={title} aria-busy={snap.hasTag('busy')} className="fc-fill">
          <thead>
            <tr>
              <th>{t('common.index')}</th>
              {columns.map(([label]) => (
                <th key={label}>{label}</th>
              ))}
              <th>{t('common.actions')}</th>
            </tr>
          </thead>
          <tbody>
            {rows.map((r, i) => (
              <tr key={String(r.taskId ?? r.id ?? i)}>
                <td>{(paging.current - 1) * paging.size + i + 1}</td>
                {columns.map(([label, render]) => (
                  <td key={label}>{render(r)}</td>
                ))}
                <td>{action(r)}</td>
              </tr>
            ))}
          </tbody>
        </HTMLTable>
      )}
      <Pager
        current={paging.current}
        pages={paging.pages}
        total={paging.total}
        onPage={(current) => send({ type: 'list.page', current })}
      />
    </section>
  );
}

export const StartListPage = () => <TaskListPage list="start" />;
export const ClaimListPage = () => <TaskListPage list="claim" />;
export const TodoListPage = () => <TaskListPage list="todo" />;
export const SendListPage = () => <TaskListPage list="send" />;
export const DoneListPage = () => <TaskListPage list="done" />;
