/**
 * The order detail's operations of spec 001 §7 (issue 19 item 9): 撤销历史油单 (revertOilHistoryOrder, a completed
 * fuel order back to 已支付 — status.ts revertAllowance), 开票 (order/invoicing) and 推送开票 (invoicingOrderPush) for a
 * paid or completed order without an invoice being issued or issued (status.ts orderInvoiceAllowance, read from
 * 开票管理), 申请退款 for an order of a third-party platform (fanxing / pingan refundApply, the reasons from GET
 * /api/user/option/refund, the amount in fen at most what was paid), and the card flows of the order's card
 * (findCardFlow). The writes on the order itself go through the detail page's command dialog; the refund
 * application is its own command here. Disabled actions say why.
 */
import '@/i18n/orders-namespace';
import { useState } from 'react';
import type { TFunction } from 'i18next';
import { useTranslation } from 'react-i18next';
import { Button, Callout, Card, Classes, H4, HTMLSelect, HTMLTable, InputGroup, Intent, Spinner } from '@blueprintjs/core';
import { invoicePushCommand, invoicingCommand, revertCommand, type OrderCommand, type OrderRow } from '@services/api/orders/client';
import {
  type RefundApplyPayload,
  cardFlows,
  findRefundApply,
  hasOpenRefund,
  liveInvoiceStatus,
  refundApplyRequest,
  refundReasons,
  sendRefundApply,
} from '@services/api/orders/operations';
import {
  type ThirdPartyPlatform,
  orderInvoiceAllowance,
  refundApplyAllowance,
  revertAllowance,
  thirdPartyPlatform,
} from '@services/api/orders/status';
import { FormCommandDialog } from '@/components/form-dialog';
import { FormField } from '@/components/form-field';
import { useInvalidate } from '@/components/query-client';
import { notifySuccess } from '@/components/toaster';
import { useCommand } from '@/components/use-command';
import { useRequest } from '@/components/use-request';
import { displayText } from '@/lib/display';
import { displayFen, formatFen, parseFen } from '@/lib/money';
import './orders.css';

/** An action of the order that says why it is disabled. */
export function ActionButton({
  label,
  reason,
  onClick,
  intent,
}: {
  label: string;
  reason: string | null;
  onClick: () => void;
  intent?: Intent;
}) {
  const id = `why-${label}`;
  return (
    <span title={reason ?? undefined} className="fc-order-guarded">
      <Button
        text={label}
        intent={intent ?? Intent.NONE}
        disabled={!!reason}
        onClick={onClick}
        {...(reason ? { 'aria-describedby': id } : {})}
      />
      {reason && (
        <span id={id} className={`fc-order-guard-reason ${Classes.TEXT_MUTED} ${Classes.TEXT_SMALL}`}>
          {reason}
        </span>
      )}
    </span>
  );
}

/** What an order operation's confirmation says in words (the order and its ¥ amount). */
export function operationText(t: TFunction<'orders'>, cmd: OrderCommand, row: OrderRow): string | null {
  const o = { order: displayText(row.orderNo), pay: displayFen(row.payAmount) };
  switch (cmd.name) {
    case 'revertOilHistoryOrder':
      return t('ops.revertText', o);
    case 'invoicing':
      return t('ops.invoicingText', o);
    case 'invoicingOrderPush':
      return t('ops.invoicingOrderPushText', o);
    default:
      return null;
  }
}

/**
 * The operations' buttons: revert (fuel orders), invoice and push (read the order's invoice in 开票管理 first), and
 * the refund request of a third-party order (reads whether one is open).
 */
