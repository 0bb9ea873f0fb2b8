/**
 * Reconciliation and settlement screens (spec 002 §2, §7; docs/flows.md "Settlement steps"): the settlement list with
 * its summary (`top`), one record as a stepper (who did each step and when) with its included orders, balance
 * and remarks, the reconciliation view, statements for a period, and the income views.
 */
import { useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useSearchParams } from 'react-router-dom';
import { useFlowMachine } from '@/components/use-flow-machine';
import { Button, Callout, Card, Classes, Icon, Intent, Spinner, TextArea } from '@blueprintjs/core';
import { STEPS } from '@machines/settlement/settlement.machine';
import {
  selectInfoCommand,
  selectSettlementView,
  stepAllowance,
  selectSettlementStep,
  selectStepCommand,
} from '@machines/settlement/settlement.selectors';
import * as api from '@services/api/money/settlement';
import * as statement from '@services/api/money/statement';
import { bindSettlement } from '@/screens/money/money-machines';
import { moneyPath } from '@services/api/money/paths';
import { ComposedCommandDialog } from '@/components/command-dialog';
import { newOperation } from '@/components/use-command';
import { notifySuccess } from '@/components/toaster';
import { useDocumentTitle } from '@/components/use-document-title';
import { useRequest, type RequestState } from '@/components/use-request';
import { requireResource } from '@services/resources/registry';
import { definitionColumns } from '@/screens/resource/definition-columns';
import '@/i18n/resources-namespace';
import { displayFen } from '@/lib/money';
import { displayText } from '@/lib/display';
import { FactsPanel } from '@/components/facts-panel';
import { PageFrame } from '@/components/page-frame';
import { fenFacts } from './fen-facts';
import { PagedList } from '@/components/paged-list';
import type { DataColumn, Row } from '@/components/data-table';
import { RequestView } from '@/components/request-view';
import '@/components/components.css';
import './money.css';
import { ConfirmAlert } from '@/components/confirm-alert';
import { RowLink } from '@/components/row-link';
import { useInvalidate } from '@/components/query-client';
import { FormField } from '@/components/form-field';
import { DateField } from '@/components/date-field';

/** The sheet lists show their family's columns (services/resources/definitions/settlement.ts). */
const sheetColumns = (
  key: 'money-settlement' | 'result-settlement' | 'reconciliation-record',
  t: (k: string, o: { defaultValue: string }) => string,
) => definitionColumns(requireResource(key), t);

const detailLink = (row: Row, label: string) => (
  <Link
    className="bp6-button bp6-small bp6-minimal bp6-intent-primary"
    aria-label={`${label} ${displayText(row.settlementNo)}`}
    to={`/rechargeCenter/settlement/detail?id=${encodeURIComponent(displayText(row.id))}`}
  >
    {label}
  </Link>
);

/** /rechargeCenter/settlement/list (and the 结算单 menu page): the sheets with the summary figures of `top`. */
export function SettlementListPage() {
  const { t } = useTranslation('money');
  const [summary, setSummary] = useState<Row | null>(null);
  return (
    <PageFrame title={t('settlement.listTitle')} documentTitle="money:settlement.listTitle">
      {summary && (
        <Card>
          <FactsPanel
            label={t('settlement.summary')}
            items={[
              [t('settlement.field.count'), displayText(summary.count)],
              ...fenFacts(summary, ['totalAmount', 'fee', 'settlementAmount', 'paidAmount'], (f) => t(`settlement.field.${f}`)),
            ]}
          />
        </Card>
      )}
      <PagedList
        queryKey={['money-settlement', 'list']}
        label={t('settlement.listTitle')}
        columns={sheetColumns('money-settlement', t)}
        load={async (p, _f, signal) => {
          const page = await api.pageOf('money-settlement', 'list', p, signal);
          setSummary(page.summary ?? null);
          return page;
        }}
        actions={(row) => detailLink(row, t('settlement.open'))}
      />
    </PageFrame>
  );
}

/** A list of sheets of one family (its `page` call), each opening its settlement stepper. */
function SheetListPage({ family, titleKey }: { family: 'result-settlement' | 'reconciliation-record'; titleKey: string }) {
  const { t } = useTranslation('money');
  return (
    <PageFrame title={t(titleKey)} documentTitle={`money:${titleKey}`}>
      <PagedList
        queryKey={[family, 'page']}
        label={t(titleKey)}
        columns={sheetColumns(family, t)}
        load={(p, _f, signal) => api.pageOf(family, 'page', p, signal)}
        actions={(row) => detailLink(row, t('settlement.open'))}
      />
    </PageFrame>
  );
}

