// The `resources` namespace (labels of every endpoint family) is large: it loads with the shell, not with
// the login page, and registers itself on import (or once i18next is initialised).
import { i18next } from './i18n';
import { resourcesZh } from './locales/zh/resources';
import { resourcesEn } from './locales/en/resources';

function register(): void {
  if (!i18next.hasResourceBundle('zh', 'resources')) i18next.addResourceBundle('zh', 'resources', resourcesZh, true, true);
  if (!i18next.hasResourceBundle('en', 'resources')) i18next.addResourceBundle('en', 'resources', resourcesEn, true, true);
}

if (i18next.isInitialized) register();
else i18next.on('initialized', register);
