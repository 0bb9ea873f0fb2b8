/** Storage keys of spec 000 §3, plus the lock and role-switch keys of the session. */
export const STORAGE_KEYS = {
  tenantId: 'tenantId',
  userInfo: 'userInfo',
  permission: 'permission',
  menu: 'menu',
  menuAll: 'menuAll',
  token: 'token', // issue time and lifetime only; the token itself lives in a cookie
  refreshToken: 'refreshToken', // likewise: never the token text
  roleTypeList: 'roleTypeList',
  language: 'language',
  theme: 'theme',
  colour: 'colour',
  tags: 'tags',
  logs: 'logs',
  isLock: 'isLock',
  lockPasswd: 'lockPasswd', // salt and PBKDF2 hash, in session storage
  unlockTries: 'unlockTries', // wrong unlock passwords so far
  roleId: 'roleId',
  roleType: 'roleType', // the company identity the enterprise info pages show (1, 2 or 3), in session storage
} as const;

export type StorageKey = (typeof STORAGE_KEYS)[keyof typeof STORAGE_KEYS];

/** Keys whose change in another tab makes this tab check its session again (token, who is signed in, the lock). */
export const SESSION_KEYS: readonly StorageKey[] = [
  STORAGE_KEYS.token,
  STORAGE_KEYS.refreshToken,
  STORAGE_KEYS.tenantId,
  STORAGE_KEYS.userInfo,
  STORAGE_KEYS.roleId,
  STORAGE_KEYS.isLock,
];

/** Keys that survive logout (docs/quality.md req. 2). */
export const KEYS_KEPT_ON_LOGOUT: readonly StorageKey[] = [STORAGE_KEYS.language, STORAGE_KEYS.theme, STORAGE_KEYS.colour];
