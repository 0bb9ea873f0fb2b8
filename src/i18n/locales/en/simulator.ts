import type { simulatorZh } from '../zh/simulator';

type Shape<T> = { [K in keyof T]: T[K] extends string ? string : Shape<T[K]> };

/** English texts of the demo-mode simulator panel. */
export const simulatorEn: Shape<typeof simulatorZh> = {
  open: 'Simulator',
  title: 'Simulated backend',
  intro: 'In demo mode a simulated backend in this browser answers /api. These settings are kept in this browser and apply to every tab.',
  network: 'Network',
  latency: 'Latency (ms)',
  latencyHelp: 'How long every request waits before its answer',
  failureRate: 'Random failure rate',
  failureRateHelp: 'Share of business calls answered with HTTP 500 (sign-in calls excluded)',
  oneShot: 'One-shot failure',
  pathPattern: 'Endpoint path',
  pathPlaceholder: 'e.g. /api/blade-system/menu/routes',
  pathRequired: 'Enter an endpoint path',
  kind: 'Failure kind',
  failNext: 'Fail the next request',
  pendingFaults: 'Pending failures',
  noPendingFaults: 'No pending failures',
  clearFaults: 'Clear failures',
  kinds: {
    '500': 'Server error (500)',
    '401': 'Unauthorised (401)',
    network: 'Network error',
    html: 'HTML page',
    'broken-json': 'Broken JSON',
    empty: 'Empty body',
    never: 'Never answers',
  },
  session: 'Session',
  accessTokenSeconds: 'Access-token lifetime (s)',
  captchaEnabled: 'Check the captcha at sign-in',
  expireTokens: 'Expire all tokens now',
  tokensExpired: 'Every access token has expired; the next request gets 401',
  data: 'Demo data',
  reset: 'Reset demo data',
  resetConfirm: 'All demo data returns to its initial state and every signed-in session must sign in again. Reset now?',
  resetConfirmButton: 'Reset',
  resetDone: 'Demo data was reset; please sign in again',
  cancel: 'Cancel',
};
