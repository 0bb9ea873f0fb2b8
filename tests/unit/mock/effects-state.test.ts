// @vitest-environment node
/**
 * Custom actions that change what they name (services/mock/effects/state.ts): an enable enables one configuration
 * and disables the others, allocations write the station or tenant, a contract moves to signing, a delete removes,
 * tenant settings show in the tenant list, and what has nothing to act on is refused.
 */
import { MSG_REQ_REJECT } from '@services/mock/rules';
import { table } from '@services/mock/recharge/store';
import { STATE_MSG } from '@services/mock/effects/state';
import { effectsSimulator, tokenOf, write } from './effects-helpers';

const sim = effectsSimulator();

test('enabling an SMS configuration disables every other one', async () => {
  const token = await tokenOf();
  const rows = table(sim.db, 'sms');
  const chosen = rows[rows.length - 1]!;
  expect(await write(token, 'POST', '/api/blade-resource/sms/enable', { id: chosen.id })).toMatchObject({ success: true });
  expect(
    table(sim.db, 'sms')
      .filter((r) => r.status === 1)
      .map((r) => r.id),
  ).toEqual([chosen.id]);
  expect(await write(token, 'POST', '/api/blade-resource/sms/enable', { id: 'missing' })).toMatchObject({
    success: false,
    msg: STATE_MSG.missing,
  });
});

test('QR codes are allocated to a station or a tenant; nothing selected is refused', async () => {
  const token = await tokenOf();
  const [a, b] = table(sim.db, 'qrcode');
  const ids = `${String(a!.id)},${String(b!.id)}`;
  expect(await write(token, 'POST', '/api/qrcode/batch/allocated', { ids: '', siteId: 'S1' })).toMatchObject({
    success: false,
    msg: STATE_MSG.noneSelected,
  });
  expect(await write(token, 'POST', '/api/qrcode/batch/allocated', { ids })).toMatchObject({
    success: false,
    msg: STATE_MSG.required('siteId'),
  });
  expect(await write(token, 'POST', '/api/qrcode/batch/allocated', { ids, siteId: 'S1' })).toMatchObject({ success: true });
  expect([a, b].map((r) => [r!.siteId, r!.allocateStatus])).toEqual([
    ['S1', 1],
    ['S1', 1],
  ]);
  expect(await write(token, 'POST', '/api/qrcode/batch/allocated/tenant', { ids: String(a!.id), tenantId: '300001' })).toMatchObject({
    success: true,
  });
  expect(a).toMatchObject({ tenantId: '300001', allocateStatus: 2 });
});

test('a promoter deleted by its GET is gone from the list', async () => {
  const token = await tokenOf();
  const row = table(sim.db, 'promoter')[0]!;
  expect(await write(token, 'GET', '/api/promoter/delete', { id: row.id })).toMatchObject({ success: true });
  expect(table(sim.db, 'promoter').some((r) => r.id === row.id)).toBe(false);
});

test('a contract is submitted for signing only from 待签署', async () => {
  const token = await tokenOf();
  const row = table(sim.db, 'silent-signing')[0]!;
  row.contractStatus = 0;
  expect(await write(token, 'POST', '/api/jxq/silentsigning/JXQsubmit', { id: row.id })).toMatchObject({ success: true });
  expect(row.contractStatus).toBe(1);
  expect(await write(token, 'POST', '/api/jxq/silentsigning/JXQsubmit', { id: row.id })).toMatchObject({
    success: false,
    msg: STATE_MSG.illegal,
  });
});

test('tenant settings show in the tenant list', async () => {
  const token = await tokenOf();
  const tenant = sim.db.tenants.find((t) => t.tenantId === '300001')!;
  const answer = await write(token, 'POST', '/api/blade-system/tenant/setting', {
    ids: tenant.id,
    accountNumber: 42,
    expireTime: '2030-01-01 00:00:00',
  });
  expect(answer.success).toBe(true);
  const list = await write<{ records: Array<{ tenantId: string; accountNumber: number; expireTime: string }> }>(
    token,
    'GET',
    '/api/blade-system/tenant/list',
    { current: 1, size: 50 },
  );
  expect(list.data.records.find((t) => t.tenantId === '300001')).toMatchObject({ accountNumber: 42, expireTime: '2030-01-01 00:00:00' });
});

test("a company's role without the family's permission changes nothing of another tenant's row (HTTP 403)", async () => {
  const purchaser = await tokenOf('purchaser', 'demo123', '300001');
  const foreign = table(sim.db, 'interface').find((r) => r.tenantId !== undefined && r.tenantId !== '300001');
  if (!foreign) throw new Error('the seed has no interface row of another tenant');
  const before = foreign.openStatus;
  expect(
    await write(purchaser, 'POST', '/api/zytInterface/interface/updateOpenOrCut', { id: foreign.id, openStatus: before === 1 ? 0 : 1 }),
  ).toMatchObject({
    code: 403,
    success: false,
    msg: MSG_REQ_REJECT,
  });
  expect(foreign.openStatus).toBe(before);
});
