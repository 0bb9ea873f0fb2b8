import { http } from '@services/http/client';
import type { R } from '@services/http/envelope';
import { isPlainObject } from '@services/http/errors';
import { getData } from '@services/http/decode';
import { MenusSchema } from './auth';
import type { MenuNode } from './types/session';

/** A top-menu item of the header. */
export interface TopMenu {
  id: string;
  name: string;
  code: string;
  icon: string;
}

const str = (v: unknown) => (typeof v === 'string' ? v : typeof v === 'number' ? String(v) : '');

/** GET /api/blade-system/menu/top-menu. */
export async function fetchTopMenus(signal?: AbortSignal): Promise<TopMenu[]> {
  const body = await http.get<R<unknown>>('/api/blade-system/menu/top-menu', { signal });
  return Array.isArray(body.data) ? body.data.filter(isPlainObject).map((m) => ({ id: str(m.id), name: str(m.name), code: str(m.code), icon: str(m.source) })) : [];
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
    const body = await http.get<R<unknown>>('/api/zytSupplierTenant/suppliertenant/applyType', { signal });
    return Array.isArray(body.data) ? body.data.map(str).filter((x) => ['1', '2', '3'].includes(x)) : [];
  } catch (e) {
    if ((e as { kind?: string }).kind === 'cancelled') throw e;
    return [];
  }
}

/** GET the supplier shop token (opened with the tenant id in a new window). */
export async function fetchShopToken(signal?: AbortSignal): Promise<string> {
  const body = await http.get<R<unknown>>('/api/zytSupplierTenant/suppliertenant/shopping/getToken', { signal });
  return str(body.data);
}
