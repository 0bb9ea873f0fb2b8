import { screenModule } from '@/components/lazy-screen';

/**
 * The code of the console behind the login page: the main layout and the home screen. It is fetched while the
 * user fills in the login form (first focus or pointer press), so that signing in waits only for the server.
 */
export const loadMainLayout = screenModule(() => import('@/shell/main-layout'));

let started = false;

/** Starts loading the layout and the home screen once; failures are left to the real navigation to report. */
export function preloadConsole(): void {
  if (started) return;
  started = true;
  void loadMainLayout()
    .then(() => import('@/screens/dashboards/pages'))
    .then((m) => m.loadHomeScreens())
    .catch(() => (started = false));
}
