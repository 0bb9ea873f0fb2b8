import { createActor, fromPromise, SimulatedClock } from 'xstate';
import { sessionMachine, refreshRetryDelayMs, MAX_UNLOCK_TRIES, SESSION_MESSAGES } from '@machines/session/session.machine';
import { selectSwitchableRoles, selectView, thirdManageShortcut, tokenVerdict } from '@machines/session/session.selectors';
import type { GrantInfo, Profile, RestoredSession } from '@services/api/types/session';
import { grantAt, platformProfile } from '../../support/session-fixtures';

const TOKEN_TIME = 3000;

interface Harness {
  clock: SimulatedClock;
  calls: Record<string, number>;
  refreshResults: Array<() => Promise<GrantInfo>>;
  logoutResult: () => Promise<void>;
  actions: string[];
}

/** Lock secrets in these tests: `secret:<password>` (the real derivation has its own tests). */
const secretOf = (password: string) => `secret:${password}`;

function start(restored: RestoredSession | null = null, opts: Partial<Pick<Harness, 'logoutResult'>> & { unlockFailures?: number } = {}) {
  const h: Harness = {
    clock: new SimulatedClock(),
    calls: { captcha: 0, login: 0, profile: 0, refresh: 0, logout: 0, switchRole: 0, hashLock: 0, verifyLock: 0 },
    refreshResults: [],
    logoutResult: opts.logoutResult ?? (async () => undefined),
    actions: [],
  };
  const loginOutcome: { next: () => Promise<GrantInfo> } = { next: async () => grantAt(h.clock.now()) };
  const record = (name: string) => () => {
    h.actions.push(name);
  };
  const machine = sessionMachine.provide({
    actors: {
      captcha: fromPromise(async () => {
        h.calls.captcha! += 1;
        return { key: `k${h.calls.captcha}`, image: 'data:image/svg+xml;base64,' };
      }),
      login: fromPromise(async () => {
        h.calls.login! += 1;
        return loginOutcome.next();
      }),
      profile: fromPromise(async (): Promise<Profile> => {
        h.calls.profile! += 1;
        return platformProfile();
      }),
      refresh: fromPromise(async () => {
        h.calls.refresh! += 1;
        const next = h.refreshResults.shift();
        return next ? next() : grantAt(h.clock.now());
      }),
      switchRole: fromPromise(async ({ input }) => {
        h.calls.switchRole! += 1;
        return { grant: { ...grantAt(h.clock.now()), roleId: input.roleId }, profile: platformProfile() };
      }),
      logout: fromPromise(async () => {
        h.calls.logout! += 1;
        return h.logoutResult();
      }),
      tokenCheck: fromPromise(async ({ input }) => tokenVerdict({ grant: input.grant }, h.clock.now(), TOKEN_TIME)),
      hashLock: fromPromise(async ({ input }) => {
        h.calls.hashLock! += 1;
        return secretOf(input.password);
      }),
      verifyLock: fromPromise(async ({ input }) => {
        h.calls.verifyLock! += 1;
        return input.lockHash === secretOf(input.password);
      }),
    },
    actions: {
      persistLogin: record('persistLogin'),
      persistGrant: record('persistGrant'),
      clearLocalSession: record('clearLocalSession'),
      persistLock: record('persistLock'),
      persistUnlock: record('persistUnlock'),
      persistUnlockFailures: (_, p) => {
        h.actions.push(`persistUnlockFailures:${(p as { count: number }).count}`);
      },
      askPeersForLock: record('askPeersForLock'),
      notifyLockFailed: record('notifyLockFailed'),
      broadcast: (_, p) => {
        h.actions.push(`broadcast:${(p as { kind: string }).kind}`);
      },
      notifyExpired: record('notifyExpired'),
      reloadApp: record('reloadApp'),
    },
  });
  const actor = createActor(machine, { input: { restored, unlockFailures: opts.unlockFailures }, clock: h.clock });
  actor.start();
  return { actor, h, loginOutcome };
}

const flush = async () => {
  for (let i = 0; i < 3; i += 1) await new Promise((r) => setTimeout(r, 0));
};

async function advance(h: Harness, ms: number, step = 10_000) {
  for (let t = 0; t < ms; t += step) {
    h.clock.increment(Math.min(step, ms - t));
    await flush();
  }
}

const restoredActive = (issuedAt = 0): RestoredSession => ({
  grant: grantAt(issuedAt),
  profile: platformProfile(),
  locked: false,
  lockHash: null,
});

const credentials = { tenantId: '000000', username: 'admin', password: 'admin', captchaCode: 'ab12' };

