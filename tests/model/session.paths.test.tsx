/**
 * Generated paths of the session machine (docs/architecture.md §4), each walked on the real console: login,
 * lock and home screens, the real services and the simulated backend. Held ("gated") answers stand
 * for `xstate.done/error.actor.*`, a SimulatedClock for `xstate.after.*`, a second BroadcastChannel
 * for the other tabs. Ends with the coverage check and writes reports/paths/session.{json,md}.
 */
import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { SimulatedClock, type AnyMachineSnapshot } from 'xstate';
import { sessionMachine, refreshRetryDelayMs, MAX_UNLOCK_TRIES } from '@machines/session/session.machine';
import type { SessionEvent, TokenVerdict } from '@machines/session/session.types';
import * as auth from '@services/api/auth';
import type { GrantInfo, Profile, RestoredSession } from '@services/api/types/session';
import { http } from '@services/http/client';
import { consoleConfig } from '@services/http/config';
import { createSimulator, type Simulator } from '@services/mock/simulator';
import { startNodeSimulator } from '@services/mock/node';
import { tokenCookies } from '@services/storage/cookies';
import { sessionStore } from '@services/storage/session-store';
import { STORAGE_KEYS } from '@services/storage/keys';
import { storage } from '@services/storage/storage';
import { deriveLockSecret } from '@/shell/lock-hash';
import { buildPaths, describeMachinePaths, type ModelPath } from '../support/model-paths';
import { readCaptcha, renderConsole, resetBrowserState, type RenderedConsole } from '../support/render-console';
import { GateBoard, type GateRule } from '../support/gate-board';

type M = typeof sessionMachine;
type AnyEvent = SessionEvent | { type: string; [k: string]: unknown };

// --- the browser ---------------------------------------------------------------------------------
// jsdom has no Web Locks; the browsers the console runs in do, and the storage lease that stands in where they are
// missing has its own tests. A lock per name that runs its tasks one after another, as Web Locks do in one tab.
const lockQueues = new Map<string, Promise<unknown>>();
Object.defineProperty(navigator, 'locks', {
  configurable: true,
  value: {
    request: (name: string, task: () => Promise<unknown>) => {
      const run = (lockQueues.get(name) ?? Promise.resolve()).then(task, task);
      lockQueues.set(
        name,
        run.catch(() => undefined),
      );
      return run;
    },
  },
});

// --- the backend and the clocks ---------------------------------------------------------------
let offset = 0; // wall-clock offset (ms) that ages the token without waiting
const wallNow = () => Date.now() + offset;
let sim: Simulator = createSimulator({ storage: null, now: wallNow });
const node = startNodeSimulator(sim);
afterAll(() => node.close());

// Data of the seeded platform administrator, so the model's guards agree with the screens.
const admin = sim.db.users.find((u) => u.tenantId === '000000' && u.account === 'admin')!;
const adminRoles = admin.roleIds.map((id) => sim.db.roles.find((r) => r.id === id)!);
const DEFAULT_ROLE = adminRoles[0]!.id;
const SWITCH_ROLE = adminRoles.find((r) => !r.roleName.includes('管理员'))!.id;
const LOCK_PASSWORD = '8866';
const LOCK_HASH = await deriveLockSecret(LOCK_PASSWORD);
const GRANT: GrantInfo = { issuedAt: 0, expiresIn: 3600, tenantId: '000000', roleId: DEFAULT_ROLE };
const PROFILE: Profile = {
  user: {
    userId: admin.id,
    account: 'admin',
    userName: 'admin',
    realName: admin.realName,
    nickName: '',
    avatar: '',
    tenantId: '000000',
    tenantName: '',
    tenantType: '',
    parentTenantId: '',
    deptId: '',
    deptName: '',
    roleId: DEFAULT_ROLE,
    roleName: adminRoles[0]!.roleName,
    roleAlias: adminRoles[0]!.roleAlias,
    userRoleList: adminRoles.map((r) => ({ id: r.id, roleName: r.roleName })),
  },
  menus: [],
  buttons: {},
};

