import type { Captcha, CrossTabMessage, Credentials, GrantInfo, Profile, RestoredSession, SessionMessage } from '@services/api/types/session';

export interface SessionContext {
  grant: GrantInfo | null;
  profile: Profile | null;
  captcha: Captcha | null;
  /** Hash of the lock password (never the text). */
  lockHash: string | null;
  /** What the login or lock screen should say. */
  error: SessionMessage | null;
  /** Consecutive transient refresh failures (back-off). */
  refreshFailures: number;
  /** The stored session was locked when this tab started. */
  bootLocked: boolean;
}

export interface SessionInput {
  restored: RestoredSession | null;
}

export type SessionEvent =
  | { type: 'login.submit'; credentials: Credentials }
  | { type: 'captcha.refresh' }
  | { type: 'session.check' }
  | { type: 'session.lock'; lockHash?: string }
  | { type: 'session.unlock'; lockHash: string }
  | { type: 'session.logout' }
  | { type: 'session.expired' }
  | { type: 'session.switchRole'; roleId: string }
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

/** What the token check found: keep going, refresh now, or the token is past its lifetime. */
export type TokenVerdict = 'fresh' | 'due' | 'expired';
