/**
 * The simulator's access rules (services/mock/rules.ts, docs/security.md): every list and detail answers only the
 * records of tenants the caller may see (the platform all, a company its own), a record of another tenant reads as
 * absent to detail, update, removal and row actions, and a caller whose role lacks the family's permission gets
 * HTTP 403 with BladeX's 请求被拒绝.
 */
import { MSG_NOT_FOUND, MSG_REQ_REJECT } from '@services/mock/rules';
import { resourceTable } from '@services/mock/routes/resource-routes';
import { RESOURCES, requireResource } from '@services/resources/registry';
import type { OperationName, ResourceDefinition } from '@services/resources/types';
import { useSimulatorPerTest } from '../../support/simulator-per-test';
import { apiJson, loginOk } from './sim-helpers';

const world = useSimulatorPerTest();

type Row = Record<string, unknown>;
type Envelope = { code: number; success: boolean; msg: string; data: unknown };
type Page = { records: Row[]; total: number };

const PURCHASER = '300001';
const TENANT: Record<string, string> = { purchaser: PURCHASER, thirdparty: PURCHASER, supplier: '100001', provider: '200001' };

async function tokenOf(account: string): Promise<string> {
  return (await loginOk(account, account === 'admin' ? 'admin' : 'demo123', { tenantId: TENANT[account] ?? '000000' })).access_token;
}

async function call(token: string, method: 'GET' | 'POST', path: string, query: Record<string, string | number> = {}, body?: unknown) {
  const qs = new URLSearchParams(Object.entries(query).map(([k, v]) => [k, String(v)])).toString();
  return apiJson<Envelope>(`${path.replace(/\{\w+\}/g, String(query.id ?? ''))}${qs ? `?${qs}` : ''}`, {
    token,
    method,
    headers: body === undefined ? {} : { 'Content-Type': 'application/json' },
    ...(body === undefined ? {} : { body: JSON.stringify(body) }),
  });
}

const pathOf = (def: ResourceDefinition, name: OperationName) => {
  const op = def.operations[name];
  if (!op) throw new Error(`${def.key} has no ${name}`);
  return op.path;
};

async function page(token: string, path: string, query: Record<string, string | number> = {}): Promise<Row[]> {
  const r = await call(token, 'GET', path, { current: 1, size: 500, ...query });
  expect(r.status).toBe(200);
  expect(r.body.code).toBe(200);
  const data = r.body.data as Page | Row[];
  return Array.isArray(data) ? data : data.records;
}

const tenants = (rows: readonly Row[]) => new Set(rows.map((r) => String(r.tenantId ?? '000000')));

const refusedAsAbsent = (r: { status: number; body: Envelope }, msg = MSG_NOT_FOUND) => {
  expect(r.status).toBe(200);
  expect(r.body).toMatchObject({ code: 400, success: false, msg });
};

const rejected = (r: { status: number; body: Envelope }) => {
  expect(r.status).toBe(403);
  expect(r.body).toMatchObject({ code: 403, success: false, data: null, msg: MSG_REQ_REJECT });
};

// generic families of the registry a purchaser's role may read (served by the generic CRUD)
const GENERIC = ['grant-manage', 'shop-publish-record', 'shop-sendcard-record'];

