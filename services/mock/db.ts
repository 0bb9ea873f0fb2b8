/**
 * The simulator's in-memory database: plain JSON-serialisable tables, so the whole db can be written to
 * browser storage as one document. Ids are 19-digit strings like BladeX snowflake ids.
 */

/** Tenant type: '' platform, '1' supplier, '2' service provider, '3' purchaser. */
export type TenantType = '' | '1' | '2' | '3';

export interface TenantRow {
  id: string;
  tenantId: string;
  tenantName: string;
  domain: string;
  tenantType: TenantType;
  /** '' for a top-level tenant. */
  parentTenantId: string;
  linkman: string;
  contactNumber: string;
  address: string;
  accountNumber: number;
  expireTime: string;
  status: number;
  createTime: string;
}

export interface DeptRow {
  id: string;
  tenantId: string;
  /** '0' for a tenant's root department (the company). */
  parentId: string;
  deptName: string;
  fullName: string;
  /** 1 company, 2 department. */
  deptCategory: number;
  sort: number;
  remark: string;
}

export interface RoleRow {
  id: string;
  tenantId: string;
  parentId: string;
  roleName: string;
  roleAlias: string;
  sort: number;
  /** Granted menu and button ids (ancestors of every grant included). */
  menuIds: string[];
}

export interface UserRow {
  id: string;
  tenantId: string;
  account: string;
  /** md5 hex of the password as typed. */
  password: string;
  name: string;
  realName: string;
  avatar: string;
  email: string;
  phone: string;
  /** 1 male, 2 female. */
  sex: number;
  birthday: string;
  roleIds: string[];
  deptIds: string[];
  postIds: string[];
  oauthId: string;
  status: number;
  createTime: string;
}

export interface MenuRow {
  id: string;
  /** '0' for a top-level item. */
  parentId: string;
  code: string;
  name: string;
  alias: string;
  path: string;
  /** Blueprint icon name. */
  source: string;
  sort: number;
  /** 1 menu, 2 button. */
  category: 1 | 2;
  action: number;
  isOpen: number;
  remark: string;
  i18n?: string;
  keepAlive?: boolean;
  /** Role aliases allowed to see the item (client-side filter). */
  roles?: string[];
}

export interface TopMenuRow {
  id: string;
  tenantId: string;
  code: string;
  name: string;
  source: string;
  sort: number;
  /** Top-level menu ids shown under this top menu. */
  menuIds: string[];
}

export interface CaptchaRow {
  key: string;
  code: string;
  expiresAt: number;
}

export interface TokenRow {
  token: string;
  /** All tokens of one login (through its refreshes) share a session id. */
  sessionId: string;
  userId: string;
  tenantId: string;
  roleId: string;
  deptId: string;
  issuedAt: number;
  expiresAt: number;
}

export interface Db {
  meta: {
    /** Seed the db was built from. */
    seed: number;
    /** Monotonic counter for new ids, tokens and captcha keys. */
    sequence: number;
    /**
     * Ms added to the seed's fixed dates (seed.ts dateShiftFor), so seeded records are dated relative to the
     * simulator's today; absent (0) keeps the seed's own dates.
     */
    dateShift?: number;
  };
  tenants: TenantRow[];
  depts: DeptRow[];
  roles: RoleRow[];
  users: UserRow[];
  menus: MenuRow[];
  topMenus: TopMenuRow[];
  captchas: CaptchaRow[];
  accessTokens: TokenRow[];
  refreshTokens: TokenRow[];
  /** Generic tables for the resource registry's CRUD families, by resource key. */
  resources: Record<string, Array<Record<string, unknown>>>;
}

/** A generic table of the db, created with `initial` rows (none unless given) the first time it is used. */
export function tableOf(db: Db, key: string, initial: () => Array<Record<string, unknown>> = () => []): Array<Record<string, unknown>> {
  const existing = db.resources[key];
  if (existing) return existing;
  const created = initial();
  db.resources[key] = created;
  return created;
}

/** Returns the next value of the db's sequence (and advances it). */
export function nextSequence(db: Db): number {
  db.meta.sequence += 1;
  return db.meta.sequence;
}

/** Returns a new snowflake-like 19-digit id that no seeded row uses. */
export function nextId(db: Db): string {
  return String(1900000000000000000n + BigInt(nextSequence(db)));
}

/** Finds a tenant by its tenant id ('000000', '100001', ...). */
export function findTenant(db: Db, tenantId: string): TenantRow | undefined {
  return db.tenants.find((t) => t.tenantId === tenantId);
}

/** Finds a user by id. */
export function findUser(db: Db, id: string): UserRow | undefined {
  return db.users.find((u) => u.id === id);
}

/** Finds a role by id. */
export function findRole(db: Db, id: string): RoleRow | undefined {
  return db.roles.find((r) => r.id === id);
}

/** Finds a department by id. */
export function findDept(db: Db, id: string): DeptRow | undefined {
  return db.depts.find((d) => d.id === id);
}
