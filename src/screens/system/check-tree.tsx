import { useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Button, Checkbox, Tree, type TreeNodeInfo } from '@blueprintjs/core';
import type { TreeNode } from '@services/api/system-admin';
import './system.css';

/** Leaf ids under a node (the node itself when it has no children). */
export function leavesOf(node: TreeNode): string[] {
  const kids = node.children ?? [];
  return kids.length === 0 ? [node.id] : kids.flatMap(leavesOf);
}

/** Every leaf of a tree. */
export function allLeaves(nodes: readonly TreeNode[]): Set<string> {
  return new Set(nodes.flatMap(leavesOf));
}

/**
 * The ids to send for checked leaves: the leaves and every ancestor of a checked leaf (a granted button
 * shows its menu), in tree order.
 */
export function checkedWithAncestors(nodes: readonly TreeNode[], checked: ReadonlySet<string>): string[] {
  const out: string[] = [];
  const walk = (n: TreeNode): boolean => {
    const kids = n.children ?? [];
    if (kids.length === 0) {
      if (checked.has(n.id)) out.push(n.id);
      return checked.has(n.id);
    }
    const at = out.length;
    const any = kids.map(walk).some(Boolean);
    if (any) out.splice(at, 0, n.id);
    return any;
  };
  nodes.forEach(walk);
  return out;
}

/** Leaves checked by granted keys (a parent in the keys does not check its other children). */
export function leavesFromKeys(nodes: readonly TreeNode[], keys: readonly string[]): Set<string> {
  const leaves = allLeaves(nodes);
  return new Set(keys.filter((k) => leaves.has(k)));
}

/** Whether two id lists hold the same ids (order and repeats aside). */
export function sameIds(a: readonly string[], b: readonly string[]): boolean {
  const x = new Set(a);
  const y = new Set(b);
  return x.size === y.size && [...x].every((id) => y.has(id));
}

/**
 * What the checks grant, in words for a confirmation: a node whose leaves are all checked by its title, else its
 * checked parts; `none` when nothing is checked.
 */
export function grantNames(nodes: readonly TreeNode[], checked: ReadonlySet<string>, none: string): string {
  const names: string[] = [];
  const walk = (list: readonly TreeNode[]) => {
    for (const n of list) {
      const leaves = leavesOf(n);
      if (leaves.every((id) => checked.has(id))) names.push(n.title);
      else if (leaves.some((id) => checked.has(id))) walk(n.children ?? []);
    }
  };
  walk(nodes);
  return names.length ? names.join('、') : none;
}

export interface CheckTreeProps {
  label: string;
  nodes: readonly TreeNode[];
  checked: ReadonlySet<string>;
  onChange: (next: Set<string>) => void;
  /** Open the first level at start. */
  openDepth?: number;
  /** Ids that can be skipped when sending (group nodes of scope trees). */
  disabled?: boolean;
}

/** A Blueprint Tree with a checkbox per node: a parent checks or clears all its leaves and shows partial choices. */
export function CheckTree({ label, nodes, checked, onChange, openDepth = 1, disabled }: CheckTreeProps) {
  const { t } = useTranslation('systemAdmin');
  const [open, setOpen] = useState<Set<string>>(() => {
    const ids = new Set<string>();
    const walk = (list: readonly TreeNode[], depth: number) => {
      if (depth >= openDepth) return;
      for (const n of list) {
        ids.add(n.id);
        walk(n.children ?? [], depth + 1);
      }
    };
    walk(nodes, 0);
    return ids;
  });

  // biome-ignore lint/correctness/useExhaustiveDependencies: `toggleId` only reads state through its setter; the tree is rebuilt when what it shows changes
  const contents = useMemo(() => {
    const build = (list: readonly TreeNode[]): TreeNodeInfo[] =>
      list.map((n) => {
        const leaves = leavesOf(n);
        const on = leaves.filter((l) => checked.has(l)).length;
        const all = on === leaves.length && leaves.length > 0;
        const kids = n.children ?? [];
        const isOpen = open.has(n.id);
        return {
          id: n.id,
          // our own open / close button: reachable by keyboard and named for screen readers
          hasCaret: false,
          isExpanded: isOpen,
          label: (
            <span className="fc-tree-label">
              {kids.length > 0 ? (
                <Button
                  size="small"
                  variant="minimal"
                  icon={isOpen ? 'caret-down' : 'caret-right'}
                  aria-expanded={isOpen}
                  aria-label={t(isOpen ? 'table.collapse' : 'table.expand', { name: n.title })}
                  onClick={(e) => {
                    e.stopPropagation();
                    toggleId(n.id);
                  }}
                />
              ) : (
                <span className="fc-tree-spacer" />
              )}
              <Checkbox
                checked={all}
                indeterminate={on > 0 && !all}
                disabled={disabled}
                label={n.title}
                className="fc-flush"
                onClick={(e) => e.stopPropagation()}
                onChange={() => {
                  const next = new Set(checked);
                  for (const l of leaves) {
                    if (all) next.delete(l);
                    else next.add(l);
                  }
                  onChange(next);
                }}
              />
            </span>
          ),
          childNodes: kids.length > 0 ? build(kids) : undefined,
        } as TreeNodeInfo;
      });
    return build(nodes);
  }, [nodes, checked, open, onChange, disabled, t]);

  function toggleId(id: string) {
    setOpen((old) => {
      const next = new Set(old);
      if (next.has(id)) next.delete(id);
      else next.add(id);
      return next;
    });
  }
  const toggle = (node: TreeNodeInfo) => toggleId(String(node.id));

  if (nodes.length === 0) return <p>{t('list.empty')}</p>;
  return (
    <div role="group" aria-label={label} className="fc-tree-box">
      <Tree contents={contents} onNodeExpand={toggle} onNodeCollapse={toggle} />
    </div>
  );
}
