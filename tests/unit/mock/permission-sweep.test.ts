// @vitest-environment node
/**
 * Every endpoint of every registry family checks the caller's permission, whoever answers it (the generic routes or
 * a route of its own): the third-party role, whose only menu is 第三方详情, calls each operation and action of the
 * catalogue, and every one its role may not use (rules.ts familyMay: its own buttons, a read of a sibling family of
 * an area it may read, a reader page; for a path several families name, any of them) answers HTTP 403 — nothing
 * of it is read or done. Writes reports/permissions.json.
 */
import { mkdirSync, writeFileSync } from 'node:fs';
import { md5 } from 'js-md5';
import { createSimulator } from '@services/mock/simulator';
import { familyMay, verbOf, actionVerb } from '@services/mock/rules';
import { sessionOf } from '@services/mock/tokens';
import type { AuthedContext } from '@services/mock/route';
import { RESOURCES } from '@services/resources/registry';
import type { OperationName } from '@services/resources/types';

const BASIC = `Basic ${btoa('saber:saber_secret')}`;
const concrete = (path: string) => path.replace(/\{\w+\}/g, '1');

test('each endpoint a role may not use answers 403, whichever route serves it', { timeout: 120_000 }, async () => {
  const sim = createSimulator({ storage: null });
  const ask = (method: string, path: string, token?: string, body?: string) =>
    sim.respond(
      new Request(`http://localhost${path}`, {
        method,
        headers: {
          Authorization: BASIC,
          'Tenant-Id': '300001',
          ...(token ? { 'Blade-Auth': `bearer ${token}` } : {}),
          ...(body ? { 'Content-Type': body.startsWith('{') ? 'application/json' : 'application/x-www-form-urlencoded' } : {}),
        },
        ...(body ? { body } : {}),
      }),
    );
  const grant = await ask(
    'POST',
    '/api/blade-auth/oauth/token',
    undefined,
    new URLSearchParams({
      tenantId: '300001',
      username: 'thirdparty',
      password: md5('demo123'),
      grant_type: 'password',
      scope: 'all',
      type: 'account',
    }).toString(),
  );
  const token = ((await grant!.json()) as { access_token: string }).access_token;
  const session = sessionOf(sim.db, token, sim.now())!;
  expect(session.user.account).toBe('thirdparty');

  // every endpoint with the families that name it (a few paths belong to several)
  const endpoints = new Map<string, Array<{ def: (typeof RESOURCES)[number]; verb: (ctx: AuthedContext) => string }>>();
  for (const def of RESOURCES) {
    const named = [
      ...(Object.entries(def.operations) as Array<[OperationName, { method: string; path: string } | undefined]>).flatMap(([name, op]) =>
        op ? [{ id: `${op.method} ${op.path}`, verb: (ctx: AuthedContext) => verbOf(ctx, name) }] : [],
      ),
      ...def.actions.map((a) => ({ id: `${a.method} ${a.path}`, verb: () => actionVerb(a) })),
    ];
    for (const e of named) endpoints.set(e.id, [...(endpoints.get(e.id) ?? []), { def, verb: e.verb }]);
  }
  const open: string[] = [];
  let refused = 0;
  for (const [id, owners] of endpoints) {
    const ctx = { db: sim.db, session, body: {} } as unknown as AuthedContext;
    if (owners.some(({ def, verb }) => familyMay(ctx, def, verb(ctx), true))) continue;
    const [method, path] = id.split(' ') as [string, string];
    const answer = await ask(method, concrete(path), token, method === 'GET' || method === 'DELETE' ? undefined : '{}');
    if (answer?.status === 403) refused += 1;
    else open.push(`${id} (${owners.map((o) => o.def.key).join(', ')})`);
  }
  mkdirSync('reports', { recursive: true });
  writeFileSync('reports/permissions.json', `${JSON.stringify({ refused, stillOpen: open }, null, 2)}\n`);
  expect(open).toEqual([]);
  expect(refused).toBeGreaterThan(500);
});
