/** The SMS-code payment of the recharge forms: the payment machine, the form binding, the code section, the confirmation and the result. */
import '@/i18n/recharge-namespace';
import { useActorOptions } from '@/components/actor-options';
import { useCallback, useEffect, useId, useMemo, useRef, useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { useFlowMachine } from '@/components/use-flow-machine';
import { Button, Callout, Classes, Intent } from '@blueprintjs/core';
import type { PaymentDraft, PaymentKind } from '@machines/sms-payment/sms-payment.types';
import {
  formEditable,
  requestCodeAllowance,
  reviewAllowance,
  selectCodeCommand,
  selectConfirmation,
  selectPaymentCommand,
  selectPaymentProgress,
} from '@machines/sms-payment/sms-payment.selectors';
import { bindSmsPayment } from '@/screens/recharge/sms-payment-machine';
import { notifySuccess } from '@/components/toaster';
import { displayFen } from '@/lib/money';
import { maskPhone } from '@/lib/mask';
import { FactsPanel } from '@/components/facts-panel';
import { TextField } from '@/components/form-field';
import { SmsCodeField } from '@/components/sms-code-field';
import { newOperation } from '@/components/use-command';
import { ComposedCommandDialog, FlowCommandDialogs } from '@/components/command-dialog';
import { useUnsavedGuard } from '@/components/unsaved-guard';

/** The payment machine of a form, with its calls bound in. */
export function useSmsPayment(kind: PaymentKind) {
  const machine = useMemo(() => bindSmsPayment({ success: (m) => notifySuccess(m) }), []);
  return useFlowMachine(machine, { input: { kind }, ...useActorOptions() });
}

type Payment = ReturnType<typeof useSmsPayment>;

/**
 * The fields of a payment form. Each edit re-parses the form and, when what would be paid changed, tells the machine
 * at once (which clears a code sent for other values); `context` (funds, the default phone) is parsed in too, and a
 * change of it is passed on the same way. Values that differ from those the form started with (or was reset to) are
 * unsaved edits until the payment is done (src/components/unsaved-guard.tsx).
 */
export function usePaymentForm<F extends object, C>(
  payment: Payment,
  initial: F,
  context: C,
  parse: (form: F, context: C) => { draft: PaymentDraft | null; reason: string | null },
): { form: F; parsed: { draft: PaymentDraft | null; reason: string | null }; edit: (patch: Partial<F>) => void; reset: (next: F) => void } {
  const [snap, send] = payment;
  const [form, setForm] = useState(initial);
  const [start, setStart] = useState(() => JSON.stringify(initial));
  useUnsavedGuard(!snap.hasTag('done') && JSON.stringify(form) !== start);
  const latest = useRef({ form, context });
  latest.current.context = context;
  const sent = useRef<string | null>(null);
  const editable = formEditable(snap);
  const editableRef = useRef(editable);
  editableRef.current = editable;
  // biome-ignore lint/correctness/useExhaustiveDependencies: `parse` is the form's fixed parser; the latest values are read through refs
  const sync = useCallback(() => {
    const r = parse(latest.current.form, latest.current.context);
    const key = JSON.stringify(r);
    if (key === sent.current || !editableRef.current) return;
    sent.current = key;
    send({ type: 'pay.change', draft: r.draft, reason: r.reason });
  }, [send]);
  const edit = useCallback(
    (patch: Partial<F>) => {
      latest.current.form = { ...latest.current.form, ...patch };
      setForm(latest.current.form);
      sync();
    },
    [sync],
  );
  const reset = useCallback((next: F) => {
    latest.current.form = next;
    setForm(next);
    setStart(JSON.stringify(next));
    sent.current = null;
  }, []);
  const contextKey = JSON.stringify(context);
  // biome-ignore lint/correctness/useExhaustiveDependencies: `contextKey` (the context as JSON) says when the context changed; `sync` reads it through a ref
  useEffect(() => {
    sync();
  }, [contextKey]);
  return { form, parsed: parse(form, context), edit, reset };
}

/** The phone, the SMS code and 下一步 (review). */
export function SmsCodeSection({ payment, phone, onPhone }: { payment: Payment; phone: string; onPhone: (v: string) => void }) {
  const { t } = useTranslation(['recharge', 'validation']);
  const [snap, send] = payment;
  const c = snap.context;
  const codeWhy = requestCodeAllowance(snap);
  const reviewWhy = reviewAllowance(snap);
  const { entering, counting, codeSent: sent, requestingCode } = selectPaymentProgress(snap);
  const asking = selectCodeCommand(snap);
  // ids of its own: two payment pages (direct recharge, card batch) may be open in two tabs at once
  const ids = `pay${useId().replace(/:/g, '')}`;
  return (
    <div className="sms-code fc-stack fc-narrow">
      <TextField
        label={t('pay.phone')}
        id={`${ids}-phone`}
        helper={t('pay.phoneHint')}
        value={phone}
        input={{ inputMode: 'numeric', maxLength: 11, autoComplete: 'tel', disabled: !formEditable(snap) }}
        onValueChange={onPhone}
      />
      <SmsCodeField
        id={`${ids}-code`}
        label={t('pay.code')}
        helper={sent ? (c.codeNotice ?? t('pay.codeSent')) : t('pay.codeHint')}
        value={c.code}
        disabled={!entering}
        onChange={(v) => send({ type: 'pay.code', code: v })}
        ask={{
          text: sent ? t('pay.resend') : t('pay.getCode'),
          loading: requestingCode,
          disabled: codeWhy !== 'allowed',
          title: codeWhy !== 'allowed' ? t(codeWhy) : undefined,
          onClick: () => send({ type: 'pay.requestCode' }),
        }}
      />
      {sent && counting ? <p className={`${Classes.TEXT_MUTED} fc-flush`}>{t('pay.resendWait', { seconds: 60 })}</p> : null}
      <div>
        <Button
          intent={Intent.PRIMARY}
          text={t('pay.next')}
          disabled={reviewWhy !== 'allowed'}
          title={reviewWhy !== 'allowed' ? t(reviewWhy) : undefined}
          onClick={() => send({ type: 'pay.review' })}
        />
      </div>
      {/* the code's refusal with a retry, and after a lost answer where to look before asking again */}
      {asking ? (
        <ComposedCommandDialog
          actor={asking}
          title={t('pay.getCode')}
          lines={[
            [t('pay.phone'), maskPhone(c.draft?.phone ?? '')],
            [t('pay.total'), displayFen(c.draft?.amountFen)],
          ]}
          icon="mobile-phone"
          confirmText={t('pay.getCode')}
          notFoundText={t('pay.codeUnknown')}
        />
      ) : null}
    </div>
  );
}

/** The form's own problem (the i18n key the draft parser gave). */
export function DraftProblem({ reason }: { reason: string | null }) {
  const { t } = useTranslation(['recharge', 'validation']);
  return reason ? (
    <Callout intent={Intent.WARNING} icon="warning-sign" role="status">
      {t(reason)}
    </Callout>
  ) : null;
}

/** The confirmation: what will be paid, in words, with the request behind 请求详情; cannot be dismissed while it runs. */
export function PaymentConfirm({ payment, title }: { payment: Payment; title: string }) {
  const { t } = useTranslation('recharge');
  const [snap, send] = payment;
  const { submitting } = selectPaymentProgress(snap);
  const shown = selectConfirmation(snap.context);
  const d = shown?.draft;
  const items: Array<[string, ReactNode]> = d
    ? [
        [t('pay.total'), <strong key="a">{displayFen(d.amountFen)}</strong>],
        [t('pay.phone'), maskPhone(d.phone)],
        ...(d.items.length
          ? ([
              [
                t('pay.items'),
                <ul key="i">
                  {d.items.map((i) => (
                    <li key={i.goodsId}>{t('pay.itemLine', { name: i.goodsName, quantity: i.quantity, price: displayFen(i.priceFen) })}</li>
                  ))}
                </ul>,
              ],
            ] as Array<[string, ReactNode]>)
          : []),
        ...(d.recipients.length
          ? ([
              [t('pay.recipients'), t('pay.recipientCount', { count: d.recipients.length, list: d.recipients.map(maskPhone).join('、') })],
              [t('pay.perRecipient'), displayFen(d.perRecipientFen)],
              [t('field.endTime'), d.endTime],
            ] as Array<[string, ReactNode]>)
          : []),
        ...(d.batchName ? ([[t('field.batchName'), d.batchName]] as Array<[string, ReactNode]>) : []),
        ...(d.scope ? ([[t('scope.title'), d.scope.names.join('、')]] as Array<[string, ReactNode]>) : []),
      ]
    : [];
  const paying = selectPaymentCommand(snap);
  const request = d ? { payload: d } : null;
  return (
    <>
      {/* the payment's refusal with a retry, and its check after a lost answer, over the confirmation */}
      <FlowCommandDialogs
        open={snap.hasTag('confirm')}
        command={paying}
        role="alertdialog"
        title={title}
        icon="bank-account"
        lines={items}
        request={request}
        submitting={submitting}
        confirmText={t('pay.submit')}
        cancelText={t('pay.cancel')}
        onConfirm={() => send({ type: 'pay.submit', ...newOperation() })}
        onCancel={() => send({ type: 'pay.cancel' })}
      />
    </>
  );
}

/** The finished payment and 继续 (start another). */
export function PaymentDone({
  payment,
  title,
  onAgain,
  extra,
}: {
  payment: Payment;
  title: string;
  onAgain: () => void;
  extra?: ReactNode;
}) {
  const { t } = useTranslation('recharge');
  const [snap, send] = payment;
  const r = snap.context.result;
  return (
    <Callout intent={Intent.SUCCESS} icon="tick-circle" title={title}>
      <FactsPanel
        items={[
          [t('pay.no'), r?.no ?? ''],
          [t('pay.total'), displayFen(r?.amountFen)],
          ...(r?.balanceFen !== null && r?.balanceFen !== undefined
            ? ([[t('funds.balance'), displayFen(r.balanceFen)]] as Array<[string, ReactNode]>)
            : []),
        ]}
      />
      <div className="fc-row fc-gap-above">
        {extra}
        <Button
          text={t('pay.again')}
          onClick={() => {
            onAgain();
            send({ type: 'pay.again' });
          }}
        />
      </div>
    </Callout>
  );
}
