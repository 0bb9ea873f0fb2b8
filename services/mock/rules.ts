/**
 * The access rules of the simulated backend, one module for every family (docs/security.md "What the simulator
 * enforces"):
 * - tenant scope: the platform tenant (000000) sees every tenant's records, any other tenant its own only (the
 *   spec gives a parent tenant no view of its children's records, so none has it); a record without a tenant id
 *   is the platform's, as BladeX stores it;
 * - role permission: a family answers only a caller whose role holds the family's button permission
 *   (`<prefix>_view` to read, `_add`, `_edit`, `_delete` or `_<action>` to write), else HTTP 403; reads, and the
 *   hand-written endpoints of the flow families, also answer a role granted another family of the same area;
 * - seeded ownership: the demo world's seeded records are all stamped with the platform tenant, so on first use a
 *   family's seeded records are dealt out to the tenants whose roles may read the family, so every demo company
 *   owns some of the records its screens list.
 */
import { HttpResponse } from 'msw';
import type { ActionDefinition, OperationName, ResourceDefinition } from '@services/resources/types';
import { RESOURCES } from '@services/resources/registry';
import type { ButtonPermission } from '@services/api/approvals/duties';
import { tableOf, type Db, type RoleRow } from './db';
import { protectedRoute, type AuthedContext, type RouteDefinition, type RouteMethod } from './route';
import { PLATFORM_TENANT } from './routes/auth-routes';
import { ADMIN_ROLE_ALIAS, visibleMenus } from './routes/system-routes';

type Row = Record<string, unknown>;

const str = (v: unknown) => (v === null || v === undefined ? '' : String(v));

/** BladeX's answer to a caller whose role lacks the permission (ResultCode.REQ_REJECT). */
export const MSG_REQ_REJECT = '请求被拒绝';

/** The answer to a record the caller's tenant cannot see: BladeX's tenant filter hides it, so it reads as absent. */
export const MSG_NOT_FOUND = '数据不存在';

/** The tenant a record belongs to: its tenant id, or the platform when it has none. */
export const tenantOfRow = (tenantId: unknown) => str(tenantId) || PLATFORM_TENANT;

/** Whether the caller's tenant may see a record of `tenantId`: the platform sees every tenant, a company its own. */
export function tenantMaySee(ctx: AuthedContext, tenantId: unknown): boolean {
  const own = ctx.session.tenant.tenantId;
  return own === PLATFORM_TENANT || tenantOfRow(tenantId) === own;
}

/** The rows the caller's tenant may see. */
export function visibleRows<T extends { tenantId?: unknown }>(ctx: AuthedContext, rows: readonly T[]): T[] {
  return rows.filter((r) => tenantMaySee(ctx, r.tenantId));
}

/** Whether a role holds a button code (`<prefix>_<verb>`) in its granted menus. */
export function roleHolds(db: Db, role: RoleRow, code: string): boolean {
  return visibleMenus(db, role).some((m) => m.category === 2 && m.code === code);
}

/** Whether a role is granted a page (a menu of that code) or its view button (`<code>_view`). */
export function holdsPage(db: Db, role: RoleRow, code: string): boolean {
  return visibleMenus(db, role).some((m) => m.code === code || m.code === `${code}_view`);
}

/** Whether the caller's current role has a button permission (the button map the console reads). */
export const roleMay = (ctx: AuthedContext, p: ButtonPermission): boolean =>
  roleHolds(ctx.db, ctx.session.role, `${p.permission}_${p.verb}`);

/** An answer body (the BladeX envelope) before it becomes a Response. */
export interface Answer {
  code: number;
  success: boolean;
  data: unknown;
  msg: string;
}

/** HTTP 403 {code: 403, msg}: the caller may not do this at all (permission, tenant, maker = checker). */
export const forbidden = (msg: string): Answer => ({ code: 403, success: false, data: null, msg });

/** The HTTP status of an answer: 403 for a forbidden one, else 200 (BladeX R.fail). */
export const respond = (a: Answer) => HttpResponse.json(a, { status: a.code === 403 ? 403 : 200 });

/** The verb of a family's permission an operation needs. */
export type FamilyVerb = 'view' | 'add' | 'edit' | 'delete' | (string & {});

/**
 * Families every signed-in user may read, each answering only the caller's own tenant: the dictionaries, regions and
 * departments behind every form's choices, the notices of the header's bell, and the company figures of 数据看板 (a
 * page everyone has).
 */
