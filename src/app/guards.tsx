import { Navigate, Outlet, useLocation, useSearchParams } from 'react-router-dom';
import { useTranslation } from 'react-i18next';
import { selectMenus, selectView, thirdManageShortcut } from '@machines/session/session.selectors';
import { useSession } from './session-context';
import { lazy, Suspense } from 'react';
import { loadMainLayout } from './preload';

function BootScreen() {
  const { t } = useTranslation();
  return (
    <div className="fc-fullscreen-center" role="status" aria-live="polite">
      <span className="fc-spinner" aria-hidden="true" />
      <span className="fc-muted">{t('session.restoring')}</span>
    </div>
  );
}

/** The first page after login: the thirdManage shortcut when it applies, else /wel/index. */
export function useHomePath(): string {
  const menus = useSession(selectMenus);
  return thirdManageShortcut(menus)?.path ?? '/wel/index';
}

/** Routes inside the main layout: no session → /login (with a redirect), locked → /lock (spec 000 §2). */
export function RequireSession() {
  const view = useSession(selectView);
  const location = useLocation();
  if (view === 'boot') return <BootScreen />;
  if (view === 'locked') return <Navigate to="/lock" replace />;
  if (view === 'login') {
    const here = location.pathname + location.search;
    return <Navigate to={`/login?redirect=${encodeURIComponent(here)}`} replace />;
  }
  return <Outlet />;
}

const PostLoginRedirect = lazy(() => loadMainLayout().then((m) => ({ default: m.PostLoginRedirect })));

/** /login: a signed-in user goes on to the redirect target or home; a locked one to /lock. */
export function LoginGate({ children }: { children: React.ReactNode }) {
  const view = useSession(selectView);
  const home = useHomePath();
  const [params] = useSearchParams();
  if (view === 'locked') return <Navigate to="/lock" replace />;
  if (view === 'app') {
    const raw = params.get('redirect');
    if (!raw) return <Navigate to={home} replace />;
    // the redirect must be a page this user may open: decided with the layout's page table (loaded with the layout)
    return (
      <Suspense fallback={<BootScreen />}>
        <PostLoginRedirect raw={raw} home={home} />
      </Suspense>
    );
  }
  if (view === 'boot') return <BootScreen />;
  return <>{children}</>;
}

/** /lock: only while locked; otherwise to the app or the login page. */
export function LockGate({ children }: { children: React.ReactNode }) {
  const view = useSession(selectView);
  const home = useHomePath();
  if (view === 'login') return <Navigate to="/login" replace />;
  if (view === 'app') return <Navigate to={home} replace />;
  if (view === 'boot') return <BootScreen />;
  return <>{children}</>;
}
