// The `enterprise` namespace (texts of the company info, service-provider info and identity selection screens) loads with those screens and registers itself on import.
import { registerLazyNamespace } from './i18n';
import { enterpriseZh } from './locales/zh/enterprise';
import { enterpriseEn } from './locales/en/enterprise';

export const ENTERPRISE_NS = 'enterprise';

/** Adds the namespace to i18next (again after a fresh initI18n in tests). */
export function registerEnterprise(): void {
  registerLazyNamespace(ENTERPRISE_NS, enterpriseZh, enterpriseEn);
}

registerEnterprise();