/** /reconciliation/resultSettlement: the results (resultsettlement/page). */
export const ResultListPage = () => <SheetListPage family="result-settlement" titleKey="settlement.resultTitle" />;

/** /reconciliation/detailedView: the reconciliation records; each opens its settlement stepper. */
export const ReconciliationViewPage = () => <SheetListPage family="reconciliation-record" titleKey="settlement.reconTitle" />;

/** The orders of a sheet show the order family's columns (services/resources/definitions/orders.ts). */
const ORDER_FIELDS = ['orderNo', 'siteName', 'totalAmount', 'createTime'];

function Stepper({ snap, onStep }: { snap: Parameters<typeof stepAllowance>[0]; onStep: (step: api.SettlementStep) => void }) {
  const { t } = useTranslation('money');
  const r = snap.context.record!;
  return (
    <ol aria-label={t('settlement.steps')} className="fc-money-steps">
      {STEPS.map((step, i) => {
        const done = r.steps.find((s) => s.step === step);
        const current = i === r.stage;
        const why = stepAllowance(snap, step);
        return (
          <li key={step} aria-label={t(`settlement.step.${step}`)} aria-current={current ? 'step' : undefined} className="fc-row-lg">
            <Icon
              icon={i < r.stage ? 'tick-circle' : current ? 'circle-arrow-right' : 'circle'}
              intent={i < r.stage ? Intent.SUCCESS : current ? Intent.PRIMARY : Intent.NONE}
            />
            <strong className="fc-money-step-name">{t(`settlement.step.${step}`)}</strong>
            <span className={`${Classes.TEXT_MUTED} fc-grow`}>
              {done ? t('settlement.by', { operator: done.operator, time: done.time }) : t('settlement.waiting')}
            </span>
            {i >= r.stage && (
              <Button
                size="small"
                intent={current ? Intent.PRIMARY : Intent.NONE}
                text={t(`settlement.step.${step}`)}
                disabled={why !== 'allowed'}
                title={why !== 'allowed' ? t(why) : undefined}
                onClick={() => onStep(step)}
              />
            )}
          </li>
        );
      })}
    </ol>
  );
}

function Remarks({ initial, busy, onSave }: { initial: string; busy: boolean; onSave: (remark: string) => void }) {
  const { t } = useTranslation('money');
  const [remark, setRemark] = useState(initial);
  return (
    <form
      onSubmit={(e) => {
        e.preventDefault();
        onSave(remark);
      }}
      className="fc-stack"
    >
      <FormField label={t('settlement.remarks')} id="settlement-remark" className="fc-flush">
        {(control) => <TextArea {...control} fill value={remark} maxLength={200} onChange={(e) => setRemark(e.currentTarget.value)} />}
      </FormField>
      <div>
        <Button type="submit" text={t('settlement.saveRemark')} loading={busy} />
      </div>
    </form>
  );
}

