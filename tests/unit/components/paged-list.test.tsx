import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { I18nextProvider } from 'react-i18next';
import { MemoryRouter } from 'react-router-dom';
import type { Page } from '@services/http/envelope';
import { PagedList, addressFilters, type ListFilters, type PageQuery } from '@/components/paged-list';
import { ApiError } from '@services/http/errors';
import { initI18n } from '@/i18n/i18n';
import { QueryCacheProvider, createQueryClient } from '@/components/query-client';

const i18n = initI18n('zh');
type R = { id: number; name: string };
const rows = Array.from({ length: 25 }, (_, i): R => ({ id: i + 1, name: `行${i + 1}` }));

function server() {
  const calls: Array<Record<string, string | number>> = [];
  const pending: Array<() => void> = [];
  let fail = false;
  let hold = false;
  const load = (p: PageQuery, f: ListFilters) => {
    calls.push({ ...p, ...f });
    const hit = rows.filter((r) => !f.name || r.name.includes(f.name));
    const page: Page<R> = {
      records: hit.slice((p.current - 1) * p.size, p.current * p.size),
      total: hit.length,
      size: p.size,
      current: p.current,
      pages: 0,
    };
    if (fail) return Promise.reject(new ApiError('server', 'code 500', { code: 500, data: { msg: '服务繁忙' }, handled: true }));
    if (hold) return new Promise<Page<R>>((resolve) => pending.push(() => resolve(page)));
    return Promise.resolve(page);
  };
  return {
    calls,
    load,
    release: () => {
      for (const f of pending.splice(0)) f();
    },
    setFail: (v: boolean) => {
      fail = v;
    },
    setHold: (v: boolean) => {
      hold = v;
    },
  };
}

const mount = (s: ReturnType<typeof server>, path = '/list', filters: ListFilters = {}) =>
  render(
    <I18nextProvider i18n={i18n}>
      <QueryCacheProvider client={createQueryClient()}>
        <MemoryRouter initialEntries={[path]}>
          <PagedList<R>
            label="列表"
            queryKey={['rows']}
            columns={[['名称', (r) => r.name]]}
            load={(p, f) => s.load(p, f)}
            filters={filters}
            actions={(r) => <button type="button">{`看 ${r.name}`}</button>}
          />
        </MemoryRouter>
      </QueryCacheProvider>
    </I18nextProvider>,
  );

test('pages forward and back, keeps the shown rows while the next page loads, and changes the page size', async () => {
  const s = server();
  const user = userEvent.setup();
  mount(s);
  const table = await screen.findByRole('table', { name: '列表' });
  expect(within(table).getByText('行1')).toBeInTheDocument();
  expect(screen.getByText('共 25 条')).toBeInTheDocument();
  s.setHold(true);
  await user.click(screen.getByRole('button', { name: '下一页' }));
  // the first page stays while the second loads
  expect(screen.getByRole('table', { name: '列表' })).toHaveTextContent('行1');
  expect(screen.getByRole('table', { name: '列表' })).toHaveAttribute('aria-busy', 'true');
  s.release();
  expect(await screen.findByText('行11')).toBeInTheDocument();
  expect(screen.getByText('第 2 / 3 页')).toBeInTheDocument();
  s.setHold(false);
  await user.selectOptions(screen.getByRole('combobox', { name: '每页条数' }), '20');
  expect(await screen.findByText('第 1 / 2 页')).toBeInTheDocument();
  expect(s.calls.at(-1)).toMatchObject({ current: 1, size: 20 });
});

test('starts at the page and size in the address, with the filters passed to the loader', async () => {
  const s = server();
  mount(s, '/list?current=2&size=5', { name: '1' });
  expect(await screen.findByText('第 2 / 3 页')).toBeInTheDocument();
  expect(s.calls[0]).toEqual({ current: 2, size: 5, name: '1' });
});

test('a failure says why and retries; nothing found shows the empty state', async () => {
  const s = server();
  s.setFail(true);
  const user = userEvent.setup();
  mount(s);
  expect(await screen.findByText('服务繁忙')).toBeInTheDocument();
  s.setFail(false);
  await user.click(screen.getByRole('button', { name: '重试' }));
  expect(await screen.findByRole('table', { name: '列表' })).toBeInTheDocument();
  const empty = server();
  mount(empty, '/list', { name: '无此' });
  await waitFor(() => expect(screen.getByText('暂无数据')).toBeInTheDocument());
});

