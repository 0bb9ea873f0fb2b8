/**
 * Invoicing and refund screens (spec 001 §7, spec 002 §7 "Invoicing and refunds"; docs/flows.md "Invoicing"): the invoice
 * list with one invoice's machine (issue → poll → issued | failed, cancel, red-invoice), order-side invoicing with a
 * per-order batch result, and refund applications with refund and auto-refund after a confirmation.
 */
import { RowButton } from '@/components/row-button';
import { useEffect, useMemo, useState } from 'react';
import { useActorOptions } from '@/components/actor-options';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router-dom';
import { useFlowMachine } from '@/components/use-flow-machine';
import { Button, Callout, Checkbox, Classes, Dialog, DialogBody, DialogFooter, InputGroup, Intent, Spinner, Tag } from '@blueprintjs/core';
import { invoiceAllowance, selectInvoiceCommand, selectInvoiceStep } from '@machines/invoicing/invoicing.selectors';
import type { InvoiceAction } from '@machines/invoicing/invoicing.types';
import * as api from '@services/api/money/invoicing';
import { INVOICE_STATUS, REFUND_STATUS, STATUS_TABLES, type StatusFlow } from '@services/api/money/status';
import { pageOf } from '@services/api/money/settlement';
import { bindInvoicing } from '@/screens/money/money-machines';
import { moneyFieldAmount } from '@/lib/money-field';
import { notifySuccess } from '@/components/toaster';
import { useRequest } from '@/components/use-request';
import type { Row } from '@/components/data-table';
import { DataTable } from '@/components/data-table';
import { requireResource } from '@services/resources/registry';
import { definitionColumns } from '@/screens/resource/definition-columns';
import '@/i18n/resources-namespace';
import { displayFen } from '@/lib/money';
import { displayText } from '@/lib/display';
import { FactsPanel } from '@/components/facts-panel';
import { PageFrame } from '@/components/page-frame';
import { StatusTag } from '@/components/status-tag';
import { codeTable } from '@services/api/status-info';
import { Pager } from '@/components/pager';
import { StatusFilter } from './status-filter';
import { PagedList } from '@/components/paged-list';
import { RequestView } from '@/components/request-view';
import '@/components/components.css';
import { ConfirmAlert } from '@/components/confirm-alert';
import { CommandDialog, ComposedCommandDialog } from '@/components/command-dialog';
import { newOperation, useCommand } from '@/components/use-command';
import { useInvalidate } from '@/components/query-client';
import { FormField } from '@/components/form-field';
import { useLeaveQuestion, useUnsavedGuard } from '@/components/unsaved-guard';

/** The lists show their families' columns (services/resources/definitions/invoicing.ts, orders.ts). */
const INVOICES = requireResource('order-invoicing');
const ORDERS = requireResource('order');
const REFUNDS = requireResource('order-refund-apply');

/** A money status column drawn as its tag. */
const statusCell = (field: string, flow: StatusFlow) => ({
  [field]: (r: Row) => <StatusTag table={codeTable(STATUS_TABLES[flow])} code={r[field]} />,
});

const ACTIONS: InvoiceAction[] = ['issue', 'cancel', 'red'];

