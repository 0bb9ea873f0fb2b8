import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { Button, Classes, Dialog, DialogBody, DialogFooter, Intent } from '@blueprintjs/core';
import { useSessionActor } from '@/components/session-context';
import { PasswordField } from '@/components/form-field';

/** Asks for a lock password before the first lock (spec 000 §5: 锁屏密码不能为空); the session derives its hash. */
export function LockDialog({ isOpen, onClose }: { isOpen: boolean; onClose: () => void }) {
  const { t } = useTranslation();
  const actor = useSessionActor();
  const [password, setPassword] = useState('');
  const [problem, setProblem] = useState<string | null>(null);

  const submit = (e: FormEvent) => {
    e.preventDefault();
    if (password.trim() === '') {
      setProblem('validation:lock.required');
      return;
    }
    actor.send({ type: 'session.lock', password });
    setPassword('');
    onClose();
  };

  // Gone at once when closed (no exit transition): the lock screen that follows has its own password field.
  if (!isOpen) return null;
  return (
    <Dialog
      isOpen={isOpen}
      onClose={onClose}
      title={t('lock.setTitle')}
      icon="lock"
      canOutsideClickClose={false}
      className="fc-dialog-lock"
    >
      <form onSubmit={submit} noValidate>
        <DialogBody>
          <PasswordField
            label={t('lock.password')}
            id="lock-password"
            value={password}
            onValue={(value) => {
              setPassword(value);
              setProblem(null);
            }}
            placeholder={t('lock.passwordPlaceholder')}
            error={problem ? t(problem) : undefined}
          />
        </DialogBody>
        <DialogFooter
          actions={
            <>
              <Button onClick={onClose} text={t('lock.cancel')} />
              <Button type="submit" intent={Intent.PRIMARY} text={t('lock.confirm')} className={Classes.POPOVER_DISMISS_OVERRIDE} />
            </>
          }
        />
      </form>
    </Dialog>
  );
}
