/**
 * 车队卡 adds, edits and removes member cards in the real console against the simulated backend, driven by role and
 * label: a new card is confirmed in words (masked number, member, fleet), sent once with its Idempotency-Key and
 * listed 待审核; a rejected card edited goes back to 待审核; a removal the server refuses (money on the card) shows the
 * server's words; another company's cards are out of reach; a wrong card number is said at the field, which takes the
 * focus, and nothing is sent; a lost answer is checked by reading the card list back.
 */
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { CARD_AUDIT_STATUS } from '@services/api/fleets/status';
import { fleetWorld, luhnCardNo, str, table, type Row } from '@services/mock/fleets/world';
import { DEMO_PASSWORD } from '@services/mock/seed';
import { loseAnswer } from '../../support/lost-answer';
import { renderConsole, signIn } from '../../support/render-console';
import { useSimulatorPerTest } from '../../support/simulator-per-test';

vi.setConfig({ testTimeout: 40_000 });
const per = useSimulatorPerTest();
const sim = () => per.sim;
type User = ReturnType<typeof userEvent.setup>;

beforeEach(async () => {
  fleetWorld(sim().db);
  await signIn(sim());
});

const bodyRows = (tableEl: HTMLElement) => within(tableEl).getAllByRole('row').slice(1);
const cards = () => table(sim().db, 'fleet-member-card');
const masked = (cardNo: string) => `${'*'.repeat(cardNo.length - 4)}${cardNo.slice(-4)}`;
const writes = (suffix: string) => sim().requests.filter((r) => r.method === 'POST' && r.path.endsWith(suffix));

/** Opens 车队卡 and narrows the list to one card number; answers the card's row once it is listed. */
async function openCard(user: User, cardNo: string): Promise<HTMLElement> {
  per.track(renderConsole({ path: '/fleetcard/fleetcard' }));
  const search = await screen.findByRole('search', {}, { timeout: 20_000 });
  await user.type(within(search).getByLabelText('卡号'), cardNo);
  await user.click(within(search).getByRole('button', { name: '搜索' }));
  return rowOf(cardNo);
}

async function rowOf(cardNo: string): Promise<HTMLElement> {
  let row: HTMLElement | undefined;
  await waitFor(() => {
    row = bodyRows(screen.getByRole('table', { name: '成员卡列表' })).find((r) => r.textContent?.includes(cardNo));
    expect(row).toBeDefined();
  });
  return row!;
}

/** A staffed fleet and one of its members (the tenant's, when named). */
function fleetAndMember(tenantId?: string): { fleet: Row; member: Row } {
  const members = table(sim().db, 'fleet-member');
  const fleet = table(sim().db, 'fleet').find(
    (f) => (!tenantId || str(f.tenantId) === tenantId) && members.some((m) => m.fleetId === f.id),
  )!;
  return { fleet, member: members.find((m) => m.fleetId === fleet.id)! };
}

/** Opens 新增成员卡 and fills fleet, member and card number. */
async function fillNewCard(user: User, fleet: Row, member: Row, cardNo: string): Promise<HTMLElement> {
  await user.click(await screen.findByRole('button', { name: '新增成员卡' }, { timeout: 20_000 }));
  const dialog = await screen.findByRole('dialog', { name: '新增成员卡' });
  await user.selectOptions(within(dialog).getByLabelText(/^车队/), str(fleet.id));
  const memberSelect = within(dialog).getByLabelText(/^成员/);
  await waitFor(() => expect(within(memberSelect).getByRole('option', { name: new RegExp(str(member.memberName)) })).toBeInTheDocument());
  await user.selectOptions(memberSelect, str(member.id));
  await user.type(within(dialog).getByLabelText(/^卡号/), cardNo);
  return dialog;
}

test('新增成员卡: confirmed in words with the number masked, one POST saveCard with its key, then listed 待审核', async () => {
  const user = userEvent.setup();
  const { fleet, member } = fleetAndMember();
  const cardNo = luhnCardNo(7001);
  per.track(renderConsole({ path: '/fleetcard/fleetcard' }));
  const dialog = await fillNewCard(user, fleet, member, cardNo);
  await user.click(within(dialog).getByRole('button', { name: '下一步' }));
  const confirm = await screen.findByRole('alertdialog', { name: '确认新增成员卡' });
  expect(confirm).toHaveTextContent(
    `将为车队「${str(fleet.fleetName)}」的成员 ${str(member.memberName)} 新增成员卡 ${masked(cardNo)}，提交后进入审核（待审核）。`,
  );
  expect(within(confirm).getByText('请求详情')).toBeInTheDocument();
  await user.dblClick(within(confirm).getByRole('button', { name: '确认新增' }));
  expect(await screen.findByText('成员卡已新增，等待审核')).toBeInTheDocument();
  await waitFor(() => expect(screen.queryByRole('dialog', { name: '新增成员卡' })).not.toBeInTheDocument());

  const posts = writes('/cyhfleetmembercard/saveCard');
  expect(posts).toHaveLength(1);
  expect(posts[0]!.headers['idempotency-key']).toBeTruthy();
  expect(posts[0]!.body).toMatchObject({ fleetId: fleet.id, memberId: member.id, cardNo });
  // the list was read again: the new card is first, 待审核
  const row = await rowOf(cardNo);
  expect(row).toHaveTextContent('待审核');
  expect(cards().find((c) => c.cardNo === cardNo)).toMatchObject({ auditStatus: CARD_AUDIT_STATUS.pending.code });
});

