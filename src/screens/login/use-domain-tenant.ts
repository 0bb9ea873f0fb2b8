import { tenantForDomain } from '@services/api/auth';
import { consoleConfig } from '@services/http/config';
import { useRequest } from '@/components/use-request';

/**
 * The tenant the current domain belongs to (the tenant field is then hidden), or null. Read through the cache, so
 * the login page asks once per domain however often it is shown; a failed lookup shows the tenant field.
 */
export function useDomainTenant(): { tenantId: string | null; resolved: boolean } {
  const domain = window.location.hostname;
  const read = useRequest(consoleConfig.tenantMode ? ['tenant', 'info', domain] : null, (signal) => tenantForDomain(domain, signal));
  if (!consoleConfig.tenantMode) return { tenantId: null, resolved: true };
  if (read.status === 'done') return { tenantId: read.data, resolved: true };
  return { tenantId: null, resolved: read.status === 'failed' };
}
