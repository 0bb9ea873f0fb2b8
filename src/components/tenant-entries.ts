/**
 * The company entries of the user menu (spec 000 §2 "User dropdown") and the identity they open: which entries a user
 * has, and the role type the session keeps for the enterprise info pages (spec 000 §2: "chosen by a role-type value
 * of 1 or 3 kept in the session"), never taken from the address. The user menu and identity selection keep it before
 * opening the page; the page reads it. Kept in this tab's session storage (services/storage), cleared on logout.
 */
import type { UserInfo } from '@services/api/types/session';
import type { RoleType } from '@services/api/types/role-type';
import { consoleConfig } from '@services/http/config';
import { sessionStore } from '@services/storage/session-store';

/** The enterprise info pages (spec 000 §2): supplier or purchaser info, service-provider info, identity selection. */
export const ENTERPRISE_PATHS = {
  company: '/compant/system/compant',
  provider: '/compant/system/enterpriseInformation',
  identity: '/compant/system/identitysel',
} as const;

/** The page that shows an identity: the provider's its own, the supplier's and purchaser's the company page. */
export const pageOfRoleType = (type: RoleType): string => (type === '2' ? ENTERPRISE_PATHS.provider : ENTERPRISE_PATHS.company);

/**
 * One entry of the user dropdown that depends on the tenant: its label key, the identity it opens (kept as the
 * session's role type before going there, spec 000 §2 — never put in the address) and the page that shows it.
 */
export interface TenantEntry {
  labelKey: string;
  roleType: RoleType;
  to: string;
  /** True when the company holds the identity (查看), false when it may apply for it (成为). */
  held: boolean;
}

const entry = (roleType: RoleType, held: boolean, view: string, become: string): TenantEntry => ({
  labelKey: held ? view : become,
  roleType,
  to: pageOfRoleType(roleType),
  held,
});

/**
 * The supplier / service-provider / purchaser entries of the user dropdown (spec 000 §2, §6): supplier and
 * service-provider entries only for a top-level tenant other than the platform; the purchaser entry only for
 * a child tenant. Holding role type 1 or 2 shows 查看 for it and hides becoming the other.
 */
export function tenantEntries(user: Pick<UserInfo, 'tenantId' | 'parentTenantId'>, roleTypes: readonly string[]): TenantEntry[] {
  const out: TenantEntry[] = [];
  const topLevel = user.parentTenantId === '' && user.tenantId !== consoleConfig.platformTenantId;
  if (topLevel) {
    const supplier = roleTypes.includes('1');
    const provider = roleTypes.includes('2');
    if (!provider) out.push(entry('1', supplier, 'shell.viewSupplier', 'shell.becomeSupplier'));
    if (!supplier) out.push(entry('2', provider, 'shell.viewProvider', 'shell.becomeProvider'));
  }
  if (user.parentTenantId !== '') out.push(entry('3', roleTypes.includes('3'), 'shell.viewPurchaser', 'shell.becomePurchaser'));
  return out;
}

/** Keeps the identity the next enterprise info page shows. */
export function keepRoleType(type: RoleType): void {
  sessionStore.saveRoleType(type);
}

/** The kept identity, or null when none was chosen in this session. */
export function keptRoleType(): RoleType | null {
  return sessionStore.readRoleType();
}

/** Opens a tenant entry of the user menu: keeps its identity, then goes to the page that shows it. */
export function openTenantEntry(entry: Pick<TenantEntry, 'roleType' | 'to'>, navigate: (to: string) => void): void {
  keepRoleType(entry.roleType);
  navigate(entry.to);
}