// --- the model --------------------------------------------------------------------------------
const events: AnyEvent[] = [
  { type: 'xstate.done.actor.captcha', output: { key: 'k', image: 'data:,' } },
  { type: 'xstate.error.actor.captcha', error: { kind: 'server' } },
  { type: 'captcha.refresh' },
  { type: 'login.submit', credentials: { tenantId: '000000', username: 'admin', password: 'admin' } },
  { type: 'xstate.done.actor.login', output: GRANT },
  { type: 'xstate.error.actor.login', error: { kind: 'bad-request', serverMessage: '用户名或密码不正确' } },
  { type: 'xstate.done.actor.profile', output: PROFILE },
  { type: 'xstate.error.actor.profile', error: { kind: 'server' } },
  { type: 'xstate.after.refreshInterval.session.active.idle' },
  { type: 'session.check' },
  ...(['fresh', 'due', 'expired', 'gone'] as TokenVerdict[]).map((output) => ({ type: 'xstate.done.actor.tokenCheck', output })),
  // the browser refuses the storage read (site data blocked): the check gives up until the next one
  { type: 'xstate.error.actor.tokenCheck', error: { kind: 'storage' } },
  { type: 'xstate.done.actor.refresh', output: GRANT },
  { type: 'xstate.error.actor.refresh', error: { kind: 'bad-request' } },
  { type: 'xstate.error.actor.refresh', error: { kind: 'network', lost: true } },
  { type: 'xstate.after.refreshRetryDelay.session.active.retryWaiting' },
  { type: 'session.lock', password: LOCK_PASSWORD },
  { type: 'session.lock' },
  { type: 'xstate.done.actor.hashLock', output: LOCK_HASH },
  { type: 'xstate.error.actor.hashLock', error: { kind: 'crypto' } },
  { type: 'xstate.after.lockRedirectDelay.session.lockPending.redirecting' },
  { type: 'xstate.after.peerAnswerTimeout.session.locked.askingPeers' },
  // The password typed is the right one or not as the verdict that follows says.
  { type: 'session.unlock', password: '(typed)' },
  { type: 'xstate.done.actor.verifyLock', output: true },
  { type: 'xstate.done.actor.verifyLock', output: false },
  { type: 'xstate.error.actor.verifyLock', error: { kind: 'crypto' } },
  { type: 'session.logout' },
  { type: 'xstate.done.actor.logout' },
  { type: 'xstate.error.actor.logout', error: { kind: 'server' } },
  { type: 'xstate.after.logoutGiveUp.session.loggingOut' },
  { type: 'session.expired' },
  { type: 'session.switchRole', roleId: SWITCH_ROLE },
  { type: 'xstate.done.actor.switchRole', output: { grant: { ...GRANT, roleId: SWITCH_ROLE }, profile: PROFILE } },
  { type: 'xstate.error.actor.switchRole', error: { kind: 'server' } },
  { type: 'remote.locked', lockHash: LOCK_HASH },
  { type: 'remote.locked', lockHash: '' },
  { type: 'remote.unlocked' },
  { type: 'remote.loggedOut' },
  { type: 'remote.refreshed', grant: GRANT },
];

const restored = (locked: boolean, secret = locked): RestoredSession => ({
  grant: GRANT,
  profile: PROFILE,
  locked,
  lockHash: secret ? LOCK_HASH : null,
});

