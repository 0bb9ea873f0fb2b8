/**
 * 代理商信息 in the real console against the simulated backend, driven by role and label: 新增 checks the mobile
 * number and the ratio at their fields (nothing sent), then confirms in words and sends one POST /api/admin/agent with
 * the ratio in basis points; the new agent is listed 待审核. 编辑 reads GET /api/admin/agent/{id} and sends PUT; a
 * removal the backend refuses shows its words; 代理油站 changes an approved agent's sites. Also 供货商资料.
 */
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { resourceTable } from '@services/mock/routes/resource-routes';
import { requireResource, resourceByKey } from '@services/resources/registry';
import { routeOf } from '@services/resources/routes';
import { AGENT_MSG } from '@services/api/agents/rules';
import { infoTable } from '@services/mock/agents/partners';
import { AGENTS_PATH, SITE_DISTRIBUTOR_PATH, SUPPLIER_INFO_PATH } from '@/screens/agents/pages';
import { renderConsole, signIn } from '../../support/render-console';
import { useSimulatorPerTest } from '../../support/simulator-per-test';
import { withTableSize } from '../../support/table-size';
import { pressEscape } from '../../support/keyboard';
import { buttonOf, rowOf } from '../../support/table-rows';

vi.setConfig({ testTimeout: 40_000 });
const per = useSimulatorPerTest();
withTableSize();
type User = ReturnType<typeof userEvent.setup>;

beforeEach(async () => {
  await signIn(per.sim);
});

const agents = () => resourceTable(per.sim.db, requireResource('admin-agent'));
const requests = (method: string, suffix: string) => per.sim.requests.filter((r) => r.method === method && r.path.endsWith(suffix));

async function openAgents() {
  per.track(renderConsole({ path: AGENTS_PATH }));
  return screen.findByRole('button', { name: '新增' }, { timeout: 20_000 });
}

async function fill(user: User, dialog: HTMLElement, values: Record<string, string>) {
  for (const [label, value] of Object.entries(values)) {
    const input = within(dialog).getByLabelText(new RegExp(`^${label.replace(/[()（）%]/g, '.')}`));
    if (input.tagName === 'SELECT') await user.selectOptions(input, value);
    else {
      await user.clear(input);
      await user.type(input, value);
    }
  }
}

test('the pages sit at the generated menu paths of their families', () => {
  expect(routeOf(resourceByKey('agent')!)).toBe(AGENTS_PATH);
  expect(routeOf(resourceByKey('supplier-tenant-info')!)).toBe(SUPPLIER_INFO_PATH);
  expect(routeOf(resourceByKey('site-distributor')!)).toBe(SITE_DISTRIBUTOR_PATH);
});

test('新增: bad phone and ratio are said at the fields; then confirmed in words, one POST, listed 待审核', async () => {
  const user = userEvent.setup();
  await user.click(await openAgents());
  const dialog = await screen.findByRole('dialog', { name: '新增代理商' });
  await fill(user, dialog, { 代理商名称: '无锡通达能源代理', 联系人: '王强', 手机号码: '1381234', 代理级别: '1', '返佣比例（%）': '120' });
  await user.click(within(dialog).getByRole('button', { name: '下一步' }));
  expect(within(dialog).getByText('手机号码长度不为11位')).toBeInTheDocument();
  expect(within(dialog).getByText('返佣比例须在0到100%之间，最多两位小数')).toBeInTheDocument();
  expect(requests('POST', '/api/admin/agent')).toHaveLength(0);

  await fill(user, dialog, { 手机号码: '13812345670', '返佣比例（%）': '5.25' });
  await user.click(within(dialog).getByRole('button', { name: '下一步' }));
  const confirm = await screen.findByRole('alertdialog', { name: '确认新增代理商' });
  expect(confirm).toHaveTextContent('新增代理商「无锡通达能源代理」（一级代理，返佣比例 5.25%），提交后待审核，审核通过后方可分配油站。');
  await user.click(within(confirm).getByRole('button', { name: '确认新增' }));
  expect(await screen.findByText('新增成功，待审核')).toBeInTheDocument();
  const posts = requests('POST', '/api/admin/agent');
  expect(posts).toHaveLength(1);
  expect(posts[0]!.headers['idempotency-key']).toBeTruthy();
  expect(posts[0]!.body).toMatchObject({ agentName: '无锡通达能源代理', phone: '13812345670', agentLevel: 1, ratio: 525 });
  expect(agents()[0]).toMatchObject({ agentName: '无锡通达能源代理', auditStatus: 0 });
  expect((await rowOf('无锡通达能源代理')).map((c) => c.textContent).join(' ')).toContain('待审核');
});

