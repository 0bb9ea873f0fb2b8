import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { renderConsole, resetBrowserState, signIn, type RenderedConsole } from '../../support/render-console';
import { useSimulatorPerTest } from '../../support/simulator-per-test';

// Several of these walk many screens (tabs opened, closed and restored): give them room on a busy machine.
vi.setConfig({ testTimeout: 20_000 });
const world = useSimulatorPerTest();
// The shell and its pages are lazy chunks: load them once before the first test measures anything.
beforeAll(async () => {
  await Promise.all([
    import('@/shell/main-layout'),
    import('@/screens/pending/menu-route-page'),
    import('@/screens/home/home-page'),
    import('@/screens/iframe/iframe-page'),
  ]);
}, 30_000);
let app: RenderedConsole | null = null;

async function start(path = '/wel/index', account = 'admin', password = 'admin', tenantId = '000000') {
  await signIn(world.sim, account, password, tenantId);
  app = world.track(renderConsole({ path }));
  if (path !== '/no/such/page') await screen.findByRole('banner', {}, { timeout: 5000 });
  return app;
}

const pathname = () => app!.router.state.location.pathname + app!.router.state.location.search;
const menu = () => screen.getByRole('navigation', { name: '导航菜单' });
const tablist = () => screen.getByRole('tablist', { name: '已打开的页面' });
const tabNames = () =>
  within(tablist())
    .getAllByRole('tab')
    .map((t) => t.textContent);

async function openMenu(user: ReturnType<typeof userEvent.setup>, ...names: string[]) {
  for (const name of names) await user.click(await within(menu()).findByText(name));
}

test('the side menu opens pages as tabs and highlights the current item', async () => {
  const user = userEvent.setup();
  await start();
  await openMenu(user, '系统管理', '用户管理');
  await waitFor(() => expect(pathname()).toBe('/system/user'));
  expect(tabNames()).toEqual(['工作台', '用户管理']);
  expect(within(tablist()).getByRole('tab', { name: '用户管理' })).toHaveAttribute('aria-selected', 'true');
  // the tab strip sits in a landmark of its own, as the header, the menu and the page do
  expect(screen.getByRole('navigation', { name: '已打开的页面' })).toContainElement(tablist());
  expect(within(menu()).getByText('用户管理').closest('.bp6-tree-node')).toHaveClass('bp6-tree-node-selected');
  // the users screen itself: its search form
  expect(await screen.findByRole('search', {}, { timeout: 5000 })).toBeInTheDocument();
});

test('the first Tab stop is 跳到主要内容, which takes the focus past the header and the menu to the page', async () => {
  const user = userEvent.setup();
  await start();
  await user.tab();
  const skip = screen.getByRole('button', { name: '跳到主要内容' });
  expect(skip).toHaveFocus();
  await user.keyboard('{Enter}');
  expect(screen.getByRole('main')).toHaveFocus();
  expect(pathname()).toBe('/wel/index');
});

test('tabs: close the active one opens its left neighbour; close others; close all; a reload keeps them', async () => {
  const user = userEvent.setup();
  await start();
  await openMenu(user, '系统管理', '用户管理');
  await openMenu(user, '角色管理');
  await openMenu(user, '菜单管理');
  expect(tabNames()).toEqual(['工作台', '用户管理', '角色管理', '菜单管理']);
  await user.click(screen.getByTitle('关闭 菜单管理'));
  await waitFor(() => expect(pathname()).toBe('/system/role'));
  expect(tabNames()).toEqual(['工作台', '用户管理', '角色管理']);
  expect(screen.queryByTitle('关闭 工作台')).not.toBeInTheDocument();
  // the keyboard's way: Delete on a tab closes it
  await user.click(within(tablist()).getByRole('tab', { name: '角色管理' }));
  await user.keyboard('{Delete}');
  await waitFor(() => expect(tabNames()).toEqual(['工作台', '用户管理']));
  await openMenu(user, '角色管理');

  // A reload (a new app over the same session storage) keeps the tabs.
  await world.release();
  app = world.track(renderConsole({ path: '/system/role' }));
  await screen.findByRole('banner');
  expect(tabNames()).toEqual(['工作台', '用户管理', '角色管理']);

  await user.click(screen.getByRole('button', { name: '标签操作' }));
  await user.click(await screen.findByText('关闭其他'));
  expect(tabNames()).toEqual(['工作台', '角色管理']);
  await user.click(screen.getByRole('button', { name: '标签操作' }));
  await user.click(await screen.findByText('关闭全部'));
  expect(tabNames()).toEqual(['工作台']);
  await waitFor(() => expect(pathname()).toBe('/wel/index'));
});

