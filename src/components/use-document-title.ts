import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';

/** Sets the window title to "<page> - <product>", following the language. */
export function useDocumentTitle(titleKey: string, plain?: string): void {
  const { t, i18n } = useTranslation();
  useEffect(() => {
    document.title = `${plain ?? t(titleKey)} - ${t('app.name')}`;
  }, [t, i18n.language, titleKey, plain]);
}
