import { useCallback, useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Button, Callout, Dialog, DialogBody, DialogFooter, Icon, Intent, NonIdealState, Spinner, Tag, type IconName } from '@blueprintjs/core';
import type { EditorMode, ResourceRow } from '@machines/resource/editor.types';
import * as client from '@services/api/resource-client';
import { grantTopMenus, menuLazyList, menuTree } from '@services/api/system-admin';
import { ApiError } from '@services/http/errors';
import { resourceByKey } from '@services/resources/registry';
import { permitted, resourceButtons } from '@services/resources/permissions';
import { useSession } from '@/components/session-context';
import { notifySuccess } from '@/components/toaster';
import { useRequest } from '@/components/use-request';
import { registerSystemAdmin } from '@/i18n/system-admin-namespace';
import { AdminList } from './admin-list';
import { AdminFormDialog, type FormField } from './admin-form-dialog';
import { textOf, type AdminColumn } from './admin-table';
import { CheckTree, checkedWithAncestors, leavesFromKeys } from './check-tree';
import { LazyTreeList } from './lazy-tree-list';

const text = (v: unknown) => (v === null || v === undefined ? '' : String(v));

function def(key: string) {
  const d = resourceByKey(key);
  if (!d) throw new Error(`no ${key} definition`);
  return d;
}

/** A menu's icon (Blueprint icon names are what the menu stores in `source`). */
function MenuIcon({ name }: { name: string }) {
  if (!name) return null;
  return (
    <span style={{ display: 'inline-flex', alignItems: 'center', gap: 6 }}>
      <Icon icon={name as IconName} size={14} />
      <span>{name}</span>
    </span>
  );
}

interface EditorState {
  mode: EditorMode;
  row?: ResourceRow;
  parent?: ResourceRow;
  seq: number;
}

/** Menus (/system/menu): a tree table with lazy children (menu/lazy-list by parentId); buttons are children of their menu. */
export function MenuPage() {
  useState(registerSystemAdmin);
  const { t } = useTranslation('systemAdmin');
  const menuDef = def('menu');
  const buttons = useSession((s) => s.context.profile?.buttons);
  const can = resourceButtons(menuDef, buttons);
  const [editor, setEditor] = useState<EditorState | null>(null);
  const [reload, setReload] = useState(0);
  const title = t('menu.title');

  const columns = useMemo<AdminColumn[]>(
    () => [
      { key: 'name', label: t('menu.name'), width: 220, render: textOf('name') },
      { key: 'code', label: t('menu.code'), width: 160, render: textOf('code') },
      { key: 'source', label: t('menu.icon'), width: 150, render: (r) => <MenuIcon name={text(r.source)} /> },
      { key: 'path', label: t('menu.path'), width: 220, render: textOf('path') },
      { key: 'category', label: t('menu.category'), width: 80, render: (r) => <Tag minimal intent={Number(r.category) === 2 ? Intent.WARNING : Intent.PRIMARY}>{t(`menu.categories.${Number(r.category) === 2 ? '2' : '1'}`)}</Tag> },
      { key: 'sort', label: t('menu.sort'), width: 70, render: textOf('sort') },
    ],
    [t],
  );
  const fields: FormField[] = [
    { field: 'name', label: t('menu.name'), kind: 'text', required: 'systemAdmin:menu.nameRequired' },
    { field: 'code', label: t('menu.code'), kind: 'text', required: 'systemAdmin:menu.codeRequired' },
    { field: 'parentId', label: t('menu.parent'), kind: 'text', locked: true, display: (v) => text(v.parentName) || t('menu.root') },
    {
      field: 'category',
      label: t('menu.category'),
      kind: 'select',
      required: 'systemAdmin:menu.categoryRequired',
      options: ['1', '2'].map((v) => ({ value: v, label: t(`menu.categories.${v}`) })),
    },
    { field: 'path', label: t('menu.path'), kind: 'text' },
    { field: 'source', label: t('menu.icon'), kind: 'text' },
    { field: 'alias', label: t('menu.alias'), kind: 'text' },
    { field: 'sort', label: t('menu.sort'), kind: 'number' },
    { field: 'remark', label: t('menu.remark'), kind: 'textarea' },
  ];
  const finished = useCallback((saved: boolean) => {
    setEditor(null);
    if (saved) setReload((n) => n + 1);
  }, []);

  return (
    <div style={{ padding: 12 }}>
      <LazyTreeList
        label={title}
        loadChildren={(parent, query, signal) =>
          query.name || query.code
            ? client.page(menuDef, { current: 1, size: 200, filters: query }, signal).then((p) => p.records.map((r) => ({ ...r, hasChildren: false })))
            : menuLazyList(parent || '0', signal)
        }
        rowName={(r) => text(r.name)}
        columns={columns}
        searchFields={[
          { field: 'name', label: t('menu.name') },
          { field: 'code', label: t('menu.code') },
        ]}
        remove={(ids, signal) => client.remove(menuDef, ids, signal)}
        canDelete={can.remove}
        reloadKey={reload}
        toolbar={() => can.add && <Button intent={Intent.PRIMARY} icon="plus" text={t('list.add')} onClick={() => setEditor({ mode: 'add', seq: Date.now() })} />}
        actionsWidth={220}
        actions={(row) => (
          <>
            {can.view && <Button size="small" variant="minimal" intent={Intent.PRIMARY} text={t('list.view')} onClick={() => setEditor({ mode: 'view', row, seq: Date.now() })} />}
            {can.edit && <Button size="small" variant="minimal" intent={Intent.PRIMARY} text={t('list.edit')} onClick={() => setEditor({ mode: 'edit', row, seq: Date.now() })} />}
            {can.add && Number(row.category) !== 2 && (
              <Button size="small" variant="minimal" intent={Intent.SUCCESS} text={t('menu.addSub')} aria-label={t('menu.addSubOf', { name: text(row.name) })} onClick={() => setEditor({ mode: 'add', parent: row, seq: Date.now() })} />
            )}
          </>
        )}
      />
      {editor && (
        <AdminFormDialog
          key={editor.seq}
          title={title}
          mode={editor.mode}
          {...(editor.row ? { row: { ...editor.row, category: text(editor.row.category) } } : {})}
          fields={fields}
          width={760}
          defaults={editor.mode === 'add' ? { parentId: editor.parent ? editor.parent.id : '0', parentName: editor.parent ? editor.parent.name : '', category: editor.parent ? '' : '1', sort: 1 } : {}}
          load={(row, signal) => client.detail(menuDef, text(row.id), signal).then((r) => ({ ...r, category: text(r.category) }))}
          save={(values, mode, signal) => {
            const row: ResourceRow = { ...values, category: Number(values.category) };
            delete row.hasChildren;
            delete row.parentName;
            delete row.children;
            if (mode === 'add') delete row.id;
            return client.submit(menuDef, row, signal);
          }}
          onFinished={finished}
        />
      )}
    </div>
  );
}

