/**
 * How a generic write is looked for after its answer was lost: with the family's own reads (a record read again
 * holding the saved fields, a new record with the typed fields created after the save started, a removed row gone),
 * against the simulated backend.
 */
import * as client from '@services/api/resource-client';
import { resourceByKey } from '@services/resources/registry';
import type { ActionDefinition } from '@services/resources/types';
import { actionEffect, holdsFields, removeEffect, saveEffect } from '@/screens/resource/write-effects';
import { signIn } from '../../support/render-console';
import { useSimulatorPerTest } from '../../support/simulator-per-test';

const backend = useSimulatorPerTest();
beforeEach(() => signIn(backend.sim));

const def = resourceByKey('advertising-position')!;
const signal = new AbortController().signal;

test('holdsFields compares the fields a record answers, and needs at least one', () => {
  expect(holdsFields({ a: 1, b: 'x' }, { a: '1', c: 'ignored' })).toBe(true);
  expect(holdsFields({ a: 2 }, { a: 1 })).toBe(false);
  expect(holdsFields({ z: 1 }, { a: 1 })).toBe(false);
});

test('a saved edit is found when the record reads back with the saved fields; another value is not', async () => {
  const row = (await client.page(def, { current: 1, size: 10, filters: {} }, signal)).records[0]!;
  const values = { ...row, positionName: '夜间加油横幅' };
  expect(await saveEffect(def, { row, values, startedAt: Date.now() }, undefined, signal)).toEqual({ found: false });
  await client.submit(def, values);
  const found = await saveEffect(def, { row, values, startedAt: Date.now() }, undefined, signal);
  expect(found.found).toBe(true);
});

test('a new record is found by its typed fields once it is listed', async () => {
  const values = { positionName: '新广告位', positionCode: 'paths_new', width: '100', height: '50', status: 1 };
  const startedAt = Date.now();
  expect((await saveEffect(def, { row: null, values, startedAt }, undefined, signal)).found).toBe(false);
  await client.submit(def, values);
  expect((await saveEffect(def, { row: null, values, startedAt }, undefined, signal)).found).toBe(true);
});

test('a removal is found when its row is gone; a row still listed unchanged is not a change', async () => {
  const row = (await client.page(def, { current: 1, size: 10, filters: {} }, signal)).records[0]!;
  const removal = { name: 'remove', method: 'POST', kind: 'row' } as unknown as ActionDefinition;
  const change = { name: 'enable', method: 'POST', kind: 'row' } as unknown as ActionDefinition;
  expect(await actionEffect(def, change, { row, ids: [] }, signal)).toEqual({ found: false });
  expect(await actionEffect(def, removal, { row, ids: [] }, signal)).toEqual({ found: false });
  await client.remove(def, [client.rowId(def, row)]);
  expect((await actionEffect(def, removal, { row, ids: [] }, signal)).found).toBe(true);
});

test('a list delete is found only when every removed id is gone from the family', async () => {
  const rows = (await client.page(def, { current: 1, size: 10, filters: {} }, signal)).records;
  const ids = rows.slice(0, 2).map((r) => client.rowId(def, r));
  expect(await removeEffect(def, ids, signal)).toEqual({ found: false });
  await client.remove(def, [ids[0]!]);
  expect(await removeEffect(def, ids, signal)).toEqual({ found: false });
  await client.remove(def, [ids[1]!]);
  expect(await removeEffect(def, ids, signal)).toEqual({ found: true });
});

test('a page money action is found by the record of the money it moved: the typed amount, made after the start', async () => {
  const flows = resourceByKey('platform-account-flow')!;
  const recharge = flows.actions.find((a) => a.name === 'platformRecharge')!;
  const values = { amount: '765432' };
  const startedAt = Date.now();
  expect(await actionEffect(flows, recharge, { row: null, ids: [], values, startedAt }, signal)).toEqual({ found: false });
  await client.runAction(recharge, { inputs: values }, { idempotencyKey: 'op-recharge' });
  const found = await actionEffect(flows, recharge, { row: null, ids: [], values, startedAt }, signal);
  expect(found.found).toBe(true);
  // what was found: the flow row of the move, with the balance after it
  expect(found.record).toMatchObject({ amount: 765432, balance: expect.any(Number) });
  // without what was typed and when the operation started there is nothing to look for
  expect(await actionEffect(flows, recharge, { row: null, ids: [] }, signal)).toEqual({ found: false });
  // an earlier record of the same amount is not this operation's
  expect(await actionEffect(flows, recharge, { row: null, ids: [], values, startedAt: Date.now() + 60_000 }, signal)).toEqual({
    found: false,
  });
});

test('a row that answers no creation time cannot show it is new: nothing is found from it', async () => {
  const flows = resourceByKey('platform-account-flow')!;
  const recharge = flows.actions.find((a) => a.name === 'platformRecharge')!;
  const values = { amount: '4321' };
  const startedAt = Date.now();
  await client.runAction(recharge, { inputs: values }, { idempotencyKey: 'op-undated' });
  const rows = backend.sim.db.resources['platform-account-flow']!;
  expect(rows.some((r) => r.amount === 4321)).toBe(true);
  for (const row of rows) delete row.createTime;
  expect(await actionEffect(flows, recharge, { row: null, ids: [], values, startedAt }, signal)).toEqual({ found: false });
});
