/**
 * A third-party sign-in coming back to /login (`?source=&code=&state=`) signs in with the social grant at once: an
 * unbound third-party user sees the server's words; one bound to a user (by oauth id) lands in the console.
 */
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MSG_SOCIAL_UNBOUND, SOCIAL_OAUTH_TABLE } from '@services/mock/routes/auth-routes';
import { tableOf } from '@services/mock/db';
import { renderConsole, resetBrowserState } from '../../support/render-console';
import { useSimulatorPerTest } from '../../support/simulator-per-test';

vi.setConfig({ testTimeout: 40_000 });
const per = useSimulatorPerTest();

/** The grant types the token calls asked for (their parsed bodies). */
const grants = () =>
  per.sim.requests.filter((r) => r.path === '/api/blade-auth/oauth/token').map((r) => (r.body as Record<string, string>).grant_type);

test('an unbound third-party user is told to register, 账号注册 opens for that identity, and the new account is bound to it', async () => {
  resetBrowserState();
  per.track(renderConsole({ path: '/login?source=gitee&code=gitee-user-9&state=s1' }));
  expect(await screen.findByText(MSG_SOCIAL_UNBOUND, {}, { timeout: 20_000 })).toBeInTheDocument();
  expect(grants()).toEqual(['social']);
  const identity = tableOf(per.sim.db, SOCIAL_OAUTH_TABLE).find((r) => r.uuid === 'gitee-user-9')!;
  // the registration dialog opened by itself; the new account is bound to the third-party identity
  const dialog = await screen.findByRole('dialog', { name: '账号注册' }, { timeout: 10_000 });
  const user = userEvent.setup();
  await user.type(within(dialog).getByLabelText('用户姓名'), '码云用户');
  await user.type(within(dialog).getByLabelText('账号名称'), 'gitee9');
  await user.type(within(dialog).getByLabelText('密码'), 'Pass1234');
  await user.type(within(dialog).getByLabelText('确认密码'), 'Pass1234');
  await user.click(within(dialog).getByRole('button', { name: '提交' }));
  await waitFor(() => expect(per.sim.db.users.find((u) => u.account === 'gitee9')?.oauthId).toBe(String(identity.id)), { timeout: 10_000 });
});

test('a bound third-party user signs in without typing anything', async () => {
  resetBrowserState();
  const admin = per.sim.db.users.find((u) => u.account === 'admin' && u.tenantId === '000000')!;
  tableOf(per.sim.db, SOCIAL_OAUTH_TABLE).push({ id: '1990000000000000777', source: 'gitee', uuid: 'gitee-admin', tenantId: '000000' });
  admin.oauthId = '1990000000000000777';
  per.track(renderConsole({ path: '/login?source=gitee&code=gitee-admin&state=s2' }));
  expect(await screen.findByRole('banner', {}, { timeout: 20_000 })).toBeInTheDocument();
  await waitFor(() => expect(grants()).toEqual(['social']));
});
