/**
 * A short yes/no question before an action: the question in its body, confirm and cancel buttons. A backdrop
 * click never dismisses it; while the action runs confirm shows it is busy and Escape does not dismiss it either.
 */
import { Alert, Intent, type IconName } from '@blueprintjs/core';
import { useRef, useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { failureText } from '@/lib/display';

export interface ConfirmAlertProps {
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
}

export function ConfirmAlert(question: ConfirmAlertProps) {
  const { t } = useTranslation();
  return (
    <Alert
      isOpen={question.isOpen}
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
      {question.children}
    </Alert>
  );
}

/**
 * The state of a question before an action: asked, the action running (one run at a time: a second confirm while
 * it runs does nothing), and why the last run failed. `run` closes the question when the action ends either way.
 */
export function useConfirmStep() {
  const [confirming, setConfirming] = useState(false);
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const running = useRef(false);
  const run = async (action: () => Promise<void>) => {
    if (running.current) return;
    running.current = true;
    setBusy(true);
    setError(null);
    try {
      await action();
    } catch (e) {
      setError(failureText(e));
    } finally {
      running.current = false;
      setConfirming(false);
      setBusy(false);
    }
  };
  // closes the question unless the action runs
  const cancel = () => {
    if (!running.current) setConfirming(false);
  };
  return {
    busy,
    error,
    setError,
    ask: () => setConfirming(true),
    run,
    /** The `ConfirmAlert` props of the question: `<ConfirmAlert {...step.alert} onConfirm={…}>`. */
    alert: { isOpen: confirming, busy, onCancel: cancel },
  };
}
