/** State shared by the dashboard screens: the signed-in tenant and the period (initialised from the address). */
import { useMemo, useState } from 'react';
import { useSearchParams } from 'react-router-dom';
import { consoleConfig } from '@services/http/config';
import type { DayRange, SiteType } from '@services/api/dashboards/types';
import { SITE_TYPES } from '@services/api/dashboards/types';
import { useSession } from '@/components/session-context';
import { localDay, rangeFromQuery } from './range';

/** The signed-in tenant and whether it is the platform (tenant 000000 sees the platform dashboard). */
export function useTenant(): { tenantId: string; tenantName: string; isPlatform: boolean } {
  const tenantId = useSession((s) => s.context.profile?.user.tenantId ?? '');
  const tenantName = useSession((s) => s.context.profile?.user.tenantName ?? '');
  return { tenantId, tenantName, isPlatform: tenantId === consoleConfig.platformTenantId };
}

/** The period of a screen: from the address (from, to) when it names a valid one, else the last 30 days. */
export function useRange(): [DayRange, (r: DayRange) => void] {
  const [query] = useSearchParams();
  const initial = useMemo(() => rangeFromQuery(query, localDay(new Date())), [query]);
  return useState<DayRange>(initial);
}

/** The station type of a screen: from the address, else 1 (the platform's default, spec 000 §6). */
export function useSiteType(): [SiteType, (s: SiteType) => void] {
  const [query] = useSearchParams();
  const asked = query.get('siteType');
  return useState<SiteType>(SITE_TYPES.includes(asked as SiteType) ? (asked as SiteType) : '1');
}

/** A stable key of a range for requests. */
export const rangeKey = (r: DayRange) => `${r.from}~${r.to}`;
