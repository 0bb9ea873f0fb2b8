import type { SnapshotFrom } from 'xstate';
import type { GrantInfo, MenuNode, UserRole } from '@services/api/types/session';
import type { SessionContext, TokenVerdict } from './session.types';
import type { sessionMachine } from './session.machine';

type SessionSnapshot = SnapshotFrom<typeof sessionMachine>;

/** Which top-level screen the session calls for. */
export type SessionView = 'boot' | 'login' | 'app' | 'locked';

/** The screen the session calls for, from its tags. */
export function selectView(s: SessionSnapshot): SessionView {
  if (s.hasTag('screen:locked')) return 'locked';
  if (s.hasTag('screen:app')) return 'app';
  if (s.hasTag('screen:login')) return 'login';
  if (s.hasTag('screen:boot')) return 'boot';
  // loggingOut: keep showing the app (or the lock) until the answer (or the give-up delay) arrives.
  if (s.context.leavingLocked) return 'locked';
  return 'app';
}

/** Seconds since the access token was issued. */
export function tokenAgeSeconds(grant: GrantInfo, nowMs: number): number {
  return Math.floor((nowMs - grant.issuedAt) / 1000);
}

/** The token is old enough to refresh: age ≥ tokenTime (spec 000 §4). */
export function isRefreshDue(context: Pick<SessionContext, 'grant'>, nowMs: number, tokenTime: number): boolean {
  return context.grant !== null && tokenAgeSeconds(context.grant, nowMs) >= tokenTime;
}

/** The access token has outlived its lifetime. */
export function isTokenExpired(context: Pick<SessionContext, 'grant'>, nowMs: number): boolean {
  return context.grant !== null && tokenAgeSeconds(context.grant, nowMs) >= context.grant.expiresIn;
}

/** The token check of spec 000 §4: expired beats due; due when age ≥ tokenTime. */
export function tokenVerdict(context: Pick<SessionContext, 'grant'>, nowMs: number, tokenTime: number): TokenVerdict {
  if (isTokenExpired(context, nowMs)) return 'expired';
  if (isRefreshDue(context, nowMs, tokenTime)) return 'due';
  return 'fresh';
}

/** Roles offered for switching: names without 管理员, only when the user has more than one role (spec 000 §6). */
export function selectSwitchableRoles(s: SessionSnapshot): UserRole[] {
  const roles = s.context.profile?.user.userRoleList ?? [];
  if (roles.length <= 1) return [];
  return roles.filter((r) => !r.roleName.includes('管理员'));
}

/** The menu tree of the current role, filtered by meta roles. */
export function selectMenus(s: SessionSnapshot): MenuNode[] {
  const profile = s.context.profile;
  if (!profile) return [];
  const { roleName, roleAlias, roleId } = profile.user;
  const keep = (nodes: MenuNode[]): MenuNode[] =>
    nodes
      .filter(
        (n) =>
          !n.meta.roles || n.meta.roles.length === 0 || [roleAlias, roleName, roleId].some((r) => r !== '' && n.meta.roles!.includes(r)),
      )
      .map((n) => ({ ...n, children: keep(n.children) }));
  return keep(profile.menus);
}

/** Locking goes straight to the lock when a password is set, else asks for one first. */
export function selectLockNeedsPassword(s: SessionSnapshot): boolean {
  return s.context.lockHash === null;
}

/** The single child to open directly when the menu is one thirdManage item with one child (spec 000 §2). */
export function thirdManageShortcut(menus: MenuNode[]): MenuNode | null {
  if (menus.length !== 1) return null;
  const top = menus[0]!;
  if (top.code !== 'thirdManage' || top.children.length !== 1) return null;
  return top.children[0]!;
}

/** The login form's state: signing in has passed the token and waits for the profile and menus. */
export function selectLoadingProfile(s: SessionSnapshot): boolean {
  return s.matches({ authenticating: 'loadingProfile' });
}

/** The login form may be sent (signed out, captcha and form ready, nothing under way). */
export function selectCanSubmitLogin(s: SessionSnapshot): boolean {
  return s.matches({ loggedOut: 'ready' });
}