describe('generic families', () => {
  test.each(GENERIC)('%s: the platform sees several tenants, a purchaser only its own', async (key) => {
    const def = requireResource(key);
    const list = pathOf(def, def.operations.page ? 'page' : 'list');
    const all = await page(await tokenOf('admin'), list);
    expect(tenants(all).size).toBeGreaterThan(1);
    expect(tenants(all)).toContain(PURCHASER);
    const own = await page(await tokenOf('purchaser'), list);
    expect(own.length).toBeGreaterThan(0);
    expect(tenants(own)).toEqual(new Set([PURCHASER]));
    expect(own.length).toBeLessThan(all.length);
  });

  // a family a service provider (200001) may change, and a purchaser may only read through its fleet screens
  const WRITABLE = 'cyh-fleet';
  const PROVIDER = '200001';

  test("another tenant's record reads as absent to detail, update and removal, and nothing changes", async () => {
    const def = requireResource(WRITABLE);
    const token = await tokenOf('provider');
    const rows = resourceTable(world.sim.db, def);
    const other = rows.find((r) => r.tenantId !== PROVIDER)!;
    const mine = rows.find((r) => r.tenantId === PROVIDER)!;
    const before = JSON.stringify(other);

    refusedAsAbsent(await call(token, 'GET', pathOf(def, 'detail'), { id: String(other.id) }));
    expect((await call(token, 'GET', pathOf(def, 'detail'), { id: String(mine.id) })).body).toMatchObject({
      code: 200,
      data: { id: mine.id },
    });
    refusedAsAbsent(await call(token, 'POST', pathOf(def, 'submit'), {}, { ...other, remark: 'x' }));
    refusedAsAbsent(await call(token, 'POST', pathOf(def, 'remove'), { ids: `${String(mine.id)},${String(other.id)}` }));
    expect(JSON.stringify(resourceTable(world.sim.db, def).find((r) => r.id === other.id))).toBe(before);
    // the batch with a foreign id removed nothing, not even the caller's own record
    expect(resourceTable(world.sim.db, def).some((r) => r.id === mine.id)).toBe(true);
    // its own record it may change
    const edited = await call(token, 'POST', pathOf(def, 'submit'), {}, { ...mine, remark: '服务商修改' });
    expect(edited.body).toMatchObject({ code: 200, data: { remark: '服务商修改', tenantId: PROVIDER } });

    // a purchaser reads the family (a sibling of its fleet screen) but sees none of it, and may not change it
    const purchaser = await tokenOf('purchaser');
    refusedAsAbsent(await call(purchaser, 'GET', pathOf(def, 'detail'), { id: String(other.id) }));
    rejected(await call(purchaser, 'POST', pathOf(def, 'submit'), {}, { ...other, remark: 'x' }));
    rejected(await call(purchaser, 'POST', pathOf(def, 'remove'), { ids: String(other.id) }));
    expect(JSON.stringify(resourceTable(world.sim.db, def).find((r) => r.id === other.id))).toBe(before);

    // the platform may change the same record
    const admin = await tokenOf('admin');
    expect((await call(admin, 'POST', pathOf(def, 'submit'), {}, { ...other, remark: '平台修改' })).body.code).toBe(200);
  });

  test('a record a company adds is its own: another company does not see it, the platform does', async () => {
    const def = requireResource(WRITABLE);
    const values = { fleetName: '新增车队甲', contactName: '李雷', contactPhone: '13800001111' };
    const added = await call(await tokenOf('provider'), 'POST', pathOf(def, 'submit'), {}, values);
    expect(added.body.code).toBe(200);
    const id = (added.body.data as Row).id;
    expect((added.body.data as Row).tenantId).toBe(PROVIDER);
    expect((await page(await tokenOf('admin'), pathOf(def, 'page'))).some((r) => r.id === id)).toBe(true);
    expect((await page(await tokenOf('purchaser'), pathOf(def, 'page'))).some((r) => r.id === id)).toBe(false);
  });

  test("a caller whose role lacks the family's permission gets HTTP 403 请求被拒绝, reading or writing", async () => {
    const def = requireResource(WRITABLE);
    const first = String(resourceTable(world.sim.db, def)[0]!.id);
    const third = await tokenOf('thirdparty');
    rejected(await call(third, 'GET', pathOf(def, 'page'), { current: 1, size: 10 }));
    rejected(await call(third, 'GET', pathOf(def, 'detail'), { id: first }));
    rejected(await call(third, 'POST', pathOf(def, 'remove'), { ids: first }));
    expect(resourceTable(world.sim.db, def).some((r) => String(r.id) === first)).toBe(true);
    // a purchaser has no coupon menu: the coupon families answer 403 too, while the platform reads them
    const coupons = RESOURCES.find((d) => d.area === 'coupons' && d.operations.page)!;
    rejected(await call(await tokenOf('purchaser'), 'GET', pathOf(coupons, 'page'), { current: 1, size: 10 }));
    expect((await call(await tokenOf('admin'), 'GET', pathOf(coupons, 'page'))).body.code).toBe(200);
  });
});

