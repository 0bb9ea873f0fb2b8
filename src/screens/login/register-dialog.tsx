/**
 * The third-party registration dialog 账号注册 (spec 000 §2, §5): tenant id (only when the caller cannot
 * derive it), user name, account, password, confirm. Checks in the spec's order, each shown as a warning;
 * a failed submit shows the server's msg, else 提交失败, and keeps every typed value (docs/quality.md req. 17).
 * The registration is a command run by its submit button (docs/flows.md "Commands"): after a lost answer no
 * query can show the account (the guest has no session), so the dialog says to try signing in with it first.
 * It does not close on backdrop click or Escape; its close button and 取消 close it, asking first (继续离开 / 留在此页)
 * when something was typed. Shown before sign-in, outside the console's tabs: the browser tab asks before unload then.
 */
import { useId, useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { Button, Callout, Dialog, DialogBody, DialogFooter, InputGroup, Intent } from '@blueprintjs/core';
import { registerGuest, type GuestRegistration } from '@services/api/profile';
import { validateRegistration } from '@/lib/validators';
import { notifySuccess } from '@/components/toaster';
import { FormField } from '@/components/form-field';
import { useCommand } from '@/components/use-command';
import { CommandNotice } from '@/components/command-notice';
import { useLeaveQuestion, useUnsavedGuard } from '@/components/unsaved-guard';

export interface RegisterDialogProps {
  isOpen: boolean;
  onClose: () => void;
  /** The tenant when the caller knows it (domain or login answer); the field is shown only without it. */
  tenantId?: string;
  /** The third-party account id the registration binds to. */
  oauthId?: string;
  /** Called after a successful registration (the dialog closes itself). */
  onRegistered?: () => void;
}

interface Fields {
  tenantId: string;
  name: string;
  account: string;
  password: string;
  password2: string;
}

const EMPTY: Fields = { tenantId: '', name: '', account: '', password: '', password2: '' };

/** The 账号注册 dialog. */
export function RegisterDialog({ isOpen, onClose, tenantId, oauthId, onRegistered }: RegisterDialogProps) {
  const { t } = useTranslation('shellExtra');
  const id = useId();
  const [fields, setFields] = useState<Fields>(EMPTY);
  const [warning, setWarning] = useState<string | null>(null);
  const command = useCommand<GuestRegistration>({
    send: (registration, key) => registerGuest(registration, key),
    // the guest has no session to read accounts with: the dialog says to try signing in before registering again
    verify: async () => ({ found: false }),
    onDone: () => {
      notifySuccess(t('register.success'));
      setFields(EMPTY);
      onRegistered?.();
      onClose();
    },
  });
  const busy = command.step === 'submitting' || command.step === 'checking';
  const knownTenant = tenantId !== undefined && tenantId !== '';

  const set = (name: keyof Fields) => (e: React.ChangeEvent<HTMLInputElement>) => {
    const value = e.target.value;
    setFields((f) => ({ ...f, [name]: value }));
  };

  // a value typed and not yet registered: closing asks first (a successful registration empties the fields)
  const dirty = isOpen && (Object.keys(EMPTY) as (keyof Fields)[]).some((name) => fields[name] !== EMPTY[name]);
  useUnsavedGuard(dirty);
  const leaving = useLeaveQuestion(dirty);

  const close = () => {
    if (busy) return;
    leaving.ask(() => {
      setFields(EMPTY);
      setWarning(null);
      onClose();
    });
  };

  const submit = (e: FormEvent) => {
    e.preventDefault();
    if (busy) return;
    const tenant = knownTenant ? tenantId : fields.tenantId.trim();
    const reason = validateRegistration({
      tenantId: tenant,
      account: fields.account.trim(),
      password: fields.password,
      confirmPassword: fields.password2,
    });
    setWarning(reason);
    if (reason) return;
    command.run({
      tenantId: tenant,
      name: fields.name.trim(),
      account: fields.account.trim(),
      password: fields.password,
      oauthId: oauthId ?? '',
    });
  };

  const field = (name: keyof Fields, type = 'text', autoComplete = 'off') => (
    <FormField label={t(`register.${name === 'password2' ? 'confirmPassword' : name}`)} id={`${id}-${name}`}>
      {(control) => (
        <InputGroup
          {...control}
          type={type}
          autoComplete={autoComplete}
          value={fields[name]}
          placeholder={t(`register.${name === 'password2' ? 'confirmPassword' : name}Placeholder`)}
          onChange={set(name)}
        />
      )}
    </FormField>
  );

  return (
    <Dialog
      isOpen={isOpen}
      onClose={close}
      title={t('register.title')}
      icon="new-person"
      canOutsideClickClose={false}
      canEscapeKeyClose={false}
      className="fc-dialog-register"
    >
      <form onSubmit={submit} noValidate>
        <DialogBody>
          {warning ? (
            <Callout role="alert" intent={Intent.WARNING} compact className="fc-space-below">
              {t(warning)}
            </Callout>
          ) : (
            <CommandNotice
              command={command}
              failedText={t('register.failed')}
              notFoundText={t('register.unknown')}
              className="fc-space-below"
            />
          )}
          {!knownTenant && field('tenantId')}
          {field('name')}
          {field('account', 'text', 'username')}
          {field('password', 'password', 'new-password')}
          {field('password2', 'password', 'new-password')}
        </DialogBody>
        <DialogFooter
          actions={
            <>
              <Button text={t('register.cancel')} onClick={close} disabled={busy} />
              <Button type="submit" intent={Intent.PRIMARY} text={t('register.submit')} loading={busy} />
            </>
          }
        />
      </form>
      {leaving.question}
    </Dialog>
  );
}
