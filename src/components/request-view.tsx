/** The body of one request: a spinner while it loads, the failure (with retry when offered), then the data. */
import { Button, Callout, Intent, Spinner } from '@blueprintjs/core';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import type { RequestState } from './use-request';

export function RequestView<T>({
  state,
  children,
  onRetry,
}: {
  state: RequestState<T>;
  children: (data: T) => ReactNode;
  onRetry?: () => void;
}) {
  const { t } = useTranslation();
  if (state.status === 'loading') return <Spinner size={32} aria-label={t('kit.loading')} />;
  if (state.status === 'failed') {
    const msg = (state.error as { serverMessage?: string } | null)?.serverMessage;
    return (
      <Callout intent={Intent.DANGER} title={t('kit.loadFailed')}>
        {msg ? <p>{msg}</p> : null}
        {onRetry ? <Button text={t('kit.retry')} onClick={onRetry} /> : null}
      </Callout>
    );
  }
  return <>{children(state.data)}</>;
}
