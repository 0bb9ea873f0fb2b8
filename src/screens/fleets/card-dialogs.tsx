/**
 * Member card money dialogs: balance recharge and recovery (the fleet-card machine: amount → confirm → submitting →
 * done/failed), capital recovery after its check, and the adjustment of a card flow. Each money write carries an
 * Idempotency-Key kept across a retry; a running submit ignores another one.
 */
import '@/i18n/fleet-namespace';
import { useActorOptions } from '@/components/actor-options';
import { useMemo, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useFlowMachine } from '@/components/use-flow-machine';
import { Button, Callout, Classes, Dialog, DialogBody, DialogFooter, InputGroup, Intent, Spinner } from '@blueprintjs/core';
import type { CardMoveKind } from '@machines/fleet-card/fleet-card.types';
import {
  availableFen,
  reviewAllowance,
  selectConfirmation,
  submitAllowance,
  selectCardStep,
} from '@machines/fleet-card/fleet-card.selectors';
import * as api from '@services/api/fleets/calls';
import { ApiError } from '@services/http/errors';
import { bindFleetCard } from '@/screens/fleets/fleet-card-machine';
import { newOperationKey } from '@/screens/money/money-machines';
import { notifyError, notifySuccess } from '@/components/toaster';
import { useRequest } from '@/components/use-request';
import { parseFen, validateAmountFen } from '@/lib/money';
import { maskPhone } from '@/lib/mask';
import type { Row } from './fleet-filters';
import { displayFen } from '@/lib/money';
import { displayText, failureText } from '@/lib/display';
import { FactsPanel } from '@/components/facts-panel';
import '@/components/components.css';
import { useInvalidate } from '@/components/query-client';
import { FormField } from '@/components/form-field';

