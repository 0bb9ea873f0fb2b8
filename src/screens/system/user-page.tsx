import { useCallback, useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Alert, Button, Callout, Classes, Dialog, DialogBody, DialogFooter, Intent, NonIdealState, Spinner } from '@blueprintjs/core';
import type { ResourceRow } from '@machines/resource/editor.types';
import * as client from '@services/api/resource-client';
import { grantUsers, resetPasswords, roleTree, updateUserPlatform, userPlatformDetail } from '@services/api/system-admin';
import { ApiError } from '@services/http/errors';
import { resourceByKey } from '@services/resources/registry';
import { permitted, resourceButtons } from '@services/resources/permissions';
import { useSession } from '@/components/session-context';
import { notifyError, notifySuccess } from '@/components/toaster';
import { useRequest } from '@/components/use-request';
import { registerSystemAdmin } from '@/i18n/system-admin-namespace';
import { AdminList } from './admin-list';
import { AdminFormDialog, type FormField } from './admin-form-dialog';
import { textOf, type AdminColumn } from './admin-table';
import { CheckTree, checkedWithAncestors, leavesFromKeys } from './check-tree';

const text = (v: unknown) => (v === null || v === undefined ? '' : String(v));
const badRequest = (e: unknown) => (e instanceof ApiError && e.kind === 'bad-request' && e.message ? e.message : null);

function userDef() {
  const def = resourceByKey('user');
  if (!def) throw new Error('no user definition');
  return def;
}

