import { memo, useMemo, useState } from 'react';
import { Icons } from '@blueprintjs/icons';
import { Tree, type TreeNodeInfo, type IconName } from '@blueprintjs/core';
import { useTranslation } from 'react-i18next';
import { menuLabel } from './menu-label';
import type { MenuNode } from '@services/api/types/session';

interface MenuData {
  node: MenuNode;
}

function iconOf(node: MenuNode, leaf: boolean): IconName {
  return Icons.isValidIconName(node.icon) ? node.icon : leaf ? 'document' : 'folder-close';
}

/** The ids of the ancestors of the item whose path is `active`. */
function ancestorsOf(menus: MenuNode[], active: string, trail: string[] = []): string[] | null {
  for (const n of menus) {
    if (n.path === active) return trail;
    const hit = ancestorsOf(n.children, active, [...trail, n.id]);
    if (hit) return hit;
  }
  return null;
}

/**
 * The side menu: the role's menu tree (already filtered by meta roles), nested, with the current page's
 * item selected and its parents open. A parent toggles; a leaf opens its page.
 */
export const SideMenu = memo(function SideMenu({
  menus,
  activePath,
  collapsed,
  onOpen,
  label,
}: {
  menus: MenuNode[];
  activePath: string;
  collapsed: boolean;
  onOpen: (node: MenuNode) => void;
  label: string;
}) {
  const { t } = useTranslation();
  const [toggled, setToggled] = useState<Record<string, boolean>>({});
  const openByRoute = useMemo(() => new Set(ancestorsOf(menus, activePath) ?? []), [menus, activePath]);

  const build = (nodes: MenuNode[]): TreeNodeInfo<MenuData>[] =>
    nodes.map((n) => {
      const leaf = n.children.length === 0;
      return {
        id: n.id,
        label: menuLabel(t, n),
        icon: iconOf(n, leaf),
        isSelected: leaf && n.path === activePath,
        isExpanded: !leaf && (toggled[n.id] ?? openByRoute.has(n.id)),
        hasCaret: !leaf && !collapsed,
        childNodes: leaf ? undefined : build(n.children),
        nodeData: { node: n },
        title: collapsed ? menuLabel(t, n) : undefined,
      } as TreeNodeInfo<MenuData>;
    });

  const toggle = (info: TreeNodeInfo<MenuData>, open: boolean) => setToggled((t) => ({ ...t, [String(info.id)]: open }));

  return (
    <nav className="fc-side-menu" aria-label={label} data-collapsed={collapsed || undefined}>
      <Tree<MenuData>
        contents={build(menus)}
        onNodeClick={(info) => {
          const node = info.nodeData!.node;
          if (node.children.length > 0) toggle(info, !info.isExpanded);
          else onOpen(node);
        }}
        onNodeExpand={(info) => toggle(info, true)}
        onNodeCollapse={(info) => toggle(info, false)}
      />
    </nav>
  );
});