export function OrderOperationActions({
  row,
  kind,
  ask,
  onRefund,
}: {
  row: OrderRow;
  kind: 'platform' | 'oil';
  ask: (cmd: OrderCommand) => void;
  onRefund: (platform: ThirdPartyPlatform) => void;
}) {
  const { t } = useTranslation('orders');
  const id = displayText(row.id);
  const orderNo = displayText(row.orderNo);
  const platform = thirdPartyPlatform(row);
  const invoice = useRequest(['orders', 'invoice', kind, id], (signal) => liveInvoiceStatus({ id, orderNo }, signal));
  const refund = useRequest(platform ? ['orders', 'open-refund', orderNo] : null, (signal) => hasOpenRefund(orderNo, signal));
  const reasonOf = (r: string) => (r === 'allowed' ? null : t(r));
  const invoiceReason = (action: 'invoicing' | 'invoicingOrderPush') =>
    invoice.status === 'done'
      ? reasonOf(orderInvoiceAllowance(row, invoice.data, action))
      : invoice.status === 'failed'
        ? t('ops.loadFailed')
        : t('reason.invoiceUnknown');
  return (
    <>
      {displayText(row.oilNo) && (
        <ActionButton
          label={t('action.revertOilHistoryOrder')}
          reason={reasonOf(revertAllowance(row))}
          onClick={() => ask(revertCommand(id))}
        />
      )}
      <ActionButton label={t('action.invoicing')} reason={invoiceReason('invoicing')} onClick={() => ask(invoicingCommand(id))} />
      <ActionButton
        label={t('action.invoicingOrderPush')}
        reason={invoiceReason('invoicingOrderPush')}
        onClick={() => ask(invoicePushCommand(id))}
      />
      {platform && (
        <ActionButton
          label={t('action.refundApply')}
          intent={Intent.DANGER}
          reason={
            refund.status === 'done'
              ? reasonOf(refundApplyAllowance(row, refund.data))
              : refund.status === 'failed'
                ? t('ops.loadFailed')
                : t('reason.refundUnknown')
          }
          onClick={() => onRefund(platform)}
        />
      )}
    </>
  );
}

/** 卡流水: the flows of the order's card, read when asked for. */
export function CardFlowPanel({ orderNo }: { orderNo: string }) {
  const { t } = useTranslation('orders');
  const [open, setOpen] = useState(false);
  const flows = useRequest(open ? ['orders', 'card-flow', orderNo] : null, (signal) => cardFlows(orderNo, signal));
  return (
    <Card>
      <div className="fc-row">
        <H4 className="fc-flush">{t('ops.cardFlow')}</H4>
        <Button
          variant="minimal"
          icon={open ? 'chevron-up' : 'chevron-down'}
          text={open ? t('ops.hideCardFlow') : t('ops.showCardFlow')}
          onClick={() => setOpen((o) => !o)}
        />
      </div>
      {open &&
        (flows.status === 'loading' ? (
          <Spinner size={20} aria-label={t('list.loading')} />
        ) : flows.status === 'failed' ? (
          <Callout intent={Intent.DANGER} compact>
            {t('ops.loadFailed')}
          </Callout>
        ) : flows.data.length === 0 ? (
          <p className={Classes.TEXT_MUTED}>{t('ops.noCardFlow')}</p>
        ) : (
          <>
            <p>
              {t('ops.cardNo')}: {displayText(flows.data[0]!.cardNo)}
            </p>
            <HTMLTable compact striped aria-label={t('ops.cardFlow')} className="fc-fill">
              <thead>
                <tr>
                  <th scope="col">{t('ops.flowTime')}</th>
                  <th scope="col">{t('ops.flowNo')}</th>
                  <th scope="col">{t('ops.flowType')}</th>
                  <th scope="col">{t('field.orderNo')}</th>
                  <th scope="col">{t('ops.flowSite')}</th>
                  <th scope="col">{t('ops.flowAmount')}</th>
                </tr>
              </thead>
              <tbody>
                {flows.data.map((f) => (
                  <tr key={f.flowNo}>
                    <td>{f.createTime}</td>
                    <td>{f.flowNo}</td>
                    <td>{t(`ops.flowTypes.${f.flowType}`, { defaultValue: f.flowType })}</td>
                    <td>{f.orderNo}</td>
                    <td>{f.siteName}</td>
                    <td>{displayFen(f.amount)}</td>
                  </tr>
                ))}
              </tbody>
            </HTMLTable>
          </>
        ))}
    </Card>
  );
}

/**
 * 申请退款 of a third-party order: the reason (from GET /api/user/option/refund) and the amount in yuan, at most what
 * was paid; then the command's confirmation says it in words and sends the platform's refundApply once with its key.
 */