test('addressFilters reads the named values, with the list prefix', () => {
  const p = new URLSearchParams('a=1&b=&x.a=2');
  expect(addressFilters(p, ['a', 'b'])).toEqual({ a: '1' });
  expect(addressFilters(p, ['a'], 'x.')).toEqual({ a: '2' });
});

test("the column chooser hides a column and brings the list's own columns back", async () => {
  const s = server();
  const user = userEvent.setup();
  render(
    <I18nextProvider i18n={i18n}>
      <QueryCacheProvider client={createQueryClient()}>
        <MemoryRouter initialEntries={['/list']}>
          <PagedList<R>
            label="选列"
            queryKey={['rows']}
            columns={[
              ['编号', (r) => String(r.id)],
              ['名称', (r) => r.name],
            ]}
            load={(p, f) => s.load(p, f)}
          />
        </MemoryRouter>
      </QueryCacheProvider>
    </I18nextProvider>,
  );
  const table = await screen.findByRole('table', { name: '选列' });
  expect(within(table).getByRole('columnheader', { name: '编号' })).toBeInTheDocument();
  await user.click(screen.getByRole('button', { name: '显示列' }));
  await user.click(await screen.findByRole('menuitemcheckbox', { name: '编号' }));
  await waitFor(() =>
    expect(within(screen.getByRole('table', { name: '选列' })).queryByRole('columnheader', { name: '编号' })).not.toBeInTheDocument(),
  );
  expect(within(screen.getByRole('table', { name: '选列' })).getByText('行1')).toBeInTheDocument();
  expect(screen.getByRole('menuitemcheckbox', { name: '编号' })).toHaveAttribute('aria-checked', 'false');
  await user.click(screen.getByRole('menuitem', { name: '恢复默认' }));
  expect(await within(screen.getByRole('table', { name: '选列' })).findByRole('columnheader', { name: '编号' })).toBeInTheDocument();
});

test("a write that invalidates the list's key loads the shown page again, keeping the page", async () => {
  const s = server();
  const user = userEvent.setup();
  const client = createQueryClient();
  render(
    <I18nextProvider i18n={i18n}>
      <QueryCacheProvider client={client}>
        <MemoryRouter initialEntries={['/list']}>
          <PagedList<R> label="列表" queryKey={['rows', 'all']} columns={[['名称', (r) => r.name]]} load={(p, f) => s.load(p, f)} />
        </MemoryRouter>
      </QueryCacheProvider>
    </I18nextProvider>,
  );
  await screen.findByRole('table', { name: '列表' });
  await user.click(screen.getByRole('button', { name: '下一页' }));
  expect(await screen.findByText('行11')).toBeInTheDocument();
  const before = s.calls.length;
  rows[10]!.name = '行11（已改）';
  try {
    await client.invalidateQueries({ queryKey: ['rows'] });
    expect(await screen.findByText('行11（已改）')).toBeInTheDocument();
    expect(s.calls.slice(before)).toEqual([{ current: 2, size: 10 }]);
    // another key is left alone
    await client.invalidateQueries({ queryKey: ['other'] });
    expect(s.calls.length).toBe(before + 1);
  } finally {
    rows[10]!.name = '行11';
  }
});

test('two lists with the same key and page share one request', async () => {
  const s = server();
  render(
    <I18nextProvider i18n={i18n}>
      <QueryCacheProvider client={createQueryClient()}>
        <MemoryRouter initialEntries={['/list']}>
          <PagedList<R> label="甲" param="a." queryKey={['rows']} columns={[['名称', (r) => r.name]]} load={(p, f) => s.load(p, f)} />
          <PagedList<R> label="乙" param="b." queryKey={['rows']} columns={[['名称', (r) => r.name]]} load={(p, f) => s.load(p, f)} />
        </MemoryRouter>
      </QueryCacheProvider>
    </I18nextProvider>,
  );
  await screen.findByRole('table', { name: '甲' });
  await screen.findByRole('table', { name: '乙' });
  expect(s.calls).toHaveLength(1);
});
