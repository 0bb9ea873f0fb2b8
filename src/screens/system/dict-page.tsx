import { useCallback, useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Button, Card, Classes, H5, Intent, NonIdealState } from '@blueprintjs/core';
import type { EditorMode, ResourceRow } from '@machines/resource/editor.types';
import * as client from '@services/api/resource-client';
import { dictChildList, type DictKind } from '@services/api/system-admin';
import { resourceByKey } from '@services/resources/registry';
import { resourceButtons } from '@services/resources/permissions';
import { useSession } from '@/components/session-context';
import { registerSystemAdmin } from '@/i18n/system-admin-namespace';
import { AdminList, wholePage } from './admin-list';
import { AdminFormDialog, type FormField } from './admin-form-dialog';
import { SealedCell, textOf, type AdminColumn } from './admin-table';

/** Width of the dictionary dialogs (spec 000 §9). */
export const DICT_DIALOG_WIDTH = 880;

type Layout = 'horizontal' | 'vertical';

interface EditorState {
  mode: EditorMode;
  row?: ResourceRow;
  /** Child form: the entry's parent (the chosen dictionary or an entry under it). */
  parent?: ResourceRow;
  seq: number;
}

const text = (v: unknown) => (v === null || v === undefined ? '' : String(v));

function definition(kind: DictKind) {
  const def = resourceByKey(kind);
  if (!def) throw new Error(`no ${kind} definition`);
  return def;
}

/**
 * A dictionary screen (spec 000 §2, §3, §5): the parent list (code, dictValue, sort hidden, isSealed, remark hidden)
 * and the child tree of the chosen parent (code, dictValue, parentId hidden, dictKey, sort hidden, isSealed, remark
 * hidden). Horizontal: the two side by side; vertical: the child tree under the parent list.
 */