/** One invoice and its actions. */
export function InvoiceDialog({ id, onClose }: { id: string; onClose: () => void }) {
  const { t } = useTranslation('money');
  const machine = useMemo(() => bindInvoicing({ success: (m) => notifySuccess(m) }), []);
  const [snap, send] = useFlowMachine(machine, { input: { id }, ...useActorOptions() });
  const step = selectInvoiceStep(snap);
  const c = snap.context;
  const inv = c.invoice;
  const acting = step === 'acting';
  const invoiceCommand = selectInvoiceCommand(snap);
  const confirmTitle = t('invoice.confirmTitle', { action: c.pending ? t(`invoice.${c.pending}`) : '' });
  const confirmText = t('invoice.confirmText', {
    title: inv?.invoiceTitle ?? '',
    amount: displayFen(inv?.amountFen ?? 0),
    order: inv?.orderNo ?? '',
  });
  return (
    <Dialog
      isOpen
      title={t('invoice.detailTitle', { no: inv?.invoiceNo || inv?.orderNo || '' })}
      canOutsideClickClose={false}
      isCloseButtonShown={!acting}
      onClose={onClose}
      className="fc-dialog-narrow"
    >
      <DialogBody>
        {!inv && step === 'loading' && <Spinner size={32} aria-label={t('common.loading')} />}
        {step === 'loadFailed' && (
          <Callout intent={Intent.DANGER} title={t(c.error ?? '')}>
            <Button text={t('common.retry')} onClick={() => send({ type: 'invoice.retry' })} />
          </Callout>
        )}
        {inv && (
          <div className="fc-stack-lg">
            <FactsPanel
              label={t('invoice.invoices')}
              items={[
                [t('invoice.field.invoiceNo'), inv.invoiceNo],
                [t('invoice.field.orderNo'), inv.orderNo],
                [t('invoice.field.invoiceTitle'), inv.invoiceTitle],
                [t('invoice.field.invoiceAmount'), displayFen(inv.amountFen)],
                [t('invoice.field.invoiceStatus'), <StatusTag key="s" table={codeTable(STATUS_TABLES.invoice)} code={inv.status} />],
              ]}
            />
            {snap.hasTag('issuing') && !snap.hasTag('error') && (
              <Callout intent={Intent.PRIMARY} icon={<Spinner size={16} />}>
                {t('invoice.polling')}
              </Callout>
            )}
            {c.error && step === 'ready' && (
              <Callout intent={Intent.DANGER} title={t(c.error)}>
                {c.serverMessage}
              </Callout>
            )}
            {step === 'pollFailed' && (
              <Callout intent={Intent.WARNING} title={t(c.error ?? '')}>
                <Button text={t('invoice.retryPoll')} onClick={() => send({ type: 'invoice.retry' })} />
              </Callout>
            )}
          </div>
        )}
      </DialogBody>
      <DialogFooter
        actions={
          <>
            {ACTIONS.map((action) => {
              const why = invoiceAllowance(snap, action);
              return (
                <Button
                  key={action}
                  intent={action === 'red' ? Intent.DANGER : action === 'issue' ? Intent.PRIMARY : Intent.WARNING}
                  text={t(`invoice.${action}`)}
                  disabled={why !== 'allowed'}
                  title={why !== 'allowed' ? t(why) : undefined}
                  onClick={() => send({ type: `invoice.${action}` } as { type: 'invoice.issue' | 'invoice.cancel' | 'invoice.red' })}
                />
              );
            })}
            <Button text={t('common.close')} disabled={acting} onClick={onClose} />
          </>
        }
      />
      <ConfirmAlert
        title={confirmTitle}
        isOpen={snap.hasTag('confirm')}
        busy={acting}
        intent={c.pending === 'red' ? Intent.DANGER : Intent.PRIMARY}
        confirmText={t('invoice.confirm')}
        request={c.pending ? api.invoiceActionRequest(id, c.pending) : null}
        onConfirm={() => send({ type: 'invoice.confirm', ...newOperation() })}
        onCancel={() => send({ type: 'invoice.dismiss' })}
      >
        <p>{confirmText}</p>
      </ConfirmAlert>
      {/* the action's refusal with a retry, and its check after a lost answer, over the confirmation */}
      {invoiceCommand ? (
        <ComposedCommandDialog
          actor={invoiceCommand}
          title={confirmTitle}
          lines={[
            [t('invoice.field.orderNo'), inv?.orderNo ?? ''],
            [t('invoice.field.invoiceTitle'), inv?.invoiceTitle ?? ''],
            [t('invoice.field.invoiceAmount'), displayFen(inv?.amountFen ?? 0)],
          ]}
          request={c.pending ? api.invoiceActionRequest(id, c.pending) : null}
          found={(found) => {
            const now = found as api.Invoice | null;
            return now ? t('invoice.found', { order: now.orderNo, status: t(`status.invoice.${now.status}`) }) : null;
          }}
          intent={c.pending === 'red' ? Intent.DANGER : Intent.PRIMARY}
          confirmText={t('invoice.confirm')}
        />
      ) : null}
    </Dialog>
  );
}

/** An order-side invoicing write: a batch of orders, or the issue or void of one order's invoice. */
interface OrderInvoicingWrite {
  kind: 'batch' | 'issue' | 'cancel';
  rows: Row[];
}

const resultOf = (row: Row, success: boolean, msg: string): api.BatchResult => ({
  orderId: displayText(row.id),
  orderNo: displayText(row.orderNo),
  success,
  msg,
});

/**
 * Whether an order-side write shows on the orders' invoices read again after a lost answer: every order of a batch
 * or the one issued has an invoice past 未开票, the voided one has none left live; answers the per-order result.
 */
