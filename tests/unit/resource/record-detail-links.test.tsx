/** A card flow (/fleetflow/fleetflow) opens on the generic detail page, read by the family's detail call. */
import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { requireResource } from '@services/resources/registry';
import * as client from '@services/api/resource-client';
import { renderConsole, signIn } from '../../support/render-console';
import { useSimulatorPerTest } from '../../support/simulator-per-test';

// the first render loads the console's screens: generous waits on a busy machine
vi.setConfig({ testTimeout: 90_000 });
const env = useSimulatorPerTest();
const FLOWS = requireResource('fleet-member-account-flow');

test('查看 on a card flow opens its detail page through accountFlow/detail', async () => {
  await signIn(env.sim);
  const user = userEvent.setup();
  env.track(renderConsole({ path: '/fleetflow/fleetflow' }));
  const links = await screen.findAllByRole('link', { name: /^查看 / }, { timeout: 40_000 });
  const flowNo = links[0]!.getAttribute('aria-label')!.replace(/^查看 /, '');
  await user.click(links[0]!);
  expect(await screen.findByRole('region', { name: '成员账户流水 详情' }, { timeout: 20_000 })).toBeInTheDocument();
  expect(await screen.findByRole('cell', { name: flowNo })).toBeInTheDocument();
  const asked = env.sim.requests.filter((r) => r.path === FLOWS.operations.detail!.path);
  expect(asked).toHaveLength(1);
});

test("the simulator answers a card flow of the caller's fleets, and another tenant's as absent", async () => {
  await signIn(env.sim);
  const page = await client.page(FLOWS, { current: 1, size: 10, filters: {} });
  const first = page.records[0]!;
  expect(await client.detail(FLOWS, String(first.id))).toMatchObject({ id: first.id, flowNo: first.flowNo });
  await signIn(env.sim, 'supplier', 'demo123', '100001');
  await expect(client.detail(FLOWS, String(first.id))).rejects.toThrow();
});
