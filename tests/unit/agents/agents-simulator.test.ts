/**
 * The simulated backend of agents (services/mock/agents/agents.ts): a new agent is 待审核 until reviewed, an edit keeps
 * the decision, a rejected agent is sent again with submit, first agents are the approved first-level ones, a
 * removal is refused while second-level agents work under the agent, and sites change only for an approved agent
 * (a fleet's among the agent's own). Also the supplier information and the site distributors' batch update.
 */
import { createSimulator, type Simulator } from '@services/mock/simulator';
import { startNodeSimulator } from '@services/mock/node';
import { resourceTable } from '@services/mock/routes/resource-routes';
import * as api from '@services/api/agents/calls';
import * as info from '@services/api/agents/partners';
import { AGENT_AUDIT, AGENT_MSG, basisPointsToPercent, percentToBasisPoints } from '@services/api/agents/rules';
import { requireResource } from '@services/resources/registry';
import { infoTable } from '@services/mock/agents/partners';
import { http } from '@services/http/client';
import { ApiError } from '@services/http/errors';
import { resetBrowserState, signIn } from '../../support/render-console';

let sim: Simulator = createSimulator({ storage: null });
const node = startNodeSimulator(sim);
afterAll(() => node.close());

beforeEach(async () => {
  resetBrowserState();
  sim = createSimulator({ storage: null });
  node.server.resetHandlers(...sim.handlers);
  await signIn(sim);
});

const refusal = async (p: Promise<unknown>) => {
  const e = await p.then(
    () => null,
    (err: unknown) => err,
  );
  expect(e).toBeInstanceOf(ApiError);
  return (e as ApiError & { serverMessage?: string }).serverMessage;
};
const table = (key: string) => resourceTable(sim.db, requireResource(key));
const NEW: api.AgentBody = { agentName: '苏州畅行能源代理', contactName: '陈立', phone: '13912345678', agentLevel: 1, ratio: 525 };
let n = 0;
const key = () => `k-${++n}`;

test('percentages become basis points and back; a bad ratio is refused before sending', () => {
  expect(percentToBasisPoints('5.25')).toBe(525);
  expect(percentToBasisPoints('100')).toBe(10000);
  expect(percentToBasisPoints('0.5')).toBe(50);
  for (const bad of ['100.01', '5.255', '-1', 'abc', '']) expect(percentToBasisPoints(bad)).toBeNull();
  expect(basisPointsToPercent(525)).toBe('5.25');
  expect(basisPointsToPercent(1000)).toBe('10');
  expect(basisPointsToPercent(50)).toBe('0.5');
});

test('a new agent is 待审核 with an activation code; an edit keeps its decision; the platform reads it by id', async () => {
  const saved = await api.saveAgent(NEW, key());
  expect(saved).toMatchObject({ agentName: NEW.agentName, auditStatus: AGENT_AUDIT.pending, ratio: 525 });
  const id = String(saved!.id);
  expect(table('admin-agent')[0]!.id).toBe(id);
  expect(String(table('admin-agent')[0]!.activationCode)).toMatch(/^AG\d{6}$/);
  await api.saveAgent({ ...NEW, id, contactName: '陈立新', ratio: 600 }, key());
  expect(await api.adminAgent(id)).toMatchObject({ contactName: '陈立新', ratio: 600, auditStatus: AGENT_AUDIT.pending });
});

test('bad details are refused with their message and store nothing', async () => {
  const before = table('admin-agent').length;
  expect(await refusal(api.saveAgent({ ...NEW, phone: '1391234' }, key()))).toBe(AGENT_MSG.phone);
  expect(await refusal(api.saveAgent({ ...NEW, ratio: 10001 }, key()))).toBe(AGENT_MSG.ratio);
  expect(await refusal(api.saveAgent({ ...NEW, agentLevel: 2, parentAgentId: '' }, key()))).toBe(AGENT_MSG.parent);
  await api.saveAgent(NEW, key());
  expect(await refusal(api.saveAgent({ ...NEW, agentName: '另一家' }, key()))).toBe(AGENT_MSG.phoneTaken);
  expect(table('admin-agent').length).toBe(before + 1);
});

test('first agents are the approved first-level agents; a second-level agent works under one of them', async () => {
  const first = await api.firstAgents();
  expect(first.length).toBeGreaterThan(0);
  expect(first.every((r) => Number(r.agentLevel) === 1 && Number(r.auditStatus) === AGENT_AUDIT.approved)).toBe(true);
  const parent = String(first[0]!.id);
  const child = await api.saveAgent({ ...NEW, agentLevel: 2, parentAgentId: parent }, key());
  expect(child).toMatchObject({ parentAgentId: parent, parentAgentName: first[0]!.agentName });
  // the parent cannot go while its second-level agent is there; both together can
  expect(await refusal(api.removeAgents([parent], key()))).toBe(AGENT_MSG.hasChildren);
  await api.removeAgents([parent, String(child!.id)], key());
  expect(table('admin-agent').some((r) => String(r.id) === parent)).toBe(false);
});

