import { useCallback, useMemo, useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import {
  Button,
  Callout,
  Card,
  Classes,
  ControlGroup,
  Dialog,
  DialogBody,
  DialogFooter,
  H5,
  HTMLSelect,
  InputGroup,
  Intent,
  Tag,
} from '@blueprintjs/core';
import type { EditorMode, ResourceRow } from '@machines/resource/editor.types';
import * as client from '@services/api/resource-client';
import { deptLazyList, organizationList, postSelect, regionLazyTree, type TreeNode } from '@services/api/system-admin';
import { ApiError } from '@services/http/errors';
import { consoleConfig } from '@services/http/config';
import { useSession } from '@/components/session-context';
import { notifySuccess } from '@/components/toaster';
import { useRequest } from '@/components/use-request';
import { ResourceEditorDialog } from '@/screens/resource/resource-editor-dialog';
import { ResourceListPage } from '@/screens/resource/resource-list-page';
import type { FormSlot, ScreenSlots } from '@/screens/resource/screen-slots';
import { rowAction, addUnder, useSystemFamily } from './system-parts';
import { lazyTreeSlots, text, withoutTreeFields } from './family';
import { tenantOptions, useTenantChoices } from './role-page';
import { useCommand } from '@/components/use-command';
import { CommandDialog } from '@/components/command-dialog';
import { useInvalidate } from '@/components/query-client';
import { FormField } from '@/components/form-field';
import { FactsPanel } from '@/components/facts-panel';
import { RequestView } from '@/components/request-view';

/** The caller's whole organization at once (dept/organization-list), every department under its parent; read only. */
function OrganizationDialog({ onClose }: { onClose: () => void }) {
  const { t } = useTranslation('systemAdmin');
  const invalidate = useInvalidate();
  const read = useRequest(['dept', 'organization'], (signal) => organizationList(signal));
  const level = (nodes: readonly TreeNode[]): ReactNode => (
    <ul>
      {nodes.map((n) => (
        <li key={n.id}>
          {n.title}
          {n.children?.length ? level(n.children) : null}
        </li>
      ))}
    </ul>
  );
  return (
    <Dialog isOpen title={t('dept.organization')} onClose={onClose} className="fc-dialog-medium">
      <DialogBody>
        <RequestView state={read} onRetry={() => invalidate(['dept', 'organization'])}>
          {(nodes) =>
            nodes.length ? (
              <nav aria-label={t('dept.organization')}>{level(nodes)}</nav>
            ) : (
              <Callout icon="info-sign">{t('dept.organizationEmpty')}</Callout>
            )
          }
        </RequestView>
      </DialogBody>
      <DialogFooter actions={<Button text={t('form.close')} onClick={onClose} />} />
    </Dialog>
  );
}

/**
 * Departments (/system/dept): the dept family's generic list as a lazy tree (dept/lazy-list by parentId), with 新增下级,
 * and 组织架构: the whole organization at once.
 */
export function DeptPage() {
  const { t, def, can } = useSystemFamily('dept');
  const [showOrganization, setShowOrganization] = useState(false);
  const slots = useMemo<ScreenSlots>(
    () => ({
      ...lazyTreeSlots(def, deptLazyList, '0', { name: (r) => text(r.deptName) }),
      toolbar: () => <Button icon="diagram-tree" text={t('dept.organization')} onClick={() => setShowOrganization(true)} />,
      rowActions: rowAction({
        allowed: can.add,
        intent: Intent.SUCCESS,
        text: t('dept.addSub'),
        label: (row) => t('dept.addSubOf', { name: text(row.deptName) }),
        onClick: addUnder,
      }),
      form: {
        defaults: (r) =>
          r.mode === 'add'
            ? { parentId: r.parent ? r.parent.id : '0', parentName: r.parent ? r.parent.deptName : '', deptCategory: 2, sort: 1 }
            : {},
        display: { parentId: (v) => text(v.parentName) || t('dept.root') },
        load: (row, signal) => client.detail(def, text(row.id), signal).then((r) => ({ ...r, parentName: row.parentName })),
        save: (values, mode, signal, key) =>
          client.submit(def, { ...withoutTreeFields(values, mode), deptCategory: Number(values.deptCategory) }, signal, key),
      },
    }),
    [def, can.add, t],
  );
  return (
    <>
      <ResourceListPage definition={def} slots={slots} />
      {showOrganization && <OrganizationDialog onClose={() => setShowOrganization(false)} />}
    </>
  );
}

/** Regions (/system/region): the region family's generic list as a lazy tree by parent code (region/lazy-tree with parentCode). */
export function RegionPage() {
  const { t, def, can } = useSystemFamily('region');
  const slots = useMemo<ScreenSlots>(
    () => ({
      ...lazyTreeSlots(def, regionLazyTree, '00', { childKey: (r) => text(r.code), name: (r) => text(r.name) }),
      rowActions: rowAction({
        allowed: can.add,
        when: (row) => Number(row.regionLevel) < 4,
        intent: Intent.SUCCESS,
        text: t('region.addSub'),
        label: (row) => t('region.addSubOf', { name: text(row.name) }),
        onClick: addUnder,
      }),
      form: {
        // a region's code is its key: fixed once saved
        locked: (r) => (r.mode === 'add' ? [] : ['code']),
        defaults: (r) =>
          r.mode !== 'add'
            ? {}
            : r.parent
              ? {
                  parentCode: r.parent.code,
                  parentName: r.parent.name,
                  regionLevel: Math.min(4, Number(r.parent.regionLevel) + 1),
                  sort: 1,
                }
              : { parentCode: '00', regionLevel: 1, sort: 1 },
        display: { parentCode: (v) => (text(v.parentName) ? `${text(v.parentName)}（${text(v.parentCode)}）` : t('region.root')) },
        save: (values, mode, signal, key) =>
          client.submit(def, { ...withoutTreeFields(values, mode), regionLevel: Number(values.regionLevel) }, signal, key),
      },
    }),
    [def, can.add, t],
  );
  return <ResourceListPage definition={def} slots={slots} />;
}

/** Posts (/system/post): the post family's generic list of a tenant, and the posts the tenant offers (post/select with tenantId). */
export function PostPage() {
  const { t, def } = useSystemFamily('post');
  const ownTenant = useSession((s) => s.context.profile?.user.tenantId ?? consoleConfig.platformTenantId);
  const tenants = useTenantChoices(ownTenant);
  const [tenantId, setTenantId] = useState(ownTenant);
  const invalidate = useInvalidate();
  const select = useRequest(['post', 'select', tenantId], (signal) => postSelect(tenantId, signal));
  const slots = useMemo<ScreenSlots>(
    () => ({
      load: (query, signal) => client.page(def, { ...query, filters: { ...query.filters, tenantId } }, signal),
      ownActions: true,
      form: {
        defaults: (r) => (r.mode === 'add' ? { tenantId, sort: 1 } : {}),
        save: (values, mode, signal, key) =>
          client.submit(def, { ...withoutTreeFields(values, mode), category: Number(values.category) }, signal, key).then((answer) => {
            invalidate(['post', 'select']);
            return answer;
          }),
      },
    }),
    [def, tenantId, invalidate],
  );
  return (
    <div className="resource-split resource-split-aside">
      <ResourceListPage key={tenantId} definition={def} slots={slots} />
      <Card>
        <H5>{t('post.byTenant')}</H5>
        <FormField label={t('post.tenant')} id="post-tenant">
          {(control) => (
            <HTMLSelect
              {...control}
              fill
              value={tenantId}
              onChange={(e) => setTenantId(e.currentTarget.value)}
              disabled={tenants.length < 2}
              options={tenantOptions(tenants)}
            />
          )}
        </FormField>
        {select.status === 'failed' && <Callout intent={Intent.DANGER}>{t('list.loadFailed')}</Callout>}
        {select.status === 'done' && (
          <ul aria-label={t('post.selectList')} className={`${Classes.LIST_UNSTYLED} resource-tag-list`}>
            {select.data.length === 0 ? (
              <li className={Classes.TEXT_MUTED}>{t('list.empty')}</li>
            ) : (
              select.data.map((p) => (
                <li key={text(p.id)}>
                  <Tag>{text(p.postName)}</Tag>
                </li>
              ))
            )}
          </ul>
        )}
      </Card>
    </div>
  );
}

const CLIENT_DEPS = { success: (message: string) => notifySuccess(message) };

/** Clients (/system/client): no list call in the spec, so a client is opened by its id; saved with the separate update call. */
export function ClientPage() {
  const { t, def: clientDef, can } = useSystemFamily('client');
  const [idText, setIdText] = useState('saber');
  const [opened, setOpened] = useState<{ id: string; seq: number } | null>(null);
  const [editor, setEditor] = useState<{ mode: EditorMode; row?: ResourceRow; seq: number } | null>(null);
  const [removed, setRemoved] = useState<string | null>(null);
  const invalidate = useInvalidate();
  const remove = useCommand<{ id: string; clientId: string }>({
    send: (p, key) => client.remove(clientDef, [p.id], undefined, key),
    // a removed client is no longer found by its id
    verify: (p, _startedAt, signal) =>
      client.detail(clientDef, p.id, signal).then(
        () => ({ found: false }),
        (e: unknown) => {
          if (e instanceof ApiError && e.kind === 'bad-request') return { found: true };
          throw e;
        },
      ),
    onDone: (_r, p) => {
      notifySuccess(t('toast.deleted'));
      setRemoved(p.clientId);
      invalidate(['client']);
    },
  });
  const found = useRequest(opened ? ['client', 'detail', opened.id] : null, (signal) => client.detail(clientDef, opened?.id ?? '', signal));
  const row = found.status === 'done' ? found.data : null;
  const finished = useCallback(
    (saved: boolean) => {
      setEditor(null);
      if (saved && opened) invalidate(['client']);
    },
    [opened, invalidate],
  );
  const problem =
    found.status === 'failed'
      ? found.error instanceof ApiError && found.error.kind === 'bad-request'
        ? found.error.message
        : t('list.loadFailed')
      : null;
  const form = useMemo<FormSlot>(
    () => ({
      defaults: (r) => (r.mode === 'add' ? { scope: 'all', accessTokenValidity: 3600, refreshTokenValidity: 604800 } : {}),
      // an existing client is saved with its own update call (spec 000 §7): the client's submit picks it
      save: (values, mode, signal, key) => {
        const body = { ...values };
        if (mode !== 'add') return client.submit(clientDef, body, signal, key);
        delete body.id;
        return client.submit(clientDef, body, signal, key).then((answer) => {
          const r = answer as ResourceRow | null;
          if (r?.id) setOpened({ id: text(r.id), seq: Date.now() });
          return answer;
        });
      },
    }),
    [clientDef],
  );
  return (
    <div className="resource-screen resource-client">
      <form
        onSubmit={(e) => {
          e.preventDefault();
          setRemoved(null);
          if (idText.trim()) setOpened({ id: idText.trim(), seq: Date.now() });
        }}
      >
        <FormField label={t('client.openLabel')} id="client-open" helper={t('client.openHint')}>
          {(control) => (
            <ControlGroup>
              <InputGroup {...control} value={idText} onValueChange={setIdText} />
              <Button type="submit" intent={Intent.PRIMARY} icon="search" text={t('client.open')} />
              {can.add && <Button icon="plus" text={t('list.add')} onClick={() => setEditor({ mode: 'add', seq: Date.now() })} />}
            </ControlGroup>
          )}
        </FormField>
      </form>
      {removed && <Callout intent={Intent.SUCCESS}>{t('client.removed', { id: removed })}</Callout>}
      {problem && (
        <Callout intent={Intent.DANGER} role="alert">
          {problem}
        </Callout>
      )}
      {row && !removed && (
        <Card aria-label={t('client.card')} compact>
          <H5>{text(row.clientId)}</H5>
          <FactsPanel
            items={clientDef.formFields.map((f) => [t(f.labelKey), f.field === 'clientSecret' ? '••••••' : text(row[f.field])] as const)}
          />
          <div className="fc-row fc-space-top">
            {can.edit && (
              <Button intent={Intent.PRIMARY} text={t('list.edit')} onClick={() => setEditor({ mode: 'edit', row, seq: Date.now() })} />
            )}
            {can.remove && (
              <Button
                intent={Intent.DANGER}
                variant="outlined"
                text={t('list.delete')}
                onClick={() => remove.request({ id: text(row.id), clientId: text(row.clientId) })}
              />
            )}
          </div>
        </Card>
      )}
      <CommandDialog
        command={remove}
        title={t('command.removeClient')}
        intent={Intent.DANGER}
        icon="trash"
        lines={remove.payload ? [[t('client.card'), remove.payload.clientId]] : undefined}
        request={remove.payload ? client.removeRequest(clientDef, [remove.payload.id]) : null}
      >
        <p>{t('confirm.deleteText')}</p>
      </CommandDialog>
      {editor && (
        <ResourceEditorDialog
          key={editor.seq}
          definition={clientDef}
          mode={editor.mode}
          {...(editor.row ? { row: editor.row } : {})}
          form={form}
          deps={CLIENT_DEPS}
          onFinished={finished}
        />
      )}
    </div>
  );
}