describe('login', () => {
  test('loads a captcha, logs in, loads the profile and persists it', async () => {
    const { actor, h } = start();
    await flush();
    expect(actor.getSnapshot().matches({ loggedOut: 'ready' })).toBe(true);
    actor.send({ type: 'login.submit', credentials });
    expect(actor.getSnapshot().hasTag('busy')).toBe(true);
    await flush();
    await flush();
    const s = actor.getSnapshot();
    expect(s.matches({ active: 'idle' })).toBe(true);
    expect(selectView(s)).toBe('app');
    expect(h.calls).toMatchObject({ login: 1, profile: 1 });
    expect(h.actions).toEqual(['persistLogin', 'broadcast:login']);
  });

  test('a 400 shows the server text and fetches a new captcha', async () => {
    const { actor, h, loginOutcome } = start();
    await flush();
    loginOutcome.next = async () => {
      throw Object.assign(new Error('bad'), { kind: 'bad-request', serverMessage: '用户名或密码不正确' });
    };
    actor.send({ type: 'login.submit', credentials });
    await flush();
    await flush();
    const s = actor.getSnapshot();
    expect(s.matches('loggedOut')).toBe(true);
    expect(s.context.error).toEqual({ text: '用户名或密码不正确' });
    expect(h.calls.captcha).toBe(2);
    expect(s.context.captcha?.key).toBe('k2');
  });

  test('a network failure says so with our own message', async () => {
    const { actor, loginOutcome } = start();
    await flush();
    loginOutcome.next = async () => {
      throw Object.assign(new Error('down'), { kind: 'network' });
    };
    actor.send({ type: 'login.submit', credentials });
    await flush();
    expect(actor.getSnapshot().context.error).toEqual({ key: SESSION_MESSAGES.networkError });
  });

  test('a second submit while authenticating is ignored', async () => {
    const { actor, h } = start();
    await flush();
    actor.send({ type: 'login.submit', credentials });
    actor.send({ type: 'login.submit', credentials });
    await flush();
    await flush();
    expect(h.calls.login).toBe(1);
  });
});

describe('refresh', () => {
  test('refreshes when the token age reaches tokenTime, not before', async () => {
    const { actor, h } = start(restoredActive(0));
    await flush();
    expect(actor.getSnapshot().matches({ active: 'idle' })).toBe(true);
    await advance(h, (TOKEN_TIME - 10) * 1000);
    expect(h.calls.refresh).toBe(0);
    await advance(h, 10_000);
    expect(h.calls.refresh).toBe(1);
    expect(actor.getSnapshot().context.grant?.issuedAt).toBe(TOKEN_TIME * 1000);
    expect(h.actions).toContain('broadcast:refreshed');
  });

  test('one refresh at a time: checks while refreshing start nothing', async () => {
    const { actor, h } = start(restoredActive(0));
    await flush();
    let finish!: (g: GrantInfo) => void;
    h.refreshResults.push(() => new Promise<GrantInfo>((r) => (finish = r)));
    h.clock.set(TOKEN_TIME * 1000);
    actor.send({ type: 'session.check' });
    await flush();
    expect(actor.getSnapshot().matches({ active: 'refreshing' })).toBe(true);
    for (let i = 0; i < 5; i += 1) actor.send({ type: 'session.check' });
    await advance(h, 60_000);
    expect(h.calls.refresh).toBe(1);
    finish(grantAt(h.clock.now()));
    await flush();
    expect(actor.getSnapshot().matches({ active: 'idle' })).toBe(true);
  });

  test('a terminal failure (400 invalid_grant) logs out once and never refreshes again', async () => {
    const { actor, h } = start(restoredActive(0));
    await flush();
    h.refreshResults.push(async () => {
      throw Object.assign(new Error('invalid_grant'), { kind: 'bad-request' });
    });
    h.clock.set(TOKEN_TIME * 1000);
    actor.send({ type: 'session.check' });
    await flush();
    await flush();
    expect(actor.getSnapshot().matches('loggedOut')).toBe(true);
    expect(h.actions.filter((a) => a === 'notifyExpired')).toHaveLength(1);
    expect(h.actions).toContain('clearLocalSession');
    const before = h.calls.refresh;
    await advance(h, 120_000);
    expect(h.calls.refresh).toBe(before);
  });

  test('a network failure retries with back-off and the session continues', async () => {
    const { actor, h } = start(restoredActive(0));
    await flush();
    h.refreshResults.push(async () => {
      throw Object.assign(new Error('offline'), { kind: 'network' });
    });
    h.clock.set(TOKEN_TIME * 1000);
    actor.send({ type: 'session.check' });
    await flush();
    await flush();
    expect(actor.getSnapshot().matches({ active: 'retryWaiting' })).toBe(true);
    expect(actor.getSnapshot().context.refreshFailures).toBe(1);
    await advance(h, refreshRetryDelayMs(1), 1000);
    await flush();
    expect(h.calls.refresh).toBe(2);
    expect(actor.getSnapshot().matches({ active: 'idle' })).toBe(true);
    expect(actor.getSnapshot().context.refreshFailures).toBe(0);
    expect(h.actions).not.toContain('notifyExpired');
  });

  test('back-off doubles and is capped at a minute', () => {
    expect([1, 2, 3, 4, 10].map(refreshRetryDelayMs)).toEqual([2000, 4000, 8000, 16000, 60000]);
  });

  test('a token past its lifetime ends the session at the next check', async () => {
    const { actor, h } = start(restoredActive(0));
    await flush();
    h.clock.set(3600 * 1000);
    actor.send({ type: 'session.check' });
    await flush();
    expect(actor.getSnapshot().matches('loggedOut')).toBe(true);
    expect(h.calls.refresh).toBe(0);
    expect(h.actions).toContain('notifyExpired');
  });

  test("another tab's refresh is adopted", async () => {
    const { actor } = start(restoredActive(0));
    actor.send({ type: 'remote.refreshed', grant: grantAt(5000) });
    expect(actor.getSnapshot().context.grant?.issuedAt).toBe(5000);
  });
});

