import { assign, fromPromise, setup } from 'xstate';
import type { Captcha, Credentials, GrantInfo, Profile } from '@services/api/types/session';
import type { BroadcastKind, SessionContext, SessionEvent, SessionInput, SwitchRoleOutput, TokenVerdict } from './session.types';

/** i18n keys the session machine puts in `context.error`. */
export const SESSION_MESSAGES = {
  networkError: 'session.networkError',
  loginFailed: 'session.loginFailed',
  profileFailed: 'session.profileFailed',
  unlockWrong: 'session.unlockWrong', // 解锁密码错误,请重新输入
  lockPasswordRequired: 'validation:lock.required', // 锁屏密码不能为空
} as const;

/** Refresh failures that end the session instead of being retried (QUALITY.md req. 4). */
function isTerminalRefreshFailure(error: unknown): boolean {
  const kind = (error as { kind?: unknown } | null)?.kind;
  return kind === 'bad-request' || kind === 'unauthorized';
}

/** Turns a failed login call into what the login screen says. */
function loginErrorMessage(error: unknown): SessionContext['error'] {
  const e = error as { kind?: unknown; serverMessage?: unknown } | null;
  if (e && typeof e.serverMessage === 'string' && e.serverMessage) return { text: e.serverMessage };
  if (e?.kind === 'network' || e?.kind === 'timeout') return { key: SESSION_MESSAGES.networkError };
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
 * The session of one browser tab (FLOWS.md "Session"): login, profile load, periodic refresh check,
 * lock, role switch and logout. Side effects are placeholders bound with `.provide()` in src/app.
 */
export const sessionMachine = setup({
  types: {
    context: {} as SessionContext,
    events: {} as SessionEvent,
    input: {} as SessionInput,
  },
  actors: {
    captcha: fromPromise<Captcha>(async () => {
      throw new Error('captcha actor not provided');
    }),
    login: fromPromise<GrantInfo, Credentials>(async () => {
      throw new Error('login actor not provided');
    }),
    profile: fromPromise<Profile, { grant: GrantInfo }>(async () => {
      throw new Error('profile actor not provided');
    }),
    refresh: fromPromise<GrantInfo, { grant: GrantInfo }>(async () => {
      throw new Error('refresh actor not provided');
    }),
    switchRole: fromPromise<SwitchRoleOutput, { grant: GrantInfo; roleId: string }>(async () => {
      throw new Error('switchRole actor not provided');
    }),
    logout: fromPromise<void>(async () => {
      throw new Error('logout actor not provided');
    }),
    /** Reads the clock: is the token fresh, due for refresh, or past its lifetime? */
    tokenCheck: fromPromise<TokenVerdict, { grant: GrantInfo }>(async () => {
      throw new Error('tokenCheck actor not provided');
    }),
  },
  actions: {
    /** Store grant and profile; clear tabs and the lock (spec 000 §4 "Login"). */
    persistLogin: (_, _params: { grant: GrantInfo; profile: Profile }) => undefined,
    /** Store a refreshed grant. */
    persistGrant: (_, _params: { grant: GrantInfo }) => undefined,
    /** Clear every authenticated item locally (QUALITY.md req. 2). */
    clearLocalSession: () => undefined,
    /** Set the lock flag and the lock password hash. */
    persistLock: (_, _params: { lockHash: string }) => undefined,
    /** Clear the lock flag. */
    persistUnlock: () => undefined,
    /** Tell the other tabs. */
    broadcast: (_, _params: { kind: BroadcastKind }) => undefined,
    /** Show 登录已过期，请重新登录 (when the transport has not already). */
    notifyExpired: () => undefined,
    /** Reload the page after a role switch. */
    reloadApp: () => undefined,
    /** Drop the session data held in context. */
    forget: assign({ grant: null, profile: null, lockHash: null, refreshFailures: 0, bootLocked: false }),
  },
  guards: {
    restoredLocked: ({ context }) => context.grant !== null && context.profile !== null && context.bootLocked,
    restoredActive: ({ context }) => context.grant !== null && context.profile !== null,
    verdictDue: ({ event }) => (event as { output?: unknown }).output === 'due',
    verdictExpired: ({ event }) => (event as { output?: unknown }).output === 'expired',
    terminalRefreshFailure: ({ event }) => isTerminalRefreshFailure((event as { error?: unknown }).error),
    hasLockPassword: ({ context, event }) =>
      event.type === 'session.lock' && Boolean(event.lockHash || context.lockHash),
    unlockMatches: ({ context, event }) =>
      event.type === 'session.unlock' && context.lockHash !== null && event.lockHash === context.lockHash,
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
  },
}).createMachine({
  id: 'session',
  context: ({ input }) => ({
    grant: input.restored?.grant ?? null,
    profile: input.restored?.profile ?? null,
    captcha: null,
    lockHash: input.restored?.lockHash ?? null,
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
              { guard: 'verdictExpired', target: '#session.loggedOut', actions: ['notifyExpired', 'clearLocalSession', { type: 'broadcast', params: { kind: 'logout' } }, 'forget'] },
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
        'session.lock': {
          guard: 'hasLockPassword',
          target: 'lockPending',
          actions: [
            assign({ lockHash: ({ context, event }) => event.lockHash || context.lockHash, error: null }),
            { type: 'persistLock', params: ({ context }) => ({ lockHash: context.lockHash! }) },
            { type: 'broadcast', params: { kind: 'lock' } },
          ],
        },
        ...sessionEnded,
        'session.logout': { target: 'loggingOut' },
        'session.switchRole': { guard: 'canSwitchRole', target: 'switchingRole' },
        'remote.locked': {
          target: 'locked',
          actions: [assign({ lockHash: ({ event }) => event.lockHash }), { type: 'persistLock', params: ({ event }) => ({ lockHash: event.lockHash }) }],
        },
        'remote.refreshed': { actions: assign({ grant: ({ event }) => event.grant, refreshFailures: 0 }) },
      },
    },

    lockPending: {
      tags: ['screen:app'],
      after: { lockRedirectDelay: { target: 'locked' } },
      on: { ...sessionEnded },
    },

    locked: {
      tags: ['screen:locked'],
      on: {
        'session.unlock': [
          {
            guard: 'unlockMatches',
            target: 'active.checking',
            actions: ['persistUnlock', assign({ error: null }), { type: 'broadcast', params: { kind: 'unlock' } }],
          },
          { actions: assign({ error: { key: SESSION_MESSAGES.unlockWrong } }) },
        ],
        ...sessionEnded,
        'session.logout': { target: 'loggingOut' },
        'remote.unlocked': { target: 'active.checking', actions: ['persistUnlock', assign({ error: null })] },
        // A tab opened while locked learns the lock password hash from a peer.
        'remote.locked': { actions: [assign({ lockHash: ({ event }) => event.lockHash }), { type: 'persistLock', params: ({ event }) => ({ lockHash: event.lockHash }) }] },
      },
    },

    switchingRole: {
      tags: ['screen:app', 'busy'],
      invoke: {
        id: 'switchRole',
        src: 'switchRole',
        input: ({ context, event }) => ({ grant: context.grant!, roleId: (event as Extract<SessionEvent, { type: 'session.switchRole' }>).roleId }),
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

