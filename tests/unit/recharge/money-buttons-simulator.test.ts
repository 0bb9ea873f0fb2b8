// @vitest-environment node
/**
 * The simulator behind the money buttons and the direct recharge's scope: a company recharge or discount files an
 * application of the company it is for (a company for itself only), the platform audits it and the company's balance
 * is credited; the companies a recharge may be spent at are the caller's own and those under it, with their stations;
 * the company extension list pages by `count` and filters by the company asked for.
 */
import { rechargeTable } from '@services/mock/approvals/review';
import { MONEY_MSG } from '@services/mock/effects/money';
import { SCOPE_MSG, subordinateTenants } from '@services/mock/recharge/scope';
import { table } from '@services/mock/recharge/store';
import { effectsSimulator, tokenOf, write } from '../mock/effects-helpers';

const sim = effectsSimulator();
const DEMO = 'demo123';

test('the platform files a company recharge for a company: pending, the company sees it, an auditor approves it', async () => {
  const admin = await tokenOf();
  const filed = await write<Record<string, unknown>>(admin, 'POST', '/api/company/recharge', {
    companyId: '300001',
    companyName: '顺达物流车队',
    amount: 123_456,
    payChannel: 3,
    remark: '月度预充',
  });
  expect(filed).toMatchObject({ success: true });
  const row = rechargeTable(sim.db)[0]!;
  expect(row).toMatchObject({
    companyName: '顺达物流车队',
    tenantId: '300001',
    amount: 123_456,
    rechargeStatus: 0,
    rechargeType: 'recharge',
  });

  // the company lists it; the maker cannot approve it, another platform auditor can
  const purchaser = await tokenOf('purchaser', DEMO, '300001');
  const listed = await write<{ records: Array<{ id: string }> }>(purchaser, 'GET', '/api/company/recharge/list', { current: 1, size: 50 });
  expect(listed.data.records.map((r) => String(r.id))).toContain(String(row.id));
  const decide = (token: string) =>
    write(token, 'POST', '/api/platform/recharge/update', { id: row.id, rechargeStatus: 1, auditRemark: '' }, {});
  expect(await decide(admin)).toMatchObject({ success: false });
  expect(await decide(await tokenOf('auditor', DEMO, '000000'))).toMatchObject({ success: true });
  expect(rechargeTable(sim.db).find((r) => r.id === row.id)).toMatchObject({ rechargeStatus: 1 });
});

test('a company applies for itself only; the platform itself is no company to recharge; a discount is marked as one', async () => {
  const purchaser = await tokenOf('purchaser', DEMO, '300001');
  const before = rechargeTable(sim.db).length;
  expect(await write(purchaser, 'POST', '/api/company/recharge', { companyId: '100001', amount: 100 })).toMatchObject({
    success: false,
    msg: MONEY_MSG.ownCompanyOnly,
  });
  expect(await write(await tokenOf(), 'POST', '/api/company/recharge', { companyId: '000000', amount: 100 })).toMatchObject({
    success: false,
    msg: MONEY_MSG.notForPlatform,
  });
  expect(await write(purchaser, 'POST', '/api/company/discount', { companyId: '300001', amount: 0 })).toMatchObject({ success: false });
  expect(rechargeTable(sim.db)).toHaveLength(before);
  expect(await write(purchaser, 'POST', '/api/company/discount', { companyId: '300001', amount: 8_800 })).toMatchObject({ success: true });
  expect(rechargeTable(sim.db)[0]).toMatchObject({ rechargeType: 'discount', amount: 8_800, tenantId: '300001' });
});

test('a recharge may be spent at the caller and the companies under it, and at their stations only', async () => {
  // the supplier's purchaser is under it; a company without subordinates has itself only
  expect(subordinateTenants(sim.db, '100001').map((t) => t.tenantId)).toEqual(['100001', '300001']);
  const provider = await tokenOf('provider', DEMO, '200001');
  const own = await write<Array<{ tenantId: string }>>(provider, 'GET', '/api/zyt/staff/selectAndSubordinateById', {});
  expect(own.data.map((c) => c.tenantId)).toEqual(['200001']);
  const admin = await tokenOf();
  const all = await write<Array<{ tenantId: string }>>(admin, 'GET', '/api/zyt/staff/selectAndSubordinateById', {});
  expect(all.data.map((c) => c.tenantId).sort()).toEqual(['100001', '200001', '300001']);
  const byName = await write<Array<{ tenantId: string }>>(admin, 'GET', '/api/zyt/staff/selectAndSubordinateById', { tenantName: '顺达' });
  expect(byName.data.map((c) => c.tenantId)).toEqual(['300001']);

  const sites = await write<Array<{ id: string; tenantId: string }>>(admin, 'POST', '/api/zyt/staff/selectSiteByTenantIdList', {
    tenantIds: ['300001'],
  });
  expect(sites.data.length).toBeGreaterThan(0);
  expect(new Set(sites.data.map((s) => s.tenantId))).toEqual(new Set(['300001']));
  expect(await write(provider, 'POST', '/api/zyt/staff/selectSiteByTenantIdList', { tenantIds: ['300001'] })).toMatchObject({
    success: false,
    msg: SCOPE_MSG.outside,
  });

  // a recharge naming a station of another company is refused; one of the picked company's is saved with its scope
  const other = table(sim.db, 'shell-site').find((s) => s.tenantId === '100001')!;
  const order = { staffPhones: ['13700001111'], amount: 1_000, totalAmount: 1_000, endTime: '2030-01-01 23:59:59', phone: '13800138000' };
  expect(await write(admin, 'POST', '/api/zyt/staff/saveOne', { ...order, tenantIds: ['300001'], siteIds: [other.id] })).toMatchObject({
    success: false,
    msg: SCOPE_MSG.siteOutside,
  });
  expect(await write(provider, 'POST', '/api/zyt/staff/saveOne', { ...order, tenantIds: ['300001'], siteIds: [] })).toMatchObject({
    success: false,
    msg: SCOPE_MSG.outside,
  });
  const saved = await write<Record<string, unknown>>(admin, 'POST', '/api/zyt/staff/saveOne', {
    ...order,
    tenantIds: ['300001'],
    siteIds: [sites.data[0]!.id],
  });
  expect(saved.data).toMatchObject({ tenantIds: ['300001'], siteIds: [sites.data[0]!.id] });
});

test('the company extension list pages by count and filters by the company asked for', async () => {
  const admin = await tokenOf();
  const page = (params: Record<string, unknown>) =>
    write<{ records: Array<{ id: string; companyId: string }>; total: number; current: number }>(
      admin,
      'GET',
      '/api/shell/companyext/list',
      params,
    );
  const first = await page({ count: 1, size: 2 });
  const second = await page({ count: 2, size: 2 });
  expect(first.data.records).toHaveLength(2);
  expect(second.data.current).toBe(2);
  expect(second.data.records.map((r) => r.id)).not.toContain(first.data.records[0]!.id);
  const one = await page({ count: 1, size: 50, companyId: '300001' });
  expect(one.data.records.length).toBeGreaterThan(0);
  expect(new Set(one.data.records.map((r) => r.companyId))).toEqual(new Set(['300001']));
  expect(one.data.total).toBeLessThan(first.data.total);
});
