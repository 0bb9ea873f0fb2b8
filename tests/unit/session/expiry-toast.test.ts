import { waitFor } from '@testing-library/react';
import { http as mswHttp, HttpResponse } from 'msw';
import { setupServer } from 'msw/node';
import { startSession } from '@/app/session-binding';
import { http, HTTP_MESSAGES, type Notice } from '@services/http/client';
import { CrossTab } from '@services/session/cross-tab';
import { tokenCookies } from '@services/storage/cookies';
import { sessionStore } from '@services/storage/session-store';
import { grantAt, platformProfile } from '../../support/session-fixtures';
import { resetBrowserState } from '../../support/render-console';

// Every business call answers 401, as a backend does once the token is gone.
const server = setupServer(
  mswHttp.get('*/api/probe/:n', () => HttpResponse.json({ code: 401, msg: '请求未授权' }, { status: 401 })),
  mswHttp.get('*/api/blade-auth/oauth/captcha', () => HttpResponse.json({ key: 'k', image: 'data:image/png;base64,' })),
  mswHttp.get('*/api/blade-auth/oauth/logout', () => HttpResponse.json({ code: 200, success: true, data: null, msg: 'ok' })),
);
beforeAll(() => server.listen({ onUnhandledFrame: 'error' }));
afterAll(() => server.close());

const ISSUED = Date.now();
/** Past the grant's 3600 s lifetime: the session's own check says expired. */
const EXPIRED = ISSUED + 3601_000;

function start() {
  resetBrowserState();
  http.resetUnauthorized();
  http.configure({ ready: Promise.resolve() });
  tokenCookies.setTokens('access', 'refresh');
  sessionStore.saveGrant(grantAt(ISSUED));
  sessionStore.saveProfile(platformProfile());
  const clock = { now: ISSUED };
  const notices: Notice[] = [];
  const crossTab = new CrossTab();
  const session = startSession({ now: () => clock.now, notifyError: (n) => notices.push(n), reload: () => undefined, crossTab });
  return {
    ...session,
    clock,
    notices,
    /** Ten requests at once, each answered 401. */
    burst: () => Promise.allSettled(Array.from({ length: 10 }, (_, i) => http.get(`/api/probe/${i}`))),
    close: () => {
      session.stop();
      crossTab.close();
      resetBrowserState();
    },
  };
}

const expiredToasts = (notices: Notice[]) => notices.filter((n) => n.key === HTTP_MESSAGES.sessionExpired);

test('the session expires on its own, then screens that have not heard yet send a burst answered 401: one toast', async () => {
  const s = start();
  try {
    await waitFor(() => expect(s.actor.getSnapshot().matches({ active: 'idle' })).toBe(true));
    s.clock.now = EXPIRED;
    s.actor.send({ type: 'session.check' });
    await waitFor(() => expect(s.actor.getSnapshot().matches('loggedOut')).toBe(true));
    await s.burst();
    expect(expiredToasts(s.notices)).toHaveLength(1);
    expect(s.notices).toEqual([{ key: HTTP_MESSAGES.sessionExpired }]);
  } finally {
    s.close();
  }
});

test('a burst of 401s while the session check finds the token expired: one toast', async () => {
  const s = start();
  try {
    await waitFor(() => expect(s.actor.getSnapshot().matches({ active: 'idle' })).toBe(true));
    s.clock.now = EXPIRED;
    const burst = s.burst();
    s.actor.send({ type: 'session.check' });
    await burst;
    await waitFor(() => expect(s.actor.getSnapshot().matches('loggedOut')).toBe(true));
    expect(expiredToasts(s.notices)).toHaveLength(1);
  } finally {
    s.close();
  }
});

test("after a logout of the user's own, a late 401 shows no expiry toast; the next login re-arms it", async () => {
  const s = start();
  try {
    await waitFor(() => expect(s.actor.getSnapshot().matches({ active: 'idle' })).toBe(true));
    s.actor.send({ type: 'session.logout' });
    await waitFor(() => expect(s.actor.getSnapshot().matches('loggedOut')).toBe(true));
    await s.burst();
    expect(s.notices).toEqual([]);
    http.resetUnauthorized(); // what a successful login does
    await s.burst();
    expect(expiredToasts(s.notices)).toHaveLength(1);
  } finally {
    s.close();
  }
});
