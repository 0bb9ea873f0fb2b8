/**
 * The simulated backend of the split-account onboarding (docs/flows.md "Split-account onboarding";
 * services/mock/routes/split-account-routes.ts): a saved record walks createAccount → uploadAccPic (multipart) →
 * contractSubmit → contractConfirm, each only from the status before it; records are the caller's tenant's; a save
 * never sets the status. Also the binding's check after a lost answer, and the registry's labels of the status.
 */
import { createSimulator, type Simulator } from '@services/mock/simulator';
import { startNodeSimulator } from '@services/mock/node';
import { resourceTable } from '@services/mock/routes/resource-routes';
import * as api from '@services/api/split-account/calls';
import { SPLIT_ACCOUNT_STATUS } from '@services/api/split-account/status';
import { requireResource } from '@services/resources/registry';
import { resourcesZh } from '@services/resources/texts-zh';
import { resourcesEn } from '@services/resources/texts-en';
import { http } from '@services/http/client';
import * as client from '@services/api/resource-client';
import { ApiError } from '@services/http/errors';
import { findSplitAccountWrite } from '@/screens/recharge/split-account-machine';
import { resetBrowserState, signIn } from '../../support/render-console';

let sim: Simulator = createSimulator({ storage: null });
const node = startNodeSimulator(sim);
afterAll(() => node.close());

const DETAILS: api.SplitAccountDetails = {
  companyName: '江苏顺达物流有限公司',
  creditCode: '91110108MA01KQ7X3K',
  legalPerson: '周建国',
  legalIdCard: '11010519491231002X',
  legalPhone: '13800138000',
  bankName: '中国工商银行南京分行',
  bankCardNumber: '6222020200112233446',
};
const PNG = new File(['png'], 'licence.png', { type: 'image/png' });
const ILLEGAL = '当前状态不允许该操作';

beforeEach(async () => {
  resetBrowserState();
  sim = createSimulator({ storage: null });
  node.server.resetHandlers(...sim.handlers);
  await signIn(sim, 'supplier', 'demo123', '100001');
});

const refusal = async (p: Promise<unknown>) => {
  const e = await p.then(
    () => null,
    (err: unknown) => err,
  );
  expect(e).toBeInstanceOf(ApiError);
  return (e as ApiError & { serverMessage?: string }).serverMessage;
};
const step = (s: api.SplitAccountStep, id: string, pictures: File[] = []) => api.runStep(s, id, pictures, `k-${s}-${id}`);

test('a saved record walks every step in order to 已签约, each step storing its status', async () => {
  const saved = await api.saveDetails(DETAILS, 'k1');
  expect(saved).toMatchObject({ ...DETAILS, openStatus: SPLIT_ACCOUNT_STATUS.saved.code, stage: 0 });
  const row = resourceTable(sim.db, requireResource('ent-account')).find((r) => r.id === saved.id)!;
  expect(row.tenantId).toBe('100001');
  await step('createAccount', saved.id);
  expect(await api.readSplitAccount(saved.id)).toMatchObject({ openStatus: 1, stage: 1, accountNo: expect.stringMatching(/^EA\d+/) });
  await step('uploadAccPic', saved.id, [PNG, PNG]);
  expect(await api.readSplitAccount(saved.id)).toMatchObject({ openStatus: 2, accPicCount: 2 });
  await step('contractSubmit', saved.id);
  expect((await api.readSplitAccount(saved.id)).openStatus).toBe(3);
  await step('contractConfirm', saved.id);
  const signed = await api.readSplitAccount(saved.id);
  expect(signed).toMatchObject({ openStatus: SPLIT_ACCOUNT_STATUS.signed.code, stage: 4 });
  expect(signed.signTime).not.toBe('');
});

test('a step out of order is refused with 当前状态不允许该操作 and changes nothing', async () => {
  const saved = await api.saveDetails(DETAILS, 'k1');
  expect(await refusal(step('contractSubmit', saved.id))).toBe(ILLEGAL);
  expect(await refusal(step('uploadAccPic', saved.id, [PNG]))).toBe(ILLEGAL);
  await step('createAccount', saved.id);
  // a step taken is not taken again
  expect(await refusal(step('createAccount', saved.id))).toBe(ILLEGAL);
  expect(await refusal(step('contractConfirm', saved.id))).toBe(ILLEGAL);
  expect((await api.readSplitAccount(saved.id)).openStatus).toBe(1);
});

