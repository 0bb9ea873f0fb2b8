// Namespaces only the shell uses (menu names in English, themes): they load with the shell, not with the
// login page. zh menu names are the server's own; en translates them by menu code.
import { registerLazyNamespace } from './i18n';
import { menuEn } from './locales/en/menu';
import { resourcesEn } from '@services/resources/texts-en';
import { themeZh } from './locales/zh/theme';
import { themeEn } from './locales/en/theme';

/**
 * English menu names: the hand-written menus, plus the menus generated from the resource registry
 * (`area_<area>` groups and `res_<key>` entries, key with underscores) named like their areas and titles.
 */
export const MENU_EN: Record<string, string> = {
  ...Object.fromEntries(Object.entries(resourcesEn.area).map(([area, name]) => [`area_${area}`, name])),
  ...Object.fromEntries(Object.entries(resourcesEn.title).map(([key, name]) => [`res_${key.replace(/-/g, '_')}`, name])),
  ...menuEn,
};

registerLazyNamespace('menu', {}, MENU_EN);
registerLazyNamespace('theme', themeZh, themeEn);
