/**
 * Recharge centre (spec 002 §2, §4, §7 "Recharge and staff"): direct recharge and card issuing paid with an SMS
 * code, their records and lines (end times of a whole recharge and of a line, card freeze/unfreeze, staff account
 * import), business cards, and the user balance with the flows of a phone and their exports.
 */
import { RowButton } from '@/components/row-button';
import { formEditable } from '@machines/sms-payment/sms-payment.selectors';
import '@/i18n/recharge-namespace';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate, useSearchParams } from 'react-router-dom';
import { Button, Callout, Classes, InputGroup, Intent, Tab, Tabs, TextArea } from '@blueprintjs/core';
import * as api from '@services/api/recharge/calls';
import { CARD_STATUS } from '@services/api/recharge/status';
import { ApiError } from '@services/http/errors';
import { notifyError, notifySuccess } from '@/components/toaster';
import { useRequest, type RequestKey } from '@/components/use-request';
import { maskPhone } from '@/lib/mask';
import { saveFile } from '@/lib/save-file';
import { rechargeDraft } from './drafts';
import { DraftProblem, PaymentConfirm, PaymentDone, SmsCodeSection, usePaymentForm, useSmsPayment } from './sms-payment-form';
import { FUNDS_KEY, FundFlows, FundsBar } from './recharge-funds';
import { TextSearch } from './text-search';
import { NO_SCOPE, RechargeScopePicker } from './recharge-scope';
import { displayFen } from '@/lib/money';
import { displayText } from '@/lib/display';
import { FactsPanel, type Fact } from '@/components/facts-panel';
import { PageFrame } from '@/components/page-frame';
import { StatusTag } from '@/components/status-tag';
import { codeTable } from '@services/api/status-info';
import { STATUS_TABLES } from '@services/api/recharge/status';
import { PagedList } from '@/components/paged-list';
import { DataTable, type DataColumn, type Row } from '@/components/data-table';
import '@/components/components.css';
import './recharge.css';
import { CommandDialog } from '@/components/command-dialog';
import { useCommand } from '@/components/use-command';
import { useInvalidate } from '@/components/query-client';

/** What a recharge, a freeze or an end-time change moves: records, cards, balances, the funds and the flows. */
const RECHARGE_READS: RequestKey[] = [['staff-recharge'], ['recharge-lines'], ['user-account'], FUNDS_KEY, ['flows-by-phone']];
import { requireResource } from '@services/resources/registry';
import { definitionColumns } from '@/screens/resource/definition-columns';
import '@/i18n/resources-namespace';
import { FormField, TextField } from '@/components/form-field';
import { DateField } from '@/components/date-field';
import { formatDateTime } from '@/lib/intl';

const failureText = (e: unknown) => (e instanceof ApiError ? (e.serverMessage ?? e.message) : e instanceof Error ? e.message : String(e));

// ------------------------------------------------------------------------------------------ recharge forms

/** /rechargeCenter/directcharging (menu): the direct recharge form, the recharge records and the funds. */
export function DirectChargingPage() {
  return <RechargeCentre kind="direct" />;
}

/** /rechargeCenter/cardBatch (menu): card issuing (a named batch of recharged cards). */
export function CardBatchPage() {
  return <RechargeCentre kind="cardBatch" />;
}

function RechargeCentre({ kind }: { kind: 'direct' | 'cardBatch' }) {
  const { t } = useTranslation('recharge');
  const invalidate = useInvalidate();
  const detail = kind === 'direct' ? '/rechargeCenter/directcharging/detail' : '/rechargeCenter/cardBatch/detail';
  return (
    <PageFrame title={t(kind === 'direct' ? 'direct.title' : 'cardBatch.title')}>
      <FundsBar />
      <Tabs id={`recharge-${kind}`} renderActiveTabPanelOnly>
        <Tab
          id="form"
          title={t(kind === 'direct' ? 'direct.formTitle' : 'cardBatch.formTitle')}
          panel={<RechargeForm kind={kind} onPaid={() => invalidate(...RECHARGE_READS)} />}
        />
        <Tab id="records" title={t('records.title')} panel={<RechargeRecords detailPath={detail} />} />
        <Tab id="funds" title={t('funds.flows')} panel={<FundFlows />} />
      </Tabs>
    </PageFrame>
  );
}

