import { waitFor } from '@testing-library/react';
import { startSession, type SessionActor } from '@/app/session-binding';
import { http } from '@services/http/client';
import { STORAGE_KEYS } from '@services/storage/keys';
import { storage } from '@services/storage/storage';
import { CrossTab } from '@services/session/cross-tab';
import { tokenCookies } from '@services/storage/cookies';
import { sessionStore } from '@services/storage/session-store';
import { grantAt, platformProfile } from '../../support/session-fixtures';
import { resetBrowserState } from '../../support/render-console';

test('the bound session schedules its delays on the real clock when no clock is given', async () => {
  resetBrowserState();
  tokenCookies.setTokens('access', 'refresh');
  sessionStore.saveGrant(grantAt(Date.now()));
  sessionStore.saveProfile(platformProfile());
  const crossTab = new CrossTab();
  const { actor, stop } = startSession({ now: () => Date.now(), notifyError: () => undefined, reload: () => undefined, crossTab });
  try {
    await waitFor(() => expect(actor.getSnapshot().matches({ active: 'idle' })).toBe(true));
    actor.send({ type: 'session.lock', password: 'h' });
    expect(actor.getSnapshot().matches('lockPending')).toBe(true);
    // The 100 ms lock delay runs on the default clock (an undefined clock throws here).
    await waitFor(() => expect(actor.getSnapshot().matches('locked')).toBe(true), { timeout: 1000 });
    expect(actor.getSnapshot().status).toBe('active');
  } finally {
    stop();
    crossTab.close();
    resetBrowserState();
  }
});

describe('re-checking the session when the page was not listening', () => {
  let clockMs = Date.now();
  let notices: unknown[] = [];
  let session: { actor: SessionActor; stop: () => void } | null = null;
  let crossTab: CrossTab | null = null;

  async function startRestored(opts: { locked?: boolean } = {}) {
    resetBrowserState();
    clockMs = Date.now();
    notices = [];
    tokenCookies.setTokens('access', 'refresh');
    sessionStore.saveGrant(grantAt(clockMs));
    sessionStore.saveProfile(platformProfile());
    if (opts.locked) sessionStore.saveLock('pbkdf2-sha256$100000$AA==$AA==');
    crossTab = new CrossTab();
    session = startSession({ now: () => clockMs, notifyError: (n) => notices.push(n), reload: () => undefined, crossTab });
    await waitFor(() => expect(session!.actor.getSnapshot().matches({ active: 'idle' })).toBe(true));
    return session.actor;
  }

  afterEach(() => {
    session?.stop();
    crossTab?.close();
    session = null;
    resetBrowserState();
  });

  const pageShow = (persisted: boolean) => window.dispatchEvent(new PageTransitionEvent('pageshow', { persisted }));
  const storageChange = (name: string) => window.dispatchEvent(new StorageEvent('storage', { key: name, storageArea: localStorage }));

  test('a page back from the back/forward cache checks the token before anything else: an expired one ends the session', async () => {
    const actor = await startRestored();
    clockMs += 3601 * 1000; // the token outlived its lifetime while the page was cached
    pageShow(false); // an ordinary load is not a return from the cache
    expect(actor.getSnapshot().matches({ active: 'idle' })).toBe(true);
    pageShow(true);
    expect(actor.getSnapshot().matches({ active: 'checking' })).toBe(true);
    await waitFor(() => expect(actor.getSnapshot().matches('loggedOut')).toBe(true));
    expect(tokenCookies.getAccessToken()).toBeNull();
  });

  test('a page back from the cache after another tab logged out ends its session quietly', async () => {
    const actor = await startRestored();
    sessionStore.clearAll(); // what the other tab's logout left
    pageShow(true);
    await waitFor(() => expect(actor.getSnapshot().matches('loggedOut')).toBe(true));
    expect(notices).toEqual([]);
  });

  test('a page back from the cache after another tab locked shows the lock', async () => {
    const actor = await startRestored();
    sessionStore.saveLock('pbkdf2-sha256$100000$AA==$AA==');
    pageShow(true);
    expect(actor.getSnapshot().matches('locked')).toBe(true);
  });

  test('a change of the session keys in another tab re-checks the session; other keys do not', async () => {
    const actor = await startRestored();
    clockMs += 3601 * 1000;
    storageChange('fc-simulator-db'); // the demo backend's own storage
    storageChange(storage.fullKey(STORAGE_KEYS.tags));
    expect(actor.getSnapshot().matches({ active: 'idle' })).toBe(true);
    storageChange(storage.fullKey(STORAGE_KEYS.token));
    await waitFor(() => expect(actor.getSnapshot().matches('loggedOut')).toBe(true));
  });

  test('a refresh another tab stored is taken into account by the check', async () => {
    const actor = await startRestored();
    clockMs += 3100 * 1000; // due by this tab's own grant
    sessionStore.saveGrant(grantAt(clockMs - 5_000)); // another tab refreshed 5 s ago
    window.dispatchEvent(new Event('focus'));
    expect(actor.getSnapshot().matches({ active: 'checking' })).toBe(true);
    await waitFor(() => expect(actor.getSnapshot().matches({ active: 'checking' })).toBe(false));
    expect(actor.getSnapshot().matches({ active: 'idle' })).toBe(true);
  });

  test('requests wait for the check that a return from the cache started', async () => {
    const actor = await startRestored();
    let verdictGiven = false;
    const sub = actor.subscribe((s) => {
      if (!s.matches({ active: 'checking' })) verdictGiven = true;
    });
    clockMs += 10 * 1000;
    pageShow(true);
    verdictGiven = false;
    // The transport holds every request until the hook it was given resolves.
    let sentBeforeVerdict: boolean | null = null;
    const hooks = (http as unknown as { hooks: { ready: Promise<unknown> } }).hooks;
    await hooks.ready.then(() => {
      sentBeforeVerdict = !verdictGiven;
    });
    sub.unsubscribe();
    expect(sentBeforeVerdict).toBe(false);
  });
});
