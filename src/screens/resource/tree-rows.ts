/**
 * Tree mode of the generic list: the page's rows drawn as a tree, nested (rows carry `children`, open by
 * default) or lazy (a row's children are asked when it opens; the open levels are asked again when the list reloads).
 */
import { useCallback, useEffect, useMemo, useRef, useState } from 'react';
import type { ResourceRow } from '@machines/resource/editor.types';
import type { TreeSlot } from './screen-slots';
import { useInvalidate } from '@/components/query-client';
import { useFetchRead } from '@/components/use-request';

export interface TreeRow {
  row: ResourceRow;
  depth: number;
  expandable: boolean;
  expanded: boolean;
  loading: boolean;
}

const kidsOf = (row: ResourceRow) => (Array.isArray(row.children) ? (row.children as ResourceRow[]) : []);

/** The rows as drawn and the open / close toggle of a row; without a tree slot, the page's rows as they are. */
export function useTreeRows(
  records: readonly ResourceRow[],
  tree: TreeSlot | undefined,
  idOf: (row: ResourceRow) => string,
  onLoadFailed: () => void,
  family: string,
) {
  const lazy = Boolean(tree?.loadChildren);
  const keyOf = tree?.childKey ?? idOf;
  const [collapsed, setCollapsed] = useState<ReadonlySet<string>>(new Set());
  const [open, setOpen] = useState<ReadonlySet<string>>(new Set());
  const [children, setChildren] = useState<Readonly<Record<string, ResourceRow[]>>>({});
  const [loadingKey, setLoadingKey] = useState<string | null>(null);
  const openRef = useRef(open);
  openRef.current = open;

  // the loader is read when it runs (a screen's slots may be rebuilt as it renders)
  const treeRef = useRef(tree);
  treeRef.current = tree;
  // children are read through the cache under the family's key (docs/architecture.md §13)
  const { read, cancel } = useFetchRead();
  const invalidate = useInvalidate();
  const ask = useCallback(
    (key: string) => read([family, 'children', key], (signal) => treeRef.current!.loadChildren!(key, signal)),
    [read, family],
  );
  useEffect(() => () => cancel([family, 'children']), [cancel, family]);

  // a reload of the list asks the open levels again (a saved child shows under its parent)
  // biome-ignore lint/correctness/useExhaustiveDependencies: a reload of the list (new `records`) asks the open levels again
  useEffect(() => {
    if (!lazy) return;
    // a write may have moved any level: nothing cached before this reload is shown again
    void invalidate([family, 'children']);
    const keys = [...openRef.current];
    if (keys.length === 0) {
      setChildren((old) => (Object.keys(old).length ? {} : old));
      return;
    }
    let live = true;
    void Promise.all(
      keys.map((k) =>
        ask(k).then(
          (kids) => [k, kids] as const,
          () => [k, [] as ResourceRow[]] as const,
        ),
      ),
    ).then((pairs) => {
      if (live) setChildren(Object.fromEntries(pairs));
    });
    return () => {
      live = false;
    };
  }, [records, lazy, ask, invalidate, family]);

  const flat = useMemo<TreeRow[]>(() => {
    if (!tree) return records.map((row) => ({ row, depth: 0, expandable: false, expanded: false, loading: false }));
    const out: TreeRow[] = [];
    const walk = (rows: readonly ResourceRow[], depth: number) => {
      for (const row of rows) {
        if (lazy) {
          const k = keyOf(row);
          const expanded = open.has(k) && Boolean(children[k]);
          out.push({ row, depth, expandable: row.hasChildren === true, expanded, loading: loadingKey === k });
          if (expanded) walk(children[k]!, depth + 1);
        } else {
          const kids = kidsOf(row);
          const expanded = kids.length > 0 && !collapsed.has(idOf(row));
          out.push({ row, depth, expandable: kids.length > 0, expanded, loading: false });
          if (expanded) walk(kids, depth + 1);
        }
      }
    };
    walk(records, 0);
    return out;
  }, [records, tree, lazy, keyOf, idOf, open, children, collapsed, loadingKey]);

  const toggle = (i: number) => {
    const item = flat[i];
    if (!item) return;
    if (!lazy) {
      const id = idOf(item.row);
      setCollapsed((old) => {
        const next = new Set(old);
        if (next.has(id)) next.delete(id);
        else next.add(id);
        return next;
      });
      return;
    }
    const k = keyOf(item.row);
    if (item.expanded) {
      setOpen((old) => new Set([...old].filter((x) => x !== k)));
      return;
    }
    setLoadingKey(k);
    ask(k)
      .then((kids) => {
        setChildren((old) => ({ ...old, [k]: kids }));
        setOpen((old) => new Set([...old, k]));
      })
      .catch(onLoadFailed)
      .finally(() => setLoadingKey(null));
  };

  return { flat, toggle };
}
