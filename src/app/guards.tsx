import { Suspense, useEffect, useMemo, useState, type ComponentType } from 'react';
import { Navigate, Outlet, useLocation, useRoutes, useSearchParams, type Location } from 'react-router-dom';
import { useTranslation } from 'react-i18next';
import { selectView } from '@machines/session/session.selectors';
import { lazyScreen, screenModule } from '@/components/lazy-screen';
import { useSession } from '@/components/session-context';
import { useHomePath } from '@/components/use-home-path';
import { loadMainLayout } from './preload';

/** The console starting: shown while a session is restored or the first page's code loads. */
export function BootScreen() {
  const { t } = useTranslation();
  return (
    <div className="fc-fullscreen-center" role="status" aria-live="polite">
      <span className="fc-spinner" aria-hidden="true" />
      <span className="fc-muted">{t('session.restoring')}</span>
    </div>
  );
}

/** The lock screen's path (spec 000 §2: a public route; a locked session forces it). */
export const LOCK_PATH = '/lock';

/** Routes inside the main layout and /lock: no session → /login (with a redirect back); otherwise the layout. */
export function RequireSession() {
  const view = useSession(selectView);
  const location = useLocation();
  if (view === 'boot') return <BootScreen />;
  if (view === 'login') {
    if (location.pathname === LOCK_PATH) return <Navigate to="/login" replace />;
    const here = location.pathname + location.search;
    return <Navigate to={`/login?redirect=${encodeURIComponent(here)}`} replace />;
  }
  return <Outlet />;
}

const lockScreenModule = screenModule(() => import('@/screens/lock/lock-page'));
const LockScreen = lazyScreen(lockScreenModule, 'LockPage');

/**
 * The main layout with the lock over it. Locking never unmounts the layout: the lock screen overlays it and the
 * layout stays mounted but inert, so what was typed in any page survives and requests in flight finish. The URL
 * is /lock while locked (spec 000 §2); the layout meanwhile keeps showing the page it had, and unlocking returns
 * there. /lock while not locked goes back to that page (or home); a tab opened at /lock has no page under it.
 */
export function LockableLayout({ layout: Layout }: { layout: ComponentType }) {
  const locked = useSession(selectView) === 'locked';
  const location = useLocation();
  const home = useHomePath();
  const onLockPath = location.pathname === LOCK_PATH;
  const [kept, setKept] = useState<Location | null>(onLockPath ? null : location);
  if (!onLockPath && kept !== location) setKept(location);
  const pageLocation = onLockPath ? kept : location;
  const routes = useMemo(() => [{ path: '*', element: <Layout /> }], [Layout]);
  const page = useRoutes(routes, pageLocation ?? location);
  // The lock screen shows at once when it is needed.
  useEffect(() => {
    void lockScreenModule().catch(() => undefined);
  }, []);
  return (
    <>
      {pageLocation && (
        <div className="fc-kept-layout" inert={locked} aria-hidden={locked || undefined}>
          {page}
        </div>
      )}
      {locked && (
        <Suspense fallback={null}>
          <LockScreen />
        </Suspense>
      )}
      {locked && !onLockPath && <Navigate to={LOCK_PATH} replace />}
      {!locked && onLockPath && <Navigate to={kept ? kept.pathname + kept.search : home} replace />}
    </>
  );
}

const PostLoginRedirect = lazyScreen(loadMainLayout, 'PostLoginRedirect');

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
