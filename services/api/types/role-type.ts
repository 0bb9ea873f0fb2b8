/** The company identities (the role type the session keeps, spec 000 §2): supplier 1, service provider 2, purchaser 3. */
export type RoleType = '1' | '2' | '3';

export const ROLE_TYPES: readonly RoleType[] = ['1', '2', '3'];

/** Whether a value is one of the identities. */
export const isRoleType = (x: unknown): x is RoleType => typeof x === 'string' && (ROLE_TYPES as readonly string[]).includes(x);
