import { useMemo, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { Button, Classes, Intent } from '@blueprintjs/core';
import type { ResourceRow } from '@machines/resource/editor.types';
import * as client from '@services/api/resource-client';
import { grantUsers, resetPasswords, roleTree, updateUserPlatform, userPlatformDetail, writeRequest } from '@services/api/system-admin';
import { USER_PLATFORM_FIELDS } from '@services/resources/definitions/system';
import type { FormFieldDefinition, ResourceDefinition } from '@services/resources/types';
import { notifySuccess } from '@/components/toaster';
import { ResourceListPage } from '@/screens/resource/resource-list-page';
import type { ScreenSlots } from '@/screens/resource/screen-slots';
import { rowAction, useGrantTarget, useSystemFamily } from './system-parts';
import { text } from './family';
import { checkedWithAncestors, leavesFromKeys } from './check-tree';
import { TreeGrantDialog, type TreeGrant } from './tree-grant-dialog';
import { useCommand } from '@/components/use-command';
import { CommandDialog } from '@/components/command-dialog';

/** Grants roles (role/tree of the users' tenant) to the chosen users (blade-user/grant: userIds, roleIds). */
function UserGrantDialog({ def, users, onClose }: { def: ResourceDefinition; users: ResourceRow[]; onClose: (saved: boolean) => void }) {
  const { t } = useTranslation('systemAdmin');
  const tenantId = text(users[0]?.tenantId);
  const userIds = users.map((u) => text(u.id));
  const grant: TreeGrant = {
    treeKey: tenantId,
    loadTree: (signal) => roleTree(tenantId, signal),
    initial: (nodes) => (users.length === 1 ? leavesFromKeys(nodes, text(users[0]?.roleId).split(',').filter(Boolean)) : new Set<string>()),
    ids: (nodes, checked) => checkedWithAncestors(nodes, checked).filter((id) => checked.has(id)),
    emptyProblem: t('user.chooseRole'),
    save: (roleIds, key) => grantUsers(userIds, roleIds, key),
    request: (roleIds) => writeRequest('user', 'grant', { userIds: userIds.join(','), roleIds: roleIds.join(',') }),
    // each user's record names its roles
    readBack: (signal) =>
      Promise.all(userIds.map((id) => client.detail(def, id, signal).then((u) => text(u.roleId).split(',').filter(Boolean)))),
  };
  const names = users.map((u) => `${text(u.realName)}（${text(u.account)}）`).join('、');
  return (
    <TreeGrantDialog
      title={t('user.grantTitle', { count: users.length })}
      lead={<p className={Classes.TEXT_MUTED}>{names}</p>}
      target={names}
      label={t('user.roleTree')}
      openDepth={3}
      grant={grant}
      onClose={onClose}
    />
  );
}

/** The fields of the view dialog: the listed columns of the family (the role and department by name). */
function viewFields(def: ResourceDefinition): FormFieldDefinition[] {
  return def.columns
    .filter((c) => c.kind !== 'ref' && c.kind !== 'date')
    .map((c) => ({ field: c.field, labelKey: c.labelKey, kind: c.kind }));
}

/** Users (/system/user): the generic list of the user family; password reset and role grant of the selection; the platform record of a row. */
export function UserPage() {
  const { t, def, can, may } = useSystemFamily('user', ['systemAdmin', 'resources']);
  const canReset = may('reset');
  const canGrant = may('role');
  const granting = useGrantTarget(def);
  const openGrant = granting.open;
  const reset = useCommand<{ userIds: string[]; accounts: string[] }>({
    send: (p, key) => resetPasswords(p.userIds, key),
    // no read shows a password: the dialog says how to find out
    verify: async () => ({ found: false }),
    onDone: () => notifySuccess(t('toast.done')),
  });
  const resetting = reset.payload;
  // the toolbar's slots stay the same while the command's step changes
  const resetRef = useRef(reset);
  resetRef.current = reset;

  const slots = useMemo<ScreenSlots>(
    () => ({
      // users are added and changed elsewhere (registration, personal info): here they are viewed, granted, reset and given a platform
      without: ['add', 'edit'],
      ownActions: true,
      toolbar: (api) => (
        <>
          {canGrant && (
            <Button
              icon="people"
              text={t('user.grant')}
              onClick={() => {
                if (api.selection.length === 0) return api.warn('resourceUi:list.selectAtLeastOne');
                const chosen = api.selectedRows();
                if (new Set(chosen.map((r) => text(r.tenantId))).size > 1) return api.warn('systemAdmin:user.oneTenant');
                openGrant(chosen);
              }}
            />
          )}
          {canReset && (
            <Button
              icon="reset"
              text={t('user.reset')}
              onClick={() =>
                api.selection.length === 0
                  ? api.warn('resourceUi:list.selectAtLeastOne')
                  : resetRef.current.request({ userIds: [...api.selection], accounts: api.selectedRows().map((r) => text(r.account)) })
              }
            />
          )}
        </>
      ),
      actionsWidth: 160,
      rowActions: rowAction({
        allowed: can.edit,
        intent: Intent.PRIMARY,
        text: t('user.platform'),
        onClick: (row, api) => api.openEditor({ mode: 'edit', row }),
      }),
      // 编辑 of a row is its platform record (platform-detail / update-platform)
      form: {
        fields: (r) => (r.mode === 'edit' ? USER_PLATFORM_FIELDS : viewFields(def)),
        title: (r) => (r.mode === 'edit' ? t('user.platformTitle') : t(def.titleKey)),
        load: (row, signal, r) =>
          r.mode === 'edit'
            ? userPlatformDetail(text(row.id), signal).then((p) => ({ ...p, userType: text(p.userType) }))
            : client.detail(def, text(row.id), signal),
        save: (values, _mode, signal, key) =>
          updateUserPlatform({ id: values.id, userType: Number(values.userType), userExt: text(values.userExt) }, signal, key),
      },
    }),
    [t, def, can.edit, canGrant, canReset, openGrant],
  );

  return (
    <>
      <ResourceListPage definition={def} slots={slots} />
      <CommandDialog
        command={reset}
        title={t('confirm.title')}
        intent={Intent.WARNING}
        lines={resetting ? [[t('user.resetAccounts'), resetting.accounts.join('、')]] : undefined}
        request={resetting ? writeRequest('user', 'resetPassword', { userIds: resetting.userIds.join(',') }) : null}
      >
        <p>{t(reset.step === 'notFound' ? 'user.resetUnknown' : 'user.resetConfirm')}</p>
      </CommandDialog>
      {granting.target && <UserGrantDialog def={def} users={granting.target} onClose={granting.close} />}
    </>
  );
}

export default UserPage;
