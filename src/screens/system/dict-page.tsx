import { useMemo, useState } from 'react';
import { Button, Card, Classes, H5, Intent, NonIdealState } from '@blueprintjs/core';
import type { EditorMode, ResourceRow } from '@machines/resource/editor.types';
import * as client from '@services/api/resource-client';
import { dictChildList, dictTree, type DictKind, type TreeNode } from '@services/api/system-admin';
import { dictionariesOf } from '@services/api/dictionaries';
import { DICT_ENTRY_FIELDS } from '@services/resources/definitions/system';
import type { FormFieldDefinition, ResourceDefinition } from '@services/resources/types';
import { ResourceListPage } from '@/screens/resource/resource-list-page';
import { filterTree, wholePage, type ScreenSlots } from '@/screens/resource/screen-slots';
import { useDictionariesFollow } from '@/components/dict-select';
import { resourceListKey } from '@/components/list-cache';
import { useRequest } from '@/components/use-request';
import { rowAction, addUnder, useSystemFamily } from './system-parts';
import { text, withoutTreeFields } from './family';
import { MENU_WIDTH } from '@/components/layout-constants';

type Layout = 'horizontal' | 'vertical';

/** A dictionary or entry as saved: without the tree's own fields. */
const saveDict = (def: ResourceDefinition) => (values: ResourceRow, mode: EditorMode, signal: AbortSignal, key: string) =>
  client.submit(def, withoutTreeFields(values, mode), signal, key);

/** The entry form: the dictionary's form with its code fixed, and the entry's parent and key (DICT_ENTRY_FIELDS). */
function entryFields(def: ResourceDefinition): FormFieldDefinition[] {
  const [code, ...rest] = def.formFields;
  return [{ ...code!, readOnly: true }, ...DICT_ENTRY_FIELDS, ...rest];
}

/** The titles from a root of `tree` down to the node `id` ('' when the tree does not hold it). */
export function treePath(tree: readonly TreeNode[], id: string): string {
  for (const node of tree) {
    if (node.id === id) return node.title;
    const below = treePath(node.children ?? [], id);
    if (below) return `${node.title} / ${below}`;
  }
  return '';
}

/**
 * A dictionary screen (spec 000 §2, §3, §5): the parent list (code, dictValue, isSealed; sort and remark hidden)
 * and the entry tree of the chosen dictionary (code, dictValue, dictKey, isSealed). Horizontal: side by side;
 * vertical: the entries under the dictionaries. Both are the generic list of the family with slots.
 */
export function DictPage({ kind, layout }: { kind: DictKind; layout: Layout }) {
  const { t, def, can } = useSystemFamily(kind, ['systemAdmin', 'resources']);
  const [parent, setParent] = useState<ResourceRow | null>(null);
  const title = t(def.titleKey);

  const parentSlots = useMemo<ScreenSlots>(
    () => ({
      columns: ['code', 'dictValue', 'isSealed'],
      ownActions: true,
      actionsWidth: MENU_WIDTH.parent,
      rowActions: rowAction({
        allowed: true,
        intent: Intent.SUCCESS,
        active: (row) => parent !== null && text(parent.id) === text(row.id),
        text: t('systemAdmin:dict.configure'),
        label: (row) => t('systemAdmin:dict.configureOf', { name: text(row.dictValue) }),
        onClick: setParent,
      }),
      form: { defaults: (r) => (r.mode === 'add' ? { isSealed: 0, parentId: '0' } : {}), save: saveDict(def) },
    }),
    [t, def, parent],
  );

  // the dropdowns that read this family's dictionaries read them again after any change made here
  useDictionariesFollow(kind, resourceListKey(kind));
  const parentId = text(parent?.id);
  const parentCode = text(parent?.code);
  // the chosen dictionary's tree (tree?code=): an entry's parent is shown by its place in it
  const parents = useRequest(parent ? [...dictionariesOf(kind), 'parents', parentCode] : null, (signal) =>
    dictTree(kind, parentCode, signal),
  );
  const parentTree = parents.status === 'done' ? parents.data : null;
  const childTitle = parent
    ? t('systemAdmin:dict.childTitle', { name: text(parent.dictValue), code: text(parent.code) })
    : t('systemAdmin:dict.childTitleEmpty');
  const childSlots = useMemo<ScreenSlots>(
    () => ({
      id: `${kind}-entries`,
      title: childTitle,
      columns: ['code', 'dictValue', 'dictKey', 'isSealed'],
      search: ['dictValue'],
      // the entries depend on the chosen dictionary only (not on the tree that names their parents)
      key: ['entries', parentId],
      load: (query, signal) =>
        dictChildList(kind, parentId, signal).then((rows) => {
          const q = text(query.filters.dictValue).trim();
          return wholePage(q ? filterTree(rows, 'dictValue', q) : rows);
        }),
      unpaged: true,
      tree: { name: (r) => text(r.dictValue) },
      ownActions: true,
      // a new entry goes under the dictionary (新增字典项) or under an entry (新增子项)
      without: ['add'],
      toolbar: (api) =>
        can.add &&
        parent && (
          <Button
            intent={Intent.PRIMARY}
            icon="plus"
            text={t('systemAdmin:dict.addChild')}
            onClick={() => api.openEditor({ mode: 'add', parent })}
          />
        ),
      actionsWidth: MENU_WIDTH.child,
      rowActions: rowAction({
        allowed: can.add,
        intent: Intent.SUCCESS,
        text: t('systemAdmin:dict.addSub'),
        label: (row) => t('systemAdmin:dict.addSubOf', { name: text(row.dictValue) }),
        onClick: addUnder,
      }),
      form: {
        fields: () => entryFields(def),
        defaults: (r) =>
          r.mode === 'add' && r.parent ? { code: r.parent.code, parentId: r.parent.id, parentName: r.parent.dictValue, isSealed: 0 } : {},
        display: { parentId: (v) => (parentTree && treePath(parentTree, text(v.parentId))) || text(v.parentName) || text(v.parentId) },
        title: () => t('systemAdmin:dict.childEntity'),
        save: saveDict(def),
      },
    }),
    [kind, childTitle, parentId, parent, can.add, t, def, parentTree],
  );

  return (
    <div className={layout === 'horizontal' ? 'resource-split resource-split-horizontal' : 'resource-split'}>
      <Card className="resource-card">
        <H5>{title}</H5>
        <ResourceListPage definition={def} slots={parentSlots} />
      </Card>
      <Card className="resource-card">
        <H5>{childTitle}</H5>
        {!parent ? (
          <NonIdealState
            icon="book"
            title={t('systemAdmin:dict.chooseParent')}
            description={<span className={Classes.TEXT_MUTED}>{t('systemAdmin:dict.chooseParentHint')}</span>}
          />
        ) : (
          <ResourceListPage key={parentId} definition={def} slots={childSlots} />
        )}
      </Card>
    </div>
  );
}

export function DictHorizontalPage() {
  return <DictPage kind="dict" layout="horizontal" />;
}

export function DictVerticalPage() {
  return <DictPage kind="dict-biz" layout="vertical" />;
}

export default DictHorizontalPage;
