/**
 * The dialog of a write on the command machine: the confirmation (what will be done in words, the request behind
 * 请求详情), the refusal with the server's words, and — after a lost answer — the honest middle: checking whether the
 * write was done, what was found (服务器已处理：找到…, with the found record), and a new submission offered only after
 * saying nothing was found. What the user typed into a confirmation (a reason, a code) is not thrown away silently:
 * closing it with edits asks first (src/components/unsaved-guard.tsx).
 */
import { Button, Callout, Intent, Spinner, type IconName } from '@blueprintjs/core';
import { useEffect, useRef, type ComponentProps, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { consoleConfig } from '@services/http/config';
import { ConfirmDialog, type ShownRequest } from './confirm-dialog';
import type { Fact } from './facts-panel';
import { type DescribeFound, foundText } from './found-text';
import { notifySuccess } from './toaster';
import { type Command, type CommandRef, useCommandOf } from './use-command';
import { useFormEdits, useLeaveQuestion, useUnsavedGuard } from './unsaved-guard';
import './components.css';
import './unsaved-guard.css';

/**
 * Says what a composed command's check found: the flow moves on as soon as the command is done (its own screen
 * shows the result), so the words are said as the command ends done after a check.
 */
function useFoundNotice(actor: CommandRef, describe: DescribeFound | undefined) {
  const latest = useRef(describe);
  latest.current = describe;
  useEffect(() => {
    let checked = actor.getSnapshot().matches('verifying');
    const sub = actor.subscribe((s) => {
      if (checked && s.matches('done')) notifySuccess(foundText(s.context.result, latest.current));
      checked = s.matches('verifying');
    });
    return () => sub.unsubscribe();
  }, [actor]);
}

export function CommandDialog<P>({
  command,
  title,
  lines,
  request,
  intent,
  icon,
  confirmText,
  children,
  notFoundText,
  dirty,
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
  /**
   * What an empty check says, for a write whose effect no query can show (a code sent): where to look before doing it
   * again; such a write offers no new check, only doing it again. Else the kit's "nothing found, check the records".
   */
  notFoundText?: string;
  /**
   * What the user typed into the confirmation (its `children`) differs from what it opened with: closing it asks
   * first. When absent, what the user changed in its fields says it.
   */
  dirty?: boolean;
  /** Called when the user closes the dialog without the write being done. */
  onDismiss?: () => void;
}) {
  const { t } = useTranslation();
  const { step } = command;
  const asking = step === 'confirming' || step === 'submitting' || step === 'failed';
  const edits = useTypedEdits(asking, dirty);
  const cancel = () =>
    edits.ask(() => {
      command.cancel();
      onDismiss?.();
    });
  const close = () => {
    command.edit();
    onDismiss?.();
  };
  if (step === 'idle' || step === 'done') return null;
  const checking = step === 'checking';
  // one dialog through every step, so the user's eye stays on it while the outcome is found out
  return (
    <ConfirmDialog
      isOpen
      title={title}
      lines={lines}
      request={request}
      intent={step === 'verifyFailed' || checking ? Intent.PRIMARY : intent}
      icon={asking ? icon : 'help'}
      confirmText={
        step === 'failed' ? t('kit.retry') : step === 'notFound' ? t('command.submitAgain') : asking ? confirmText : t('command.checkAgain')
      }
      cancelText={asking ? undefined : t('command.close')}
      submitting={step === 'submitting' || checking}
      error={step === 'failed' ? { title: t('command.failed'), detail: command.serverMessage ?? undefined } : null}
      extraActions={step === 'notFound' && !notFoundText ? <Button text={t('command.checkAgain')} onClick={command.verify} /> : null}
      onConfirm={
        step === 'failed'
          ? command.retry
          : step === 'notFound'
            ? command.resubmit
            : step === 'verifyFailed'
              ? command.verify
              : command.confirm
      }
      onCancel={asking ? cancel : close}
    >
      {edits.around(children)}
      {edits.question}
      {checking ? (
        <Callout intent={Intent.WARNING} icon={<Spinner size={16} />}>
          {t('command.checking')}
        </Callout>
      ) : null}
      {step === 'notFound' || step === 'verifyFailed' ? (
        <Callout intent={step === 'notFound' ? Intent.WARNING : Intent.DANGER} role="alert">
          {step === 'notFound' && notFoundText ? notFoundText : t(command.error ?? 'command.verifyFailed')}
          {command.serverMessage ? <div>{command.serverMessage}</div> : null}
          {step === 'notFound' && consoleConfig.idempotencyHonoured ? <div>{t('command.sameKey')}</div> : null}
        </Callout>
      ) : null}
    </ConfirmDialog>
  );
}

/**
 * What the user typed into an open confirmation (`dirty`, else what changed in the fields of its words): guarded while
 * it is open, asked about before it closes, and forgotten when it closes.
 */
function useTypedEdits(open: boolean, dirty: boolean | undefined) {
  const edits = useFormEdits();
  const { clean } = edits;
  useEffect(() => {
    if (!open) clean();
  }, [open, clean]);
  const edited = open && (dirty ?? edits.dirty);
  useUnsavedGuard(edited);
  const leaving = useLeaveQuestion(edited);
  return {
    ask: leaving.ask,
    question: leaving.question,
    /** The confirmation's own words and fields, watched for edits. */
    around: (children: ReactNode) =>
      children == null ? null : (
        <div ref={edits.ref} className="fc-unsaved-part">
          {children}
        </div>
      ),
  };
}

/** The steps of a composed command the user has to see: its failure, its check, and what the check found. */
const NEEDS_USER = new Set(['failed', 'checking', 'notFound', 'verifyFailed']);

type DialogProps = Omit<ComponentProps<typeof CommandDialog>, 'command'>;

/**
 * The command a flow machine composed for its write: the flow's own dialog shows the sending, and this one appears
 * only when the write needs the user — its refusal with a retry, the check after a lost answer, what was found.
 */
export function ComposedCommandDialog({
  actor,
  found,
  ...props
}: DialogProps & {
  actor: CommandRef;
  /** What a check after a lost answer found, in words (else the record's number and amount). */
  found?: DescribeFound;
}) {
  const command = useCommandOf<unknown>(actor);
  useFoundNotice(actor, found);
  return NEEDS_USER.has(command.step) ? <CommandDialog command={command} {...props} /> : null;
}

/**
 * A flow machine's write in one place: the flow's confirmation while it asks and sends (`open`, `submitting`), and
 * over it the composed command's dialog when the write needs the user (`command`, the flow's `command` child). Both
 * show the same title, lines, request and intent; the confirming click makes the operation in `onConfirm`.
 */
export function FlowCommandDialogs({
  open,
  submitting,
  command,
  found,
  confirmDisabled,
  role = 'dialog',
  cancelText,
  onConfirm,
  onCancel,
  children,
  dirty,
  ...shown
}: Omit<DialogProps, 'onDismiss' | 'notFoundText'> & {
  open: boolean;
  /** The confirmation's role and cancel text (a payment asks with `alertdialog`). */
  role?: 'alertdialog' | 'dialog';
  cancelText?: string;
  submitting: boolean;
  command: CommandRef | null | undefined;
  found?: DescribeFound;
  confirmDisabled?: boolean;
  onConfirm: () => void;
  onCancel: () => void;
}) {
  const edits = useTypedEdits(open, dirty);
  return (
    <>
      <ConfirmDialog
        isOpen={open}
        role={role}
        cancelText={cancelText}
        {...shown}
        submitting={submitting}
        confirmDisabled={confirmDisabled}
        onConfirm={onConfirm}
        onCancel={() => edits.ask(onCancel)}
      >
        {edits.around(children)}
        {edits.question}
      </ConfirmDialog>
      {command && open ? <ComposedCommandDialog actor={command} found={found} {...shown} /> : null}
    </>
  );
}
