import { useCallback, useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Alert, Button, Callout, Card, Classes, ControlGroup, FormGroup, H5, HTMLSelect, InputGroup, Intent, Tag } from '@blueprintjs/core';
import type { EditorMode, ResourceRow } from '@machines/resource/editor.types';
import * as client from '@services/api/resource-client';
import { deptLazyList, postSelect, regionLazyTree } from '@services/api/system-admin';
import { ApiError } from '@services/http/errors';
import { consoleConfig } from '@services/http/config';
import { resourceByKey } from '@services/resources/registry';
import { resourceButtons } from '@services/resources/permissions';
import { useSession } from '@/components/session-context';
import { notifySuccess } from '@/components/toaster';
import { useRequest } from '@/components/use-request';
import { registerSystemAdmin } from '@/i18n/system-admin-namespace';
import { AdminList, showBadRequest } from './admin-list';
import { AdminFormDialog, type FormField } from './admin-form-dialog';
import { textOf, type AdminColumn } from './admin-table';
import { LazyTreeList } from './lazy-tree-list';
import { useTenantChoices } from './role-page';

const text = (v: unknown) => (v === null || v === undefined ? '' : String(v));

function def(key: string) {
  const d = resourceByKey(key);
  if (!d) throw new Error(`no ${key} definition`);
  return d;
}

interface EditorState {
  mode: EditorMode;
  row?: ResourceRow;
  parent?: ResourceRow;
  seq: number;
}

function useButtons(key: string) {
  const buttons = useSession((s) => s.context.profile?.buttons);
  return resourceButtons(def(key), buttons);
}

function stripTree(values: ResourceRow, mode: EditorMode): ResourceRow {
  const row = { ...values };
  delete row.hasChildren;
  delete row.parentName;
  delete row.children;
  delete row.title;
  delete row.key;
  delete row.value;
  if (mode === 'add') delete row.id;
  return row;
}

/** Departments (/system/dept): a lazy tree (dept/lazy-list by parentId). */
export function DeptPage() {
  useState(registerSystemAdmin);
  const { t } = useTranslation('systemAdmin');
  const deptDef = def('dept');
  const can = useButtons('dept');
  const [editor, setEditor] = useState<EditorState | null>(null);
  const [reload, setReload] = useState(0);
  const title = t('dept.title');
  const columns = useMemo<AdminColumn[]>(
    () => [
      { key: 'deptName', label: t('dept.deptName'), width: 220, render: textOf('deptName') },
      { key: 'fullName', label: t('dept.fullName'), width: 260, render: textOf('fullName') },
      { key: 'deptCategory', label: t('dept.deptCategory'), width: 90, render: (r) => <Tag minimal>{t(`dept.categories.${text(r.deptCategory) || '2'}`)}</Tag> },
      { key: 'tenantId', label: t('dept.tenantId'), width: 90, render: textOf('tenantId') },
      { key: 'sort', label: t('dept.sort'), width: 70, render: textOf('sort') },
    ],
    [t],
  );
  const fields: FormField[] = [
    { field: 'deptName', label: t('dept.deptName'), kind: 'text', required: 'systemAdmin:dept.nameRequired' },
    { field: 'fullName', label: t('dept.fullName'), kind: 'text', required: 'systemAdmin:dept.fullNameRequired' },
    { field: 'parentId', label: t('dept.parent'), kind: 'text', locked: true, display: (v) => text(v.parentName) || t('dept.root') },
    { field: 'deptCategory', label: t('dept.deptCategory'), kind: 'select', required: 'systemAdmin:dept.categoryRequired', options: ['1', '2', '3'].map((v) => ({ value: v, label: t(`dept.categories.${v}`) })) },
    { field: 'sort', label: t('dept.sort'), kind: 'number' },
    { field: 'remark', label: t('dept.remark'), kind: 'textarea' },
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
          query.deptName
            ? client.page(deptDef, { current: 1, size: 200, filters: query }, signal).then((p) => p.records.map((r) => ({ ...r, hasChildren: false })))
            : deptLazyList(parent || '0', signal)
        }
        rowName={(r) => text(r.deptName)}
        columns={columns}
        searchFields={[{ field: 'deptName', label: t('dept.deptName') }]}
        remove={(ids, signal) => client.remove(deptDef, ids, signal)}
        canDelete={can.remove}
        reloadKey={reload}
        toolbar={() => can.add && <Button intent={Intent.PRIMARY} icon="plus" text={t('list.add')} onClick={() => setEditor({ mode: 'add', seq: Date.now() })} />}
        actionsWidth={220}
        actions={(row) => (
          <>
            {can.view && <Button size="small" variant="minimal" intent={Intent.PRIMARY} text={t('list.view')} onClick={() => setEditor({ mode: 'view', row, seq: Date.now() })} />}
            {can.edit && <Button size="small" variant="minimal" intent={Intent.PRIMARY} text={t('list.edit')} onClick={() => setEditor({ mode: 'edit', row, seq: Date.now() })} />}
            {can.add && <Button size="small" variant="minimal" intent={Intent.SUCCESS} text={t('dept.addSub')} aria-label={t('dept.addSubOf', { name: text(row.deptName) })} onClick={() => setEditor({ mode: 'add', parent: row, seq: Date.now() })} />}
          </>
        )}
      />
      {editor && (
        <AdminFormDialog
          key={editor.seq}
          title={title}
          mode={editor.mode}
          {...(editor.row ? { row: { ...editor.row, deptCategory: text(editor.row.deptCategory) } } : {})}
          fields={fields}
          width={760}
          defaults={editor.mode === 'add' ? { parentId: editor.parent ? editor.parent.id : '0', parentName: editor.parent ? editor.parent.deptName : '', deptCategory: '2', sort: 1 } : {}}
          load={(row, signal) => client.detail(deptDef, text(row.id), signal).then((r) => ({ ...r, deptCategory: text(r.deptCategory), parentName: row.parentName }))}
          save={(values, mode, signal) => client.submit(deptDef, { ...stripTree(values, mode), deptCategory: Number(values.deptCategory) }, signal)}
          onFinished={finished}
        />
      )}
    </div>
  );
}

