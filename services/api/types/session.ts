/** Data types of the session flow, shared by the auth API, the session machine and the screens. */

/** What the login form sends; `password` is as typed (the API hashes it once). */
export interface Credentials {
  tenantId: string;
  username: string;
  password: string;
  captchaKey?: string;
  captchaCode?: string;
  deptId?: string;
  roleId?: string;
  /** A third-party sign-in coming back to /login (`?source=&code=&state=`): the social grant instead of the password. */
  social?: SocialCallback;
}

/** What a third-party sign-in hands back to the login page: the platform, its one-time code and the state sent. */
export interface SocialCallback {
  source: string;
  code: string;
  state: string;
}

/** Token age data kept by the session; the token text itself never leaves the cookie layer. */
export interface GrantInfo {
  /** Epoch ms when the access token was issued. */
  issuedAt: number;
  /** Lifetime of the access token, seconds. */
  expiresIn: number;
  tenantId: string;
  roleId: string;
}

export interface Captcha {
  key: string;
  /** data: URL of the captcha image. */
  image: string;
}

export interface UserRole {
  id: string;
  roleName: string;
}

/** User info of spec 000 §3 as the session keeps it. */
export interface UserInfo {
  userId: string;
  account: string;
  userName: string;
  realName: string;
  nickName: string;
  avatar: string;
  tenantId: string;
  tenantName: string;
  /** '1' supplier, '2' service provider, '3' purchaser, '' platform. */
  tenantType: string;
  parentTenantId: string;
  deptId: string;
  deptName: string;
  roleId: string;
  roleName: string;
  /** Role alias (BladeX `role_name`), what menu `meta.roles` name. */
  roleAlias: string;
  userRoleList: UserRole[];
}

export interface MenuMeta {
  i18n?: string;
  keepAlive?: boolean;
  roles?: string[];
}

/** Menu tree node of spec 000 §3. */
export interface MenuNode {
  id: string;
  parentId: string;
  name: string;
  path: string;
  icon: string;
  code: string;
  sort: number;
  meta: MenuMeta;
  query?: Record<string, string>;
  group?: string;
  children: MenuNode[];
}

/** Everything loaded after a token is granted. */
export interface Profile {
  user: UserInfo;
  menus: MenuNode[];
  /** Flattened button permissions: code → true. */
  buttons: Record<string, true>;
}

/** What a previous page load left in storage. */
export interface RestoredSession {
  grant: GrantInfo;
  profile: Profile;
  locked: boolean;
  lockHash: string | null;
}

/** A message for the user: an i18n key of ours or a server string shown as is. */
/** What the login screen says: an i18n key or the server's text; with the identity to register after a social sign-in. */
export type SessionMessage = ({ key: string } | { text: string }) & { oauthId?: string };

/** Messages between tabs of one browser. */
export type CrossTabMessage =
  | { type: 'lock'; lockHash: string }
  | { type: 'lockQuery' }
  | { type: 'unlock' }
  | { type: 'logout' }
  | { type: 'login' }
  | { type: 'refreshed'; grant: GrantInfo }
  | { type: 'role'; roleId: string };
