import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { Button, Callout, Card, FormGroup, InputGroup, Intent } from '@blueprintjs/core';
import { useSession, useSessionActor } from '@/app/session-context';
import { useDocumentTitle } from '@/app/use-document-title';
import { lockPasswordHash } from '@/shell/lock-hash';
import { BlueprintRoot } from '@/shell/blueprint-root';

/** /lock: unlocks only with the lock password; a wrong one says 解锁密码错误,请重新输入. */
export function LockPage() {
  const { t } = useTranslation();
  useDocumentTitle('route.lock');
  const actor = useSessionActor();
  const user = useSession((s) => s.context.profile?.user ?? null);
  const error = useSession((s) => s.context.error);
  const [password, setPassword] = useState('');

  const submit = (e: FormEvent) => {
    e.preventDefault();
    actor.send({ type: 'session.unlock', lockHash: lockPasswordHash(password) });
    setPassword('');
  };
  const name = user?.realName || user?.userName || '';

  return (
    <BlueprintRoot>
    <div className="fc-lock">
      <Card className="fc-lock-card" elevation={3}>
        <div className="fc-avatar" aria-hidden="true">{name.slice(0, 1)}</div>
        <h2>{name}</h2>
        <p className="fc-muted">{t('lock.lockedTitle')}</p>
        <form onSubmit={submit} noValidate>
          {error && (
            <Callout intent={Intent.DANGER} icon="error" role="alert" className="fc-lock-error">
              {'text' in error ? error.text : t(error.key)}
            </Callout>
          )}
          <FormGroup label={t('lock.password')} labelFor="unlock-password">
            <InputGroup
              id="unlock-password"
              type="password"
              autoFocus
              value={password}
              onChange={(e) => setPassword(e.target.value)}
              placeholder={t('lock.unlockPlaceholder')}
              rightElement={<Button type="submit" intent={Intent.PRIMARY} icon="unlock" text={t('lock.unlock')} />}
            />
          </FormGroup>
        </form>
        <Button variant="minimal" icon="log-out" text={t('lock.logout')} onClick={() => actor.send({ type: 'session.logout' })} />
      </Card>
    </div>
    </BlueprintRoot>
  );
}