/** Regions (/system/region): a lazy tree by parent code (region/lazy-tree with parentCode). */
export function RegionPage() {
  useState(registerSystemAdmin);
  const { t } = useTranslation('systemAdmin');
  const regionDef = def('region');
  const can = useButtons('region');
  const [editor, setEditor] = useState<EditorState | null>(null);
  const [reload, setReload] = useState(0);
  const title = t('region.title');
  const columns = useMemo<AdminColumn[]>(
    () => [
      { key: 'name', label: t('region.name'), width: 220, render: textOf('name') },
      { key: 'code', label: t('region.code'), width: 120, render: textOf('code') },
      { key: 'regionLevel', label: t('region.regionLevel'), width: 90, render: (r) => <Tag minimal>{t(`region.levels.${text(r.regionLevel) || '1'}`)}</Tag> },
      { key: 'sort', label: t('region.sort'), width: 70, render: textOf('sort') },
    ],
    [t],
  );
  const fields = (mode: EditorMode): FormField[] => [
    { field: 'parentCode', label: t('region.parent'), kind: 'text', locked: true, display: (v) => (text(v.parentName) ? `${text(v.parentName)}（${text(v.parentCode)}）` : t('region.root')) },
    { field: 'code', label: t('region.code'), kind: 'text', required: 'systemAdmin:region.codeRequired', ...(mode === 'add' ? {} : { locked: true }) },
    { field: 'name', label: t('region.name'), kind: 'text', required: 'systemAdmin:region.nameRequired' },
    { field: 'regionLevel', label: t('region.regionLevel'), kind: 'select', required: 'systemAdmin:region.levelRequired', options: ['1', '2', '3', '4'].map((v) => ({ value: v, label: t(`region.levels.${v}`) })) },
    { field: 'sort', label: t('region.sort'), kind: 'number' },
    { field: 'remark', label: t('region.remark'), kind: 'textarea' },
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
            ? client.page(regionDef, { current: 1, size: 200, filters: query }, signal).then((p) => p.records.map((r) => ({ ...r, hasChildren: false })))
            : regionLazyTree(parent || '00', signal)
        }
        childKey={(r) => text(r.code)}
        rowKey={(r) => text(r.id)}
        rowName={(r) => text(r.name)}
        columns={columns}
        searchFields={[
          { field: 'code', label: t('region.code') },
          { field: 'name', label: t('region.name') },
        ]}
        remove={(ids, signal) => client.remove(regionDef, ids, signal)}
        canDelete={can.remove}
        reloadKey={reload}
        toolbar={() => can.add && <Button intent={Intent.PRIMARY} icon="plus" text={t('list.add')} onClick={() => setEditor({ mode: 'add', seq: Date.now() })} />}
        actionsWidth={220}
        actions={(row) => (
          <>
            {can.view && <Button size="small" variant="minimal" intent={Intent.PRIMARY} text={t('list.view')} onClick={() => setEditor({ mode: 'view', row, seq: Date.now() })} />}
            {can.edit && <Button size="small" variant="minimal" intent={Intent.PRIMARY} text={t('list.edit')} onClick={() => setEditor({ mode: 'edit', row, seq: Date.now() })} />}
            {can.add && Number(row.regionLevel) < 4 && (
              <Button size="small" variant="minimal" intent={Intent.SUCCESS} text={t('region.addSub')} aria-label={t('region.addSubOf', { name: text(row.name) })} onClick={() => setEditor({ mode: 'add', parent: row, seq: Date.now() })} />
            )}
          </>
        )}
      />
      {editor && (
        <AdminFormDialog
          key={editor.seq}
          title={title}
          mode={editor.mode}
          {...(editor.row ? { row: { ...editor.row, regionLevel: text(editor.row.regionLevel) } } : {})}
          fields={fields(editor.mode)}
          width={760}
          defaults={
            editor.mode === 'add'
              ? editor.parent
                ? { parentCode: editor.parent.code, parentName: editor.parent.name, regionLevel: String(Math.min(4, Number(editor.parent.regionLevel) + 1)), sort: 1 }
                : { parentCode: '00', regionLevel: '1', sort: 1 }
              : {}
          }
          load={(row, signal) => client.detail(regionDef, text(row.code), signal).then((r) => ({ ...r, regionLevel: text(r.regionLevel) }))}
          save={(values, mode, signal) => client.submit(regionDef, { ...stripTree(values, mode), regionLevel: Number(values.regionLevel) }, signal)}
          onFinished={finished}
        />
      )}
    </div>
  );
}

