// @vitest-environment node
/**
 * The social grant (spec 000 §7: the token call takes grant password, captcha, social or refresh_token): a third-party
 * sign-in coming back to /login carries source, code and state; the token call sends them as grant_type=social. The
 * simulator knows the third-party user by its code: unbound, it answers the oauth id for 账号注册; once a user is
 * registered with that oauth id, the same sign-in gives tokens.
 */
import { GRANT_TYPE, socialCallbackOf } from '@services/api/auth';
import { MSG_SOCIAL_INCOMPLETE, MSG_SOCIAL_UNBOUND } from '@services/mock/routes/auth-routes';
import { BASIC, tokenUrl } from '../mock/sim-helpers';
import { effectsSimulator } from '../mock/effects-helpers';

const sim = effectsSimulator();

const social = (params: Record<string, string>) =>
  fetch(tokenUrl({ tenantId: '000000', grant_type: GRANT_TYPE.social, scope: 'all', ...params }), {
    method: 'POST',
    headers: { Authorization: BASIC, 'Tenant-Id': '000000' },
  });

test('a /login address with source and code is a third-party sign-in; without them it is none', () => {
  expect(socialCallbackOf('?source=gitee&code=abc123&state=s1')).toEqual({ source: 'gitee', code: 'abc123', state: 's1' });
  expect(socialCallbackOf('?source=gitee')).toBeNull();
  expect(socialCallbackOf('?redirect=%2Fwel')).toBeNull();
});

test('an unbound third-party user is answered its oauth id; registered with it, the same sign-in gives tokens', async () => {
  expect(await (await social({ source: 'gitee' })).json()).toMatchObject({ error_description: MSG_SOCIAL_INCOMPLETE });

  const first = await social({ source: 'gitee', code: 'gitee-user-7', state: 's1' });
  expect(first.status).toBe(400);
  const unbound = (await first.json()) as { error_description: string; oauth_id: string };
  expect(unbound.error_description).toBe(MSG_SOCIAL_UNBOUND);
  expect(unbound.oauth_id).toMatch(/^\d+$/);
  // the same third-party user keeps its oauth id
  expect(await (await social({ source: 'gitee', code: 'gitee-user-7', state: 's2' })).json()).toMatchObject({ oauth_id: unbound.oauth_id });

  const user = sim.db.users.find((u) => u.account === 'admin' && u.tenantId === '000000')!;
  user.oauthId = unbound.oauth_id;
  const bound = await social({ source: 'gitee', code: 'gitee-user-7', state: 's3' });
  expect(bound.status).toBe(200);
  expect(await bound.json()).toMatchObject({ access_token: expect.any(String), user_id: user.id });
});
