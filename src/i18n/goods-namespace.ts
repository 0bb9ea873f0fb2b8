// The `goods` namespace (texts of the goods library screens) loads with those screens and registers itself on import.
import { registerLazyNamespace } from './i18n';
import { goodsZh } from './locales/zh/goods';
import { goodsEn } from './locales/en/goods';

export const GOODS_NS = 'goods';

/** Adds the namespace to i18next (again after a fresh initI18n in tests). */
export function registerGoods(): void {
  registerLazyNamespace(GOODS_NS, goodsZh, goodsEn);
}

registerGoods();
