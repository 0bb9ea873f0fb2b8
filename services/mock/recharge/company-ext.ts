/**
 * The company extension list (spec 002 §6, §7: GET /api/shell/companyext/list with count, size and an optional
 * companyId): `count` is the page asked for; the platform (000000) sends no companyId and sees every company's rows,
 * a company sees its own only, whatever it sends.
 */
import { ok, paginate } from '../envelope';
import type { Db } from '../db';
import type { AuthedContext } from '../route';
import { PLATFORM_TENANT } from '../routes/auth-routes';
import { str, table, type Row } from './store';

/** The rows, each of a company of the world (made consistent once: company id, name and tenant). */
function extRows(db: Db): Row[] {
  const rows = table(db, 'company-ext');
  const companies = db.tenants.filter((t) => t.tenantId !== PLATFORM_TENANT);
  if (companies.length === 0 || rows.every((r) => companies.some((c) => c.tenantId === str(r.companyId)))) return rows;
  rows.forEach((r, i) => {
    const c = companies[i % companies.length]!;
    Object.assign(r, { companyId: c.tenantId, companyName: c.tenantName, tenantId: c.tenantId });
  });
  return rows;
}

export function companyExtList(ctx: AuthedContext): Response {
  const own = ctx.session.tenant.tenantId;
  const asked = str(ctx.params.companyId).trim();
  const companyId = own === PLATFORM_TENANT ? asked : own;
  const rows = extRows(ctx.db).filter((r) => !companyId || str(r.companyId) === companyId);
  const query = new URLSearchParams({ size: str(ctx.params.size) || '10', current: str(ctx.params.count) || '1' });
  return ok(paginate(rows, query));
}
