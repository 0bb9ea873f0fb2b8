// The `money` namespace (texts of the money flow screens) loads with those screens and registers itself on import.
import { registerLazyNamespace } from './i18n';
import { moneyZh } from './locales/zh/money';
import { moneyEn } from './locales/en/money';

export const MONEY_NS = 'money';

/** Adds the namespace to i18next (again after a fresh initI18n in tests). */
export function registerMoney(): void {
  registerLazyNamespace(MONEY_NS, moneyZh, moneyEn);
}

registerMoney();
