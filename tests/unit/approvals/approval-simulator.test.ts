/**
 * The simulated approval flows answer as docs/flows.md says: illegal transitions are refused with HTTP 200
 * {code: 400, msg}, the maker cannot check, a reject needs a comment, every step is recorded with who, when and
 * the comment, and a repeated Idempotency-Key does not act twice.
 */
import { createSimulator, type Simulator } from '@services/mock/simulator';
import { startNodeSimulator } from '@services/mock/node';
import { grantTable } from '@services/mock/approvals/card-grant';
import { rechargeTable } from '@services/mock/approvals/review';
import { cardStock, companyGrantTable } from '@services/mock/approvals/company-grant-card';
import { LEAVE_DEFINITION } from '@services/mock/approvals/leave';
import { md5 } from 'js-md5';

let sim: Simulator = createSimulator({ storage: null });
const node = startNodeSimulator(sim);
afterAll(() => node.close());
// these walk the real console through several pages: more than the default 5 s on a busy machine
vi.setConfig({ testTimeout: 60_000 });
beforeEach(() => {
  sim = createSimulator({ storage: null });
  node.server.resetHandlers(...sim.handlers);
});

const ORIGIN = 'http://localhost';
const BASIC = `Basic ${btoa('saber:saber_secret')}`;

async function tokenOf(account: string, password: string, tenantId = '000000'): Promise<string> {
  const captcha = (await (await fetch(`${ORIGIN}/api/blade-auth/oauth/captcha`, { headers: { Authorization: BASIC } })).json()) as {
    key: string;
  };
  const body = new URLSearchParams({
    tenantId,
    username: account,
    password: md5(password),
    grant_type: 'captcha',
    scope: 'all',
    type: 'account',
  });
  const res = await fetch(`${ORIGIN}/api/blade-auth/oauth/token?${body.toString()}`, {
    method: 'POST',
    headers: {
      Authorization: BASIC,
      'Tenant-Id': tenantId,
      'Captcha-Key': captcha.key,
      'Captcha-Code': sim.peekCaptcha(captcha.key) ?? '',
    },
  });
  const json = (await res.json()) as { access_token?: string };
  if (!json.access_token) throw new Error(`no token for ${account}: ${JSON.stringify(json)}`);
  return json.access_token;
}

type Answer = { code: number; success: boolean; msg: string; data: unknown };

async function call(
  token: string,
  method: string,
  path: string,
  o: { query?: Record<string, string | number>; body?: unknown; key?: string } = {},
): Promise<{ status: number; json: Answer }> {
  const qs = o.query ? `?${new URLSearchParams(Object.entries(o.query).map(([k, v]) => [k, String(v)])).toString()}` : '';
  const res = await fetch(`${ORIGIN}${path}${qs}`, {
    method,
    headers: {
      Authorization: BASIC,
      'Blade-Auth': `bearer ${token}`,
      'Content-Type': 'application/json',
      ...(o.key ? { 'Idempotency-Key': o.key } : {}),
    },
    body: o.body === undefined ? undefined : JSON.stringify(o.body),
  });
  return { status: res.status, json: (await res.json()) as Answer };
}

const refused = (r: { status: number; json: Answer }, msg: string) => {
  expect(r.status).toBe(200);
  expect(r.json).toMatchObject({ code: 400, success: false, msg });
};

test('card grant: only the transitions of docs/flows.md, each recorded (a backend that honours Idempotency-Key)', async () => {
  sim.config.idempotencyHonoured = true;
  const admin = await tokenOf('admin', 'admin');
  // admin sends the grant for approval, so the auditor approves it (maker is not checker)
  const auditor = await tokenOf('auditor', 'demo123');
  const draft = grantTable(sim.db).find((r) => r.grantStatus === 0)!;
  const id = String(draft.id);
  refused(await call(auditor, 'GET', '/api/company/approval/send/card', { query: { id } }), '当前状态不允许该操作');
  refused(await call(admin, 'POST', '/api/company/grant/cardOver', { query: { id } }), '当前状态不允许该操作');
  expect((await call(admin, 'POST', '/api/company/grant/ensure', { body: { id } })).json.code).toBe(200);
  refused(
    await call(admin, 'POST', '/api/company/grant/saveOrUpdate', {
      body: { id, grantName: 'x', cardQuantity: 1, cardAmount: 100, endTime: '2026-01-01' },
    }),
    '只有草稿可以修改',
  );
  refused(await call(admin, 'POST', '/api/company/grant/del', { query: { id } }), '只有草稿可以删除');
  const key = 'same-key';
  expect((await call(auditor, 'GET', '/api/company/approval/send/card', { query: { id }, key })).json.code).toBe(200);
  // the same request again (same Idempotency-Key) answers the first answer and does not act twice
  expect((await call(auditor, 'GET', '/api/company/approval/send/card', { query: { id }, key })).json.code).toBe(200);
  refused(await call(auditor, 'GET', '/api/company/approval/send/card', { query: { id } }), '当前状态不允许该操作');
  expect((await call(admin, 'POST', '/api/company/grant/cardOver', { query: { id } })).json.code).toBe(200);
  refused(await call(admin, 'POST', '/api/company/grant/disuse', { query: { id } }), '当前状态不允许该操作');
  refused(await call(admin, 'GET', '/api/company/grant/repeatMsg', { query: { id } }), '当前状态不允许该操作');
  const detail = (await call(admin, 'GET', '/api/company/grant/detail', { query: { id } })).json.data as {
    grantStatus: number;
    history: Array<{ action: string; userName: string; time: string }>;
  };
  expect(detail.grantStatus).toBe(4);
  expect(detail.history.map((h) => h.action).slice(-3)).toEqual(['ensure', 'send', 'over']);
  expect(detail.history.at(-2)).toMatchObject({ action: 'send', userName: '王敏' });
  expect(detail.history.at(-1)).toMatchObject({
    userName: '平台管理员',
    time: expect.stringMatching(/^\d{4}-\d{2}-\d{2} \d{2}:\d{2}:\d{2}$/),
  });
});

