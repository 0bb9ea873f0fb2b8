/**
 * Calls of the system-administration screens that are not plain CRUD (spec 000 §7 "System administration",
 * "Authentication and user"): dictionary child lists and trees, role trees and grants, grant trees, user
 * password reset and role grant, lazy menu / department / region trees, top-menu grant, post select, client
 * update and the parameter settings. Paths come from the registry's definitions (services/resources). React-free.
 */
import { http } from '@services/http/client';
import type { R } from '@services/http/envelope';
import { ApiError, isPlainObject } from '@services/http/errors';
import { resourceByKey } from '@services/resources/registry';
import type { ActionDefinition, ResourceDefinition } from '@services/resources/types';
import type { ResourceRow } from './types/resource';

/** A node of a tree answer (role tree, grant trees, dictionary tree): BladeX `{ id, parentId, title, key, value, children }`. */
export interface TreeNode {
  id: string;
  parentId: string;
  title: string;
  children?: TreeNode[];
  hasChildren?: boolean;
  [extra: string]: unknown;
}

/** The grant trees of a role: menus (with their buttons), data scopes and API scopes (menu/grant-tree). */
export interface GrantTrees {
  menu: TreeNode[];
  dataScope: TreeNode[];
  apiScope: TreeNode[];
}

/** The granted ids of a role (menu/role-tree-keys). */
export interface GrantKeys {
  menu: string[];
  dataScope: string[];
  apiScope: string[];
}

/** A role grant (spec 000 §3). */
export interface RoleGrant {
  roleIds: string[];
  menuIds: string[];
  dataScopeIds: string[];
  apiScopeIds: string[];
}

/** Platform settings (param/settingInfo, param/setSetting). The spec does not show the fields: chosen here. */
export interface PlatformSettings {
  platformName: string;
  servicePhone: string;
  registerOpen: number;
  withdrawAudit: number;
  [extra: string]: unknown;
}

export type DictKind = 'dict' | 'dict-biz';

function def(key: string): ResourceDefinition {
  const d = resourceByKey(key);
  if (!d) throw new Error(`unknown resource ${key}`);
  return d;
}

function action(key: string, name: string): ActionDefinition {
  const a = def(key).actions.find((x) => x.name === name);
  if (!a) throw new Error(`${key} has no action ${name}`);
  return a;
}

async function call<T>(a: Pick<ActionDefinition, 'method' | 'path'>, opts: { params?: Record<string, unknown>; data?: unknown; signal?: AbortSignal } = {}): Promise<T> {
  const body = await http.request<R<T>>({ url: a.path, method: a.method, params: opts.params, data: opts.data, signal: opts.signal });
  return body.data;
}

const list = (data: unknown): unknown[] => (Array.isArray(data) ? data : []);
const text = (v: unknown) => (v === null || v === undefined ? '' : String(v));

/** Normalises a tree answer: ids as strings, `title` from title/name, children recursively. */
export function toTree(data: unknown): TreeNode[] {
  return list(data)
    .filter(isPlainObject)
    .map((n) => {
      const children = toTree(n.children);
      return { ...n, id: text(n.id ?? n.key ?? n.value), parentId: text(n.parentId), title: text(n.title ?? n.name ?? n.dictValue), children, hasChildren: n.hasChildren === true || children.length > 0 };
    });
}

const ids = (data: unknown): string[] => list(data).map(text).filter(Boolean);

// ---- dictionaries ----

/** The entries under a parent dictionary, as a tree (child-list with parentId). */
export async function dictChildList(kind: DictKind, parentId: string, signal?: AbortSignal): Promise<ResourceRow[]> {
  const data = await call<unknown>(action(kind, 'childList'), { params: { parentId }, signal });
  return list(data).filter(isPlainObject);
}

/** A dictionary's tree by code (tree with code), for parent pickers. */
export async function dictTree(kind: DictKind, code: string, signal?: AbortSignal): Promise<TreeNode[]> {
  return toTree(await call<unknown>(action(kind, 'tree'), { params: { code }, signal }));
}

// ---- roles and grants ----

/** The roles of a tenant as a tree (role/tree with tenantId). */
export async function roleTree(tenantId: string, signal?: AbortSignal): Promise<TreeNode[]> {
  return toTree(await call<unknown>(action('role', 'tree'), { params: { tenantId }, signal }));
}

/** Menus, data scopes and API scopes to grant (menu/grant-tree). */
export async function grantTrees(signal?: AbortSignal): Promise<GrantTrees> {
  const data = await call<unknown>(action('menu', 'grantTree'), { signal });
  if (!isPlainObject(data)) throw new ApiError('invalid-body', 'grant tree without menus', { data });
  return { menu: toTree(data.menu), dataScope: toTree(data.dataScope), apiScope: toTree(data.apiScope) };
}

/** The ids granted to roles (menu/role-tree-keys with roleIds). */
export async function roleTreeKeys(roleIds: readonly string[], signal?: AbortSignal): Promise<GrantKeys> {
  const data = await call<unknown>(action('menu', 'roleTreeKeys'), { params: { roleIds: roleIds.join(',') }, signal });
  if (!isPlainObject(data)) throw new ApiError('invalid-body', 'role tree keys without menus', { data });
  return { menu: ids(data.menu), dataScope: ids(data.dataScope), apiScope: ids(data.apiScope) };
}

