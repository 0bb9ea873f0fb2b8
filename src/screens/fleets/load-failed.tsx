/** A fleet read that failed: the title, the reason, and 重试 when the read can be made again. */
import { Button, Callout, Intent } from '@blueprintjs/core';
import { useTranslation } from 'react-i18next';
import { failureText } from '@/lib/display';

export function LoadFailed({ title, error, onRetry }: { title?: string; error: unknown; onRetry?: () => void }) {
  const { t } = useTranslation('fleet');
  return (
    <Callout intent={Intent.DANGER} title={title ?? t('list.loadFailed')}>
      <p>{failureText(error)}</p>
      {onRetry ? <Button text={t('list.retry')} onClick={onRetry} /> : null}
    </Callout>
  );
}
