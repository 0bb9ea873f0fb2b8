import { createBrowserRouter, Navigate, type RouteObject } from 'react-router-dom';
import { LoginPage } from '@/screens/login/login-page';
import { HomeRedirect, LockGate, LoginGate, RequireSession } from './guards';

/** The route table of spec 000 §2; everything but the login page is loaded on demand. */
export const routes: RouteObject[] = [
  {
    path: '/login',
    element: (
      <LoginGate>
        <LoginPage />
      </LoginGate>
    ),
  },
  {
    path: '/lock',
    lazy: async () => {
      const { LockPage } = await import('@/screens/lock/lock-page');
      return {
        element: (
          <LockGate>
            <LockPage />
          </LockGate>
        ),
      };
    },
  },
  { path: '/404', lazy: async () => ({ Component: (await import('@/screens/errors/error-page')).NotFoundPage }) },
  { path: '/403', lazy: async () => ({ Component: (await import('@/screens/errors/error-page')).ForbiddenPage }) },
  { path: '/500', lazy: async () => ({ Component: (await import('@/screens/errors/error-page')).ServerErrorPage }) },
  {
    element: <RequireSession />,
    children: [
      {
        lazy: async () => ({ Component: (await import('@/shell/main-layout')).MainLayout }),
        children: [
          { path: '/', element: <HomeRedirect /> },
          { path: '/wel', element: <Navigate to="/wel/index" replace /> },
          { path: '/wel/index', lazy: async () => ({ Component: (await import('@/screens/home/home-page')).HomePage }) },
          { path: '/myiframe/:routerPath', lazy: async () => ({ Component: (await import('@/screens/iframe/iframe-page')).IframePage }) },
          { path: '*', lazy: async () => ({ Component: (await import('@/screens/pending/menu-route-page')).MenuRoutePage }) },
        ],
      },
    ],
  },
];

/** Creates the browser router. */
export function createConsoleRouter() {
  return createBrowserRouter(routes);
}
