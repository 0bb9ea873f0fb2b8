/**
 * The simulated backend's business information (services/mock/routes/business-info-routes.ts) through the console's
 * own calls (services/api/enterprise.ts): scoped to the caller's tenant, an application is stored pending and filed in
 * the business approval list, whose decision is then its status and, approved, an identity the company holds.
 */
import { createSimulator, type Simulator } from '@services/mock/simulator';
import { startNodeSimulator } from '@services/mock/node';
import { businessInfoTable, BUSINESS_INFO_MSG } from '@services/mock/routes/business-info-routes';
import { fetchBaseInfo, fetchBusinessInfo, saveBusinessInfo, type BusinessInfoSave } from '@services/api/enterprise';
import { fetchRoleTypes } from '@services/api/shell';
import { loadReviewRecord, sendDecision } from '@services/api/approvals/review';
import { ApiError } from '@services/http/errors';
import { REVIEW_STATUS } from '@services/api/approvals/status';
import { resetBrowserState, signIn } from '../../support/render-console';

let sim: Simulator = createSimulator({ storage: null });
const node = startNodeSimulator(sim);
afterAll(() => node.close());

beforeEach(() => {
  resetBrowserState();
  sim = createSimulator({ storage: null });
  node.server.resetHandlers(...sim.handlers);
});

const as = (account: string, tenantId: string) => signIn(sim, account, account === 'admin' ? 'admin' : 'demo123', tenantId);

/** The supplier's company without any identity yet. */
function blankSupplier() {
  sim.db.tenants.find((t) => t.tenantId === '100001')!.tenantType = '';
  const rows = businessInfoTable(sim.db);
  for (let i = rows.length - 1; i >= 0; i -= 1) if (rows[i]!.tenantId === '100001') rows.splice(i, 1);
}

const application = (over: Partial<BusinessInfoSave> = {}): BusinessInfoSave => ({
  tenantId: '100001',
  type: '1',
  companyName: '华北石化能源供应有限公司',
  creditCode: '91120116MA05JQ1X8K',
  legalPerson: '李建国',
  contactName: '李建国',
  contactPhone: '13812345678',
  address: '天津市滨海新区港城大道16号',
  bankName: '中国银行',
  bankCardNumber: '6216600100001234567',
  licenseUrl: '',
  ...over,
});

const refusalOf = async (p: Promise<unknown>) => {
  const e = await p.then(
    () => null,
    (err: unknown) => err,
  );
  expect(e).toBeInstanceOf(ApiError);
  return e as ApiError;
};

test('a company reads its own information only: another tenant’s reads as absent, a save naming it is refused', async () => {
  await as('purchaser', '300001');
  expect(await fetchBusinessInfo('300001', '3')).toMatchObject({ companyName: '顺达物流车队', auditStatus: REVIEW_STATUS.approved });
  expect(await fetchBusinessInfo('100001', '1')).toBeNull();
  expect(await fetchBaseInfo('100001')).toBeNull();
  expect(await fetchBaseInfo('300001')).toMatchObject({ tenantName: '顺达物流车队' });
  const e = await refusalOf(saveBusinessInfo(application({ type: '1' }), 'k-1'));
  expect(e.message).toBe(BUSINESS_INFO_MSG.otherTenant);
  expect(businessInfoTable(sim.db).filter((r) => r.tenantId === '100001')).toHaveLength(1);
});

test('an application is stored pending, filed for approval under its id, and its approval makes it an identity the company holds', async () => {
  blankSupplier();
  await as('supplier', '100001');
  expect(await fetchRoleTypes()).toEqual([]);
  const saved = await saveBusinessInfo(application(), 'k-apply');
  expect(saved).toMatchObject({ tenantId: '100001', type: '1', auditStatus: REVIEW_STATUS.pending });
  expect(await fetchBusinessInfo('100001', '1')).toMatchObject({ creditCode: '91120116MA05JQ1X8K', auditStatus: REVIEW_STATUS.pending });
  // pending: not changed again, and the other top-level identity is closed to a company applying for this one
  expect((await refusalOf(saveBusinessInfo(application({ id: String(saved!.id) }), 'k-again'))).message).toBe(BUSINESS_INFO_MSG.pending);
  expect((await refusalOf(saveBusinessInfo(application({ type: '2' }), 'k-provider'))).message).toBe(BUSINESS_INFO_MSG.notAllowed);
  // the approval screens' own calls: the platform finds it in the business approval list and approves it
  const id = String(saved!.id);
  resetBrowserState();
  await as('admin', '000000');
  const filed = await loadReviewRecord('business-approval', id);
  expect(filed).toMatchObject({ companyName: '华北石化能源供应有限公司', auditStatus: REVIEW_STATUS.pending, tenantId: '100001' });
  await sendDecision('business-approval', 'approve', filed, '', 'k-approve');

  resetBrowserState();
  await as('supplier', '100001');
  expect(await fetchBusinessInfo('100001', '1')).toMatchObject({ auditStatus: REVIEW_STATUS.approved });
  expect(await fetchRoleTypes()).toEqual(['1']);
});

test('a save is validated as a backend would: credit code, phone, bank account, required fields', async () => {
  blankSupplier();
  await as('supplier', '100001');
  expect((await refusalOf(saveBusinessInfo(application({ creditCode: '12345' }), 'a'))).message).toBe(BUSINESS_INFO_MSG.creditCode);
  expect((await refusalOf(saveBusinessInfo(application({ contactPhone: '1381234567' }), 'b'))).message).toBe(
    BUSINESS_INFO_MSG.contactPhone,
  );
  expect((await refusalOf(saveBusinessInfo(application({ bankCardNumber: '6216-6001' }), 'c'))).message).toBe(
    BUSINESS_INFO_MSG.bankCardNumber,
  );
  expect((await refusalOf(saveBusinessInfo(application({ legalPerson: ' ' }), 'd'))).message).toBe(
    BUSINESS_INFO_MSG.required('法定代表人'),
  );
  // a child company cannot become a supplier; a top-level one cannot become a purchaser
  expect((await refusalOf(saveBusinessInfo(application({ type: '3' }), 'e'))).message).toBe(BUSINESS_INFO_MSG.notAllowed);
  expect(businessInfoTable(sim.db).filter((r) => r.tenantId === '100001')).toHaveLength(0);
});
