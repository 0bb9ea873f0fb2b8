/** The paged list's sortable headers, against the simulated backend (the 广告位 list pages with ascs / descs). */
import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { I18nextProvider } from 'react-i18next';
import { MemoryRouter } from 'react-router-dom';
import type { Page, R } from '@services/http/envelope';
import { http } from '@services/http/client';
import { createSimulator, type Simulator } from '@services/mock/simulator';
import { startNodeSimulator } from '@services/mock/node';
import { PagedList, type ListFilters, type PageQuery } from '@/components/paged-list';
import { initI18n } from '@/i18n/i18n';
import { QueryCacheProvider, createQueryClient } from '@/components/query-client';
import { resetBrowserState, signIn } from '../../support/render-console';

vi.setConfig({ testTimeout: 20_000 });
let sim: Simulator = createSimulator({ storage: null });
const node = startNodeSimulator(sim);
afterAll(() => node.close());
beforeEach(async () => {
  resetBrowserState();
  window.history.replaceState(null, '', '/list');
  sim = createSimulator({ storage: null });
  node.server.resetHandlers(...sim.handlers);
  await signIn(sim);
});

const LIST = '/api/advertising_position/advertisingposition/list';
type Row = { id: string; positionName: string; width: string };
const lastQuery = () => new URLSearchParams(sim.requests.filter((r) => r.path === LIST).at(-1)?.search ?? '');
const load = (p: PageQuery, f: ListFilters, signal: AbortSignal) =>
  http.get<R<Page<Row>>>(LIST, { params: { ...p, ...f }, signal }).then((b) => b.data);

function mount(path: string, language: 'zh' | 'en' = 'zh') {
  window.history.replaceState(null, '', path);
  return render(
    <I18nextProvider i18n={initI18n(language)}>
      <QueryCacheProvider client={createQueryClient()}>
        <MemoryRouter initialEntries={[path]}>
          <PagedList<Row>
            label="广告位"
            queryKey={['positions']}
            columns={[
              ['广告位名称', (r) => r.positionName, undefined, 'positionName'],
              ['宽度', (r) => r.width],
            ]}
            load={load}
          />
        </MemoryRouter>
      </QueryCacheProvider>
    </I18nextProvider>,
  );
}

const names = () =>
  within(screen.getByRole('table', { name: '广告位' }))
    .getAllByRole('row')
    .slice(1)
    .map((r) => within(r).getAllByRole('cell')[0]!.textContent ?? '');
const zhSorted = (list: string[], dir: 1 | -1) => [...list].sort((a, b) => dir * a.localeCompare(b, 'zh'));

test('a sortable header cycles ascending, descending and none; each request carries ascs / descs from page 1, kept in the address', async () => {
  const user = userEvent.setup();
  mount('/list?current=2');
  const table = await screen.findByRole('table', { name: '广告位' });
  await screen.findByText('第 2 / 5 页');
  const header = within(table).getByRole('columnheader', { name: /广告位名称/ });
  expect(header).toHaveAttribute('aria-sort', 'none');
  // a column without a sort field has no button
  expect(within(within(table).getByRole('columnheader', { name: '宽度' })).queryByRole('button')).toBeNull();
  expect(within(table).getByRole('columnheader', { name: '宽度' })).not.toHaveAttribute('aria-sort');

  await user.click(within(header).getByRole('button', { name: '广告位名称，未排序，点击升序' }));
  await waitFor(() => expect(lastQuery().get('ascs')).toBe('positionName'));
  expect(lastQuery().get('current')).toBe('1');
  expect(lastQuery().has('descs')).toBe(false);
  await waitFor(() => expect(header).toHaveAttribute('aria-sort', 'ascending'));
  await waitFor(() => expect(table).not.toHaveAttribute('aria-busy'));
  expect(names()).toEqual(zhSorted(names(), 1));
  const ascending = names();
  expect(new URLSearchParams(window.location.search).get('ascs')).toBe('positionName');

  await user.click(within(header).getByRole('button', { name: '广告位名称，升序，点击降序' }));
  await waitFor(() => expect(lastQuery().get('descs')).toBe('positionName'));
  expect(lastQuery().has('ascs')).toBe(false);
  await waitFor(() => expect(header).toHaveAttribute('aria-sort', 'descending'));
  await waitFor(() => expect(table).not.toHaveAttribute('aria-busy'));
  expect(names()).toEqual(zhSorted(names(), -1));
  expect(names()[0]).not.toBe(ascending[0]);
  const search = new URLSearchParams(window.location.search);
  expect([search.get('descs'), search.has('ascs'), search.get('current')]).toEqual(['positionName', false, '1']);

  await user.click(within(header).getByRole('button', { name: '广告位名称，降序，点击取消排序' }));
  await waitFor(() => expect(header).toHaveAttribute('aria-sort', 'none'));
  expect(lastQuery().has('ascs') || lastQuery().has('descs')).toBe(false);
  await waitFor(() => expect(new URLSearchParams(window.location.search).has('descs')).toBe(false));
});

test('the sort in the address is the first request’s; paging keeps it; English names the order', async () => {
  const user = userEvent.setup();
  mount('/list?descs=positionName&size=20', 'en');
  const table = await screen.findByRole('table', { name: '广告位' });
  expect(lastQuery().get('descs')).toBe('positionName');
  expect(lastQuery().get('size')).toBe('20');
  const header = within(table).getByRole('columnheader', { name: /广告位名称/ });
  expect(header).toHaveAttribute('aria-sort', 'descending');
  expect(within(header).getByRole('button', { name: '广告位名称, descending, clear the sort' })).toBeInTheDocument();
  await user.click(screen.getByRole('button', { name: 'Next page' }));
  await waitFor(() => expect(lastQuery().get('current')).toBe('2'));
  expect(lastQuery().get('descs')).toBe('positionName');
});
