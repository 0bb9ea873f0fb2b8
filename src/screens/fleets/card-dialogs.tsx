/**
 * Member card money dialogs: balance recharge and recovery (the fleet-card machine: amount → confirm → the move's
 * command → done), capital recovery after its check, and the adjustment of a card flow. Every one of them is a command
 * (docs/flows.md "Commands"): after a lost answer it looks for the card's new flow.
 */
import '@/i18n/fleet-namespace';
import { useActorOptions } from '@/components/actor-options';
import { useMemo, useState, type ComponentProps, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { useFlowMachine } from '@/components/use-flow-machine';
import { Button, Callout, Classes, Dialog, DialogBody, DialogFooter, InputGroup, Intent, Spinner, type IconName } from '@blueprintjs/core';
import { CARD_REASONS, type CardMoveKind } from '@machines/fleet-card/fleet-card.types';
import {
  availableFen,
  reviewAllowance,
  selectConfirmation,
  submitAllowance,
  selectCardStep,
  selectMoveCommand,
} from '@machines/fleet-card/fleet-card.selectors';
import * as api from '@services/api/fleets/calls';
import { bindFleetCard } from '@/screens/fleets/fleet-card-machine';
import { notifySuccess } from '@/components/toaster';
import { useRequest } from '@/components/use-request';
import { parseFen, validateAmountFen } from '@/lib/money';
import { maskPhone } from '@/lib/mask';
import { fieldFacts, type Row } from './fleet-filters';
import { displayFen } from '@/lib/money';
import { displayText } from '@/lib/display';
import { FactsPanel, type Fact } from '@/components/facts-panel';
import { CommandDialog, ComposedCommandDialog } from '@/components/command-dialog';
import { RequestDetails } from '@/components/confirm-dialog';
import { newOperation, useCommand, type Command } from '@/components/use-command';
import { findCardFlow } from './fleet-commands';
import { LoadFailed } from './load-failed';
import '@/components/components.css';
import { useInvalidate } from '@/components/query-client';
import { FormField } from '@/components/form-field';
import { useLeaveQuestion, useUnsavedGuard } from '@/components/unsaved-guard';

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
  // an amount typed and not yet moved: closing asks first, and so do the console tab and the browser tab
  const dirty = !finished && amount.trim() !== '';
  useUnsavedGuard(dirty);
  const leaving = useLeaveQuestion(dirty);
  const close = () => {
    if (!busy) leaving.ask(() => onClose(finished));
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
            ...fieldFacts(t, { ...card }, ['cardNo', 'memberName', 'fleetName']),
            ...balanceFacts(t('move.balanceBefore'), t('field.fleetBalance'), card, '-before'),
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
        <NextButton why={reviewWhy === 'allowed' ? null : t(reviewWhy)} onClick={() => send({ type: 'card.review' })} />
      </>
    );
  } else if (confirm && card && snap.hasTag('confirm')) {
    const submitting = step === 'committing';
    const confirmLines: Fact[] = [
      [t('field.fleetName'), card.fleetName],
      [t('field.memberName'), card.memberName],
      [t('field.cardNo'), confirm.cardNo],
      [
        t(kind === 'recharge' ? 'move.rechargeAmountShort' : 'move.recoveryAmountShort'),
        <strong key="a">{displayFen(confirm.amountFen)}</strong>,
      ],
      [t('move.balanceBefore'), displayFen(confirm.balanceBeforeFen)],
      [t('move.balanceAfter'), <strong key="n">{displayFen(confirm.balanceAfterFen)}</strong>],
    ];
    // what the move sends, behind 请求详情 of the confirmation and of its command's dialog
    const moveRequest = { url: api.cardMovePath(kind), payload: api.cardMoveBody(card, confirm.amountFen) };
    const moveCommand = selectMoveCommand(snap);
    body = (
      <div role="group" aria-label={t('move.confirmTitle')} className="fc-stack">
        <p>
          {t(kind === 'recharge' ? 'move.confirmRechargeText' : 'move.confirmRecoveryText', {
            fleet: card.fleetName,
            member: card.memberName,
            card: confirm.cardNo,
            amount: displayFen(confirm.amountFen),
          })}
        </p>
        <FactsPanel label={t('move.confirmTitle')} items={confirmLines} />
        <RequestDetails request={moveRequest} />
        {moveCommand ? (
          <ComposedCommandDialog
            actor={moveCommand}
            title={title}
            lines={confirmLines}
            request={moveRequest}
            intent={Intent.PRIMARY}
            confirmText={t(kind === 'recharge' ? 'move.submitRecharge' : 'move.submitRecovery')}
          />
        ) : null}
      </div>
    );
    footer = (
      <>
        <Button text={t('move.back')} disabled={submitting} onClick={() => send({ type: 'card.back' })} />
        <Button
          intent={Intent.PRIMARY}
          text={t(kind === 'recharge' ? 'move.submitRecharge' : 'move.submitRecovery')}
          loading={submitting}
          disabled={submitAllowance(snap) !== 'allowed' && !submitting}
          onClick={() => send({ type: 'card.submit', ...newOperation() })}
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
      {leaving.question}
    </Dialog>
  );
}

