/**
 * The simulated backend's withdrawals (docs/flows.md "Withdrawals"): funds held, deducted when paid, released when
 * rejected; idempotency; SMS codes tied to the amount that expire; step order; settle after a delay.
 */
import { createSimulator, type Simulator } from '@services/mock/simulator';
import { startNodeSimulator } from '@services/mock/node';
import { findAccount, peekSms, setMoneySettings } from '@services/mock/money/store';
import * as api from '@services/api/money/withdrawal';
import { http } from '@services/http/client';
import { ApiError } from '@services/http/errors';
import { resetBrowserState, signIn } from '../../support/render-console';

/** When each test's operations start (the simulator's clock). */
const START = Date.UTC(2026, 0, 5, 2, 0, 0);
let clock = START;
let sim: Simulator = createSimulator({ storage: null, now: () => clock });
const node = startNodeSimulator(sim);
afterAll(() => node.close());

const SUPPLIER = '1800000000000000101';
const DIVIDE = '1800000000000000104';

beforeEach(async () => {
  resetBrowserState();
  clock = START;
  sim = createSimulator({ storage: null, now: () => clock });
  node.server.resetHandlers(...sim.handlers);
  await signIn(sim, 'supplier', 'demo123', '100001');
});

const account = (id = SUPPLIER) => findAccount(sim.db, id)!;
const failOf = async (p: Promise<unknown>) => {
  const e = await p.then(
    () => null,
    (err: unknown) => err,
  );
  expect(e).toBeInstanceOf(ApiError);
  return e as ApiError;
};

test('a withdrawal holds the amount, and a paid one deducts it after the settle delay', async () => {
  const before = await api.readAccount(SUPPLIER);
  expect(before).toMatchObject({ balanceFen: 1_286_450, availableFen: 1_286_450, frozenFen: 0 });
  const quote = await api.quoteFee(SUPPLIER, 100_000);
  expect(quote).toEqual({ feeFen: 300, netFen: 99_700 }); // 30 basis points
  const record = await api.submitWithdrawal({ variant: 'supplier', accountId: SUPPLIER, amountFen: 100_000 }, 'op-1');
  expect(record).toMatchObject({ withdrawStatus: 0, withdrawalAmount: 100_000, fee: 300, actualAmount: 99_700, requestNo: 'op-1' });
  expect(await api.readAccount(SUPPLIER)).toMatchObject({ balanceFen: 1_286_450, frozenFen: 100_000, availableFen: 1_186_450 });
  clock += 119_000;
  expect((await api.findWithdrawal(SUPPLIER, 100_000, []))?.withdrawStatus).toBe(0);
  clock += 2_000;
  expect((await api.findWithdrawal(SUPPLIER, 100_000, []))?.withdrawStatus).toBe(1);
  expect(await api.readAccount(SUPPLIER)).toMatchObject({ balanceFen: 1_186_450, frozenFen: 0, availableFen: 1_186_450 });
});

test('a backend that ignores Idempotency-Key (BladeX, the default) does a write sent twice twice', async () => {
  expect(sim.config.idempotencyHonoured).toBe(false);
  const first = await api.submitWithdrawal({ variant: 'supplier', accountId: SUPPLIER, amountFen: 10_000 }, 'same-key');
  const again = await api.submitWithdrawal({ variant: 'supplier', accountId: SUPPLIER, amountFen: 10_000 }, 'same-key');
  expect(again.id).not.toBe(first.id);
  expect((await api.pageWithdrawals({ current: 1, size: 50, accountId: SUPPLIER })).records).toHaveLength(2);
  expect(account().frozenAmount).toBe(20_000);
  // nor does it ask for a key
  await http.post('/api/withdrawRecord/withdrawrecord/withdraw', { accountId: SUPPLIER, withdrawalAmount: 100 });
  expect(account().frozenAmount).toBe(20_100);
});

test('after a lost answer the withdrawal is found by its account and amount among the records new since it started, never by a key', async () => {
  // an older withdrawal of the same amount is not this operation's
  await api.submitWithdrawal({ variant: 'supplier', accountId: SUPPLIER, amountFen: 30_000 }, 'earlier');
  clock += 1_000;
  const known = await api.knownWithdrawals(SUPPLIER);
  expect(known).toHaveLength(1);
  expect(await api.findWithdrawal(SUPPLIER, 30_000, known)).toBeNull();
  const made = await api.submitWithdrawal({ variant: 'supplier', accountId: SUPPLIER, amountFen: 30_000 }, 'lost');
  expect((await api.findWithdrawal(SUPPLIER, 30_000, known))?.id).toBe(made.id);
  // another amount is another operation
  expect(await api.findWithdrawal(SUPPLIER, 30_001, known)).toBeNull();
  // the look-up names no key
  const lookups = sim.requests.filter((r) => r.path === '/api/withdrawRecord/withdrawrecord/page');
  expect(lookups.length).toBeGreaterThan(0);
  expect(lookups.at(-1)?.search).not.toMatch(/requestNo|lost/);
});

test('a rejected withdrawal releases the held amount', async () => {
  setMoneySettings(sim.db, { withdrawOutcome: 'rejected', withdrawSettleMs: 1000 });
  await api.submitWithdrawal({ variant: 'supplier', accountId: SUPPLIER, amountFen: 50_000 }, 'op-r');
  expect(account().withdrawableAmount).toBe(1_236_450);
  clock += 1000;
  const r = await api.findWithdrawal(SUPPLIER, 50_000, []);
  expect(r?.withdrawStatus).toBe(2);
  expect(await api.readAccount(SUPPLIER)).toMatchObject({ balanceFen: 1_286_450, frozenFen: 0, availableFen: 1_286_450 });
});

