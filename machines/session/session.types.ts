import type {
  Captcha,
  CrossTabMessage,
  Credentials,
  GrantInfo,
  Profile,
  RestoredSession,
  SessionMessage,
} from '@services/api/types/session';

export interface SessionContext {
  grant: GrantInfo | null;
  profile: Profile | null;
  captcha: Captcha | null;
  /** The lock password's derived secret, salt and hash (never the text); null when none is known here. */
  lockHash: string | null;
  /** Wrong unlock passwords in a row (kept across reloads of the tab). */
  unlockFailures: number;
  /** Logging out from the lock screen: the lock stays shown until the session has ended. */
  leavingLocked: boolean;
  /** What the login or lock screen should say. */
  error: SessionMessage | null;
  /** Consecutive transient refresh failures (back-off). */
  refreshFailures: number;
  /** The stored session was locked when this tab started. */
  bootLocked: boolean;
}

export interface SessionInput {
  restored: RestoredSession | null;
  /** Wrong unlock passwords so far (stored, so that a reload does not give new tries). */
  unlockFailures?: number;
}

export type SessionEvent =
  | { type: 'login.submit'; credentials: Credentials }
  | { type: 'captcha.refresh' }
  | { type: 'session.check' }
  /** Lock; `password` sets a new lock password (the first lock asks for one). */
  | { type: 'session.lock'; password?: string }
  | { type: 'session.unlock'; password: string }
  | { type: 'session.logout' }
  | { type: 'session.expired' }
  | { type: 'session.switchRole'; roleId: string }
  /** Another tab locked (its secret; empty when this tab only saw the stored lock flag). */
  | { type: 'remote.locked'; lockHash: string }
  | { type: 'remote.unlocked' }
  | { type: 'remote.loggedOut' }
  | { type: 'remote.refreshed'; grant: GrantInfo };

export type BroadcastKind = Exclude<CrossTabMessage['type'], 'lockQuery'>;

/** Output of the login actor. */
export type LoginOutput = GrantInfo;
/** Output of the role switch actor. */
export interface SwitchRoleOutput {
  grant: GrantInfo;
  profile: Profile;
}

/**
 * What the token check found: keep going, refresh now, the token is past its lifetime, or the stored session
 * is gone (another tab logged out while this page was not listening, e.g. in the back/forward cache).
 */
export type TokenVerdict = 'fresh' | 'due' | 'expired' | 'gone';
