import { useEffect, useState } from 'react';
import { tenantForDomain } from '@services/api/auth';
import { consoleConfig } from '@services/http/config';

/** The tenant the current domain belongs to (the tenant field is then hidden), or null. */
export function useDomainTenant(): { tenantId: string | null; resolved: boolean } {
  const [state, setState] = useState<{ tenantId: string | null; resolved: boolean }>({
    tenantId: null,
    resolved: !consoleConfig.tenantMode,
  });
  useEffect(() => {
    if (!consoleConfig.tenantMode) return;
    const ac = new AbortController();
    tenantForDomain(window.location.hostname, ac.signal)
      .then((tenantId) => setState({ tenantId, resolved: true }))
      .catch(() => {
        if (!ac.signal.aborted) setState({ tenantId: null, resolved: true });
      });
    return () => ac.abort();
  }, []);
  return state;
}