/** Recharge a member card from its fleet account, or recover card money back to it. */
export function CardMoveDialog({ kind, cardId, onClose }: { kind: CardMoveKind; cardId: string; onClose: (changed: boolean) => void }) {
  const { t } = useTranslation(['fleet', 'validation']);
  const machine = useMemo(() => bindFleetCard({ success: (m) => notifySuccess(m) }), []);
  const [snap, send] = useFlowMachine(machine, { input: { kind, cardId }, ...useActorOptions() });
  const step = selectCardStep(snap);
  const [amount, setAmount] = useState('');
  const c = snap.context;
  const card = c.card;
  const title = t(kind === 'recharge' ? 'move.rechargeTitle' : 'move.recoveryTitle');
  const busy = snap.hasTag('busy');
  const finished = step === 'done';
  const close = () => {
    if (!busy) onClose(finished);
  };
  const available = availableFen(c);
  const edit = (v: string) => {
    setAmount(v);
    if (!v.trim()) {
      send({ type: 'card.amount', amountFen: null, reason: null });
      return;
    }
    const r = validateAmountFen(v, available === undefined ? {} : { availableFen: available });
    send({ type: 'card.amount', amountFen: r.error ? null : r.fen, reason: r.error ?? null });
  };
  const reviewWhy = reviewAllowance(snap);
  const confirm = selectConfirmation(c);

  let body: React.ReactNode = null;
  let footer: React.ReactNode = null;
  if (step === 'loading') body = <Spinner size={30} aria-label={t('list.loading')} />;
  else if (step === 'loadFailed') {
    body = (
      <Callout intent={Intent.DANGER} title={t('move.reason.loadFailed')}>
        {c.serverMessage}
      </Callout>
    );
    footer = <Button intent={Intent.PRIMARY} text={t('list.retry')} onClick={() => send({ type: 'card.retry' })} />;
  } else if (card && step === 'entering') {
    body = (
      <form
        aria-label={title}
        onSubmit={(e) => {
          e.preventDefault();
          send({ type: 'card.review' });
        }}
      >
        <FactsPanel
          label={t('move.cardFacts')}
          items={[
            [t('field.cardNo'), card.cardNo],
            [t('field.memberName'), card.memberName],
            [t('field.fleetName'), card.fleetName],
            [
              t('move.balanceBefore'),
              <strong key="b" data-testid="card-balance-before">
                {displayFen(card.balanceFen)}
              </strong>,
            ],
            [
              t('field.fleetBalance'),
              <span key="f" data-testid="fleet-balance-before">
                {displayFen(card.fleetBalanceFen)}
              </span>,
            ],
          ]}
        />
        <FormField
          label={t(kind === 'recharge' ? 'move.rechargeAmount' : 'move.recoveryAmount')}
          id="card-move-amount"
          error={c.amountError ? t(c.amountError) : undefined}
          helper={t(kind === 'recharge' ? 'move.availableFleet' : 'move.availableCard', { amount: displayFen(available ?? 0) })}
          className="fc-space-top"
        >
          {(control) => (
            <InputGroup
              {...control}
              inputMode="decimal"
              autoComplete="off"
              autoFocus
              value={amount}
              intent={c.amountError ? Intent.DANGER : Intent.NONE}
              onValueChange={edit}
            />
          )}
        </FormField>
      </form>
    );
    footer = (
      <>
        <Button text={t('common.cancel')} onClick={close} />
        <Button
          intent={Intent.PRIMARY}
          text={t('move.next')}
          disabled={reviewWhy !== 'allowed'}
          title={reviewWhy !== 'allowed' ? t(reviewWhy) : undefined}
          onClick={() => send({ type: 'card.review' })}
        />
      </>
    );
  } else if (confirm && (snap.hasTag('confirm') || step === 'failed')) {
    const submitting = step === 'submitting';
    body = (
      <div role="group" aria-label={t('move.confirmTitle')}>
        <p className={Classes.TEXT_MUTED}>{t(kind === 'recharge' ? 'move.confirmRecharge' : 'move.confirmRecovery')}</p>
        <FactsPanel
          label={t('move.confirmTitle')}
          items={[
            [t('field.cardNo'), confirm.cardNo],
            [
              t(kind === 'recharge' ? 'move.rechargeAmountShort' : 'move.recoveryAmountShort'),
              <strong key="a">{displayFen(confirm.amountFen)}</strong>,
            ],
            [t('move.balanceBefore'), displayFen(confirm.balanceBeforeFen)],
            [t('move.balanceAfter'), <strong key="n">{displayFen(confirm.balanceAfterFen)}</strong>],
          ]}
        />
        {c.error ? (
          <Callout intent={Intent.DANGER} title={t(c.error)} className="fc-space-top">
            {c.serverMessage}
          </Callout>
        ) : null}
      </div>
    );
    footer =
      step === 'failed' ? (
        <>
          <Button text={t('move.back')} onClick={() => send({ type: 'card.back' })} />
          <Button intent={Intent.PRIMARY} text={t('list.retry')} onClick={() => send({ type: 'card.retry' })} />
        </>
      ) : (
        <>
          <Button text={t('move.back')} disabled={submitting} onClick={() => send({ type: 'card.back' })} />
          <Button
            intent={Intent.PRIMARY}
            text={t(kind === 'recharge' ? 'move.submitRecharge' : 'move.submitRecovery')}
            loading={submitting}
            disabled={submitAllowance(snap) !== 'allowed' && !submitting}
            onClick={() => send({ type: 'card.submit' })}
          />
        </>
      );
  } else if (finished && c.result) {
    body = (
      <Callout intent={Intent.SUCCESS} icon="tick-circle" title={t(kind === 'recharge' ? 'move.recharged' : 'move.recovered')}>
        <FactsPanel
          items={[
            [t('field.cardNo'), c.result.cardNo],
            [t('move.amount'), displayFen(c.result.amountFen)],
            [
              t('move.balanceAfter'),
              <strong key="n" data-testid="card-balance-after">
                {displayFen(c.result.balanceFen)}
              </strong>,
            ],
            ...(c.result.fleetBalanceFen !== null
              ? ([[t('field.fleetBalance'), displayFen(c.result.fleetBalanceFen)]] as Array<[string, React.ReactNode]>)
              : []),
            [t('field.flowNo'), c.result.flowNo],
          ]}
        />
      </Callout>
    );
    footer = <Button intent={Intent.PRIMARY} text={t('common.close')} onClick={() => onClose(true)} />;
  }
  return (
    <Dialog
      isOpen
      title={title}
      icon={kind === 'recharge' ? 'import' : 'export'}
      canOutsideClickClose={false}
      canEscapeKeyClose={!busy}
      isCloseButtonShown={!busy}
      onClose={close}
      className="fc-dialog-narrow"
    >
      <DialogBody>{body}</DialogBody>
      <DialogFooter actions={footer} />
    </Dialog>
  );
}

