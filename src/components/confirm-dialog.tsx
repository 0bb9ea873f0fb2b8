/**
 * The confirmation of an action: what will be done in words (label/value lines, amounts as ¥ by the caller), any
 * input the action needs, the raw request behind a collapsed 请求详情 section, and the failure of the last try.
 * It does not close on a backdrop click; while the request runs it cannot be dismissed and confirm shows it is busy
 * (a second confirm sends nothing).
 */
import { Button, Callout, Classes, Dialog, DialogBody, DialogFooter, Intent, type IconName } from '@blueprintjs/core';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { FactsPanel, type Fact } from './facts-panel';
import './components.css';

/** The request an action sends, shown as it goes out. */
export interface ShownRequest {
  method?: string;
  url?: string;
  payload: unknown;
}

/**
 * The raw request behind a collapsed 请求详情 (for QA): the method and address, and the body when there is one. Every
 * confirmation of a write shows it under what will be done in words.
 */
export function RequestDetails({ request }: { request: ShownRequest }) {
  const { t } = useTranslation();
  return (
    <details className="fc-request">
      <summary>{t('kit.requestDetails')}</summary>
      <Callout>
        {request.url ? (
          <code role="group" aria-label="request">
            {request.method ?? 'POST'} {request.url}
          </code>
        ) : null}
        {request.payload === undefined ? null : (
          <pre role="group" aria-label="payload" className={Classes.TEXT_SMALL}>
            {JSON.stringify(request.payload, null, 2)}
          </pre>
        )}
      </Callout>
    </details>
  );
}

export function ConfirmDialog({
  isOpen,
  title,
  lines,
  request,
  submitting,
  intent = Intent.PRIMARY,
  icon,
  role = 'alertdialog',
  confirmText,
  cancelText,
  confirmDisabled,
  error,
  children,
  extraActions,
  onConfirm,
  onCancel,
}: {
  isOpen: boolean;
  title: string;
  /** What will be done, in words. */
  lines?: ReadonlyArray<Fact | null | false>;
  request?: ShownRequest | null;
  submitting: boolean;
  intent?: Intent;
  icon?: IconName;
  role?: 'alertdialog' | 'dialog';
  confirmText?: string;
  cancelText?: string;
  confirmDisabled?: boolean;
  /** Why the last try failed: a title and the server's words. */
  error?: { title: string; detail?: ReactNode } | null;
  /** Input the action needs (a comment, say). */
  children?: ReactNode;
  /** Buttons shown between cancel and confirm. */
  extraActions?: ReactNode;
  onConfirm: () => void;
  onCancel: () => void;
}) {
  const { t } = useTranslation();
  return (
    <Dialog
      isOpen={isOpen}
      title={title}
      icon={icon}
      role={role}
      onClose={submitting ? undefined : onCancel}
      canOutsideClickClose={false}
      canEscapeKeyClose={!submitting}
      isCloseButtonShown={!submitting}
    >
      <DialogBody>
        <div className="fc-stack">
          {lines?.length ? <FactsPanel label={title} items={lines} /> : null}
          {children}
          {request ? <RequestDetails request={request} /> : null}
          {error ? (
            <Callout intent={Intent.DANGER} title={error.title} className="fc-gap-above">
              {error.detail}
            </Callout>
          ) : null}
        </div>
      </DialogBody>
      <DialogFooter
        actions={
          <>
            <Button text={cancelText ?? t('kit.cancel')} disabled={submitting} onClick={onCancel} />
            {extraActions}
            <Button
              intent={intent}
              text={confirmText ?? t('kit.ok')}
              loading={submitting}
              disabled={confirmDisabled}
              onClick={() => {
                if (!submitting) onConfirm();
              }}
            />
          </>
        }
      />
    </Dialog>
  );
}
