/**
 * Segregation of duties in the simulated backend: a decision (approve, reject, issue cards, grant cards) needs the
 * family's permission in the caller's role, a record of a tenant the caller may see, and a caller who is not its
 * maker; otherwise HTTP 403 with the reason. Lists answer only the rows the caller's tenant may see.
 */
import { ROUTES, createSimulator, type Simulator } from '@services/mock/simulator';
import { startNodeSimulator } from '@services/mock/node';
import { auditTable, rechargeTable } from '@services/mock/approvals/review';
import { grantTable } from '@services/mock/approvals/card-grant';
import { companyGrantTable } from '@services/mock/approvals/company-grant-card';
import { MSG_NO_PERMISSION, MSG_OTHER_TENANT, MSG_SELF_APPROVAL, MSG_SELF_GRANT } from '@services/api/approvals/status';
import { resourceByKey } from '@services/resources/registry';
import { apiJson, loginOk } from './sim-helpers';

let sim: Simulator = createSimulator({ storage: null });
const node = startNodeSimulator(sim);
afterAll(() => node.close());
beforeEach(() => {
  sim = createSimulator({ storage: null });
  node.server.resetHandlers(...sim.handlers);
});

type Envelope = { code: number; success: boolean; msg: string; data: unknown };
type Page = { records: Array<Record<string, unknown>>; total: number };

const TENANT: Record<string, string> = { purchaser: '300001', supplier: '100001', provider: '200001' };
const PASSWORD: Record<string, string> = { admin: 'admin' };

async function tokenOf(account: string): Promise<string> {
  return (await loginOk(account, PASSWORD[account] ?? 'demo123', { tenantId: TENANT[account] ?? '000000' })).access_token;
}

async function call(token: string, method: 'GET' | 'POST', path: string, query: Record<string, string | number> = {}, body?: unknown) {
  const qs = new URLSearchParams(Object.entries(query).map(([k, v]) => [k, String(v)])).toString();
  return apiJson<Envelope>(`${path}${qs ? `?${qs}` : ''}`, {
    token,
    method,
    headers: body === undefined ? {} : { 'Content-Type': 'application/json' },
    ...(body === undefined ? {} : { body: JSON.stringify(body) }),
  });
}

const forbidden = (r: { status: number; body: Envelope }, msg: string) => {
  expect(r.status).toBe(403);
  expect(r.body).toMatchObject({ code: 403, success: false, msg });
};

const userId = (account: string) => sim.db.users.find((u) => u.account === account)!.id;
const DECIDE = '/api/platform/recharge/update';
const LIST = '/api/commpanyrecharge/commpanyrecharge/list';