test('recharge review: maker is not checker, a reject needs a comment, a decided application is refused', async () => {
  const purchaser = await tokenOf('purchaser', 'demo123', '300001');
  const auditor = await tokenOf('auditor', 'demo123');
  const auditor2 = await tokenOf('auditor2', 'demo123');
  const applied = await call(purchaser, 'POST', '/api/commpanyrecharge/commpanyrecharge/submit', {
    body: { amount: 250_000, payChannel: 1 },
    key: 'apply-1',
  });
  const id = String((applied.json.data as { id: string }).id);
  // the applicant has no review permission at all: HTTP 403
  const own = await call(purchaser, 'POST', '/api/platform/recharge/update', { query: { id, rechargeStatus: 1, auditRemark: '' } });
  expect(own.status).toBe(403);
  expect(own.json).toMatchObject({ code: 403, success: false, msg: '没有审核权限' });
  refused(
    await call(auditor, 'POST', '/api/platform/recharge/update', { query: { id, rechargeStatus: 2, auditRemark: ' ' } }),
    '驳回时必须填写审核意见',
  );
  expect(
    (await call(auditor, 'POST', '/api/platform/recharge/update', { query: { id, rechargeStatus: 1, auditRemark: '' } })).json.code,
  ).toBe(200);
  refused(
    await call(auditor2, 'POST', '/api/platform/recharge/update', { query: { id, rechargeStatus: 2, auditRemark: '重复' } }),
    '当前状态不允许该操作',
  );
  refused(await call(purchaser, 'GET', '/api/commpanyrecharge/commpanyrecharge/cancelRecharge', { query: { id } }), '当前状态不允许该操作');
  const row = rechargeTable(sim.db).find((r) => r.id === id)!;
  expect(row.rechargeStatus).toBe(1);
  expect((row.history as Array<{ action: string; userName: string }>).map((h) => `${h.action}:${h.userName}`)).toEqual([
    'apply:刘洋',
    'approve:王敏',
  ]);
});

test('company grant card: grant only while cards remain, then terminate; invalidate a valid card user once', async () => {
  const admin = await tokenOf('admin', 'admin');
  const drafts = companyGrantTable(sim.db).filter((r) => r.grantStatus === 0);
  const a = drafts[0]!;
  cardStock(sim.db)[String(a.companyName)] = 0;
  refused(await call(admin, 'POST', '/api/cfx/companygrantcard/submitGrantCard', { body: { id: a.id } }), '剩余可发卡数量不足');
  cardStock(sim.db)[String(a.companyName)] = 12;
  refused(
    await call(admin, 'POST', '/api/cfx/companygrantcard/submitTermination', { query: { id: String(a.id) } }),
    '当前状态不允许该操作',
  );
  expect((await call(admin, 'POST', '/api/cfx/companygrantcard/submitGrantCard', { body: { id: a.id } })).json.code).toBe(200);
  expect((await call(admin, 'GET', '/api/cfx/companygrantcard/getRemainCardQuantity', { query: { id: String(a.id) } })).json.data).toBe(
    12 - Number(a.cardQuantity),
  );
  const users = (await call(admin, 'GET', '/api/cfx/companycarduser/list', { query: { grantCardId: String(a.id) } })).json.data as {
    records: Array<{ id: string }>;
  };
  const u = users.records[0]!.id;
  expect((await call(admin, 'GET', '/api/cfx/companygrantcard/invalid', { query: { companyCardUserid: u } })).json.code).toBe(200);
  refused(await call(admin, 'GET', '/api/cfx/companygrantcard/invalid', { query: { companyCardUserid: u } }), '当前状态不允许该操作');
  expect((await call(admin, 'POST', '/api/cfx/companygrantcard/submitTermination', { query: { id: String(a.id) } })).json.code).toBe(200);
  refused(await call(admin, 'POST', '/api/cfx/companygrantcard/submitGrantCard', { body: { id: a.id } }), '当前状态不允许该操作');
});