const { paths, edges, stateIds } = buildPaths<M>({
  machine: sessionMachine,
  starts: [
    { name: 'fresh', input: { restored: null } },
    { name: 'restored', input: { restored: restored(false) } },
    { name: 'restoredLocked', input: { restored: restored(true) } },
    // Opened while locked: this tab's session storage has no secret.
    { name: 'restoredLockedNoSecret', input: { restored: restored(true, false) } },
    // Reloaded after four wrong passwords: the count was kept.
    { name: 'restoredLockedLastTry', input: { restored: restored(true), unlockFailures: MAX_UNLOCK_TRIES - 1 } },
  ],
  events: events as never,
  serializeState: (s) =>
    // Whether the next wrong unlock password is the last one allowed (the count itself is the screens' business).
    JSON.stringify({
      v: s.value,
      lock: s.context.lockHash !== null,
      role: s.context.grant?.roleId ?? null,
      last: s.context.unlockFailures >= MAX_UNLOCK_TRIES - 1,
      out: s.context.leavingLocked,
    }),
  // The screens ask for a new lock password only while none is set.
  // The token check, the derivation and the verification settle at once on the screens: nothing else happens meanwhile.
  // A session that started locked is walked only until it leaves the lock (the other starts walk the rest), and
  // on the last try only the wrong password that ends it.
  allow: (s, e) =>
    !(s.context.bootLocked && ['session.expired', 'remote.loggedOut'].includes(e.type as string)) &&
    !(
      s.context.unlockFailures >= MAX_UNLOCK_TRIES - 1 &&
      s.matches('locked') &&
      !['session.unlock', 'xstate.done.actor.verifyLock'].includes(e.type as string)
    ) &&
    !(
      s.context.unlockFailures >= MAX_UNLOCK_TRIES - 1 &&
      (e.type as string) === 'xstate.done.actor.verifyLock' &&
      (e as { output?: boolean }).output
    ) &&
    !(e.type === 'session.lock' && (e as { password?: string }).password && s.context.lockHash !== null) &&
    (!s.matches({ active: 'checking' }) || (e.type as string).endsWith('.actor.tokenCheck')) &&
    (!s.matches({ lockPending: 'deriving' }) || (e.type as string).endsWith('.actor.hashLock')) &&
    (!s.matches({ locked: 'verifying' }) || (e.type as string).endsWith('.actor.verifyLock')),
  // A role switch reloads the page: the session starts again from storage.
  stopWhen: (s) => s.context.grant?.roleId === SWITCH_ROLE || (s.context.bootLocked && !s.matches('locked')),
});

// --- driving the screens ----------------------------------------------------------------------
const GATED: GateRule[] = [
  [(s) => s.matches({ loggedOut: 'loadingCaptcha' }), 'captcha', '/api/blade-auth/oauth/captcha'],
  [(s) => s.matches({ authenticating: 'requestingToken' }), 'login', '/api/blade-auth/oauth/token', 'POST'],
  [(s) => s.matches({ authenticating: 'loadingProfile' }), 'profile', '/api/blade-auth/oauth/user-info'],
  [(s) => s.matches({ active: 'refreshing' }), 'refresh', '/api/blade-auth/oauth/token', 'POST'],
  [(s) => s.matches('switchingRole'), 'switchRole', '/api/blade-auth/oauth/token', 'POST'],
  [(s) => s.matches('loggingOut'), 'logout', '/api/blade-auth/oauth/logout'],
];

/** Steps the console takes by itself, with no action of the user or the server. */
const AUTOMATIC = new Set([
  'xstate.done.actor.tokenCheck',
  'xstate.error.actor.tokenCheck',
  'xstate.done.actor.hashLock',
  'xstate.error.actor.hashLock',
  'xstate.done.actor.verifyLock',
  'xstate.error.actor.verifyLock',
]);

interface Run {
  app: RenderedConsole | null;
  clock: SimulatedClock;
  gates: GateBoard;
  peer: BroadcastChannel;
  user: ReturnType<typeof userEvent.setup>;
}

/** Ages the token so that the check the next step expects gives that verdict. */
function arrangeVerdict(run: Run, verdict: TokenVerdict): void {
  const grant = run.app?.actor.getSnapshot().context.grant ?? sessionStore.readGrant();
  if (!grant) throw new Error('no grant to age');
  const ageSeconds = verdict === 'fresh' ? 5 : verdict === 'due' ? consoleConfig.tokenTime + 5 : grant.expiresIn + 5;
  offset = grant.issuedAt + ageSeconds * 1000 - Date.now();
  // Gone: another tab logged out while this page was not told (its token cookie went with that logout).
  if (verdict === 'gone') tokenCookies.clear();
}

