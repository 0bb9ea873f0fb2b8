// The `systemAdmin` namespace (texts of the system-administration screens: dictionaries, parameters, roles,
// users, menus, departments, regions, posts, clients) registers itself on import, with the shell.
import { registerLazyNamespace } from './i18n';
import { systemAdminZh } from './locales/zh/system-admin';
import { systemAdminEn } from './locales/en/system-admin';

export const SYSTEM_ADMIN_NS = 'systemAdmin';

/** Adds the namespace to i18next (again after a fresh initI18n in tests). */
export function registerSystemAdmin(): void {
  registerLazyNamespace(SYSTEM_ADMIN_NS, systemAdminZh, systemAdminEn);
}

registerSystemAdmin();
