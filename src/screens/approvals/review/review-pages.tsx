/**
 * The review screens of an application family: the list (pending first) with 开始审核, and the review page that
 * moves through the queue (the list's ids with its filters) with next/previous and keyboard shortcuts
 * (a approve, r reject, n next, p previous), declared with Blueprint's hotkeys so "?" lists them with the others.
 * Someone who may not decide the record (no review permission, or its own applicant) sees the application, its
 * status and history, without the comment box or 通过/驳回.
 */
import {
  Button,
  Callout,
  Card,
  Classes,
  Dialog,
  DialogBody,
  DialogFooter,
  type HotkeyConfig,
  HotkeysContext,
  InputGroup,
  Intent,
  NonIdealState,
  Spinner,
  TextArea,
  useHotkeys,
} from '@blueprintjs/core';
import { useFlowMachine } from '@/components/use-flow-machine';
import { useContext, useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useNavigate, useSearchParams } from 'react-router-dom';
import {
  reviewAllowance,
  selectMayDecide,
  selectOwnApplicationNote,
  selectReviewView,
  selectReviewSubmitting,
  selectDecisionCommand,
} from '@machines/review/review.selectors';
import type { ReviewDecision } from '@machines/review/review.types';
import { family } from '@services/api/approvals/common';
import type { ResourceRow } from '@machines/resource/editor.types';
import {
  applyFor,
  escrowActualAmount,
  findNewApplication,
  loadReviewQueue,
  reviewFamily,
  reviewRequest,
} from '@services/api/approvals/review';
import { parseFen } from '@/lib/money';
import { REVIEW_STATUS_INFO } from '@services/api/approvals/status';
import { bindReview } from '@/screens/approvals/approval-machines';
import { useSession } from '@/components/session-context';
import { notifySuccess } from '@/components/toaster';
import { useRequest } from '@/components/use-request';
import { displayFen } from '@/lib/money';
import type { ActionDefinition, ColumnDefinition } from '@services/resources/types';
import { permitted } from '@services/resources/permissions';
import '@/i18n/resources-namespace';
import { registerResourceUi } from '@/i18n/resource-ui-namespace';
import { ApprovalList, filtersFromQuery, filtersToQuery, type ListFilters } from '../approval-list';
import { DecisionButtons, GuardedButton, RecordHistory } from '../flow-parts';
import { StatusTag } from '@/components/status-tag';
import { FactsPanel } from '@/components/facts-panel';
import '@/components/components.css';
import { FormField, SubmitForm } from '@/components/form-field';
import { CommandDialog, FlowCommandDialogs } from '@/components/command-dialog';
import { newOperation, useCommand } from '@/components/use-command';
import { useLeaveQuestion, useUnsavedGuard } from '@/components/unsaved-guard';
import { formatCell } from '@/screens/resource/definition-columns';
import { ActionDialog, ActionToolbar, allowedActions, type ActionRequest } from '@/screens/resource/resource-actions';
import '../approvals.css';

/** Whether the signed-in user's role holds the family's review permission (their button map). */
function useMayDecide(familyKey: string): boolean {
  const buttons = useSession((s) => s.context.profile?.buttons);
  const p = reviewFamily(familyKey).permission;
  return permitted(buttons, p.permission, p.verb);
}

/** The family's own columns (the status is shown as a tag). */
function familyColumns(familyKey: string): ColumnDefinition[] {
  const f = reviewFamily(familyKey);
  return family(f.defKey).columns.filter((c) => !c.hidden && c.field !== f.statusField && c.field !== 'auditRemark');
}

/** The family's exports the user's buttons allow (a download of the list under its filters). */
function useFamilyExports(defKey: string): ActionDefinition[] {
  // the generic action dialog's texts (its saved-file notice among them)
  useState(registerResourceUi);
  const buttons = useSession((s) => s.context.profile?.buttons);
  return allowedActions(family(defKey), buttons).page.filter((a) => a.download);
}

/**
 * The family's checks of a record (`ReviewFamily.checks`, the fleet fund's 微信核验) the user may run, each through
 * the generic action dialog; `onDone` reads the record again after a check that ran.
 */
