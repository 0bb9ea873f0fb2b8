import './login.css';
import { selectCanSubmitLogin, selectLoadingProfile } from '@machines/session/session.selectors';
import { useEffect, useId, useRef, useState, type FormEvent, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { useLocation } from 'react-router-dom';
import { useSessionActor, useSession } from '@/components/session-context';
import { useDocumentTitle } from '@/components/use-document-title';
import { consoleConfig } from '@services/http/config';
import { socialCallbackOf } from '@services/api/auth';
import { LoginLanguage } from './login-language';
import { useDomainTenant } from './use-domain-tenant';
import { RegisterLink } from './register-link';

type Field = 'tenantId' | 'username' | 'password' | 'captchaCode';
const REQUIRED_KEYS: Record<Field, string> = {
  tenantId: 'login.tenantRequired',
  username: 'login.usernameRequired',
  password: 'login.passwordRequired',
  captchaCode: 'login.captchaRequired',
};

function EyeIcon({ open }: { open: boolean }) {
  return (
    <svg viewBox="0 0 16 16" width="16" height="16" aria-hidden="true">
      <path
        fill="currentColor"
        d="M8 3C4.5 3 1.7 5.3.5 8c1.2 2.7 4 5 7.5 5s6.3-2.3 7.5-5C14.3 5.3 11.5 3 8 3zm0 8.2A3.2 3.2 0 1 1 8 4.8a3.2 3.2 0 0 1 0 6.4zM8 6.3a1.7 1.7 0 1 0 0 3.4 1.7 1.7 0 0 0 0-3.4z"
      />
      {!open && <path stroke="currentColor" strokeWidth="1.6" d="M2 14 14 2" />}
    </svg>
  );
}

/**
 * /login: tenant, account, password and image captcha (spec 000 §2, docs/flows.md "Session").
 * Plain, accessible HTML with its own stylesheet: the first page loads no Blueprint code or CSS. `warmUp` starts
 * loading the console behind it (the app passes its preload) on the first input or pointer press, so signing in
 * waits only for the server.
 */
export function LoginPage({ warmUp = () => undefined }: { warmUp?: () => void }) {
  const { t } = useTranslation();
  useDocumentTitle('route.login');
  const actor = useSessionActor();
  const busy = useSession((s) => s.hasTag('busy'));
  const loadingProfile = useSession(selectLoadingProfile);
  const canSubmit = useSession(selectCanSubmitLogin);
  const captcha = useSession((s) => s.context.captcha);
  const captchaLoading = useSession((s) => s.hasTag('captcha:loading'));
  const captchaFailed = useSession((s) => s.hasTag('captcha:failed'));
  const error = useSession((s) => s.context.error);
  const domain = useDomainTenant();
  const ids = useId();

  const [values, setValues] = useState<Record<Field, string>>({
    tenantId: consoleConfig.platformTenantId,
    username: '',
    password: '',
    captchaCode: '',
  });
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

  // a third-party sign-in coming back here (?source=&code=&state=) signs in with the social grant, once
  const social = useRef(socialCallbackOf(useLocation().search));
  useEffect(() => {
    const callback = social.current;
    if (!callback || !canSubmit || !domain.resolved) return;
    social.current = null;
    actor.send({
      type: 'login.submit',
      credentials: { tenantId: domain.tenantId ?? consoleConfig.platformTenantId, username: '', password: '', social: callback },
    });
  }, [actor, canSubmit, domain.resolved, domain.tenantId]);

  const tenantHidden = !consoleConfig.tenantMode || domain.tenantId !== null;
  const fields: Field[] = ['username', 'password', ...(consoleConfig.captchaMode ? (['captchaCode'] as const) : [])];
  if (!tenantHidden) fields.unshift('tenantId');
  const idOf = (f: Field) => `${ids}-${f}`;

  const set = (f: Field) => (e: React.ChangeEvent<HTMLInputElement>) => {
    const value = e.target.value;
    setValues((v) => ({ ...v, [f]: value }));
    if (problems[f]) setProblems((p) => ({ ...p, [f]: undefined }));
  };

  const submit = (e: FormEvent) => {
    e.preventDefault();
    warmUp();
    if (busy) return;
    const found: Partial<Record<Field, string>> = {};
    for (const f of fields) if (values[f].trim() === '') found[f] = REQUIRED_KEYS[f];
    setProblems(found);
    const first = fields.find((f) => found[f]);
    if (first) {
      document.getElementById(idOf(first))?.focus();
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

  const field = (f: Field, label: string, control: (common: React.InputHTMLAttributes<HTMLInputElement> & { id: string }) => ReactNode) => {
    const problem = problems[f];
    return (
      <div className={`fc-field${problem ? ' fc-field-invalid' : ''}`}>
        <label htmlFor={idOf(f)}>{label}</label>
        {control({
          id: idOf(f),
          name: f,
          value: values[f],
          onChange: set(f),
          'aria-invalid': problem ? true : undefined,
          'aria-describedby': problem ? `${idOf(f)}-problem` : undefined,
        })}
        {problem && (
          <div className="fc-field-problem" id={`${idOf(f)}-problem`}>
            {t(problem)}
          </div>
        )}
      </div>
    );
  };

  return (
    <div className="fc-login">
      <div className="fc-login-brand">
        <svg className="fc-login-logo" viewBox="0 0 48 48" width="56" height="56" aria-hidden="true">
          <rect x="4" y="10" width="40" height="28" rx="5" fill="currentColor" opacity="0.9" />
          <rect x="4" y="17" width="40" height="5" fill="#fff" opacity="0.85" />
          <rect x="9" y="28" width="14" height="4" rx="1.5" fill="#fff" opacity="0.85" />
        </svg>
        <h1>{t('app.name')}</h1>
        <p>{t('app.tagline')}</p>
      </div>
      <main className="fc-login-card">
        <div className="fc-login-head">
          <h2>{t('login.title')}</h2>
          <LoginLanguage />
        </div>
        {/* The first keystroke or press in the form starts loading the console behind it. */}
        <form onSubmit={submit} onInput={warmUp} onPointerDown={warmUp} noValidate aria-label={t('login.title')}>
          {error && (
            <div className="fc-login-error" role="alert">
              {'text' in error ? error.text : t(error.key)}
            </div>
          )}
          {!tenantHidden &&
            field('tenantId', t('login.tenantId'), (p) => (
              <input {...p} className="fc-input" placeholder={t('login.tenantPlaceholder')} autoComplete="organization" />
            ))}
          {field('username', t('login.username'), (p) => (
            // biome-ignore lint/a11y/noAutofocus: the sign-in form is the whole page, so its first field takes the focus on arrival
            <input {...p} className="fc-input" placeholder={t('login.usernamePlaceholder')} autoComplete="username" autoFocus />
          ))}
          {field('password', t('login.password'), (p) => (
            <div className="fc-input-with-button">
              <input
                {...p}
                className="fc-input"
                type={showPassword ? 'text' : 'password'}
                placeholder={t('login.passwordPlaceholder')}
                autoComplete="current-password"
              />
              <button
                type="button"
                className="fc-input-button"
                aria-label={t(showPassword ? 'login.hidePassword' : 'login.showPassword')}
                title={t(showPassword ? 'login.hidePassword' : 'login.showPassword')}
                aria-pressed={showPassword}
                onClick={() => setShowPassword((v) => !v)}
              >
                <EyeIcon open={!showPassword} />
              </button>
            </div>
          ))}
          {consoleConfig.captchaMode &&
            field('captchaCode', t('login.captcha'), (p) => (
              <div className="fc-captcha-row">
                <input
                  {...p}
                  ref={captchaInput}
                  className="fc-input"
                  placeholder={t('login.captchaPlaceholder')}
                  autoComplete="off"
                  maxLength={8}
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
                    <span className={captchaFailed ? 'fc-captcha-failed' : 'fc-captcha-loading'}>
                      {captchaFailed ? t('login.captchaFailed') : t('login.captchaLoading')}
                    </span>
                  )}
                </button>
              </div>
            ))}
          <button type="submit" className="fc-submit" disabled={busy || !canSubmit} aria-busy={busy}>
            {busy && <span className="fc-spinner fc-spinner-small" aria-hidden="true" />}
            {loadingProfile ? t('session.loadingProfile') : busy ? t('login.submitting') : t('login.submit')}
          </button>
        </form>
        <div className="fc-login-foot">
          {/* after a social sign-in, the account is registered in the tenant that sign-in asked for */}
          <RegisterLink
            tenantId={error?.oauthId ? (domain.tenantId ?? consoleConfig.platformTenantId) : domain.tenantId}
            oauthId={error?.oauthId}
          />
        </div>
      </main>
    </div>
  );
}
