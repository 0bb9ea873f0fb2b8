import { waitFor } from '@testing-library/react';
import { startSession } from '@/app/session-binding';
import { CrossTab } from '@services/session/cross-tab';
import { tokenCookies } from '@services/storage/cookies';
import { sessionStore } from '@services/storage/session-store';
import { grantAt, platformProfile } from '../../support/session-fixtures';
import { resetBrowserState } from '../../support/render-console';

test('the bound session schedules its delays on the real clock when no clock is given', async () => {
  resetBrowserState();
  tokenCookies.setTokens('access', 'refresh');
  sessionStore.saveGrant(grantAt(Date.now()));
  sessionStore.saveProfile(platformProfile());
  const crossTab = new CrossTab();
  const { actor, stop } = startSession({ now: () => Date.now(), notifyError: () => undefined, reload: () => undefined, crossTab });
  try {
    await waitFor(() => expect(actor.getSnapshot().matches({ active: 'idle' })).toBe(true));
    actor.send({ type: 'session.lock', lockHash: 'h' });
    expect(actor.getSnapshot().matches('lockPending')).toBe(true);
    // The 100 ms lock delay runs on the default clock (an undefined clock throws here).
    await waitFor(() => expect(actor.getSnapshot().matches('locked')).toBe(true), { timeout: 1000 });
    expect(actor.getSnapshot().status).toBe('active');
  } finally {
    stop();
    crossTab.close();
    resetBrowserState();
  }
});
