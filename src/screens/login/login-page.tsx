import { useEffect, useRef, useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { Button, Callout, Card, Classes, FormGroup, InputGroup, Intent } from '@blueprintjs/core';
import { useSessionActor, useSession } from '@/app/session-context';
import { useDocumentTitle } from '@/app/use-document-title';
import { LanguageSwitch } from '@/shell/language-switch';
import { consoleConfig } from '@services/http/config';
import { useDomainTenant } from './use-domain-tenant';

type Field = 'tenantId' | 'username' | 'password' | 'captchaCode';
const REQUIRED_KEYS: Record<Field, string> = {
  tenantId: 'login.tenantRequired',
  username: 'login.usernameRequired',
  password: 'login.passwordRequired',
  captchaCode: 'login.captchaRequired',
};

/** /login: tenant, account, password and image captcha (spec 000 §2, FLOWS.md "Session"). */
export function LoginPage() {
  const { t } = useTranslation();
  useDocumentTitle('route.login');
  const actor = useSessionActor();
  const busy = useSession((s) => s.hasTag('busy'));
  const loadingProfile = useSession((s) => s.matches({ authenticating: 'loadingProfile' }));
  const canSubmit = useSession((s) => s.matches({ loggedOut: 'ready' }));
  const captcha = useSession((s) => s.context.captcha);
  const captchaLoading = useSession((s) => s.hasTag('captcha:loading'));
  const captchaFailed = useSession((s) => s.hasTag('captcha:failed'));
  const error = useSession((s) => s.context.error);
  const domain = useDomainTenant();

  const [values, setValues] = useState<Record<Field, string>>({ tenantId: consoleConfig.platformTenantId, username: '', password: '', captchaCode: '' });
  const [problems, setProblems] = useState<Partial<Record<Field, string>>>({});
  const [showPassword, setShowPassword] = useState(false);
  const captchaInput = useRef<HTMLInputElement>(null);
  const lastCaptchaKey = useRef<string | null>(null);

  // A new captcha (after a failed attempt) needs a new code: clear the old one, keep everything else.
  useEffect(() => {
    if (captcha && lastCaptchaKey.current && captcha.key !== lastCaptchaKey.current) {
      setValues((v) => ({ ...v, captchaCode: '' }));
      if (error) captchaInput.current?.focus();
    }
    lastCaptchaKey.current = captcha?.key ?? lastCaptchaKey.current;
  }, [captcha, error]);

  const tenantHidden = !consoleConfig.tenantMode || domain.tenantId !== null;
  const fields: Field[] = ['username', 'password', ...(consoleConfig.captchaMode ? (['captchaCode'] as const) : [])];
  if (!tenantHidden) fields.unshift('tenantId');

  const set = (f: Field) => (e: React.ChangeEvent<HTMLInputElement>) => {
    const value = e.target.value;
    setValues((v) => ({ ...v, [f]: value }));
    if (problems[f]) setProblems((p) => ({ ...p, [f]: undefined }));
  };

  const submit = (e: FormEvent) => {
    e.preventDefault();
    if (busy) return;
    const found: Partial<Record<Field, string>> = {};
    for (const f of fields) if (values[f].trim() === '') found[f] = REQUIRED_KEYS[f];
    setProblems(found);
    if (Object.keys(found).length > 0) {
      document.getElementById(`login-${fields.find((f) => found[f])}`)?.focus();
      return;
    }
    actor.send({
      type: 'login.submit',
      credentials: {
        tenantId: tenantHidden ? (domain.tenantId ?? consoleConfig.platformTenantId) : values.tenantId.trim(),
        username: values.username.trim(),
        password: values.password,
        captchaKey: captcha?.key,
        captchaCode: values.captchaCode.trim(),
      },
    });
  };

  const field = (f: Field, label: string, input: React.ReactNode) => (
    <FormGroup label={label} labelFor={`login-${f}`} intent={problems[f] ? Intent.DANGER : Intent.NONE} helperText={problems[f] ? t(problems[f]!) : undefined}>
      {input}
    </FormGroup>
  );

  return (
    <div className="fc-login">
      <div className="fc-login-brand">
        <div className="fc-login-logo" aria-hidden="true">
          <svg viewBox="0 0 48 48" width="56" height="56">
            <rect x="4" y="10" width="40" height="28" rx="5" fill="currentColor" opacity="0.9" />
            <rect x="4" y="17" width="40" height="5" fill="#fff" opacity="0.85" />
            <rect x="9" y="28" width="14" height="4" rx="1.5" fill="#fff" opacity="0.85" />
          </svg>
        </div>
        <h1>{t('app.name')}</h1>
        <p>{t('app.tagline')}</p>
      </div>
      <Card className="fc-login-card" elevation={2}>
        <div className="fc-login-head">
          <h2 className={Classes.HEADING}>{t('login.title')}</h2>
          <LanguageSwitch />
        </div>
        <form onSubmit={submit} noValidate aria-label={t('login.title')}>
          {error && (
            <Callout intent={Intent.DANGER} icon="error" className="fc-login-error" role="alert">
              {'text' in error ? error.text : t(error.key)}
            </Callout>
          )}
          {!tenantHidden &&
            field('tenantId', t('login.tenantId'), (
              <InputGroup id="login-tenantId" name="tenantId" value={values.tenantId} onChange={set('tenantId')} placeholder={t('login.tenantPlaceholder')} leftIcon="office" autoComplete="organization" size="large" />
            ))}
          {field('username', t('login.username'), (
            <InputGroup id="login-username" name="username" value={values.username} onChange={set('username')} placeholder={t('login.usernamePlaceholder')} leftIcon="user" autoComplete="username" autoFocus size="large" />
          ))}
          {field('password', t('login.password'), (
            <InputGroup
              id="login-password"
              name="password"
              type={showPassword ? 'text' : 'password'}
              value={values.password}
              onChange={set('password')}
              placeholder={t('login.passwordPlaceholder')}
              leftIcon="lock"
              autoComplete="current-password"
              size="large"
              rightElement={
                <Button
                  variant="minimal"
                  icon={showPassword ? 'eye-off' : 'eye-open'}
                  aria-label={t(showPassword ? 'login.hidePassword' : 'login.showPassword')}
                  title={t(showPassword ? 'login.hidePassword' : 'login.showPassword')}
                  onClick={() => setShowPassword((v) => !v)}
                />
              }
            />
          ))}
          {consoleConfig.captchaMode &&
            field('captchaCode', t('login.captcha'), (
              <div className="fc-captcha-row">
                <InputGroup
                  id="login-captchaCode"
                  name="captchaCode"
                  inputRef={captchaInput}
                  value={values.captchaCode}
                  onChange={set('captchaCode')}
                  placeholder={t('login.captchaPlaceholder')}
                  leftIcon="shield"
                  autoComplete="off"
                  maxLength={8}
                  size="large"
                />
                <button
                  type="button"
                  className="fc-captcha-image"
                  onClick={() => actor.send({ type: 'captcha.refresh' })}
                  title={t('login.captchaRefresh')}
                  aria-label={t('login.captchaRefresh')}
                  disabled={captchaLoading}
                >
                  {captcha && !captchaLoading ? (
                    <img src={captcha.image} alt={t('login.captcha')} />
                  ) : (
                    <span className={captchaFailed ? 'fc-captcha-failed' : Classes.SKELETON}>{captchaFailed ? t('login.captchaFailed') : t('login.captchaLoading')}</span>
                  )}
                </button>
              </div>
            ))}
          <Button type="submit" intent={Intent.PRIMARY} size="large" fill loading={busy} disabled={!busy && !canSubmit} text={loadingProfile ? t('session.loadingProfile') : t('login.submit')} />
        </form>
      </Card>
    </div>
  );
}
