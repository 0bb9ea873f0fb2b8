import { isRoleType, type RoleType } from '@services/api/types/role-type';
import type { GrantInfo, MenuNode, Profile, RestoredSession, UserInfo } from '@services/api/types/session';
import { tokenCookies } from './cookies';
import { STORAGE_KEYS } from './keys';
import { storage, type ConsoleStorage } from './storage';
import type { TokenCookies } from './cookies';

interface StoredTokenMeta {
  issuedAt: number;
  expiresIn: number;
}

/** What the session keeps in browser storage and cookies (spec 000 §3 keys). */
export class SessionStore {
  constructor(
    private readonly store: ConsoleStorage,
    private readonly cookies: TokenCookies,
  ) {}

  /** Stores token age data (never the token) and the tenant and role ids. */
  saveGrant(grant: GrantInfo): void {
    this.store.set<StoredTokenMeta>(STORAGE_KEYS.token, { issuedAt: grant.issuedAt, expiresIn: grant.expiresIn });
    this.store.set(STORAGE_KEYS.tenantId, grant.tenantId);
    if (grant.roleId) this.store.set(STORAGE_KEYS.roleId, grant.roleId);
  }

  /** The stored grant, or null. */
  readGrant(): GrantInfo | null {
    const meta = this.store.get<StoredTokenMeta>(STORAGE_KEYS.token);
    const tenantId = this.store.get<string>(STORAGE_KEYS.tenantId);
    if (!meta || typeof meta.issuedAt !== 'number' || typeof meta.expiresIn !== 'number' || typeof tenantId !== 'string') return null;
    return { issuedAt: meta.issuedAt, expiresIn: meta.expiresIn, tenantId, roleId: this.store.get<string>(STORAGE_KEYS.roleId) ?? '' };
  }

  /** Keeps the chosen role id for the next token grant. */
  saveRoleId(roleId: string): void {
    this.store.set(STORAGE_KEYS.roleId, roleId);
  }

  /**
   * Keeps the company identity the enterprise info pages show (spec 000 §2: supplier 1 or purchaser 3 on
   * /compant/system/compant, provider 2): chosen from the user menu or identity selection, kept for this tab's
   * session (session storage; cleared with every other authenticated item on logout).
   */
  saveRoleType(type: RoleType): void {
    this.store.set(STORAGE_KEYS.roleType, type, { session: true });
  }

  /** The kept company identity, or null when none was chosen in this session. */
  readRoleType(): RoleType | null {
    const v = this.store.get<unknown>(STORAGE_KEYS.roleType);
    return isRoleType(v) ? v : null;
  }

  /** Stores user info, menus and button permissions; clears open tabs. */
  saveProfile(profile: Profile): void {
    this.store.set(STORAGE_KEYS.userInfo, profile.user);
    this.store.set(STORAGE_KEYS.menu, profile.menus);
    this.store.set(STORAGE_KEYS.menuAll, profile.menus);
    this.store.set(STORAGE_KEYS.permission, profile.buttons);
  }

  /** Clears the open tabs (a new login starts with none). */
  clearTabs(): void {
    this.store.remove(STORAGE_KEYS.tags);
  }

  /** Sets the lock flag (shared by tabs) and the lock password hash (this tab's session storage). */
  saveLock(lockHash: string): void {
    this.store.set(STORAGE_KEYS.isLock, true);
    this.store.set(STORAGE_KEYS.lockPasswd, lockHash, { session: true });
  }

  /** Clears the lock flag, the secret and the count of wrong unlock passwords. */
  clearLock(): void {
    this.store.remove(STORAGE_KEYS.isLock);
    this.store.remove(STORAGE_KEYS.lockPasswd);
    this.store.remove(STORAGE_KEYS.unlockTries);
  }

  /** Whether the stored session is locked (by any tab). */
  isLocked(): boolean {
    return this.store.get<boolean>(STORAGE_KEYS.isLock) === true;
  }

  /** The lock secret this tab keeps, or null. */
  readLockSecret(): string | null {
    return this.store.get<string>(STORAGE_KEYS.lockPasswd) ?? null;
  }

  /** Keeps the count of wrong unlock passwords (shared by the tabs, so neither a reload nor another tab resets it). */
  saveUnlockFailures(count: number): void {
    this.store.set(STORAGE_KEYS.unlockTries, count);
  }

  /** Wrong unlock passwords so far. */
  readUnlockFailures(): number {
    const n = this.store.get<number>(STORAGE_KEYS.unlockTries);
    return typeof n === 'number' && Number.isInteger(n) && n > 0 ? n : 0;
  }

  /** Whether a signed-in session is stored: the access token cookie and the grant are there. */
  hasSession(): boolean {
    return this.cookies.getAccessToken() !== null && this.readGrant() !== null;
  }

  /** The session a previous page load left, when its token cookie is still there. */
  restore(): RestoredSession | null {
    if (!this.cookies.getAccessToken()) return null;
    const grant = this.readGrant();
    const user = this.store.get<UserInfo>(STORAGE_KEYS.userInfo);
    const menus = this.store.get<MenuNode[]>(STORAGE_KEYS.menu);
    const buttons = this.store.get<Record<string, true>>(STORAGE_KEYS.permission);
    if (!grant || !user || !Array.isArray(menus)) return null;
    return {
      grant,
      profile: { user, menus, buttons: buttons ?? {} },
      locked: this.store.get<boolean>(STORAGE_KEYS.isLock) === true,
      lockHash: this.store.get<string>(STORAGE_KEYS.lockPasswd) ?? null,
    };
  }

  /** Clears every authenticated item, tokens included (docs/quality.md req. 2). */
  clearAll(): void {
    this.cookies.clear();
    this.store.clearForLogout();
  }
}

/** The console's session store. */
export const sessionStore = new SessionStore(storage, tokenCookies);
