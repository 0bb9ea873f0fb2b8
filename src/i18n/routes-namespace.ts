// The `routes` namespace (titles of the spec's routes) loads with the shell, not with the login page.
import { registerLazyNamespace } from './i18n';
import { routesZh } from './locales/zh/routes';
import { routesEn } from './locales/en/routes';

registerLazyNamespace('routes', routesZh, routesEn);
