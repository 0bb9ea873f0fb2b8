import { useTranslation } from 'react-i18next';
import { NonIdealState } from '@blueprintjs/core';
import { useDocumentTitle } from '@/app/use-document-title';

/** /myiframe/:routerPath: external menu pages open here inside the navigation frame. */
export function IframePage() {
  const { t } = useTranslation();
  useDocumentTitle('route.iframe');
  return <NonIdealState icon="globe" title={t('route.iframe')} description={t('error.iframePending')} />;
}