test('编辑 a rejected card: its new number confirmed, and it goes back to 待审核; an approved card cannot be edited', async () => {
  const user = userEvent.setup();
  const rejected = cards().find((c) => c.auditStatus === CARD_AUDIT_STATUS.rejected.code)!;
  const oldNo = str(rejected.cardNo);
  const newNo = luhnCardNo(7002);
  const row = await openCard(user, oldNo);
  expect(row).toHaveTextContent('审核驳回');
  await user.click(within(row).getByRole('button', { name: `编辑 ${oldNo}` }));
  const dialog = await screen.findByRole('dialog', { name: '编辑成员卡' });
  expect(within(dialog).getByLabelText(/^车队/)).toBeDisabled();
  const input = within(dialog).getByLabelText(/^卡号/);
  await user.clear(input);
  await user.type(input, newNo);
  await user.click(within(dialog).getByRole('button', { name: '下一步' }));
  const confirm = await screen.findByRole('alertdialog', { name: '确认修改成员卡' });
  expect(confirm).toHaveTextContent(masked(oldNo));
  expect(confirm).toHaveTextContent(masked(newNo));
  expect(confirm).toHaveTextContent('该卡已被驳回，修改后重新进入待审核。');
  await user.click(within(confirm).getByRole('button', { name: '确认修改' }));
  expect(await screen.findByText('成员卡已修改，重新进入待审核')).toBeInTheDocument();
  expect(rejected).toMatchObject({ cardNo: newNo, auditStatus: CARD_AUDIT_STATUS.pending.code });
  const posts = writes('/cyhfleetmembercard/submit');
  expect(posts).toHaveLength(1);
  expect(posts[0]!.headers['idempotency-key']).toBeTruthy();
  expect(posts[0]!.body).toMatchObject({ id: rejected.id, cardNo: newNo });

  await per.release();
  const approved = cards().find((c) => c.auditStatus === CARD_AUDIT_STATUS.approved.code)!;
  const approvedRow = await openCard(user, str(approved.cardNo));
  const edit = within(approvedRow).getByRole('button', { name: `编辑 ${str(approved.cardNo)}` });
  expect(edit).toBeDisabled();
  expect(edit).toHaveAttribute('title', '只有待审核或审核驳回的成员卡可以编辑');
});

test('删除 names the card, member and fleet; a card that got money meanwhile is refused in the server words; a card with money cannot be asked', async () => {
  const user = userEvent.setup();
  const rich = cards().find((c) => Number(c.balance) > 0)!;
  const richRow = await openCard(user, str(rich.cardNo));
  const richDelete = within(richRow).getByRole('button', { name: `删除 ${str(rich.cardNo)}` });
  expect(richDelete).toBeDisabled();
  expect(richDelete).toHaveAttribute('title', '卡内有余额，不能删除');
  await per.release();

  const empty = cards().find((c) => Number(c.balance) === 0)!;
  const row = await openCard(user, str(empty.cardNo));
  // approved and recharged after the list was read
  const status = empty.auditStatus;
  Object.assign(empty, { auditStatus: CARD_AUDIT_STATUS.approved.code, balance: 5_000 });
  await user.click(within(row).getByRole('button', { name: `删除 ${str(empty.cardNo)}` }));
  const confirm = await screen.findByRole('alertdialog', { name: '确认删除成员卡' });
  expect(confirm).toHaveTextContent(
    `将删除车队「${str(empty.fleetName)}」成员 ${str(empty.memberName)} 的成员卡 ${masked(str(empty.cardNo))}，删除后不能恢复。`,
  );
  await user.click(within(confirm).getByRole('button', { name: '确认删除' }));
  expect(await within(confirm).findByText('卡内有余额，不能删除')).toBeInTheDocument();
  expect(cards().some((c) => c.id === empty.id)).toBe(true);
  expect(writes('/cyhfleetmembercard/remove')).toHaveLength(1);

  // emptied again: the same operation tried again removes it
  Object.assign(empty, { auditStatus: status, balance: 0 });
  await user.click(within(confirm).getByRole('button', { name: '重试' }));
  expect(await screen.findByText('成员卡已删除')).toBeInTheDocument();
  expect(cards().some((c) => c.id === empty.id)).toBe(false);
  const keys = writes('/cyhfleetmembercard/remove').map((r) => r.headers['idempotency-key']);
  expect(keys).toHaveLength(2);
  expect(new Set(keys).size).toBe(1);
});