const handled = (e: unknown) => e instanceof ApiError && e.handled;

/** Capital recovery: the check says how much would come back (or why nothing may), then the whole amount is recovered. */
export function CapitalRecoveryDialog({
  cardId,
  cardNo,
  onClose,
}: {
  cardId: string;
  cardNo: string;
  onClose: (changed: boolean) => void;
}) {
  const { t } = useTranslation('fleet');
  const invalidate = useInvalidate();
  const check = useRequest(['fleet-member-card', 'capital-check', cardId], (signal) => api.checkCapitalRecovery(cardId, signal));
  const [submitting, setSubmitting] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const key = useRef<string | null>(null);
  const run = async (amountFen: number) => {
    if (submitting) return;
    key.current ??= newOperationKey();
    setSubmitting(true);
    setError(null);
    try {
      await api.capitalRecovery(cardId, amountFen, key.current);
      notifySuccess(t('capital.done'));
      onClose(true);
    } catch (e) {
      setError(failureText(e));
      if (!handled(e) && !(e instanceof ApiError)) notifyError({ text: failureText(e) });
    } finally {
      setSubmitting(false);
    }
  };
  let body: React.ReactNode;
  let action: React.ReactNode = null;
  if (check.status === 'loading') body = <Spinner size={30} aria-label={t('list.loading')} />;
  else if (check.status === 'failed') {
    body = (
      <Callout intent={Intent.DANGER} title={t('capital.checkFailed')}>
        {failureText(check.error)}
      </Callout>
    );
    action = <Button text={t('list.retry')} onClick={() => invalidate(['fleet-member-card', 'capital-check', cardId])} />;
  } else if (!check.data.allowed) {
    body = (
      <Callout intent={Intent.WARNING} title={t('capital.notAllowed')}>
        {check.data.reason}
      </Callout>
    );
  } else {
    body = (
      <div role="group" aria-label={t('capital.checkTitle')}>
        <FactsPanel
          label={t('capital.checkTitle')}
          items={[
            [t('field.cardNo'), cardNo],
            [t('move.balanceBefore'), displayFen(check.data.balanceFen)],
            [t('capital.recoverable'), <strong key="r">{displayFen(check.data.recoverableFen)}</strong>],
            [t('move.balanceAfter'), displayFen(check.data.balanceFen - check.data.recoverableFen)],
          ]}
        />
        <p className={Classes.TEXT_MUTED}>{t('capital.explain')}</p>
        {error ? (
          <Callout intent={Intent.DANGER} title={t('move.reason.submitFailed')}>
            {error}
          </Callout>
        ) : null}
      </div>
    );
    const amount = check.data.recoverableFen;
    action = (
      <Button
        intent={Intent.DANGER}
        loading={submitting}
        text={t('capital.submit', { amount: displayFen(amount) })}
        onClick={() => void run(amount)}
      />
    );
  }
  return (
    <Dialog
      isOpen
      title={t('capital.title')}
      icon="undo"
      canOutsideClickClose={false}
      canEscapeKeyClose={!submitting}
      isCloseButtonShown={!submitting}
      onClose={() => !submitting && onClose(false)}
      className="fc-dialog-narrow"
    >
      <DialogBody>{body}</DialogBody>
      <DialogFooter
        actions={
          <>
            <Button text={t('common.cancel')} disabled={submitting} onClick={() => onClose(false)} />
            {action}
          </>
        }
      />
    </Dialog>
  );
}