test('clear cache asks 是否需要清除缓存?, calls clear-cache and says 清除完毕', async () => {
  const user = userEvent.setup();
  await start();
  await user.click(screen.getByRole('button', { name: '标签操作' }));
  await user.click(await screen.findByText('清除缓存'));
  const alert = await screen.findByRole('alertdialog');
  expect(within(alert).getByText('是否需要清除缓存?')).toBeInTheDocument();
  await user.click(within(alert).getByRole('button', { name: '确定' }));
  expect(await screen.findByText('清除完毕')).toBeInTheDocument();
  expect(world.sim.requests.some((r) => r.path === '/api/blade-auth/oauth/clear-cache')).toBe(true);
});

test('menu search matches leaf names by prefix, case-insensitive, and navigates', async () => {
  const user = userEvent.setup();
  await start();
  await user.click(screen.getByRole('button', { name: '搜索菜单' }));
  const input = await screen
    .findByRole('combobox', { name: '搜索菜单' })
    .catch(() => screen.getByPlaceholderText('输入菜单名称（按首字匹配）'));
  await user.type(input, '角色');
  expect(await screen.findByRole('option', { name: /角色管理/ })).toBeInTheDocument();
  expect(screen.queryByRole('option', { name: /用户管理/ })).not.toBeInTheDocument();
  await user.clear(input);
  await user.type(input, '角色{Enter}');
  await waitFor(() => expect(pathname()).toBe('/system/role'));
});

test('the thirdManage user lands on the only child page', async () => {
  await start('/wel/index', 'thirdparty', 'demo123', '300001');
  app!.router.navigate('/');
  await waitFor(() => expect(pathname()).toBe('/thirdManage/details'));
});

test.each([['javascript:alert(1)//x.html'], ['data:text/html,<script>alert(1)</script>.html'], ['\tjava\nscript:alert(1)//x.html']])(
  'an embedded-page menu path %j is refused: no frame, no link',
  async (path) => {
    world.sim.db.menus.push({
      id: 'evil-1',
      parentId: '0',
      code: 'evil',
      name: '恶意链接',
      alias: 'evil',
      path,
      source: 'link',
      sort: 99,
      category: 1,
      action: 0,
      isOpen: 1,
      remark: '',
    });
    const user = userEvent.setup();
    await start();
    await openMenu(user, '恶意链接');
    await waitFor(() => expect(pathname()).toBe('/myiframe/evil-1'));
    expect(await screen.findByText('该菜单地址无法在控制台中打开。')).toBeInTheDocument();
    expect(document.querySelector('iframe')).toBeNull();
    expect(document.querySelector('a[href^="javascript"], a[href^="data:"]')).toBeNull();
  },
);

test('an http menu item opens sandboxed, without referrer', async () => {
  const user = userEvent.setup();
  await start();
  await openMenu(user, '帮助中心');
  const frame = await waitFor(() => {
    const f = document.querySelector('iframe');
    expect(f).not.toBeNull();
    return f!;
  });
  expect(frame.getAttribute('src')).toBe('https://www.example.com/help.html');
  expect(frame.getAttribute('referrerpolicy')).toBe('no-referrer');
  expect(frame.getAttribute('sandbox')).toContain('allow-scripts');
  expect(screen.getByRole('button', { name: '在新窗口打开' })).toHaveAttribute('rel', 'noopener noreferrer');
});

test('an unknown path inside the layout goes to /404', async () => {
  await start('/no/such/page');
  await waitFor(() => expect(pathname()).toBe('/404'));
});

test('a tab kept alive keeps what was typed and its scroll while another tab is shown', async () => {
  const user = userEvent.setup();
  await start('/info/index');
  const name = await screen.findByLabelText('姓名', {}, { timeout: 5000 });
  await waitFor(() => expect(name).toHaveValue('平台管理员'));
  await user.clear(name);
  await user.type(name, '未保存的名字');
  await openMenu(user, '系统管理', '用户管理');
  await waitFor(() => expect(pathname()).toBe('/system/user'));
  // Hidden, not unmounted: the same input is still in the document.
  expect(screen.getByDisplayValue('未保存的名字')).toBe(name);
  await user.click(within(tablist()).getByRole('tab', { name: '个人信息' }));
  await waitFor(() => expect(pathname()).toBe('/info/index'));
  expect(screen.getByDisplayValue('未保存的名字')).toBe(name);
  expect(name).toBeVisible();
});

