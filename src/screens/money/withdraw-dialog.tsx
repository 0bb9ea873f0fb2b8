/** The withdrawal dialog (docs/flows.md "Withdrawals"): amount → fee quote → review → [SMS code] → confirm → submitted. */
import { useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router-dom';
import { useFlowMachine } from '@/components/use-flow-machine';
import { Button, Callout, Classes, Dialog, DialogBody, DialogFooter, Intent, Spinner } from '@blueprintjs/core';
import {
  confirmCodeAllowance,
  quoteAllowance,
  selectConfirmation,
  selectWithdrawView,
  selectWithdrawCommand,
  selectWithdrawStep,
} from '@machines/withdrawal/withdrawal.selectors';
import { needsCode, previewFee, withdrawRequest, type WithdrawVariant } from '@services/api/money/withdrawal';
import { bindWithdrawal } from '@/screens/money/money-machines';
import { notifySuccess } from '@/components/toaster';
import { moneyFieldAmount } from '@/lib/money-field';
import { maskBankCard } from '@/lib/mask';
import { displayFen } from '@/lib/money';
import { displayText } from '@/lib/display';
import { FactsPanel, type Fact } from '@/components/facts-panel';
import { ComposedCommandDialog } from '@/components/command-dialog';
import { newOperation } from '@/components/use-command';
import { StatusTag } from '@/components/status-tag';
import { codeTable } from '@services/api/status-info';
import { STATUS_TABLES } from '@services/api/money/status';
import '@/components/components.css';
import { ConfirmAlert } from '@/components/confirm-alert';
import { TextField } from '@/components/form-field';
import { SmsCodeField } from '@/components/sms-code-field';
import { useLeaveQuestion, useUnsavedGuard } from '@/components/unsaved-guard';

export interface WithdrawTarget {
  accountId: string;
  variant: WithdrawVariant;
  name: string;
}

export function WithdrawDialog({ target, onClose }: { target: WithdrawTarget; onClose: (changed: boolean) => void }) {
  const { t } = useTranslation(['money', 'validation']);
  const navigate = useNavigate();
  const machine = useMemo(() => bindWithdrawal({ success: (m) => notifySuccess(m) }), []);
  const [snap, send] = useFlowMachine(machine, {
    input: { variant: target.variant, accountId: target.accountId, needsCode: needsCode(target.variant) },
  });
  const step = selectWithdrawStep(snap);
  const [amountText, setAmountText] = useState('');
  const c = snap.context;
  const view = selectWithdrawView(snap);
  const busy = snap.hasTag('busy');
  const account = c.account;
  const inReview = snap.hasTag('review');
  const quoteWhy = quoteAllowance(snap);
  const codeWhy = confirmCodeAllowance(snap);
  const locked = busy || snap.hasTag('confirm') || view === 'done';
  const confirmation = selectConfirmation(c);
  const preview = account && c.amountFen !== null && !c.amountError ? previewFee(account, c.amountFen) : null;
  const changed = view === 'done';
  // an amount (or code) typed and not yet withdrawn: closing asks first, and so do the console tab and the browser tab
  const dirty = view !== 'done' && (amountText.trim() !== '' || c.code !== '');
  useUnsavedGuard(dirty);
  const leaving = useLeaveQuestion(dirty);
  const close = () => leaving.ask(() => onClose(changed));

  const onAmount = (value: string) => {
    setAmountText(value);
    if (!account) return;
    const r = moneyFieldAmount(value, account.availableFen);
    send({ type: 'withdraw.amount', amountFen: r.error ? null : r.fen, reason: value.trim() === '' ? null : (r.error ?? null) });
  };
  const failure = c.error ? (
    <Callout intent={Intent.DANGER} title={t(c.error)}>
      {c.serverMessage}
    </Callout>
  ) : null;

  let body: React.ReactNode;
  if (view === 'loading') body = <Spinner size={32} aria-label={t('common.loading')} />;
  else if (view === 'loadFailed') {
    body = (
      <Callout intent={Intent.DANGER} title={t(c.error ?? 'common.loadFailed')}>
        <Button text={t('common.retry')} onClick={() => send({ type: 'withdraw.retry' })} />
      </Callout>
    );
  } else if (view === 'done') {
    body = (
      <Callout intent={Intent.SUCCESS} title={t('withdraw.submitted')} icon="tick-circle">
        <p>
          {t('withdraw.submittedText', {
            no: displayText(c.record?.withdrawNo),
            status: t(`status.withdraw.${displayText(c.record?.withdrawStatus)}`),
          })}
        </p>
        <FactsPanel
          label={t('records.detailTitle')}
          items={[
            [t('field.withdrawNo'), displayText(c.record?.withdrawNo)],
            [t('field.withdrawalAmount'), displayFen(c.record?.withdrawalAmount)],
            [t('field.fee'), displayFen(c.record?.fee)],
            [t('field.actualAmount'), displayFen(c.record?.actualAmount)],
            [t('field.withdrawStatus'), <StatusTag key="s" table={codeTable(STATUS_TABLES.withdraw)} code={c.record?.withdrawStatus} />],
          ]}
        />
      </Callout>
    );
  } else {
    body = (
      <form
        onSubmit={(e) => {
          e.preventDefault();
          if (step === 'editing') send({ type: 'withdraw.quote' });
        }}
        className="fc-stack-lg"
      >
        {account && (
          <FactsPanel
            items={[
              [t('field.accountName'), account.accountName],
              [t('withdraw.available'), <strong key="a">{displayFen(account.availableFen)}</strong>],
              [t('field.frozenAmount'), displayFen(account.frozenFen)],
            ]}
          />
        )}
        <TextField
          label={t('withdraw.amount')}
          id="withdraw-amount"
          error={c.amountError ? t(c.amountError) : undefined}
          helper={preview ? t('withdraw.preview', { fee: displayFen(preview.feeFen), net: displayFen(preview.netFen) }) : undefined}
          value={amountText}
          input={{ inputMode: 'decimal', autoComplete: 'off', disabled: locked }}
          onValueChange={onAmount}
        />
        {!inReview && (
          <div>
            <Button
              type="submit"
              intent={Intent.PRIMARY}
              text={t('withdraw.next')}
              loading={step === 'quoting'}
              disabled={quoteWhy !== 'allowed'}
              title={quoteWhy !== 'allowed' ? t(quoteWhy) : undefined}
            />
          </div>
        )}
        {failure}
        {inReview && c.quote && (
          <section aria-label={t('withdraw.review')} className="fc-stack">
            <h4 className={Classes.HEADING}>{t('withdraw.review')}</h4>
            <FactsPanel
              label={t('withdraw.review')}
              items={[
                [t('field.withdrawalAmount'), displayFen(c.amountFen)],
                [t('field.fee'), displayFen(c.quote.feeFen)],
                [t('field.actualAmount'), displayFen(c.quote.netFen)],
                [t('field.bankName'), account?.bankName ?? ''],
                [t('field.bankCardNumber'), maskBankCard(account?.bankCardNumber ?? '')],
              ]}
            />
            {snap.hasTag('code') ? (
              <div className="fc-stack">
                <SmsCodeField
                  id="withdraw-code"
                  label={t('withdraw.code')}
                  helper={c.codeNotice ?? t('withdraw.codeHint')}
                  value={c.code}
                  disabled={!c.codeSent}
                  onChange={(v) => send({ type: 'withdraw.code', code: v })}
                  ask={{
                    text: t(c.codeSent ? 'withdraw.resendCode' : 'withdraw.sendCode'),
                    loading: busy,
                    onClick: () => send({ type: 'withdraw.sendCode' }),
                  }}
                />
                <div className="fc-row">
                  <Button text={t('common.back')} onClick={() => send({ type: 'withdraw.back' })} />
                  <Button
                    intent={Intent.PRIMARY}
                    text={t('withdraw.next')}
                    disabled={codeWhy !== 'allowed'}
                    title={codeWhy !== 'allowed' ? t(codeWhy) : undefined}
                    onClick={() => send({ type: 'withdraw.confirm' })}
                  />
                </div>
              </div>
            ) : (
              <div className="fc-row">
                <Button text={t('common.back')} disabled={snap.hasTag('confirm')} onClick={() => send({ type: 'withdraw.back' })} />
                <Button
                  intent={Intent.PRIMARY}
                  text={t('withdraw.confirm')}
                  disabled={snap.hasTag('confirm')}
                  onClick={() => send({ type: 'withdraw.confirm' })}
                />
              </div>
            )}
          </section>
        )}
      </form>
    );
  }

  const submitting = selectWithdrawStep(snap) === 'submitting';
  const withdrawing = selectWithdrawCommand(snap);
  // what the withdrawal sends, behind 请求详情 of its confirmation and of its command's dialog
  const shownRequest = (() => {
    const { url, body } = withdrawRequest(confirmation.payload);
    return { method: 'POST', url, payload: body };
  })();
  const confirmLines: Fact[] = [
    [t('field.withdrawalAmount'), displayFen(confirmation.payload.amountFen)],
    [t('field.fee'), displayFen(confirmation.feeFen)],
    [t('field.actualAmount'), displayFen(confirmation.netFen)],
    [t('field.bankCardNumber'), maskBankCard(confirmation.bankCardNumber)],
  ];
  return (
    <Dialog
      isOpen
      title={t('withdraw.title', { name: target.name })}
      canOutsideClickClose={false}
      canEscapeKeyClose={!locked}
      isCloseButtonShown={!busy}
      onClose={close}
      className="fc-dialog-narrow"
    >
      <DialogBody>{body}</DialogBody>
      <DialogFooter
        actions={
          view === 'done' ? (
            <>
              <Button
                text={t('withdraw.viewRecords')}
                onClick={() => {
                  onClose(true);
                  navigate('/fleet/withdrawrecord');
                }}
              />
              <Button
                text={t('withdraw.again')}
                onClick={() => {
                  setAmountText('');
                  send({ type: 'withdraw.again' });
                }}
              />
              <Button intent={Intent.PRIMARY} text={t('common.close')} onClick={() => onClose(true)} />
            </>
          ) : (
            <Button text={t('common.close')} disabled={busy || snap.hasTag('confirm')} onClick={close} />
          )
        }
      />
      <ConfirmAlert
        title={t('withdraw.confirmTitle')}
        isOpen={snap.hasTag('confirm')}
        busy={submitting}
        icon="bank-account"
        confirmText={t('withdraw.submit')}
        request={shownRequest}
        onConfirm={() => send({ type: 'withdraw.submit', ...newOperation() })}
        onCancel={() => send({ type: 'withdraw.cancel' })}
      >
        <p>
          {t('withdraw.confirmText', {
            account: account?.accountName ?? '',
            bank: confirmation.bankName,
            card: maskBankCard(confirmation.bankCardNumber),
          })}
        </p>
        <FactsPanel label={t('withdraw.confirmTitle')} items={confirmLines} />
      </ConfirmAlert>
      {/* the withdrawal's refusal with a retry, and its check after a lost answer, over the confirmation */}
      {withdrawing ? (
        <ComposedCommandDialog
          actor={withdrawing}
          title={t('withdraw.confirmTitle')}
          lines={confirmLines}
          request={shownRequest}
          icon="bank-account"
          confirmText={t('withdraw.submit')}
        />
      ) : null}
      {leaving.question}
    </Dialog>
  );
}