/** A session the previous page load left: a real login through the services, stored like the app does. */
async function seedStoredSession(start: string): Promise<void> {
  http.configure({ ready: Promise.resolve(), getToken: () => tokenCookies.getAccessToken() });
  const captcha = await auth.fetchCaptcha();
  await auth.login({
    tenantId: '000000',
    username: 'admin',
    password: 'admin',
    captchaKey: captcha.key,
    captchaCode: sim.peekCaptcha(captcha.key),
  });
  sessionStore.saveProfile(await auth.loadProfile());
  if (start === 'restoredLocked' || start === 'restoredLockedLastTry') sessionStore.saveLock(LOCK_HASH);
  if (start === 'restoredLockedNoSecret') storage.set(STORAGE_KEYS.isLock, true); // another tab's lock: no secret here
  if (start === 'restoredLockedLastTry') sessionStore.saveUnlockFailures(MAX_UNLOCK_TRIES - 1);
}

/** Makes the next look at the stored session throw, as a browser that blocks the site's storage does. */
function failNextStorageRead(): void {
  blockedRead = vi.spyOn(sessionStore, 'hasSession').mockImplementationOnce(() => {
    throw new DOMException('storage is blocked', 'SecurityError');
  });
}
let blockedRead: ReturnType<typeof vi.spyOn> | null = null;

/** Makes the next PBKDF2 derivation fail, as a browser without working WebCrypto would. */
function failNextDerivation(): void {
  vi.spyOn(globalThis.crypto.subtle, 'deriveBits').mockRejectedValueOnce(new DOMException('not supported', 'NotSupportedError'));
}

const headerLogout = () => within(screen.getByRole('banner')).getByRole('button', { name: '退出登录' });