test("a company sees and reaches only its own fleets' cards", async () => {
  await signIn(sim(), 'purchaser', DEMO_PASSWORD, '300001');
  const user = userEvent.setup();
  const tenantOf = new Map(table(sim().db, 'fleet').map((f) => [str(f.id), str(f.tenantId)]));
  const foreign = cards().find((c) => tenantOf.get(str(c.fleetId)) !== '300001' && c.auditStatus === CARD_AUDIT_STATUS.pending.code)!;
  const own = cards().find((c) => tenantOf.get(str(c.fleetId)) === '300001' && c.auditStatus === CARD_AUDIT_STATUS.rejected.code)!;
  per.track(renderConsole({ path: '/fleetcard/fleetcard' }));
  const list = await screen.findByRole('table', { name: '成员卡列表' }, { timeout: 20_000 });
  await waitFor(() => expect(bodyRows(list).length).toBeGreaterThan(0));
  const search = screen.getByRole('search');
  await user.type(within(search).getByLabelText('卡号'), str(foreign.cardNo));
  await user.click(within(search).getByRole('button', { name: '搜索' }));
  expect(await screen.findByText('暂无数据')).toBeInTheDocument();
  expect(screen.queryByRole('button', { name: `编辑 ${str(foreign.cardNo)}` })).toBeNull();
  expect(screen.queryByRole('button', { name: `删除 ${str(foreign.cardNo)}` })).toBeNull();
  // its own card has both
  await user.clear(within(search).getByLabelText('卡号'));
  await user.type(within(search).getByLabelText('卡号'), str(own.cardNo));
  await user.click(within(search).getByRole('button', { name: '搜索' }));
  const row = await rowOf(str(own.cardNo));
  expect(within(row).getByRole('button', { name: `编辑 ${str(own.cardNo)}` })).toBeEnabled();
  // the fleets to choose from are its own
  await user.click(screen.getByRole('button', { name: '新增成员卡' }));
  const dialog = await screen.findByRole('dialog', { name: '新增成员卡' });
  const fleetSelect = within(dialog).getByLabelText(/^车队/);
  await waitFor(() => expect(within(fleetSelect).getAllByRole('option').length).toBeGreaterThan(1));
  for (const option of within(fleetSelect).getAllByRole('option').slice(1)) {
    expect(tenantOf.get((option as HTMLOptionElement).value)).toBe('300001');
  }
});

test('a wrong card number is said at the field, which takes the focus; nothing is sent', async () => {
  const user = userEvent.setup();
  const { fleet, member } = fleetAndMember();
  per.track(renderConsole({ path: '/fleetcard/fleetcard' }));
  await user.click(await screen.findByRole('button', { name: '新增成员卡' }, { timeout: 20_000 }));
  let dialog = await screen.findByRole('dialog', { name: '新增成员卡' });
  // nothing chosen: the fleet is the first field in error
  await user.click(within(dialog).getByRole('button', { name: '下一步' }));
  await waitFor(() => expect(within(dialog).getByLabelText(/^车队/)).toHaveFocus());
  expect(within(dialog).getByLabelText(/^车队/)).toHaveAccessibleDescription('请选择车队');
  await user.click(within(dialog).getByRole('button', { name: '取消' }));

  dialog = await fillNewCard(user, fleet, member, '4111111111111112');
  await user.click(within(dialog).getByRole('button', { name: '下一步' }));
  const input = within(dialog).getByLabelText(/^卡号/);
  await waitFor(() => expect(input).toHaveFocus());
  expect(input).toHaveAttribute('aria-invalid', 'true');
  expect(within(dialog).getByText('卡号校验位不正确，请核对卡号')).toBeInTheDocument();
  await user.clear(input);
  await user.type(input, '41111111111{Enter}');
  expect(within(dialog).getByText('卡号须为16-19位数字')).toBeInTheDocument();
  expect(screen.queryByRole('alertdialog')).toBeNull();
  expect(writes('/cyhfleetmembercard/saveCard')).toHaveLength(0);
});

test('a lost answer to saveCard: the card list is read back, the card found and said masked; one POST', async () => {
  const user = userEvent.setup();
  const { fleet, member } = fleetAndMember();
  const cardNo = luhnCardNo(7003);
  per.track(renderConsole({ path: '/fleetcard/fleetcard' }));
  const dialog = await fillNewCard(user, fleet, member, cardNo);
  await user.click(within(dialog).getByRole('button', { name: '下一步' }));
  const confirm = await screen.findByRole('alertdialog', { name: '确认新增成员卡' });
  const lost = loseAnswer(per, 'post', '/cyhfleetmembercard/saveCard', { served: true });
  await user.click(within(confirm).getByRole('button', { name: '确认新增' }));
  expect(await screen.findByText(`服务器已处理：找到成员卡 ${masked(cardNo)}。`, {}, { timeout: 8000 })).toBeInTheDocument();
  expect(lost.key).toBeTruthy();
  expect(cards().filter((c) => c.cardNo === cardNo)).toHaveLength(1);
  expect(sim().requests.some((r) => r.path.endsWith('/cyhfleetmembercard/page') && r.search.includes(`cardNo=${cardNo}`))).toBe(true);
});
