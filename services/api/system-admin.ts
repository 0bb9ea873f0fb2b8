/**
 * Calls of the system-administration screens that are not plain CRUD (spec 000 §7 "System administration",
 * "Authentication and user"): dictionary child lists and trees, role trees and grants, grant trees, user
 * password reset and role grant, lazy menu / department / region trees, top-menu grant, post select, client
 * update and the parameter settings. Paths come from the registry's definitions (services/resources). React-free.
 */
import * as v from 'valibot';
import { requestData, type DataSchema } from '@services/http/decode';
import { flag, id, listOf, recordOf, row, text, whole } from './fields';
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

/** The platform settings answer: the named fields checked, the rest kept. */
const PlatformSettingsSchema = recordOf({ platformName: text, servicePhone: text, registerOpen: whole, withdrawAudit: whole });

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

/** One call of the system area, its data decoded with `schema` (by default only the envelope is checked). */
function call<S extends DataSchema>(
  a: Pick<ActionDefinition, 'method' | 'path'>,
  opts: { params?: Record<string, unknown>; data?: unknown; signal?: AbortSignal; key?: string },
  schema: S,
): Promise<v.InferOutput<S>> {
  const meta = opts.key ? { meta: { idempotencyKey: opts.key } } : {};
  return requestData({ url: a.path, method: a.method, params: opts.params, data: opts.data, signal: opts.signal, ...meta }, schema);
}

/** What a write of the system area sends, for the confirmation's 请求详情: the family action's method and path, and its payload. */
export function writeRequest(family: string, name: string, payload: unknown): { method: string; url: string; payload: unknown } {
  const a = action(family, name);
  return { method: a.method.toUpperCase(), url: a.path, payload };
}
const anything = v.unknown();
const rows = listOf(row);

/** A tree answer: ids as strings (from id, key or value), `title` from title, name or dictValue, children recursively. */
export const TreeSchema: v.GenericSchema<unknown, TreeNode[]> = v.lazy(() =>
  listOf(
    v.pipe(
      recordOf({
        id: v.optional(id),
        key: v.optional(id),
        value: v.optional(id),
        parentId: id,
        title: v.optional(text),
        name: v.optional(text),
        dictValue: v.optional(text),
        hasChildren: flag,
        children: TreeSchema,
      }),
      v.transform(
        (n): TreeNode => ({
          ...n,
          id: n.id || n.key || n.value || '',
          parentId: n.parentId,
          title: n.title || n.name || n.dictValue || '',
          children: n.children,
          hasChildren: n.hasChildren || n.children.length > 0,
        }),
      ),
    ),
  ),
);

/** A list of granted ids. */
const IdsSchema = v.pipe(
  listOf(id),
  v.transform((list) => list.filter(Boolean)),
);

// ---- dictionaries ----

/** The entries under a parent dictionary, as a tree (child-list with parentId). */
export async function dictChildList(kind: DictKind, parentId: string, signal?: AbortSignal): Promise<ResourceRow[]> {
  return call(action(kind, 'childList'), { params: { parentId }, signal }, rows);
}

/** A dictionary's tree by code (tree with code), for parent pickers. */
export async function dictTree(kind: DictKind, code: string, signal?: AbortSignal): Promise<TreeNode[]> {
  return call(action(kind, 'tree'), { params: { code }, signal }, TreeSchema);
}

// ---- roles and grants ----

/** The roles of a tenant as a tree (role/tree with tenantId). */
export async function roleTree(tenantId: string, signal?: AbortSignal): Promise<TreeNode[]> {
  return call(action('role', 'tree'), { params: { tenantId }, signal }, TreeSchema);
}

/** Menus, data scopes and API scopes to grant (menu/grant-tree). */
export async function grantTrees(signal?: AbortSignal): Promise<GrantTrees> {
  const data = await call(
    action('menu', 'grantTree'),
    { signal },
    recordOf({ menu: TreeSchema, dataScope: TreeSchema, apiScope: TreeSchema }),
  );
  return { menu: data.menu, dataScope: data.dataScope, apiScope: data.apiScope };
}

/** The ids granted to roles (menu/role-tree-keys with roleIds). */
export async function roleTreeKeys(roleIds: readonly string[], signal?: AbortSignal): Promise<GrantKeys> {
  const data = await call(
    action('menu', 'roleTreeKeys'),
    { params: { roleIds: roleIds.join(',') }, signal },
    recordOf({ menu: IdsSchema, dataScope: IdsSchema, apiScope: IdsSchema }),
  );
  return { menu: data.menu, dataScope: data.dataScope, apiScope: data.apiScope };
}

/** Saves a role grant (role/grant: roleIds, menuIds, dataScopeIds, apiScopeIds, comma-joined). */
export async function grantRole(grant: RoleGrant, key?: string, signal?: AbortSignal): Promise<void> {
  await call(action('role', 'grant'), { params: grantParams(grant), signal, key }, anything);
}

