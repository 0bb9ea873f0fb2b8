import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { BlueprintProvider } from '@blueprintjs/core';
import { I18nextProvider } from 'react-i18next';
import { SimulatorPanel } from '@/app/demo/simulator-panel';
import { initI18n } from '@/i18n/i18n';
import '@/i18n/resources-namespace';
import '@/i18n/simulator-namespace';
import { renderConsole, signIn } from '../../support/render-console';
import { useSimulatorPerTest } from '../../support/simulator-per-test';
import { withTableSize } from '../../support/table-size';

withTableSize();
vi.setConfig({ testTimeout: 30_000 });
const ctx = useSimulatorPerTest();
const LIST = '/api/advertising_position/advertisingposition/list';

/** The panel in its own root, as demo mode mounts it beside the console. */
function renderPanel() {
  const i18n = initI18n('zh');
  const host = document.createElement('div');
  document.body.appendChild(host);
  const view = render(
    <I18nextProvider i18n={i18n}>
      <BlueprintProvider>
        <SimulatorPanel simulator={ctx.sim} />
      </BlueprintProvider>
    </I18nextProvider>,
    { container: host },
  );
  return { dispose: async () => view.unmount() };
}

async function openPanel(user: ReturnType<typeof userEvent.setup>): Promise<HTMLElement> {
  await user.click(screen.getByRole('button', { name: '模拟后端' }));
  const title = await screen.findByText('模拟后端设置');
  return title.closest('.bp6-drawer') as HTMLElement;
}

async function closePanel(user: ReturnType<typeof userEvent.setup>, drawer: HTMLElement): Promise<void> {
  await user.click(within(drawer).getByRole('button', { name: 'Close' }));
  await waitFor(() => expect(screen.queryByText('模拟后端设置')).toBeNull());
}

test('a family switched to "backend refuses" fails its list screen until the rule is removed', async () => {
  const user = userEvent.setup();
  await signIn(ctx.sim);
  ctx.track(renderPanel());
  let drawer = await openPanel(user);

  // find the family by its name, refuse all of its endpoints
  await user.type(within(drawer).getByLabelText('查找接口族或接口'), '广告位');
  const family = within(drawer).getByLabelText('接口族') as HTMLSelectElement;
  expect([...family.options].map((o) => o.value)).toContain('advertising-position');
  await user.selectOptions(family, 'advertising-position');
  expect(within(drawer).getByLabelText('接口')).toHaveDisplayValue(/该接口族的全部接口（\d+ 个）/);
  await user.click(within(drawer).getByRole('button', { name: '后端拒绝' }));
  const rules = within(drawer).getByRole('list', { name: '生效中的规则' });
  expect(within(rules).getByText(/^广告位 · \d+ 个接口 · 后端拒绝（400）$/)).toBeInTheDocument();
  expect(ctx.sim.faults.rules()).toEqual(
    expect.arrayContaining([
      { path: LIST, method: 'GET', group: 'advertising-position', kind: 'refuse', status: 400, msg: '后端拒绝了此请求' },
    ]),
  );
  await closePanel(user, drawer);

  // the family's list screen fails
  ctx.track(renderConsole({ path: '/goods/advertising-position' }));
  await screen.findByRole('banner', {}, { timeout: 5000 });
  expect(await screen.findByText('数据加载失败', {}, { timeout: 5000 })).toBeInTheDocument();
  expect(ctx.sim.requests.some((r) => r.path === LIST)).toBe(true);

  // remove the rule: the retry loads the rows
  drawer = await openPanel(user);
  await user.click(within(drawer).getByRole('button', { name: /^移除规则：广告位/ }));
  // the focus stays in the drawer, on the caption of the (now empty) list
  expect(within(drawer).getByText('没有生效中的规则')).toHaveFocus();
  expect(ctx.sim.faults.rules()).toEqual([]);
  await closePanel(user, drawer);
  await user.click(screen.getByRole('button', { name: '重试' }));
  expect(await screen.findByRole('region', { name: '广告位列表' }, { timeout: 5000 })).toBeInTheDocument();
  expect(screen.queryByText('数据加载失败')).toBeNull();
});

test('one endpoint can be made slow, and the rule lists with its time', async () => {
  const user = userEvent.setup();
  ctx.track(renderPanel());
  const drawer = await openPanel(user);
  await user.type(within(drawer).getByLabelText('查找接口族或接口'), 'advertisingposition/list');
  await user.selectOptions(within(drawer).getByLabelText('接口族'), 'advertising-position');
  await user.selectOptions(within(drawer).getByLabelText('接口'), `GET ${LIST}`);
  const ms = within(drawer).getByLabelText('变慢时长（毫秒）');
  await user.clear(ms);
  await user.type(ms, '1500');
  await user.click(within(drawer).getByRole('button', { name: '后端变慢' }));
  expect(ctx.sim.faults.rules()).toEqual([{ path: LIST, method: 'GET', kind: 'slow', ms: 1500 }]);
  const rules = within(drawer).getByRole('list', { name: '生效中的规则' });
  expect(within(rules).getByText(`GET ${LIST} · 后端变慢 1500 毫秒`)).toBeInTheDocument();
  await user.click(within(drawer).getByRole('button', { name: '清除全部规则' }));
  expect(ctx.sim.faults.rules()).toEqual([]);
});