test('编辑 reads the agent by id and sends PUT; the decision stays', async () => {
  const user = userEvent.setup();
  const agent = agents().find((r) => Number(r.auditStatus) === 1 && Number(r.agentLevel) === 1)!;
  await openAgents();
  await user.click(buttonOf(await rowOf(String(agent.agentName)), '编辑'));
  const dialog = await screen.findByRole('dialog', { name: '编辑代理商' });
  await waitFor(() => expect(within(dialog).getByLabelText(/^联系人/)).toHaveValue(String(agent.contactName)));
  expect(requests('GET', `/api/admin/agent/${String(agent.id)}`).length).toBeGreaterThan(0);
  await fill(user, dialog, { 联系人: '赵敏' });
  await user.click(within(dialog).getByRole('button', { name: '下一步' }));
  const confirm = await screen.findByRole('alertdialog', { name: '确认修改代理商' });
  expect(confirm).toHaveTextContent('审核状态保持「审核通过」');
  await user.click(within(confirm).getByRole('button', { name: '确认修改' }));
  expect(await screen.findByText('更新成功')).toBeInTheDocument();
  expect(requests('PUT', '/api/admin/agent')).toHaveLength(1);
  expect(agent).toMatchObject({ contactName: '赵敏', auditStatus: 1 });
});

test('删除 of an agent with second-level agents is refused in the server words; 代理油站 changes the sites', async () => {
  const user = userEvent.setup();
  const parent = agents().find((r) => Number(r.auditStatus) === 1 && Number(r.agentLevel) === 1)!;
  agents().unshift({
    ...parent,
    id: '1990000000000000001',
    agentName: '下级测试代理',
    agentLevel: 2,
    parentAgentId: parent.id,
    phone: '13900000001',
  });
  await openAgents();
  await rowOf(String(parent.agentName));
  await user.click(screen.getByRole('button', { name: `删除 ${String(parent.agentName)}` }));
  const confirm = await screen.findByRole('alertdialog', { name: '确认删除代理商' });
  await user.click(within(confirm).getByRole('button', { name: '确认删除' }));
  expect(await screen.findAllByText(AGENT_MSG.hasChildren)).not.toHaveLength(0);
  expect(agents().some((r) => r.id === parent.id)).toBe(true);
  await pressEscape(user);

  await user.click(await screen.findByRole('button', { name: `更多操作 ${String(parent.agentName)}` }));
  await user.click(await screen.findByRole('menuitem', { name: '代理油站' }));
  const dialog = await screen.findByRole('dialog', { name: `代理油站 · ${String(parent.agentName)}` });
  const boxes = await within(dialog).findAllByRole('checkbox');
  for (const box of boxes) if ((box as HTMLInputElement).checked) await user.click(box);
  await user.click(boxes[0]!);
  await user.click(within(dialog).getByRole('button', { name: '下一步' }));
  const sure = await screen.findByRole('alertdialog', { name: '确认变更油站' });
  expect(sure).toHaveTextContent(`将代理商「${String(parent.agentName)}」的油站改为：`);
  expect(sure).toHaveTextContent('（共 1 个）');
  await user.click(within(sure).getByRole('button', { name: '确认变更' }));
  expect(await screen.findByText('变更成功')).toBeInTheDocument();
  const sites = resourceTable(per.sim.db, requireResource('agent-site')).filter((r) => r.agentId === parent.id);
  expect(sites).toHaveLength(1);
});

