/**
 * The fleet writes on the command machine, each driven on its screen against the simulated backend: confirmed in
 * words, then its answer lost on the network (docs/flows.md "Commands") — either after the server did the write
 * (the check finds it: done, one POST) or before it reached the server (the check finds nothing: the dialog says so,
 * 重新提交 sends the same operation again with the same Idempotency-Key, and the write is done once).
 */
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { getResponse, HttpResponse, http } from 'msw';
import { CARD_AUDIT_STATUS, MEMBER_CARD_STATUS } from '@services/api/fleets/status';
import { fleetWorld, table } from '@services/mock/fleets/world';
import { peekFleetCode } from '@services/mock/fleets/fleet-handlers';
import { renderConsole, signIn } from '../../support/render-console';
import { useSimulatorPerTest } from '../../support/simulator-per-test';
import { useRealFlowDelays } from '../../support/flow-delays';

vi.setConfig({ testTimeout: 40_000 });
// each test watches 正在核对… during the pause before the check
useRealFlowDelays();
const per = useSimulatorPerTest();
const sim = () => per.sim;
beforeEach(async () => {
  fleetWorld(sim().db);
  await signIn(sim());
});

type Outcome = 'found' | 'notFound';
type User = ReturnType<typeof userEvent.setup>;

/** Types each value into the field of `scope` its label names. */
async function fill(user: User, scope: HTMLElement, values: ReadonlyArray<readonly [label: string | RegExp, value: string]>) {
  for (const [label, value] of values) await user.type(within(scope).getByLabelText(label), value);
}

/** The sheet of a fleet's settlement information, filled in for one bank card. */
const sheet = (card: string) =>
  [
    [/银行卡号/, card],
    [/开户银行/, '招商银行'],
    [/开户名/, '核对车队'],
    [/银行预留手机号/, '13800138000'],
  ] as const;
const OUTCOMES: Outcome[] = ['found', 'notFound'];

/**
 * The next POST to `path` is answered by a lost connection: with `found` the server did the write first, with
 * `notFound` it never got it. Answers the Idempotency-Key of every POST to `path` the console sends.
 */
function loseNextAnswer(path: string, outcome: Outcome): Array<string | null> {
  const keys: Array<string | null> = [];
  // every later POST reaches the server as it is, its key recorded
  per.server.use(
    http.post(`*${path}`, async ({ request }) => {
      keys.push(request.headers.get('idempotency-key'));
      return (await getResponse(sim().handlers, request)) ?? HttpResponse.error();
    }),
  );
  per.server.use(
    http.post(
      `*${path}`,
      async ({ request }) => {
        keys.push(request.headers.get('idempotency-key'));
        if (outcome === 'found') await getResponse(sim().handlers, request);
        return HttpResponse.error();
      },
      { once: true },
    ),
  );
  return keys;
}

/** The next GET whose path holds `part` is answered by a lost connection (after the server did it, with `found`). */
function loseNextGet(part: string, outcome: Outcome): string[] {
  const sent: string[] = [];
  const matches = (request: Request) => new URL(request.url).pathname.includes(part);
  per.server.use(
    http.get('*', async ({ request }) => {
      if (!matches(request)) return undefined;
      sent.push(request.url);
      return (await getResponse(sim().handlers, request)) ?? HttpResponse.error();
    }),
  );
  let lost = false;
  per.server.use(
    http.get('*', async ({ request }) => {
      if (lost || !matches(request)) return undefined;
      lost = true;
      sent.push(request.url);
      if (outcome === 'found') await getResponse(sim().handlers, request);
      return HttpResponse.error();
    }),
  );
  return sent;
}

/**
 * Confirms in the open command dialog, then walks the lost answer: 正在核对 first; found → what was found is said
 * (服务器已处理：…) in place of `done`; not found → the dialog says so, and 重新提交 sends once more with the same key,
 * whose answer says `done`.
 */
