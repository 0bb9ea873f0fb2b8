// The `recharge` namespace (texts of the recharge centre and batch purchasing screens) loads with those screens and registers itself on import.
import { registerLazyNamespace } from './i18n';
import { rechargeZh } from './locales/zh/recharge';
import { rechargeEn } from './locales/en/recharge';

export const RECHARGE_NS = 'recharge';

/** Adds the namespace to i18next (again after a fresh initI18n in tests). */
export function registerRecharge(): void {
  registerLazyNamespace(RECHARGE_NS, rechargeZh, rechargeEn);
}

registerRecharge();