describe('recharge applications', () => {
  test("a purchaser sees only its own company's applications and balances, and cannot decide any", async () => {
    const purchaser = await tokenOf('purchaser');
    const page = (await call(purchaser, 'GET', LIST, { current: 1, size: 200 })).body.data as Page;
    expect(page.total).toBeGreaterThan(0);
    expect(new Set(page.records.map((r) => r.companyName))).toEqual(new Set(['顺达物流车队']));
    expect(page.records.every((r) => r.tenantId === '300001')).toBe(true);
    // the platform list of the same table and the company capital list are scoped the same way
    for (const path of ['/api/platform/approval/list', '/api/company/recharge/list']) {
      const other = (await call(purchaser, 'GET', path, { current: 1, size: 200 })).body.data as Page;
      expect(other.records.every((r) => r.tenantId === '300001')).toBe(true);
    }
    // 华北石化's ¥8,000 application filed by the platform admin: invisible and not decidable
    const foreign =
      rechargeTable(sim.db).find(
        (r) =>
          r.companyName === '华北石化能源供应有限公司' &&
          r.amount === 800_000 &&
          r.rechargeStatus === 0 &&
          r.createUser === userId('admin'),
      ) ?? rechargeTable(sim.db).find((r) => r.companyName === '华北石化能源供应有限公司')!;
    foreign.rechargeStatus = 0;
    expect((await call(purchaser, 'GET', `${LIST}`, { id: String(foreign.id) })).body.data).toMatchObject({ total: 0 });
    forbidden(await call(purchaser, 'POST', DECIDE, { id: String(foreign.id), rechargeStatus: 1, auditRemark: '' }), MSG_NO_PERMISSION);
    expect(foreign.rechargeStatus).toBe(0);
  });

  test('the platform sees every company; the supplier, without 企业充值, sees none; once granted, only its own', async () => {
    const auditor = await tokenOf('auditor');
    const all = (await call(auditor, 'GET', LIST, { current: 1, size: 200 })).body.data as Page;
    expect(new Set(all.records.map((r) => r.tenantId))).toEqual(new Set(['300001', '100001', '200001']));
    forbidden(await call(await tokenOf('supplier'), 'GET', LIST, { current: 1, size: 200 }), '请求被拒绝');
    // the supplier's role granted the company recharge page: its own company's applications only
    const supplier = sim.db.users.find((u) => u.account === 'supplier')!;
    const role = sim.db.roles.find((r) => supplier.roleIds.includes(r.id))!;
    role.menuIds.push(sim.db.menus.find((m) => m.code === 'companyRecharge_view')!.id);
    const own = (await call(await tokenOf('supplier'), 'GET', LIST, { current: 1, size: 200 })).body.data as Page;
    expect(own.total).toBeGreaterThan(0);
    expect(own.records.every((r) => r.tenantId === '100001' && r.companyName === '华北石化能源供应有限公司')).toBe(true);
  });

  test('the applicant cannot decide their own application (403), another auditor can', async () => {
    const admin = await tokenOf('admin');
    const own = rechargeTable(sim.db).find((r) => r.createUser === userId('admin'))!;
    own.rechargeStatus = 0;
    const id = String(own.id);
    forbidden(await call(admin, 'POST', DECIDE, { id, rechargeStatus: 1, auditRemark: '' }), MSG_SELF_APPROVAL);
    forbidden(await call(admin, 'POST', DECIDE, { id, rechargeStatus: 2, auditRemark: '资料不全' }), MSG_SELF_APPROVAL);
    expect(own.rechargeStatus).toBe(0);
    const auditor = await tokenOf('auditor');
    expect((await call(auditor, 'POST', DECIDE, { id, rechargeStatus: 1, auditRemark: '' })).body.code).toBe(200);
    expect(own.rechargeStatus).toBe(1);
  });

  test("a company user with a review permission still cannot decide another tenant's record", async () => {
    // give the supplier's role the platform review button: the tenant rule still holds
    const supplier = sim.db.users.find((u) => u.account === 'supplier')!;
    const role = sim.db.roles.find((r) => supplier.roleIds.includes(r.id))!;
    const audit = sim.db.menus.find((m) => m.code === 'rechargeAudit_audit')!;
    role.menuIds.push(audit.id);
    const token = await tokenOf('supplier');
    const foreign = rechargeTable(sim.db).find((r) => r.tenantId === '300001')!;
    foreign.rechargeStatus = 0;
    forbidden(await call(token, 'POST', DECIDE, { id: String(foreign.id), rechargeStatus: 1, auditRemark: '' }), MSG_OTHER_TENANT);
    expect(foreign.rechargeStatus).toBe(0);
  });

  test('every other review family refuses the applicant and a role without its permission', async () => {
    const admin = await tokenOf('admin');
    const purchaser = await tokenOf('purchaser');
    for (const [key, field] of [
      ['fleet-fund', 'auditStatus'],
      ['shop-apply-record', 'auditStatus'],
      ['escrow-recharge', 'rechargeStatus'],
    ] as const) {
      const path = resourceByKey(key)!.actions.find((a) => a.name === 'audit')!.path;
      const f = { defKey: key, statusField: field, action: 'audit' };
      const rows = auditTable(sim.db, f);
      const mine = rows.find((r) => r.createUser === userId('admin'))!;
      mine[field] = 0;
      forbidden(await call(admin, 'POST', path, { id: String(mine.id), [field]: 1, auditRemark: '' }), MSG_SELF_APPROVAL);
      const theirs = rows.find((r) => r.createUser === userId('purchaser'))!;
      theirs[field] = 0;
      forbidden(await call(purchaser, 'POST', path, { id: String(theirs.id), [field]: 1, auditRemark: '' }), MSG_NO_PERMISSION);
      expect(mine[field]).toBe(0);
      expect(theirs[field]).toBe(0);
    }
  });
});