async function confirmAndLose(
  user: User,
  confirm: HTMLElement,
  confirmText: string,
  outcome: Outcome,
  keys: Array<string | null>,
  done: string,
) {
  await user.click(within(confirm).getByRole('button', { name: confirmText }));
  expect(await within(confirm).findByText('未收到服务器应答，正在核对操作结果…')).toBeInTheDocument();
  if (outcome === 'notFound') {
    // the check asks the backend again after a pause: on a loaded machine that takes a while
    expect(await within(confirm).findByText(/未查到这笔操作的结果/, {}, { timeout: 20_000 })).toBeInTheDocument();
    expect(keys).toHaveLength(1);
    await user.click(within(confirm).getByRole('button', { name: '重新提交' }));
    expect(await screen.findByText(done, {}, { timeout: 8000 })).toBeInTheDocument();
  } else {
    expect(await screen.findByText(/^服务器已处理：/, {}, { timeout: 20_000 })).toBeInTheDocument();
    expect(screen.getAllByText(/^服务器已处理：/)).toHaveLength(1);
    expect(screen.queryByText(done)).toBeNull();
  }
  expect(keys).toHaveLength(outcome === 'found' ? 1 : 2);
  expect(keys[0]).toBeTruthy();
  expect(new Set(keys).size).toBe(1);
}

/** The writes asked for on a form: the button that asks, the confirmation's title and button, the POST, the done toast. */
const WRITES = {
  adjust: { ask: '下一步', title: '确认调账', confirmText: '确认调账', path: '/memberCardFlowAdjust', done: '调账成功' },
  combo: { ask: '提交', title: '确认提交结算套餐', confirmText: '确定', path: '/combo/batchAdd', done: '新增成功' },
  sheet: { ask: '保存', title: '确认新增以下结算信息？', confirmText: '确定', path: '/fleetsettlement/submit', done: '新增成功' },
} as const;

/** Asks for the write in `scope`, checks that the confirmation says each of `says`, then confirms and loses the answer. */
async function askAndLose(user: User, outcome: Outcome, write: keyof typeof WRITES, scope: HTMLElement, says: string[]) {
  const w = WRITES[write];
  await user.click(within(scope).getByRole('button', { name: w.ask }));
  const confirm = await screen.findByRole('alertdialog', { name: w.title });
  for (const text of says) expect(confirm).toHaveTextContent(text);
  const keys = loseNextAnswer(w.path, outcome);
  await confirmAndLose(user, confirm, w.confirmText, outcome, keys, w.done);
}

