import type { UserInfo } from '@services/api/types/session';
import { consoleConfig } from '@services/http/config';

/** One entry of the user dropdown that depends on the tenant: its label key and where it goes. */
export interface TenantEntry {
  labelKey: string;
  to: string;
}

/**
 * The supplier / service-provider / purchaser entries of the user dropdown (spec 000 §2, §6): supplier and
 * service-provider entries only for a top-level tenant other than the platform; the purchaser entry only for
 * a child tenant. Holding role type 1 or 2 shows 查看 for it and hides becoming the other.
 */
export function tenantEntries(user: Pick<UserInfo, 'tenantId' | 'parentTenantId'>, roleTypes: string[]): TenantEntry[] {
  const out: TenantEntry[] = [];
  const topLevel = user.parentTenantId === '' && user.tenantId !== consoleConfig.platformTenantId;
  if (topLevel) {
    const supplier = roleTypes.includes('1');
    const provider = roleTypes.includes('2');
    if (!provider) out.push({ labelKey: supplier ? 'shell.viewSupplier' : 'shell.becomeSupplier', to: '/compant/system/compant?type=1' });
    if (!supplier)
      out.push({ labelKey: provider ? 'shell.viewProvider' : 'shell.becomeProvider', to: '/compant/system/enterpriseInformation' });
  }
  if (user.parentTenantId !== '') {
    out.push({ labelKey: roleTypes.includes('3') ? 'shell.viewPurchaser' : 'shell.becomePurchaser', to: '/compant/system/compant?type=3' });
  }
  return out;
}
