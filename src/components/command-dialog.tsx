/**
 * The dialog of a write on the command machine: the confirmation (what will be done in words, the request behind
 * 请求详情), the refusal with the server's words, and — after a lost answer — the honest middle: checking whether the
 * write was done, what was found, and a new submission offered only after saying nothing was found.
 */
import { Button, Callout, Dialog, DialogBody, DialogFooter, Intent, Spinner, type IconName } from '@blueprintjs/core';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { consoleConfig } from '@services/http/config';
import { ConfirmDialog, type ShownRequest } from './confirm-dialog';
import type { Fact } from './facts-panel';
import { FactsPanel } from './facts-panel';
import type { Command } from './use-command';
import './components.css';

export function CommandDialog<P>({
  command,
  title,
  lines,
  request,
  intent,
  icon,
  confirmText,
  children,
  onDismiss,
}: {
  command: Command<P>;
  title: string;
  lines?: ReadonlyArray<Fact | null | false>;
  request?: ShownRequest | null;
  intent?: Intent;
  icon?: IconName;
  confirmText?: string;
  /** What the confirmation says beyond its lines (a sentence, an input). */
  children?: ReactNode;
  /** Called when the user closes the dialog without the write being done. */
  onDismiss?: () => void;
}) {
  const { t } = useTranslation();
  const { step } = command;
  const cancel = () => {
    command.cancel();
    onDismiss?.();
  };
  const close = () => {
    command.edit();
    onDismiss?.();
  };
  if (step === 'idle' || step === 'done') return null;
  if (step === 'confirming' || step === 'submitting' || step === 'failed') {
    return (
      <ConfirmDialog
        isOpen
        title={title}
        lines={lines}
        request={request}
        intent={intent}
        icon={icon}
        confirmText={step === 'failed' ? t('kit.retry') : confirmText}
        submitting={step === 'submitting'}
        error={step === 'failed' ? { title: t('command.failed'), detail: command.serverMessage ?? undefined } : null}
        onConfirm={step === 'failed' ? command.retry : command.confirm}
        onCancel={cancel}
      >
        {children}
      </ConfirmDialog>
    );
  }
  const checking = step === 'checking';
  return (
    <Dialog isOpen title={title} icon="help" role="alertdialog" canOutsideClickClose={false} canEscapeKeyClose={!checking} isCloseButtonShown={!checking} onClose={close}>
      <DialogBody>
        <div className="fc-stack">
          {lines?.length ? <FactsPanel label={title} items={lines} /> : null}
          {checking ? (
            <Callout intent={Intent.WARNING} icon={<Spinner size={16} />}>
              {t('command.checking')}
            </Callout>
          ) : (
            <Callout intent={step === 'notFound' ? Intent.WARNING : Intent.DANGER} role="alert">
              {t(command.error ?? 'command.verifyFailed')}
              {command.serverMessage ? <div>{command.serverMessage}</div> : null}
              {step === 'notFound' && consoleConfig.idempotencyHonoured ? <div>{t('command.sameKey')}</div> : null}
            </Callout>
          )}
        </div>
      </DialogBody>
      <DialogFooter
        actions={
          <>
            <Button text={t('command.close')} disabled={checking} onClick={close} />
            <Button text={t('command.checkAgain')} disabled={checking} onClick={command.verify} />
            {step === 'notFound' ? <Button intent={Intent.DANGER} text={t('command.submitAgain')} onClick={command.resubmit} /> : null}
          </>
        }
      />
    </Dialog>
  );
}