function RechargeForm({ kind, onPaid }: { kind: 'direct' | 'cardBatch'; onPaid: () => void }) {
  const { t } = useTranslation(['recharge', 'validation']);
  const navigate = useNavigate();
  const payment = useSmsPayment(kind);
  const [snap] = payment;
  const funds = useRequest([...FUNDS_KEY, 'recharge-form'], (signal) =>
    Promise.all([api.tempMoney(signal), api.tenantPhone(signal).catch(() => '')]),
  );
  const loaded = funds.status === 'done' ? funds.data : null;
  const context = { availableFen: loaded?.[0].balanceFen, defaultPhone: loaded?.[1] ?? '' };
  const { form, parsed, edit, reset } = usePaymentForm(
    payment,
    { recipients: '', amount: '', endDate: '', batchName: '', phone: null as string | null, scope: NO_SCOPE },
    context,
    (f, c) =>
      rechargeDraft({
        kind,
        recipients: f.recipients,
        amount: f.amount,
        endDate: f.endDate,
        batchName: f.batchName,
        phone: f.phone ?? c.defaultPhone,
        scope: f.scope,
        ...(c.availableFen !== undefined ? { availableFen: c.availableFen } : {}),
      }),
  );
  const { recipients, amount, endDate, batchName } = form;
  const shownPhone = form.phone ?? context.defaultPhone;
  const editable = formEditable(snap);
  const paid = snap.hasTag('done');
  // biome-ignore lint/correctness/useExhaustiveDependencies: reports the payment once, when it becomes paid, whatever the caller's callback identity
  useEffect(() => {
    if (paid) onPaid();
  }, [paid]);

  if (paid) {
    const r = snap.context.result;
    return (
      <PaymentDone
        payment={payment}
        title={t('pay.paid')}
        onAgain={() => reset({ ...form, recipients: '', amount: '' })}
        extra={
          r ? (
            <Button
              text={t('records.view')}
              onClick={() =>
                navigate(
                  `${kind === 'direct' ? '/rechargeCenter/directcharging/detail' : '/rechargeCenter/cardBatch/detail'}?id=${encodeURIComponent(r.id)}`,
                )
              }
            />
          ) : null
        }
      />
    );
  }
  return (
    <form
      aria-label={t(kind === 'direct' ? 'direct.formTitle' : 'cardBatch.formTitle')}
      onSubmit={(e) => e.preventDefault()}
      className="fc-recharge-form"
    >
      {kind === 'cardBatch' && (
        <FormField label={t('field.batchName')} id={`recharge-${kind}-batch-name`}>
          {(control) => <InputGroup {...control} value={batchName} disabled={!editable} onValueChange={(v) => edit({ batchName: v })} />}
        </FormField>
      )}
      <FormField label={t('direct.recipients')} id={`recharge-${kind}-recipients`} helper={t('direct.recipientsHint')}>
        {(control) => (
          <TextArea
            {...control}
            fill
            rows={3}
            value={recipients}
            disabled={!editable}
            onChange={(e) => edit({ recipients: e.target.value })}
          />
        )}
      </FormField>
      <div className="fc-row-lg">
        <TextField
          label={t('direct.perAmount')}
          id={`recharge-${kind}-amount`}
          value={amount}
          input={{ inputMode: 'decimal', autoComplete: 'off', disabled: !editable }}
          onValueChange={(v) => edit({ amount: v })}
        />
        <FormField label={t('field.endTime')} id={`recharge-${kind}-end`}>
          {(control) => <DateField control={control} value={endDate} disabled={!editable} onChange={(v) => edit({ endDate: v })} />}
        </FormField>
      </div>
      {kind === 'direct' && <RechargeScopePicker value={form.scope} disabled={!editable} onChange={(scope) => edit({ scope })} />}
      <p className="fc-flush">
        {t('pay.total')}: <strong data-testid="recharge-total">{displayFen(parsed.draft?.amountFen ?? 0)}</strong>
      </p>
      <DraftProblem reason={parsed.reason} />
      <SmsCodeSection payment={payment} phone={shownPhone} onPhone={(v) => edit({ phone: v })} />
      <PaymentConfirm payment={payment} title={t(kind === 'direct' ? 'direct.confirmTitle' : 'cardBatch.confirmTitle')} />
    </form>
  );
}

