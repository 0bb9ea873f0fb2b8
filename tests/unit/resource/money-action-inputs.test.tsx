/**
 * The money buttons of the generic action dialog with typed values: a company recharge asks for the company, the
 * amount in yuan, the payment channel and a remark, refuses a bad amount before anything is sent, says in words what
 * will be filed (company, ¥ amount) and sends fen; a merchant account's amount may not exceed what it can pay out; a
 * withholding asks for its SMS code only once the amount is typed, and a new amount clears the code; a tenant's new
 * total balance is confirmed from the old to the new.
 */
import '@/i18n/resources-namespace';
import { useState } from 'react';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createSimulator, type Simulator } from '@services/mock/simulator';
import { startNodeSimulator } from '@services/mock/node';
import { rechargeTable } from '@services/mock/approvals/review';
import { peekSms } from '@services/mock/money/store';
import { num, table } from '@services/mock/recharge/store';
import { resourceByKey } from '@services/resources/registry';
import type { ResourceRow } from '@services/api/types/resource';
import { ActionDialog, type ActionDialogProps } from '@/screens/resource/resource-actions';
import { registerResourceUi } from '@/i18n/resource-ui-namespace';
import { resetBrowserState, signIn } from '../../support/render-console';
import { renderScreen, type RenderedScreen } from '../../support/render-resource';

vi.setConfig({ testTimeout: 20_000 });
let sim: Simulator = createSimulator({ storage: null });
const node = startNodeSimulator(sim);
afterAll(() => node.close());
let app: RenderedScreen | null = null;
const finished: boolean[] = [];

beforeEach(async () => {
  resetBrowserState();
  sim = createSimulator({ storage: null });
  node.server.resetHandlers(...sim.handlers);
  finished.length = 0;
  await signIn(sim);
});
afterEach(async () => {
  await app?.dispose();
  app = null;
});

function Shown(props: ActionDialogProps) {
  useState(registerResourceUi);
  return <ActionDialog {...props} />;
}

/** Opens the dialog of a family's action, on a row for a row action. */
async function open(key: string, name: string, row?: ResourceRow) {
  const definition = resourceByKey(key)!;
  const action = definition.actions.find((a) => a.name === name)!;
  app = renderScreen(
    <Shown
      definition={definition}
      request={{ action, ...(row ? { row } : { query: {} }), seq: 1 }}
      deps={{ success: () => undefined }}
      onFinished={(changed) => finished.push(changed)}
    />,
  );
  return screen.findByRole('dialog');
}

const input = (d: HTMLElement, action: string, name: string) => d.querySelector(`[id="action-${action}-${name}"]`) as HTMLInputElement;
const sent = (path: string) => sim.requests.filter((r) => r.path === path);
const ok = (d: HTMLElement) => within(d).getByRole('button', { name: '确定' });

test('a company recharge: company, amount in yuan, channel and remark; a bad amount is refused; the words say ¥ and fen go out', async () => {
  const user = userEvent.setup();
  const d = await open('company-capital', 'recharge');
  const company = input(d, 'recharge', 'companyId') as unknown as HTMLSelectElement;
  await waitFor(() => expect(within(company).queryByRole('option', { name: '顺达物流车队' })).not.toBeNull());
  // nothing typed: each value is asked for
  await user.click(ok(d));
  expect(within(d).getByText('请选择企业')).toBeInTheDocument();
  expect(within(d).getByText('请输入金额')).toBeInTheDocument();

  await user.selectOptions(company, '300001');
  await user.type(input(d, 'recharge', 'amount'), '100.005');
  await user.selectOptions(input(d, 'recharge', 'payChannel') as unknown as HTMLSelectElement, '3');
  await user.click(ok(d));
  expect(within(d).getByText('金额最多保留两位小数')).toBeInTheDocument();
  expect(sent('/api/company/recharge')).toHaveLength(0);

  await user.clear(input(d, 'recharge', 'amount'));
  await user.type(input(d, 'recharge', 'amount'), '1234.5');
  await user.type(input(d, 'recharge', 'remark'), '月度预充');
  await user.click(ok(d));
  await waitFor(() => expect(d.querySelector('dl[aria-label="将执行的操作"]')).not.toBeNull());
  const facts = d.querySelector('dl[aria-label="将执行的操作"]')!;
  expect(facts).toHaveTextContent('顺达物流车队');
  expect(facts).toHaveTextContent('¥1,234.50');
  expect(facts).toHaveTextContent('银行转账');
  expect(facts).not.toHaveTextContent('300001');
  await user.click(ok(d));
  await waitFor(() => expect(finished).toEqual([true]));
  const [req] = sent('/api/company/recharge');
  expect(req!.body).toMatchObject({
    companyId: '300001',
    companyName: '顺达物流车队',
    amount: '123450',
    payChannel: '3',
    remark: '月度预充',
  });
  expect(req!.headers['idempotency-key']).toBeTruthy();
  expect(rechargeTable(sim.db)[0]).toMatchObject({ companyName: '顺达物流车队', amount: 123_450, rechargeStatus: 0, tenantId: '300001' });
});

