/**
 * A family without a list call whose detail reads the caller's one record (platform settings, the link record, the
 * payment platform parameters): its page reads the record at once and 编辑 saves it through the family's update
 * (else submit); the simulator keeps what was saved.
 */
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { requireResource } from '@services/resources/registry';
import { resourceTable } from '@services/mock/routes/resource-routes';
import { renderConsole, signIn } from '../../support/render-console';
import { useSimulatorPerTest } from '../../support/simulator-per-test';

// the first render loads the console's screens: generous waits on a busy machine
vi.setConfig({ testTimeout: 90_000 });
const env = useSimulatorPerTest();

const cases = [
  { key: 'payment-platform-param', route: '/system/payment-platform-param', field: '商户编号', value: 'M-2026-001', column: 'merchantNo' },
  { key: 'link-manager', route: '/system/link-manager', field: '链接地址', value: 'https://example.com/help', column: 'url' },
  { key: 'zyt-setting', route: '/system/zyt-setting', field: '设置值', value: 'on', column: 'settingValue' },
] as const;

describe.each(cases)('the $key page', ({ key, route, field, value, column }) => {
  it('reads the record by its detail call and saves an edit through its save call', async () => {
    const def = requireResource(key);
    const save = def.operations.update ?? def.operations.submit!;
    await signIn(env.sim);
    const user = userEvent.setup();
    env.track(renderConsole({ path: route }));
    const edit = await screen.findByRole('button', { name: '编辑' }, { timeout: 40_000 });
    expect(env.sim.requests.some((r) => r.path === def.operations.detail!.path)).toBe(true);
    await user.click(edit);
    const dialog = await screen.findByRole('dialog', { name: /编辑/ }, { timeout: 20_000 });
    const input = await within(dialog).findByLabelText(new RegExp(field));
    await user.clear(input);
    await user.type(input, value);
    await user.click(within(dialog).getByRole('button', { name: '保存' }));
    await waitFor(() => expect(screen.queryByRole('dialog', { name: /编辑/ })).not.toBeInTheDocument(), { timeout: 20_000 });
    const sent = env.sim.requests.filter((r) => r.path === save.path && r.method === save.method);
    expect(sent).toHaveLength(1);
    // the server keeps it, and the page shows what it keeps
    const table = resourceTable(env.sim.db, def);
    expect(table.some((r) => r[column] === value)).toBe(true);
    expect(await screen.findByRole('cell', { name: value }, { timeout: 20_000 })).toBeInTheDocument();
  });
});

it('shows a read-only record (no save call) without 编辑', async () => {
  await signIn(env.sim);
  env.track(renderConsole({ path: '/system/applet-config' }));
  // applet configuration is read only: its record is shown, without an editor
  expect(await screen.findByRole('table', { name: '小程序配置' }, { timeout: 40_000 })).toBeInTheDocument();
  expect(screen.queryByRole('button', { name: '编辑' })).not.toBeInTheDocument();
});