async function execute(run: Run, path: ModelPath<M>, i: number): Promise<void> {
  const step = path.steps[i]!;
  const next = path.steps[i + 1];
  const e = step.event as AnyEvent;
  const nextEvent = next?.event as AnyEvent | undefined;
  if (nextEvent?.type === 'xstate.done.actor.tokenCheck' && e.type !== 'xstate.init') arrangeVerdict(run, nextEvent.output as TokenVerdict);
  if (nextEvent?.type === 'xstate.error.actor.tokenCheck') failNextStorageRead();
  const user = run.user;
  switch (e.type) {
    case 'xstate.init': {
      if (path.start !== 'fresh' && nextEvent?.type === 'xstate.done.actor.tokenCheck')
        arrangeVerdict(run, nextEvent.output as TokenVerdict);
      run.gates.arm(null, step.state);
      run.app = renderConsole({ path: path.start === 'fresh' ? '/login' : '/wel/index', clock: run.clock, now: wallNow });
      return;
    }
    case 'xstate.done.actor.captcha':
    case 'xstate.done.actor.login':
    case 'xstate.done.actor.profile':
    case 'xstate.done.actor.refresh':
    case 'xstate.done.actor.switchRole':
    case 'xstate.done.actor.logout':
      (await run.gates.take(e.type.slice('xstate.done.actor.'.length))).release();
      return;
    case 'xstate.error.actor.login':
      // The password typed was wrong: the real server answers 400.
      (await run.gates.take('login')).release();
      await screen.findByText('用户名或密码不正确');
      return;
    case 'xstate.error.actor.refresh': {
      const g = await run.gates.take('refresh');
      if ((e.error as { kind: string }).kind === 'network') g.fail('network');
      else {
        sim.expireRefreshTokens();
        g.release();
      }
      return;
    }
    case 'xstate.error.actor.captcha':
    case 'xstate.error.actor.profile':
    case 'xstate.error.actor.switchRole':
    case 'xstate.error.actor.logout':
      (await run.gates.take(e.type.slice('xstate.error.actor.'.length))).fail('500');
      return;
    case 'xstate.done.actor.verifyLock':
      // A wrong password says so, or (the last try) the session ends.
      if (e.output === false) {
        await waitFor(() =>
          expect(
            screen.queryByText('解锁密码错误,请重新输入') ?? screen.queryByText('解锁密码连续输错 5 次，已退出登录，请重新登录'),
          ).not.toBeNull(),
        );
      }
      return;
    case 'xstate.error.actor.verifyLock':
      expect(await screen.findByText('无法校验解锁密码，请重试')).toBeInTheDocument();
      return;
    case 'xstate.error.actor.tokenCheck':
      // the console's own check met the blocked storage
      await waitFor(() => expect(blockedRead?.mock.results.some((r: { type: string }) => r.type === 'throw')).toBe(true));
      return;
    case 'xstate.done.actor.tokenCheck':
    case 'xstate.done.actor.hashLock':
    case 'xstate.error.actor.hashLock':
      return; // arranged before the step that started it; the console settles it by itself
    case 'captcha.refresh':
      await user.click(screen.getByRole('button', { name: '看不清？点击换一张' }));
      return;
    case 'login.submit': {
      const img = await screen.findByRole('img', { name: '验证码' });
      const wrong = nextEvent?.type === 'xstate.error.actor.login';
      const tenant = screen.queryByLabelText('租户ID');
      if (tenant) {
        await user.clear(tenant);
        await user.type(tenant, '000000');
      }
      await user.clear(screen.getByLabelText('账号'));
      await user.type(screen.getByLabelText('账号'), 'admin');
      await user.clear(screen.getByLabelText('密码'));
      await user.type(screen.getByLabelText('密码'), wrong ? 'not-the-password' : 'admin');
      await user.clear(screen.getByLabelText('验证码'));
      await user.type(screen.getByLabelText('验证码'), readCaptcha(img as HTMLImageElement));
      await user.click(screen.getByRole('button', { name: '登录' }));
      return;
    }
    case 'xstate.after.refreshInterval.session.active.idle':
      act(() => run.clock.increment(consoleConfig.refreshCheckMs));
      return;
    case 'xstate.after.refreshRetryDelay.session.active.retryWaiting':
      act(() => run.clock.increment(refreshRetryDelayMs(run.app!.actor.getSnapshot().context.refreshFailures)));
      return;
    case 'xstate.after.lockRedirectDelay.session.lockPending.redirecting':
      act(() => run.clock.increment(consoleConfig.lockRedirectMs));
      return;
    case 'xstate.after.logoutGiveUp.session.loggingOut':
      act(() => run.clock.increment(5_000));
      return;
    case 'session.check':
      act(() => {
        window.dispatchEvent(new Event('focus'));
      });
      return;
    case 'session.lock':
      if (nextEvent?.type === 'xstate.error.actor.hashLock') failNextDerivation();
      await user.click(within(screen.getByRole('banner')).getByRole('button', { name: '锁屏' }));
      if (e.password) {
        const dialog = await screen.findByRole('dialog', { name: '设置锁屏密码' });
        await user.click(within(dialog).getByRole('button', { name: '锁定' }));
        expect(await within(dialog).findByText('锁屏密码不能为空')).toBeInTheDocument();
        await user.type(within(dialog).getByLabelText('锁屏密码'), LOCK_PASSWORD);
        await user.click(within(dialog).getByRole('button', { name: '锁定' }));
      }
      return;
    case 'session.unlock': {
      const right = nextEvent?.type === 'xstate.done.actor.verifyLock' && nextEvent.output === true;
      if (nextEvent?.type === 'xstate.error.actor.verifyLock') failNextDerivation();
      const field = await screen.findByLabelText('锁屏密码');
      await user.type(field, right ? LOCK_PASSWORD : '0000');
      await user.click(screen.getByRole('button', { name: '解锁' }));
      return;
    }
    case 'session.logout':
      if (run.app!.actor.getSnapshot().matches({ locked: 'noPeer' })) {
        await user.click(await screen.findByRole('button', { name: '重新登录' }));
      } else if (run.app!.actor.getSnapshot().matches('locked')) {
        await user.click(await screen.findByRole('button', { name: '退出登录' }));
      } else {
        await user.click(headerLogout());
        const alert = await screen.findByRole('alertdialog');
        expect(within(alert).getByText('退出系统, 是否继续?')).toBeInTheDocument();
        await user.click(within(alert).getByRole('button', { name: '退出' }));
      }
      return;
    case 'session.expired':
      sim.expireTokens();
      await http.get('/api/blade-system/menu/top-menu').catch(() => undefined);
      return;
    case 'session.switchRole':
      await user.selectOptions(screen.getByRole('combobox', { name: '当前角色' }), String(e.roleId));
      return;
    case 'remote.locked':
      if (e.lockHash) run.peer.postMessage({ type: 'lock', lockHash: e.lockHash });
      else {
        // Another tab's lock seen only in storage, by a page back from the back/forward cache.
        storage.set(STORAGE_KEYS.isLock, true);
        act(() => {
          window.dispatchEvent(new PageTransitionEvent('pageshow', { persisted: true }));
        });
      }
      return;
    case 'xstate.after.peerAnswerTimeout.session.locked.askingPeers':
      act(() => run.clock.increment(1_500));
      return;
    case 'remote.unlocked':
      run.peer.postMessage({ type: 'unlock' });
      return;
    case 'remote.loggedOut':
      run.peer.postMessage({ type: 'logout' });
      return;
    case 'remote.refreshed':
      run.peer.postMessage({ type: 'refreshed', grant: { ...run.app!.actor.getSnapshot().context.grant!, issuedAt: Date.now() } });
      return;
    default:
      throw new Error(`no executor for ${e.type}`);
  }
}

