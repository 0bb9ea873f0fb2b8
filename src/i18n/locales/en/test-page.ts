import type { testPageZh } from '../zh/test-page';

type Texts<T> = { [K in keyof T]: T[K] extends string ? string : Texts<T[K]> };

/** English texts of /test/index, the mock page of demo mode. */
export const testPageEn: Texts<typeof testPageZh> = {
  title: 'Test page',
  intro: 'This page exists in demo mode only: a simulated backend in this browser answers /api, with demo data made from a fixed seed.',
  controls: 'What the simulated backend lets you change',
  how: 'Open its settings with the “Simulator” button at the bottom right of the page.',
  items: {
    latency: 'Latency: milliseconds each request waits before its answer',
    failureRate: 'Failure rate: the share of business calls answered 500 (sign-in calls excepted)',
    oneShot:
      'One-shot faults: the next request to an endpoint fails (500, 401, network error, lost answer, HTML page, broken JSON, empty answer, no answer)',
    rules: 'Per-endpoint rules: a family or an endpoint is refused or slowed until the rule is removed',
    session: 'Session: access token lifetime, the sign-in captcha, repeated Idempotency-Keys, expiring every token now',
    data: 'Demo data: reset to the initial state',
  },
};
