import type { TFunction } from 'i18next';
import type { MenuNode } from '@services/api/types/session';

/** A menu item's name in the current language: by its i18n code when known, else the server's name. */
export function menuLabel(t: TFunction, node: Pick<MenuNode, 'name' | 'code' | 'meta'>): string {
  const code = node.meta.i18n || node.code;
  return code ? t(`menu:${code}`, { defaultValue: node.name }) : node.name;
}