/** /rechargeCenter/settlement/detail?id=: one record as a stepper, with summary, balance, remarks and included orders. */
export function SettlementDetailPage() {
  const { t } = useTranslation('money');
  useDocumentTitle('money:settlement.detailTitle');
  const [params] = useSearchParams();
  const id = params.get('id') ?? '';
  const invalidate = useInvalidate();
  // a step the machine saved changes the settlement lists and this settlement's orders
  const machine = useMemo(
    () =>
      bindSettlement({
        success: (m) => {
          notifySuccess(m);
          invalidate(['money-settlement'], ['result-settlement'], ['reconciliation-record']);
        },
      }),
    [invalidate],
  );
  const [snap, send] = useFlowMachine(machine, { input: { id } });
  const c = snap.context;
  const view = selectSettlementView(snap);
  const step = selectSettlementStep(snap);
  const r = c.record;
  const balance = useRequest(r ? ['money-settlement', 'balance', id, r.stage] : null, (signal) => api.readBalance(id, signal));
  if (view === 'loading')
    return (
      <PageFrame title={t('settlement.detailTitle')}>
        <Spinner size={32} aria-label={t('common.loading')} />
      </PageFrame>
    );
  if (view === 'loadFailed' || !r) {
    return (
      <PageFrame title={t('settlement.detailTitle')}>
        <Callout intent={Intent.DANGER} title={t(c.error ?? 'common.loadFailed')}>
          {c.serverMessage}
          <Button className="fc-gap-left" text={t('common.retry')} onClick={() => send({ type: 'settlement.retry' })} />
        </Callout>
      </PageFrame>
    );
  }
  const committing = step === 'committing';
  const stepCommand = selectStepCommand(snap);
  const infoCommand = selectInfoCommand(snap);
  const confirmTitle = c.pending ? t(`settlement.stepConfirm.${c.pending}`) : t('settlement.confirmTitle', { step: '' });
  const confirmText = t('settlement.confirmText', { no: r.settlementNo, amount: displayFen(r.settlementFen) });
  const call = c.pending ? api.STEP_CALLS[c.pending] : null;
  // what the step sends, behind 请求详情 of its confirmation and of its command's dialog
  const stepRequest = call ? { url: moneyPath(call.key, call.action), payload: { id } } : null;
  return (
    <PageFrame
      title={`${t('settlement.detailTitle')} ${r.settlementNo}`}
      actions={
        <Button
          icon="refresh"
          text={t('settlement.refresh')}
          disabled={step !== 'ready'}
          onClick={() => send({ type: 'settlement.refresh' })}
        />
      }
    >
      {c.error && (
        <Callout intent={Intent.DANGER} title={t(c.error)}>
          {c.serverMessage}
        </Callout>
      )}
      <div className="fc-money-columns">
        <Card>
          <h4 className={Classes.HEADING}>{t('settlement.steps')}</h4>
          <Stepper snap={snap} onStep={(step) => send({ type: 'settlement.step', step })} />
        </Card>
        <Card>
          <h4 className={Classes.HEADING}>{t('settlement.summary')}</h4>
          <FactsPanel
            label={t('settlement.summary')}
            items={[
              [t('settlement.field.settlementNo'), r.settlementNo],
              [t('settlement.field.tenantName'), r.tenantName],
              [t('settlement.field.period'), r.period],
              [t('settlement.field.orderCount'), String(r.orderCount)],
              [t('settlement.field.totalAmount'), displayFen(r.totalFen)],
              [t('settlement.field.fee'), displayFen(r.feeFen)],
              [t('settlement.field.settlementAmount'), displayFen(r.settlementFen)],
              [t('settlement.field.stage'), t(`settlement.stage.${r.stage}`)],
            ]}
          />
        </Card>
        <Card>
          <h4 className={Classes.HEADING}>{t('settlement.balance')}</h4>
          <RequestView state={balance}>
            {(b) => (
              <FactsPanel
                label={t('settlement.balance')}
                items={[
                  [t('settlement.field.accountName'), displayText(b.accountName)],
                  ...fenFacts(b, ['balance', 'withdrawableAmount'], (f) => t(`settlement.field.${f}`)),
                ]}
              />
            )}
          </RequestView>
        </Card>
        <Card>
          <Remarks
            key={r.remark}
            initial={r.remark}
            busy={step === 'savingInfo'}
            onSave={(remark) => send({ type: 'settlement.saveInfo', remark, ...newOperation() })}
          />
        </Card>
      </div>
      <h4 className={Classes.HEADING}>{t('settlement.orders')}</h4>
      <PagedList
        queryKey={['money-settlement', 'inDetail', id]}
        label={t('settlement.orders')}
        columns={definitionColumns(requireResource('order'), t, { only: ORDER_FIELDS })}
        load={(p, _f, signal) => api.pageOf('money-settlement', 'inDetail', { ...p, id }, signal)}
      />
      <ConfirmAlert
        title={confirmTitle}
        isOpen={snap.hasTag('confirm')}
        busy={committing}
        confirmText={t('settlement.confirm')}
        request={stepRequest}
        onConfirm={() => send({ type: 'settlement.confirm', ...newOperation() })}
        onCancel={() => send({ type: 'settlement.cancel' })}
      >
        <p>{confirmText}</p>
      </ConfirmAlert>
      {stepCommand ? (
        <ComposedCommandDialog
          actor={stepCommand}
          title={confirmTitle}
          lines={[
            [t('settlement.field.settlementNo'), r.settlementNo],
            [t('settlement.field.settlementAmount'), displayFen(r.settlementFen)],
          ]}
          request={stepRequest}
          found={(found) => {
            const now = found as Partial<api.SettlementRecord> | null;
            return now
              ? t('settlement.found', { no: now.settlementNo ?? r.settlementNo, stage: t(`settlement.stage.${now.stage}`) })
              : null;
          }}
          intent={Intent.PRIMARY}
          confirmText={t('settlement.confirm')}
        />
      ) : null}
      {/* the remark's refusal with a retry, and its check after a lost answer */}
      {infoCommand ? (
        <ComposedCommandDialog
          actor={infoCommand}
          title={t('settlement.saveRemark')}
          lines={[
            [t('settlement.field.settlementNo'), r.settlementNo],
            [t('settlement.remarks'), (infoCommand.getSnapshot().context.payload as { remark?: string } | null)?.remark ?? ''],
          ]}
          request={{ url: moneyPath('result-settlement', 'saveInfo'), payload: infoCommand.getSnapshot().context.payload }}
          intent={Intent.PRIMARY}
          confirmText={t('settlement.saveRemark')}
        />
      ) : null}
    </PageFrame>
  );
}