interface CapitalPayload {
  amountFen: number;
}

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
  const command = useCommand<CapitalPayload>({
    send: (p, key) => api.capitalRecovery(cardId, p.amountFen, key),
    verify: (p, startedAt, signal) => findCardFlow(cardId, p.amountFen, startedAt, signal),
    onDone: () => {
      notifySuccess(t('capital.done'));
      onClose(true);
    },
  });
  const busy = command.step !== 'idle';
  let body: React.ReactNode;
  let action: React.ReactNode = null;
  let facts: Fact[] = [];
  if (check.status === 'loading') body = <Spinner size={30} aria-label={t('list.loading')} />;
  else if (check.status === 'failed') {
    body = (
      <LoadFailed
        title={t('capital.checkFailed')}
        error={check.error}
        onRetry={() => invalidate(['fleet-member-card', 'capital-check', cardId])}
      />
    );
  } else if (!check.data.allowed) {
    body = (
      <Callout intent={Intent.WARNING} title={t('capital.notAllowed')}>
        {check.data.reason}
      </Callout>
    );
  } else {
    facts = [
      [t('field.cardNo'), cardNo],
      [t('move.balanceBefore'), displayFen(check.data.balanceFen)],
      [t('capital.recoverable'), <strong key="r">{displayFen(check.data.recoverableFen)}</strong>],
      [t('move.balanceAfter'), displayFen(check.data.balanceFen - check.data.recoverableFen)],
    ];
    body = (
      <div role="group" aria-label={t('capital.checkTitle')}>
        <FactsPanel label={t('capital.checkTitle')} items={facts} />
        <p className={Classes.TEXT_MUTED}>{t('capital.explain')}</p>
      </div>
    );
    const amountFen = check.data.recoverableFen;
    action = (
      <Button
        intent={Intent.DANGER}
        disabled={busy}
        text={t('capital.submit', { amount: displayFen(amountFen) })}
        onClick={() => command.request({ amountFen })}
      />
    );
  }
  const amountFen = command.payload?.amountFen;
  const confirm = {
    title: t('capital.title'),
    intent: Intent.DANGER,
    lines: facts,
    confirmText: t('capital.submit', { amount: displayFen(amountFen ?? 0) }),
    request: { url: api.fleetPath('fleet-member-card', 'cardCapitalRecovery'), payload: { cardId, amount: amountFen } },
    children: <p>{t('capital.explain')}</p>,
  };
  return (
    <CardDialog kind="capital" dirty={false} command={command} action={action} onClose={onClose} confirm={confirm}>
      {body}
    </CardDialog>
  );
}

/** What a card write's confirmation says (its CommandDialog but for the command and the icon). */
type CardConfirm<P> = Omit<ComponentProps<typeof CommandDialog<P>>, 'command' | 'icon'>;

/**
 * The frame of a card write's dialog: not closed by a click outside, nor at all while its write is under way; the
 * write's confirmation (and what follows a lost answer) opens over it.
 */
function CardDialog<P>({
  kind,
  command,
  confirm,
  children,
  action,
  dirty,
  onClose,
}: {
  kind: 'capital' | 'adjust';
  command: Command<P>;
  confirm: CardConfirm<P>;
  /** The dialog's body: what the write is about, and its inputs. */
  children: ReactNode;
  action: ReactNode;
  /** The user typed into its inputs: closing asks first, and so do the console tab and the browser tab. */
  dirty: boolean;
  /** Closes the dialog; the write was not done (a done one closes it from its onDone). */
  onClose: (changed: false) => void;
}) {
  const { t } = useTranslation('fleet');
  const busy = command.step !== 'idle';
  const title = t(`${kind}.title`);
  const icon: IconName = kind === 'capital' ? 'undo' : 'edit';
  useUnsavedGuard(dirty);
  const leaving = useLeaveQuestion(dirty);
  const close = () => leaving.ask(() => onClose(false));
  return (
    <Dialog
      isOpen
      title={title}
      icon={icon}
      canOutsideClickClose={false}
      canEscapeKeyClose={!busy}
      isCloseButtonShown={!busy}
      onClose={() => !busy && close()}
      className="fc-dialog-narrow"
    >
      <DialogBody>{children}</DialogBody>
      <DialogFooter
        actions={
          <>
            <Button text={t('common.cancel')} disabled={busy} onClick={close} />
            {action}
          </>
        }
      />
      <CommandDialog command={command} icon={icon} {...confirm} />
      {leaving.question}
    </Dialog>
  );
}