describe.each(OUTCOMES)('a lost answer, the write %s', (outcome) => {
  test('资金回收 of a card: the check, the confirmation in ¥, then the card flow is looked for', async () => {
    const user = userEvent.setup();
    const card = table(sim().db, 'fleet-member-card').find(
      (c) =>
        Number(c.auditStatus) === CARD_AUDIT_STATUS.approved.code &&
        Number(c.cardStatus) === MEMBER_CARD_STATUS.active.code &&
        Number(c.balance) > 0,
    )!;
    const balance = Number(card.balance);
    const yuan = `¥${(balance / 100).toLocaleString('en-US', { minimumFractionDigits: 2 })}`;
    per.track(renderConsole({ path: `/fleetcard/details?id=${String(card.id)}` }));
    await user.click(await screen.findByRole('button', { name: `资金回收 ${String(card.cardNo)}` }, { timeout: 20_000 }));
    const dialog = await screen.findByRole('dialog', { name: '资金回收' });
    await user.click(await within(dialog).findByRole('button', { name: `确认回收 ${yuan}` }));
    const confirm = await screen.findByRole('alertdialog', { name: '资金回收' });
    expect(confirm).toHaveTextContent(String(card.cardNo));
    expect(confirm).toHaveTextContent(yuan);
    const keys = loseNextAnswer('/cardCapitalRecovery', outcome);
    await confirmAndLose(user, confirm, `确认回收 ${yuan}`, outcome, keys, '资金回收成功');
    await waitFor(() => expect(screen.queryByRole('dialog', { name: '资金回收' })).not.toBeInTheDocument());
    expect(Number(card.balance)).toBe(0);
  });

  test('卡余额充值: the move confirmed in ¥, then the card flow is looked for and the new balance shown', async () => {
    const user = userEvent.setup();
    const card = table(sim().db, 'fleet-member-card').find(
      (c) => Number(c.auditStatus) === CARD_AUDIT_STATUS.approved.code && Number(c.cardStatus) === MEMBER_CARD_STATUS.active.code,
    )!;
    const before = Number(card.balance);
    per.track(renderConsole({ path: '/fleetcard/fleetcard' }));
    await user.click(await screen.findByRole('button', { name: `充值 ${String(card.cardNo)}` }, { timeout: 20_000 }));
    const dialog = await screen.findByRole('dialog', { name: '卡余额充值' });
    await user.type(await within(dialog).findByLabelText('充值金额（元）'), '100.50');
    await user.click(within(dialog).getByRole('button', { name: '下一步' }));
    expect(within(dialog).getByRole('group', { name: '请确认' })).toHaveTextContent('¥100.50');
    const keys = loseNextAnswer('/cardBalanceRecharge', outcome);
    await user.click(within(dialog).getByRole('button', { name: '确认充值' }));
    // the move's command checks in its own dialog over the confirmation
    const check = await screen.findByRole('alertdialog', { name: '卡余额充值' });
    expect(await within(check).findByText('未收到服务器应答，正在核对操作结果…')).toBeInTheDocument();
    if (outcome === 'notFound') {
      expect(await within(check).findByText(/未查到这笔操作的结果/, {}, { timeout: 8000 })).toBeInTheDocument();
      expect(keys).toHaveLength(1);
      await user.click(within(check).getByRole('button', { name: '重新提交' }));
    }
    expect(await within(dialog).findByText('充值成功', {}, { timeout: 8000 })).toBeInTheDocument();
    expect(keys).toHaveLength(outcome === 'found' ? 1 : 2);
    expect(new Set(keys).size).toBe(1);
    expect(Number(card.balance)).toBe(before + 10_050);
    expect(within(dialog).getByTestId('card-balance-after')).toHaveTextContent(
      `¥${((before + 10_050) / 100).toLocaleString('en-US', { minimumFractionDigits: 2 })}`,
    );
  });

  test('流水调账: the signed amount and the reason confirmed, then the adjusting flow is looked for', async () => {
    const user = userEvent.setup();
    const card = table(sim().db, 'fleet-member-card')[0]!;
    const before = Number(card.balance);
    per.track(renderConsole({ path: '/fleetflow/fleetflow' }));
    await user.type(await screen.findByLabelText('卡号', {}, { timeout: 20_000 }), String(card.cardNo));
    await user.click(screen.getByRole('button', { name: '搜索' }));
    await waitFor(() => {
      const rows = within(screen.getByRole('table', { name: '卡流水' }))
        .getAllByRole('row')
        .slice(1);
      expect(rows.length).toBeGreaterThan(0);
      for (const r of rows) expect(r).toHaveTextContent(String(card.cardNo));
    });
    const first = within(screen.getByRole('table', { name: '卡流水' })).getAllByRole('row')[1]!;
    await user.click(within(first).getByRole('button', { name: /^调账 / }));
    const dialog = await screen.findByRole('dialog', { name: '流水调账' });
    await fill(user, dialog, [
      ['调账金额（元，负数为扣减）', '2.50'],
      ['调账原因', '补记优惠'],
    ]);
    await askAndLose(user, outcome, 'adjust', dialog, ['+¥2.50', '补记优惠']);
    expect(Number(card.balance)).toBe(before + 250);
  });

  test('结算套餐 batch: the lines confirmed, then the fleet combos are looked for', async () => {
    const user = userEvent.setup();
    const fleet = table(sim().db, 'fleet')[31]!;
    per.track(renderConsole({ path: '/cyhfleetsettlementcombo/fleetsettlementcombo/new' }));
    const form = await screen.findByRole('form', { name: '新增结算套餐' }, { timeout: 20_000 });
    await within(form).findByRole('option', { name: String(fleet.fleetName) });
    await user.selectOptions(within(form).getByLabelText('车队'), String(fleet.fleetName));
    await fill(user, form, [
      ['第 1 行 套餐名称', '夜间套餐'],
      ['第 1 行 规则值', '120'],
      ['第 1 行 开始时间', '2025-02-01'],
      ['第 1 行 结束时间', '2025-03-31'],
    ]);
    await askAndLose(user, outcome, 'combo', form, ['新增 1 条，修改 0 条', '夜间套餐']);
    expect(table(sim().db, 'fleet-settlement-combo').filter((c) => c.fleetId === fleet.id && c.comboName === '夜间套餐')).toHaveLength(1);
  });

  test('结算单: the sheet confirmed, then the fleet settlement lookup is read for it', async () => {
    const user = userEvent.setup();
    const fleet = table(sim().db, 'fleet')[2]!;
    per.track(renderConsole({ path: `/fleet/form?fleetId=${String(fleet.id)}` }));
    const sms = await screen.findByRole('group', { name: '车队短信验证' }, { timeout: 20_000 });
    await user.click(within(sms).getByRole('button', { name: '获取验证码' }));
    await within(sms).findByRole('status');
    await user.type(within(sms).getByLabelText('短信验证码'), peekFleetCode(sim().db, String(fleet.id))!);
    await user.click(within(sms).getByRole('button', { name: '验证' }));
    const form = await screen.findByRole('form', { name: '新增结算信息' });
    await fill(user, form, sheet('6222021234567890128'));
    await askAndLose(user, outcome, 'sheet', form, ['****0128']);
    expect(table(sim().db, 'fleet-settlement').filter((r) => r.bankCardNumber === '6222021234567890128')).toHaveLength(1);
    // the sheet is empty and ready for the next one, on a fresh command
    const next = screen.getByRole('form', { name: '新增结算信息' });
    expect(within(next).getByLabelText(/银行卡号/)).toHaveValue('');
    await fill(user, next, sheet('6222021234567890136'));
    await user.click(within(next).getByRole('button', { name: '保存' }));
    expect(await screen.findByRole('alertdialog', { name: '确认新增以下结算信息？' })).toHaveTextContent('****0136');
  });

  test('车队短信验证: a code checked whose answer is lost is looked for in the fleet login check', async () => {
    const user = userEvent.setup();
    const fleet = table(sim().db, 'fleet')[3]!;
    per.track(renderConsole({ path: `/fleet/form?fleetId=${String(fleet.id)}` }));
    const sms = await screen.findByRole('group', { name: '车队短信验证' }, { timeout: 20_000 });
    await user.click(within(sms).getByRole('button', { name: '获取验证码' }));
    await within(sms).findByRole('status');
    const checks = loseNextGet('/determineVerificationCode/', outcome);
    await user.type(within(sms).getByLabelText('短信验证码'), peekFleetCode(sim().db, String(fleet.id))!);
    await user.click(within(sms).getByRole('button', { name: '验证' }));
    expect(await within(sms).findByText('未收到服务器应答，正在核对操作结果…')).toBeInTheDocument();
    if (outcome === 'notFound') {
      expect(await within(sms).findByText(/未查到这笔操作的结果/, {}, { timeout: 8000 })).toBeInTheDocument();
      expect(checks).toHaveLength(1);
      await user.click(within(sms).getByRole('button', { name: '重新提交' }));
    }
    expect(await screen.findByText('已通过车队短信验证', {}, { timeout: 8000 })).toBeInTheDocument();
    expect(checks).toHaveLength(outcome === 'found' ? 1 : 2);
  });

  test('绑定供应商: the binding confirmed, then the station bindings are read for it', async () => {
    const user = userEvent.setup();
    const station = table(sim().db, 'zyt-shell')[5]!;
    const fleet = table(sim().db, 'fleet')[42]!;
    per.track(
      renderConsole({ path: `/siteshellfleet/siteshellfleet/${String(station.id)}/${encodeURIComponent(String(station.siteName))}` }),
    );
    await screen.findByRole('option', { name: String(fleet.fleetName) }, { timeout: 20_000 });
    await user.selectOptions(screen.getByLabelText('车队'), String(fleet.fleetName));
    await user.type(screen.getByLabelText('供应商名称'), '西南油品供应');
    await user.click(screen.getByRole('button', { name: '绑定' }));
    const confirm = await screen.findByRole('alertdialog', { name: '绑定供应商' });
    expect(confirm).toHaveTextContent(String(fleet.fleetName));
    const keys = loseNextAnswer('/siteshellfleet/submit', outcome);
    await confirmAndLose(user, confirm, '绑定', outcome, keys, '绑定成功');
    expect(table(sim().db, 'site-shell-fleet').filter((r) => r.supplierName === '西南油品供应')).toHaveLength(1);
    await waitFor(() => expect(screen.getByRole('table', { name: '已绑定的供应商' })).toHaveTextContent('西南油品供应'));
  });

  test('解绑: the unbinding confirmed, then the station bindings are read for the row gone', async () => {
    const user = userEvent.setup();
    const bound = table(sim().db, 'site-shell-fleet').find((r) => String(r.supplierName ?? '') !== '')!;
    per.track(
      renderConsole({ path: `/siteshellfleet/siteshellfleet/${String(bound.siteId)}/${encodeURIComponent(String(bound.siteName))}` }),
    );
    const list = await screen.findByRole('table', { name: '已绑定的供应商' }, { timeout: 20_000 });
    await user.click(await within(list).findByRole('button', { name: `解绑 ${String(bound.supplierName)}` }));
    const confirm = await screen.findByRole('alertdialog', { name: '提示' });
    expect(confirm).toHaveTextContent(String(bound.supplierName));
    const keys = loseNextAnswer('/siteshellfleet/remove', outcome);
    await confirmAndLose(user, confirm, '确定', outcome, keys, '解绑成功');
    expect(table(sim().db, 'site-shell-fleet').some((r) => r.id === bound.id)).toBe(false);
  });
});

