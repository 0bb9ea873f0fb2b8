import { useTranslation } from 'react-i18next';
import { NonIdealState } from '@blueprintjs/core';
import { useDocumentTitle } from '@/components/use-document-title';

/** A page of the route table whose screen arrives in a later release: its title and a clear note. */
export function PendingPage({ titleKey }: { titleKey: string }) {
  const { t } = useTranslation();
  useDocumentTitle(titleKey);
  return <NonIdealState icon="build" title={t(titleKey)} description={t('error.pending')} />;
}
