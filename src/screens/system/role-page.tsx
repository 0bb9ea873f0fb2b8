import { useCallback, useMemo, useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Alert, Button, Classes, Dialog, DialogBody, DialogFooter, HTMLSelect, Intent, Spinner, Tab, Tabs } from '@blueprintjs/core';
import type { ResourceRow } from '@machines/resource/editor.types';
import * as client from '@services/api/resource-client';
import {
  grantParams,
  grantRole,
  grantTrees,
  roleTree,
  roleTreeKeys,
  writeRequest,
  type GrantKeys,
  type GrantTrees,
  type RoleGrant,
  type TreeNode,
} from '@services/api/system-admin';
import { resourceByKey } from '@services/resources/registry';
import { consoleConfig } from '@services/http/config';
import { useSession } from '@/components/session-context';
import { notifySuccess } from '@/components/toaster';
import { useRequest } from '@/components/use-request';
import { ResourceListPage } from '@/screens/resource/resource-list-page';
import { filterTree, wholePage, type ScreenSlots } from '@/screens/resource/screen-slots';
import { LoadFailed, useSystemFamily } from './system-parts';
import { text } from './family';
import { CheckTree, checkedWithAncestors, grantNames, leavesFromKeys, sameIds } from './check-tree';
import { useCommand } from '@/components/use-command';
import { CommandDialog } from '@/components/command-dialog';
import { useInvalidate } from '@/components/query-client';
import { FormField } from '@/components/form-field';
import { useUnsavedGuard } from '@/components/unsaved-guard';
import './system.css';

/** The tenants as choices of a select: id · name. */
export const tenantOptions = (tenants: ReadonlyArray<{ tenantId: string; tenantName: string }>) =>
  tenants.map((x) => ({ value: x.tenantId, label: `${x.tenantId} · ${x.tenantName}` }));

/** The tenants the caller may look at (the platform: all; others: their own). */
export function useTenantChoices(ownTenant: string): Array<{ tenantId: string; tenantName: string }> {
  const isPlatform = ownTenant === consoleConfig.platformTenantId;
  const state = useRequest(isPlatform ? ['tenant', 'choices'] : null, async (signal) => {
    const def = resourceByKey('tenant');
    if (!def) return [];
    const page = await client.page(def, { current: 1, size: 100, filters: {} }, signal);
    return page.records.map((r) => ({ tenantId: text(r.tenantId), tenantName: text(r.tenantName) }));
  });
  if (state.status === 'done' && state.data.length > 0) return state.data;
  return [{ tenantId: ownTenant, tenantName: ownTenant }];
}

interface GrantData {
  trees: GrantTrees;
  keys: GrantKeys;
}