/** What the user must see in each state. */
async function assertState(run: Run, state: AnyMachineSnapshot): Promise<void> {
  const app = run.app!;
  // Momentary on the screens: the verdict that follows is asserted instead.
  if (state.matches({ active: 'checking' }) || state.matches({ lockPending: 'deriving' }) || state.matches({ locked: 'verifying' })) return;
  await waitFor(() => expect(app.actor.getSnapshot().value).toEqual(state.value), { timeout: 3000 });
  const pathname = () => app.router.state.location.pathname;
  if (state.matches('loggedOut')) {
    await waitFor(() => expect(pathname()).toBe('/login'));
    expect(await screen.findByRole('heading', { name: '账号登录' })).toBeInTheDocument();
    if (state.matches({ loggedOut: 'loadingCaptcha' })) expect(screen.getByText('验证码加载中')).toBeInTheDocument();
    if (state.matches({ loggedOut: 'ready' })) {
      expect(await screen.findByRole('img', { name: '验证码' })).toBeInTheDocument();
      expect(screen.getByRole('button', { name: '登录' })).toBeEnabled();
    }
    if (state.matches({ loggedOut: 'captchaFailed' })) expect(await screen.findByText('验证码加载失败，点击重试')).toBeInTheDocument();
  }
  if (state.matches('authenticating')) {
    expect(screen.getByRole('form', { name: '账号登录' }).querySelector('button[type=submit]')).toBeDisabled();
  }
  if (
    state.matches('active') ||
    state.matches('lockPending') ||
    state.matches('switchingRole') ||
    (state.matches('loggingOut') && !state.context.leavingLocked)
  ) {
    await waitFor(() => expect(pathname()).not.toMatch(/^\/(login|lock)$/));
    expect(await screen.findByRole('button', { name: '退出登录' })).toBeInTheDocument();
    expect(screen.getByText(admin.realName)).toBeInTheDocument();
  }
  if (state.matches({ active: 'refreshing' })) {
    // The refresh goes out once this tab holds the cross-tab refresh lock.
    await waitFor(() => {
      const grant = sim.requests.findLast((r) => r.path === '/api/blade-auth/oauth/token');
      expect(grant?.body).toMatchObject({ grant_type: 'refresh_token', refresh_token: expect.any(String) });
      expect(grant?.search).toBe('');
    });
  }
  if (state.matches('switchingRole')) expect(screen.getByRole('combobox', { name: '当前角色' })).toBeDisabled();
  if (state.matches('locked')) {
    await waitFor(() => expect(pathname()).toBe('/lock'));
    expect(await screen.findByText('屏幕已锁定')).toBeInTheDocument();
    // The layout stays mounted under the lock, inert and hidden from the accessibility tree.
    expect(screen.queryByRole('banner')).not.toBeInTheDocument();
    expect(screen.getByRole('banner', { hidden: true }).closest('[inert]')).not.toBeNull();
    const unlockField = () => screen.queryByLabelText('锁屏密码');
    if (state.matches({ locked: 'askingPeers' })) {
      expect(screen.getByText('正在从其他已打开的页面获取锁屏信息…')).toBeInTheDocument();
      expect(unlockField()).toBeNull();
    }
    if (state.matches({ locked: 'noPeer' })) {
      expect(await screen.findByRole('alert')).toHaveTextContent('此页面无法校验锁屏密码');
      expect(screen.getByRole('button', { name: '重新登录' })).toBeInTheDocument();
      expect(unlockField()).toBeNull();
      expect(screen.queryByText('解锁密码错误,请重新输入')).not.toBeInTheDocument();
    }
    if (state.matches({ locked: 'ready' })) expect(await screen.findByLabelText('锁屏密码')).toBeInTheDocument();
  }
  if (state.matches('loggingOut') && state.context.leavingLocked) {
    // Logging out from the lock: the lock stays until the session has ended.
    expect(await screen.findByText('屏幕已锁定')).toBeInTheDocument();
    expect(screen.queryByRole('banner')).not.toBeInTheDocument();
  }
  if (state.matches('loggedOut') && (state.context.error as { key?: string } | null)?.key === 'session.unlockTooMany') {
    expect(await screen.findByText('解锁密码连续输错 5 次，已退出登录，请重新登录')).toBeInTheDocument();
  }
}

