/**
 * /test/index (spec 000 §2: "exists for mock use only"): in demo mode, what the simulated backend answering /api is
 * and which of its controls the demo panel offers. Outside demo mode the route is closed (src/screens/test-page/pages.tsx).
 */
import '@/i18n/test-page-namespace';
import { Callout, Classes, H3 } from '@blueprintjs/core';
import { useTranslation } from 'react-i18next';
import '@/components/components.css';

const ITEMS = ['latency', 'failureRate', 'oneShot', 'rules', 'session', 'data'] as const;

export function TestIndexPage() {
  const { t } = useTranslation('testPage');
  return (
    <section aria-label={t('title')} className="fc-page fc-stack">
      <H3>{t('title')}</H3>
      <Callout>{t('intro')}</Callout>
      <h4 className={Classes.HEADING}>{t('controls')}</h4>
      <ul aria-label={t('controls')}>
        {ITEMS.map((k) => (
          <li key={k}>{t(`items.${k}`)}</li>
        ))}
      </ul>
      <p className={Classes.TEXT_MUTED}>{t('how')}</p>
    </section>
  );
}
