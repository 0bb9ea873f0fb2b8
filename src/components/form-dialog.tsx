/**
 * The form step before a write's confirmation, and the write itself on the command machine.
 *
 * `FormDialog` is the step: the fields in a form (Enter in a field takes the step, like the primary button), then 取消
 * and the step forward (下一步 unless named otherwise), which may be disabled with the reason as its title. Closed by
 * 取消, Esc or its close button, never by a click outside (what was typed is not lost to a stray click), and not at all
 * while it is busy (its write, or a check before it, runs). With edits (`dirty`, else what the user changed in its
 * fields) closing it asks first (继续离开 / 留在此页), and so do closing its console tab and leaving the browser tab
 * (src/components/unsaved-guard.tsx).
 *
 * `FormCommandDialog` is that step with its write: busy while the command runs, and the command's confirmation
 * (`CommandDialog`) over the form when the step forward asked for it. `CommandForm` is the same form and confirmation
 * on a page, the form naming its own submit button; its edits are guarded the same way until the write is done.
 */
import { Button, Dialog, DialogBody, DialogFooter, Intent, type IconName } from '@blueprintjs/core';
import { useEffect, type ComponentProps, type ReactNode, type Ref } from 'react';
import { useTranslation } from 'react-i18next';
import { CommandDialog } from './command-dialog';
import { useFormEdits, useLeaveQuestion, useMergedRef, useUnsavedGuard } from './unsaved-guard';
import type { Command } from './use-command';

/**
 * The form of a step: checked by the screen (noValidate), submitted by Enter unless busy. Named on a page; in a dialog
 * the dialog's title names it.
 */
function StepForm({
  label,
  formRef,
  busy,
  onSubmit,
  children,
}: {
  label?: string;
  formRef?: Ref<HTMLFormElement> | undefined;
  busy: boolean;
  onSubmit: () => void;
  children: ReactNode;
}) {
  return (
    <form
      ref={formRef}
      aria-label={label}
      noValidate
      onSubmit={(e) => {
        e.preventDefault();
        if (!busy) onSubmit();
      }}
    >
      {children}
    </form>
  );
}

export interface FormDialogProps {
  title: string;
  icon?: IconName;
  /** The dialog's class (its width); Blueprint's default width without one. */
  className?: string;
  /** The step forward's text; 下一步 when absent. */
  nextText?: string;
  /** The cancel button's text; 取消 when absent. */
  cancelText?: string;
  /** Why the step forward cannot be taken yet (shown as its title); undefined when it can. */
  disabledWhy?: string;
  /** The step forward cannot be taken yet, for a reason the form shows itself. */
  nextDisabled?: boolean;
  /** The write (or a check before it) runs: nothing is pressed, the dialog stays. */
  busy?: boolean;
  /** The step forward shows that it is working (a check before the confirmation). */
  nextLoading?: boolean;
  /** The form element, for the screen that puts the focus on the first field in error. */
  formRef?: Ref<HTMLFormElement>;
  /**
   * The form holds edits (its values differ from those it opened with): closing it asks first. When absent, what the
   * user changed in the form's fields says it.
   */
  dirty?: boolean;
  onNext: () => void;
  onCancel: () => void;
  children: ReactNode;
  /**
   * What shows over the form: the write's confirmation. A function gets `leave`, which closes the form the way its
   * cancel does (asking first when it holds edits).
   */
  over?: ReactNode | ((leave: (close: () => void) => void) => ReactNode);
}

