import { useSyncExternalStore } from 'react';
import { useTranslation } from 'react-i18next';
import { Intent, ProgressBar } from '@blueprintjs/core';
import { progress } from '@services/http/progress';

/** A thin bar at the top that runs while any request is in flight (no spinner). */
export function RequestProgress() {
  const inFlight = useSyncExternalStore(progress.subscribe, () => progress.inFlight);
  const { t } = useTranslation();
  return (
    <div className="fc-request-progress" aria-hidden={inFlight === 0}>
      {inFlight > 0 && <ProgressBar intent={Intent.PRIMARY} animate stripes={false} aria-label={t('shell.requestProgress')} />}
    </div>
  );
}