/** Grants roles (role/tree of the users' tenant) to the chosen users (blade-user/grant: userIds, roleIds). */
function UserGrantDialog({ users, onClose }: { users: ResourceRow[]; onClose: (saved: boolean) => void }) {
  const { t } = useTranslation('systemAdmin');
  const tenantId = text(users[0]?.tenantId);
  const [attempt, setAttempt] = useState(0);
  const tree = useRequest(`${tenantId}-${attempt}`, (signal) => roleTree(tenantId, signal));
  const [picked, setPicked] = useState<Set<string> | null>(null);
  const [saving, setSaving] = useState(false);
  const [problem, setProblem] = useState<string | null>(null);
  const initial = useMemo(() => (tree.status === 'done' && users.length === 1 ? leavesFromKeys(tree.data, text(users[0]?.roleId).split(',').filter(Boolean)) : new Set<string>()), [tree, users]);
  const checked = picked ?? initial;

  const submit = async () => {
    if (tree.status !== 'done' || saving) return;
    const roleIds = checkedWithAncestors(tree.data, checked).filter((id) => checked.has(id));
    if (roleIds.length === 0) return setProblem(t('user.chooseRole'));
    setSaving(true);
    setProblem(null);
    try {
      await grantUsers(users.map((u) => text(u.id)), roleIds);
      notifySuccess(t('toast.done'));
      onClose(true);
    } catch (e) {
      setProblem(badRequest(e) ?? t('form.saveFailed'));
      setSaving(false);
    }
  };

  return (
    <Dialog isOpen title={t('user.grantTitle', { count: users.length })} onClose={() => !saving && onClose(false)} canOutsideClickClose={false} style={{ width: 480 }}>
      <DialogBody>
        <p className={Classes.TEXT_MUTED}>{users.map((u) => `${text(u.realName)}（${text(u.account)}）`).join('、')}</p>
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
          <CheckTree label={t('user.roleTree')} nodes={tree.data} checked={checked} onChange={setPicked} openDepth={3} />
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

/** Users (/system/user): the user page with department and roles; password reset and role grant of the selection; the platform record. */
export function UserPage() {
  useState(registerSystemAdmin);
  const { t } = useTranslation('systemAdmin');
  const def = userDef();
  const buttons = useSession((s) => s.context.profile?.buttons);
  const can = resourceButtons(def, buttons);
  const canReset = permitted(buttons, def.permission, 'reset');
  const canGrant = permitted(buttons, def.permission, 'role');
  const [reload, setReload] = useState(0);
  const [resetting, setResetting] = useState<string[] | null>(null);
  const [resetBusy, setResetBusy] = useState(false);
  const [granting, setGranting] = useState<ResourceRow[] | null>(null);
  const [dialog, setDialog] = useState<{ kind: 'view' | 'platform'; row: ResourceRow; seq: number } | null>(null);
  const title = t('user.title');

  const columns = useMemo<AdminColumn[]>(
    () => [
      { key: 'account', label: t('user.account'), width: 120, render: textOf('account') },
      { key: 'realName', label: t('user.realName'), width: 100, render: textOf('realName') },
      { key: 'roleName', label: t('user.roleName'), width: 200, render: textOf('roleName') },
      { key: 'deptName', label: t('user.deptName'), width: 180, render: textOf('deptName') },
      { key: 'tenantId', label: t('user.tenantId'), width: 90, render: textOf('tenantId') },
      { key: 'phone', label: t('user.phone'), width: 120, render: textOf('phone') },
      { key: 'email', label: t('user.email'), width: 200, render: textOf('email') },
    ],
    [t],
  );

  const reset = async () => {
    if (!resetting || resetBusy) return;
    setResetBusy(true);
    try {
      await resetPasswords(resetting);
      notifySuccess(t('toast.done'));
    } catch (e) {
      const msg = badRequest(e);
      if (msg) notifyError({ text: msg });
    } finally {
      setResetBusy(false);
      setResetting(null);
    }
  };

  const viewFields: FormField[] = [
    { field: 'account', label: t('user.account'), kind: 'text' },
    { field: 'realName', label: t('user.realName'), kind: 'text' },
    { field: 'name', label: t('user.name'), kind: 'text' },
    { field: 'roleName', label: t('user.roleName'), kind: 'text' },
    { field: 'deptName', label: t('user.deptName'), kind: 'text' },
    { field: 'tenantId', label: t('user.tenantId'), kind: 'text' },
    { field: 'phone', label: t('user.phone'), kind: 'text' },
    { field: 'email', label: t('user.email'), kind: 'text' },
  ];
  const platformFields: FormField[] = [
    { field: 'account', label: t('user.account'), kind: 'text', locked: true },
    { field: 'realName', label: t('user.realName'), kind: 'text', locked: true },
    {
      field: 'userType',
      label: t('user.userType'),
      kind: 'select',
      required: 'systemAdmin:user.userTypeRequired',
      options: ['1', '2', '3'].map((v) => ({ value: v, label: t(`user.userTypes.${v}`) })),
    },
    { field: 'userExt', label: t('user.userExt'), kind: 'textarea' },
  ];
  const finished = useCallback(() => setDialog(null), []);

  return (
    <div style={{ padding: 12 }}>
      <AdminList
        label={title}
        load={(query, signal) => client.page(def, query, signal)}
        remove={(ids, signal) => client.remove(def, ids, signal)}
        canDelete={can.remove}
        reloadKey={reload}
        searchFields={[
          { field: 'account', label: t('user.account') },
          { field: 'realName', label: t('user.realName') },
          { field: 'phone', label: t('user.phone') },
        ]}
        columns={columns}
        toolbar={(api) => (
          <>
            {canGrant && (
              <Button
                icon="people"
                text={t('user.grant')}
                onClick={() => {
                  if (api.selection.length === 0) return api.warn('resourceUi:list.selectAtLeastOne');
                  const chosen = api.rows.filter((r) => api.selection.includes(text(r.id)));
                  if (new Set(chosen.map((r) => text(r.tenantId))).size > 1) return api.warn('systemAdmin:user.oneTenant');
                  setGranting(chosen);
                }}
              />
            )}
            {canReset && (
              <Button
                icon="reset"
                text={t('user.reset')}
                onClick={() => (api.selection.length === 0 ? api.warn('resourceUi:list.selectAtLeastOne') : setResetting([...api.selection]))}
              />
            )}
          </>
        )}
        actionsWidth={160}
        actions={(row) => (
          <>
            {can.view && <Button size="small" variant="minimal" intent={Intent.PRIMARY} text={t('list.view')} onClick={() => setDialog({ kind: 'view', row, seq: Date.now() })} />}
            {can.edit && <Button size="small" variant="minimal" intent={Intent.PRIMARY} text={t('user.platform')} onClick={() => setDialog({ kind: 'platform', row, seq: Date.now() })} />}
          </>
        )}
      />
      <Alert
        isOpen={resetting !== null}
        loading={resetBusy}
        intent={Intent.WARNING}
        confirmButtonText={t('confirm.ok')}
        cancelButtonText={t('confirm.cancel')}
        onConfirm={() => void reset()}
        onCancel={() => setResetting(null)}
      >
        <h4 className={Classes.HEADING}>{t('confirm.title')}</h4>
        <p>{t('user.resetConfirm')}</p>
      </Alert>
      {granting && (
        <UserGrantDialog
          users={granting}
          onClose={(saved) => {
            setGranting(null);
            if (saved) setReload((n) => n + 1);
          }}
        />
      )}
      {dialog?.kind === 'view' && (
        <AdminFormDialog key={dialog.seq} title={title} mode="view" row={dialog.row} fields={viewFields} load={(row, signal) => client.detail(def, text(row.id), signal)} save={() => Promise.resolve()} onFinished={finished} />
      )}
      {dialog?.kind === 'platform' && (
        <AdminFormDialog
          key={dialog.seq}
          title={t('user.platformTitle')}
          mode="edit"
          row={dialog.row}
          fields={platformFields}
          load={(row, signal) => userPlatformDetail(text(row.id), signal).then((r) => ({ ...r, userType: text(r.userType) }))}
          save={(values, _mode, signal) => updateUserPlatform({ id: values.id, userType: Number(values.userType), userExt: text(values.userExt) }, signal)}
          onFinished={finished}
        />
      )}
    </div>
  );
}

export default UserPage;