/** Saves a role grant (role/grant: roleIds, menuIds, dataScopeIds, apiScopeIds, comma-joined). */
export async function grantRole(grant: RoleGrant, signal?: AbortSignal): Promise<void> {
  await call<unknown>(action('role', 'grant'), {
    params: { roleIds: grant.roleIds.join(','), menuIds: grant.menuIds.join(','), dataScopeIds: grant.dataScopeIds.join(','), apiScopeIds: grant.apiScopeIds.join(',') },
    signal,
  });
}

// ---- users ----

/** Resets the password of users (reset-password with userIds). */
export async function resetPasswords(userIds: readonly string[], signal?: AbortSignal): Promise<void> {
  await call<unknown>(action('user', 'resetPassword'), { params: { userIds: userIds.join(',') }, signal });
}

/** Grants roles to users (grant with userIds, roleIds). */
export async function grantUsers(userIds: readonly string[], roleIds: readonly string[], signal?: AbortSignal): Promise<void> {
  await call<unknown>(action('user', 'grant'), { params: { userIds: userIds.join(','), roleIds: roleIds.join(',') }, signal });
}

/** A user's platform record (platform-detail with id). */
export async function userPlatformDetail(id: string, signal?: AbortSignal): Promise<ResourceRow> {
  const data = await call<unknown>(action('user', 'platformDetail'), { params: { id }, signal });
  if (!isPlainObject(data)) throw new ApiError('invalid-body', 'platform detail without a record', { data });
  return data;
}

/** Saves a user's platform record (update-platform). */
export async function updateUserPlatform(row: ResourceRow, signal?: AbortSignal): Promise<void> {
  await call<unknown>(action('user', 'updatePlatform'), { data: row, signal });
}

// ---- lazy trees ----

/** Menus (with buttons) under a parent (menu/lazy-list with parentId). */
export async function menuLazyList(parentId: string, signal?: AbortSignal): Promise<ResourceRow[]> {
  return list(await call<unknown>(action('menu', 'lazyList'), { params: { parentId }, signal })).filter(isPlainObject);
}

/** The whole menu tree (menu/tree), for pickers and the top-menu grant. */
export async function menuTree(signal?: AbortSignal): Promise<TreeNode[]> {
  return toTree(await call<unknown>(action('menu', 'tree'), { signal }));
}

/** Departments under a parent (dept/lazy-list with parentId). */
export async function deptLazyList(parentId: string, signal?: AbortSignal): Promise<ResourceRow[]> {
  return list(await call<unknown>(action('dept', 'lazyList'), { params: { parentId }, signal })).filter(isPlainObject);
}

/** Regions under a parent code (region/lazy-tree with parentCode). */
export async function regionLazyTree(parentCode: string, signal?: AbortSignal): Promise<ResourceRow[]> {
  return list(await call<unknown>(action('region', 'lazyTree'), { params: { parentCode }, signal })).filter(isPlainObject);
}

/** The menus a top menu shows (topmenu/grant with topMenuIds, menuIds). */
export async function grantTopMenus(topMenuIds: readonly string[], menuIds: readonly string[], signal?: AbortSignal): Promise<void> {
  await call<unknown>(action('top-menu', 'grant'), { params: { topMenuIds: topMenuIds.join(','), menuIds: menuIds.join(',') }, signal });
}

/** The posts of a tenant (post/select with tenantId). */
export async function postSelect(tenantId: string, signal?: AbortSignal): Promise<ResourceRow[]> {
  return list(await call<unknown>(action('post', 'select'), { params: { tenantId }, signal })).filter(isPlainObject);
}

// ---- parameters ----

/** The platform settings (param/settingInfo). */
export async function settingInfo(signal?: AbortSignal): Promise<PlatformSettings> {
  const data = await call<unknown>(action('param', 'settingInfo'), { signal });
  if (!isPlainObject(data)) throw new ApiError('invalid-body', 'settings without a record', { data });
  return data as PlatformSettings;
}

/** Saves the platform settings (param/setSetting). */
export async function setSetting(settings: PlatformSettings, signal?: AbortSignal): Promise<void> {
  await call<unknown>(action('param', 'setSetting'), { data: settings, signal });
}

/** Changes the platform price markup (param/updPlatformPrice): `platformPrice` in fen per litre. */
export async function updatePlatformPrice(platformPrice: number, signal?: AbortSignal): Promise<void> {
  await call<unknown>(action('param', 'updPlatformPrice'), { data: { platformPrice }, signal });
}

/** The parameters the platform reads at start (param/paramSetting): key → value. */
export async function paramSetting(signal?: AbortSignal): Promise<Record<string, string>> {
  const data = await call<unknown>(action('param', 'paramSetting'), { signal });
  if (!isPlainObject(data)) return {};
  return Object.fromEntries(Object.entries(data).map(([k, v]) => [k, text(v)]));
}
