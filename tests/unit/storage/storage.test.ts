import { ConsoleStorage } from '@services/storage/storage';
import { TokenCookies, TOKEN_COOKIES, type CookieJar } from '@services/storage/cookies';
import { SessionStore } from '@services/storage/session-store';
import { STORAGE_KEYS } from '@services/storage/keys';
import { grantAt, platformProfile } from '../../support/session-fixtures';
import { MemoryStorage } from '../../support/memory-storage';

/** Records cookie writes like document.cookie does (last write per name wins, Max-Age=0 deletes). */
class RecordingJar implements CookieJar {
  writes: string[] = [];
  private jar = new Map<string, string>();
  get cookie() {
    return [...this.jar.entries()].map(([k, v]) => `${k}=${v}`).join('; ');
  }
  set cookie(raw: string) {
    this.writes.push(raw);
    const [pair] = raw.split(';');
    const eq = pair!.indexOf('=');
    const name = pair!.slice(0, eq);
    if (/Max-Age=0/.test(raw)) this.jar.delete(name);
    else this.jar.set(name, pair!.slice(eq + 1));
  }
}

function setup(opts: { quota?: number; secure?: boolean } = {}) {
  const local = new MemoryStorage(opts.quota);
  const session = new MemoryStorage();
  const store = new ConsoleStorage(local, session, 'fc-', () => 1700000000000);
  const jar = new RecordingJar();
  const cookies = new TokenCookies(jar, () => opts.secure ?? false);
  return { local, session, store, jar, cookies, sessionStore: new SessionStore(store, cookies) };
}

describe('prefixed storage', () => {
  test('stores { dataType, content, type, datetime } under the prefixed key', () => {
    const { local, store } = setup();
    store.set('menu', [{ a: 1 }]);
    expect(JSON.parse(local.getItem('fc-menu')!)).toEqual({
      dataType: 'array',
      content: [{ a: 1 }],
      type: 'local',
      datetime: 1700000000000,
    });
  });

  test('the session flag selects session storage and reads look there first', () => {
    const { local, session, store } = setup();
    store.set('tags', ['local']);
    store.set('tags', ['session'], { session: true });
    expect(local.getItem('fc-tags')).not.toBeNull();
    expect(session.getItem('fc-tags')).not.toBeNull();
    expect(store.get('tags')).toEqual(['session']);
  });

  test('damaged or foreign values read as missing', () => {
    const { local, store } = setup();
    local.setItem('fc-userInfo', '{not json');
    local.setItem('fc-menu', '"just a string"');
    expect(store.get('userInfo')).toBeUndefined();
    expect(store.get('menu')).toBeUndefined();
  });

  test('a full storage refuses quietly', () => {
    const { store } = setup({ quota: 50 });
    expect(store.set('logs', 'x'.repeat(200))).toBe(false);
    expect(store.get('logs')).toBeUndefined();
  });

  test('logout clears every authenticated item and export caches, keeping language, theme and colour', () => {
    const { local, session, store } = setup();
    for (const k of Object.values(STORAGE_KEYS)) store.set(k, 'v');
    store.set(STORAGE_KEYS.lockPasswd, 'h', { session: true });
    local.setItem('orders_export_cache', '1');
    local.setItem('other-app_export', '1');
    local.setItem('unrelated', '1');
    store.clearForLogout();
    expect(store.keys('local').sort()).toEqual(['colour', 'language', 'theme']);
    expect(store.keys('session')).toEqual([]);
    expect(local.getItem('orders_export_cache')).toBeNull();
    expect(local.getItem('other-app_export')).toBeNull();
    expect(local.getItem('unrelated')).toBe('1');
    expect(session.length).toBe(0);
  });
});

describe('token cookies', () => {
  test.each([
    { secure: false, expectSecure: false },
    { secure: true, expectSecure: true },
  ])('cookie attributes (https: $secure)', ({ secure, expectSecure }) => {
    const { jar, cookies } = setup({ secure });
    cookies.setTokens('acc', 'ref');
    for (const w of jar.writes) {
      expect(w).toContain('Path=/');
      expect(w).toContain('SameSite=Strict');
      expect(w.includes('Secure')).toBe(expectSecure);
    }
    expect(cookies.getAccessToken()).toBe('acc');
    expect(cookies.getRefreshToken()).toBe('ref');
    cookies.clear();
    expect(cookies.getAccessToken()).toBeNull();
    expect(jar.cookie).not.toContain(TOKEN_COOKIES.access);
  });

  test('tokens never reach local or session storage', () => {
    const { local, session, cookies, sessionStore } = setup();
    cookies.setTokens('SECRET-ACCESS', 'SECRET-REFRESH');
    sessionStore.saveGrant(grantAt(1000));
    sessionStore.saveProfile(platformProfile());
    sessionStore.saveLock('lockhash');
    const everything = [local, session].flatMap((s) => Array.from({ length: s.length }, (_, i) => s.getItem(s.key(i)!)!)).join('\n');
    expect(everything).not.toContain('SECRET-ACCESS');
    expect(everything).not.toContain('SECRET-REFRESH');
    expect(JSON.parse(local.getItem('fc-token')!).content).toEqual({ issuedAt: 1000, expiresIn: 3600 });
  });
});

describe('session store', () => {
  test('restores a session only while the token cookie exists', () => {
    const { cookies, sessionStore } = setup();
    sessionStore.saveGrant(grantAt(1000));
    sessionStore.saveProfile(platformProfile());
    expect(sessionStore.restore()).toBeNull();
    cookies.setTokens('a', 'r');
    const restored = sessionStore.restore();
    expect(restored?.grant).toEqual(grantAt(1000));
    expect(restored?.profile.user.account).toBe('admin');
    expect(restored?.locked).toBe(false);
  });

  test('the lock flag is shared and the lock hash kept in session storage', () => {
    const { local, session, cookies, sessionStore } = setup();
    cookies.setTokens('a', 'r');
    sessionStore.saveGrant(grantAt(1000));
    sessionStore.saveProfile(platformProfile());
    sessionStore.saveLock('abc123');
    expect(session.getItem('fc-lockPasswd')).toContain('abc123');
    expect(local.getItem('fc-lockPasswd')).toBeNull();
    expect(sessionStore.restore()).toMatchObject({ locked: true, lockHash: 'abc123' });
    sessionStore.clearLock();
    expect(sessionStore.restore()).toMatchObject({ locked: false, lockHash: null });
  });

  test('clearAll removes tokens and every authenticated key', () => {
    const { store, cookies, sessionStore } = setup();
    cookies.setTokens('a', 'r');
    sessionStore.saveGrant(grantAt(1));
    sessionStore.saveProfile(platformProfile());
    store.set(STORAGE_KEYS.language, 'en');
    sessionStore.clearAll();
    expect(cookies.getAccessToken()).toBeNull();
    expect(cookies.getRefreshToken()).toBeNull();
    expect(store.keys('local')).toEqual(['language']);
  });
});