/** Adjusts a card by a signed amount against one of its flow rows (a reason is required); confirmed before it is sent. */
export function FlowAdjustDialog({ flow, onClose }: { flow: Row; onClose: (changed: boolean) => void }) {
  const { t } = useTranslation(['fleet', 'validation']);
  const [amount, setAmount] = useState('');
  const [remark, setRemark] = useState('');
  const [confirming, setConfirming] = useState(false);
  const [submitting, setSubmitting] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const key = useRef<string | null>(null);
  const parsed = amount.trim() ? parseFen(amount, { allowSign: true }) : null;
  const amountError = typeof parsed === 'string' ? parsed : parsed === 0 ? 'fleet:adjust.zero' : null;
  const ready = typeof parsed === 'number' && parsed !== 0 && remark.trim() !== '';
  const edit = (f: () => void) => {
    f();
    key.current = null; // a changed adjustment is a new operation
  };
  const submit = async () => {
    if (submitting || typeof parsed !== 'number') return;
    key.current ??= newOperationKey();
    setSubmitting(true);
    setError(null);
    try {
      await api.adjustFlow(displayText(flow.id), parsed, remark.trim(), key.current);
      notifySuccess(t('adjust.done'));
      onClose(true);
    } catch (e) {
      setError(failureText(e));
    } finally {
      setSubmitting(false);
    }
  };
  return (
    <Dialog
      isOpen
      title={t('adjust.title')}
      icon="edit"
      canOutsideClickClose={false}
      canEscapeKeyClose={!submitting}
      isCloseButtonShown={!submitting}
      onClose={() => !submitting && onClose(false)}
      className="fc-dialog-narrow"
    >
      <DialogBody>
        <FactsPanel
          label={t('adjust.flowFacts')}
          items={[
            [t('field.flowNo'), displayText(flow.flowNo)],
            [t('field.cardNo'), displayText(flow.cardNo)],
            [t('field.memberName'), displayText(flow.memberName)],
            [t('field.amount'), displayFen(flow.amount)],
            [t('field.balanceAfter'), displayFen(flow.balance)],
          ]}
        />
        {confirming && typeof parsed === 'number' ? (
          <div role="group" aria-label={t('adjust.confirmTitle')} className="fc-space-top">
            <Callout intent={Intent.WARNING} title={t('adjust.confirmTitle')}>
              <FactsPanel
                items={[
                  [t('adjust.amount'), <strong key="a">{parsed > 0 ? `+${displayFen(parsed)}` : displayFen(parsed)}</strong>],
                  [t('adjust.remark'), remark.trim()],
                ]}
              />
            </Callout>
          </div>
        ) : (
          <div className="fc-space-top">
            <FormField
              label={t('adjust.amount')}
              id="flow-adjust-amount"
              error={amountError ? t(amountError) : undefined}
              helper={t('adjust.amountHint')}
            >
              {(control) => (
                <InputGroup
                  {...control}
                  inputMode="decimal"
                  autoComplete="off"
                  value={amount}
                  onValueChange={(v) => edit(() => setAmount(v))}
                />
              )}
            </FormField>
            <FormField label={t('adjust.remark')} id="flow-adjust-remark">
              {(control) => <InputGroup {...control} value={remark} onValueChange={(v) => edit(() => setRemark(v))} />}
            </FormField>
          </div>
        )}
        {error ? (
          <Callout intent={Intent.DANGER} title={t('move.reason.submitFailed')} className="fc-space-top">
            {error}
          </Callout>
        ) : null}
      </DialogBody>
      <DialogFooter
        actions={
          confirming ? (
            <>
              <Button text={t('move.back')} disabled={submitting} onClick={() => setConfirming(false)} />
              <Button intent={Intent.PRIMARY} loading={submitting} text={t('adjust.submit')} onClick={() => void submit()} />
            </>
          ) : (
            <>
              <Button text={t('common.cancel')} onClick={() => onClose(false)} />
              <Button
                intent={Intent.PRIMARY}
                text={t('move.next')}
                disabled={!ready}
                title={ready ? undefined : t('adjust.fill')}
                onClick={() => setConfirming(true)}
              />
            </>
          )
        }
      />
    </Dialog>
  );
}

export { maskPhone };
