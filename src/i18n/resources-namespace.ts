// The `resources` namespace (labels of every endpoint family) is large: it loads with the shell, not with
// the login page.
import { registerLazyNamespace } from './i18n';
import { resourcesZh } from './locales/zh/resources';
import { resourcesEn } from './locales/en/resources';

registerLazyNamespace('resources', resourcesZh, resourcesEn);