describe('lock', () => {
  /** Locks with a new password and waits for the lock screen. */
  async function lockWith(actor: ReturnType<typeof start>['actor'], h: Harness, password = 'pw1') {
    actor.send({ type: 'session.lock', password });
    await flush();
    h.clock.increment(100);
  }

  test('needs a lock password first, derives its secret, then goes to locked after 100 ms', async () => {
    const { actor, h } = start(restoredActive(0));
    actor.send({ type: 'session.lock' });
    expect(actor.getSnapshot().matches('active')).toBe(true);
    actor.send({ type: 'session.lock', password: 'pw1' });
    expect(actor.getSnapshot().matches({ lockPending: 'deriving' })).toBe(true);
    await flush();
    expect(h.calls.hashLock).toBe(1);
    expect(actor.getSnapshot().context.lockHash).toBe(secretOf('pw1'));
    expect(actor.getSnapshot().matches({ lockPending: 'redirecting' })).toBe(true);
    h.clock.increment(99);
    expect(actor.getSnapshot().matches('lockPending')).toBe(true);
    h.clock.increment(1);
    expect(actor.getSnapshot().matches({ locked: 'ready' })).toBe(true);
    expect(selectView(actor.getSnapshot())).toBe('locked');
    expect(h.actions).toEqual(['persistLock', 'broadcast:lock']);
  });

  test('a wrong password keeps the lock and says 解锁密码错误; the right one unlocks and checks the token', async () => {
    const { actor, h } = start(restoredActive(0));
    await lockWith(actor, h);
    actor.send({ type: 'session.unlock', password: 'nope' });
    expect(actor.getSnapshot().matches({ locked: 'verifying' })).toBe(true);
    await flush();
    expect(actor.getSnapshot().matches({ locked: 'ready' })).toBe(true);
    expect(actor.getSnapshot().context.error).toEqual({ key: SESSION_MESSAGES.unlockWrong });
    expect(actor.getSnapshot().context.unlockFailures).toBe(1);
    expect(h.actions).toContain('persistUnlockFailures:1');
    h.clock.set(TOKEN_TIME * 1000);
    actor.send({ type: 'session.unlock', password: 'pw1' });
    await flush();
    expect(actor.getSnapshot().matches('active')).toBe(true);
    expect(actor.getSnapshot().context.error).toBeNull();
    expect(actor.getSnapshot().context.unlockFailures).toBe(0);
    expect(h.calls.refresh).toBe(1);
  });

  test(`${MAX_UNLOCK_TRIES} wrong passwords in a row log out through the normal logout`, async () => {
    const { actor, h } = start(restoredActive(0));
    await lockWith(actor, h);
    for (let i = 1; i < MAX_UNLOCK_TRIES; i += 1) {
      actor.send({ type: 'session.unlock', password: `wrong-${i}` });
      await flush();
      expect(actor.getSnapshot().matches({ locked: 'ready' })).toBe(true);
      expect(actor.getSnapshot().context.unlockFailures).toBe(i);
    }
    expect(h.calls.logout).toBe(0);
    actor.send({ type: 'session.unlock', password: 'wrong-last' });
    await flush();
    expect(h.calls.logout).toBe(1);
    const s = actor.getSnapshot();
    expect(s.matches('loggedOut')).toBe(true);
    expect(s.context.error).toEqual({ key: SESSION_MESSAGES.unlockTooMany });
    expect(h.actions).toEqual(
      expect.arrayContaining(['clearLocalSession', 'broadcast:logout', `persistUnlockFailures:${MAX_UNLOCK_TRIES}`]),
    );
  });

  test('logging out from the lock keeps the lock shown until the session has ended', async () => {
    const { actor, h } = start(
      { ...restoredActive(0), locked: true, lockHash: secretOf('pw1') },
      { logoutResult: () => new Promise(() => undefined) },
    );
    actor.send({ type: 'session.logout' });
    expect(actor.getSnapshot().matches('loggingOut')).toBe(true);
    expect(selectView(actor.getSnapshot())).toBe('locked');
    h.clock.increment(5000);
    expect(actor.getSnapshot().matches('loggedOut')).toBe(true);
    expect(selectView(actor.getSnapshot())).toBe('login');
  });

  test('the tries count goes on from what an earlier load of the tab left', async () => {
    const { actor, h } = start({ ...restoredActive(0), locked: true, lockHash: secretOf('pw1') }, { unlockFailures: MAX_UNLOCK_TRIES - 1 });
    actor.send({ type: 'session.unlock', password: 'wrong' });
    await flush();
    expect(h.calls.logout).toBe(1);
    expect(actor.getSnapshot().matches('loggedOut')).toBe(true);
  });

  test('a right password resets the count, so the next wrong one is the first again', async () => {
    const { actor, h } = start(restoredActive(0), { unlockFailures: 3 });
    await lockWith(actor, h);
    expect(actor.getSnapshot().context.unlockFailures).toBe(0); // a new lock password starts a new count
    actor.send({ type: 'session.unlock', password: 'x' });
    await flush();
    actor.send({ type: 'session.unlock', password: 'pw1' });
    await flush();
    expect(actor.getSnapshot().context.unlockFailures).toBe(0);
  });

  test('refresh pauses while locked', async () => {
    const { actor, h } = start(restoredActive(0));
    await lockWith(actor, h);
    await advance(h, TOKEN_TIME * 1000 + 60_000);
    actor.send({ type: 'session.check' });
    await flush();
    expect(actor.getSnapshot().matches('locked')).toBe(true);
    expect(h.calls.refresh).toBe(0);
  });

  test('a second lock uses the password already set', () => {
    const { actor, h } = start({ ...restoredActive(0), lockHash: secretOf('pw1') });
    actor.send({ type: 'session.lock' });
    expect(actor.getSnapshot().matches({ lockPending: 'redirecting' })).toBe(true);
    expect(h.calls.hashLock).toBe(0);
    expect(h.actions).toContain('persistLock');
  });

  test('a page loaded while locked starts locked', () => {
    const { actor } = start({ ...restoredActive(0), locked: true, lockHash: secretOf('pw1') });
    expect(actor.getSnapshot().matches({ locked: 'ready' })).toBe(true);
  });

  test('a tab opened while locked asks the other tabs for the secret and can unlock once one answers', async () => {
    const { actor, h } = start({ ...restoredActive(0), locked: true, lockHash: null });
    expect(actor.getSnapshot().matches({ locked: 'askingPeers' })).toBe(true);
    expect(h.actions).toEqual(['askPeersForLock']);
    // A lock seen without its secret (the stored flag) is no answer.
    actor.send({ type: 'remote.locked', lockHash: '' });
    expect(actor.getSnapshot().matches({ locked: 'askingPeers' })).toBe(true);
    actor.send({ type: 'remote.locked', lockHash: secretOf('pw1') });
    expect(actor.getSnapshot().matches({ locked: 'ready' })).toBe(true);
    actor.send({ type: 'session.unlock', password: 'pw1' });
    await flush();
    expect(actor.getSnapshot().matches('active')).toBe(true);
  });

  test('with no other tab to answer, it says so and offers to sign in again instead of an unlock form', async () => {
    const { actor, h } = start({ ...restoredActive(0), locked: true, lockHash: null });
    h.clock.increment(1_500);
    const s = actor.getSnapshot();
    expect(s.matches({ locked: 'noPeer' })).toBe(true);
    expect(s.hasTag('lock:noPeer')).toBe(true);
    // No password can be checked here: an unlock attempt is not taken as a wrong password.
    actor.send({ type: 'session.unlock', password: 'pw1' });
    await flush();
    expect(h.calls.verifyLock).toBe(0);
    expect(actor.getSnapshot().context.error).toBeNull();
    actor.send({ type: 'session.logout' });
    await flush();
    expect(actor.getSnapshot().matches('loggedOut')).toBe(true);
    expect(h.calls.logout).toBe(1);
  });

  test('a lock in another tab locks this one', () => {
    const { actor, h } = start(restoredActive(0));
    actor.send({ type: 'remote.locked', lockHash: 'h9' });
    expect(actor.getSnapshot().matches({ locked: 'ready' })).toBe(true);
    expect(actor.getSnapshot().context.lockHash).toBe('h9');
    expect(h.actions).not.toContain('broadcast:lock');
  });

  test('a lock seen only in storage (no secret) locks this one and asks the other tabs', () => {
    const { actor, h } = start(restoredActive(0));
    actor.send({ type: 'remote.locked', lockHash: '' });
    expect(actor.getSnapshot().matches({ locked: 'askingPeers' })).toBe(true);
    expect(h.actions).toContain('askPeersForLock');
  });
});

