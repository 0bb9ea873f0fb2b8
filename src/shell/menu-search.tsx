import { useCallback, useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Button, MenuItem, useHotkeys } from '@blueprintjs/core';
import { Omnibar, type ItemListPredicate, type ItemRenderer } from '@blueprintjs/select';
import type { TFunction } from 'i18next';
import type { MenuNode } from '@services/api/types/session';
import { menuLabel } from './menu-label';

interface Leaf {
  node: MenuNode;
  /** The name shown and searched, in the current language. */
  label: string;
  /** Names of the parents, for context. */
  trail: string;
}

/** Every leaf of the menu tree with its parents' names. */
export function menuLeaves(menus: MenuNode[], t?: TFunction, trail: string[] = []): Leaf[] {
  return menus.flatMap((n) => {
    const label = t ? menuLabel(t, n) : n.name;
    return n.children.length === 0 ? [{ node: n, label, trail: trail.join(' / ') }] : menuLeaves(n.children, t, [...trail, label]);
  });
}

/** Menu search matches leaf names by prefix, case-insensitive (spec 000 §2). */
export function matchesPrefix(name: string, query: string): boolean {
  return name.toLocaleLowerCase().startsWith(query.trim().toLocaleLowerCase());
}

const predicate: ItemListPredicate<Leaf> = (query, items) =>
  query.trim() === '' ? items : items.filter((i) => matchesPrefix(i.label, query));

/** The top search: an Omnibar over menu leaf names; also on Ctrl/⌘+K (and "?" lists the shortcuts). */
export function MenuSearch({ menus, onOpen }: { menus: MenuNode[]; onOpen: (node: MenuNode) => void }) {
  const { t } = useTranslation();
  const [isOpen, setOpen] = useState(false);
  const leaves = useMemo(() => menuLeaves(menus, t), [menus, t]);
  const open = useCallback(() => setOpen(true), []);
  // declared once: one key, one row in the shortcut list (src/shell/shortcuts.tsx)
  const hotkeys = useMemo(
    () => [{ combo: 'mod+k', global: true, label: t('shell.searchMenus'), onKeyDown: open, preventDefault: true }],
    [open, t],
  );
  useHotkeys(hotkeys);

  const renderItem: ItemRenderer<Leaf> = (item, { handleClick, handleFocus, modifiers }) =>
    modifiers.matchesPredicate ? (
      <MenuItem
        key={item.node.id}
        active={modifiers.active}
        text={item.label}
        label={item.trail}
        icon="document"
        onClick={handleClick}
        onFocus={handleFocus}
        roleStructure="listoption"
      />
    ) : null;

  return (
    <>
      <Button
        variant="minimal"
        icon="search"
        aria-label={t('shell.searchMenus')}
        title={`${t('shell.searchMenus')} (Ctrl+K)`}
        onClick={open}
      />
      <Omnibar<Leaf>
        isOpen={isOpen}
        items={leaves}
        itemListPredicate={predicate}
        itemRenderer={renderItem}
        noResults={<MenuItem disabled text={t('shell.noMenuMatch')} roleStructure="listoption" />}
        onItemSelect={(item) => {
          setOpen(false);
          onOpen(item.node);
        }}
        onClose={() => setOpen(false)}
        resetOnSelect
        inputProps={{ placeholder: t('shell.searchPlaceholder'), 'aria-label': t('shell.searchMenus') }}
      />
    </>
  );
}