/** The grant dialog of one role: menus, data scopes and API scopes, preloaded from the role's keys; saves role/grant. */
export function RoleGrantDialog({ role, onClose }: { role: ResourceRow; onClose: () => void }) {
  const { t } = useTranslation('systemAdmin');
  const roleId = text(role.id);
  const invalidate = useInvalidate();
  const data = useRequest<GrantData>(['role-grant', roleId], async (signal) => {
    const [trees, keys] = await Promise.all([grantTrees(signal), roleTreeKeys([roleId], signal)]);
    return { trees, keys };
  });
  const [picked, setPicked] = useState<{ menu: Set<string>; dataScope: Set<string>; apiScope: Set<string> } | null>(null);
  const [dirty, setDirty] = useState(false);
  const [asking, setAsking] = useState(false);

  const ready = data.status === 'done' ? data.data : null;
  const initial = useMemo(
    () =>
      ready
        ? {
            menu: leavesFromKeys(ready.trees.menu, ready.keys.menu),
            dataScope: leavesFromKeys(ready.trees.dataScope, ready.keys.dataScope),
            apiScope: leavesFromKeys(ready.trees.apiScope, ready.keys.apiScope),
          }
        : null,
    [ready],
  );
  const current = picked ?? initial;
  const change = useCallback(
    (part: 'menu' | 'dataScope' | 'apiScope') => (next: Set<string>) => {
      if (!current) return;
      setDirty(true);
      setPicked({ ...current, [part]: next });
    },
    [current],
  );

  const command = useCommand<RoleGrant>({
    send: (p, key) => grantRole(p, key),
    // the role's keys read back hold what was sent
    verify: async (p, _startedAt, signal) => {
      const now = await roleTreeKeys([roleId], signal);
      const found = sameIds(now.menu, p.menuIds) && sameIds(now.dataScope, p.dataScopeIds) && sameIds(now.apiScope, p.apiScopeIds);
      return { found, record: now };
    },
    onDone: () => {
      notifySuccess(t('toast.granted'));
      invalidate(['role-grant', roleId]);
      onClose();
    },
  });
  const saving = command.step !== 'idle';
  const submit = () => {
    if (!ready || !current || saving) return;
    const scopeIds = (nodes: readonly TreeNode[], set: Set<string>) => checkedWithAncestors(nodes, set).filter((id) => set.has(id));
    command.request({
      roleIds: [roleId],
      menuIds: checkedWithAncestors(ready.trees.menu, current.menu),
      dataScopeIds: scopeIds(ready.trees.dataScope, current.dataScope),
      apiScopeIds: scopeIds(ready.trees.apiScope, current.apiScope),
    });
  };
  // its edits also hold the console tab and the browser tab back (the dialog asks itself before it closes)
  useUnsavedGuard(dirty);
  const close = () => (dirty && !saving ? setAsking(true) : onClose());
  const roleName = text(role.roleName ?? role.title);

  let body: ReactNode;
  if (data.status === 'failed') {
    body = <LoadFailed onRetry={() => invalidate(['role-grant', roleId])} />;
  } else if (!ready || !current) {
    body = <Spinner size={30} aria-label={t('list.loading')} />;
  } else {
    body = (
      <Tabs id="role-grant" renderActiveTabPanelOnly={false}>
        <Tab
          id="menu"
          title={t('role.menuTab')}
          panel={<CheckTree label={t('role.menuTab')} nodes={ready.trees.menu} checked={current.menu} onChange={change('menu')} />}
        />
        <Tab
          id="data"
          title={t('role.dataTab')}
          panel={
            <CheckTree label={t('role.dataTab')} nodes={ready.trees.dataScope} checked={current.dataScope} onChange={change('dataScope')} />
          }
        />
        <Tab
          id="api"
          title={t('role.apiTab')}
          panel={
            <CheckTree label={t('role.apiTab')} nodes={ready.trees.apiScope} checked={current.apiScope} onChange={change('apiScope')} />
          }
        />
      </Tabs>
    );
  }

  return (
    <>
      <Dialog
        isOpen
        title={t('role.grantTitle', { name: roleName })}
        onClose={close}
        canOutsideClickClose={false}
        className="fc-system-grant-role"
      >
        <DialogBody>{body}</DialogBody>
        <DialogFooter
          actions={
            <>
              <Button text={t('form.cancel')} onClick={close} disabled={saving} />
              <Button
                intent={Intent.PRIMARY}
                text={t('form.save')}
                loading={command.step === 'submitting'}
                disabled={!ready}
                onClick={submit}
              />
            </>
          }
        />
        <CommandDialog
          command={command}
          title={t('role.grantTitle', { name: roleName })}
          lines={
            ready && current && command.payload
              ? [
                  [t('command.grantTo'), roleName],
                  [t('role.menuTab'), grantNames(ready.trees.menu, current.menu, t('command.none'))],
                  [t('role.dataTab'), grantNames(ready.trees.dataScope, current.dataScope, t('command.none'))],
                  [t('role.apiTab'), grantNames(ready.trees.apiScope, current.apiScope, t('command.none'))],
                ]
              : undefined
          }
          request={command.payload ? writeRequest('role', 'grant', grantParams(command.payload)) : null}
          confirmText={t('form.save')}
        />
      </Dialog>
      <Alert
        isOpen={asking}
        intent={Intent.WARNING}
        confirmButtonText={t('form.discard')}
        cancelButtonText={t('form.keepEditing')}
        onConfirm={onClose}
        onCancel={() => setAsking(false)}
      >
        <h4 className={Classes.HEADING}>{t('confirm.title')}</h4>
        <p>{t('form.discardText')}</p>
      </Alert>
    </>
  );
}

/** Roles (/system/role): the role tree of a tenant (role/tree with tenantId) as the role family's generic list; the grant of exactly one selected role. */
export function RolePage() {
  const { t, def, may } = useSystemFamily('role');
  const ownTenant = useSession((s) => s.context.profile?.user.tenantId ?? consoleConfig.platformTenantId);
  const canGrant = may('grant');
  const tenants = useTenantChoices(ownTenant);
  const [tenantId, setTenantId] = useState(ownTenant);
  const [granting, setGranting] = useState<ResourceRow | null>(null);

  const slots = useMemo<ScreenSlots>(
    () => ({
      load: (query, signal) =>
        roleTree(tenantId, signal).then((nodes) => {
          const name = text(query.filters.roleName).trim();
          const rows = nodes as unknown as ResourceRow[];
          return wholePage(name ? filterTree(rows, 'roleName', name) : rows);
        }),
      unpaged: true,
      tree: { name: (r) => text(r.roleName) },
      // the grant dialog serves the family's grant and tree calls
      ownActions: true,
      toolbar: (api) => (
        <>
          {canGrant && (
            <Button
              intent={Intent.PRIMARY}
              icon="key"
              text={t('role.grant')}
              onClick={() => {
                if (api.selection.length !== 1)
                  return api.warn(api.selection.length === 0 ? 'systemAdmin:role.chooseOne' : 'systemAdmin:role.onlyOne');
                const row = api.selectedRows()[0];
                if (row) setGranting(row);
              }}
            />
          )}
          <span className={Classes.TEXT_MUTED}>{t('role.grantHint')}</span>
        </>
      ),
    }),
    [tenantId, canGrant, t],
  );

  return (
    <div className="resource-screen">
      {tenants.length > 1 && (
        <FormField label={t('role.tenant')} id="role-tenant" inline>
          {(control) => (
            <HTMLSelect
              {...control}
              value={tenantId}
              onChange={(e) => setTenantId(e.currentTarget.value)}
              options={tenantOptions(tenants)}
            />
          )}
        </FormField>
      )}
      <ResourceListPage key={tenantId} definition={def} slots={slots} />
      {granting && <RoleGrantDialog key={text(granting.id)} role={granting} onClose={() => setGranting(null)} />}
    </div>
  );
}

export default RolePage;