describe('logout and expiry', () => {
  test('logout clears everything even when the call fails', async () => {
    const { actor, h } = start(restoredActive(0), {
      logoutResult: async () => {
        throw new Error('500');
      },
    });
    actor.send({ type: 'session.logout' });
    await flush();
    const s = actor.getSnapshot();
    expect(s.matches('loggedOut')).toBe(true);
    expect(s.context.grant).toBeNull();
    expect(s.context.profile).toBeNull();
    expect(h.actions).toEqual(['clearLocalSession', 'broadcast:logout']);
  });

  test('a logout call that never answers gives up after 5 s and logs out locally', async () => {
    const { actor, h } = start(restoredActive(0), { logoutResult: () => new Promise(() => undefined) });
    actor.send({ type: 'session.logout' });
    h.clock.increment(5000);
    expect(actor.getSnapshot().matches('loggedOut')).toBe(true);
    expect(h.actions).toContain('clearLocalSession');
  });

  test('a 401 seen by the transport logs out locally without another toast or server call', () => {
    const { actor, h } = start(restoredActive(0));
    actor.send({ type: 'session.expired' });
    expect(actor.getSnapshot().matches('loggedOut')).toBe(true);
    expect(h.calls.logout).toBe(0);
    expect(h.actions).not.toContain('notifyExpired');
    expect(h.actions).toContain('clearLocalSession');
  });

  test('a logout in another tab logs this one out without broadcasting back', () => {
    const { actor, h } = start({ ...restoredActive(0), locked: true, lockHash: 'h' });
    actor.send({ type: 'remote.loggedOut' });
    expect(actor.getSnapshot().matches('loggedOut')).toBe(true);
    expect(h.actions).toEqual(['clearLocalSession']);
  });
});

