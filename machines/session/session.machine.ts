import { assign, setup } from 'xstate';
import { failureOf, unboundActor } from '@machines/common/call-outcome';
import type { Captcha, Credentials, GrantInfo, Profile } from '@services/api/types/session';
import type { BroadcastKind, SessionContext, SessionEvent, SessionInput, SwitchRoleOutput, TokenVerdict } from './session.types';

/** i18n keys the session machine puts in `context.error`. */
export const SESSION_MESSAGES = {
  networkError: 'session.networkError',
  loginFailed: 'session.loginFailed',
  profileFailed: 'session.profileFailed',
  unlockWrong: 'session.unlockWrong', // 解锁密码错误,请重新输入
  lockPasswordRequired: 'validation:lock.required', // 锁屏密码不能为空
  unlockTooMany: 'session.unlockTooMany', // after MAX_UNLOCK_TRIES wrong passwords (shown on the login page)
  unlockFailed: 'session.unlockFailed', // the password could not be checked
  lockFailed: 'session.lockFailed', // the lock password could not be derived
} as const;

/** Wrong unlock passwords in a row after which the session logs out. */
export const MAX_UNLOCK_TRIES = 5;

/** Refresh failures that end the session instead of being retried (docs/quality.md req. 4). */
function isTerminalRefreshFailure(error: unknown): boolean {
  const { kind } = failureOf(error);
  return kind === 'bad-request' || kind === 'unauthorized';
}

/** Turns a failed login call into what the login screen says. */
function loginErrorMessage(error: unknown): SessionContext['error'] {
  const e = failureOf(error);
  // a third-party sign-in without an account yet: the screen offers 账号注册 for that identity
  if (e.oauthId) return { ...(e.serverMessage ? { text: e.serverMessage } : { key: SESSION_MESSAGES.loginFailed }), oauthId: e.oauthId };
  if (e.serverMessage) return { text: e.serverMessage };
  if (e.kind === 'network' || e.kind === 'timeout') return { key: SESSION_MESSAGES.networkError };
  return { key: SESSION_MESSAGES.loginFailed };
}

/** Back-off after a transient refresh failure: 2 s, 4 s, 8 s … at most 60 s. */
export function refreshRetryDelayMs(failures: number): number {
  return Math.min(60_000, 2_000 * 2 ** Math.max(0, failures - 1));
}

/** A 401 seen by the transport, or a logout in another tab, ends the session here without a server call. */
const sessionEnded = {
  'session.expired': {
    target: '#session.loggedOut',
    actions: ['clearLocalSession', { type: 'broadcast', params: { kind: 'logout' } }, 'forget'],
  },
  'remote.loggedOut': { target: '#session.loggedOut', actions: ['clearLocalSession', 'forget'] },
} as const;

/**
 * The session of one browser tab (docs/flows.md "Session"): login, profile load, periodic refresh check,
 * lock, role switch and logout. Side effects are placeholders bound with `.provide()` in src/app.
 */
