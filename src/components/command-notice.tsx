/**
 * What a write run from its own button (`Command.run`: a code sent, a code checked, an upload, a registration) has to
 * tell the user in place, without a dialog: its refusal with the server's words, the check after a lost answer, and
 * what the check found — a new submission offered only after saying plainly that nothing was found.
 */
import { Button, Callout, Intent, Spinner } from '@blueprintjs/core';
import { useTranslation } from 'react-i18next';
import { consoleConfig } from '@services/http/config';
import type { Command } from './use-command';
import './components.css';

export function CommandNotice<P>({
  command,
  failedText,
  notFoundText,
  className,
}: {
  command: Command<P>;
  /** What a refusal says when the server gave no message of its own (else the kit's 操作失败). */
  failedText?: string;
  /**
   * What an empty check says, for a write whose effect no query can show (a code sent, a file uploaded): where to
   * look before doing it again; such a write offers no new check, only doing it again. Else the kit's "nothing
   * found, check the records first".
   */
  notFoundText?: string;
  className?: string;
}) {
  const { t } = useTranslation();
  const { step } = command;
  if (step === 'checking') {
    return (
      <Callout intent={Intent.WARNING} icon={<Spinner size={16} />} role="status" className={className}>
        {t('command.checking')}
      </Callout>
    );
  }
  if (step === 'failed') {
    return (
      <Callout intent={Intent.DANGER} role="alert" className={className}>
        {command.serverMessage ?? failedText ?? t('command.failed')}
      </Callout>
    );
  }
  if (step !== 'notFound' && step !== 'verifyFailed') return null;
  const found = step === 'notFound';
  return (
    <Callout intent={found ? Intent.WARNING : Intent.DANGER} role="alert" className={className}>
      <div>{found && notFoundText ? notFoundText : t(command.error ?? 'command.verifyFailed')}</div>
      {command.serverMessage ? <div>{command.serverMessage}</div> : null}
      {found && consoleConfig.idempotencyHonoured ? <div>{t('command.sameKey')}</div> : null}
      <div className="fc-row fc-space-above">
        {found && notFoundText ? null : <Button size="small" text={t('command.checkAgain')} onClick={command.verify} />}
        {found ? <Button size="small" intent={Intent.PRIMARY} text={t('command.submitAgain')} onClick={command.resubmit} /> : null}
      </div>
    </Callout>
  );
}
