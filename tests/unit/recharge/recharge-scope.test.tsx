/**
 * The recharge screens of items the spec names beside the money buttons: a direct recharge limited to picked
 * companies and stations (the companies by name from selectAndSubordinateById, their stations from
 * selectSiteByTenantIdList; the confirmation names them and the saved recharge carries them); a business card's
 * detail read with the family's detail call; the company extension list sending `count` and, for the root tenant,
 * no companyId.
 */
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { linesTable, peekCode, table } from '@services/mock/recharge/store';
import { renderConsole, signIn } from '../../support/render-console';
import { useSimulatorPerTest } from '../../support/simulator-per-test';

vi.setConfig({ testTimeout: 30_000 });
const per = useSimulatorPerTest();

beforeAll(async () => {
  await import('@/screens/recharge/recharge-pages');
}, 120_000);

const sent = (path: string) => per.sim.requests.filter((r) => r.path === path);

test('a direct recharge limited to a picked company and one of its stations says so and is saved with them', async () => {
  await signIn(per.sim);
  const user = userEvent.setup();
  per.track(renderConsole({ path: '/rechargeCenter/directcharging' }));
  await screen.findByTestId('funds-balance', {}, { timeout: 15_000 });
  // nothing is asked about companies until the recharge is limited
  expect(sent('/api/zyt/staff/selectAndSubordinateById')).toHaveLength(0);
  await user.click(screen.getByLabelText(/限定使用范围/));
  const companies = await screen.findByRole('group', { name: '本企业及下级企业' });
  await waitFor(() => expect(within(companies).getAllByRole('checkbox')).toHaveLength(3));
  await user.type(screen.getByLabelText('企业名称'), '顺达{enter}');
  await waitFor(() => expect(within(companies).getAllByRole('checkbox')).toHaveLength(1));
  expect(new URLSearchParams(sent('/api/zyt/staff/selectAndSubordinateById').at(-1)!.search).get('tenantName')).toBe('顺达');
  await user.click(within(companies).getByRole('checkbox', { name: '顺达物流车队' }));
  const sites = await screen.findByRole('group', { name: '所选企业的油站' });
  const first = (await within(sites).findAllByRole('checkbox'))[0]!;
  const siteName = first.closest('label')!.textContent!.trim();
  await user.click(first);
  expect(sent('/api/zyt/staff/selectSiteByTenantIdList').at(-1)!.body).toEqual({ tenantIds: ['300001'] });

  await user.type(screen.getByLabelText('员工手机号'), '13700001111');
  await user.type(screen.getByLabelText('到期时间'), '2030-12-31');
  await user.type(screen.getByLabelText('每人充值金额（元）'), '20');
  const phone = screen.getByLabelText('验证手机号') as HTMLInputElement;
  await user.clear(phone);
  await user.type(phone, '13800138000');
  await user.click(screen.getByRole('button', { name: '获取验证码' }));
  await screen.findByText(/验证码已发送至 \d{3}\*{4}\d{4}/);
  await user.type(screen.getByLabelText('短信验证码'), peekCode(per.sim.db, '13800138000')!.code);
  await user.click(screen.getByRole('button', { name: '下一步' }));
  const confirm = await screen.findByRole('alertdialog');
  expect(confirm).toHaveTextContent(`顺达物流车队、${siteName}`);
  await user.click(within(confirm).getByRole('button', { name: '确认支付' }));
  await waitFor(() => expect(sent('/api/zyt/staff/payment')).toHaveLength(1));
  const saved = table(per.sim.db, 'staff-recharge')[0]!;
  expect(saved).toMatchObject({ tenantIds: ['300001'] });
  expect((saved.siteIds as string[]).length).toBe(1);
});

test("a business card's detail is read with the family's detail call and shows the card and its recharge", async () => {
  await signIn(per.sim);
  const line = linesTable(per.sim.db).find((l) => l.cardStatus === 1)!;
  const record = table(per.sim.db, 'staff-recharge').find((r) => r.id === line.rechargeId)!;
  per.track(renderConsole({ path: `/rechargeCenter/businesscard/detail?id=${String(record.id)}&card=${String(line.id)}` }));
  await screen.findAllByText(String(record.rechargeNo), {}, { timeout: 15_000 });
  expect(screen.getByRole('heading', { name: '所属充值单' })).toBeInTheDocument();
  expect(screen.getAllByText(String(line.realName)).length).toBeGreaterThan(0);
  const detail = sent('/api/zyt/staff/selectOneDetailById');
  expect(new URLSearchParams(detail.at(-1)!.search).get('id')).toBe(String(record.id));
  expect(sent('/api/shell/useraccount/lists')).toHaveLength(0);
});

test('the company extension list sends count and size, and no companyId for the root tenant', async () => {
  await signIn(per.sim);
  per.track(renderConsole({ path: '/tenants/company-ext' }));
  await waitFor(() => expect(sent('/api/shell/companyext/list').length).toBeGreaterThan(0), { timeout: 15_000 });
  const params = new URLSearchParams(sent('/api/shell/companyext/list')[0]!.search);
  expect(params.get('count')).toBe('1');
  expect(params.get('size')).toBeTruthy();
  expect(params.has('companyId')).toBe(false);
  expect(params.has('current')).toBe(false);
});