function RechargeRecords({ detailPath }: { detailPath: string }) {
  const { t } = useTranslation('recharge');
  const navigate = useNavigate();
  return (
    <PagedList
      label={t('records.title')}
      queryKey={['staff-recharge', 'list']}
      load={(q, _f, signal) => api.listOf('staff-recharge', q, signal)}
      columns={[
        ...definitionColumns(requireResource('staff-recharge'), t, {
          cells: { rechargeStatus: (r) => <StatusTag table={codeTable(STATUS_TABLES.recharge)} code={r.rechargeStatus} /> },
        }),
        [
          t('common.actions'),
          (r) => (
            <RowButton
              text={t('records.view')}
              of={displayText(r.rechargeNo)}
              intent={Intent.PRIMARY}
              onClick={() => navigate(`${detailPath}?id=${encodeURIComponent(displayText(r.id))}`)}
            />
          ),
        ],
      ]}
    />
  );
}

// ------------------------------------------------------------------------------------------ record detail

/** The recharge of the address (?id=), read with the family's detail call (GET selectOneDetailById). */
function useRechargeDetail() {
  const [params] = useSearchParams();
  const id = params.get('id') ?? '';
  const invalidate = useInvalidate();
  const state = useRequest(id ? ['staff-recharge', 'detail', id] : null, (signal) => api.rechargeDetail(id, signal));
  return { id, params, state, refresh: () => invalidate(...RECHARGE_READS) };
}

type RechargeDetail = ReturnType<typeof useRechargeDetail>;

/**
 * A recharge's facts (number, company, amount, status, what the page adds before the creation time) and its lines,
 * with the failure of the read; nothing while it loads.
 */
function RechargeRecord({ detail, label, extra }: { detail: RechargeDetail; label: string; extra: (record: Row) => Fact[] }) {
  const { t } = useTranslation('recharge');
  const { id, state, refresh } = detail;
  if (state.status === 'failed')
    return (
      <Callout intent={Intent.DANGER} title={t('common.loadFailed')}>
        {failureText(state.error)}
      </Callout>
    );
  if (state.status !== 'done') return null;
  const { record, lines } = state.data;
  return (
    <>
      <FactsPanel
        label={label}
        items={[
          [t('field.rechargeNo'), displayText(record.rechargeNo)],
          [t('field.companyName'), displayText(record.companyName)],
          [t('field.amount'), displayFen(record.amount)],
          [t('field.rechargeStatus'), <StatusTag key="s" table={codeTable(STATUS_TABLES.recharge)} code={record.rechargeStatus} />],
          ...extra(record),
          [t('field.createTime'), formatDateTime(record.createTime)],
        ]}
      />
      <h3 className={Classes.HEADING}>{t('detail.lines')}</h3>
      <LinesTable rechargeId={id} lines={lines} onChanged={refresh} />
    </>
  );
}