/** The card's balance and its fleet account's, each with its test id (`card-balance…`, `fleet-balance…`). */
export function balanceFacts(
  balanceLabel: string,
  fleetLabel: string,
  card: { balanceFen: number; fleetBalanceFen: number },
  idSuffix = '',
): Fact[] {
  return [
    [
      balanceLabel,
      <strong key="b" data-testid={`card-balance${idSuffix}`}>
        {displayFen(card.balanceFen)}
      </strong>,
    ],
    [
      fleetLabel,
      <span key="f" data-testid={`fleet-balance${idSuffix}`}>
        {displayFen(card.fleetBalanceFen)}
      </span>,
    ],
  ];
}

interface AdjustPayload {
  flowId: string;
  cardId: string;
  amountFen: number;
  remark: string;
}

const signedFen = (fen: number) => (fen > 0 ? `+${displayFen(fen)}` : displayFen(fen));

/** Adjusts a card by a signed amount against one of its flow rows (a reason is required); confirmed before it is sent. */
export function FlowAdjustDialog({ flow, onClose }: { flow: Row; onClose: (changed: boolean) => void }) {
  const { t } = useTranslation(['fleet', 'validation']);
  const [amount, setAmount] = useState('');
  const [remark, setRemark] = useState('');
  const parsed = amount.trim() ? parseFen(amount, { allowSign: true }) : null;
  const amountError = typeof parsed === 'string' ? parsed : parsed === 0 ? 'fleet:adjust.zero' : null;
  const ready = typeof parsed === 'number' && parsed !== 0 && remark.trim() !== '';
  const command = useCommand<AdjustPayload>({
    send: (p, key) => api.adjustFlow(p.flowId, p.amountFen, p.remark, key),
    verify: (p, startedAt, signal) => findCardFlow(p.cardId, p.amountFen, startedAt, signal, p.remark),
    onDone: () => {
      notifySuccess(t('adjust.done'));
      onClose(true);
    },
  });
  const busy = command.step !== 'idle';
  const payload = command.payload;
  const body = (
    <>
      <FactsPanel
        label={t('adjust.flowFacts')}
        items={fieldFacts(t, flow, ['flowNo', 'cardNo', 'memberName', 'amount', ['balanceAfter', 'balance']], ['amount', 'balance'])}
      />
      <div className="fc-space-top">
        <FormField
          label={t('adjust.amount')}
          id="flow-adjust-amount"
          error={amountError ? t(amountError) : undefined}
          helper={t('adjust.amountHint')}
        >
          {(control) => (
            <InputGroup {...control} inputMode="decimal" autoComplete="off" value={amount} disabled={busy} onValueChange={setAmount} />
          )}
        </FormField>
        <FormField label={t('adjust.remark')} id="flow-adjust-remark">
          {(control) => <InputGroup {...control} value={remark} disabled={busy} onValueChange={setRemark} />}
        </FormField>
      </div>
    </>
  );
  const next = (
    <NextButton
      why={busy ? t(CARD_REASONS.busy) : ready ? null : t('adjust.fill')}
      onClick={() =>
        typeof parsed === 'number' &&
        command.request({ flowId: displayText(flow.id), cardId: displayText(flow.cardId), amountFen: parsed, remark: remark.trim() })
      }
    />
  );

  const confirm: CardConfirm<AdjustPayload> = {
    lines: [
      [t('field.cardNo'), displayText(flow.cardNo)],
      [t('field.memberName'), displayText(flow.memberName)],
      [t('adjust.amount'), <strong key="a">{signedFen(payload?.amountFen ?? 0)}</strong>],
      [t('adjust.remark'), payload?.remark ?? ''],
    ],
    request: {
      url: api.fleetPath('fleet-member-account-flow', 'memberCardFlowAdjust'),
      payload: { id: payload?.flowId, amount: payload?.amountFen, remark: payload?.remark },
    },
    title: t('adjust.confirmTitle'),
    intent: Intent.WARNING,
    confirmText: t('adjust.submit'),
  };
  return (
    <CardDialog
      kind="adjust"
      dirty={amount.trim() !== '' || remark.trim() !== ''}
      command={command}
      action={next}
      onClose={onClose}
      confirm={confirm}
    >
      {body}
    </CardDialog>
  );
}

/** 下一步 of a card write: disabled, saying why, while the write may not be reviewed yet. */
function NextButton({ why, onClick }: { why: string | null; onClick: () => void }) {
  const { t } = useTranslation('fleet');
  return <Button intent={Intent.PRIMARY} text={t('move.next')} disabled={why !== null} title={why ?? undefined} onClick={onClick} />;
}

export { maskPhone };