test('only a rejected agent is sent again, and it is 待审核 after', async () => {
  const saved = await api.saveAgent(NEW, key());
  const row = table('admin-agent').find((r) => r.id === saved!.id)!;
  expect(await refusal(api.resubmitAgent(row, key()))).toBe(AGENT_MSG.notRejected);
  row.auditStatus = AGENT_AUDIT.rejected;
  await api.resubmitAgent({ ...row, contactName: '陈立' }, key());
  expect((await api.agentDetail(String(row.id))).auditStatus).toBe(AGENT_AUDIT.pending);
});

test("sites change only for an approved agent; a fleet's sites must be the agent's own", async () => {
  const pending = await api.saveAgent(NEW, key());
  const stations = table('zyt-shell')
    .slice(0, 3)
    .map((r) => String(r.id));
  expect(await refusal(api.changeSites(api.AGENT_SITE, { agentId: String(pending!.id), siteIds: stations }, key()))).toBe(
    AGENT_MSG.notApproved,
  );
  const agentId = String((await api.firstAgents())[0]!.id);
  await api.changeSites(api.AGENT_SITE, { agentId, siteIds: stations.slice(0, 2) }, key());
  expect((await api.sitesOf(api.AGENT_SITE, { agentId })).map((r) => String(r.siteId)).sort()).toEqual(stations.slice(0, 2).sort());
  const fleetId = String(table('fleet')[0]!.id);
  expect(await refusal(api.changeSites(api.FLEET_SITE, { agentId, fleetId, siteIds: [stations[2]!] }, key()))).toBe(AGENT_MSG.notOwnSite);
  await api.changeSites(api.FLEET_SITE, { agentId, fleetId, siteIds: [stations[0]!] }, key());
  expect((await api.sitesOf(api.FLEET_SITE, { agentId, fleetId })).map((r) => String(r.siteId))).toEqual([stations[0]]);
  // dropping a site from the agent drops it from its fleets
  await api.changeSites(api.AGENT_SITE, { agentId, siteIds: [stations[1]!] }, key());
  expect(await api.sitesOf(api.FLEET_SITE, { agentId, fleetId })).toEqual([]);
});

test('supplier information: provinces and their cities, saved per merchant type and read back', async () => {
  const provinces = await info.provinces();
  const gd = provinces.find((p) => p.name === '广东省')!;
  const cities = await info.citiesOf(gd.id);
  expect(cities.map((c) => c.name)).toContain('深圳市');
  const body = {
    merchantType: 1,
    tenantName: '深圳南油供应链有限公司',
    creditCode: '91440300MA5FXXXX1A',
    contactName: '林海',
    contactPhone: '13800138000',
    province: gd.id,
    city: cities[0]!.id,
    address: '南山区科技园',
    bankName: '招商银行深圳分行',
    bankAccountName: '深圳南油供应链有限公司',
    bankCardNumber: '6225880112345678',
  };
  expect(await refusal(info.saveTenantInfo({ ...body, city: '330100' }, key()))).toBe(info.SUPPLIER_INFO_MSG.city);
  expect(await refusal(info.saveTenantInfo({ ...body, contactPhone: '12' }, key()))).toBe(info.SUPPLIER_INFO_MSG.phone);
  expect(await info.tenantInfo('1')).toBeNull();
  await info.saveTenantInfo(body, key());
  await info.saveTenantInfo({ ...body, bankName: '中国银行深圳分行' }, key());
  expect(await info.tenantInfo('1')).toMatchObject({ bankName: '中国银行深圳分行', provinceName: '广东省' });
  // one record per company and merchant type: the second save changed the first
  const mine = infoTable(sim).filter((r) => r.tenantId === '000000');
  expect(mine).toHaveLength(1);
  expect(mine[0]!.bankName).toBe('中国银行深圳分行');
  expect(await info.tenantInfo('2')).toBeNull();
});

test('site distributors: batchUpdate sets the combo of the selected rows, refusing an unknown combo', async () => {
  const rows = table('site-distributor').slice(0, 2);
  const combo = table('fleet-settlement-combo')[0]!;
  const path = requireResource('site-distributor').actions[0]!.path;
  const ids = rows.map((r) => r.id).join(',');
  const bad = await http.post<{ code: number; msg: string }>(path, null, { params: { ids, comboId: 'nope' } }).catch((e: unknown) => e);
  expect((bad as ApiError & { serverMessage?: string }).serverMessage).toBe(info.SUPPLIER_INFO_MSG.combo);
  await http.post(path, null, { params: { ids, comboId: combo.id } });
  expect(
    table('site-distributor')
      .slice(0, 2)
      .map((r) => r.comboId),
  ).toEqual([combo.id, combo.id]);
});

test('activation by code: only an approved agent is activated; the commission explanation is read in words', async () => {
  const pending = await api.saveAgent(NEW, key());
  expect(await refusal(api.activateAgent(String(pending!.activationCode), key()))).toBe('当前状态不允许该操作');
  const approved = table('admin-agent').find((r) => Number(r.auditStatus) === AGENT_AUDIT.approved && r.activationCode)!;
  await api.activateAgent(String(approved.activationCode), key());
  expect(approved).toMatchObject({ activated: 1 });
  expect(await refusal(api.activateAgent('NO-SUCH-CODE', key()))).toBe('数据不存在');
  expect(await api.commissionExplanation()).toContain('基点');
});