/** Posts (/system/post): list CRUD, and the posts a tenant offers (post/select with tenantId). */
export function PostPage() {
  useState(registerSystemAdmin);
  const { t } = useTranslation('systemAdmin');
  const postDef = def('post');
  const can = useButtons('post');
  const ownTenant = useSession((s) => s.context.profile?.user.tenantId ?? consoleConfig.platformTenantId);
  const tenants = useTenantChoices(ownTenant);
  const [tenantId, setTenantId] = useState(ownTenant);
  const [reload, setReload] = useState(0);
  const select = useRequest(`${tenantId}-${reload}`, (signal) => postSelect(tenantId, signal));
  const [editor, setEditor] = useState<{ mode: EditorMode; row?: ResourceRow; seq: number } | null>(null);
  const title = t('post.title');
  const columns = useMemo<AdminColumn[]>(
    () => [
      { key: 'category', label: t('post.category'), width: 90, render: (r) => <Tag minimal>{t(`post.categories.${text(r.category) || '3'}`)}</Tag> },
      { key: 'postCode', label: t('post.postCode'), width: 140, render: textOf('postCode') },
      { key: 'postName', label: t('post.postName'), width: 140, render: textOf('postName') },
      { key: 'tenantId', label: t('post.tenantId'), width: 90, render: textOf('tenantId') },
      { key: 'sort', label: t('post.sort'), width: 70, render: textOf('sort') },
    ],
    [t],
  );
  const fields: FormField[] = [
    { field: 'category', label: t('post.category'), kind: 'select', required: 'systemAdmin:post.categoryRequired', options: ['1', '2', '3'].map((v) => ({ value: v, label: t(`post.categories.${v}`) })) },
    { field: 'postCode', label: t('post.postCode'), kind: 'text', required: 'systemAdmin:post.codeRequired' },
    { field: 'postName', label: t('post.postName'), kind: 'text', required: 'systemAdmin:post.nameRequired' },
    { field: 'sort', label: t('post.sort'), kind: 'number' },
    { field: 'remark', label: t('post.remark'), kind: 'textarea' },
  ];
  const finished = useCallback((saved: boolean) => {
    setEditor(null);
    if (saved) setReload((n) => n + 1);
  }, []);
  return (
    <div style={{ padding: 12, display: 'grid', gridTemplateColumns: 'minmax(0, 3fr) minmax(240px, 1fr)', gap: 12 }}>
      <AdminList
        key={tenantId}
        label={title}
        load={(query, signal) => client.page(postDef, { ...query, filters: { ...query.filters, tenantId } }, signal)}
        remove={(ids, signal) => client.remove(postDef, ids, signal)}
        canDelete={can.remove}
        reloadKey={reload}
        searchFields={[
          { field: 'postCode', label: t('post.postCode') },
          { field: 'postName', label: t('post.postName') },
        ]}
        columns={columns}
        toolbar={() => can.add && <Button intent={Intent.PRIMARY} icon="plus" text={t('list.add')} onClick={() => setEditor({ mode: 'add', seq: Date.now() })} />}
        actions={(row) => (
          <>
            {can.view && <Button size="small" variant="minimal" intent={Intent.PRIMARY} text={t('list.view')} onClick={() => setEditor({ mode: 'view', row, seq: Date.now() })} />}
            {can.edit && <Button size="small" variant="minimal" intent={Intent.PRIMARY} text={t('list.edit')} onClick={() => setEditor({ mode: 'edit', row, seq: Date.now() })} />}
          </>
        )}
      />
      <Card style={{ padding: 12 }}>
        <H5>{t('post.byTenant')}</H5>
        <FormGroup label={t('post.tenant')} labelFor="post-tenant">
          <HTMLSelect id="post-tenant" fill value={tenantId} onChange={(e) => setTenantId(e.currentTarget.value)} disabled={tenants.length < 2}>
            {tenants.map((x) => (
              <option key={x.tenantId} value={x.tenantId}>
                {x.tenantId} · {x.tenantName}
              </option>
            ))}
          </HTMLSelect>
        </FormGroup>
        {select.status === 'failed' && <Callout intent={Intent.DANGER}>{t('list.loadFailed')}</Callout>}
        {select.status === 'done' && (
          <ul aria-label={t('post.selectList')} className={Classes.LIST_UNSTYLED} style={{ display: 'flex', flexWrap: 'wrap', gap: 6 }}>
            {select.data.length === 0 ? <li className={Classes.TEXT_MUTED}>{t('list.empty')}</li> : select.data.map((p) => <li key={text(p.id)}><Tag>{text(p.postName)}</Tag></li>)}
          </ul>
        )}
      </Card>
      {editor && (
        <AdminFormDialog
          key={editor.seq}
          title={title}
          mode={editor.mode}
          {...(editor.row ? { row: { ...editor.row, category: text(editor.row.category) } } : {})}
          fields={fields}
          defaults={editor.mode === 'add' ? { tenantId, sort: 1 } : {}}
          load={(row, signal) => client.detail(postDef, text(row.id), signal).then((r) => ({ ...r, category: text(r.category) }))}
          save={(values, mode, signal) => client.submit(postDef, { ...stripTree(values, mode), category: Number(values.category) }, signal)}
          onFinished={finished}
        />
      )}
    </div>
  );
}

