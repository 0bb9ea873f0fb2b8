/**
 * A short yes/no question before an action: the question in its body, confirm and cancel buttons. A backdrop
 * click never dismisses it; while the action runs confirm shows it is busy and Escape does not dismiss it either.
 */
import { Alert, Intent, type IconName } from '@blueprintjs/core';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';

export function ConfirmAlert({
  isOpen,
  busy,
  intent = Intent.PRIMARY,
  icon,
  confirmText,
  cancelText,
  children,
  onConfirm,
  onCancel,
}: {
  isOpen: boolean;
  /** The action runs. */
  busy: boolean;
  intent?: Intent;
  icon?: IconName;
  /** 确定 unless the action has its own word. */
  confirmText?: string;
  cancelText?: string;
  children: ReactNode;
  onConfirm: () => void;
  onCancel: () => void;
}) {
  const { t } = useTranslation();
  return (
    <Alert
      isOpen={isOpen}
      loading={busy}
      intent={intent}
      icon={icon}
      confirmButtonText={confirmText ?? t('kit.ok')}
      cancelButtonText={cancelText ?? t('kit.cancel')}
      canEscapeKeyCancel={!busy}
      canOutsideClickCancel={false}
      onConfirm={onConfirm}
      onCancel={onCancel}
    >
      {children}
    </Alert>
  );
}
