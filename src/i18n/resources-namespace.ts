// The `resources` namespace (labels of every endpoint family) is large: it loads with the shell, not with
// the login page.
import { registerLazyNamespace } from './i18n';
import { resourcesZh } from '@services/resources/texts-zh';
import { resourcesEn } from '@services/resources/texts-en';

registerLazyNamespace('resources', resourcesZh, resourcesEn);
