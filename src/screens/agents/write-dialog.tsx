/**
 * The frame of a write's dialog on the agents' and partners' screens: the fields, 取消 and 下一步 (which asks the
 * command's confirmation, rendered by the caller as `confirmation`). It does not close on a backdrop click, nor while
 * the write runs.
 */
import '@/i18n/agents-namespace';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Button, Dialog, DialogBody, DialogFooter, Intent, type IconName } from '@blueprintjs/core';

export function WriteDialog({
  title,
  icon,
  busy,
  nextDisabled,
  onNext,
  onClose,
  confirmation,
  children,
}: {
  title: string;
  icon?: IconName;
  busy: boolean;
  nextDisabled?: boolean;
  onNext: () => void;
  onClose: () => void;
  confirmation: ReactNode;
  children: ReactNode;
}) {
  const { t } = useTranslation('agents');
  return (
    <Dialog
      isOpen
      title={title}
      {...(icon ? { icon } : {})}
      canOutsideClickClose={false}
      canEscapeKeyClose={!busy}
      isCloseButtonShown={!busy}
      onClose={() => !busy && onClose()}
      className="fc-dialog-narrow"
    >
      <DialogBody>{children}</DialogBody>
      <DialogFooter
        actions={
          <>
            <Button text={t('common.cancel')} disabled={busy} onClick={onClose} />
            <Button intent={Intent.PRIMARY} text={t('common.next')} disabled={busy || nextDisabled} onClick={onNext} />
          </>
        }
      />
      {confirmation}
    </Dialog>
  );
}