describe('fleets', () => {
  const FLEETS = pathOf(requireResource('fleet'), 'page');
  const memberDef = requireResource('fleet-member');
  const MEMBERS = pathOf(memberDef, memberDef.operations.page ? 'page' : 'list');
  const CARDS = '/api/cyhFleetMemberCard/cyhfleetmembercard/page';

  test("a purchaser sees its own fleets and only their members and cards; the platform sees every company's", async () => {
    const admin = await tokenOf('admin');
    const purchaser = await tokenOf('purchaser');
    const allFleets = await page(admin, FLEETS);
    expect(tenants(allFleets).size).toBeGreaterThan(1);
    const fleets = await page(purchaser, FLEETS);
    expect(fleets.length).toBeGreaterThan(0);
    expect(tenants(fleets)).toEqual(new Set([PURCHASER]));
    const ids = new Set(fleets.map((f) => String(f.id)));
    const members = await page(purchaser, MEMBERS);
    const cards = await page(purchaser, CARDS);
    expect(members.length).toBeGreaterThan(0);
    expect(members.every((m) => ids.has(String(m.fleetId)))).toBe(true);
    expect(cards.every((c) => ids.has(String(c.fleetId)))).toBe(true);
    expect((await page(admin, MEMBERS)).length).toBeGreaterThan(members.length);
  });

  test("another company's member card can be neither read nor recharged by a purchaser", async () => {
    const admin = await tokenOf('admin');
    const purchaser = await tokenOf('purchaser');
    const mine = new Set((await page(purchaser, FLEETS)).map((f) => String(f.id)));
    const foreign = (await page(admin, CARDS)).find((c) => !mine.has(String(c.fleetId)))!;
    expect(foreign).toBeDefined();
    const byId = await call(purchaser, 'GET', `/api/cyhFleetMemberCard/cyhfleetmembercard/getFleetMemberCardById/${String(foreign.id)}`);
    expect(byId.body.success).toBe(false);
    const before = foreign.balance;
    const r = await call(purchaser, 'POST', '/api/fleetMember/fleetmember/cardBalanceRecharge', {
      cardId: String(foreign.id),
      amount: 100,
    });
    expect(r.body.success).toBe(false);
    const after = (await page(admin, CARDS)).find((c) => c.id === foreign.id)!;
    expect(after.balance).toBe(before);
  });

  test('a caller without the fleet permission gets 403', async () => {
    rejected(await call(await tokenOf('thirdparty'), 'GET', FLEETS, { current: 1, size: 10 }));
  });
});

describe('orders', () => {
  const ORDERS = '/api/zytorder/order/pageViewList_v2';
  const DETAIL = '/api/zytorder/order/orderDetail_v2';

  test("the platform sees several companies' orders; a purchaser only its own, and another's detail reads as absent", async () => {
    const all = await page(await tokenOf('admin'), ORDERS);
    expect(tenants(all).size).toBeGreaterThan(1);
    const purchaser = await tokenOf('purchaser');
    const own = await page(purchaser, ORDERS);
    expect(own.length).toBeGreaterThan(0);
    expect(tenants(own)).toEqual(new Set([PURCHASER]));
    const foreign = all.find((o) => o.tenantId !== PURCHASER)!;
    refusedAsAbsent(await call(purchaser, 'GET', DETAIL, { id: String(foreign.id) }));
    expect((await call(purchaser, 'GET', DETAIL, { id: String(own[0]!.id) })).body.code).toBe(200);
  });

  test('a caller without the order permission gets 403', async () => {
    rejected(await call(await tokenOf('thirdparty'), 'GET', ORDERS, { current: 1, size: 10 }));
  });
});

describe('money and recharge', () => {
  test.each([
    ['withdraw-record', 'page'],
    ['supplier-account', 'page'],
    ['staff-recharge', 'page'],
    ['card-user', 'list'],
  ] as const)("%s: a purchaser sees only its own company's records", async (key, op) => {
    const path = pathOf(requireResource(key), op);
    const all = await page(await tokenOf('admin'), path);
    expect(all.length).toBeGreaterThan(0);
    const own = await page(await tokenOf('purchaser'), path);
    expect(own.every((r) => String(r.tenantId ?? '000000') === PURCHASER)).toBe(true);
  });

  test('a caller without the permission gets 403', async () => {
    rejected(await call(await tokenOf('thirdparty'), 'GET', pathOf(requireResource('withdraw-record'), 'page'), { current: 1, size: 10 }));
  });
});
