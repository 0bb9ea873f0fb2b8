// The `resourceUi` namespace (texts of the generic resource screens) loads with those screens and registers
// itself on import, like resources-namespace.ts.
import { i18next } from './i18n';
import { resourceUiZh } from './locales/zh/resource-ui';
import { resourceUiEn } from './locales/en/resource-ui';

export const RESOURCE_UI_NS = 'resourceUi';

/** Adds the namespace to i18next (again after a fresh initI18n in tests). */
export function registerResourceUi(): void {
  if (!i18next.isInitialized || typeof i18next.hasResourceBundle !== 'function') {
    i18next.on('initialized', registerResourceUi);
    return;
  }
  if (!i18next.hasResourceBundle('zh', RESOURCE_UI_NS)) i18next.addResourceBundle('zh', RESOURCE_UI_NS, resourceUiZh, true, true);
  if (!i18next.hasResourceBundle('en', RESOURCE_UI_NS)) i18next.addResourceBundle('en', RESOURCE_UI_NS, resourceUiEn, true, true);
}

registerResourceUi();
