import { createActor, fromPromise, type ActorOptions, type ActorRefFrom } from 'xstate';
import { sessionMachine } from '@machines/session/session.machine';
import { tokenVerdict } from '@machines/session/session.selectors';
import type { BroadcastKind, SessionContext } from '@machines/session/session.types';
import * as auth from '@services/api/auth';
import type { CrossTabMessage } from '@services/api/types/session';
import { http, type Notice } from '@services/http/client';
import { consoleConfig } from '@services/http/config';
import { tokenCookies } from '@services/storage/cookies';
import { sessionStore } from '@services/storage/session-store';
import { CrossTab } from '@services/session/cross-tab';

export type SessionActor = ActorRefFrom<typeof sessionMachine>;

/** What the session needs from its surroundings; tests pass a simulated clock and their own notifier. */
export interface SessionDeps {
  now: () => number;
  clock?: ActorOptions<typeof sessionMachine>['clock'];
  notifyError: (n: Notice) => void;
  reload: () => void;
  crossTab: CrossTab;
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
      captcha: fromPromise(({ signal }) => auth.fetchCaptcha(signal)),
      login: fromPromise(({ input, signal }) => auth.login(input, signal)),
      profile: fromPromise(({ signal }) => auth.loadProfile(signal)),
      refresh: fromPromise(({ input, signal }) => auth.refresh(input.grant, signal)),
      switchRole: fromPromise(({ input, signal }) => auth.switchRole(input.grant, input.roleId, signal)),
      logout: fromPromise(({ signal }) => auth.logout(signal)),
      tokenCheck: fromPromise(async ({ input }) => tokenVerdict({ grant: input.grant }, deps.now(), consoleConfig.tokenTime)),
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
      persistLock: (_, { lockHash }) => sessionStore.saveLock(lockHash),
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
    input: { restored: sessionStore.restore() },
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
        if (s.matches('locked') && s.context.lockHash) deps.crossTab.post({ type: 'lock', lockHash: s.context.lockHash });
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
  if (typeof window !== 'undefined') {
    document.addEventListener('visibilitychange', onVisibility);
    window.addEventListener('focus', check);
    window.addEventListener('online', check);
  }
  actor.start();
  const s = actor.getSnapshot();
  if (s.matches('locked') && !s.context.lockHash) deps.crossTab.post({ type: 'lockQuery' });
  return {
    actor,
    stop: () => {
      unsubscribe();
      if (typeof window !== 'undefined') {
        document.removeEventListener('visibilitychange', onVisibility);
        window.removeEventListener('focus', check);
        window.removeEventListener('online', check);
      }
      actor.stop();
    },
  };
}
