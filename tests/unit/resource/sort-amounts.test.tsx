/**
 * Amounts and times sort: every money and date column of the registry has a sort button, and a list sorted by an
 * amount asks the backend for it (`ascs` / `descs` with the field) and shows the rows by their value, not their text.
 */
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { RESOURCES } from '@services/resources/registry';
import { renderConsole, signIn } from '../../support/render-console';
import { useSimulatorPerTest } from '../../support/simulator-per-test';
import { withTableSize } from '../../support/table-size';

withTableSize();
const world = useSimulatorPerTest();

test('every money and date column of every family can be sorted', () => {
  const unsortable = RESOURCES.flatMap((def) =>
    def.columns.filter((c) => (c.kind === 'money' || c.kind === 'date') && !c.sortable).map((c) => `${def.key}.${c.field}`),
  );
  expect(unsortable).toEqual([]);
});

const LIST = '/api/merchantAccount/merchantaccount/list';
const lastListQuery = () => new URLSearchParams(world.sim.requests.filter((r) => r.path === LIST).at(-1)?.search ?? '');
const main = () => document.querySelector('.resource-table .bp6-table-quadrant-main') as HTMLElement;
/** The texts of the column headed `name`, top to bottom. */
const columnOf = (name: string) => {
  const headers = [...main().querySelectorAll('.bp6-table-column-name-text')].map((h) => h.textContent ?? '');
  const index = headers.findIndex((h) => h.startsWith(name));
  return [...main().querySelectorAll(`.bp6-table-cell.bp6-table-cell-col-${index}`)].map((c) => c.textContent ?? '');
};
/** An amount as shown (¥1,234.50) as a number of yuan. */
const yuan = (text: string) => Number(text.replace(/[^\d.-]/g, ''));

test('a list sorted by an amount asks for it and shows the rows by value, up and down', async () => {
  const user = userEvent.setup();
  await signIn(world.sim);
  window.history.replaceState(null, '', '/accounts/merchant-account');
  world.track(renderConsole({ path: '/accounts/merchant-account' }));
  await screen.findByRole('region', { name: '商户账户列表' }, { timeout: 8000 });
  await waitFor(() => expect(columnOf('余额').length).toBeGreaterThan(2));

  await user.click(within(main()).getByRole('button', { name: '余额，未排序，点击升序' }));
  await waitFor(() => expect(lastListQuery().get('ascs')).toBe('balance'));
  await waitFor(() => {
    const shown = columnOf('余额').map(yuan);
    expect(shown).toEqual([...shown].sort((a, b) => a - b));
  });
  // kept in the address with the filters
  await waitFor(() => expect(new URLSearchParams(window.location.search).get('ascs')).toBe('balance'));

  await user.click(within(main()).getByRole('button', { name: '余额，升序，点击降序' }));
  await waitFor(() => expect(lastListQuery().get('descs')).toBe('balance'));
  await waitFor(() => {
    const shown = columnOf('余额').map(yuan);
    expect(shown).toEqual([...shown].sort((a, b) => b - a));
    expect(shown[0]).toBeGreaterThan(shown.at(-1)!);
  });
});
