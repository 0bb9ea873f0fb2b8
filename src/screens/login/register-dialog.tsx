/**
 * The third-party registration dialog 账号注册 (spec 000 §2, §5): tenant id (only when the caller cannot
 * derive it), user name, account, password, confirm. Checks in the spec's order, each shown as a warning;
 * a failed submit shows the server's msg, else 提交失败, and keeps every typed value (docs/quality.md req. 17).
 * It does not close on backdrop click or Escape; its close button simply closes.
 */
import { useId, useRef, useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { Button, Callout, Dialog, DialogBody, DialogFooter, InputGroup, Intent } from '@blueprintjs/core';
import { ApiError } from '@services/http/errors';
import { registerGuest } from '@services/api/profile';
import { validateRegistration } from '@/lib/validators';
import { notifySuccess } from '@/components/toaster';
import { FormField } from '@/components/form-field';

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

type Problem = { kind: 'warning'; key: string } | { kind: 'error'; text: string };

/** The 账号注册 dialog. */
export function RegisterDialog({ isOpen, onClose, tenantId, oauthId, onRegistered }: RegisterDialogProps) {
  const { t } = useTranslation('shellExtra');
  const id = useId();
  const [fields, setFields] = useState<Fields>(EMPTY);
  const [problem, setProblem] = useState<Problem | null>(null);
  const [submitting, setSubmitting] = useState(false);
  const busy = useRef(false);
  const knownTenant = tenantId !== undefined && tenantId !== '';

  const set = (name: keyof Fields) => (e: React.ChangeEvent<HTMLInputElement>) => {
    const value = e.target.value;
    setFields((f) => ({ ...f, [name]: value }));
  };

  const close = () => {
    if (busy.current) return;
    setFields(EMPTY);
    setProblem(null);
    onClose();
  };

  const submit = async (e: FormEvent) => {
    e.preventDefault();
    if (busy.current) return;
    const tenant = knownTenant ? tenantId : fields.tenantId.trim();
    const reason = validateRegistration({
      tenantId: tenant,
      account: fields.account.trim(),
      password: fields.password,
      confirmPassword: fields.password2,
    });
    if (reason) {
      setProblem({ kind: 'warning', key: reason });
      return;
    }
    setProblem(null);
    busy.current = true;
    setSubmitting(true);
    try {
      await registerGuest({
        tenantId: tenant,
        name: fields.name.trim(),
        account: fields.account.trim(),
        password: fields.password,
        oauthId: oauthId ?? '',
      });
      busy.current = false;
      setSubmitting(false);
      notifySuccess(t('register.success'));
      setFields(EMPTY);
      onRegistered?.();
      onClose();
    } catch (err) {
      busy.current = false;
      setSubmitting(false);
      const text = err instanceof ApiError ? err.serverMessage : undefined;
      setProblem({ kind: 'error', text: text ?? t('register.failed') });
    }
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
      <form onSubmit={(e) => void submit(e)} noValidate>
        <DialogBody>
          {problem && (
            <Callout role="alert" intent={problem.kind === 'warning' ? Intent.WARNING : Intent.DANGER} compact className="fc-space-below">
              {problem.kind === 'warning' ? t(problem.key) : problem.text}
            </Callout>
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
              <Button text={t('register.cancel')} onClick={close} disabled={submitting} />
              <Button type="submit" intent={Intent.PRIMARY} text={t('register.submit')} loading={submitting} />
            </>
          }
        />
      </form>
    </Dialog>
  );
}
