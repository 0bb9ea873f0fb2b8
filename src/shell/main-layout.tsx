import { useState } from 'react';
import { Outlet } from 'react-router-dom';
import { useTranslation } from 'react-i18next';
import { Alert, Alignment, Button, HTMLSelect, Intent, Navbar, NavbarDivider, NavbarGroup, NavbarHeading } from '@blueprintjs/core';
import { selectLockNeedsPassword, selectSwitchableRoles } from '@machines/session/session.selectors';
import { useSession, useSessionActor } from '@/app/session-context';
import { LanguageSwitch } from './language-switch';
import { LockDialog } from './lock-dialog';
import { RequestProgress } from './progress-bar';
import { BlueprintRoot } from './blueprint-root';
import { fetchDeptName } from '@services/api/user';
import { useRequest } from '@/components/use-request';

/** The main layout: header with user, role switch, language, lock and logout; the page below. */
export function MainLayout() {
  const { t } = useTranslation();
  const actor = useSessionActor();
  const user = useSession((s) => s.context.profile?.user ?? null);
  const roles = useSession(selectSwitchableRoles, (a, b) => a.length === b.length && a.every((r, i) => r.id === b[i]!.id));
  const currentRole = useSession((s) => s.context.grant?.roleId ?? '');
  const needsPassword = useSession(selectLockNeedsPassword);
  const busy = useSession((s) => s.hasTag('busy'));
  const dept = useRequest(user?.deptId ? `dept:${user.deptId}` : null, (signal) => fetchDeptName(user!.deptId, signal));
  const company = (dept.status === 'done' && dept.data) || user?.deptName || user?.tenantName || '';
  const [lockOpen, setLockOpen] = useState(false);
  const [logoutOpen, setLogoutOpen] = useState(false);

  const lock = () => (needsPassword ? setLockOpen(true) : actor.send({ type: 'session.lock' }));

  return (
    <BlueprintRoot>
    <div className="fc-layout">
      <RequestProgress />
      <Navbar className="fc-header" role="banner">
        <NavbarGroup align={Alignment.START}>
          <NavbarHeading className="fc-brand">{t('app.name')}</NavbarHeading>
        </NavbarGroup>
        <NavbarGroup align={Alignment.END}>
          {user && (
            <span className="fc-welcome">
              {company && <>{company} · </>}
              {t('header.welcome')} <strong>{user.realName || user.userName}</strong>
            </span>
          )}
          {roles.length > 0 && (
            <HTMLSelect
              aria-label={t('home.role')}
              value={roles.some((r) => r.id === currentRole) ? currentRole : ''}
              onChange={(e) => e.target.value && actor.send({ type: 'session.switchRole', roleId: e.target.value })}
              disabled={busy}
              minimal
            >
              {!roles.some((r) => r.id === currentRole) && <option value="">{user?.roleName}</option>}
              {roles.map((r) => (
                <option key={r.id} value={r.id}>
                  {r.roleName}
                </option>
              ))}
            </HTMLSelect>
          )}
          <NavbarDivider />
          <LanguageSwitch />
          <NavbarDivider />
          <Button variant="minimal" icon="lock" text={t('lock.action')} onClick={lock} />
          <Button variant="minimal" icon="log-out" text={t('header.logout')} onClick={() => setLogoutOpen(true)} loading={busy && logoutOpen} />
        </NavbarGroup>
      </Navbar>
      <main className="fc-page">
        <Outlet />
      </main>
      <LockDialog isOpen={lockOpen} onClose={() => setLockOpen(false)} />
      <Alert
        isOpen={logoutOpen}
        intent={Intent.PRIMARY}
        icon="log-out"
        confirmButtonText={t('header.logoutOk')}
        cancelButtonText={t('header.cancel')}
        onConfirm={() => {
          setLogoutOpen(false);
          actor.send({ type: 'session.logout' });
        }}
        onCancel={() => setLogoutOpen(false)}
      >
        {t('header.logoutConfirm')}
      </Alert>
    </div>
    </BlueprintRoot>
  );
}
