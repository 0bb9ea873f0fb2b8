/**
 * The company extension list (/tenants/company-ext; spec 002 §6, §7): the registry's list over its own call, which
 * sends `count` (the page) and `size`, and `companyId` — the one searched for, else the caller's company — except
 * the root tenant 000000, for which it sends none.
 */
import { useMemo } from 'react';
import * as api from '@services/api/recharge/calls';
import { requireResource } from '@services/resources/registry';
import { useSession } from '@/components/session-context';
import { ResourceListPage } from '@/screens/resource/resource-list-page';
import type { ScreenSlots } from '@/screens/resource/screen-slots';

const FAMILY = requireResource('company-ext');

export function CompanyExtPage() {
  const tenantId = useSession((s) => s.context.grant?.tenantId) ?? '';
  const slots = useMemo<ScreenSlots>(
    () => ({
      key: ['company-ext', 'count', tenantId],
      load: (query, signal) => {
        const searched = typeof query.filters.companyId === 'string' ? query.filters.companyId.trim() : '';
        return api.companyExtPage(query, searched || tenantId, signal);
      },
    }),
    [tenantId],
  );
  return <ResourceListPage definition={FAMILY} slots={slots} />;
}