export const OPEN_READS: ReadonlySet<string> = new Set(['dict', 'dict-biz', 'region', 'dept', 'notice', 'front-page', 'staff-consumer']);

/** Whether the caller's role may read some family of an area (holds its `<prefix>_view`). */
function areaMay(ctx: AuthedContext, area: string): boolean {
  const granted = new Set(visibleMenus(ctx.db, ctx.session.role).map((m) => m.code));
  return RESOURCES.some((d) => d.area === area && granted.has(`${d.permission}_view`));
}

/**
 * Whether the caller's role may use a family's `<prefix>_<verb>`: the administrator always; anyone else holding
 * that button. A read (`view`) is also allowed to a role that may read another family of the same area, since a
 * screen reads its sibling families to fill its choices and drill-downs; so is anything asked of a family's
 * hand-written endpoints (`shared`), which several screens of the area call under their own button codes.
 */
export function familyMay(
  ctx: AuthedContext,
  def: Pick<ResourceDefinition, 'key' | 'permission' | 'area' | 'readers'>,
  verb: FamilyVerb,
  shared = false,
): boolean {
  if (ctx.session.role.roleAlias === ADMIN_ROLE_ALIAS) return true;
  if (verb === 'view' && OPEN_READS.has(def.key)) return true;
  if (roleMay(ctx, { permission: def.permission, verb })) return true;
  // a role granted a family's page may read what the page lists
  if (verb === 'view' && holdsPage(ctx.db, ctx.session.role, def.permission)) return true;
  if (verb === 'view' && def.readers?.some((page) => holdsPage(ctx.db, ctx.session.role, page))) return true;
  if (verb === 'view' && !ctx.db.menus.some((m) => m.code === `${def.permission}_view`)) {
    // a family whose menu has no view button (its screen only lists): any of its buttons lets the role read it
    if (visibleMenus(ctx.db, ctx.session.role).some((m) => m.category === 2 && m.code.startsWith(`${def.permission}_`))) return true;
  }
  return (verb === 'view' || shared) && areaMay(ctx, def.area);
}

/** Null when the caller's role may use the family's `<prefix>_<verb>` (familyMay), else the HTTP 403 answer. */
export function familyRefusal(
  ctx: AuthedContext,
  def: Pick<ResourceDefinition, 'key' | 'permission' | 'area' | 'readers'>,
  verb: FamilyVerb,
  shared = false,
): Response | null {
  return familyMay(ctx, def, verb, shared) ? null : respond(forbidden(MSG_REQ_REJECT));
}

const bodyId = (body: unknown) =>
  body && typeof body === 'object' && !Array.isArray(body) && !(body instanceof FormData) ? str((body as Row).id) : '';

/**
 * The permission verb an operation needs: reads `view`, removal `delete`, save `add`, update `edit`, and a
 * submit `edit` when its body names a record, `add` when it does not.
 */
export function verbOf(ctx: AuthedContext, name: OperationName): FamilyVerb {
  if (name === 'remove') return 'delete';
  if (name === 'save') return 'add';
  if (name === 'update') return 'edit';
  if (name === 'submit') return bodyId(ctx.body) ? 'edit' : 'add';
  return 'view';
}

/** The permission verb of a custom action: a read (not an export) needs `view`, anything else its own name. */
export const actionVerb = (action: Pick<ActionDefinition, 'name' | 'read' | 'download'>): FamilyVerb =>
  action.read && !action.download ? 'view' : action.name;

const mswPath = (path: string) => path.replace(/\{(\w+)\}/g, ':$1');

/**
 * A hand-written handler of a registry path, guarded: the caller's role must hold the permission of the family
 * operation or action the path belongs to, or read some family of its area (familyMay, `shared`); a path the
 * registry does not name is answered as it is.
 */
export function guarded(method: string, path: string, handle: (ctx: AuthedContext) => Response): (ctx: AuthedContext) => Response {
  const owners = registryPaths().get(`${method.toUpperCase()} ${path}`);
  if (!owners) return handle;
  // a path several families name (the history of a process) is open to a role that may use any of them
  return (ctx) => (owners.some(({ def, verb }) => familyMay(ctx, def, verb(ctx), true)) ? handle(ctx) : respond(forbidden(MSG_REQ_REJECT)));
}

type PathOwner = { def: ResourceDefinition; verb: (ctx: AuthedContext) => FamilyVerb };
let byPath: Map<string, PathOwner[]> | null = null;

