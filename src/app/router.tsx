import { Suspense } from 'react';
import { createBrowserRouter, type RouteObject } from 'react-router-dom';
import { lazyScreen, routeComponent, screenModule } from '@/components/lazy-screen';
import { LoginPage } from '@/screens/login/login-page';
import { BootScreen, LockableLayout, LoginGate, RequireSession } from './guards';
import { loadMainLayout, preloadConsole } from './preload';

const errorPages = screenModule(() => import('@/screens/errors/error-page'));
const RouteErrorPage = lazyScreen(errorPages, 'RouteErrorPage');

/** What a route shows when its page throws: the crash card (loaded only then), never the router's developer page. */
const routeError = (
  <Suspense fallback={null}>
    <RouteErrorPage />
  </Suspense>
);

/**
 * The route table of spec 000 §2; everything but the login page is loaded on demand. These routes load through
 * react-router's route `lazy` (not React.lazy inside the layout): the router then waits for the code before it
 * leaves the current page, so signing in goes from the login form straight to the layout with no loading frame.
 * Both ways load through the same helper (src/components/lazy-screen.ts), so the login page's prefetch of the layout
 * (src/app/preload.ts) and the navigation share one load.
 */
export const routes: RouteObject[] = [
  {
    path: '/login',
    errorElement: routeError,
    element: (
      <LoginGate>
        <LoginPage warmUp={preloadConsole} />
      </LoginGate>
    ),
  },
  { path: '/404', lazy: routeComponent(errorPages, 'NotFoundPage'), HydrateFallback: BootScreen },
  { path: '/403', lazy: routeComponent(errorPages, 'ForbiddenPage'), HydrateFallback: BootScreen },
  { path: '/500', lazy: routeComponent(errorPages, 'ServerErrorPage'), HydrateFallback: BootScreen },
  {
    element: <RequireSession />,
    errorElement: routeError,
    // a deep link's first render waits for the layout's code: the boot screen meanwhile
    HydrateFallback: BootScreen,
    children: [
      {
        // Every path inside the layout, and /lock over it: the layout keeps one page per open tab (its pages
        // come from the route manifest, src/shell/page-routes.tsx), and stays mounted while the lock screen covers it.
        path: '/*',
        errorElement: routeError,
        lazy: async () => {
          const { MainLayout } = await loadMainLayout();
          return { element: <LockableLayout layout={MainLayout} /> };
        },
      },
    ],
  },
];

/** Creates the browser router. */
export function createConsoleRouter() {
  return createBrowserRouter(routes);
}