test('车队短信验证: a code asked for whose answer is lost says to look at the phone first, and 重新提交 asks once more', async () => {
  const user = userEvent.setup();
  const fleet = table(sim().db, 'fleet')[4]!;
  per.track(renderConsole({ path: `/fleet/form?fleetId=${String(fleet.id)}` }));
  const sms = await screen.findByRole('group', { name: '车队短信验证' }, { timeout: 20_000 });
  const asks = loseNextGet('/sendSMScode/', 'found');
  await user.click(within(sms).getByRole('button', { name: '获取验证码' }));
  expect(await within(sms).findByText(/无法确认验证码是否已发出/, {}, { timeout: 8000 })).toBeInTheDocument();
  // no query shows a code sent: only asking again is offered, after saying where to look
  expect(within(sms).queryByRole('button', { name: '重新核对' })).not.toBeInTheDocument();
  expect(asks).toHaveLength(1);
  await user.click(within(sms).getByRole('button', { name: '重新提交' }));
  expect(await within(sms).findByRole('status')).toHaveTextContent(/^验证码已发送至/);
  expect(asks).toHaveLength(2);
  await user.type(within(sms).getByLabelText('短信验证码'), peekFleetCode(sim().db, String(fleet.id))!);
  await user.click(within(sms).getByRole('button', { name: '验证' }));
  expect(await screen.findByText('已通过车队短信验证')).toBeInTheDocument();
});
