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
  lockPasswd: 'lockPasswd', // a hash, in session storage
  roleId: 'roleId',
} as const;

export type StorageKey = (typeof STORAGE_KEYS)[keyof typeof STORAGE_KEYS];

/** Keys that survive logout (QUALITY.md req. 2). */
export const KEYS_KEPT_ON_LOGOUT: readonly StorageKey[] = [STORAGE_KEYS.language, STORAGE_KEYS.theme, STORAGE_KEYS.colour];