async function findOrderInvoicing(w: OrderInvoicingWrite, signal: AbortSignal): Promise<api.BatchResult[] | null> {
  const states = await Promise.all(w.rows.map((r) => api.orderInvoiceStates(displayText(r.orderNo), signal)));
  const live = (s: number[]) => s.some((x) => x === INVOICE_STATUS.issuing.code || x === INVOICE_STATUS.issued.code);
  if (w.kind === 'cancel') {
    const s = states[0] ?? [];
    return s.includes(INVOICE_STATUS.cancelled.code) && !live(s) ? [resultOf(w.rows[0]!, true, '')] : null;
  }
  return states.every(live) ? w.rows.map((r) => resultOf(r, true, '')) : null;
}

/** The confirmation of one order-side write, asked on opening; done shows the per-order result. */
function OrderInvoicingCommand({ write, onClose }: { write: OrderInvoicingWrite; onClose: (results: api.BatchResult[] | null) => void }) {
  const { t } = useTranslation('money');
  const ids = write.rows.map((r) => displayText(r.id));
  const first = write.rows[0]!;
  const command = useCommand<OrderInvoicingWrite, api.BatchResult[]>({
    send: async (w, key) =>
      w.kind === 'batch' ? api.batchInvoice(ids, key) : [resultOf(first, true, await api.orderInvoice(ids[0]!, w.kind, key))],
    verify: async (w, _startedAt, signal) => {
      const found = await findOrderInvoicing(w, signal);
      return found ? { found: true, record: found } : { found: false };
    },
    onDone: (results) => onClose(results as api.BatchResult[]),
  });
  const { request } = command;
  // biome-ignore lint/correctness/useExhaustiveDependencies: asked once, on opening
  useEffect(() => {
    request(write);
  }, []);
  const action = t(write.kind === 'batch' ? 'invoice.batch' : write.kind === 'issue' ? 'invoice.issue' : 'invoice.orderCancel');
  return (
    <CommandDialog
      command={command}
      title={t('invoice.confirmTitle', { action })}
      confirmText={t('invoice.confirm')}
      request={{
        method: 'POST',
        url: write.kind === 'batch' ? api.batchInvoicePath(ids) : api.orderInvoicePath(ids[0]!, write.kind),
        payload: { id: ids.join(',') },
      }}
      onDismiss={() => onClose(null)}
    >
      <p>
        {write.kind === 'batch'
          ? t('invoice.confirmBatch', { count: write.rows.length })
          : `${displayText(first.orderNo)} ${displayFen(first.payAmount)}`}
      </p>
    </CommandDialog>
  );
}

/** Order-side invoicing: select orders, issue one, batch-issue with a per-order result, void one. */
function OrderInvoicing() {
  const { t } = useTranslation('money');
  const [current, setCurrent] = useState(1);
  const invalidate = useInvalidate();
  const [selected, setSelected] = useState<Row[]>([]);
  // the write being asked, a new operation each time
  const [asked, setAsked] = useState<{ write: OrderInvoicingWrite; n: number } | null>(null);
  const [results, setResults] = useState<api.BatchResult[] | null>(null);
  const orders = useRequest(['order', 'page', current], (signal) => pageOf('order', 'page', { current, size: 10 }, signal), {
    keepPrevious: true,
  });
  const ids = new Set(selected.map((r) => displayText(r.id)));
  const ask = (kind: OrderInvoicingWrite['kind'], rows: Row[]) => setAsked((old) => ({ write: { kind, rows }, n: (old?.n ?? 0) + 1 }));
  return (
    <section aria-label={t('invoice.orders')} className="fc-stack">
      <div className="fc-row">
        <h3 className={`${Classes.HEADING} fc-flush fc-grow`}>{t('invoice.orders')}</h3>
        <Button
          intent={Intent.PRIMARY}
          text={t('invoice.batch')}
          disabled={selected.length === 0}
          title={selected.length === 0 ? t('common.empty') : undefined}
          onClick={() => ask('batch', selected)}
        />
      </div>
      <RequestView state={orders}>
        {(page) => (
          <>
            <DataTable
              label={t('invoice.orders')}
              rows={page.records}
              columns={[
                [
                  '',
                  (r) => (
                    <Checkbox
                      aria-label={t('invoice.selectOrder', { no: displayText(r.orderNo) })}
                      checked={ids.has(displayText(r.id))}
                      className="fc-flush"
                      onChange={() => setSelected((s) => (ids.has(displayText(r.id)) ? s.filter((x) => x.id !== r.id) : [...s, r]))}
                    />
                  ),
                ],
                ...definitionColumns(ORDERS, t, { only: ['orderNo', 'tenantName', 'payAmount'] }),
              ]}
              actions={(r) => (
                <>
                  <RowButton
                    text={t('invoice.issue')}
                    of={displayText(r.orderNo)}
                    intent={Intent.PRIMARY}
                    onClick={() => ask('issue', [r])}
                  />
                  <RowButton
                    text={t('invoice.cancel')}
                    of={displayText(r.orderNo)}
                    action={t('invoice.orderCancel')}
                    intent={Intent.WARNING}
                    onClick={() => ask('cancel', [r])}
                  />
                </>
              )}
            />
            <Pager current={current} pages={Math.max(1, page.pages)} total={page.total} onPage={setCurrent} />
          </>
        )}
      </RequestView>
      {results && (
        <DataTable
          label={t('invoice.batchResult')}
          rows={results.map((r) => ({ ...r }))}
          columns={[
            [t('invoice.field.orderNo'), (r) => r.orderNo || r.orderId],
            [
              t('invoice.result'),
              (r) => (
                <Tag minimal intent={r.success ? Intent.SUCCESS : Intent.DANGER}>
                  {t(r.success ? 'invoice.success' : 'invoice.failure')}
                </Tag>
              ),
            ],
            [t('common.remark'), (r) => r.msg],
          ]}
        />
      )}
      {asked && (
        <OrderInvoicingCommand
          key={asked.n}
          write={asked.write}
          onClose={(done) => {
            setAsked(null);
            if (!done) return;
            setResults(done);
            setSelected([]);
            invalidate(['order'], ['order-invoicing']);
          }}
        />
      )}
    </section>
  );
}