test('uploadAccPic needs image files in a multipart body', async () => {
  const saved = await api.saveDetails(DETAILS, 'k1');
  await step('createAccount', saved.id);
  expect(await refusal(step('uploadAccPic', saved.id, []))).toBe('请上传开户资料图片');
  expect(await refusal(step('uploadAccPic', saved.id, [new File(['x'], 'a.txt', { type: 'text/plain' })]))).toBe('开户资料须为图片文件');
  expect(await refusal(http.post(api.stepUrl('uploadAccPic', saved.id), { file: 'licence.png' }))).toBe('请上传开户资料图片');
  expect((await api.readSplitAccount(saved.id)).openStatus).toBe(1);
});

test("another tenant's record reads as absent and its steps are refused", async () => {
  const other = sim.db.tenants.find((t) => t.tenantId !== '100001' && t.tenantId !== '000000')!.tenantId;
  resourceTable(sim.db, requireResource('ent-account')).unshift({ id: '1990000000000000009', ...DETAILS, openStatus: 0, tenantId: other });
  expect(await refusal(step('createAccount', '1990000000000000009'))).toBe('数据不存在');
  expect(await refusal(api.readSplitAccount('1990000000000000009'))).toBe('数据不存在');
  // an edit of its details is refused too
  expect(await refusal(http.post(api.splitAccountPath('submit'), { id: '1990000000000000009', ...DETAILS }))).toBe('数据不存在');
  const row = resourceTable(sim.db, requireResource('ent-account')).find((r) => r.id === '1990000000000000009')!;
  expect(row.openStatus).toBe(0);
});

test('a save never sets the status: a new record is 待开户, an edit keeps its status', async () => {
  const saved = await api.saveDetails({ ...DETAILS, openStatus: 4 } as unknown as api.SplitAccountDetails, 'k1');
  expect(saved.openStatus).toBe(0);
  await step('createAccount', saved.id);
  await http.post(api.splitAccountPath('submit'), { id: saved.id, ...DETAILS, bankName: '招商银行', openStatus: 4 });
  expect(await api.readSplitAccount(saved.id)).toMatchObject({ openStatus: 1, bankName: '招商银行' });
  expect(await refusal(http.post(api.splitAccountPath('submit'), { companyName: '缺字段公司' }))).toMatch(/不能为空$/);
});

test('after a lost answer the record read again tells whether a write happened', async () => {
  const signal = new AbortController().signal;
  expect(await findSplitAccountWrite({ write: 'save', id: null, details: DETAILS }, 0, signal)).toEqual({ found: false });
  const saved = await api.saveDetails(DETAILS, 'k1');
  expect(await findSplitAccountWrite({ write: 'save', id: null, details: DETAILS }, 0, signal)).toMatchObject({
    found: true,
    record: { id: saved.id },
  });
  expect(await findSplitAccountWrite({ write: 'createAccount', id: saved.id }, 0, signal)).toEqual({ found: false });
  await step('createAccount', saved.id);
  expect(await findSplitAccountWrite({ write: 'createAccount', id: saved.id }, 0, signal)).toMatchObject({ found: true });
});

test("the registry's status labels are the status module's", () => {
  const codes = Object.values(SPLIT_ACCOUNT_STATUS);
  expect(resourcesZh.enum.accountOpenStatus).toEqual(Object.fromEntries(codes.map((s) => [String(s.code), s.zh])));
  expect(resourcesEn.enum.accountOpenStatus).toEqual(Object.fromEntries(codes.map((s) => [String(s.code), s.en])));
});

test('上传商户资料 (uploadLocalmchnt) needs a file, a name and a credit code, and registers a credit code once per tenant', async () => {
  const action = requireResource('ent-account').actions.find((a) => a.name === 'uploadLocalMchnt')!;
  const upload = (inputs: Record<string, string>, files: File[], key: string) =>
    client.runAction(action, { inputs, files: { file: files } }, { idempotencyKey: key });
  const named = { companyName: '常州运达物流有限公司', creditCode: '91320400MA1XYZ1234' };
  expect(await refusal(upload(named, [], 'u1'))).toBe('请选择文件');
  expect(await refusal(upload({ ...named, companyName: ' ' }, [PNG], 'u2'))).toBe('请输入企业名称');
  await upload(named, [PNG], 'u3');
  const row = resourceTable(sim.db, requireResource('ent-account')).find((r) => r.creditCode === named.creditCode)!;
  expect(row).toMatchObject({ ...named, openStatus: 0, tenantId: '100001', mchntFiles: 'licence.png' });
  expect(await refusal(upload(named, [PNG], 'u4'))).toBe('该企业已登记，请勿重复上传');
});
