/**
 * A short yes/no question before an action: the question in its body, confirm and cancel buttons. A backdrop
 * click never dismisses it; while the action runs confirm shows it is busy and Escape does not dismiss it either.
 * A write's question also carries its raw request behind a collapsed 请求详情 (`request`), under the words.
 */
import { Alert, Classes, Intent, type IconName } from '@blueprintjs/core';
import { useId, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { RequestDetails, type ShownRequest } from './confirm-dialog';

export interface ConfirmAlertProps {
  isOpen: boolean;
  /** The question's title: shown over it and naming the dialog for a screen reader (without one, the question names it). */
  title?: string;
  /** The action runs. */
  busy: boolean;
  intent?: Intent;
  icon?: IconName;
  /** 确定 unless the action has its own word. */
  confirmText?: string;
  cancelText?: string;
  /** The request the write sends, shown collapsed under the question. */
  request?: ShownRequest | null;
  children: ReactNode;
  onConfirm: () => void;
  onCancel: () => void;
}

export function ConfirmAlert(question: ConfirmAlertProps) {
  const { t } = useTranslation();
  const titleId = useId();
  const bodyId = useId();
  return (
    <Alert
      isOpen={question.isOpen}
      // named by its title, else by the question itself
      aria-labelledby={question.title ? titleId : bodyId}
      loading={question.busy}
      intent={question.intent ?? Intent.PRIMARY}
      icon={question.icon}
      confirmButtonText={question.confirmText ?? t('kit.ok')}
      cancelButtonText={question.cancelText ?? t('kit.cancel')}
      canEscapeKeyCancel={!question.busy}
      canOutsideClickCancel={false}
      onConfirm={question.onConfirm}
      onCancel={question.onCancel}
    >
      {question.title ? (
        <h4 id={titleId} className={Classes.HEADING}>
          {question.title}
        </h4>
      ) : null}
      <div id={bodyId}>{question.children}</div>
      {question.request ? <RequestDetails request={question.request} /> : null}
    </Alert>
  );
}