/** /rechargeCenter/directcharging/detail and /rechargeCenter/cardBatch/detail (?id=): the record, its lines and their changes. */
export function RechargeDetailPage() {
  const { t } = useTranslation('recharge');
  const detail = useRechargeDetail();
  const { id, state, refresh } = detail;
  if (!id)
    return (
      <PageFrame title={t('detail.title')}>
        <Callout intent={Intent.WARNING} title={t('detail.noId')} />
      </PageFrame>
    );
  return (
    <PageFrame
      title={t('detail.title')}
      actions={<ImportStaffButton rechargeId={id} record={state.status === 'done' ? state.data.record : null} />}
    >
      <RechargeRecord
        detail={detail}
        label={t('detail.title')}
        extra={(record) => [
          [t('field.staffCount'), displayText(record.staffCount)],
          [
            t('field.endTime'),
            <EndTimeEditor key="e" scope="whole" id={id} rechargeId={id} value={displayText(record.endTime)} onSaved={refresh} />,
          ],
        ]}
      />
    </PageFrame>
  );
}

/**
 * Imports a recharge's recipients as staff accounts (a GET that imports), as a command: asked first, sent once with its
 * key, and after a lost answer the staff accounts are read again for every recipient.
 */
function ImportStaffButton({ rechargeId, record }: { rechargeId: string; record: Row | null }) {
  const { t } = useTranslation('recharge');
  const [n, setN] = useState(0);
  return (
    <>
      <Button icon="import" text={t('detail.importStaff')} disabled={!record} onClick={() => setN((x) => x + 1)} />
      {n > 0 && record ? <ImportStaffCommand key={n} rechargeId={rechargeId} record={record} onClose={() => setN(0)} /> : null}
    </>
  );
}

function ImportStaffCommand({ rechargeId, record, onClose }: { rechargeId: string; record: Row; onClose: () => void }) {
  const { t } = useTranslation('recharge');
  const command = useCommand<string, { imported: number; msg: string } | null>({
    send: (id, key) => api.importStaffAccounts(id, key),
    verify: async (id, _startedAt, signal) => ((await api.staffImported(id, signal)) ? { found: true, record: null } : { found: false }),
    onDone: (r) => {
      const result = r as { imported: number; msg: string } | null;
      notifySuccess(result ? result.msg || t('detail.imported', { count: result.imported }) : t('common.updated'));
      onClose();
    },
  });
  const { request } = command;
  // biome-ignore lint/correctness/useExhaustiveDependencies: asked once, on opening
  useEffect(() => {
    request(rechargeId);
  }, []);
  return (
    <CommandDialog
      command={command}
      title={t('detail.importStaff')}
      confirmText={t('detail.importStaff')}
      lines={[
        [t('field.rechargeNo'), displayText(record.rechargeNo)],
        [t('field.staffCount'), displayText(record.staffCount)],
      ]}
      request={api.importStaffRequest(rechargeId)}
      onDismiss={onClose}
    />
  );
}

/**
 * An end time with its change (PUT updateOneEndTime for a whole recharge, updateOneDetailEndTime for a line), as a
 * command: after a lost answer the recharge is read again to see whether the end time is the new one.
 */
function EndTimeEditor({
  scope,
  id,
  rechargeId,
  value,
  onSaved,
}: {
  scope: 'whole' | 'line';
  id: string;
  rechargeId: string;
  value: string;
  onSaved: () => void;
}) {
  const { t } = useTranslation('recharge');
  const [editing, setEditing] = useState(false);
  const label = scope === 'whole' ? t('detail.endTimeWhole') : t('detail.endTimeLine');
  if (!editing) {
    return (
      <span className="fc-inline fc-inline-lg">
        {value}
        <Button size="small" variant="minimal" icon="edit" aria-label={`${label} ${value}`} onClick={() => setEditing(true)} />
      </span>
    );
  }
  return (
    <EndTimeForm
      scope={scope}
      id={id}
      rechargeId={rechargeId}
      value={value}
      label={label}
      onClose={(saved) => {
        setEditing(false);
        if (saved) onSaved();
      }}
    />
  );
}