/** The top-menu grant: which top-level menus a top menu shows (topmenu/grant with topMenuIds, menuIds). */
function TopMenuGrantDialog({ tops, onClose }: { tops: ResourceRow[]; onClose: (saved: boolean) => void }) {
  const { t } = useTranslation('systemAdmin');
  const [attempt, setAttempt] = useState(0);
  const tree = useRequest(`menus-${attempt}`, (signal) => menuTree(signal));
  const [picked, setPicked] = useState<Set<string> | null>(null);
  const [saving, setSaving] = useState(false);
  const [problem, setProblem] = useState<string | null>(null);
  const initial = useMemo(() => {
    if (tree.status !== 'done' || tops.length !== 1) return new Set<string>();
    const granted = Array.isArray(tops[0]?.menuIds) ? (tops[0]!.menuIds as unknown[]).map(text) : [];
    // a granted top-level menu shows with everything under it
    const under = tree.data.filter((n) => granted.includes(n.id)).flatMap((n) => [...leavesFromKeys([n], collect(n))]);
    return new Set(under);
  }, [tree, tops]);
  const checked = picked ?? initial;

  const submit = async () => {
    if (tree.status !== 'done' || saving) return;
    setSaving(true);
    setProblem(null);
    try {
      await grantTopMenus(tops.map((x) => text(x.id)), checkedWithAncestors(tree.data, checked));
      notifySuccess(t('toast.done'));
      onClose(true);
    } catch (e) {
      setProblem(e instanceof ApiError && e.kind === 'bad-request' && e.message ? e.message : t('form.saveFailed'));
      setSaving(false);
    }
  };

  return (
    <Dialog isOpen title={t('topMenu.grantTitle', { names: tops.map((x) => text(x.name)).join('、') })} onClose={() => !saving && onClose(false)} canOutsideClickClose={false} style={{ width: 520 }}>
      <DialogBody>
        {problem && (
          <Callout intent={Intent.DANGER} role="alert" style={{ marginBottom: 10 }}>
            {problem}
          </Callout>
        )}
        {tree.status === 'failed' ? (
          <NonIdealState icon="error" title={t('list.loadFailed')} action={<Button intent={Intent.PRIMARY} text={t('list.retry')} onClick={() => setAttempt((n) => n + 1)} />} />
        ) : tree.status === 'loading' ? (
          <Spinner size={30} aria-label={t('list.loading')} />
        ) : (
          <CheckTree label={t('topMenu.menuTree')} nodes={tree.data} checked={checked} onChange={setPicked} openDepth={0} />
        )}
      </DialogBody>
      <DialogFooter
        actions={
          <>
            <Button text={t('form.cancel')} onClick={() => onClose(false)} disabled={saving} />
            <Button intent={Intent.PRIMARY} text={t('form.save')} loading={saving} disabled={tree.status !== 'done'} onClick={() => void submit()} />
          </>
        }
      />
    </Dialog>
  );
}

