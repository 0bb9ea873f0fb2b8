// The `resources` namespace (labels of every endpoint family) is large: it loads with the shell, not with
// the login page, and registers itself on import.
import { i18next } from './i18n';
import { resourcesZh } from './locales/zh/resources';
import { resourcesEn } from './locales/en/resources';

if (!i18next.hasResourceBundle('zh', 'resources')) i18next.addResourceBundle('zh', 'resources', resourcesZh, true, true);
if (!i18next.hasResourceBundle('en', 'resources')) i18next.addResourceBundle('en', 'resources', resourcesEn, true, true);
