// The `shops` namespace (texts of the shop application screens) loads with those screens and registers itself on import.
import { registerLazyNamespace } from './i18n';
import { shopsZh } from './locales/zh/shops';
import { shopsEn } from './locales/en/shops';

export const SHOPS_NS = 'shops';

/** Adds the namespace to i18next (again after a fresh initI18n in tests). */
export function registerShops(): void {
  registerLazyNamespace(SHOPS_NS, shopsZh, shopsEn);
}

registerShops();
