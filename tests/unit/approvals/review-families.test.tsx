/**
 * Interfaces, shop assistants and merchant account recharges are reviewed on the review page like every application
 * family (审核中心): a reject needs a comment, the maker's own record cannot be decided and the button says why, and the
 * record is read with the family's GET-by-id (spec 000 §7), not a list of one.
 */
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { auditTable } from '@services/mock/approvals/review';
import { renderConsole, signIn } from '../../support/render-console';
import { useSimulatorPerTest } from '../../support/simulator-per-test';

vi.setConfig({ testTimeout: 60_000 });
const per = useSimulatorPerTest();

beforeAll(async () => {
  await Promise.all([import('@/shell/main-layout'), import('@/screens/approvals/review/review-pages')]);
}, 180_000);

const Q = encodeURIComponent(JSON.stringify({ auditStatus: '0' }));

/** A pending record of the family filed by `account`. */
function pendingOf(defKey: string, statusField: string, action: string, account: string) {
  const maker = per.sim.db.users.find((u) => u.account === account)!;
  const row = auditTable(per.sim.db, { defKey, statusField, action }).find((r) => r.createUser === maker.id)!;
  row[statusField] = 0;
  return row;
}

test('an interface is rejected only with a comment, read by its detailVo', async () => {
  const row = pendingOf('interface', 'auditStatus', 'submit', 'purchaser');
  await signIn(per.sim, 'auditor', 'demo123');
  per.track(renderConsole({ path: `/coupons/interfaceAudit/detail?id=${String(row.id)}&q=${Q}` }));
  const user = userEvent.setup();
  const region = await screen.findByRole('region', { name: '接口审核' }, { timeout: 15_000 });
  const reject = await within(region).findByRole('button', { name: '驳回' }, { timeout: 10_000 });
  await waitFor(() => expect(reject).toBeEnabled());
  const reads = per.sim.requests.filter((r) => r.path === '/api/zytInterface/interface/detailVo');
  expect(reads.length).toBeGreaterThan(0);
  expect(per.sim.requests.some((r) => r.path === '/api/zytInterface/interface/pageList' && /[?&]id=/.test(r.search ?? ''))).toBe(false);
  await user.click(reject);
  const dialog = within(await screen.findByRole('dialog', { name: '确认驳回该申请？' }));
  expect(dialog.getByText('驳回时必须填写审核意见')).toBeInTheDocument();
  expect(dialog.getByRole('button', { name: '确定' })).toBeDisabled();
  await user.type(dialog.getByLabelText('审核意见'), '接口资料不全');
  await user.click(dialog.getByRole('button', { name: '确定' }));
  await waitFor(() => expect(row.auditStatus).toBe(2));
  expect(row.auditRemark).toBe('接口资料不全');
});

test('the maker of a shop assistant sees it without 通过/驳回, and a note says why', async () => {
  const row = pendingOf('shop-assistant', 'auditStatus', 'updateApplets', 'admin');
  await signIn(per.sim);
  per.track(renderConsole({ path: `/staff/shopAssistantAudit/detail?id=${String(row.id)}&q=${Q}` }));
  const region = await screen.findByRole('region', { name: '店员审核' }, { timeout: 15_000 });
  expect(await within(region).findByRole('note', {}, { timeout: 10_000 })).toHaveTextContent('不能审核自己提交的申请');
  expect(within(region).getByRole('region', { name: '处理记录' })).toBeInTheDocument();
  expect(within(region).queryByRole('button', { name: '通过' })).not.toBeInTheDocument();
  expect(within(region).queryByRole('button', { name: '驳回' })).not.toBeInTheDocument();
  expect(within(region).queryByRole('textbox', { name: '审核意见' })).not.toBeInTheDocument();
  expect(per.sim.requests.some((r) => r.path === '/api/shell/shellshopassistant/detail')).toBe(true);
});

test('the fleet fund review page runs 微信核验 on the record, and the simulator marks its payment checked', async () => {
  const row = pendingOf('fleet-fund', 'auditStatus', 'audit', 'purchaser');
  delete row.paymentVerified;
  await signIn(per.sim, 'auditor', 'demo123');
  per.track(renderConsole({ path: `/fleet/fund/detail?id=${String(row.id)}&q=${Q}` }));
  const user = userEvent.setup();
  await user.click(await screen.findByRole('button', { name: '微信核验' }, { timeout: 15_000 }));
  await waitFor(() => expect(row.paymentVerified).toBe(1), { timeout: 15_000 });
  // one operation on this record: every request of it carries the record's id and the same Idempotency-Key
  const sent = per.sim.requests.filter((r) => r.method === 'POST' && r.path === '/api/fleetFund/fleetfund/wechatVerify');
  expect(sent.length).toBeGreaterThan(0);
  expect(new Set(sent.map((r) => r.headers['idempotency-key'])).size).toBe(1);
  expect(sent.every((r) => r.search === `?id=${String(row.id)}`)).toBe(true);
  // the decision stays the reviewer's: the check approves nothing
  expect(row.auditStatus).toBe(0);
});
