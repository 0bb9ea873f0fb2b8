import { createActor, fromPromise, type ActorOptions, type ActorRefFrom } from 'xstate';
import { sessionMachine } from '@machines/session/session.machine';
import { tokenVerdict } from '@machines/session/session.selectors';
import type { BroadcastKind, SessionContext } from '@machines/session/session.types';
import * as auth from '@services/api/auth';
import type { CrossTabMessage } from '@services/api/types/session';
import { http, type Notice } from '@services/http/client';
import { consoleConfig } from '@services/http/config';
import { failing } from '@services/http/failure';
import { tokenCookies } from '@services/storage/cookies';
import { sessionStore } from '@services/storage/session-store';
import { SESSION_KEYS } from '@services/storage/keys';
import { storage } from '@services/storage/storage';
import type { CrossTab } from '@services/session/cross-tab';
import { deriveLockSecret, verifyLockPassword } from '@/shell/lock-hash';

export type SessionActor = ActorRefFrom<typeof sessionMachine>;

/** What the session needs from its surroundings; tests pass a simulated clock and their own notifier. */
export interface SessionDeps {
  now: () => number;
  clock?: ActorOptions<typeof sessionMachine>['clock'];
  notifyError: (n: Notice) => void;
  reload: () => void;
  crossTab: CrossTab;
  /** Resolves when requests may go out at all (demo mode: the simulator is up); a re-check waits for it too. */
  ready?: Promise<unknown>;
}

function messageFor(kind: BroadcastKind, context: SessionContext): CrossTabMessage {
  switch (kind) {
    case 'lock':
      return { type: 'lock', lockHash: context.lockHash ?? '' };
    case 'refreshed':
      return { type: 'refreshed', grant: context.grant! };
    case 'role':
      return { type: 'role', roleId: context.grant?.roleId ?? '' };
    default:
      return { type: kind };
  }
}

/** The session machine with the console's services, storage, clock and cross-tab messages bound in. */
export function bindSessionMachine(deps: SessionDeps) {
  return sessionMachine.provide({
    actors: {
      captcha: fromPromise(({ signal }) => failing(auth.fetchCaptcha(signal))),
      login: fromPromise(({ input, signal }) => failing(auth.login(input, signal))),
      profile: fromPromise(({ signal }) => failing(auth.loadProfile(signal))),
      refresh: fromPromise(({ input, signal }) => failing(auth.refresh(input.grant, signal))),
      switchRole: fromPromise(({ input, signal }) => failing(auth.switchRole(input.grant, input.roleId, signal))),
      logout: fromPromise(({ signal }) => failing(auth.logout(signal))),
      tokenCheck: fromPromise(async ({ input }) => {
        // What storage holds counts: another tab may have logged out or refreshed while this one was not told.
        if (!sessionStore.hasSession()) return 'gone' as const;
        const stored = sessionStore.readGrant();
        const grant = stored && stored.issuedAt > input.grant.issuedAt ? stored : input.grant;
        return tokenVerdict({ grant }, deps.now(), consoleConfig.tokenTime);
      }),
      hashLock: fromPromise(({ input }) => deriveLockSecret(input.password)),
      verifyLock: fromPromise(({ input }) => verifyLockPassword(input.password, input.lockHash)),
    },
    actions: {
      persistLogin: (_, { profile }) => {
        sessionStore.saveProfile(profile);
        sessionStore.clearTabs();
        sessionStore.clearLock();
      },
      persistGrant: () => undefined, // the auth service stored it with the cookies
      clearLocalSession: () => {
        http.endSession();
        sessionStore.clearAll();
        // The stored log went with the storage; the error log's in-memory copy follows (if it is loaded).
        void import('@services/logs/error-log').then((m) => m.clearLogs());
      },
      persistLock: (_, { lockHash }) => {
        if (lockHash) sessionStore.saveLock(lockHash);
      },
      persistUnlockFailures: (_, { count }) => sessionStore.saveUnlockFailures(Math.max(count, sessionStore.readUnlockFailures())),
      askPeersForLock: () => deps.crossTab.post({ type: 'lockQuery' }),
      notifyLockFailed: () => deps.notifyError({ key: 'session.lockFailed' }),
      persistUnlock: () => sessionStore.clearLock(),
      broadcast: ({ context }, { kind }) => deps.crossTab.post(messageFor(kind, context)),
      // One flag with the transport's 401 handling: one toast per logout, whichever saw the end first.
      notifyExpired: () => http.notifySessionExpired(),
      reloadApp: () => deps.reload(),
    },
    delays: {
      refreshInterval: consoleConfig.refreshCheckMs,
      lockRedirectDelay: consoleConfig.lockRedirectMs,
    },
  });
}