/** The parameters of a role grant: every id list comma-joined. */
export function grantParams(grant: RoleGrant): Record<keyof RoleGrant, string> {
  return {
    roleIds: grant.roleIds.join(','),
    menuIds: grant.menuIds.join(','),
    dataScopeIds: grant.dataScopeIds.join(','),
    apiScopeIds: grant.apiScopeIds.join(','),
  };
}

// ---- users ----

/** Resets the password of users (reset-password with userIds). */
export async function resetPasswords(userIds: readonly string[], key?: string, signal?: AbortSignal): Promise<void> {
  await call(action('user', 'resetPassword'), { params: { userIds: userIds.join(',') }, signal, key }, anything);
}

/** Grants roles to users (grant with userIds, roleIds). */
export async function grantUsers(
  userIds: readonly string[],
  roleIds: readonly string[],
  key?: string,
  signal?: AbortSignal,
): Promise<void> {
  await call(action('user', 'grant'), { params: { userIds: userIds.join(','), roleIds: roleIds.join(',') }, signal, key }, anything);
}

/** A user's platform record (platform-detail with id). */
export async function userPlatformDetail(id: string, signal?: AbortSignal): Promise<ResourceRow> {
  return call(action('user', 'platformDetail'), { params: { id }, signal }, row);
}

/** Saves a user's platform record (update-platform). */
export async function updateUserPlatform(values: ResourceRow, signal?: AbortSignal, key?: string): Promise<void> {
  await call(action('user', 'updatePlatform'), { data: values, signal, ...(key ? { key } : {}) }, anything);
}

// ---- lazy trees ----

/** Menus (with buttons) under a parent (menu/lazy-list with parentId). */
export async function menuLazyList(parentId: string, signal?: AbortSignal): Promise<ResourceRow[]> {
  return call(action('menu', 'lazyList'), { params: { parentId }, signal }, rows);
}

/** The whole menu tree (menu/tree), for pickers and the top-menu grant. */
export async function menuTree(signal?: AbortSignal): Promise<TreeNode[]> {
  return call(action('menu', 'tree'), { signal }, TreeSchema);
}

/** Departments under a parent (dept/lazy-list with parentId). */
export async function deptLazyList(parentId: string, signal?: AbortSignal): Promise<ResourceRow[]> {
  return call(action('dept', 'lazyList'), { params: { parentId }, signal }, rows);
}

/** The caller's whole organization as a tree, every level at once (dept/organization-list). */
export async function organizationList(signal?: AbortSignal): Promise<TreeNode[]> {
  return call(action('dept', 'organizationList'), { signal }, TreeSchema);
}

/** Regions under a parent code (region/lazy-tree with parentCode). */
export async function regionLazyTree(parentCode: string, signal?: AbortSignal): Promise<ResourceRow[]> {
  return call(action('region', 'lazyTree'), { params: { parentCode }, signal }, rows);
}

/** The menus a top menu shows (topmenu/grant with topMenuIds, menuIds). */
export async function grantTopMenus(
  topMenuIds: readonly string[],
  menuIds: readonly string[],
  key?: string,
  signal?: AbortSignal,
): Promise<void> {
  await call(
    action('top-menu', 'grant'),
    { params: { topMenuIds: topMenuIds.join(','), menuIds: menuIds.join(',') }, signal, key },
    anything,
  );
}

/** The posts of a tenant (post/select with tenantId). */
export async function postSelect(tenantId: string, signal?: AbortSignal): Promise<ResourceRow[]> {
  return call(action('post', 'select'), { params: { tenantId }, signal }, rows);
}

// ---- parameters ----

/** The platform settings (param/settingInfo). */
export async function settingInfo(signal?: AbortSignal): Promise<PlatformSettings> {
  return call(action('param', 'settingInfo'), { signal }, PlatformSettingsSchema);
}

/** Saves the platform settings (param/setSetting). */
export async function setSetting(settings: PlatformSettings, key?: string, signal?: AbortSignal): Promise<void> {
  await call(action('param', 'setSetting'), { data: settings, signal, key }, anything);
}

/** Changes the platform price markup (param/updPlatformPrice): `platformPrice` in fen per litre. */
export async function updatePlatformPrice(platformPrice: number, key?: string, signal?: AbortSignal): Promise<void> {
  await call(action('param', 'updPlatformPrice'), { data: { platformPrice }, signal, key }, anything);
}

/** The parameters the platform reads at start (param/paramSetting): key → value. */
export async function paramSetting(signal?: AbortSignal): Promise<Record<string, string>> {
  return (await call(action('param', 'paramSetting'), { signal }, v.nullish(v.record(v.string(), text)))) ?? {};
}