export const sessionMachine = setup({
  types: {
    context: {} as SessionContext,
    events: {} as SessionEvent,
    input: {} as SessionInput,
  },
  actors: {
    captcha: unboundActor<Captcha>('captcha'),
    login: unboundActor<GrantInfo, Credentials>('login'),
    profile: unboundActor<Profile, { grant: GrantInfo }>('profile'),
    refresh: unboundActor<GrantInfo, { grant: GrantInfo }>('refresh'),
    switchRole: unboundActor<SwitchRoleOutput, { grant: GrantInfo; roleId: string }>('switchRole'),
    logout: unboundActor<void>('logout'),
    /** Derives the stored secret of a new lock password (salt and hash, never the text). */
    hashLock: unboundActor<string, { password: string }>('hashLock'),
    /** Checks a typed unlock password against the stored secret. */
    verifyLock: unboundActor<boolean, { password: string; lockHash: string }>('verifyLock'),
    /** Reads the clock: is the token fresh, due for refresh, or past its lifetime? */
    tokenCheck: unboundActor<TokenVerdict, { grant: GrantInfo }>('tokenCheck'),
  },
  actions: {
    /** Store grant and profile; clear tabs and the lock (spec 000 §4 "Login"). */
    persistLogin: (_, _params: { grant: GrantInfo; profile: Profile }) => undefined,
    /** Store a refreshed grant. */
    persistGrant: (_, _params: { grant: GrantInfo }) => undefined,
    /** Clear every authenticated item locally (docs/quality.md req. 2). */
    clearLocalSession: () => undefined,
    /** Set the lock flag and the lock password hash. */
    persistLock: (_, _params: { lockHash: string }) => undefined,
    /** Clear the lock flag. */
    persistUnlock: () => undefined,
    /** Keep the count of wrong unlock passwords. */
    persistUnlockFailures: (_, _params: { count: number }) => undefined,
    /** Ask the other tabs for the lock secret (this tab was opened while locked). */
    askPeersForLock: () => undefined,
    /** Say that the lock could not be set. */
    notifyLockFailed: () => undefined,
    /** Tell the other tabs. */
    broadcast: (_, _params: { kind: BroadcastKind }) => undefined,
    /** Show 登录已过期，请重新登录 (when the transport has not already). */
    notifyExpired: () => undefined,
    /** Reload the page after a role switch. */
    reloadApp: () => undefined,
    /** Take the lock secret another tab sent (an empty one keeps what this tab knows). */
    adoptRemoteLock: assign({
      lockHash: ({ context, event }) => (event as Partial<Extract<SessionEvent, { type: 'remote.locked' }>>).lockHash || context.lockHash,
    }),
    /** Drop the session data held in context. */
    forget: assign({
      grant: null,
      profile: null,
      lockHash: null,
      refreshFailures: 0,
      bootLocked: false,
      unlockFailures: 0,
      leavingLocked: false,
    }),
  },
  guards: {
    restoredLocked: ({ context }) => context.grant !== null && context.profile !== null && context.bootLocked,
    restoredActive: ({ context }) => context.grant !== null && context.profile !== null,
    verdictDue: ({ event }) => (event as { output?: unknown }).output === 'due',
    verdictExpired: ({ event }) => (event as { output?: unknown }).output === 'expired',
    verdictGone: ({ event }) => (event as { output?: unknown }).output === 'gone',
    terminalRefreshFailure: ({ event }) => isTerminalRefreshFailure((event as { error?: unknown }).error),
    newLockPassword: ({ event }) => event.type === 'session.lock' && Boolean(event.password),
    hasLockPassword: ({ context }) => context.lockHash !== null,
    unlockVerified: ({ event }) => (event as { output?: unknown }).output === true,
    lastUnlockTry: ({ context }) => context.unlockFailures + 1 >= MAX_UNLOCK_TRIES,
    remoteSentSecret: ({ event }) => event.type === 'remote.locked' && event.lockHash !== '',
    canSwitchRole: ({ context, event }) =>
      event.type === 'session.switchRole' &&
      context.grant !== null &&
      event.roleId !== context.grant.roleId &&
      (context.profile?.user.userRoleList.some((r) => r.id === event.roleId) ?? false),
  },
  delays: {
    refreshInterval: 10_000,
    lockRedirectDelay: 100,
    refreshRetryDelay: ({ context }) => refreshRetryDelayMs(context.refreshFailures),
    logoutGiveUp: 5_000,
    /** How long a tab opened while locked waits for another tab to send the lock secret. */
    peerAnswerTimeout: 1_500,
  },
}).createMachine({
  id: 'session',
  context: ({ input }) => ({
    grant: input.restored?.grant ?? null,
    profile: input.restored?.profile ?? null,
    captcha: null,
    lockHash: input.restored?.lockHash ?? null,
    unlockFailures: input.unlockFailures ?? 0,
    leavingLocked: false,
    error: null,
    refreshFailures: 0,
    bootLocked: input.restored?.locked ?? false,
  }),
  initial: 'booting',
  states: {
    booting: {
      tags: ['screen:boot'],
      always: [
        { guard: 'restoredLocked', target: 'locked' },
        { guard: 'restoredActive', target: 'active.checking' },
        { target: 'loggedOut' },
      ],
    },

    loggedOut: {
      tags: ['screen:login'],
      initial: 'loadingCaptcha',
      states: {
        loadingCaptcha: {
          tags: ['captcha:loading'],
          invoke: {
            id: 'captcha',
            src: 'captcha',
            onDone: { target: 'ready', actions: assign({ captcha: ({ event }) => event.output }) },
            onError: { target: 'captchaFailed', actions: assign({ captcha: null }) },
          },
        },
        ready: {
          on: {
            'captcha.refresh': { target: 'loadingCaptcha' },
            // The captcha grant needs the captcha shown: submitting waits for it.
            'login.submit': { target: '#session.authenticating', actions: assign({ error: null }) },
          },
        },
        captchaFailed: {
          tags: ['captcha:failed'],
          on: { 'captcha.refresh': { target: 'loadingCaptcha' } },
        },
      },
    },

    authenticating: {
      tags: ['screen:login', 'busy'],
      initial: 'requestingToken',
      states: {
        requestingToken: {
          invoke: {
            id: 'login',
            src: 'login',
            input: ({ context, event }) => {
              const credentials = (event as Extract<SessionEvent, { type: 'login.submit' }>).credentials;
              return { ...credentials, captchaKey: context.captcha?.key ?? credentials.captchaKey };
            },
            onDone: {
              target: 'loadingProfile',
              actions: assign({ grant: ({ event }) => event.output, refreshFailures: 0 }),
            },
            onError: {
              target: '#session.loggedOut',
              actions: assign({ error: ({ event }) => loginErrorMessage(event.error), captcha: null }),
            },
          },
        },
        loadingProfile: {
          invoke: {
            id: 'profile',
            src: 'profile',
            input: ({ context }) => ({ grant: context.grant! }),
            onDone: {
              target: '#session.active',
              actions: [
                assign({ profile: ({ event }) => event.output, lockHash: null }),
                { type: 'persistLogin', params: ({ context, event }) => ({ grant: context.grant!, profile: event.output }) },
                { type: 'broadcast', params: { kind: 'login' } },
              ],
            },
            onError: {
              target: '#session.loggedOut',
              actions: [
                'clearLocalSession',
                assign({ grant: null, profile: null, captcha: null, error: { key: SESSION_MESSAGES.profileFailed } }),
              ],
            },
          },
        },
      },
    },

    active: {
      tags: ['screen:app'],
      initial: 'idle',
      states: {
        idle: {
          after: { refreshInterval: { target: 'checking' } },
          on: { 'session.check': { target: 'checking' } },
        },
        checking: {
          invoke: {
            id: 'tokenCheck',
            src: 'tokenCheck',
            input: ({ context }) => ({ grant: context.grant! }),
            onDone: [
              // Another tab ended the session while this page was not listening: end it here too, quietly.
              { guard: 'verdictGone', target: '#session.loggedOut', actions: ['clearLocalSession', 'forget'] },
              {
                guard: 'verdictExpired',
                target: '#session.loggedOut',
                actions: ['notifyExpired', 'clearLocalSession', { type: 'broadcast', params: { kind: 'logout' } }, 'forget'],
              },
              { guard: 'verdictDue', target: 'refreshing' },
              { target: 'idle' },
            ],
            onError: { target: 'idle' },
          },
        },
        refreshing: {
          tags: ['refreshing'],
          invoke: {
            id: 'refresh',
            src: 'refresh',
            input: ({ context }) => ({ grant: context.grant! }),
            onDone: {
              target: 'idle',
              actions: [
                assign({ grant: ({ event }) => event.output, refreshFailures: 0 }),
                { type: 'persistGrant', params: ({ event }) => ({ grant: event.output }) },
                { type: 'broadcast', params: { kind: 'refreshed' } },
              ],
            },
            onError: [
              {
                guard: 'terminalRefreshFailure',
                target: '#session.loggedOut',
                actions: ['notifyExpired', 'clearLocalSession', { type: 'broadcast', params: { kind: 'logout' } }, 'forget'],
              },
              { target: 'retryWaiting', actions: assign({ refreshFailures: ({ context }) => context.refreshFailures + 1 }) },
            ],
          },
        },
        retryWaiting: {
          after: { refreshRetryDelay: { target: 'checking' } },
          on: { 'session.check': { target: 'checking' } },
        },
      },
      on: {
        'session.lock': [
          { guard: 'newLockPassword', target: 'lockPending.deriving', actions: assign({ error: null }) },
          {
            guard: 'hasLockPassword',
            target: 'lockPending.redirecting',
            actions: [
              assign({ error: null }),
              { type: 'persistLock', params: ({ context }) => ({ lockHash: context.lockHash! }) },
              { type: 'broadcast', params: { kind: 'lock' } },
            ],
          },
        ],
        ...sessionEnded,
        'session.logout': { target: 'loggingOut' },
        'session.switchRole': { guard: 'canSwitchRole', target: 'switchingRole' },
        'remote.locked': {
          target: 'locked',
          actions: ['adoptRemoteLock', { type: 'persistLock', params: ({ context }) => ({ lockHash: context.lockHash ?? '' }) }],
        },
        'remote.refreshed': { actions: assign({ grant: ({ event }) => event.grant, refreshFailures: 0 }) },
      },
    },

    lockPending: {
      tags: ['screen:app'],
      initial: 'redirecting',
      states: {
        deriving: {
          invoke: {
            id: 'hashLock',
            src: 'hashLock',
            input: ({ event }) => ({ password: (event as Extract<SessionEvent, { type: 'session.lock' }>).password ?? '' }),
            onDone: {
              target: 'redirecting',
              actions: [
                assign({ lockHash: ({ event }) => event.output, unlockFailures: 0 }),
                { type: 'persistLock', params: ({ event }) => ({ lockHash: event.output }) },
                { type: 'broadcast', params: { kind: 'lock' } },
              ],
            },
            onError: { target: '#session.active', actions: ['notifyLockFailed', assign({ error: { key: SESSION_MESSAGES.lockFailed } })] },
          },
          on: {
            'remote.locked': {
              target: '#session.locked',
              actions: ['adoptRemoteLock', { type: 'persistLock', params: ({ context }) => ({ lockHash: context.lockHash ?? '' }) }],
            },
          },
        },
        redirecting: {
          after: { lockRedirectDelay: { target: '#session.locked' } },
        },
      },
      on: { ...sessionEnded },
    },

    locked: {
      tags: ['screen:locked'],
      initial: 'checkingSecret',
      states: {
        checkingSecret: {
          always: [{ guard: 'hasLockPassword', target: 'ready' }, { target: 'askingPeers' }],
        },
        // Opened while locked: the secret lives in the session storage of the tab that locked.
        askingPeers: {
          tags: ['lock:asking'],
          entry: 'askPeersForLock',
          after: { peerAnswerTimeout: { target: 'noPeer' } },
          on: {
            'remote.locked': {
              guard: 'remoteSentSecret',
              target: 'ready',
              actions: ['adoptRemoteLock', { type: 'persistLock', params: ({ context }) => ({ lockHash: context.lockHash ?? '' }) }],
            },
          },
        },
        // No other tab answered: this tab cannot check a password, so it offers to sign in again instead.
        noPeer: {
          tags: ['lock:noPeer'],
          on: {
            'remote.locked': {
              guard: 'remoteSentSecret',
              target: 'ready',
              actions: ['adoptRemoteLock', { type: 'persistLock', params: ({ context }) => ({ lockHash: context.lockHash ?? '' }) }],
            },
          },
        },
        ready: {
          on: { 'session.unlock': { target: 'verifying', actions: assign({ error: null }) } },
        },
        verifying: {
          tags: ['busy'],
          invoke: {
            id: 'verifyLock',
            src: 'verifyLock',
            input: ({ context, event }) => ({
              password: (event as Extract<SessionEvent, { type: 'session.unlock' }>).password,
              lockHash: context.lockHash ?? '',
            }),
            onDone: [
              {
                guard: 'unlockVerified',
                target: '#session.active.checking',
                actions: ['persistUnlock', assign({ error: null, unlockFailures: 0 }), { type: 'broadcast', params: { kind: 'unlock' } }],
              },
              {
                guard: 'lastUnlockTry',
                target: '#session.loggingOut',
                actions: [
                  assign({
                    unlockFailures: ({ context }) => context.unlockFailures + 1,
                    error: { key: SESSION_MESSAGES.unlockTooMany },
                    leavingLocked: true,
                  }),
                  { type: 'persistUnlockFailures', params: ({ context }) => ({ count: context.unlockFailures }) },
                ],
              },
              {
                target: 'ready',
                actions: [
                  assign({ unlockFailures: ({ context }) => context.unlockFailures + 1, error: { key: SESSION_MESSAGES.unlockWrong } }),
                  { type: 'persistUnlockFailures', params: ({ context }) => ({ count: context.unlockFailures }) },
                ],
              },
            ],
            onError: { target: 'ready', actions: assign({ error: { key: SESSION_MESSAGES.unlockFailed } }) },
          },
        },
      },
      on: {
        ...sessionEnded,
        'session.logout': { target: 'loggingOut', actions: assign({ leavingLocked: true }) },
        'remote.unlocked': { target: 'active.checking', actions: ['persistUnlock', assign({ error: null, unlockFailures: 0 })] },
        // A peer's answer while this tab already knows the secret: keep the newest.
        'remote.locked': {
          actions: ['adoptRemoteLock', { type: 'persistLock', params: ({ context }) => ({ lockHash: context.lockHash ?? '' }) }],
        },
      },
    },

    switchingRole: {
      tags: ['screen:app', 'busy'],
      invoke: {
        id: 'switchRole',
        src: 'switchRole',
        input: ({ context, event }) => ({
          grant: context.grant!,
          roleId: (event as Extract<SessionEvent, { type: 'session.switchRole' }>).roleId,
        }),
        onDone: {
          target: 'active',
          actions: [
            assign({ grant: ({ event }) => event.output.grant, profile: ({ event }) => event.output.profile }),
            { type: 'persistLogin', params: ({ event }) => ({ grant: event.output.grant, profile: event.output.profile }) },
            { type: 'broadcast', params: { kind: 'role' } },
            'reloadApp',
          ],
        },
        onError: { target: 'active' },
      },
      on: { ...sessionEnded },
    },

    loggingOut: {
      tags: ['busy'],
      invoke: {
        id: 'logout',
        src: 'logout',
        onDone: { target: 'loggedOut', actions: ['clearLocalSession', { type: 'broadcast', params: { kind: 'logout' } }, 'forget'] },
        onError: { target: 'loggedOut', actions: ['clearLocalSession', { type: 'broadcast', params: { kind: 'logout' } }, 'forget'] },
      },
      after: {
        logoutGiveUp: { target: 'loggedOut', actions: ['clearLocalSession', { type: 'broadcast', params: { kind: 'logout' } }, 'forget'] },
      },
    },
  },
});