function collect(n: { id: string; children?: Array<{ id: string; children?: unknown }> }): string[] {
  return [n.id, ...((n.children ?? []) as Array<{ id: string; children?: Array<{ id: string }> }>).flatMap((c) => collect(c))];
}

/** Top menus (/system/topmenu): list CRUD and the menu grant. */
export function TopMenuPage() {
  useState(registerSystemAdmin);
  const { t } = useTranslation('systemAdmin');
  const topDef = def('top-menu');
  const buttons = useSession((s) => s.context.profile?.buttons);
  const can = resourceButtons(topDef, buttons);
  const canGrant = permitted(buttons, topDef.permission, 'setting');
  const [editor, setEditor] = useState<{ mode: EditorMode; row?: ResourceRow; seq: number } | null>(null);
  const [granting, setGranting] = useState<ResourceRow[] | null>(null);
  const [reload, setReload] = useState(0);
  const title = t('topMenu.title');
  const columns = useMemo<AdminColumn[]>(
    () => [
      { key: 'name', label: t('topMenu.name'), width: 160, render: textOf('name') },
      { key: 'code', label: t('topMenu.code'), width: 140, render: textOf('code') },
      { key: 'source', label: t('menu.icon'), width: 140, render: (r) => <MenuIcon name={text(r.source)} /> },
      { key: 'sort', label: t('menu.sort'), width: 70, render: textOf('sort') },
    ],
    [t],
  );
  const fields: FormField[] = [
    { field: 'name', label: t('topMenu.name'), kind: 'text', required: 'systemAdmin:menu.nameRequired' },
    { field: 'code', label: t('topMenu.code'), kind: 'text', required: 'systemAdmin:menu.codeRequired' },
    { field: 'source', label: t('menu.icon'), kind: 'text' },
    { field: 'sort', label: t('menu.sort'), kind: 'number' },
  ];
  const finished = useCallback((saved: boolean) => {
    setEditor(null);
    if (saved) setReload((n) => n + 1);
  }, []);

  return (
    <div style={{ padding: 12 }}>
      <AdminList
        label={title}
        load={(query, signal) => client.page(topDef, query, signal)}
        remove={(ids, signal) => client.remove(topDef, ids, signal)}
        canDelete={can.remove}
        reloadKey={reload}
        searchFields={[
          { field: 'name', label: t('topMenu.name') },
          { field: 'code', label: t('topMenu.code') },
        ]}
        columns={columns}
        toolbar={(api) => (
          <>
            {can.add && <Button intent={Intent.PRIMARY} icon="plus" text={t('list.add')} onClick={() => setEditor({ mode: 'add', seq: Date.now() })} />}
            {canGrant && (
              <Button
                icon="menu"
                text={t('topMenu.grant')}
                onClick={() => (api.selection.length === 0 ? api.warn('resourceUi:list.selectAtLeastOne') : setGranting(api.rows.filter((r) => api.selection.includes(text(r.id)))))}
              />
            )}
          </>
        )}
        actions={(row) => (
          <>
            {can.view && <Button size="small" variant="minimal" intent={Intent.PRIMARY} text={t('list.view')} onClick={() => setEditor({ mode: 'view', row, seq: Date.now() })} />}
            {can.edit && <Button size="small" variant="minimal" intent={Intent.PRIMARY} text={t('list.edit')} onClick={() => setEditor({ mode: 'edit', row, seq: Date.now() })} />}
          </>
        )}
      />
      {editor && (
        <AdminFormDialog
          key={editor.seq}
          title={title}
          mode={editor.mode}
          {...(editor.row ? { row: editor.row } : {})}
          fields={fields}
          load={(row, signal) => client.detail(topDef, text(row.id), signal)}
          save={(values, mode, signal) => {
            const row = { ...values };
            delete row.menuIds;
            if (mode === 'add') delete row.id;
            return client.submit(topDef, row, signal);
          }}
          onFinished={finished}
        />
      )}
      {granting && (
        <TopMenuGrantDialog
          tops={granting}
          onClose={(saved) => {
            setGranting(null);
            if (saved) setReload((n) => n + 1);
          }}
        />
      )}
    </div>
  );
}