/** /order/invoicing: invoices (with the invoiced total) and order-side invoicing. */
export function InvoicingPage() {
  const { t } = useTranslation('money');
  const [params] = useSearchParams();
  // the filter kept in the address by the list: a reload shows the same rows
  const [status, setStatus] = useState(() => params.get('invoiceStatus') ?? '');
  const [open, setOpen] = useState<string | null>(null);
  const invalidate = useInvalidate();
  const [total, setTotal] = useState<number | null>(null);
  return (
    <PageFrame title={t('invoice.title')} documentTitle="money:invoice.title">
      <div className="fc-row-lg">
        <StatusFilter
          flow="invoice"
          id="invoice-status"
          label={t('invoice.field.invoiceStatus')}
          value={status}
          onChange={setStatus}
          className="fc-flush"
        />
        {total !== null && (
          <span role="group" aria-label={t('invoice.invoicedAmount')}>
            {t('invoice.invoicedAmount')}: <strong>{displayFen(total)}</strong>
          </span>
        )}
      </div>
      <PagedList
        filters={{ invoiceStatus: status }}
        queryKey={['order-invoicing', 'page']}
        label={t('invoice.invoices')}
        columns={definitionColumns(INVOICES, t, {
          only: ['invoiceNo', 'orderNo', 'invoiceTitle', 'invoiceAmount', 'invoiceStatus', 'createTime'],
          cells: statusCell('invoiceStatus', 'invoice'),
        })}
        load={async (p, f, signal) => {
          const page = await pageOf('order-invoicing', 'page', { ...p, ...f }, signal);
          setTotal(typeof page.summary?.invoicedAmount === 'number' ? page.summary.invoicedAmount : null);
          return page;
        }}
        actions={(row) => (
          <RowButton
            text={t('common.view')}
            of={displayText(row.orderNo)}
            intent={Intent.PRIMARY}
            onClick={() => setOpen(displayText(row.id))}
          />
        )}
      />
      <OrderInvoicing />
      {open && (
        <InvoiceDialog
          id={open}
          onClose={() => {
            setOpen(null);
            invalidate(['order-invoicing']);
          }}
        />
      )}
    </PageFrame>
  );
}

/** The refund applications' columns (their creation time is left to the generic list). */
const REFUND_FIELDS = ['orderNo', 'userPhone', 'siteName', 'payAmount', 'refundAmount', 'refundReason', 'refundStatus'];

/** What a refund sends: the order, the amount in fen, and whether the server refunds the paid amount itself. */
interface RefundPayload {
  orderNo: string;
  amountFen: number;
  auto: boolean;
}

/**
 * A refund (amount entered) or an auto refund, on the command machine: confirmed with the exact amount, one key per
 * operation, and after a lost answer the application is re-read before anything is sent again.
 */