/** The open end-time field: each opening is a new operation. */
function EndTimeForm({
  scope,
  id,
  rechargeId,
  value,
  label,
  onClose,
}: {
  scope: 'whole' | 'line';
  id: string;
  rechargeId: string;
  value: string;
  label: string;
  onClose: (saved: boolean) => void;
}) {
  const { t } = useTranslation('recharge');
  const [date, setDate] = useState(value.slice(0, 10));
  const command = useCommand<string>({
    send: (endTime, key) => api.updateEndTime(scope, id, endTime, key),
    verify: async (endTime, _startedAt, signal) => {
      const { record, lines } = await api.rechargeDetail(rechargeId, signal);
      const now = scope === 'whole' ? record : lines.find((l) => displayText(l.id) === id);
      return now && displayText(now.endTime) === endTime ? { found: true, record: now } : { found: false };
    },
    onDone: () => {
      notifySuccess(t('common.updated'));
      onClose(true);
    },
  });
  const asked = command.payload;
  return (
    <span className="fc-inline">
      <DateField size="small" control={{ 'aria-label': label }} value={date} onChange={setDate} />
      <Button
        size="small"
        intent={Intent.PRIMARY}
        text={t('common.save')}
        disabled={!/^\d{4}-\d{2}-\d{2}$/.test(date)}
        onClick={() => command.request(`${date} 23:59:59`)}
      />
      <Button size="small" text={t('common.cancel')} onClick={() => onClose(false)} />
      <CommandDialog
        command={command}
        title={label}
        confirmText={t('common.save')}
        lines={[[t('field.endTime'), `${value} → ${asked ?? ''}`]]}
        request={asked ? api.endTimeRequest(scope, id, asked) : null}
      />
    </span>
  );
}

/** Recharge lines (user cards) with the line end time and freeze/unfreeze. */
function LinesTable({ rechargeId, lines, onChanged }: { rechargeId: string; lines: Row[]; onChanged: () => void }) {
  const { t } = useTranslation('recharge');
  return (
    <div>
      {lines.length === 0 ? (
        <Callout>{t('common.empty')}</Callout>
      ) : (
        <DataTable
          label={t('detail.lines')}
          rows={lines}
          columns={[
            [t('field.realName'), (l) => displayText(l.realName)],
            [t('field.userPhone'), (l) => maskPhone(displayText(l.userPhone))],
            [t('field.amount'), (l) => displayFen(l.amount), 'money'],
            [
              t('field.endTime'),
              (l) => (
                <EndTimeEditor
                  scope="line"
                  id={displayText(l.id)}
                  rechargeId={rechargeId}
                  value={displayText(l.endTime)}
                  onSaved={onChanged}
                />
              ),
            ],
            [t('field.cardStatus'), (l) => <StatusTag table={codeTable(STATUS_TABLES.card)} code={l.cardStatus} />],
          ]}
          actions={(l) => <FreezeButton line={l} onChanged={onChanged} />}
        />
      )}
    </div>
  );
}

/**
 * Freeze (active card) or unfreeze (frozen card), asked first, as a command: after a lost answer the card is read
 * again to see whether its status is the new one. Other states offer nothing and say why.
 */
export function FreezeButton({ line, onChanged }: { line: Row; onChanged: () => void }) {
  // a new operation once the card's status moved
  return <FreezeCommand key={displayText(line.cardStatus)} line={line} onChanged={onChanged} />;
}

