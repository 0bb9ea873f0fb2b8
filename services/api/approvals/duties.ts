/**
 * Segregation of duties in the approval flows: the button permission each decision needs, and who counts as a
 * maker of a record (who applied for it, drafted, edited or sent it for approval). A maker never decides their own
 * record; the console and the simulated backend read the same rules from here. React-free, no HTTP.
 */

/** A button permission of the role's map: the code `<permission>_<verb>`. */
export interface ButtonPermission {
  permission: string;
  verb: string;
}

/** The button code of a permission, as the role's button map names it. */
export const buttonCode = (p: ButtonPermission) => `${p.permission}_${p.verb}`;

/** The permission that lets a user approve and issue a card grant (审批发卡). */
export const CARD_GRANT_APPROVE_PERMISSION: ButtonPermission = { permission: 'cardGrant', verb: 'send' };

/** The permission that lets a user grant the cards of a company grant card (its approving step). */
export const COMPANY_GRANT_PERMISSION: ButtonPermission = { permission: 'companyGrantCard', verb: 'submitGrantCard' };

/** The review permission of a review family's menu (`<menu>_audit`). */
export const reviewPermission = (menu: string): ButtonPermission => ({ permission: menu, verb: 'audit' });

/** History actions that make their user a maker of a card grant: created, edited, sent for approval. */
export const CARD_GRANT_MAKER_ACTIONS: readonly string[] = ['save', 'edit', 'ensure'];

/** History actions that make their user a maker of a company grant card: drafted or edited (both `submit`). */
export const COMPANY_GRANT_MAKER_ACTIONS: readonly string[] = ['submit'];

/** History actions that make their user a maker of an application: applied for it. */
export const APPLICATION_MAKER_ACTIONS: readonly string[] = ['apply'];

const text = (v: unknown) => (v === null || v === undefined ? '' : String(v));

/**
 * The makers of a record: its `createUser` and everyone whose history entry is one of `actions`, without
 * duplicates or empty ids.
 */
export function makersOf(record: Record<string, unknown> | null | undefined, actions: readonly string[]): string[] {
  const out = new Set<string>();
  const creator = text(record?.createUser);
  if (creator) out.add(creator);
  const history = Array.isArray(record?.history) ? (record.history as unknown[]) : [];
  for (const h of history) {
    if (!h || typeof h !== 'object') continue;
    const e = h as Record<string, unknown>;
    const user = text(e.userId);
    if (user && actions.includes(text(e.action))) out.add(user);
  }
  return [...out];
}
