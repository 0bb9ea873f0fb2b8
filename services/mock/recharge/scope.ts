/**
 * Where a direct recharge may be spent (spec 002 §7 "Recharge and staff": selectAndSubordinateById,
 * selectSiteByTenantIdList): the caller's company and its subordinate companies (the platform: every company), and
 * their stations. A recharge that names a company or a station outside that scope is refused.
 */
import { fail, ok } from '../envelope';
import type { Db } from '../db';
import type { AuthedContext } from '../route';
import { PLATFORM_TENANT } from '../routes/auth-routes';
import { str, table, type Row } from './store';

export const SCOPE_MSG = {
  outside: '只能选择本企业及下级企业',
  siteOutside: '所选油站不属于所选企业',
  noCompany: '请选择企业',
} as const;

/** The tenants a caller may recharge for: its own and those under it, at any depth (the platform: every company). */
export function subordinateTenants(db: Db, tenantId: string): Db['tenants'] {
  if (tenantId === PLATFORM_TENANT) return db.tenants.filter((t) => t.tenantId !== PLATFORM_TENANT);
  const out = db.tenants.filter((t) => t.tenantId === tenantId);
  for (let i = 0; i < out.length; i += 1) {
    const parent = out[i]!.tenantId;
    for (const t of db.tenants) if (t.parentTenantId === parent && !out.includes(t)) out.push(t);
  }
  return out;
}

/** A list parameter sent as an array or comma-joined. */
export function idList(v: unknown): string[] {
  const items = Array.isArray(v) ? v : typeof v === 'string' ? v.split(',') : [];
  return items.map((x) => str(x).trim()).filter(Boolean);
}

/** The stations of some tenants. */
const sitesOf = (db: Db, tenantIds: readonly string[]): Row[] => table(db, 'shell-site').filter((s) => tenantIds.includes(str(s.tenantId)));

/** GET selectAndSubordinateById?tenantName: the caller's company and its subordinates, by name. */
export function selectAndSubordinate(ctx: AuthedContext): Response {
  const name = str(ctx.params.tenantName).trim();
  const rows = subordinateTenants(ctx.db, ctx.session.tenant.tenantId)
    .filter((t) => !name || t.tenantName.includes(name))
    .map((t) => ({ tenantId: t.tenantId, tenantName: t.tenantName, parentTenantId: t.parentTenantId, tenantType: t.tenantType }));
  return ok(rows);
}

/** POST selectSiteByTenantIdList: the stations of the picked companies (each one the caller may recharge for). */
export function selectSites(ctx: AuthedContext): Response {
  const body = ctx.body && typeof ctx.body === 'object' && !Array.isArray(ctx.body) ? (ctx.body as Row) : {};
  const ids = idList(Array.isArray(ctx.body) ? ctx.body : (body.tenantIds ?? ctx.params.tenantIds));
  if (ids.length === 0) return fail(SCOPE_MSG.noCompany);
  const allowed = new Set(subordinateTenants(ctx.db, ctx.session.tenant.tenantId).map((t) => t.tenantId));
  if (ids.some((id) => !allowed.has(id))) return fail(SCOPE_MSG.outside);
  const names = new Map(ctx.db.tenants.map((t) => [t.tenantId, t.tenantName]));
  return ok(
    sitesOf(ctx.db, ids).map((s) => ({
      id: str(s.id),
      siteName: str(s.siteName),
      city: str(s.city),
      tenantId: str(s.tenantId),
      tenantName: names.get(str(s.tenantId)) ?? '',
    })),
  );
}

/** Why a recharge's companies and stations are refused, or null (none named: the caller's own company, any station). */
export function scopeProblem(ctx: AuthedContext, tenantIds: readonly string[], siteIds: readonly string[]): string | null {
  if (tenantIds.length === 0) return siteIds.length ? SCOPE_MSG.noCompany : null;
  const allowed = new Set(subordinateTenants(ctx.db, ctx.session.tenant.tenantId).map((t) => t.tenantId));
  if (tenantIds.some((id) => !allowed.has(id))) return SCOPE_MSG.outside;
  const sites = new Set(sitesOf(ctx.db, tenantIds).map((s) => str(s.id)));
  return siteIds.some((id) => !sites.has(id)) ? SCOPE_MSG.siteOutside : null;
}
