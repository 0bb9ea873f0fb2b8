/**
 * The tenant scope of the fleet families (services/mock/rules.ts): a fleet belongs to its own tenant, and every
 * record that names a fleet (members, cards, accounts, flows, combos, settlements, divides, station bindings)
 * belongs to that fleet's tenant, so a company sees the whole of its fleets and nothing of another company's.
 */
import type { Db } from '../db';
import type { AuthedContext } from '../route';
import { tenantMaySee, tenantOfRow } from '../rules';
import { str, table, type Row } from './world';

/** The tenant of each fleet, by fleet id. */
const fleetTenants = (db: Db) => new Map(table(db, 'fleet').map((f) => [str(f.id), tenantOfRow(f.tenantId)]));

/** The rows of a fleet family the caller's tenant may see. */
export function visibleFleetRows(ctx: AuthedContext, rows: readonly Row[]): Row[] {
  const byFleet = fleetTenants(ctx.db);
  return rows.filter((r) => tenantMaySee(ctx, byFleet.get(str(r.fleetId)) ?? r.tenantId));
}

/** Whether the caller's tenant may see one record of a fleet family. */
export const fleetRowVisible = (ctx: AuthedContext, row: Row | undefined): row is Row =>
  row !== undefined && visibleFleetRows(ctx, [row]).length === 1;