describe('role switch', () => {
  test('switches only to another role of the user, then reloads', async () => {
    const { actor, h } = start(restoredActive(0));
    actor.send({ type: 'session.switchRole', roleId: 'r-ops' });
    actor.send({ type: 'session.switchRole', roleId: 'r-unknown' });
    expect(h.calls.switchRole).toBe(0);
    actor.send({ type: 'session.switchRole', roleId: 'r-fin' });
    await flush();
    expect(h.calls.switchRole).toBe(1);
    expect(actor.getSnapshot().context.grant?.roleId).toBe('r-fin');
    expect(h.actions).toEqual(['persistLogin', 'broadcast:role', 'reloadApp']);
  });
});

describe('selectors', () => {
  test('switchable roles exclude names with 管理员', () => {
    const { actor } = start(restoredActive(0));
    expect(selectSwitchableRoles(actor.getSnapshot()).map((r) => r.roleName)).toEqual(['运营专员', '财务审核']);
  });

  test('thirdManage shortcut applies only to a single top item with one child', () => {
    const child = {
      id: 'c',
      parentId: 't',
      name: '第三方详情',
      path: '/thirdManage/details',
      icon: '',
      code: 'd',
      sort: 1,
      meta: {},
      children: [],
    };
    const top = { ...child, id: 't', parentId: '0', name: '第三方管理', path: '/thirdManage', code: 'thirdManage', children: [child] };
    expect(thirdManageShortcut([top])?.path).toBe('/thirdManage/details');
    expect(thirdManageShortcut([top, { ...top, id: 'x' }])).toBeNull();
    expect(thirdManageShortcut([{ ...top, children: [child, { ...child, id: 'c2' }] }])).toBeNull();
    expect(thirdManageShortcut([{ ...top, code: 'other' }])).toBeNull();
  });
});