function FreezeCommand({ line, onChanged }: { line: Row; onChanged: () => void }) {
  const { t } = useTranslation('recharge');
  const status = Number(line.cardStatus);
  const freeze = status === CARD_STATUS.active.code;
  const allowed = freeze || status === CARD_STATUS.frozen.code;
  const label = t(freeze ? 'card.freeze' : 'card.unfreeze');
  const id = displayText(line.id);
  const phone = maskPhone(displayText(line.userPhone));
  const command = useCommand<number>({
    send: (to, key) => api.setCardStatus(id, to, key),
    verify: async (to, _startedAt, signal) => {
      const now = await api.lineOf(id, displayText(line.userPhone), signal);
      return now && Number(now.cardStatus) === to ? { found: true, record: now } : { found: false };
    },
    onDone: () => {
      notifySuccess(t(freeze ? 'card.frozen' : 'card.unfrozen'));
      onChanged();
    },
  });
  const to = freeze ? CARD_STATUS.frozen.code : CARD_STATUS.active.code;
  return (
    <>
      <Button
        size="small"
        variant="minimal"
        intent={freeze ? Intent.WARNING : Intent.SUCCESS}
        text={label}
        aria-label={`${label} ${phone}`}
        disabled={!allowed}
        title={allowed ? undefined : t('card.notAllowed')}
        onClick={() => command.request(to)}
      />
      <CommandDialog
        command={command}
        title={label}
        intent={freeze ? Intent.WARNING : Intent.PRIMARY}
        confirmText={label}
        request={api.cardStatusRequest(id, to)}
        onDismiss={onChanged}
      >
        <p>{t(freeze ? 'card.freezeAsk' : 'card.unfreezeAsk', { phone })}</p>
      </CommandDialog>
    </>
  );
}

// ------------------------------------------------------------------------------------------ business cards

/** /rechargeCenter/businesscard (menu): every recharged user card, searchable by phone, with freeze/unfreeze. */
export function BusinessCardPage() {
  const { t } = useTranslation('recharge');
  const navigate = useNavigate();
  const [query, setQuery] = useState('');
  const invalidate = useInvalidate();
  return (
    <PageFrame title={t('card.title')}>
      <TextSearch id="card-phone" label={t('field.userPhone')} numeric onSearch={setQuery} />
      <PagedList
        label={t('card.title')}
        queryKey={['recharge-lines', query]}
        load={(q, _f, signal) => api.rechargeLines({ ...q, ...(query ? { phone: query } : {}) }, signal)}
        columns={[
          [t('field.realName'), (r) => displayText(r.realName)],
          [t('field.userPhone'), (r) => maskPhone(displayText(r.userPhone))],
          [t('field.rechargeNo'), (r) => displayText(r.rechargeNo)],
          [t('field.amount'), (r) => displayFen(r.amount), 'money'],
          [t('field.endTime'), (r) => formatDateTime(r.endTime)],
          [t('field.cardStatus'), (r) => <StatusTag table={codeTable(STATUS_TABLES.card)} code={r.cardStatus} />],
          [
            t('common.actions'),
            (r) => (
              <span className="fc-inline">
                <FreezeButton line={r} onChanged={() => invalidate(...RECHARGE_READS)} />
                <Button
                  size="small"
                  variant="minimal"
                  text={t('card.detail')}
                  onClick={() =>
                    navigate(
                      `/rechargeCenter/businesscard/detail?id=${encodeURIComponent(displayText(r.rechargeId))}&card=${encodeURIComponent(displayText(r.id))}`,
                    )
                  }
                />
              </span>
            ),
          ],
        ]}
      />
    </PageFrame>
  );
}

/**
 * /rechargeCenter/businesscard/detail (?id= the recharge, &card= the card): one business card as the family's detail
 * call reads it (GET selectOneDetailById): the card with its end time and freeze, and the recharge it came from with
 * the other cards of it.
 */
