import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { Button, Icon, Intent, Tag, type IconName } from '@blueprintjs/core';
import type { ResourceRow } from '@machines/resource/editor.types';
import * as client from '@services/api/resource-client';
import { grantTopMenus, menuLazyList, menuTree, writeRequest } from '@services/api/system-admin';
import type { ResourceDefinition } from '@services/resources/types';
import { ResourceListPage } from '@/screens/resource/resource-list-page';
import type { ScreenSlots } from '@/screens/resource/screen-slots';
import { checkedWithAncestors, leavesFromKeys } from './check-tree';
import { TreeGrantDialog, type TreeGrant } from './tree-grant-dialog';
import { rowAction, addUnder, useGrantTarget, useSystemFamily } from './system-parts';
import { lazyTreeSlots, text, withoutTreeFields } from './family';

/** A menu's icon (Blueprint icon names are what the menu stores in `source`). */
function MenuIcon({ name }: { name: string }) {
  if (!name) return null;
  return (
    <span className="resource-menu-icon">
      <Icon icon={name as IconName} size={14} />
      <span>{name}</span>
    </span>
  );
}

/** Menus (/system/menu): the menu family's generic list as a lazy tree (menu/lazy-list by parentId); buttons are children of their menu. */
export function MenuPage() {
  const { t, def, can } = useSystemFamily('menu', ['systemAdmin', 'resources']);

  const slots = useMemo<ScreenSlots>(
    () => ({
      ...lazyTreeSlots(def, menuLazyList, '0', { name: (r) => text(r.name) }),
      cells: { source: (r) => <MenuIcon name={text(r.source)} />, category: (r) => <CategoryTag value={r.category} /> },
      rowActions: rowAction({
        allowed: can.add,
        when: (row) => Number(row.category) !== 2,
        intent: Intent.SUCCESS,
        text: t('menu.addSub'),
        label: (row) => t('menu.addSubOf', { name: text(row.name) }),
        onClick: addUnder,
      }),
      form: {
        defaults: (r) =>
          r.mode === 'add'
            ? {
                parentId: r.parent ? r.parent.id : '0',
                parentName: r.parent ? r.parent.name : '',
                ...(r.parent ? {} : { category: 1 }),
                sort: 1,
              }
            : {},
        display: { parentId: (v) => text(v.parentName) || t('menu.root') },
        save: (values, mode, signal, key) =>
          client.submit(def, { ...withoutTreeFields(values, mode), category: Number(values.category) }, signal, key),
      },
    }),
    [def, can.add, t],
  );
  return <ResourceListPage definition={def} slots={slots} />;
}

/** A menu's type as a tag (菜单 / 按钮). */
function CategoryTag({ value }: { value: unknown }) {
  const { t } = useTranslation('resources');
  const button = Number(value) === 2;
  return (
    <Tag minimal intent={button ? Intent.WARNING : Intent.PRIMARY}>
      {t(`resources:enum.menuCategory.${button ? '2' : '1'}`)}
    </Tag>
  );
}

/** The top-menu grant: which top-level menus a top menu shows (topmenu/grant with topMenuIds, menuIds). */
function TopMenuGrantDialog({ def, tops, onClose }: { def: ResourceDefinition; tops: ResourceRow[]; onClose: (saved: boolean) => void }) {
  const { t } = useTranslation('systemAdmin');
  const topIds = tops.map((x) => text(x.id));
  const grant: TreeGrant = {
    treeKey: 'menus',
    loadTree: (signal) => menuTree(signal),
    initial: (nodes) => {
      if (tops.length !== 1) return new Set<string>();
      const granted = Array.isArray(tops[0]?.menuIds) ? (tops[0]!.menuIds as unknown[]).map(text) : [];
      // a granted top-level menu shows with everything under it
      return new Set(nodes.filter((n) => granted.includes(n.id)).flatMap((n) => [...leavesFromKeys([n], collect(n))]));
    },
    ids: checkedWithAncestors,
    save: (ids, key) => grantTopMenus(topIds, ids, key),
    request: (ids) => writeRequest('top-menu', 'grant', { topMenuIds: topIds.join(','), menuIds: ids.join(',') }),
    // each top menu's record lists the top-level menus it shows
    readBack: (signal) =>
      Promise.all(topIds.map((id) => client.detail(def, id, signal).then((r) => (Array.isArray(r.menuIds) ? r.menuIds.map(text) : [])))),
    kept: (nodes, ids) => ids.filter((id) => nodes.some((n) => n.id === id)),
  };
  const names = tops.map((x) => text(x.name)).join('、');
  return (
    <TreeGrantDialog
      title={t('topMenu.grantTitle', { names })}
      target={names}
      wide
      label={t('topMenu.menuTree')}
      openDepth={0}
      grant={grant}
      onClose={onClose}
    />
  );
}

function collect(n: { id: string; children?: Array<{ id: string; children?: unknown }> }): string[] {
  return [n.id, ...((n.children ?? []) as Array<{ id: string; children?: Array<{ id: string }> }>).flatMap((c) => collect(c))];
}

/** Top menus (/system/topmenu): the top-menu family's generic list and the menu grant of the selection. */
export function TopMenuPage() {
  const { t, def, may } = useSystemFamily('top-menu');
  const canGrant = may('setting');
  const granting = useGrantTarget(def);
  const openGrant = granting.open;
  const slots = useMemo<ScreenSlots>(
    () => ({
      // the grant dialog serves the family's grant call
      ownActions: true,
      cells: { source: (r) => <MenuIcon name={text(r.source)} /> },
      toolbar: (api) =>
        canGrant && (
          <Button
            icon="menu"
            text={t('topMenu.grant')}
            onClick={() => (api.selection.length === 0 ? api.warn('resourceUi:list.selectAtLeastOne') : openGrant(api.selectedRows()))}
          />
        ),
      form: {
        save: (values, mode, signal, key) => {
          const row = withoutTreeFields(values, mode);
          delete row.menuIds;
          return client.submit(def, row, signal, key);
        },
      },
    }),
    [def, canGrant, t, openGrant],
  );
  return (
    <>
      <ResourceListPage definition={def} slots={slots} />
      {granting.target && <TopMenuGrantDialog def={def} tops={granting.target} onClose={granting.close} />}
    </>
  );
}