test('tenant shop links: the supplier shop posts its server token; the provider mall opens without opener or token', async () => {
  const user = userEvent.setup();
  const posted: FormData[] = [];
  vi.spyOn(HTMLFormElement.prototype, 'submit').mockImplementation(function (this: HTMLFormElement) {
    posted.push(new FormData(this));
  });
  const open = vi.spyOn(window, 'open').mockImplementation(() => null);
  await start('/wel/index', 'supplier', 'demo123', '100001');
  expect(screen.queryByRole('button', { name: '商城（服务商）' })).not.toBeInTheDocument();
  await user.click(screen.getByRole('button', { name: '店铺（供货商）' }));
  await waitFor(() => expect(posted).toHaveLength(1));
  expect(posted[0]!.get('tenantId')).toBe('100001');
  expect(posted[0]!.get('token')).toMatch(/^shop-100001-/);
  expect(world.sim.requests.some((r) => r.path === '/api/zytSupplierTenant/suppliertenant/shopping/getToken')).toBe(true);
  expect(open).not.toHaveBeenCalled();

  await world.release();
  resetBrowserState();
  await start('/wel/index', 'provider', 'demo123', '200001');
  await user.click(screen.getByRole('button', { name: '商城（服务商）' }));
  expect(open).toHaveBeenCalledTimes(1);
  const [url, target, features] = open.mock.calls[0]!;
  expect(String(url)).toContain('tenant=');
  expect(String(url)).not.toMatch(/token/i);
  expect(target).toBe('_blank');
  expect(features).toBe('noopener,noreferrer');
});

test('a feature route of the spec opens its screen as a tab, under the list it belongs to', async () => {
  // opened from 企业分账账户, which the administrator's menu has: the split-account onboarding (docs/flows.md)
  await start('/platformCharge/companyAccount/add');
  expect(await screen.findByRole('heading', { name: '新增公司分账账户' })).toBeInTheDocument();
  expect(await screen.findByRole('button', { name: '保存企业信息' })).toBeDisabled();
  expect(screen.queryByText('该页面将在后续版本中提供。')).not.toBeInTheDocument();
  expect(tabNames()).toContain('新增公司分账账户');
});

test('the platform tenant cannot open the service-provider page; a route that opts out opens without a tab', async () => {
  await signIn(world.sim);
  app = world.track(renderConsole({ path: '/compant/system/enterpriseInformation' }));
  await waitFor(() => expect(pathname()).toBe('/403'), { timeout: 5000 });
  await world.release();
  // identity selection belongs to a company's supplier / provider entries: a supplier opens it, without a tab
  resetBrowserState();
  await signIn(world.sim, 'supplier', 'demo123', '100001');
  app = world.track(renderConsole({ path: '/compant/system/identitysel' }));
  expect(await screen.findByRole('heading', { name: '身份选择' }, { timeout: 5000 })).toBeInTheDocument();
  expect(tabNames()).not.toContain('身份选择');
});

test('a page that is a menu item is titled by its menu name, in its tab and the window; another query of it keeps its one tab', async () => {
  // 字典管理 is the menu's name of the horizontal dictionary page (its own title: 横向字典)
  await start('/dict-horizontal/index');
  await waitFor(() => expect(within(tablist()).getByRole('tab', { name: '字典管理' })).toHaveAttribute('aria-selected', 'true'), {
    timeout: 5000,
  });
  await waitFor(() => expect(document.title).toBe('字典管理 - 车队油卡管理平台'));
  expect(tabNames()).not.toContain('横向字典');

  await app!.router.navigate('/dict-horizontal/index?code=x');
  await waitFor(() => expect(pathname()).toBe('/dict-horizontal/index?code=x'));
  expect(tabNames()).toEqual(['工作台', '字典管理']);
  expect(within(tablist()).getByRole('tab', { name: '字典管理' })).toHaveAttribute('aria-selected', 'true');
  expect(document.title).toBe('字典管理 - 车队油卡管理平台');
});