/** Clients (/system/client): no list call in the spec, so a client is opened by its id; saved with the separate update call. */
export function ClientPage() {
  useState(registerSystemAdmin);
  const { t } = useTranslation('systemAdmin');
  const clientDef = def('client');
  const can = useButtons('client');
  const [idText, setIdText] = useState('saber');
  const [opened, setOpened] = useState<{ id: string; seq: number } | null>(null);
  const [editor, setEditor] = useState<{ mode: EditorMode; row?: ResourceRow; seq: number } | null>(null);
  const [removed, setRemoved] = useState<string | null>(null);
  const [confirming, setConfirming] = useState(false);
  const [removing, setRemoving] = useState(false);
  const found = useRequest(opened ? `${opened.id}-${opened.seq}` : null, (signal) => client.detail(clientDef, opened?.id ?? '', signal));
  const fields: FormField[] = [
    { field: 'clientId', label: t('client.clientId'), kind: 'text', required: 'systemAdmin:client.idRequired' },
    { field: 'clientSecret', label: t('client.clientSecret'), kind: 'text', required: 'systemAdmin:client.secretRequired' },
    { field: 'scope', label: t('client.scope'), kind: 'text' },
    { field: 'authorizedGrantTypes', label: t('client.grantTypes'), kind: 'text', required: 'systemAdmin:client.grantRequired' },
    { field: 'webServerRedirectUri', label: t('client.redirect'), kind: 'text' },
    { field: 'accessTokenValidity', label: t('client.accessValidity'), kind: 'number' },
    { field: 'refreshTokenValidity', label: t('client.refreshValidity'), kind: 'number' },
  ];
  const row = found.status === 'done' ? found.data : null;
  const finished = useCallback(
    (saved: boolean) => {
      setEditor(null);
      if (saved && opened) setOpened({ ...opened, seq: opened.seq + 1 });
    },
    [opened],
  );
  const problem = found.status === 'failed' ? (found.error instanceof ApiError && found.error.kind === 'bad-request' ? found.error.message : t('list.loadFailed')) : null;
  return (
    <div style={{ padding: 12, display: 'flex', flexDirection: 'column', gap: 12, maxWidth: 880 }}>
      <form
        onSubmit={(e) => {
          e.preventDefault();
          setRemoved(null);
          if (idText.trim()) setOpened({ id: idText.trim(), seq: Date.now() });
        }}
      >
        <FormGroup label={t('client.openLabel')} labelFor="client-open" helperText={t('client.openHint')}>
          <ControlGroup>
            <InputGroup id="client-open" value={idText} onValueChange={setIdText} />
            <Button type="submit" intent={Intent.PRIMARY} icon="search" text={t('client.open')} />
            {can.add && <Button icon="plus" text={t('list.add')} onClick={() => setEditor({ mode: 'add', seq: Date.now() })} />}
          </ControlGroup>
        </FormGroup>
      </form>
      {removed && <Callout intent={Intent.SUCCESS}>{t('client.removed', { id: removed })}</Callout>}
      {problem && <Callout intent={Intent.DANGER} role="alert">{problem}</Callout>}
      {row && !removed && (
        <Card aria-label={t('client.card')} style={{ padding: 12 }}>
          <H5>{text(row.clientId)}</H5>
          <dl style={{ display: 'grid', gridTemplateColumns: '160px 1fr', gap: 6, margin: 0 }}>
            {fields.map((f) => (
              <div key={f.field} style={{ display: 'contents' }}>
                <dt className={Classes.TEXT_MUTED}>{f.label}</dt>
                <dd style={{ margin: 0 }}>{f.field === 'clientSecret' ? '••••••' : text(row[f.field])}</dd>
              </div>
            ))}
          </dl>
          <div style={{ display: 'flex', gap: 8, marginTop: 12 }}>
            {can.edit && <Button intent={Intent.PRIMARY} text={t('list.edit')} onClick={() => setEditor({ mode: 'edit', row, seq: Date.now() })} />}
            {can.remove && (
              <Button
                intent={Intent.DANGER}
                variant="outlined"
                text={t('list.delete')}
                onClick={() => setConfirming(true)}
              />
            )}
          </div>
        </Card>
      )}
      <Alert
        isOpen={confirming && !!row}
        loading={removing}
        intent={Intent.DANGER}
        icon="trash"
        confirmButtonText={t('confirm.ok')}
        cancelButtonText={t('confirm.cancel')}
        onCancel={() => setConfirming(false)}
        onConfirm={() => {
          if (!row || removing) return;
          setRemoving(true);
          client
            .remove(clientDef, [text(row.id)])
            .then(
              () => {
                notifySuccess(t('toast.deleted'));
                setRemoved(text(row.clientId));
              },
              (e: unknown) => {
                try {
                  showBadRequest(e);
                } catch {
                  // the message was shown
                }
              },
            )
            .finally(() => {
              setRemoving(false);
              setConfirming(false);
            });
        }}
      >
        <h4 className={Classes.HEADING}>{t('confirm.title')}</h4>
        <p>{t('confirm.deleteText')}</p>
      </Alert>
      {editor && (
        <AdminFormDialog
          key={editor.seq}
          title={t('client.title')}
          mode={editor.mode}
          {...(editor.row ? { row: editor.row } : {})}
          fields={fields}
          width={760}
          defaults={editor.mode === 'add' ? { scope: 'all', accessTokenValidity: 3600, refreshTokenValidity: 604800 } : {}}
          save={(values, mode, signal) => {
            const body = { ...values };
            if (mode === 'add') {
              delete body.id;
              return client.submit(clientDef, body, signal).then((saved) => {
                const r = saved as ResourceRow | null;
                if (r?.id) setOpened({ id: text(r.id), seq: Date.now() });
                return saved;
              });
            }
            // an existing client is saved with its own update call (spec 000 §7)
            return client.submit(clientDef, body, signal);
          }}
          onFinished={finished}
        />
      )}
    </div>
  );
}