export function RefundApplyDialog({ row, platform, onClose }: { row: OrderRow; platform: ThirdPartyPlatform; onClose: () => void }) {
  const { t } = useTranslation('orders');
  const invalidate = useInvalidate();
  const orderNo = displayText(row.orderNo);
  const pay = Number(row.payAmount) || 0;
  const reasons = useRequest(['orders', 'refund-reasons', orderNo], (signal) => refundReasons(orderNo, signal));
  const [amount, setAmount] = useState(formatFen(pay).replace(/[¥,]/g, ''));
  const [reason, setReason] = useState('');
  const [errors, setErrors] = useState<{ amount?: string; reason?: string }>({});
  const command = useCommand<RefundApplyPayload, string>({
    send: (p, key) => sendRefundApply(p, key),
    verify: async (p, _startedAt, signal) => {
      const found = await findRefundApply(p, signal);
      return found ? { found: true, record: found } : { found: false };
    },
    onDone: (result) => {
      notifySuccess(typeof result === 'string' && result ? result : t('action.done'));
      void invalidate(['orders'], ['order-refund-apply']);
      onClose();
    },
  });
  const next = () => {
    const fen = parseFen(amount);
    const found: { amount?: string; reason?: string } = {};
    if (typeof fen === 'string') found.amount = t(fen);
    else if (fen <= 0) found.amount = t('validation:amount.notPositive');
    else if (fen > pay) found.amount = t('ops.amountTooMuch', { pay: displayFen(pay) });
    if (!reason) found.reason = t('ops.reasonRequired');
    setErrors(found);
    if (found.amount || found.reason || typeof fen !== 'number') return;
    command.request({ platform, orderNo, refundFen: fen, reason });
  };
  const busy = command.step !== 'idle';
  return (
    <FormCommandDialog
      title={t('ops.refundTitle', { order: orderNo })}
      nextText={t('action.next')}
      cancelText={t('action.cancel')}
      command={command}
      onNext={next}
      onCancel={onClose}
      confirm={(payload) => ({
        title: `${t('action.confirmTitle')}: ${t('action.refundApply')}`,
        intent: Intent.DANGER,
        icon: 'confirm',
        confirmText: t('action.confirm'),
        request: refundApplyRequest(payload),
        onDismiss: onClose,
        lines: [
          [t('field.orderNo'), orderNo],
          [t('ops.platform'), t(`ops.platforms.${platform}`)],
          [t('ops.refundAmount'), displayFen(payload.refundFen)],
          [t('ops.refundReason'), payload.reason],
        ],
        children: (
          <p>
            {t('ops.refundText', {
              platform: t(`ops.platforms.${platform}`),
              order: orderNo,
              amount: displayFen(payload.refundFen),
              pay: displayFen(pay),
              reason: payload.reason,
            })}
          </p>
        ),
      })}
    >
      <p>
        {t('ops.platform')}: {t(`ops.platforms.${platform}`)} · {t('ops.paid')}: {displayFen(pay)}
      </p>
      <FormField label={t('ops.refundReason')} id="refund-apply-reason" required error={errors.reason}>
        {(control) =>
          reasons.status === 'failed' ? (
            <Callout intent={Intent.DANGER} compact>
              {t('ops.reasonsFailed')}
            </Callout>
          ) : (
            <HTMLSelect
              {...control}
              fill
              value={reason}
              disabled={busy || reasons.status !== 'done'}
              onChange={(e) => setReason(e.currentTarget.value)}
              options={[
                { value: '', label: t('ops.chooseReason') },
                ...(reasons.status === 'done' ? reasons.data.map((r) => ({ value: r.label, label: r.label })) : []),
              ]}
            />
          )
        }
      </FormField>
      <FormField label={t('ops.refundAmount')} id="refund-apply-amount" required error={errors.amount}>
        {(control) => <InputGroup {...control} value={amount} inputMode="decimal" disabled={busy} onValueChange={setAmount} />}
      </FormField>
    </FormCommandDialog>
  );
}