/** Every registry operation and action by `METHOD path` (msw syntax), with the families that name it; made once. */
function registryPaths(): Map<string, PathOwner[]> {
  if (byPath) return byPath;
  const map = new Map<string, PathOwner[]>();
  const put = (method: string, path: string, owner: PathOwner) => {
    const key = `${method.toUpperCase()} ${mswPath(path)}`;
    map.set(key, [...(map.get(key) ?? []), owner]);
  };
  for (const def of RESOURCES) {
    for (const [name, op] of Object.entries(def.operations) as Array<[OperationName, { method: string; path: string } | undefined]>)
      if (op) put(op.method, op.path, { def, verb: (ctx) => verbOf(ctx, name) });
    for (const action of def.actions) put(action.method, action.path, { def, verb: () => actionVerb(action) });
  }
  byPath = map;
  return map;
}

/** A protected route of a registry path whose handler is guarded by the family's permission (guarded). */
export const guardedRoute = (method: RouteMethod, path: string, handle: (ctx: AuthedContext) => Response): RouteDefinition =>
  protectedRoute(method, path, guarded(method, path, handle));

const OWNED = 'rules:owned';

/**
 * Deals the seeded records of a table out to the tenants whose roles may read the family (its permission or a reader's, once per table): a
 * record still stamped with the platform tenant goes to the platform or to one such company, chosen by its id. A table
 * no company may read stays the platform's. Records that already name a company are kept as they are.
 */
export function ownSeededRows(
  db: Db,
  key: string,
  rows: readonly Row[],
  def: Pick<ResourceDefinition, 'permission' | 'readers'>,
  /** The tenant of the record a row refers to ('' when none or the platform's). */
  referredTenant?: (row: Row) => string,
): void {
  const marks = tableOf(db, OWNED);
  if (marks.some((m) => m.key === key)) return;
  marks.push({ key });
  const code = `${def.permission}_view`;
  const reads = (r: RoleRow) => roleHolds(db, r, code) || (def.readers ?? []).some((page) => holdsPage(db, r, page));
  const companies = db.tenants
    .map((t) => t.tenantId)
    .filter((id) => id !== PLATFORM_TENANT && db.roles.some((r) => r.tenantId === id && reads(r)));
  if (companies.length === 0) return;
  const owners = [PLATFORM_TENANT, ...companies];
  for (const row of rows) {
    if (tenantOfRow(row.tenantId) !== PLATFORM_TENANT) continue;
    // a record that refers to a company's record (a fleet's member, an account's flow) is that company's
    const referred = tenantOfRow(referredTenant?.(row));
    const owner = referred !== PLATFORM_TENANT ? referred : owners[spread(str(row.id)) % owners.length]!;
    row.tenantId = owner;
    if (owner !== PLATFORM_TENANT) nameAfterOwner(db, row, owner);
  }
}

/**
 * A record dealt to a company names that company where it names its owner: its tenant and company name (and the
 * account or ledger named after it), its company id. A counterparty (supplier, station, fleet) stays as it is.
 */
export function nameAfterOwner(db: Db, row: Row, tenantId: string): void {
  const name = db.tenants.find((t) => t.tenantId === tenantId)?.tenantName;
  if (!name) return;
  const before = str(row.companyName || row.tenantName);
  if ('tenantName' in row) row.tenantName = name;
  if ('companyName' in row) row.companyName = name;
  if ('companyId' in row) row.companyId = tenantId;
  // an account is named after who holds it: its merchant or fleet where it has one, else the company
  const holder = str(row.merchantName) || str(row.fleetName) || name;
  for (const field of ['accountName', 'bookName', 'bankAccountName']) {
    const v = str(row[field]);
    if (!v || v.startsWith(holder)) continue;
    if (before && v.startsWith(before)) row[field] = `${holder}${v.slice(before.length)}`;
    // named after another company: the holder's, told apart by the last digits of its card
    else if (/公司/.test(v)) row[field] = `${holder}${v.replace(/^.*?公司/, '')}（尾号${str(row.bankCardNumber || row.id).slice(-4)}）`;
  }
}

/** A well-spread number of a record id (FNV-1a), so the dealing does not follow any pattern of the seeded rows. */
function spread(text: string): number {
  let h = 2166136261;
  for (const c of text) h = Math.imul(h ^ c.charCodeAt(0), 16777619);
  return h >>> 0;
}