export function BusinessCardDetailPage() {
  const { t } = useTranslation('recharge');
  const detail = useRechargeDetail();
  const { id, params, state, refresh } = detail;
  const cardId = params.get('card') ?? '';
  const card = state.status === 'done' ? state.data.lines.find((l) => displayText(l.id) === cardId) : undefined;
  return (
    <PageFrame title={t('card.detailTitle')}>
      {!id ? <Callout intent={Intent.WARNING} title={t('detail.noId')} /> : null}
      {card ? (
        <FactsPanel
          label={t('card.detailTitle')}
          items={[
            [t('field.realName'), displayText(card.realName)],
            [t('field.userPhone'), maskPhone(displayText(card.userPhone))],
            [t('field.amount'), displayFen(card.amount)],
            [t('field.cardStatus'), <StatusTag key="s" table={codeTable(STATUS_TABLES.card)} code={card.cardStatus} />],
            [
              t('field.endTime'),
              <EndTimeEditor key="e" scope="line" id={cardId} rechargeId={id} value={displayText(card.endTime)} onSaved={refresh} />,
            ],
            [t('common.actions'), <FreezeButton key="f" line={card} onChanged={refresh} />],
          ]}
        />
      ) : null}
      {state.status === 'done' ? <h3 className={Classes.HEADING}>{t('card.fromRecharge')}</h3> : null}
      <RechargeRecord detail={detail} label={t('card.fromRecharge')} extra={() => []} />
    </PageFrame>
  );
}

/** /company/userBalanceQueryDetail (?phone=): balance and flows of a phone. */
export function UserBalanceDetailPage() {
  const { t } = useTranslation('recharge');
  const [params, setParams] = useSearchParams();
  const phone = params.get('phone') ?? '';
  const [exporting, setExporting] = useState<string | null>(null);
  const account = useRequest(['user-account', 'by-phone', phone], (signal) =>
    api.listOf('user-account', { current: 1, size: 10, filters: phone ? { userPhone: phone } : {} }, signal),
  );
  const doExport = async (kind: 'recharge' | 'expense') => {
    setExporting(kind);
    try {
      const file = await api.exportFlows(kind, phone);
      saveFile(file.blob, file.fileName);
    } catch (e) {
      if (!(e instanceof ApiError && e.kind === 'unauthorized')) notifyError({ key: 'recharge:balance.downloadFailed' });
    } finally {
      setExporting(null);
    }
  };
  const flowColumns = [
    [t('field.createTime'), (r: Row) => formatDateTime(r.createTime)],
    [t('field.flowNo'), (r: Row) => displayText(r.flowNo)],
    [t('field.direction'), (r: Row) => t(`direction.${displayText(r.direction)}`)],
    [t('field.amount'), (r: Row) => displayFen(r.amount), 'money'],
    [t('funds.balanceAfter'), (r: Row) => displayFen(r.balance), 'money'],
    [t('field.orderNo'), (r: Row) => displayText(r.orderNo)],
  ] satisfies DataColumn[];
  return (
    <PageFrame title={t('balance.title')}>
      <TextSearch
        id="balance-phone"
        label={t('field.userPhone')}
        numeric
        initial={phone}
        onSearch={(text) => setParams(text ? { phone: text } : {})}
      />
      {account.status === 'done' ? (
        <DataTable
          label={t('balance.accounts')}
          rows={account.data.records}
          columns={definitionColumns(requireResource('user-account'), t, {
            cells: { userPhone: (r) => maskPhone(displayText(r.userPhone)) },
          })}
        />
      ) : null}
      {phone ? (
        <Tabs id="balance-flows" renderActiveTabPanelOnly>
          {(['recharge', 'expense'] as const).map((kind) => (
            <Tab
              key={kind}
              id={kind}
              title={t(`balance.${kind}Flows`)}
              panel={
                <div className="fc-stack">
                  <div>
                    <Button
                      icon="download"
                      text={t(kind === 'recharge' ? 'balance.exportRecharge' : 'balance.exportExpense')}
                      loading={exporting === kind}
                      onClick={() => void doExport(kind)}
                    />
                  </div>
                  <PagedList
                    label={t(`balance.${kind}Flows`)}
                    param={`${kind}.`}
                    queryKey={['flows-by-phone', 'balance', kind, phone]}
                    load={(q, _f, signal) => api.flowsByPhone(kind, phone, q, signal)}
                    columns={flowColumns}
                  />
                </div>
              }
            />
          ))}
        </Tabs>
      ) : (
        <Callout icon="info-sign">{t('balance.enterPhone')}</Callout>
      )}
    </PageFrame>
  );
}
