/** The simulated backend's settlement steps (docs/flows.md "Settlement steps"): order enforced, history, money moves, idempotency. */
import { createSimulator, type Simulator } from '@services/mock/simulator';
import { startNodeSimulator } from '@services/mock/node';
import { findAccount } from '@services/mock/money/store';
import * as api from '@services/api/money/settlement';
import { http } from '@services/http/client';
import { ApiError } from '@services/http/errors';
import { resetBrowserState, signIn } from '../../support/render-console';

let sim: Simulator = createSimulator({ storage: null });
const node = startNodeSimulator(sim);
afterAll(() => node.close());

const FRESH = '1810000000000000001'; // stage 0, tenant 100001
beforeEach(async () => {
  resetBrowserState();
  sim = createSimulator({ storage: null });
  node.server.resetHandlers(...sim.handlers);
  await signIn(sim, 'admin', 'admin', '000000');
});

const refusal = async (p: Promise<unknown>) => {
  const e = await p.then(
    () => null,
    (err: unknown) => err,
  );
  expect(e).toBeInstanceOf(ApiError);
  return (e as ApiError).serverMessage;
};

test('a record walks every step in order; each step records who and when; the account is credited at the end', async () => {
  const before = findAccount(sim.db, '1800000000000000101')!.withdrawableAmount as number;
  let r = await api.readSettlement(FRESH);
  expect(r.stage).toBe(0);
  for (const step of api.SETTLEMENT_STEPS) {
    // any other step than the next one is refused
    for (const other of api.SETTLEMENT_STEPS.filter((s) => s !== step)) {
      expect(await refusal(api.runStep(FRESH, other, `k-${other}-${step}`))).toBe('当前状态不允许该操作');
    }
    await api.runStep(FRESH, step, `k-${step}`);
    r = await api.readSettlement(FRESH);
    expect(r.steps.at(-1)).toMatchObject({ step, operator: '平台管理员' });
  }
  expect(r.stage).toBe(6);
  expect(r.steps.map((s) => s.step)).toEqual([...api.SETTLEMENT_STEPS]);
  expect(findAccount(sim.db, '1800000000000000101')!.withdrawableAmount).toBe(before + r.settlementFen);
  // the three tables agree
  expect(sim.db.resources['reconciliation-record']!.find((x) => x.id === FRESH)).toMatchObject({ reconStatus: 1, settlementStatus: 3 });
  expect(sim.db.resources['result-settlement']!.find((x) => x.id === FRESH)).toMatchObject({ resultStatus: 2 });
});

test('money steps need an Idempotency-Key and answer the first result for the same key (a backend that honours Idempotency-Key)', async () => {
  sim.config.idempotencyHonoured = true;
  for (const step of ['finishConfirm', 'update2', 'update3'] as const) await api.runStep(FRESH, step, 'x');
  expect(await refusal(http.post('/api/zytmoneysettlement/moneysettlement/update4', undefined, { params: { id: FRESH } }))).toBe(
    '缺少幂等键 Idempotency-Key',
  );
  await api.runStep(FRESH, 'update4', 'pay-1');
  await api.runStep(FRESH, 'update4', 'pay-1'); // a repeat of the same operation: the first answer, nothing more
  const r = await api.readSettlement(FRESH);
  expect(r.stage).toBe(4);
  expect(r.steps.filter((s) => s.step === 'update4')).toHaveLength(1);
  expect(await refusal(api.runStep(FRESH, 'update4', 'pay-2'))).toBe('当前状态不允许该操作');
});

test('top answers the sheets with summary figures; inDetail the included orders adding up to the total', async () => {
  const page = await api.pageOf('money-settlement', 'list', { current: 1, size: 10 });
  expect(page.summary).toMatchObject({ count: expect.any(Number), totalAmount: expect.any(Number) });
  const r = await api.readSettlement(FRESH);
  const orders = await api.pageOf('money-settlement', 'inDetail', { current: 1, size: 100, id: FRESH });
  expect(orders.total).toBe(r.orderCount);
  expect(orders.records.reduce((s, o) => s + (o.totalAmount as number), 0)).toBe(r.totalFen);
});

test('a supplier sees only its own records', async () => {
  await signIn(sim, 'supplier', 'demo123', '100001');
  const page = await api.pageOf('money-settlement', 'list', { current: 1, size: 50 });
  expect(page.records.every((x) => x.tenantId === '100001')).toBe(true);
  expect(await refusal(api.readSettlement('1810000000000000005'))).toBe('数据不存在');
});
