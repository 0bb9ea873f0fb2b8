import { createActor, fromPromise, SimulatedClock } from 'xstate';
import { sessionMachine, refreshRetryDelayMs, SESSION_MESSAGES } from '@machines/session/session.machine';
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

function start(restored: RestoredSession | null = null, opts: Partial<Pick<Harness, 'logoutResult'>> = {}) {
  const h: Harness = {
    clock: new SimulatedClock(),
    calls: { captcha: 0, login: 0, profile: 0, refresh: 0, logout: 0, switchRole: 0 },
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
    },
    actions: {
      persistLogin: record('persistLogin'),
      persistGrant: record('persistGrant'),
      clearLocalSession: record('clearLocalSession'),
      persistLock: record('persistLock'),
      persistUnlock: record('persistUnlock'),
      broadcast: (_, p) => {
        h.actions.push(`broadcast:${p.kind}`);
      },
      notifyExpired: record('notifyExpired'),
      reloadApp: record('reloadApp'),
    },
  });
  const actor = createActor(machine, { input: { restored }, clock: h.clock });
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

const restoredActive = (issuedAt = 0): RestoredSession => ({ grant: grantAt(issuedAt), profile: platformProfile(), locked: false, lockHash: null });

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

  test('another tab\'s refresh is adopted', async () => {
    const { actor } = start(restoredActive(0));
    actor.send({ type: 'remote.refreshed', grant: grantAt(5000) });
    expect(actor.getSnapshot().context.grant?.issuedAt).toBe(5000);
  });
});

describe('lock', () => {
  test('needs a lock password first, then goes to locked after 100 ms', async () => {
    const { actor, h } = start(restoredActive(0));
    actor.send({ type: 'session.lock' });
    expect(actor.getSnapshot().matches('active')).toBe(true);
    actor.send({ type: 'session.lock', lockHash: 'h1' });
    expect(actor.getSnapshot().matches('lockPending')).toBe(true);
    h.clock.increment(99);
    expect(actor.getSnapshot().matches('lockPending')).toBe(true);
    h.clock.increment(1);
    expect(actor.getSnapshot().matches('locked')).toBe(true);
    expect(selectView(actor.getSnapshot())).toBe('locked');
    expect(h.actions).toEqual(['persistLock', 'broadcast:lock']);
  });

  test('a wrong password keeps the lock and says 解锁密码错误; the right one unlocks and checks the token', async () => {
    const { actor, h } = start(restoredActive(0));
    actor.send({ type: 'session.lock', lockHash: 'h1' });
    h.clock.increment(100);
    actor.send({ type: 'session.unlock', lockHash: 'nope' });
    expect(actor.getSnapshot().matches('locked')).toBe(true);
    expect(actor.getSnapshot().context.error).toEqual({ key: SESSION_MESSAGES.unlockWrong });
    h.clock.set(TOKEN_TIME * 1000);
    actor.send({ type: 'session.unlock', lockHash: 'h1' });
    await flush();
    expect(actor.getSnapshot().matches('active')).toBe(true);
    expect(actor.getSnapshot().context.error).toBeNull();
    expect(h.calls.refresh).toBe(1);
  });

  test('refresh pauses while locked', async () => {
    const { actor, h } = start(restoredActive(0));
    actor.send({ type: 'session.lock', lockHash: 'h1' });
    await advance(h, TOKEN_TIME * 1000 + 60_000);
    expect(actor.getSnapshot().matches('locked')).toBe(true);
    expect(h.calls.refresh).toBe(0);
  });

  test('a second lock uses the password already set', () => {
    const { actor, h } = start({ ...restoredActive(0), lockHash: 'h1' });
    actor.send({ type: 'session.lock' });
    expect(actor.getSnapshot().matches('lockPending')).toBe(true);
    expect(h.actions).toContain('persistLock');
  });

  test('a page loaded while locked starts locked', () => {
    const { actor } = start({ ...restoredActive(0), locked: true, lockHash: 'h1' });
    expect(actor.getSnapshot().matches('locked')).toBe(true);
  });

  test('a lock in another tab locks this one', () => {
    const { actor, h } = start(restoredActive(0));
    actor.send({ type: 'remote.locked', lockHash: 'h9' });
    expect(actor.getSnapshot().matches('locked')).toBe(true);
    expect(actor.getSnapshot().context.lockHash).toBe('h9');
    expect(h.actions).not.toContain('broadcast:lock');
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
    const child = { id: 'c', parentId: 't', name: '第三方详情', path: '/thirdManage/details', icon: '', code: 'd', sort: 1, meta: {}, children: [] };
    const top = { ...child, id: 't', parentId: '0', name: '第三方管理', path: '/thirdManage', code: 'thirdManage', children: [child] };
    expect(thirdManageShortcut([top])?.path).toBe('/thirdManage/details');
    expect(thirdManageShortcut([top, { ...top, id: 'x' }])).toBeNull();
    expect(thirdManageShortcut([{ ...top, children: [child, { ...child, id: 'c2' }] }])).toBeNull();
    expect(thirdManageShortcut([{ ...top, code: 'other' }])).toBeNull();
  });
});
