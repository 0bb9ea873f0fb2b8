// Namespaces only the shell uses (menu names in English, themes): they load with the shell, not with the
// login page. zh menu names are the server's own; en translates them by menu code.
import { registerLazyNamespace } from './i18n';
import { menuEn } from './locales/en/menu';
import { themeZh } from './locales/zh/theme';
import { themeEn } from './locales/en/theme';

registerLazyNamespace('menu', {}, menuEn);
registerLazyNamespace('theme', themeZh, themeEn);