function RecordChecks({ familyKey, record, onDone }: { familyKey: string; record: Record<string, unknown>; onDone: () => void }) {
  useState(registerResourceUi);
  const f = reviewFamily(familyKey);
  const buttons = useSession((s) => s.context.profile?.buttons);
  const [running, setRunning] = useState<ActionRequest | null>(null);
  const actions = allowedActions(family(f.defKey), buttons).row.filter((a) => f.checks?.includes(a.name));
  if (actions.length === 0) return null;
  return (
    <>
      <ActionToolbar actions={actions} onRun={(action) => setRunning({ action, row: record as ResourceRow, seq: Date.now() })} />
      {running && (
        <ActionDialog
          key={running.seq}
          definition={family(f.defKey)}
          request={running}
          deps={EXPORT_DEPS}
          onFinished={(changed) => {
            setRunning(null);
            if (changed) onDone();
          }}
        />
      )}
    </>
  );
}

/** An export sends the list's filters, without the empty ones. */
const exportQuery = (filters: ListFilters): Record<string, string> =>
  Object.fromEntries(Object.entries(filters).filter(([, v]) => v !== ''));

const EXPORT_DEPS = { success: notifySuccess };

export function ReviewListPage({ familyKey }: { familyKey: string }) {
  const { t } = useTranslation('approvals');
  const { t: tr } = useTranslation('resources');
  const f = reviewFamily(familyKey);
  const navigate = useNavigate();
  const [empty, setEmpty] = useState(false);
  const [applying, setApplying] = useState(false);
  const mayDecide = useMayDecide(familyKey);
  const exports = useFamilyExports(f.defKey);
  const [exporting, setExporting] = useState<ActionRequest | null>(null);
  const detail = (id: string, filters: ListFilters) =>
    `${f.route}/detail?id=${encodeURIComponent(id)}&q=${encodeURIComponent(filtersToQuery(filters))}`;
  return (
    <>
      <ApprovalList
        def={family(f.defKey)}
        title={t(f.titleKey)}
        statusField={f.statusField}
        statusTable={REVIEW_STATUS_INFO}
        defaultFilters={{ [f.statusField]: '0' }}
        columns={[
          ...familyColumns(familyKey).map((c) => ({
            label: tr(c.labelKey),
            render: (r: Record<string, unknown>) => formatCell(c, r, tr),
            ...(c.kind === 'money' ? { kind: 'money' as const } : {}),
          })),
          // who applied, unless the family's own columns already say it
          ...(familyColumns(familyKey).some((c) => c.field === 'applicantName')
            ? []
            : [{ label: t('review.fields.applicantName'), render: (r: Record<string, unknown>) => String(r.applicantName ?? '') }]),
        ]}
        detailHref={(r, filters) => detail(String(r.id), filters)}
        toolbar={(filters) => (
          <>
            <ActionToolbar actions={exports} onRun={(action) => setExporting({ action, query: exportQuery(filters), seq: Date.now() })} />
            {f.apply && <Button intent={Intent.PRIMARY} icon="plus" text={t('review.newRecharge')} onClick={() => setApplying(true)} />}
            {mayDecide && (
              <Button
                intent={Intent.SUCCESS}
                icon="play"
                text={t('review.start')}
                onClick={() => {
                  setEmpty(false);
                  void loadReviewQueue(familyKey, filters).then((ids) => (ids[0] ? navigate(detail(ids[0], filters)) : setEmpty(true)));
                }}
              />
            )}
          </>
        )}
      />
      {empty && <Callout intent={Intent.WARNING}>{t('review.emptyQueue')}</Callout>}
      {exporting && (
        <ActionDialog
          key={exporting.seq}
          definition={family(f.defKey)}
          request={exporting}
          deps={EXPORT_DEPS}
          onFinished={() => setExporting(null)}
        />
      )}
      {applying && (
        <ApplyDialog
          familyKey={familyKey}
          onClose={(row) => {
            setApplying(false);
            if (row) navigate(detail(String(row.id), {}));
          }}
        />
      )}
    </>
  );
}

/**
 * A new application: amount (yuan → fen) and, for fleet families, the fleet. Escrow shows the amount that will
 * actually arrive (getActualAmount) before it is sent; the submit runs once.
 */
