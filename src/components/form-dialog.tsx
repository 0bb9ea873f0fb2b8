/**
 * A dialog that asks for input before a write is confirmed (a form step): its body, and a footer with cancel and
 * the step forward (下一步), which may be disabled with the reason as its title. Closed by cancel or Esc,
 * never by a click outside (what was typed is not lost to a stray click).
 */
import { Button, Dialog, DialogBody, DialogFooter, Intent } from '@blueprintjs/core';
import type { ReactNode } from 'react';

export function FormDialog({
  title,
  nextText,
  cancelText,
  disabledWhy,
  onNext,
  onCancel,
  children,
}: {
  title: string;
  nextText: string;
  cancelText: string;
  /** Why the step forward cannot be taken yet (shown as its title); undefined when it can. */
  disabledWhy?: string;
  onNext: () => void;
  onCancel: () => void;
  children: ReactNode;
}) {
  return (
    <Dialog isOpen title={title} onClose={onCancel} canOutsideClickClose={false}>
      <DialogBody>{children}</DialogBody>
      <DialogFooter
        actions={
          <>
            <Button text={cancelText} onClick={onCancel} />
            <Button intent={Intent.PRIMARY} text={nextText} disabled={disabledWhy !== undefined} title={disabledWhy} onClick={onNext} />
          </>
        }
      />
    </Dialog>
  );
}