export function FormDialog({
  title,
  icon,
  className,
  nextText,
  cancelText,
  disabledWhy,
  nextDisabled = false,
  busy = false,
  nextLoading,
  formRef,
  dirty,
  onNext,
  onCancel,
  children,
  over,
}: FormDialogProps) {
  const { t } = useTranslation();
  const blocked = busy || nextDisabled || disabledWhy !== undefined;
  const edits = useFormEdits();
  const edited = dirty ?? edits.dirty;
  useUnsavedGuard(edited);
  const leaving = useLeaveQuestion(edited);
  const ref = useMergedRef(formRef, edits.ref);
  const cancel = () => {
    if (!busy) leaving.ask(onCancel);
  };
  return (
    <Dialog
      isOpen
      title={title}
      {...(icon ? { icon } : {})}
      canOutsideClickClose={false}
      canEscapeKeyClose={!busy}
      isCloseButtonShown={!busy}
      onClose={cancel}
      className={className}
    >
      <DialogBody>
        <StepForm formRef={ref} busy={blocked} onSubmit={onNext}>
          {children}
          {/* Enter in a field submits the form like the step forward */}
          <button type="submit" hidden aria-hidden tabIndex={-1} />
        </StepForm>
      </DialogBody>
      <DialogFooter
        actions={
          <>
            <Button text={cancelText ?? t('kit.cancel')} disabled={busy} onClick={cancel} />
            <Button
              intent={Intent.PRIMARY}
              text={nextText ?? t('kit.nextStep')}
              loading={nextLoading}
              disabled={blocked}
              title={disabledWhy}
              onClick={() => onNext()}
            />
          </>
        }
      />
      {typeof over === 'function' ? over(leaving.ask) : over}
      {leaving.question}
    </Dialog>
  );
}

/** What a write's confirmation shows (its title, lines, request, words): the `CommandDialog` of the command. */
export type Confirmation = Omit<ComponentProps<typeof CommandDialog>, 'command'>;

/**
 * The command's confirmation of the payload asked for, while the command shows one. A confirmation given up that
 * closes its form too (`onDismiss`) goes through `leave`, which asks first when the form holds edits.
 */
function CommandConfirmation<P>({
  command,
  confirm,
  leave,
}: {
  command: Command<P>;
  confirm: (payload: P) => Confirmation;
  leave?: (close: () => void) => void;
}) {
  if (command.payload === null) return null;
  const { onDismiss, ...shown } = confirm(command.payload);
  const dismiss = onDismiss && leave ? () => leave(onDismiss) : onDismiss;
  return <CommandDialog command={command} {...shown} {...(dismiss ? { onDismiss: dismiss } : {})} />;
}

/**
 * A form step and its write: the step forward checks the form and asks the command (`command.request`); the dialog
 * is busy from then until the write is done or given up, and shows the confirmation `confirm` gives for the payload.
 */
export function FormCommandDialog<P>({
  command,
  confirm,
  busy = false,
  className = 'fc-dialog-narrow',
  ...step
}: Omit<FormDialogProps, 'over'> & {
  command: Command<P>;
  confirm: (payload: P) => Confirmation;
  /** Busy before the write: a check the step forward runs first. */
  busy?: boolean;
}) {
  return (
    <FormDialog
      {...step}
      className={className}
      busy={busy || command.step !== 'idle'}
      over={(leave) => <CommandConfirmation command={command} confirm={confirm} leave={leave} />}
    />
  );
}

/** A form step on a page: the form (with its own submit button among `children`) and the command's confirmation. */
export function CommandForm<P>({
  label,
  command,
  confirm,
  formRef,
  dirty,
  onSubmit,
  children,
}: {
  label: string;
  command: Command<P>;
  confirm: (payload: P) => Confirmation;
  formRef?: Ref<HTMLFormElement>;
  /** The form holds edits; when absent, what the user changed in its fields says it. Done writes leave it clean. */
  dirty?: boolean;
  onSubmit: () => void;
  children: ReactNode;
}) {
  const edits = useFormEdits();
  const { clean } = edits;
  const done = command.step === 'done';
  // a saved form holds no unsaved edits: what it shows now is the start of the next ones
  useEffect(() => {
    if (done) clean();
  }, [done, clean]);
  useUnsavedGuard(dirty ?? edits.dirty);
  const ref = useMergedRef(formRef, edits.ref);
  return (
    <>
      <StepForm label={label} formRef={ref} busy={command.step !== 'idle'} onSubmit={onSubmit}>
        {children}
      </StepForm>
      <CommandConfirmation command={command} confirm={confirm} />
    </>
  );
}