function ApplyDialog({ familyKey, onClose }: { familyKey: string; onClose: (row: Record<string, unknown> | null) => void }) {
  const { t } = useTranslation('approvals');
  const f = reviewFamily(familyKey);
  const [amount, setAmount] = useState('');
  const [fleetId, setFleetId] = useState('');
  const fen = parseFen(amount);
  const valid = typeof fen === 'number' && fen > 0 && (!f.apply?.fleet || fleetId.trim() !== '');
  const escrow = familyKey === 'escrow-recharge';
  const actual = useRequest(escrow && valid ? ['escrow-actual-amount', fleetId.trim(), fen] : null, (signal) =>
    escrowActualAmount(fleetId.trim(), fen as number, signal),
  );
  const body = { ...(f.apply?.fleet ? { fleetId: fleetId.trim() } : {}), amount: typeof fen === 'number' ? fen : 0, payChannel: 1 };
  // the application is a money write: asked in words, sent once with its key, looked for after a lost answer
  const command = useCommand<typeof body, Record<string, unknown>>({
    send: (p, key) => applyFor(familyKey, p, key),
    verify: async (p, startedAt, signal) => {
      const found = await findNewApplication(familyKey, p, startedAt, signal);
      return found ? { found: true, record: found } : { found: false };
    },
    onDone: (row) => {
      notifySuccess(t('review.submitted'));
      onClose((row as Record<string, unknown> | null) ?? null);
    },
  });
  const busy = command.step !== 'idle';
  const asked = command.payload;
  // an amount or fleet typed and not yet applied for: closing asks first, and so do the console tab and the browser tab
  const dirty = command.step !== 'done' && (amount !== '' || fleetId !== '');
  useUnsavedGuard(dirty);
  const leaving = useLeaveQuestion(dirty);
  const close = () => leaving.ask(() => onClose(null));
  return (
    <Dialog isOpen title={t('review.newRecharge')} onClose={busy ? undefined : close} canOutsideClickClose={false}>
      <SubmitForm
        onSubmit={() => {
          if (!valid || busy || (escrow && actual.status !== 'done')) return;
          command.request(body);
        }}
      >
        <DialogBody>
          {f.apply?.fleet && (
            <FormField label={t('review.fields.fleetName')} id="apply-fleet">
              {(control) => <InputGroup {...control} value={fleetId} onValueChange={setFleetId} />}
            </FormField>
          )}
          <FormField
            label={t('review.fields.amount')}
            id="apply-amount"
            helper={escrow && actual.status === 'done' ? t('review.actualAmountIs', { amount: displayFen(actual.data) }) : undefined}
          >
            {(control) => <InputGroup {...control} inputMode="decimal" value={amount} onValueChange={setAmount} />}
          </FormField>
        </DialogBody>
        <DialogFooter
          actions={
            <>
              <Button text={t('common.cancel')} disabled={busy} onClick={close} />
              <Button
                type="submit"
                intent={Intent.PRIMARY}
                text={t('action.submit')}
                loading={command.step === 'submitting'}
                disabled={!valid || busy || (escrow && actual.status !== 'done')}
              />
            </>
          }
        />
      </SubmitForm>
      <CommandDialog
        command={command}
        title={t('review.newRecharge')}
        intent={Intent.PRIMARY}
        lines={[
          f.apply?.fleet ? [t('review.fields.fleetName'), String(asked?.fleetId ?? '')] : null,
          [t('review.fields.amount'), displayFen(asked?.amount ?? 0)],
        ]}
        request={asked ? { method: 'POST', url: f.apply?.url() ?? '', payload: asked } : null}
      />
      {leaving.question}
    </Dialog>
  );
}

export function ReviewPage({ familyKey }: { familyKey: string }) {
  const [params] = useSearchParams();
  const id = params.get('id') ?? '';
  const q = params.get('q');
  const filters = useMemo(() => filtersFromQuery(q), [q]);
  const userId = useSession((s) => s.context.profile?.user.userId ?? '');
  const mayDecide = useMayDecide(familyKey);
  const queue = useRequest(['review-queue', familyKey, q ?? ''], (signal) => loadReviewQueue(familyKey, filters, signal));
  const { t } = useTranslation('approvals');
  if (queue.status === 'loading') return <Spinner size={40} aria-label={t('common.loading')} />;
  const ids = queue.status === 'done' ? queue.data : [];
  const at = ids.indexOf(id);
  const list = at >= 0 ? ids : [id, ...ids];
  return (
    <ReviewDetail
      key={`${id}|${q ?? ''}|${String(mayDecide)}`}
      familyKey={familyKey}
      queue={list}
      index={Math.max(0, at)}
      userId={userId}
      mayDecide={mayDecide}
      filters={filters}
    />
  );
}

