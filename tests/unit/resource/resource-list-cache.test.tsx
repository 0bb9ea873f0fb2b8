/**
 * The generic list reads its pages through the one query cache (docs/architecture.md §13): two lists of a family,
 * or a list shown again within the answer's freshness, ask the server once; a write that invalidates the family's
 * key makes every shown list load its page again; the same page asked again while it loads joins its request.
 */
import { useState } from 'react';
import { act, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { resourceByKey } from '@services/resources/registry';
import { resourceListKey } from '@/components/list-cache';
import { useInvalidate } from '@/components/query-client';
import { ResourceListPage } from '@/screens/resource/resource-list-page';
import { renderScreen } from '../../support/render-resource';
import { signIn } from '../../support/render-console';
import { useSimulatorPerTest } from '../../support/simulator-per-test';
import { withTableSize } from '../../support/table-size';

withTableSize();
vi.setConfig({ testTimeout: 20_000 });

const backend = useSimulatorPerTest();

const LIST = '/api/advertising_position/advertisingposition/list';
const listCalls = () => backend.sim.requests.filter((r) => r.path === LIST).length;
const def = resourceByKey('advertising-position')!;

/** Two lists of the family, which the user can hide and show again, and a write elsewhere that invalidates the family. */
function TwoLists() {
  const [open, setOpen] = useState(true);
  const invalidate = useInvalidate();
  return (
    <>
      <button type="button" onClick={() => setOpen((o) => !o)}>
        toggle
      </button>
      <button type="button" onClick={() => void invalidate(resourceListKey(def.key))}>
        written
      </button>
      {open && (
        <>
          <ResourceListPage definition={def} />
          <ResourceListPage definition={def} />
        </>
      )}
    </>
  );
}

const rowsShown = async () =>
  waitFor(() => {
    const regions = screen.getAllByRole('region', { name: '广告位列表' });
    expect(regions).toHaveLength(2);
    for (const r of regions) expect(r).toHaveAttribute('aria-busy', 'false');
    expect(screen.getAllByText('共 48 条')).toHaveLength(2);
  });

test('two lists of a family and a list shown again within its freshness ask once; an invalidated family loads again', async () => {
  const user = userEvent.setup();
  await signIn(backend.sim);
  backend.track(renderScreen(<TwoLists />));
  await rowsShown();
  expect(listCalls()).toBe(1);

  // hidden and shown again (Back to the page): the cached rows, no request
  await user.click(screen.getByRole('button', { name: 'toggle' }));
  await waitFor(() => expect(screen.queryByRole('region', { name: '广告位列表' })).not.toBeInTheDocument());
  await user.click(screen.getByRole('button', { name: 'toggle' }));
  await rowsShown();
  expect(listCalls()).toBe(1);

  // a write elsewhere invalidates the family: both lists show the new rows, read once
  backend.sim.db.resources['advertising-position']!.splice(0, 1);
  await act(async () => {
    await user.click(screen.getByRole('button', { name: 'written' }));
  });
  await waitFor(() => expect(screen.getAllByText('共 47 条')).toHaveLength(2));
  expect(listCalls()).toBe(2);
});

test('the list own delete reads the page again, not the cached one', async () => {
  const user = userEvent.setup();
  await signIn(backend.sim);
  backend.track(renderScreen(<ResourceListPage definition={def} />));
  await screen.findByText('共 48 条', {}, { timeout: 5000 });
  await user.click(screen.getByRole('checkbox', { name: '选择第 1 行' }));
  await user.click(screen.getByRole('button', { name: '删除' }));
  await user.click(await screen.findByRole('button', { name: '确定' }));
  await screen.findByText('共 47 条', {}, { timeout: 5000 });
  expect(listCalls()).toBe(2);
});

test('the same page asked again while it loads joins its request and shows its answer', async () => {
  const user = userEvent.setup();
  await signIn(backend.sim);
  backend.track(renderScreen(<ResourceListPage definition={def} />));
  await screen.findByText('共 48 条', {}, { timeout: 5000 });
  const held = backend.sim.gates.hold(LIST);
  await user.selectOptions(screen.getByRole('combobox', { name: '每页条数' }), '30');
  await held.reached;
  await user.click(screen.getByRole('button', { name: '清空' }));
  held.release();
  await waitFor(() => expect(screen.getByRole('region', { name: '广告位列表' })).toHaveAttribute('aria-busy', 'false'));
  expect(listCalls()).toBe(2);
});
