import { lazy, Suspense } from 'react';
import { createBrowserRouter, type RouteObject } from 'react-router-dom';
import { LoginPage } from '@/screens/login/login-page';
import { LockableLayout, LoginGate, RequireSession } from './guards';
import { loadMainLayout } from './preload';

const RouteErrorPage = lazy(async () => ({ default: (await import('@/screens/errors/error-page')).RouteErrorPage }));

/** What a route shows when its page throws: the crash card (loaded only then), never the router's developer page. */
const routeError = (
  <Suspense fallback={null}>
    <RouteErrorPage />
  </Suspense>
);

/** The route table of spec 000 §2; everything but the login page is loaded on demand. */
export const routes: RouteObject[] = [
  {
    path: '/login',
    errorElement: routeError,
    element: (
      <LoginGate>
        <LoginPage />
      </LoginGate>
    ),
  },
  { path: '/404', lazy: async () => ({ Component: (await import('@/screens/errors/error-page')).NotFoundPage }) },
  { path: '/403', lazy: async () => ({ Component: (await import('@/screens/errors/error-page')).ForbiddenPage }) },
  { path: '/500', lazy: async () => ({ Component: (await import('@/screens/errors/error-page')).ServerErrorPage }) },
  {
    element: <RequireSession />,
    errorElement: routeError,
    children: [
      {
        // Every path inside the layout, and /lock over it: the layout keeps one page per open tab
        // (src/shell/page-routes.tsx), and stays mounted while the lock screen covers it.
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