test('leave: claim then complete, in order, by the right users; the starter cannot approve', async () => {
  const admin = await tokenOf('admin', 'admin');
  const dept = await tokenOf('deptlead', 'demo123');
  const hr = await tokenOf('hr', 'demo123');
  const deptId = sim.db.users.find((u) => u.account === 'deptlead')!.id;
  const adminId = sim.db.users.find((u) => u.account === 'admin')!.id;
  refused(
    await call(admin, 'POST', '/api/blade-desk/process/leave/start-process', {
      body: { processDefinitionId: LEAVE_DEFINITION.id, startTime: '2024-05-06', endTime: '2024-05-08', reason: 'x', taskUser: adminId },
    }),
    '审批人不能是申请人本人',
  );
  refused(
    await call(admin, 'POST', '/api/blade-desk/process/leave/start-process', {
      body: { processDefinitionId: LEAVE_DEFINITION.id, startTime: '2024-05-08', endTime: '2024-05-06', reason: 'x', taskUser: deptId },
    }),
    '结束时间不能早于开始时间',
  );
  const started = (
    await call(admin, 'POST', '/api/blade-desk/process/leave/start-process', {
      body: { processDefinitionId: LEAVE_DEFINITION.id, startTime: '2024-05-06', endTime: '2024-05-08', reason: '体检', taskUser: deptId },
    })
  ).json.data as { processInstanceId: string; tasks: Array<{ taskId: string }> };
  const taskId = started.tasks[0]!.taskId;
  const pid = started.processInstanceId;
  expect(((await call(hr, 'GET', '/api/blade-flow/work/claim-list')).json.data as { total: number }).total).toBe(0);
  expect(((await call(dept, 'GET', '/api/blade-flow/work/claim-list')).json.data as { total: number }).total).toBe(1);
  refused(
    await call(dept, 'POST', '/api/blade-flow/work/complete-task', { query: { taskId, processInstanceId: pid, flag: 'ok', comment: '' } }),
    '请先签收任务',
  );
  refused(await call(hr, 'POST', '/api/blade-flow/work/claim-task', { query: { taskId } }), '您不是该任务的候选人');
  expect((await call(dept, 'POST', '/api/blade-flow/work/claim-task', { query: { taskId } })).json.code).toBe(200);
  refused(await call(dept, 'POST', '/api/blade-flow/work/claim-task', { query: { taskId } }), '任务已签收');
  refused(
    await call(dept, 'POST', '/api/blade-flow/work/complete-task', {
      query: { taskId, processInstanceId: pid, flag: 'reject', comment: '' },
    }),
    '驳回时必须填写意见',
  );
  expect(
    (
      await call(dept, 'POST', '/api/blade-flow/work/complete-task', {
        query: { taskId, processInstanceId: pid, flag: 'ok', comment: '同意' },
      })
    ).json.code,
  ).toBe(200);
  refused(
    await call(dept, 'POST', '/api/blade-flow/work/complete-task', {
      query: { taskId, processInstanceId: pid, flag: 'ok', comment: '再次' },
    }),
    '任务已办结',
  );
  const hrTask = (
    (await call(hr, 'GET', '/api/blade-flow/work/claim-list')).json.data as { records: Array<{ taskId: string; taskName: string }> }
  ).records[0]!;
  expect(hrTask.taskName).toBe('人事审批');
  await call(hr, 'POST', '/api/blade-flow/work/claim-task', { query: { taskId: hrTask.taskId } });
  expect(
    (
      await call(hr, 'POST', '/api/blade-flow/work/complete-task', {
        query: { taskId: hrTask.taskId, processInstanceId: pid, flag: 'ok', comment: '备案' },
      })
    ).json.code,
  ).toBe(200);
  const history = (await call(admin, 'GET', '/api/blade-flow/process/history-flow-list', { query: { processInstanceId: pid } })).json
    .data as Array<{ historyActivityName: string; assigneeName: string; comment: string }>;
  expect(history.map((h) => `${h.historyActivityName}|${h.assigneeName}|${h.comment}`)).toEqual([
    '发起申请|平台管理员|体检',
    '部门审批|赵刚|同意',
    '人事审批|孙丽|备案',
    '结束||',
  ]);
  expect(((await call(dept, 'GET', '/api/blade-flow/work/done-list')).json.data as { total: number }).total).toBe(1);
});