/**
 * Starts the session of this tab: binds the machine, wires the transport's 401 handling to it,
 * listens to the other tabs, and re-checks the token on visibility, focus and `online`.
 * Returns the actor and a stop function that removes every listener and interval.
 */
export function startSession(deps: SessionDeps): { actor: SessionActor; stop: () => void } {
  const actor = createActor(bindSessionMachine(deps), {
    input: { restored: sessionStore.restore(), unlockFailures: sessionStore.readUnlockFailures() },
    // Only a test passes a clock; `clock: undefined` would replace the real one.
    ...(deps.clock ? { clock: deps.clock } : {}),
  });
  http.configure({
    getToken: () => tokenCookies.getAccessToken(),
    notifyError: deps.notifyError,
    onUnauthorized: () => actor.send({ type: 'session.expired' }),
  });
  const unsubscribe = deps.crossTab.subscribe((m) => {
    switch (m.type) {
      case 'lock':
        actor.send({ type: 'remote.locked', lockHash: m.lockHash });
        break;
      case 'lockQuery': {
        const s = actor.getSnapshot();
        if ((s.matches('locked') || s.matches('lockPending')) && s.context.lockHash)
          deps.crossTab.post({ type: 'lock', lockHash: s.context.lockHash });
        break;
      }
      case 'unlock':
        actor.send({ type: 'remote.unlocked' });
        break;
      case 'logout':
        actor.send({ type: 'remote.loggedOut' });
        break;
      case 'refreshed':
        actor.send({ type: 'remote.refreshed', grant: m.grant });
        break;
      case 'role':
      case 'login':
        // Another tab changed who is signed in: start again from what it stored.
        deps.reload();
        break;
    }
  });
  const check = () => actor.send({ type: 'session.check' });
  const onVisibility = () => {
    if (document.visibilityState === 'visible') check();
  };
  const onPageShow = (e: PageTransitionEvent) => {
    if (e.persisted) recheck(actor, deps);
  };
  const sessionKeys = new Set(SESSION_KEYS.map((k) => storage.fullKey(k)));
  const onStorage = (e: StorageEvent) => {
    if (e.key === null || sessionKeys.has(e.key)) recheck(actor, deps);
  };
  // what makes the session look again: the page shown again, focus, the network back, another tab's storage change
  const listeners: Array<[EventTarget, string, (e: never) => void]> =
    typeof window === 'undefined'
      ? []
      : [
          [document, 'visibilitychange', onVisibility],
          [window, 'focus', check],
          [window, 'online', check],
          [window, 'pageshow', onPageShow],
          [window, 'storage', onStorage],
        ];
  for (const [target, type, listener] of listeners) target.addEventListener(type, listener as EventListener);
  actor.start();
  return {
    actor,
    stop: () => {
      unsubscribe();
      for (const [target, type, listener] of listeners) target.removeEventListener(type, listener as EventListener);
      actor.stop();
    },
  };
}

/**
 * Checks the session again before anything is sent: after the page comes back from the back/forward cache, or
 * when another tab changed the stored session. Requests wait until the token check has given its verdict (not
 * for a refresh it starts, whose own request must go out). A lock set elsewhere locks this tab too.
 */
function recheck(actor: SessionActor, deps: SessionDeps): void {
  const s = actor.getSnapshot();
  if (s.matches('active') && sessionStore.isLocked() && sessionStore.hasSession()) {
    actor.send({ type: 'remote.locked', lockHash: sessionStore.readLockSecret() ?? '' });
    return;
  }
  actor.send({ type: 'session.check' });
  if (!actor.getSnapshot().matches({ active: 'checking' })) return;
  const settled = new Promise<void>((resolve) => {
    const sub = actor.subscribe((next) => {
      if (next.matches({ active: 'checking' })) return;
      sub.unsubscribe();
      resolve();
    });
  });
  http.configure({ ready: Promise.all([deps.ready ?? Promise.resolve(), settled]) });
}
