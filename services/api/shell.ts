import * as v from 'valibot';
import { getData } from '@services/http/decode';
import { isCancelled } from '@services/http/errors';
import { MenusSchema } from './auth';
import { id, listOf, recordOf, text } from './fields';
import type { MenuNode } from './types/session';

/** A top-menu item of the header. */
export interface TopMenu {
  id: string;
  name: string;
  code: string;
  icon: string;
}

/** The top menu list (BladeX calls the icon `source`). */
const TopMenusSchema = listOf(
  v.pipe(
    recordOf({ id, name: text, code: text, source: text }),
    v.transform((m): TopMenu => ({ id: m.id, name: m.name, code: m.code, icon: m.source })),
  ),
);

/** GET /api/blade-system/menu/top-menu. */
export async function fetchTopMenus(signal?: AbortSignal): Promise<TopMenu[]> {
  return getData('/api/blade-system/menu/top-menu', TopMenusSchema, { signal });
}

/** GET /api/blade-system/menu/routes for one top menu: the side menu it shows. */
export async function fetchMenusOfTop(topMenuId: string, signal?: AbortSignal): Promise<MenuNode[]> {
  return getData('/api/blade-system/menu/routes', MenusSchema, { params: { topMenuId }, signal });
}

/**
 * The company's role types ('1' supplier, '2' service provider, '3' purchaser). A refused call (any
 * non-200 code) means an empty list (spec 000 §8 "Top bar").
 */
export async function fetchRoleTypes(signal?: AbortSignal): Promise<string[]> {
  try {
    const types = await getData('/api/zytSupplierTenant/suppliertenant/applyType', listOf(text), { signal });
    return types.filter((x) => ['1', '2', '3'].includes(x));
  } catch (e) {
    if (isCancelled(e)) throw e;
    return [];
  }
}

/** GET the supplier shop token (opened with the tenant id in a new window). */
export async function fetchShopToken(signal?: AbortSignal): Promise<string> {
  return getData('/api/zytSupplierTenant/suppliertenant/shopping/getToken', text, { signal });
}