test('a fee account recharge may not take more than the account can pay out; a good amount moves in fen', async () => {
  const user = userEvent.setup();
  const account = table(sim.db, 'merchant-account').find((a) => num(a.withdrawableAmount) > 10_000 && num(a.balance) > 10_000)!;
  const before = { balance: num(account.balance), fee: num(account.feeBalance) };
  const d = await open('merchant-account', 'feeAccountRecharge', { ...account });
  const amount = input(d, 'feeAccountRecharge', 'amount');
  const over = ((num(account.withdrawableAmount) + 100) / 100).toFixed(2);
  await user.type(amount, over);
  await user.click(ok(d));
  expect(within(d).getByText('金额不能超过可用余额')).toBeInTheDocument();
  expect(sent('/api/merchantAccount/merchantaccount/feeAccountRecharge')).toHaveLength(0);

  await user.clear(amount);
  await user.type(amount, '50');
  await user.click(ok(d));
  expect(await within(d).findByText('¥50.00')).toBeInTheDocument();
  await user.click(ok(d));
  await waitFor(() => expect(finished).toEqual([true]));
  const [req] = sent('/api/merchantAccount/merchantaccount/feeAccountRecharge');
  expect(new URLSearchParams(req!.search).get('amount')).toBe('5000');
  expect(num(account.balance)).toBe(before.balance - 5_000);
  expect(num(account.feeBalance)).toBe(before.fee + 5_000);
});

test('a withholding asks for the code once the amount is typed; a new amount clears it; the right code debits the account', async () => {
  const user = userEvent.setup();
  const account = table(sim.db, 'merchant-account').find((a) => num(a.withdrawableAmount) > 10_000 && num(a.balance) > 10_000)!;
  const before = num(account.balance);
  const d = await open('merchant-account', 'withholdingOrder', { ...account });
  const ask = within(d).getByRole('button', { name: '获取验证码' });
  expect(ask).toBeDisabled();
  await user.type(input(d, 'withholdingOrder', 'amount'), '30');
  await waitFor(() => expect(ask).toBeEnabled());
  await user.click(ask);
  await waitFor(() => expect(peekSms(sim.db, String(account.id), 'withholding')).toBeDefined());
  const [codeReq] = sent('/api/merchantAccount/merchantaccount/sendWithholdingCode');
  expect(Object.fromEntries(new URLSearchParams(codeReq!.search))).toMatchObject({ id: String(account.id), amount: '3000' });

  const code = input(d, 'withholdingOrder', 'code');
  await user.type(code, '12345');
  await user.click(ok(d));
  expect(within(d).getByText('验证码为6位数字')).toBeInTheDocument();
  await user.clear(code);
  await user.type(code, peekSms(sim.db, String(account.id), 'withholding')!.code);
  // a new amount needs a new code
  await user.type(input(d, 'withholdingOrder', 'amount'), '0');
  expect(code.value).toBe('');
  await user.clear(input(d, 'withholdingOrder', 'amount'));
  await user.type(input(d, 'withholdingOrder', 'amount'), '30');
  await user.type(code, peekSms(sim.db, String(account.id), 'withholding')!.code);
  await user.click(ok(d));
  expect(await within(d).findByText('¥30.00')).toBeInTheDocument();
  await user.click(ok(d));
  await waitFor(() => expect(finished).toEqual([true]));
  expect(num(account.balance)).toBe(before - 3_000);
});

test("a tenant's total balance: the new one typed in yuan, confirmed from the old to the new, 0 allowed", async () => {
  const user = userEvent.setup();
  const row = table(sim.db, 'tenant-company-info')[0]!;
  const d = await open('tenant-company-info', 'updateTotalBalance', { ...row, totalBalance: 1_000_000 });
  row.totalBalance = 1_000_000;
  expect(within(d).getByText('当前 ¥10,000.00')).toBeInTheDocument();
  await user.type(input(d, 'updateTotalBalance', 'totalBalance'), '-1');
  await user.click(ok(d));
  expect(within(d).getByText('请输入非负数')).toBeInTheDocument();
  await user.clear(input(d, 'updateTotalBalance', 'totalBalance'));
  await user.type(input(d, 'updateTotalBalance', 'totalBalance'), '12000');
  await user.click(ok(d));
  expect(await within(d).findByText('¥10,000.00 → ¥12,000.00')).toBeInTheDocument();
  await user.click(ok(d));
  await waitFor(() => expect(finished).toEqual([true]));
  // the old balance the row carried is not sent as the new one
  expect(sent('/api/blade-system/tenant/udpateTotalBalance')[0]!.body).toMatchObject({ totalBalance: '1200000' });
  expect(num(row.totalBalance)).toBe(1_200_000);
});
