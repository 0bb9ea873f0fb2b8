import '@/theme/console.css';
import { createRoot } from 'react-dom/client';
import { http } from '@services/http/client';
import { setIdempotencyHonoured } from '@services/http/config';
import { CrossTab } from '@services/session/cross-tab';
import { initI18n } from '@/i18n/i18n';
import { loadStoredAppearance } from '@/theme/apply-theme';
import { App } from './app';
import { startSession } from './session-binding';
import { notifyError } from '@/components/toaster';

// Errors are captured from the first moment; the error log itself (scrubbing, cap, upload) loads once the
// first screen is up and receives what happened before.
const earlyErrors: Event[] = [];
const bufferError = (e: Event) => earlyErrors.push(e);
window.addEventListener('error', bufferError);
window.addEventListener('unhandledrejection', bufferError);
const startErrorLog = () =>
  void import('@services/logs/error-log').then((m) => {
    window.removeEventListener('error', bufferError);
    window.removeEventListener('unhandledrejection', bufferError);
    m.installErrorCapture(window, undefined, earlyErrors.splice(0));
    m.handleChunkLoadError(window);
  });
const i18n = initI18n();
loadStoredAppearance();

// Demo mode: the simulated backend answers /api from a service worker. It is loaded on demand, once the
// first screen is committed so its parsing does not delay it, and is never part of the production bundle;
// requests wait for it while the login page already shows.
let startSimulator: () => void = () => undefined;
const simulator = __DEMO__
  ? new Promise<import('@services/mock/simulator').Simulator>((resolve, reject) => {
      let started = false;
      startSimulator = () => {
        if (started) return;
        started = true;
        void import('@services/mock/browser')
          .then((m) => m.startBrowserSimulator())
          .then((sim) => {
            // the demo's console talks to a backend that keeps Idempotency-Key exactly when the simulator does
            setIdempotencyHonoured(sim.config.idempotencyHonoured);
            return sim;
          })
          .then(resolve, reject);
      };
    })
  : null;
http.configure({ ready: simulator ?? Promise.resolve() });

const { actor } = startSession({
  now: () => Date.now(),
  notifyError,
  reload: () => window.location.reload(),
  crossTab: new CrossTab(),
  ready: simulator ?? Promise.resolve(),
});

createRoot(document.getElementById('root')!).render(
  <App
    actor={actor}
    i18n={i18n}
    onFirstCommit={() => {
      startErrorLog();
      startSimulator();
    }}
  />,
);

if (simulator) {
  // the demo panel (Blueprint and its icons) loads once the browser is idle: on the login page it would otherwise
  // compete with the simulator's first answers, the captcha that the sign-in button waits for
  const whenIdle = (run: () => void) =>
    typeof requestIdleCallback === 'function' ? requestIdleCallback(run, { timeout: 3000 }) : setTimeout(run, 500);
  void simulator.then((sim) =>
    whenIdle(() => {
      void import('./demo-panel-mount').then(({ mountSimulatorPanel }) => mountSimulatorPanel(sim, i18n));
    }),
  );
} else if (__SIM_ADMIN__) {
  // the dev server passes /api to another backend: when it is the simulator server, the panel switches it for everyone
  void import('@services/mock/remote-controls')
    .then((m) => m.remoteControls())
    .then(async (controls) => {
      if (!controls) return;
      setIdempotencyHonoured(controls.config.idempotencyHonoured);
      const { mountSimulatorPanel } = await import('./demo-panel-mount');
      mountSimulatorPanel(controls, i18n);
    });
}