// --- the suite --------------------------------------------------------------------------------
describeMachinePaths({
  title: 'session machine paths on the real screens',
  machineName: 'the session machine',
  reportId: 'session',
  machine: sessionMachine,
  plan: { paths, edges, stateIds },
  beforeEach: () => {
    offset = 0;
    resetBrowserState();
    sim = createSimulator({ storage: null, now: wallNow });
    node.server.resetHandlers(...sim.handlers);
  },
  walker: async (path) => {
    const run: Run = {
      app: null,
      clock: new SimulatedClock(),
      gates: new GateBoard(GATED, () => sim),
      peer: new BroadcastChannel(`${consoleConfig.storagePrefix}-session`),
      user: userEvent.setup({ delay: null }),
    };
    const armed = new Set<number>();
    // The session a previous page load left, stored before any gate is armed.
    if (path.start !== 'fresh') await seedStoredSession(path.start);
    return {
      // Hold the requests of this state and of the states the app reaches by itself right after it.
      before: (i) => {
        for (let j = i; j < path.steps.length && (j === i || AUTOMATIC.has((path.steps[j]!.event as AnyEvent).type)); j += 1) {
          if (j > 0 && !armed.has(j)) run.gates.arm(path.steps[j - 1]!.state, path.steps[j]!.state);
          armed.add(j);
        }
      },
      execute: (i) => execute(run, path, i),
      assert: (state) => assertState(run, state),
      cleanup: async () => {
        sim.gates.clear();
        run.peer.close();
        await run.app?.dispose();
      },
    };
  },
});