export function DictPage({ kind, layout }: { kind: DictKind; layout: Layout }) {
  useState(registerSystemAdmin);
  const { t } = useTranslation('systemAdmin');
  const def = definition(kind);
  const buttons = useSession((s) => s.context.profile?.buttons);
  const can = resourceButtons(def, buttons);
  const [parent, setParent] = useState<ResourceRow | null>(null);
  const [editor, setEditor] = useState<EditorState | null>(null);
  const [parentReload, setParentReload] = useState(0);
  const [childReload, setChildReload] = useState(0);
  const title = t(kind === 'dict' ? 'dict.titleSystem' : 'dict.titleBiz');

  const parentColumns = useMemo<AdminColumn[]>(
    () => [
      { key: 'code', label: t('dict.code'), width: layout === 'horizontal' ? 120 : 180, render: textOf('code') },
      { key: 'dictValue', label: t('dict.dictValue'), width: layout === 'horizontal' ? 110 : 180, render: textOf('dictValue') },
      { key: 'isSealed', label: t('dict.isSealed'), width: 90, render: (r) => <SealedCell value={r.isSealed} label={t('dict.isSealed')} /> },
    ],
    [t, layout],
  );
  const childColumns = useMemo<AdminColumn[]>(
    () => [
      { key: 'code', label: t('dict.code'), width: layout === 'horizontal' ? 130 : 180, render: textOf('code') },
      { key: 'dictValue', label: t('dict.dictValue'), width: layout === 'horizontal' ? 110 : 180, render: textOf('dictValue') },
      { key: 'dictKey', label: t('dict.dictKey'), width: 80, render: textOf('dictKey') },
      { key: 'isSealed', label: t('dict.isSealed'), width: 90, render: (r) => <SealedCell value={r.isSealed} label={t('dict.isSealed')} /> },
    ],
    [t, layout],
  );

  const baseFields = (child: boolean): FormField[] => [
    { field: 'code', label: t('dict.code'), kind: 'text', required: 'validation:dict.codeRequired', ...(child ? { locked: true } : {}) },
    ...(child
      ? [
          { field: 'parentId', label: t('dict.parent'), kind: 'text' as const, locked: true, display: (v: ResourceRow) => text(v.parentName) || text(v.parentId) },
          { field: 'dictKey', label: t('dict.dictKey'), kind: 'text' as const, required: 'validation:dict.keyRequired' },
        ]
      : []),
    { field: 'dictValue', label: t('dict.dictValue'), kind: 'text', required: 'validation:dict.valueRequired' },
    { field: 'sort', label: t('dict.sort'), kind: 'number', required: 'validation:dict.sortRequired' },
    { field: 'isSealed', label: t('dict.isSealed'), kind: 'switch', required: 'validation:dict.sealedRequired' },
    { field: 'remark', label: t('dict.remark'), kind: 'textarea' },
  ];

  const onFinished = useCallback(
    (saved: boolean) => {
      setEditor((e) => {
        if (saved) {
          if (e?.parent) setChildReload((n) => n + 1);
          else setParentReload((n) => n + 1);
        }
        return null;
      });
    },
    [],
  );

  const loadParents = useCallback((query: client.ResourceQuery, signal: AbortSignal) => client.page(def, query, signal), [def]);
  const removeRows = useCallback((ids: string[], signal: AbortSignal) => client.remove(def, ids, signal), [def]);

  const parentList = (
    <Card style={{ padding: 12, minWidth: 0 }}>
      <H5>{title}</H5>
      <AdminList
        label={title}
        load={loadParents}
        remove={removeRows}
        canDelete={can.remove}
        reloadKey={parentReload}
        searchFields={[
          { field: 'code', label: t('dict.code') },
          { field: 'dictValue', label: t('dict.dictValue') },
        ]}
        columns={parentColumns}
        height={layout === 'vertical' ? 300 : 420}
        toolbar={() => can.add && <Button intent={Intent.PRIMARY} icon="plus" text={t('list.add')} onClick={() => setEditor({ mode: 'add', seq: Date.now() })} />}
        actionsWidth={180}
        actions={(row) => (
          <>
            {can.view && <Button size="small" variant="minimal" intent={Intent.PRIMARY} text={t('list.view')} onClick={() => setEditor({ mode: 'view', row, seq: Date.now() })} />}
            {can.edit && <Button size="small" variant="minimal" intent={Intent.PRIMARY} text={t('list.edit')} onClick={() => setEditor({ mode: 'edit', row, seq: Date.now() })} />}
            <Button
              size="small"
              variant="minimal"
              intent={Intent.SUCCESS}
              active={text(parent?.id) === text(row.id)}
              text={t('dict.configure')}
              aria-label={t('dict.configureOf', { name: text(row.dictValue) })}
              onClick={() => setParent(row)}
            />
          </>
        )}
      />
    </Card>
  );

  const childTitle = parent ? t('dict.childTitle', { name: text(parent.dictValue), code: text(parent.code) }) : t('dict.childTitleEmpty');
  const childList = (
    <Card style={{ padding: 12, minWidth: 0 }}>
      <H5>{childTitle}</H5>
      {!parent ? (
        <NonIdealState icon="book" title={t('dict.chooseParent')} description={<span className={Classes.TEXT_MUTED}>{t('dict.chooseParentHint')}</span>} />
      ) : (
        <AdminList
          key={text(parent.id)}
          label={childTitle}
          load={(query, signal) => dictChildList(kind, text(parent.id), signal).then((rows) => {
            const q = text(query.filters.dictValue).trim();
            return wholePage(q ? filterTree(rows, q) : rows);
          })}
          remove={removeRows}
          canDelete={can.remove}
          reloadKey={childReload}
          nested
          paged={false}
          searchFields={[{ field: 'dictValue', label: t('dict.dictValue') }]}
          columns={childColumns}
          height={layout === 'vertical' ? 300 : 420}
          toolbar={() => can.add && <Button intent={Intent.PRIMARY} icon="plus" text={t('dict.addChild')} onClick={() => setEditor({ mode: 'add', parent, seq: Date.now() })} />}
          actionsWidth={190}
          actions={(row) => (
            <>
              {can.view && <Button size="small" variant="minimal" intent={Intent.PRIMARY} text={t('list.view')} onClick={() => setEditor({ mode: 'view', row, parent, seq: Date.now() })} />}
              {can.edit && <Button size="small" variant="minimal" intent={Intent.PRIMARY} text={t('list.edit')} onClick={() => setEditor({ mode: 'edit', row, parent, seq: Date.now() })} />}
              {can.add && (
                <Button size="small" variant="minimal" intent={Intent.SUCCESS} text={t('dict.addSub')} aria-label={t('dict.addSubOf', { name: text(row.dictValue) })} onClick={() => setEditor({ mode: 'add', parent: row, seq: Date.now() })} />
              )}
            </>
          )}
        />
      )}
    </Card>
  );

  const child = !!editor?.parent;
  const parentOfNew = editor?.parent;
  return (
    <div className="system-dict" style={{ padding: 12, display: 'grid', gap: 12, gridTemplateColumns: layout === 'horizontal' ? 'minmax(0, 6fr) minmax(0, 5fr)' : 'minmax(0, 1fr)' }}>
      {parentList}
      {childList}
      {editor && (
        <AdminFormDialog
          key={editor.seq}
          title={child ? t('dict.childEntity') : title}
          mode={editor.mode}
          {...(editor.row ? { row: editor.row } : {})}
          fields={baseFields(child)}
          width={DICT_DIALOG_WIDTH}
          defaults={
            editor.mode === 'add'
              ? child && parentOfNew
                ? { code: parentOfNew.code, parentId: parentOfNew.id, parentName: parentOfNew.dictValue, isSealed: 0 }
                : { isSealed: 0, parentId: '0' }
              : {}
          }
          load={(row, signal) => client.detail(def, text(row.id), signal)}
          save={(values, mode, signal) => {
            const row: ResourceRow = { ...values };
            delete row.children;
            delete row.hasChildren;
            delete row.parentName;
            if (mode === 'add') delete row.id;
            return client.submit(def, row, signal);
          }}
          onFinished={onFinished}
        />
      )}
    </div>
  );
}

/** Entries whose name contains `q`, with the ancestors that lead to them. */
function filterTree(rows: readonly ResourceRow[], q: string): ResourceRow[] {
  const out: ResourceRow[] = [];
  for (const r of rows) {
    const kids = filterTree(Array.isArray(r.children) ? (r.children as ResourceRow[]) : [], q);
    if (text(r.dictValue).includes(q) || kids.length > 0) out.push({ ...r, children: kids });
  }
  return out;
}

export function DictHorizontalPage() {
  return <DictPage kind="dict" layout="horizontal" />;
}

export function DictVerticalPage() {
  return <DictPage kind="dict-biz" layout="vertical" />;
}

export default DictHorizontalPage;