type QueueKeyEvent = 'review.approve' | 'review.reject' | 'review.next' | 'review.prev';

/** The queue's keys: each once, with its label; approve and reject only for someone who may decide. */
const QUEUE_KEYS: ReadonlyArray<{ combo: string; event: QueueKeyEvent; label: string; decision?: true }> = [
  { combo: 'a', event: 'review.approve', label: 'review.keys.approve', decision: true },
  { combo: 'r', event: 'review.reject', label: 'review.keys.reject', decision: true },
  { combo: 'n', event: 'review.next', label: 'review.keys.next' },
  { combo: 'p', event: 'review.prev', label: 'review.keys.prev' },
];

function ReviewDetail({
  familyKey,
  queue,
  index,
  userId,
  mayDecide,
  filters,
}: {
  familyKey: string;
  queue: string[];
  index: number;
  userId: string;
  mayDecide: boolean;
  filters: ListFilters;
}) {
  const { t } = useTranslation('approvals');
  const { t: tr } = useTranslation('resources');
  const f = reviewFamily(familyKey);
  const machine = useMemo(() => bindReview({ success: notifySuccess }), []);
  const [snap, send] = useFlowMachine(machine, {
    input: { family: familyKey, queue, index, userId, mayDecide, cancellable: f.cancellable },
  });
  const view = selectReviewView(snap);
  const c = snap.context;
  const record = c.record;
  const decides = selectMayDecide(snap);

  // the queue's keys, in the console's one registry (Blueprint's hotkeys): in force while this page's tab is shown
  // (a hidden tab's effects are cleaned up), ignored while typing in a field, listed by "?" under the queue's name
  const [, hotkeysDispatch] = useContext(HotkeysContext);
  const queueName = t('review.queue');
  const hotkeys = useMemo(
    (): HotkeyConfig[] =>
      QUEUE_KEYS.filter((k) => decides || !k.decision).map((k) => ({
        combo: k.combo,
        global: true,
        group: queueName,
        label: t(k.label),
        preventDefault: true,
        onKeyDown: () => send({ type: k.event }),
      })),
    [decides, queueName, send, t],
  );
  useHotkeys(hotkeys);

  const listHref = `${f.route}?q=${encodeURIComponent(filtersToQuery(filters))}`;
  const errorText = c.error ? (c.error.text ?? t(String(c.error.key).replace(/^approvals:/, ''))) : null;
  const decision = c.pending;
  const title = t(f.titleKey);
  const ownNote = selectOwnApplicationNote(snap);
  // the decision's command, shown when it needs the user: a refusal with the server's words, the check after a lost answer
  const decisionCommand = selectDecisionCommand(snap);
  const confirmLines: Array<[string, string]> = record
    ? [
        ...familyColumns(familyKey).map((col): [string, string] => [tr(col.labelKey), formatCell(col, record, tr)]),
        [t('review.fields.applicantName'), String(record.applicantName ?? '')],
      ]
    : [];

  return (
    <section aria-label={title} aria-busy={snap.hasTag('busy')} className="fc-page">
      <div className="fc-row-lg">
        <Link to={listHref}>{t('common.back')}</Link>
        <h3 className={`${Classes.HEADING} fc-flush`}>
          {String(record?.rechargeNo ?? record?.[familyColumns(familyKey)[0]?.field ?? 'id'] ?? '')}
        </h3>
        {record && <StatusTag table={REVIEW_STATUS_INFO} code={record[f.statusField]} large />}
        <span className={Classes.TEXT_MUTED}>{t('review.position', { index: c.index + 1, total: c.queue.length })}</span>
        <GuardedButton
          icon="chevron-left"
          allowance={reviewAllowance(snap, 'prev')}
          text={t('review.prev')}
          onClick={() => send({ type: 'review.prev' })}
        />
        <GuardedButton
          icon="chevron-right"
          allowance={reviewAllowance(snap, 'next')}
          text={t('review.next')}
          onClick={() => send({ type: 'review.next' })}
        />
        <Button
          variant="minimal"
          icon="refresh"
          aria-label={t('common.refresh')}
          disabled={!snap.can({ type: 'review.refresh' })}
          onClick={() => send({ type: 'review.refresh' })}
        />
        <Button
          variant="minimal"
          icon="key-command"
          text={t('review.shortcutHelp')}
          onClick={() => hotkeysDispatch({ type: 'OPEN_DIALOG' })}
        />
      </div>
      {errorText && view !== 'failed' && (
        <Callout intent={Intent.DANGER} role="alert">
          {errorText}
        </Callout>
      )}
      {view === 'failed' && (
        <NonIdealState
          icon="error"
          title={t('error.loadFailed')}
          action={<Button text={t('common.retry')} onClick={() => send({ type: 'review.retry' })} />}
        />
      )}
      {view === 'loading' && <Spinner size={40} aria-label={t('common.loading')} />}
      {view === 'record' && record && (
        <>
          <Card>
            <FactsPanel
              wide
              namedValues
              items={[
                ...familyColumns(familyKey).map((col): [string, string] => [tr(col.labelKey), formatCell(col, record, tr)]),
                [t('review.fields.applicantName'), String(record.applicantName ?? '')],
                ...(f.credits ? [[t('review.balance'), displayFen(record.companyBalance)] as [string, string]] : []),
                [t('review.fields.auditRemark'), String(record.auditRemark ?? '')],
              ]}
            />
          </Card>
          <RecordChecks familyKey={familyKey} record={record} onDone={() => send({ type: 'review.refresh' })} />
          {decides && (
            <FormField label={t('review.commentLabel')} id="review-comment">
              {(control) => (
                <TextArea
                  {...control}
                  fill
                  placeholder={t('review.commentPlaceholder')}
                  value={c.comment}
                  onChange={(e) => send({ type: 'review.comment', text: e.currentTarget.value })}
                />
              )}
            </FormField>
          )}
          {ownNote && (
            <Callout intent={Intent.PRIMARY} icon="info-sign" role="note">
              {t(ownNote.replace(/^approvals:/, ''))}
            </Callout>
          )}
          <div role="toolbar" aria-label={t('common.actions')} className="fc-row">
            {decides && (
              <DecisionButtons
                actions={[
                  ['approve', Intent.SUCCESS, 'tick'],
                  ['reject', Intent.DANGER, 'cross'],
                ]}
                allowance={(a) => reviewAllowance(snap, a)}
                onAction={(a) => send({ type: `review.${a}` as const })}
              />
            )}
            {f.cancellable && (
              <GuardedButton
                icon="undo"
                allowance={reviewAllowance(snap, 'cancel')}
                text={t('action.cancel')}
                onClick={() => send({ type: 'review.cancel' })}
              />
            )}
          </div>
          <RecordHistory record={record} flow="review" />
          <FlowCommandDialogs
            open={snap.hasTag('confirm') && decision !== null}
            command={decisionCommand}
            title={decision ? t(`review.confirm.${decision}`) : ''}
            lines={confirmLines}
            request={decision ? reviewRequest(familyKey, decision as ReviewDecision, record, c.comment.trim()) : null}
            submitting={selectReviewSubmitting(snap)}
            intent={decision === 'approve' ? Intent.SUCCESS : Intent.DANGER}
            confirmDisabled={reviewAllowance(snap, 'confirm') !== 'allowed' && !selectReviewSubmitting(snap)}
            onConfirm={() => send({ type: 'review.confirm', ...newOperation() })}
            onCancel={() => send({ type: 'review.dismiss' })}
            // the comment typed here is the page's own (the box above shows it too): closing keeps it, nothing to ask
            dirty={false}
          >
            {decision !== 'cancel' && (
              <FormField
                label={t('review.commentLabel')}
                id="review-reject-comment"
                error={decision === 'reject' && !c.comment.trim() ? t('reason.review.commentRequired') : undefined}
              >
                {(control) => (
                  <TextArea
                    {...control}
                    fill
                    value={c.comment}
                    onChange={(e) => send({ type: 'review.comment', text: e.currentTarget.value })}
                  />
                )}
              </FormField>
            )}
          </FlowCommandDialogs>
        </>
      )}
    </section>
  );
}

export default function ReviewRoutePage({ familyKey, detail }: { familyKey: string; detail?: boolean }) {
  return detail ? <ReviewPage key={familyKey} familyKey={familyKey} /> : <ReviewListPage key={familyKey} familyKey={familyKey} />;
}