test('the same Idempotency-Key answers the first result and withdraws once (a backend that honours Idempotency-Key)', async () => {
  sim.config.idempotencyHonoured = true;
  const first = await api.submitWithdrawal({ variant: 'supplier', accountId: SUPPLIER, amountFen: 10_000 }, 'same-key');
  const again = await api.submitWithdrawal({ variant: 'supplier', accountId: SUPPLIER, amountFen: 10_000 }, 'same-key');
  expect(again).toEqual(first);
  expect((await api.pageWithdrawals({ current: 1, size: 50, accountId: SUPPLIER })).records).toHaveLength(1);
  expect(account().frozenAmount).toBe(10_000);
  // without a key the server refuses a money write
  const e = await failOf(http.post('/api/withdrawRecord/withdrawrecord/withdraw', { accountId: SUPPLIER, withdrawalAmount: 100 }));
  expect(e.kind).toBe('bad-request');
  expect(e.serverMessage).toBe('缺少幂等键 Idempotency-Key');
});

test('amounts the server refuses: above the available balance, not whole fen, not positive', async () => {
  expect((await failOf(api.submitWithdrawal({ variant: 'supplier', accountId: SUPPLIER, amountFen: 1_286_451 }, 'k1'))).serverMessage).toBe(
    '可提现余额不足',
  );
  expect((await failOf(api.quoteFee(SUPPLIER, 0))).serverMessage).toBe('提现金额必须为大于0的整数分');
  const e = await failOf(
    http.post(
      '/api/withdrawRecord/withdrawrecord/withdraw',
      { accountId: SUPPLIER, withdrawalAmount: '100.5' },
      { meta: { idempotencyKey: 'k2' } },
    ),
  );
  expect(e.serverMessage).toBe('提现金额必须为大于0的整数分');
  expect(account().frozenAmount).toBe(0);
});

test('a variant may only use its own kind of account, and only its own tenant', async () => {
  expect((await failOf(api.submitWithdrawal({ variant: 'agent', accountId: SUPPLIER, amountFen: 100 }, 'k3'))).serverMessage).toBe(
    '该账户不支持此提现方式',
  );
  expect((await failOf(api.readAccount('1800000000000000201'))).serverMessage).toBe('账户不存在'); // the agent account of 200001
});

test('a merchant divide needs the SMS code of this amount, before it expires', async () => {
  const p = { variant: 'merchantDivide' as const, accountId: DIVIDE, amountFen: 20_000 };
  expect((await failOf(api.submitWithdrawal({ ...p, code: '123456' }, 'd0'))).serverMessage).toBe('请先获取验证码');
  const msg = await api.sendCode('merchantDivide', DIVIDE, 20_000);
  const code = peekSms(sim.db, DIVIDE, 'divide')!.code;
  expect(msg).toContain(code);
  expect((await failOf(api.submitWithdrawal({ ...p, amountFen: 20_001, code }, 'd1'))).serverMessage).toBe(
    '金额与获取验证码时不一致，请重新获取验证码',
  );
  expect((await failOf(api.submitWithdrawal({ ...p, code: code === '999999' ? '999998' : '999999' }, 'd2'))).serverMessage).toBe(
    '验证码错误',
  );
  clock += 300_000;
  expect((await failOf(api.submitWithdrawal({ ...p, code }, 'd3'))).serverMessage).toBe('验证码已过期，请重新获取');
  await api.sendCode('merchantDivide', DIVIDE, 20_000);
  const fresh = peekSms(sim.db, DIVIDE, 'divide')!.code;
  const record = await api.submitWithdrawal({ ...p, code: fresh }, 'd4');
  expect(record).toMatchObject({ fee: 100, actualAmount: 19_900, variant: 'merchantDivide' });
  // a code is used once
  expect((await failOf(api.submitWithdrawal({ ...p, code: fresh }, 'd5'))).serverMessage).toBe('请先获取验证码');
});

test('every variant pays out of its account through its own call', async () => {
  const calls: Array<[api.WithdrawVariant, string, string, string]> = [
    ['restock', '1800000000000000103', 'supplier', '100001'],
    ['divide', '1800000000000000102', 'supplier', '100001'],
    ['agent', '1800000000000000201', 'provider', '200001'],
    ['aliShop', '1800000000000000301', 'purchaser', '300001'],
    ['company', '1800000000000000001', 'admin', '000000'],
  ];
  for (const [variant, id, user, tenant] of calls) {
    await signIn(sim, user, user === 'admin' ? 'admin' : 'demo123', tenant);
    const acc = await api.readAccount(id);
    const r = await api.submitWithdrawal({ variant, accountId: id, amountFen: 1000 }, `v-${variant}`);
    expect(r.variant).toBe(variant);
    expect((await api.readAccount(id)).availableFen).toBe(acc.availableFen - 1000);
    const url = sim.requests.filter((q) => q.method === 'POST').at(-1)!.path;
    expect(url).toBe(api.withdrawRequest({ variant, accountId: id, amountFen: 1000 }).url);
  }
});