function RefundDialog({ row, auto, onClose }: { row: Row; auto: boolean; onClose: (changed: boolean) => void }) {
  const { t } = useTranslation(['money', 'validation']);
  const pay = typeof row.payAmount === 'number' ? row.payAmount : 0;
  const orderNo = displayText(row.orderNo);
  const [amountText, setAmountText] = useState('');
  const parsed = auto ? { fen: pay } : moneyFieldAmount(amountText, pay);
  const command = useCommand<RefundPayload>({
    send: (p, key) => (p.auto ? api.autoRefund(p.orderNo, key) : api.refund(p.orderNo, p.amountFen, key)),
    verify: async (p, _startedAt, signal) => {
      const now = await api.findRefundApplication(p.orderNo, signal);
      return now && now.refundStatus !== REFUND_STATUS.pending.code ? { found: true, record: now } : { found: false };
    },
    onDone: () => {
      notifySuccess(t('refund.done'));
      onClose(true);
    },
  });
  const { request } = command;
  // an auto refund opens straight on its confirmation, once
  // biome-ignore lint/correctness/useExhaustiveDependencies: only on open
  useEffect(() => {
    if (auto) request({ orderNo, amountFen: pay, auto: true });
  }, []);
  const payload = command.payload;
  const busy = command.step !== 'idle';
  // an amount typed and not yet refunded: closing asks first, and so do the console tab and the browser tab
  const dirty = command.step !== 'done' && amountText !== '';
  useUnsavedGuard(dirty);
  const leaving = useLeaveQuestion(dirty);
  const close = () => leaving.ask(() => onClose(false));
  return (
    <Dialog
      isOpen
      title={t(auto ? 'refund.autoRefund' : 'refund.refund')}
      canOutsideClickClose={false}
      isCloseButtonShown={!busy}
      onClose={close}
    >
      <DialogBody>
        <FactsPanel
          items={[
            [t('refund.field.orderNo'), orderNo],
            [t('refund.field.payAmount'), displayFen(pay)],
          ]}
        />
        {!auto && (
          <FormField label={t('refund.amount')} id="refund-amount" error={parsed.error && amountText ? t(parsed.error) : undefined}>
            {(control) => <InputGroup {...control} value={amountText} disabled={busy} onValueChange={setAmountText} />}
          </FormField>
        )}
      </DialogBody>
      <DialogFooter
        actions={
          <>
            <Button text={t('common.cancel')} disabled={busy} onClick={close} />
            <Button
              intent={Intent.PRIMARY}
              text={t('refund.refund')}
              disabled={parsed.fen === undefined || busy}
              title={parsed.error ? t(parsed.error) : undefined}
              onClick={() => parsed.fen !== undefined && request({ orderNo, amountFen: parsed.fen, auto: false })}
            />
          </>
        }
      />
      <CommandDialog
        command={command}
        title={t('refund.confirmTitle')}
        intent={Intent.DANGER}
        confirmText={t('invoice.confirm')}
        request={payload ? api.refundRequest(orderNo, payload.amountFen, payload.auto) : null}
        onDismiss={auto ? () => onClose(false) : undefined}
      >
        <p>
          {payload?.auto
            ? t('refund.autoText', { order: orderNo, pay: displayFen(pay) })
            : t('refund.confirmText', { order: orderNo, pay: displayFen(pay), amount: displayFen(payload?.amountFen ?? 0) })}
        </p>
      </CommandDialog>
      {leaving.question}
    </Dialog>
  );
}

/** /order/refundApply: refund applications; a pending one can be refunded (amount) or auto-refunded (in full). */
export function RefundApplyPage() {
  const { t } = useTranslation('money');
  const [target, setTarget] = useState<{ row: Row; auto: boolean } | null>(null);
  const invalidate = useInvalidate();
  return (
    <PageFrame title={t('refund.title')} documentTitle="money:refund.title">
      <PagedList
        queryKey={['order-refund-apply', 'page']}
        label={t('refund.title')}
        columns={definitionColumns(REFUNDS, t, { only: REFUND_FIELDS, cells: statusCell('refundStatus', 'refund') })}
        load={(p, _f, signal) => pageOf('order-refund-apply', 'page', p, signal)}
        actions={(row) =>
          row.refundStatus === 0 ? (
            <>
              <RowButton
                text={t('refund.refund')}
                of={displayText(row.orderNo)}
                intent={Intent.PRIMARY}
                onClick={() => setTarget({ row, auto: false })}
              />
              <RowButton text={t('refund.autoRefund')} of={displayText(row.orderNo)} onClick={() => setTarget({ row, auto: true })} />
            </>
          ) : null
        }
      />
      {target && (
        <RefundDialog
          row={target.row}
          auto={target.auto}
          onClose={(changed) => {
            setTarget(null);
            if (changed) invalidate(['order-refund-apply'], ['order']);
          }}
        />
      )}
    </PageFrame>
  );
}
