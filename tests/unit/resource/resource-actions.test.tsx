/**
 * The custom actions of the generic list screen: an export downloads a file with the auth header (and says
 * 文件地址不支持下载 when the answer is not a file), a bulk action needs a selection, a confirmed action says what
 * it will do in words (labels of the family, money as ¥, enums by their label) with the request behind 请求详情, and
 * an upload sends its files as multipart and adds the record.
 */
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createSimulator, type Simulator } from '@services/mock/simulator';
import { startNodeSimulator } from '@services/mock/node';
import { resourceByKey } from '@services/resources/registry';
import { ResourceListPage } from '@/screens/resource/resource-list-page';
import { resetBrowserState, signIn } from '../../support/render-console';
import { renderScreen, type RenderedScreen } from '../../support/render-resource';
import { withTableSize } from '../../support/table-size';

withTableSize();
vi.setConfig({ testTimeout: 20_000 });
let sim: Simulator = createSimulator({ storage: null });
const node = startNodeSimulator(sim);
afterAll(() => node.close());
let app: RenderedScreen | null = null;
const saved: Array<{ name: string; size: number; type: string }> = [];

beforeEach(() => {
  resetBrowserState();
  sim = createSimulator({ storage: null });
  node.server.resetHandlers(...sim.handlers);
  saved.length = 0;
  // the browser's "save file": record what the console hands over
  vi.spyOn(URL, 'createObjectURL').mockImplementation((blob) => {
    const b = blob as Blob;
    saved.push({ name: '', size: b.size, type: b.type });
    return 'blob:test';
  });
  vi.spyOn(URL, 'revokeObjectURL').mockImplementation(() => undefined);
  vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (this: HTMLAnchorElement) {
    if (saved.length) saved[saved.length - 1]!.name = this.download;
  });
});
afterEach(async () => {
  vi.restoreAllMocks();
  await app?.dispose();
  app = null;
});

async function open(key: string, title: string) {
  await signIn(sim);
  app = renderScreen(<ResourceListPage definition={resourceByKey(key)!} />);
  const region = await screen.findByRole('region', { name: `${title}列表` }, { timeout: 8000 });
  await waitFor(() => expect(region).toHaveAttribute('aria-busy', 'false'));
}

test('an export downloads a CSV of the current search, with the token in a header and never in the address', async () => {
  const user = userEvent.setup();
  await open('fleet-settlement-divide', '车队结算分账');
  await user.click(screen.getByRole('button', { name: '导出分账' }));
  expect(await screen.findByText(/已下载 车队结算分账\.csv/)).toBeInTheDocument();
  expect(saved).toEqual([{ name: '车队结算分账.csv', size: expect.any(Number), type: expect.stringContaining('text/csv') }]);
  const req = sim.requests.filter((r) => r.path.endsWith('/exportSettlementDivide')).at(-1)!;
  expect(req.search).not.toMatch(/token|bearer/i);
  expect(req.headers?.['blade-auth'] ?? '').toMatch(/^bearer /);
});

test('an export answered with an error page says 文件地址不支持下载 and saves nothing', async () => {
  const user = userEvent.setup();
  await open('fleet-settlement-divide', '车队结算分账');
  const gate = sim.gates.hold(resourceByKey('fleet-settlement-divide')!.actions[0]!.path);
  await user.click(screen.getByRole('button', { name: '导出分账' }));
  await gate.reached;
  gate.fail('html');
  const dialog = await screen.findByRole('dialog');
  expect(await within(dialog).findByText('文件地址不支持下载')).toBeInTheDocument();
  expect(saved).toEqual([]);
});

test('a bulk action without a selection warns 请选择至少一条数据; with one it confirms showing what will be sent', async () => {
  const user = userEvent.setup();
  await open('flow-manager', '流程部署');
  await user.click(screen.getByRole('button', { name: '删除部署' }));
  expect(await screen.findByText('请选择至少一条数据')).toBeInTheDocument();
  expect(sim.requests.some((r) => r.path.endsWith('/delete-deployment'))).toBe(false);

  await user.click(screen.getByRole('checkbox', { name: '选择第 1 行' }));
  await user.click(screen.getByRole('button', { name: '删除部署' }));
  const dialog = await screen.findByRole('dialog');
  // in words: how many records; the exact request behind a collapsed 请求详情
  expect(within(dialog).getByLabelText('将执行的操作')).toHaveTextContent('所选记录1 条');
  const details = within(dialog).getByText('请求详情').closest('details')!;
  expect(details.open).toBe(false);
  const id = String(sim.db.resources['flow-manager']![0]!.id);
  expect(within(details).getByRole('group', { name: 'request' }).textContent).toContain('/delete-deployment');
  expect(within(details).getByRole('group', { name: 'payload' }).textContent).toContain(id);
  await user.click(within(dialog).getByRole('button', { name: '确定' }));
  expect(await screen.findByText('操作成功')).toBeInTheDocument();
  const sent = sim.requests.filter((r) => r.path.endsWith('/delete-deployment'));
  expect(sent).toHaveLength(1);
  expect(new URLSearchParams(sent[0]!.search).get('deploymentIds')).toBe(id);
});

test('an upload asks for its fields and files, sends multipart, and the new record is listed', async () => {
  const user = userEvent.setup();
  await open('flow-manager', '流程部署');
  await user.click(screen.getByRole('button', { name: '上传部署' }));
  const dialog = await screen.findByRole('dialog');
  await user.click(within(dialog).getByRole('button', { name: '确定' }));
  await waitFor(() => expect([...dialog.querySelectorAll('.bp6-form-helper-text')].map((h) => h.textContent)).toContain('请选择文件'));
  expect(sim.requests.some((r) => r.path.endsWith('/deploy-upload'))).toBe(false);
  await user.type(within(dialog).getByLabelText(/分类/), 'flow_leave');
  await user.type(within(dialog).getByLabelText(/租户/), '000000');
  const file = new File(['<definitions/>'], 'leave-process.bpmn20.xml', { type: 'text/xml' });
  await user.upload(dialog.querySelector('input[type=file]') as HTMLInputElement, file);
  await user.click(within(dialog).getByRole('button', { name: '确定' }));
  expect(await screen.findByText('操作成功')).toBeInTheDocument();
  const table = sim.db.resources['flow-manager']!;
  expect(table[0]).toMatchObject({ category: 'flow_leave', tenantIds: '000000' });
  const req = sim.requests.filter((r) => r.path.endsWith('/deploy-upload')).at(-1)!;
  expect(req.method).toBe('POST');
});
