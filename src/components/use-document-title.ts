import { createContext, useContext, useEffect } from 'react';
import { useTranslation } from 'react-i18next';

/**
 * The title of the tab a page is shown in (set by the main layout): the window title then follows the tab, so a
 * page that is a menu item is called by its menu name in the window title as in its tab.
 */
export const TabTitleContext = createContext<string | null>(null);

/** Sets the window title to "<page> - <product>", following the language (and the tab's title inside a tab). */
export function useDocumentTitle(titleKey: string, plain?: string): void {
  const { t, i18n } = useTranslation();
  const tabTitle = useContext(TabTitleContext);
  // biome-ignore lint/correctness/useExhaustiveDependencies: the title is written again when the language changes
  useEffect(() => {
    document.title = `${tabTitle ?? plain ?? t(titleKey)} - ${t('app.name')}`;
  }, [t, i18n.language, titleKey, plain, tabTitle]);
}