describe('card grants', () => {
  test('whoever drafted or sent a grant for approval cannot approve it; an auditor can', async () => {
    const admin = await tokenOf('admin');
    const created = await call(
      admin,
      'POST',
      '/api/company/grant/saveOrUpdate',
      {},
      { grantName: '职责分离测试', cardQuantity: 2, cardAmount: 10_000, endTime: '2026-12-31' },
    );
    const id = String((created.body.data as { id: string }).id);
    expect((await call(admin, 'POST', '/api/company/grant/ensure', {}, { id })).body.code).toBe(200);
    forbidden(await call(admin, 'GET', '/api/company/approval/send/card', { id }), MSG_SELF_GRANT);
    const purchaser = await tokenOf('purchaser');
    // another tenant's grant is not found at all, and the purchaser has no approve permission
    expect((await call(purchaser, 'GET', '/api/company/grant/detail', { id })).body.code).toBe(400);
    forbidden(await call(purchaser, 'GET', '/api/company/approval/send/card', { id }), MSG_NO_PERMISSION);
    const auditor = await tokenOf('auditor');
    expect((await call(auditor, 'GET', '/api/company/approval/send/card', { id })).body.code).toBe(200);
    expect(grantTable(sim.db).find((r) => String(r.id) === id)!.grantStatus).toBe(2);
  });

  test('editing a draft makes its editor a maker too', async () => {
    const admin = await tokenOf('admin');
    const draft = grantTable(sim.db).find((r) => r.grantStatus === 0)!;
    expect(draft.createUser).not.toBe(userId('admin'));
    const id = String(draft.id);
    await call(
      admin,
      'POST',
      '/api/company/grant/saveOrUpdate',
      {},
      { id, grantName: '改过的发放', cardQuantity: 2, cardAmount: 10_000, endTime: '2026-12-31' },
    );
    const auditor = await tokenOf('auditor');
    expect((await call(auditor, 'POST', '/api/company/grant/ensure', {}, { id })).body.code).toBe(200);
    forbidden(await call(admin, 'GET', '/api/company/approval/send/card', { id }), MSG_SELF_GRANT);
    forbidden(await call(auditor, 'GET', '/api/company/approval/send/card', { id }), MSG_SELF_GRANT);
    const auditor2 = await tokenOf('auditor2');
    expect((await call(auditor2, 'GET', '/api/company/approval/send/card', { id })).body.code).toBe(200);
  });
});

describe('company grant cards', () => {
  test('the drafter cannot grant the cards; the platform can; a purchaser has no grant permission', async () => {
    const purchaser = await tokenOf('purchaser');
    const draft = companyGrantTable(sim.db).find((r) => r.grantStatus === 0)!;
    expect(draft.createUser).toBe(userId('purchaser'));
    forbidden(await call(purchaser, 'POST', '/api/cfx/companygrantcard/submitGrantCard', {}, { id: draft.id }), MSG_NO_PERMISSION);
    const admin = await tokenOf('admin');
    const created = await call(
      admin,
      'POST',
      '/api/cfx/companygrantcard/submit',
      {},
      { grantName: '职责分离卡', cardQuantity: 1, cardAmount: 10_000, endTime: '2026-12-31' },
    );
    const mine = (created.body.data as { id: string }).id;
    forbidden(await call(admin, 'POST', '/api/cfx/companygrantcard/submitGrantCard', {}, { id: mine }), MSG_SELF_GRANT);
    expect((await call(admin, 'POST', '/api/cfx/companygrantcard/submitGrantCard', {}, { id: draft.id })).body.code).toBe(200);
    const auditor = await tokenOf('auditor');
    expect((await call(auditor, 'POST', '/api/cfx/companygrantcard/submitGrantCard', {}, { id: mine })).body.code).toBe(200);
  });
});

describe('the decision guard', () => {
  test('every decision route declares its buttons', () => {
    const decisions = ROUTES.filter((r) => r.decision);
    expect(decisions.map((r) => r.path)).toEqual(
      expect.arrayContaining([DECIDE, '/api/company/approval/send/card', '/api/cfx/companygrantcard/submitGrantCard']),
    );
    for (const r of decisions) expect(r.decision!.length).toBeGreaterThan(0);
  });

  test('a role without the button is refused (403) before the handler looks for the record', async () => {
    const purchaser = await tokenOf('purchaser');
    // with a real record the handler would refuse another tenant's record or the maker; with none it would say 数据不存在:
    // 没有审核权限 for both shows the refusal comes from the guard, ahead of the handler
    const missing = 'no-such-record';
    forbidden(await call(purchaser, 'POST', DECIDE, { id: missing, rechargeStatus: 1, auditRemark: '' }), MSG_NO_PERMISSION);
    forbidden(await call(purchaser, 'GET', '/api/company/approval/send/card', { id: missing }), MSG_NO_PERMISSION);
    forbidden(await call(purchaser, 'POST', '/api/cfx/companygrantcard/submitGrantCard', {}, { id: missing }), MSG_NO_PERMISSION);
    // the same caller, given the button, reaches the handler
    const purchaserUser = sim.db.users.find((u) => u.account === 'purchaser')!;
    const role = sim.db.roles.find((r) => purchaserUser.roleIds.includes(r.id))!;
    role.menuIds.push(sim.db.menus.find((m) => m.code === 'rechargeAudit_audit')!.id);
    const reached = await call(await tokenOf('purchaser'), 'POST', DECIDE, { id: missing, rechargeStatus: 1, auditRemark: '' });
    expect(reached.body).toMatchObject({ code: 400, msg: '数据不存在' });
  });
});