test('供货商资料: the city follows the province; saved by saveOrUpdate after a confirmation', async () => {
  const user = userEvent.setup();
  per.track(renderConsole({ path: SUPPLIER_INFO_PATH }));
  const form = await screen.findByRole('form', { name: '供货商资料' }, { timeout: 20_000 });
  expect(screen.getByText('尚未填写该类商户资料，请填写后保存。')).toBeInTheDocument();
  const province = within(form).getByLabelText(/^省份/);
  await waitFor(() => expect(within(province).getByRole('option', { name: '广东省' })).toBeInTheDocument());
  await user.selectOptions(province, '440000');
  const city = within(form).getByLabelText(/^城市/);
  await waitFor(() => expect(within(city).getByRole('option', { name: '深圳市' })).toBeInTheDocument());
  await user.selectOptions(city, '440300');
  const typed: Record<string, string> = {
    企业名称: '深圳南油供应链有限公司',
    统一社会信用代码: '91440300MA5FXXXX1A',
    联系人: '林海',
    联系电话: '13800138000',
    开户银行: '招商银行深圳分行',
    开户名: '深圳南油供应链有限公司',
    银行卡号: '6225',
  };
  for (const [label, value] of Object.entries(typed)) await user.type(within(form).getByLabelText(new RegExp(`^${label}`)), value);
  await user.click(within(form).getByRole('button', { name: '保存' }));
  expect(within(form).getByText('银行卡号须为12到19位数字')).toBeInTheDocument();
  await user.type(within(form).getByLabelText(/^银行卡号/), '880112345678');
  await user.click(within(form).getByRole('button', { name: '保存' }));
  const confirm = await screen.findByRole('alertdialog', { name: '确认保存供货商资料' });
  expect(confirm).toHaveTextContent('保存「深圳南油供应链有限公司」作为供货商的企业与银行资料');
  await user.click(within(confirm).getByRole('button', { name: '保存' }));
  expect(await screen.findByText('保存成功')).toBeInTheDocument();
  expect(infoTable(per.sim)[0]).toMatchObject({ merchantType: 1, city: '440300', cityName: '深圳市', bankCardNumber: '6225880112345678' });
});

test('油站分销商: the selected rows get the chosen settlement combo after a confirmation naming them', async () => {
  const user = userEvent.setup();
  const combo = resourceTable(per.sim.db, requireResource('fleet-settlement-combo'))[0]!;
  per.track(renderConsole({ path: SITE_DISTRIBUTOR_PATH }));
  const batch = await screen.findByRole('button', { name: '批量设置套餐' }, { timeout: 20_000 });
  expect(batch).toBeDisabled();
  await user.click(await screen.findByRole('checkbox', { name: '选择第 1 行' }));
  await user.click(batch);
  const dialog = await screen.findByRole('dialog', { name: '批量设置结算套餐' });
  const select = within(dialog).getByLabelText(/^结算套餐/);
  await waitFor(() => expect(within(select).getAllByRole('option').length).toBeGreaterThan(1));
  await user.selectOptions(select, String(combo.id));
  await user.click(within(dialog).getByRole('button', { name: '下一步' }));
  const confirm = await screen.findByRole('alertdialog', { name: '确认设置结算套餐' });
  expect(confirm).toHaveTextContent(`的结算套餐设为「${String(combo.comboName)}」`);
  await user.click(within(confirm).getByRole('button', { name: '确认设置' }));
  expect(await screen.findByText('已设置 1 个油站分销商的结算套餐')).toBeInTheDocument();
  const posts = requests('POST', '/api/fleetsettlement/siteDistributor/batchUpdate');
  expect(posts).toHaveLength(1);
  const ids = new URLSearchParams(posts[0]!.search).get('ids');
  expect(resourceTable(per.sim.db, requireResource('site-distributor')).find((r) => r.id === ids)).toMatchObject({ comboId: combo.id });
});