/** The checking accounts' columns (services/resources/definitions/settlement.ts). */
const CHECKS = requireResource('checking-account');

/** The address names of the statement's two lists (`PagedList` `param`). */
const RECORDS = 'records.';
const ACCOUNTS = 'accounts.';

/** The statement's period its lists' address names (a reload shows the same statement), or null. */
function periodInAddress(params: URLSearchParams): statement.Period | null {
  const p = { from: params.get(`${ACCOUNTS}createTime_dategt`) ?? '', to: params.get(`${ACCOUNTS}createTime_datelt`) ?? '' };
  return statement.periodProblem(p) === null ? p : null;
}

/** Two reads as one: failed when either failed, done when both are. */
function both<A, B>(a: RequestState<A>, b: RequestState<B>): RequestState<readonly [A, B]> {
  if (a.status === 'failed') return a;
  if (b.status === 'failed') return b;
  return a.status === 'done' && b.status === 'done' ? { status: 'done', data: [a.data, b.data] } : { status: 'loading' };
}

/**
 * /reconciliation/statementOfAccount: a statement for a period (first the current month up to today): the server's
 * totals of its checking accounts and reconciliation records over the whole period, and both as paged lists.
 */
export function StatementPage() {
  const { t } = useTranslation('money');
  const [params] = useSearchParams();
  const invalidate = useInvalidate();
  const [start] = useState(() => periodInAddress(params));
  const [range, setRange] = useState<statement.Period>(() => start ?? statement.monthToDate(new Date()));
  const [period, setPeriod] = useState<statement.Period | null>(start);
  const errors = statement.periodErrors(range);
  const problem = errors.from ?? errors.to ?? null;
  const filters = period ? statement.periodFilters(period) : {};
  const totals = both(
    useRequest(period ? ['checking-account', 'totals', filters] : null, (signal) => statement.checkingTotals(filters, signal)),
    useRequest(period ? ['reconciliation-record', 'totals', filters] : null, (signal) => statement.reconciliationTotals(filters, signal)),
  );
  return (
    <PageFrame title={t('settlement.statementTitle')} documentTitle="money:settlement.statementTitle">
      <form
        className="fc-filter-bar"
        noValidate
        onSubmit={(e) => {
          e.preventDefault();
          if (!problem) setPeriod({ ...range });
        }}
      >
        <FormField label={t('settlement.periodFrom')} id="period-from" className="fc-flush" error={errors.from && t(errors.from)} announce>
          {(control) => (
            <DateField
              control={control}
              value={range.from}
              invalid={!!errors.from}
              onChange={(v) => setRange((r) => ({ ...r, from: v }))}
            />
          )}
        </FormField>
        <FormField label={t('settlement.periodTo')} id="period-to" className="fc-flush" error={errors.to && t(errors.to)} announce>
          {(control) => (
            <DateField control={control} value={range.to} invalid={!!errors.to} onChange={(v) => setRange((r) => ({ ...r, to: v }))} />
          )}
        </FormField>
        <Button
          type="submit"
          intent={Intent.PRIMARY}
          icon="document"
          text={t('settlement.generate')}
          disabled={problem !== null}
          title={problem ? t(problem) : undefined}
        />
      </form>
      {period && (
        <section aria-label={t('settlement.statementOf', period)} className="fc-stack-lg">
          <h3 className={Classes.HEADING}>{t('settlement.statementOf', period)}</h3>
          <RequestView state={totals} onRetry={() => invalidate(['checking-account', 'totals'], ['reconciliation-record', 'totals'])}>
            {([accounts, records]) => (
              <FactsPanel
                label={t('settlement.totals')}
                namedValues
                items={[
                  [t('settlement.total.accounts'), String(accounts.count)],
                  [t('settlement.total.incomeAmount'), displayFen(accounts.incomeAmount)],
                  [t('settlement.total.expenseAmount'), displayFen(accounts.expenseAmount)],
                  [t('settlement.total.records'), String(records.count)],
                  [t('settlement.total.settlementAmount'), displayFen(records.settlementAmount)],
                ]}
              />
            )}
          </RequestView>
          <h4 className={Classes.HEADING}>{t('settlement.reconTitle')}</h4>
          <PagedList
            queryKey={['reconciliation-record', 'statement']}
            param={RECORDS}
            filters={filters}
            label={t('settlement.reconTitle')}
            columns={sheetColumns('reconciliation-record', t)}
            load={(p, f, signal) => api.pageOf('reconciliation-record', 'page', { ...p, ...f }, signal)}
            actions={(row) => detailLink(row, t('settlement.open'))}
          />
          <h4 className={Classes.HEADING}>{t('settlement.accountDetailTitle')}</h4>
          <PagedList
            queryKey={['checking-account', 'statement']}
            param={ACCOUNTS}
            filters={filters}
            label={t('settlement.accountDetailTitle')}
            columns={definitionColumns(CHECKS, t)}
            load={(p, f, signal) => api.pageOf('checking-account', 'page', { ...p, ...f }, signal)}
          />
        </section>
      )}
    </PageFrame>
  );
}

