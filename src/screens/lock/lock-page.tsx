import { useEffect, useState, type FormEvent } from 'react';
import { createPortal } from 'react-dom';
import { useTranslation } from 'react-i18next';
import { Button, Callout, Card, Intent, Spinner } from '@blueprintjs/core';
import { MAX_UNLOCK_TRIES } from '@machines/session/session.machine';
import { useSession, useSessionActor } from '@/components/session-context';
import { useDocumentTitle } from '@/components/use-document-title';
import { BlueprintRoot } from '@/components/blueprint-root';
import { PasswordField } from '@/components/form-field';

/**
 * Makes every other child of <body> inert (and hidden from assistive technology) while the lock screen shows (the layout, and the dialogs, popovers and
 * toasts Blueprint puts in portals of their own), including ones added meanwhile; gives back what it changed.
 */
function useInertOutside(host: HTMLElement): void {
  useEffect(() => {
    const changed = new Set<Element>();
    const mark = (el: Element) => {
      if (el === host || el.hasAttribute('inert') || el.tagName === 'SCRIPT') return;
      el.setAttribute('inert', '');
      el.setAttribute('aria-hidden', 'true');
      changed.add(el);
    };
    for (const el of Array.from(document.body.children)) mark(el);
    const observer = new MutationObserver((records) => {
      for (const r of records) for (const n of Array.from(r.addedNodes)) if (n instanceof Element) mark(n);
    });
    observer.observe(document.body, { childList: true });
    return () => {
      observer.disconnect();
      for (const el of changed) {
        el.removeAttribute('inert');
        el.removeAttribute('aria-hidden');
      }
    };
  }, [host]);
}

/**
 * The lock screen (/lock): over the kept-alive layout, which stays mounted but inert, so typed input and
 * requests in flight survive. Unlocks only with the lock password; a wrong one says 解锁密码错误,请重新输入, and
 * after MAX_UNLOCK_TRIES wrong ones the session logs out. A tab opened while locked, which no other tab could
 * give the lock password's hash, says so and offers 重新登录 instead of an unlock form.
 */
export function LockPage() {
  const [host] = useState(() => {
    const el = document.createElement('div');
    el.className = 'fc-lock-host';
    return el;
  });
  // The page under the lock gets its own title back on unlock.
  const [titleBefore] = useState(() => document.title);
  useEffect(() => {
    document.body.appendChild(host);
    return () => {
      host.remove();
      document.title = titleBefore;
    };
  }, [host, titleBefore]);
  useInertOutside(host);
  return createPortal(<LockScreen />, host);
}

function LockScreen() {
  const { t } = useTranslation();
  useDocumentTitle('route.lock');
  const actor = useSessionActor();
  const user = useSession((s) => s.context.profile?.user ?? null);
  const error = useSession((s) => s.context.error);
  const failures = useSession((s) => s.context.unlockFailures);
  const asking = useSession((s) => s.hasTag('lock:asking'));
  const noPeer = useSession((s) => s.hasTag('lock:noPeer'));
  const verifying = useSession((s) => s.hasTag('busy'));
  const [password, setPassword] = useState('');

  const submit = (e: FormEvent) => {
    e.preventDefault();
    if (verifying) return;
    actor.send({ type: 'session.unlock', password });
    setPassword('');
  };
  const logout = () => actor.send({ type: 'session.logout' });
  const name = user?.realName || user?.userName || '';

  return (
    <BlueprintRoot>
      <div className="fc-lock" role="dialog" aria-modal="true" aria-label={t('lock.lockedTitle')}>
        <Card className="fc-lock-card" elevation={3}>
          <div className="fc-avatar" aria-hidden="true">
            {name.slice(0, 1)}
          </div>
          <h2>{name}</h2>
          <p className="fc-muted">{t('lock.lockedTitle')}</p>
          {asking && (
            <div role="status" className="fc-muted">
              <Spinner size={16} /> {t('lock.askingPeers')}
            </div>
          )}
          {noPeer && (
            <>
              <Callout intent={Intent.WARNING} icon="warning-sign" role="alert" className="fc-lock-error">
                {t('lock.noPeer')}
              </Callout>
              <Button intent={Intent.PRIMARY} icon="log-in" text={t('lock.signInAgain')} onClick={logout} />
            </>
          )}
          {!asking && !noPeer && (
            <form onSubmit={submit} noValidate>
              {error && (
                <Callout intent={Intent.DANGER} icon="error" role="alert" className="fc-lock-error">
                  {'text' in error ? error.text : t(error.key)}
                  {failures > 0 && failures < MAX_UNLOCK_TRIES && <div>{t('lock.triesLeft', { count: MAX_UNLOCK_TRIES - failures })}</div>}
                </Callout>
              )}
              <PasswordField
                label={t('lock.password')}
                id="unlock-password"
                value={password}
                onValue={setPassword}
                placeholder={t('lock.unlockPlaceholder')}
                rightElement={<Button type="submit" intent={Intent.PRIMARY} icon="unlock" text={t('lock.unlock')} loading={verifying} />}
              />
            </form>
          )}
          {!noPeer && <Button variant="minimal" icon="log-out" text={t('lock.logout')} onClick={logout} />}
        </Card>
      </div>
    </BlueprintRoot>
  );
}