/** /reconciliation/incomeDetail: income by checking account (checking_account/page). */
export function IncomeDetailPage() {
  const { t } = useTranslation('money');
  return (
    <PageFrame title={t('settlement.incomeTitle')} documentTitle="money:settlement.incomeTitle">
      <PagedList
        queryKey={['checking-account', 'page']}
        label={t('settlement.incomeTitle')}
        columns={definitionColumns(CHECKS, t)}
        load={(p, _f, signal) => api.pageOf('checking-account', 'page', p, signal)}
        actions={(row) => <RowLink path="/company/account/detail" id={row.id} text={t('common.view')} />}
      />
    </PageFrame>
  );
}

/**
 * /reconciliation/companyStatisticsInfo: income and expense per company, added up by the server over all checking
 * accounts (a page of companies), under the server's totals of all of them.
 */
export function CompanyStatisticsPage() {
  const { t } = useTranslation('money');
  const totals = useRequest(['checking-account', 'totals', {}], (signal) => statement.checkingTotals({}, signal));
  const columns: ReadonlyArray<DataColumn<statement.CompanyIncome>> = [
    [t('settlement.field.companyName'), (r) => r.companyName],
    [t('settlement.field.accountCount'), (r) => String(r.count)],
    [t('settlement.field.incomeAmount'), (r) => displayFen(r.incomeAmount), 'money'],
    [t('settlement.field.expenseAmount'), (r) => displayFen(r.expenseAmount), 'money'],
  ];
  return (
    <PageFrame title={t('settlement.companyIncomeTitle')} documentTitle="money:settlement.companyIncomeTitle">
      <Card>
        <RequestView state={totals}>
          {(s) => (
            <FactsPanel
              label={t('settlement.totals')}
              namedValues
              items={[
                [t('settlement.total.companies'), String(s.companies)],
                [t('settlement.total.accounts'), String(s.count)],
                [t('settlement.total.incomeAmount'), displayFen(s.incomeAmount)],
                [t('settlement.total.expenseAmount'), displayFen(s.expenseAmount)],
              ]}
            />
          )}
        </RequestView>
      </Card>
      <PagedList
        queryKey={['checking-account', 'by-company']}
        label={t('settlement.companyIncomeTitle')}
        columns={columns}
        load={(p, _f, signal) => statement.companyIncomePage(p, signal)}
      />
    </PageFrame>
  );
}

/** /company/account/detail?id=: one checking account (reconciliation detail). */
export function CompanyAccountDetailPage() {
  const { t } = useTranslation('money');
  const [params] = useSearchParams();
  const id = params.get('id');
  const one = useRequest(id ? ['checking-account', 'detail', id] : null, (signal) =>
    api.readRow('checking-account', 'detail', id ?? '', signal),
  );
  if (!id) return <IncomeDetailPage />;
  return (
    <PageFrame title={t('settlement.accountDetailTitle')} documentTitle="money:settlement.accountDetailTitle">
      <Card>
        <RequestView state={one}>
          {(row) => (
            <FactsPanel
              label={t('settlement.accountDetailTitle')}
              items={definitionColumns(CHECKS, t).map(([label, cell]) => [label, cell(row)])}
            />
          )}
        </RequestView>
      </Card>
    </PageFrame>
  );
}
